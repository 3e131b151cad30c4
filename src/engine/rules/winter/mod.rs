//! Winter (RULES §6): recall, gather, tithe, build and recruit, feed, deploy; then the
//! next year, or the end of the campaign after the last (`WIN-7`). Steps that need nobody's
//! choice run at once (`advance`).

pub mod deploy;
pub mod economy;
pub mod recall;

use super::player_order;
use crate::engine::command::Command;
use crate::engine::decision::{Decider, Decision, DecisionKind};
use crate::engine::dice::RollPurpose;
use crate::engine::event::{Event, Loss};
use crate::engine::hex::Hex;
use crate::engine::rules::seam::{Ctx, Emitter};
use crate::engine::ruleset::Options;
use crate::engine::state::{KingdomId, Phase, State, TokenId};
use crate::engine::winter::{Purchase, WinterStep};

/// After the last summer month: recall and what follows.
pub fn begin(out: &mut Emitter, ctx: &Ctx) {
    out.emit(Event::PhaseChanged { phase: Phase::Winter });
    // The winter record exists from the start, so recall can note who is home; its step
    // is set for real once recall is done or stops for a choice.
    out.emit(Event::WinterStepped { step: WinterStep::Tithe { turn: 0, passes: 0 } });
    recall::eliminate(out);
    for m in ctx.modules {
        m.winter_began(out, ctx);
    }
    if recall::run(out) {
        after_recall(out);
    }
    advance(out, ctx);
}

fn after_recall(out: &mut Emitter) {
    economy::gather(out);
    out.emit(Event::WinterStepped { step: WinterStep::Tithe { turn: 0, passes: 0 } });
}

/// The next turn of a tithe or build cycle, counting a pass or restarting the count.
fn next_turn(step: &WinterStep, passed: bool) -> Option<WinterStep> {
    let bump = |passes: usize| if passed { passes + 1 } else { 0 };
    match *step {
        WinterStep::Tithe { turn, passes } => Some(WinterStep::Tithe { turn: turn + 1, passes: bump(passes) }),
        WinterStep::Build { turn, passes } => Some(WinterStep::Build { turn: turn + 1, passes: bump(passes) }),
        _ => None,
    }
}

fn turn_of(state: &State, turn: usize) -> Option<KingdomId> {
    let n = state.player_order.len();
    (n > 0).then(|| state.player_order[turn % n])
}

/// The kingdom whose turn a cycle step is, and whether the step is the tithe's.
fn cycle_turn(state: &State, step: &WinterStep) -> Option<(KingdomId, bool)> {
    match step {
        WinterStep::Tithe { turn, .. } => Some((turn_of(state, *turn)?, true)),
        WinterStep::Build { turn, .. } => Some((turn_of(state, *turn)?, false)),
        _ => None,
    }
}

/// The commands a kingdom may give in a cycle step, `Pass` last.
fn cycle_answers(state: &State, options: &Options, step: &WinterStep) -> Vec<Command> {
    let Some((k, tithe)) = cycle_turn(state, step) else { return Vec::new() };
    let mut answers = if tithe { economy::tithes(state, k) } else { economy::purchases(state, options, k) };
    answers.push(Command::Pass);
    answers
}

/// Whether a kingdom has anything but `Pass` to give in a cycle step.
fn has_cycle_answer(state: &State, options: &Options, step: &WinterStep) -> bool {
    match cycle_turn(state, step) {
        Some((k, true)) => !economy::tithes(state, k).is_empty(),
        Some((k, false)) => economy::each_purchase(state, options, k).next().is_some(),
        None => false,
    }
}

