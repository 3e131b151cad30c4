//! Phase C, Battle (RULES §3.C, §4). In player order a kingdom chooses a tile and an
//! enemy there and fights one battle, until no kingdom can choose (`SUM-BAT-1`). Each
//! battle is a short run of steps (`engine::battle::BattleStep`); after every command the
//! steps that need nobody's choice are run at once (`advance`).

pub mod forces;
pub mod naval;
pub mod odds;
pub mod results;
pub mod simple;
pub mod start;
pub mod tabletop;

use super::player_order;
use crate::engine::battle::{BattleKind, BattleStep, Side};
use crate::engine::command::Command;
use crate::engine::decision::{BattleChoice, Decider, Decision, DecisionKind};
use crate::engine::dice::RollPurpose;
use crate::engine::error::RuleError;
use crate::engine::event::{Event, Loss};
use crate::engine::hex::Hex;
use crate::engine::rules::battle::start::first_step;
use crate::engine::rules::seam::{Ctx, Emitter, Modules};
use crate::engine::ruleset::LETTER;
use crate::engine::state::{KingdomId, Phase, State};
use forces::{dice_counts, side_forces};
use std::collections::BTreeSet;

/// `SUM-BAT-1`: the battles `kingdom` may choose: tiles where it has an upright army or
/// ship and an enemy has tokens; the enemy must have upright tokens if one there does,
/// and among those must be the tile's controller if that is one of them.
pub fn choices(state: &State, kingdom: KingdomId) -> Vec<BattleChoice> {
    let mut hexes: Vec<Hex> = state.movers_of(kingdom).filter_map(|t| state.token(t)).map(|(_, h, _)| h).collect();
    crate::sort::sort(&mut hexes);
    hexes.dedup();
    let mut out = Vec::new();
    for hex in hexes {
        if !forces::forces(state, hex, kingdom).fighting() {
            continue;
        }
        let enemies: BTreeSet<KingdomId> = state
            .armies_at(hex)
            .filter(|(_, a)| a.paired_with.is_none())
            .map(|(id, a)| (id, a.kingdom))
            .chain(state.ships_at(hex).map(|(id, s)| (id, s.kingdom)))
            .filter(|(id, k)| *k != kingdom && !state.retreating(*id))
            .map(|(_, k)| k)
            .collect();
        let upright: Vec<KingdomId> =
            enemies.iter().copied().filter(|k| forces::forces(state, hex, *k).fighting()).collect();
        let eligible = if upright.is_empty() { enemies.into_iter().collect() } else { upright };
        let controller = state.control(hex).filter(|c| eligible.contains(c));
        let eligible = controller.map_or(eligible, |c| vec![c]);
        let open = eligible.into_iter().filter(|e| !state.called_off(hex, kingdom, *e));
        out.extend(open.map(|enemy| BattleChoice { hex, enemy }));
    }
    out
}

/// `SUM-BAT-1`: whose turn it is to choose a battle: in player order, among the kingdoms
/// that can, the first that has chosen the fewest this month.
pub fn next_to_choose(state: &State) -> Option<KingdomId> {
    player_order::next_in_cycle(
        &state.player_order,
        |k| !choices(state, k).is_empty(),
        |k| state.battles_chosen.get(&k).copied().unwrap_or(0) as usize,
    )
}

/// After the last order is resolved: battles if any can be chosen; otherwise the phase
/// is over before it began.
pub fn begin(out: &mut Emitter, ctx: &Ctx) {
    if next_to_choose(out.state()).is_some() {
        out.emit(Event::PhaseChanged { phase: Phase::Battle });
    } else {
        ctx.finished(out, Phase::Battle);
    }
}

fn roll_purpose(kind: BattleKind) -> RollPurpose {
    match kind {
        BattleKind::Naval => RollPurpose::Naval,
        BattleKind::LandWater => RollPurpose::LandWater,
        _ => RollPurpose::SimpleBattle,
    }
}

/// The decision of the battle phase; None never happens while the phase lasts.
pub fn decision(state: &State, modules: Modules) -> Option<Decision> {
    let Some(b) = &state.battle else {
        let k = next_to_choose(state)?;
        return Some(Decision {
            who: Decider::Kingdom(k),
            kind: DecisionKind::ChooseBattle { battles: choices(state, k) },
        });
    };
    let (attacker, hex) = (Decider::Kingdom(b.attacker), b.hex);
    let decision = |who, kind| Some(Decision { who, kind });
    match &b.step {
        BattleStep::ChooseKind { kinds } => {
            decision(attacker, DecisionKind::ChooseBattleKind { hex, kinds: kinds.clone() })
        }
        BattleStep::Slaughter => {
            let tokens = side_forces(state, b, Side::Defender).fallen;
            let kind = DecisionKind::RemoveToken { hex, tokens, count: 1, rule: "SUM-BAT-3" };
            decision(Decider::Kingdom(b.defender), kind)
        }
        BattleStep::Roll => {
            let kind = b.kind?;
            if let Some(d) = modules.iter().find_map(|m| m.battle_decision(state, b)) {
                return Some(d);
            }
            let count = dice_counts(state, b, kind).iter().sum();
            decision(Decider::Table, DecisionKind::Roll { purpose: roll_purpose(kind), count, sides: 6 })
        }
        BattleStep::Allocate { .. } => simple::decision(state, b),
        BattleStep::Sink { side, count, .. } => {
            let tokens = side_forces(state, b, *side).ships;
            let kind = DecisionKind::RemoveToken { hex, tokens, count: *count, rule: "NAV-1" };
            decision(Decider::Kingdom(b.kingdom(*side)), kind)
        }
        BattleStep::Declare { side } => {
            decision(Decider::Kingdom(b.kingdom(*side)), DecisionKind::DeclareLoser { hex })
        }
        BattleStep::Concede { side } => decision(Decider::Kingdom(b.kingdom(*side)), DecisionKind::Concede { hex }),
        BattleStep::Tabletop => decision(Decider::Table, DecisionKind::ReportTabletop { hex }),
        BattleStep::Retreat { kingdom, .. } => {
            let moves = results::retreats(state, b, *kingdom);
            decision(Decider::Kingdom(*kingdom), DecisionKind::Retreat { hex, moves })
        }
        BattleStep::WinnerMove => {
            let winner = b.winner?;
            decision(Decider::Kingdom(winner), DecisionKind::WinnerMove { hex, moves: results::winner_moves(state, b) })
        }
    }
}

/// Runs a command that `check` accepted, then whatever follows without a choice.
pub fn execute(out: &mut Emitter, ctx: &Ctx, command: &Command) {
    if ctx.modules.iter().any(|m| m.battle_execute(out, ctx, command)) {
        advance(out, ctx);
        return;
    }
    match (out.state().battle.clone(), command) {
        (None, Command::ChooseBattle { hex, enemy }) => {
            let attacker = decision(out.state(), ctx.modules).and_then(|d| match d.who {
                Decider::Kingdom(k) => Some(k),
                _ => None,
            });
            let Some(attacker) = attacker else { return };
            out.emit(Event::BattleChosen { hex: *hex, attacker, defender: *enemy });
            if !ctx.modules.iter().any(|m| m.battle_chosen(out, ctx)) {
                start::join(out, ctx);
            }
        }
        (Some(_), Command::ChooseBattleKind { kind }) => start::start(out, ctx, *kind),
        (Some(b), Command::RemoveToken { token }) => match b.step {
            BattleStep::Slaughter => {
                out.emit(Event::TokenDestroyed { token: *token, cause: Loss::Slaughtered });
                results::decide(out, ctx, Some(b.attacker), None);
            }
            BattleStep::Sink { .. } => naval::sink(out, &b, *token),
            _ => {}
        },
        (Some(b), Command::Roll { faces }) => {
            let Some(kind) = b.kind else { return };
            let counts = dice_counts(out.state(), &b, kind);
            let f = ctx.faces(faces, counts[0] + counts[1], 6);
            out.emit(Event::DiceRolled { purpose: roll_purpose(kind), by: None, faces: f.clone() });
            let (a, d) = f.split_at(counts[0]);
            match kind {
                BattleKind::Simple => simple::rolled(out, &b, [a.to_vec(), d.to_vec()]),
                BattleKind::Naval => naval::rolled(out, &b, [a, d]),
                BattleKind::LandWater => {
                    let totals = [a, d].map(|x| x.iter().map(|f| u32::from(*f)).sum::<u32>());
                    let winner = match totals[0].cmp(&totals[1]) {
                        std::cmp::Ordering::Greater => Some(b.attacker),
                        std::cmp::Ordering::Less => Some(b.defender),
                        std::cmp::Ordering::Equal => None,
                    };
                    results::decide(out, ctx, winner, Some(totals));
                }
                _ => {}
            }
        }
        (Some(b), Command::AllocateDie { face, army }) => simple::allocate(out, &b, *face, *army),
        (Some(b), Command::DeclareLoser { concede: yes }) => match b.step {
            BattleStep::Concede { side } => start::concede(out, ctx, &b, side, *yes),
            _ => naval::declare(out, ctx, &b, *yes),
        },
        (Some(b), Command::ReportTabletop { result, units }) => tabletop::report(out, ctx, &b, *result, units),
        (Some(b), Command::Retreat { token, to }) => results::retreat(out, &b, *token, *to),
        (Some(b), Command::WinnerMove { token, to }) => {
            out.emit(Event::WinnerMoved { token: *token, from: b.hex, to: *to });
            out.emit(Event::BattleOver);
        }
        (Some(_), Command::WinnerStays) => out.emit(Event::BattleOver),
        _ => {}
    }
    advance(out, ctx);
}