pub fn decision(state: &State, options: &Options) -> Option<Decision> {
    let w = state.winter.as_ref()?;
    let kingdom = |k| Decider::Kingdom(k);
    let d = match &w.step {
        WinterStep::RecallArmies { kingdom: k, tiles } => {
            Decision { who: kingdom(*k), kind: DecisionKind::ChooseHome { ship: None, tiles: tiles.clone() } }
        }
        WinterStep::RecallShip { ship, tiles } => {
            let k = state.ships.get(ship)?.kingdom;
            Decision { who: kingdom(k), kind: DecisionKind::ChooseHome { ship: Some(*ship), tiles: tiles.clone() } }
        }
        step @ (WinterStep::Tithe { turn, .. } | WinterStep::Build { turn, .. }) => {
            let k = turn_of(state, *turn)?;
            let answers = cycle_answers(state, options, step);
            let kind = match step {
                WinterStep::Tithe { .. } => DecisionKind::Tithe { answers },
                _ => DecisionKind::Build { answers },
            };
            Decision { who: kingdom(k), kind }
        }
        WinterStep::Feed { kingdom: k, left } => {
            let armies = state.armies.iter().filter(|(_, a)| a.kingdom == *k).map(|(id, _)| *id).collect();
            Decision { who: kingdom(*k), kind: DecisionKind::Starve { armies, left: *left } }
        }
        WinterStep::DeployTie => {
            let tied = player_order::first_tie(&state.tied)?;
            let kind = DecisionKind::Roll { purpose: RollPurpose::WinterOrder, count: tied.len(), sides: 6 };
            Decision { who: Decider::Table, kind }
        }
        WinterStep::Deploy => {
            let k = player_order::next_in_cycle(
                &state.player_order,
                |k| !deploy::staged(state, k).is_empty(),
                |k| w.placed.get(&k).copied().unwrap_or(0) as usize,
            )?;
            let kind = DecisionKind::Deploy { armies: deploy::staged(state, k), tiles: deploy::free_tiles(state, k) };
            Decision { who: kingdom(k), kind }
        }
    };
    Some(d)
}

/// Runs a command that `check` accepted.
pub fn execute(out: &mut Emitter, ctx: &Ctx, command: &Command) {
    let Some(w) = out.state().winter.clone() else { return };
    let who = match decision(out.state(), ctx.options).map(|d| d.who) {
        Some(Decider::Kingdom(k)) => Some(k),
        _ => None,
    };
    match (&w.step, command) {
        (step @ (WinterStep::RecallArmies { .. } | WinterStep::RecallShip { .. }), Command::RecallTo { hex }) => {
            recall::send_home(out, step, *hex);
            if recall::run(out) {
                after_recall(out);
            }
        }
        (WinterStep::Tithe { .. } | WinterStep::Build { .. }, _) => {
            let Some(k) = who else { return };
            match command {
                Command::Pass => out.emit(Event::Passed { kingdom: k }),
                Command::Tithe { to, gold, food } => {
                    out.emit(Event::Tithed { from: k, to: *to, gold: *gold, food: *food })
                }
                Command::Buy { hex, what } => {
                    out.emit(Event::Purchased { kingdom: k, hex: *hex, what: *what });
                    buy_token(out, ctx, k, *hex, *what);
                }
                Command::Disband { army } => out.emit(Event::TokenDestroyed { token: *army, cause: Loss::Disbanded }),
                _ => return,
            }
            if let Some(step) = next_turn(&w.step, *command == Command::Pass) {
                out.emit(Event::WinterStepped { step });
            }
        }
        (WinterStep::Feed { kingdom, left }, Command::Starve { army }) => {
            out.emit(Event::TokenDestroyed { token: *army, cause: Loss::Starved });
            out.emit(Event::WinterStepped { step: WinterStep::Feed { kingdom: *kingdom, left: left - 1 } });
        }
        (WinterStep::DeployTie, Command::Roll { faces }) => {
            let tied = out.state().tied.clone();
            let groups = player_order::roll_first_tie(out, ctx, RollPurpose::WinterOrder, &tied, faces);
            rank_done(out, groups);
        }
        (WinterStep::Deploy, Command::Deploy { army, hex }) => {
            if let Some(k) = who {
                out.emit(Event::Deployed { army: *army, kingdom: k, hex: *hex });
            }
        }
        _ => {}
    }
    advance(out, ctx);
}