/// `SET-6` [design]: the land-battle kinds the players may agree to switch this battle to,
/// before any of its dice are rolled or its result entered: every resolver the campaign
/// can play, narrative included from rules `LETTER` on (before, simple and tabletop).
pub fn switchable_kinds(state: &State, modules: Modules) -> Vec<BattleKind> {
    let Some(b) = &state.battle else { return Vec::new() };
    let land = BattleKind::LAND;
    let rolled = modules.iter().any(|m| m.battle_rolled(b));
    let fresh = matches!(b.step, BattleStep::Roll | BattleStep::Tabletop) && !rolled;
    match b.kind {
        Some(kind) if fresh && land.contains(&kind) => {
            let offered: &[BattleKind] = if state.rules >= LETTER { &land } else { &land[..2] };
            offered.iter().copied().filter(|k| *k != kind).collect()
        }
        _ => Vec::new(),
    }
}

pub fn check_switch(state: &State, modules: Modules, kind: BattleKind) -> Result<(), RuleError> {
    if switchable_kinds(state, modules).contains(&kind) {
        Ok(())
    } else {
        Err(RuleError::CannotSwitch { kind: kind.name() })
    }
}

/// `SET-6`: the battle is fought with another resolver, by the players' agreement.
pub fn switch(out: &mut Emitter, ctx: &Ctx, kind: BattleKind) {
    out.emit(Event::BattleKindSet { kind });
    out.emit(Event::BattleStepped { step: first_step(kind) });
    for m in ctx.modules {
        m.fight_began(out, ctx, kind);
    }
}

/// Runs the steps that need no choice, until one does; a second battle of late arrivals
/// follows its first (`DOM-7`); after the last battle, Reform.
pub fn advance(out: &mut Emitter, ctx: &Ctx) {
    loop {
        advance_fight(out, ctx);
        if out.state().battle.is_some() || !ctx.modules.iter().any(|m| m.battle_follows(out, ctx)) {
            break;
        }
    }
    if out.state().phase == Phase::Battle && out.state().battle.is_none() && next_to_choose(out.state()).is_none() {
        ctx.finished(out, Phase::Battle);
    }
}

/// The current battle's steps that need no choice, until one does or it is over.
fn advance_fight(out: &mut Emitter, ctx: &Ctx) {
    while let Some(b) = out.state().battle.clone() {
        let moved_on = match &b.step {
            BattleStep::Slaughter => {
                let fallen = side_forces(out.state(), &b, Side::Defender).fallen;
                if let [token] = fallen.as_slice() {
                    out.emit(Event::TokenDestroyed { token: *token, cause: Loss::Slaughtered });
                    results::decide(out, ctx, Some(b.attacker), None);
                    true
                } else {
                    false
                }
            }
            BattleStep::Allocate { .. } => simple::pass_or_decide(out, ctx, &b),
            BattleStep::Sink { .. } => naval::take_unchosen_losses(out, ctx, &b),
            BattleStep::Retreat { .. } => results::settle_retreat(out, &b),
            BattleStep::WinnerMove => {
                let stuck = results::winner_moves(out.state(), &b).is_empty();
                if stuck {
                    out.emit(Event::BattleOver);
                }
                stuck
            }
            _ => false,
        };
        if !moved_on {
            return;
        }
    }
}

#[cfg(test)]
mod tests;