/// `WIN-4`: the token a purchase brings.
fn buy_token(out: &mut Emitter, ctx: &Ctx, kingdom: KingdomId, hex: Hex, what: Purchase) {
    let id = TokenId(out.state().next_token);
    match what {
        Purchase::Army | Purchase::AlliedArmy => {
            let allied = what == Purchase::AlliedArmy;
            let hex = ctx.modules.iter().find_map(|m| m.post(out.state(), kingdom, hex)).unwrap_or(hex);
            out.emit(Event::ArmyRaised {
                army: id,
                kingdom,
                hex,
                points: crate::engine::state::NEW_ARMY_POINTS,
                allied,
            });
        }
        Purchase::Ship => out.emit(Event::ShipBuilt { ship: id, kingdom, hex }),
        _ => {}
    }
}

fn rank_done(out: &mut Emitter, groups: Vec<Vec<KingdomId>>) {
    match player_order::settled(&groups) {
        Some(order) => {
            out.emit(Event::PlayerOrderSet { order, purpose: RollPurpose::WinterOrder });
            out.emit(Event::WinterStepped { step: WinterStep::Deploy });
        }
        None => out.emit(Event::OrderTied { groups, purpose: RollPurpose::WinterOrder }),
    }
}

/// Runs the steps that need no choice, until one does.
fn advance(out: &mut Emitter, ctx: &Ctx) {
    while let Some(w) = out.state().winter.clone() {
        let n = out.state().player_order.len();
        match &w.step {
            step @ (WinterStep::Tithe { turn, passes } | WinterStep::Build { turn, passes }) => {
                let tithe = matches!(step, WinterStep::Tithe { .. });
                if *passes >= n {
                    if tithe {
                        out.emit(Event::WinterStepped { step: WinterStep::Build { turn: 0, passes: 0 } });
                    } else {
                        feed_next(out, None);
                    }
                } else if !has_cycle_answer(out.state(), ctx.options, step) {
                    // Nothing to give or buy: the kingdom passes without being asked.
                    let (Some(k), Some(next)) = (turn_of(out.state(), *turn), next_turn(step, true)) else { return };
                    out.emit(Event::Passed { kingdom: k });
                    out.emit(Event::WinterStepped { step: next });
                } else {
                    return;
                }
            }
            WinterStep::Feed { kingdom, left: 0 } => feed_next(out, Some(*kingdom)),
            WinterStep::Deploy => {
                if deploy::next(out).is_some() {
                    return;
                }
                end(out, ctx);
                return;
            }
            _ => return,
        }
    }
}

/// `WIN-5`: feeds each kingdom after `after` in player order; stops at the first that
/// must choose which armies go hungry. After the last: stores lost, then staging.
fn feed_next(out: &mut Emitter, after: Option<KingdomId>) {
    let order = out.state().player_order.clone();
    let start = after.and_then(|a| order.iter().position(|k| *k == a)).map_or(0, |i| i + 1);
    for k in order[start..].iter().copied() {
        let hungry = economy::hungry(out.state(), k);
        if hungry > 0 {
            out.emit(Event::WinterStepped { step: WinterStep::Feed { kingdom: k, left: hungry } });
            return;
        }
        let armies = out.state().armies.values().filter(|a| a.kingdom == k).count() as u32;
        out.emit(Event::Fed { kingdom: k, food: armies });
    }
    for k in order {
        let stores = out.state().kingdom(k).is_some_and(|x| x.gold > 0 || x.food > 0);
        if stores {
            out.emit(Event::StoresLost { kingdom: k });
        }
    }
    if out.state().winter_quarters() {
        // LOY-12: armies winter where they stand; nothing is staged or deployed.
        out.emit(Event::WinterStepped { step: WinterStep::Deploy });
        return;
    }
    let state = out.state();
    out.emit(Event::Staged { armies: state.armies.keys().copied().collect() });
    let state = out.state();
    let counts =
        state.player_order.iter().map(|k| (state.armies.values().filter(|a| a.kingdom == *k).count() as u32, *k));
    let groups = player_order::rank(counts);
    match player_order::settled(&groups) {
        Some(_) => rank_done(out, groups),
        None => {
            out.emit(Event::OrderTied { groups, purpose: RollPurpose::WinterOrder });
            out.emit(Event::WinterStepped { step: WinterStep::DeployTie });
        }
    }
}

/// The winter is over (`WIN-7`).
fn end(out: &mut Emitter, ctx: &Ctx) {
    ctx.finished(out, Phase::Winter);
}

#[cfg(test)]
mod tests;
