//! Joining a battle in the domain war: fortifications (`DOM-8`), skirmish (`DOM-5`),
//! evasion with its three choices (`DOM-6`) and late arrivals with the second battle
//! (`DOM-7`). A battle chosen by `SUM-BAT-1` comes here first; once joined, it is fought
//! as usual by `start::join`. Only land battles (armies on both sides, no ships) are
//! joined this way.

use super::super::battle::forces::side_forces;
use super::{land, march};
use crate::engine::battle::{Battle, Side};
use crate::engine::command::Command;
use crate::engine::decision::{Decider, Decision, DecisionKind};
use crate::engine::dice::RollPurpose;
use crate::engine::domain::{Answer, DomainDecision, DomainEvent, DomainOrder, Engage, Engagement, HalfMp};
use crate::engine::event::Event;
use crate::engine::rules::battle::start;
use crate::engine::rules::seam::{Ctx, Emitter};
use crate::engine::ruleset::{Options, Resolver, LETTER};
use crate::engine::state::{KingdomId, Order, SettlementKind, State, TokenId};

fn emit(out: &mut Emitter, event: DomainEvent) {
    out.emit(Event::Domain(event));
}

/// `DOM-5`: whether `token` skirmishes this month (declared with its march, or standing).
pub fn skirmishes(state: &State, token: TokenId) -> bool {
    state.planned_march(token).is_some_and(|m| m.skirmish)
        || state.orders.get(&token) == Some(&Order::Domain(DomainOrder::Skirmish))
}

fn engagement(state: &State) -> Engagement {
    state.battle.as_ref().and_then(|b| b.domain.as_deref().cloned()).unwrap_or_default()
}

fn set(out: &mut Emitter, e: Engagement) {
    emit(out, DomainEvent::Engaged(Box::new(e)));
}

fn step(out: &mut Emitter, step: Engage) {
    let e = Engagement { step: Some(step), ..engagement(out.state()) };
    set(out, e);
}

/// A battle was chosen: join it by the domain war's rules. True when the joining waits for
/// a decision or the battle was called off; false when it is fought as usual now.
pub fn begin(out: &mut Emitter, ctx: &Ctx) -> bool {
    let state = out.state();
    let (Some(domain), Some(b)) = (state.domain.as_ref(), state.battle.as_ref()) else { return false };
    if domain.second == Some((b.hex, b.attacker, b.defender)) {
        emit(out, DomainEvent::SecondBegun);
        set(out, Engagement { second: true, ..Engagement::default() });
        return false;
    }
    let [a, d] = Side::BOTH.map(|s| side_forces(state, b, s));
    let land_battle = !a.armies.is_empty() && !d.armies.is_empty() && a.ships.is_empty() && d.ships.is_empty();
    if !land_battle {
        return false;
    }
    if fortified(state) {
        step(out, Engage::Fortification);
        return true;
    }
    skirmish(out, ctx)
}

/// `DOM-8`: the defender stands in a fortress or city and none of its armies there moved
/// this month.
fn fortified(state: &State) -> bool {
    let Some(b) = state.battle.as_ref() else { return false };
    let fortress = state
        .tile(b.hex)
        .and_then(|t| t.settlement.as_ref())
        .is_some_and(|s| matches!(s.kind, SettlementKind::Fortress | SettlementKind::City));
    let unmoved = side_forces(state, b, Side::Defender).armies.iter().all(|t| !state.marched(*t));
    fortress && unmoved
}

/// `DOM-5`: the skirmishers' speed, when every defending army skirmishes: the slowest's.
fn skirmish_speed(state: &State, options: &Options) -> Option<u8> {
    let b = state.battle.as_ref()?;
    let armies = side_forces(state, b, Side::Defender).armies;
    if !armies.iter().all(|t| skirmishes(state, *t)) {
        return None;
    }
    armies.iter().map(|t| march::speed(state, options, *t)).min()
}

/// `DOM-5`: the attacker's armies fast enough to catch skirmishers of `speed`.
fn fast(state: &State, options: &Options, speed: u8) -> Vec<TokenId> {
    let Some(b) = state.battle.as_ref() else { return Vec::new() };
    let armies = side_forces(state, b, Side::Attacker).armies;
    armies.into_iter().filter(|t| march::speed(state, options, *t) >= speed).collect()
}

/// `DOM-5`: the skirmish step. True when a decision waits; false when the battle is
/// fought as usual (no skirmish, or every attacker is fast enough).
fn skirmish(out: &mut Emitter, ctx: &Ctx) -> bool {
    let state = out.state();
    let Some(speed) = skirmish_speed(state, ctx.options) else { return false };
    let fast = fast(state, ctx.options, speed);
    let all = state.battle.as_ref().map_or(0, |b| side_forces(state, b, Side::Attacker).armies.len());
    match fast.len() {
        0 => step(out, Engage::Evade),
        n if n == all => return false,
        _ => step(out, Engage::Catch { fast }),
    }
    true
}

/// The joining's pending decision, if it waits for one.
pub fn decision(state: &State) -> Option<Decision> {
    let b = state.battle.as_ref()?;
    let e = b.domain.as_deref()?;
    let answers = |who: KingdomId, answers: Vec<Answer>| Decision {
        who: Decider::Kingdom(who),
        kind: DecisionKind::Domain(DomainDecision::Engage { hex: b.hex, answers }),
    };
    Some(match e.step.as_ref()? {
        Engage::Fortification => answers(b.defender, vec![Answer::Stay, Answer::TakeField]),
        Engage::Invader => answers(b.attacker, vec![Answer::Attack, Answer::Pillage]),
        Engage::Catch { .. } => answers(b.attacker, vec![Answer::Attack, Answer::Decline]),
        Engage::Evade => answers(b.defender, vec![Answer::Pillage, Answer::PickUnits, Answer::Ambush]),
        Engage::Escort => {
            let armies = side_forces(state, b, Side::Attacker).armies;
            answers(b.attacker, armies.into_iter().map(|army| Answer::Escort { army }).collect())
        }
        Engage::UnitsRoll => Decision {
            who: Decider::Table,
            kind: DecisionKind::Roll { purpose: RollPurpose::EvasionUnits, count: 2, sides: 3 },
        },
        Engage::ArrivalRoll => {
            let count = e.late.iter().map(|(_, short)| usize::from(*short)).sum();
            Decision {
                who: Decider::Table,
                kind: DecisionKind::Roll { purpose: RollPurpose::LateArrivals, count, sides: 3 },
            }
        }
        Engage::Pillage { kingdom, queue, most } => {
            let army = *queue.first()?;
            answers(*kingdom, (0..=*most).map(|mp| Answer::Spend { army, mp }).collect())
        }
    })
}

/// `DOM-6` 1, `DOM-8`: whether `battle` was called off and its armies are asked what to
/// pillage instead.
pub fn pillaging_instead(battle: &Battle) -> bool {
    battle.domain.as_deref().is_some_and(|e| matches!(e.step, Some(Engage::Pillage { .. })))
}

/// Whether the joining waits for a decision.
pub fn pending(state: &State) -> bool {
    state.battle.as_ref().and_then(|b| b.domain.as_ref()).is_some_and(|e| e.step.is_some())
}

/// Runs an answer (or roll) that `check` accepted.
pub fn execute(out: &mut Emitter, ctx: &Ctx, command: &Command) {
    let state = out.state();
    let (Some(b), mut e) = (state.battle.clone(), engagement(state)) else { return };
    let Some(now) = e.step.take() else { return };
    if let Command::Roll { faces } = command {
        match now {
            Engage::UnitsRoll => {
                let f = ctx.faces(faces, 2, 3);
                out.emit(Event::DiceRolled { purpose: RollPurpose::EvasionUnits, by: None, faces: f.clone() });
                e.units = Some(f.iter().sum());
            }
            Engage::ArrivalRoll => {
                let count = e.late.iter().map(|(_, s)| usize::from(*s)).sum();
                let f = ctx.faces(faces, count, 3);
                out.emit(Event::DiceRolled { purpose: RollPurpose::LateArrivals, by: None, faces: f.clone() });
                // DOM-7: 1D3+1 rounds per MP short, one die after another.
                let mut dice = f.into_iter();
                e.arrivals = e
                    .late
                    .iter()
                    .map(|(army, short)| (*army, (0..*short).map(|_| dice.next().unwrap_or(1) + 1).sum()))
                    .collect();
            }
            _ => return,
        }
        return join(out, ctx, e);
    }
    let Command::Domain(crate::engine::domain::DomainCommand::Engage(answer)) = command else { return };
    let chooser = match &now {
        Engage::Fortification | Engage::Evade => b.defender,
        Engage::Pillage { kingdom, .. } => *kingdom,
        _ => b.attacker,
    };
    emit(out, DomainEvent::Answered { kingdom: chooser, answer: *answer });
    match (now, *answer) {
        (Engage::Pillage { kingdom, queue, .. }, Answer::Spend { army, mp }) => {
            if mp > 0 {
                land::pillage_freely(out, ctx.options, army, b.hex, mp);
            }
            pillage_next(out, ctx.options, kingdom, queue.get(1..).unwrap_or_default().to_vec());
        }
        (Engage::Fortification, Answer::Stay) => step(out, Engage::Invader),
        (Engage::Fortification, Answer::TakeField) => {
            set(out, e.clone());
            if !skirmish(out, ctx) {
                join(out, ctx, e);
            }
        }
        (Engage::Invader, Answer::Attack) => join(out, ctx, e),
        (Engage::Invader, Answer::Pillage) => call_off(out, ctx, b.attacker),
        (Engage::Evade, Answer::Pillage) => call_off(out, ctx, b.defender),
        (Engage::Catch { fast }, Answer::Attack) => {
            let Some(speed) = skirmish_speed(out.state(), ctx.options) else { return join(out, ctx, e) };
            let slow: Vec<TokenId> =
                side_forces(out.state(), &b, Side::Attacker).armies.into_iter().filter(|t| !fast.contains(t)).collect();
            e.late =
                slow.iter().map(|t| (*t, speed.saturating_sub(march::speed(out.state(), ctx.options, *t)))).collect();
            if ctx.options.resolver == Resolver::Tabletop {
                // On the table the late armies join the game when they arrive.
                set(out, Engagement { step: Some(Engage::ArrivalRoll), ..e });
                return;
            }
            // Simple and narrative battles: they sit this one out and fight the second.
            e.sitting_out = slow;
            emit(out, DomainEvent::SecondDue { hex: b.hex, attacker: b.attacker, defender: b.defender });
            join(out, ctx, e);
        }
        (Engage::Catch { .. }, Answer::Decline) => step(out, Engage::Evade),
        (Engage::Evade, Answer::PickUnits) => {
            let next = if ctx.options.resolver == Resolver::Tabletop { Engage::UnitsRoll } else { Engage::Escort };
            set(out, Engagement { step: Some(next), ..e });
        }
        (Engage::Evade, Answer::Ambush) => join(out, ctx, Engagement { ambush: true, ..e }),
        (Engage::Escort, Answer::Escort { army }) => {
            e.sitting_out =
                side_forces(out.state(), &b, Side::Attacker).armies.into_iter().filter(|t| *t != army).collect();
            join(out, ctx, e);
        }
        _ => {}
    }
}

/// The battle is joined: it is fought as usual from here.
fn join(out: &mut Emitter, ctx: &Ctx, e: Engagement) {
    set(out, Engagement { step: None, ..e });
    start::join(out, ctx);
}

/// `DOM-6` 1, `DOM-8`: no battle here this month: `kingdom`'s armies pillage the tile with
/// the MP their orders left free: from rules `LETTER` on, each with as many as its owner
/// chooses, and only those that can yield GB; before, every free MP.
fn call_off(out: &mut Emitter, ctx: &Ctx, kingdom: KingdomId) {
    let state = out.state();
    let Some(b) = state.battle.clone() else { return };
    let side = if kingdom == b.attacker { Side::Attacker } else { Side::Defender };
    let armies = side_forces(state, &b, side).armies;
    if state.rules >= LETTER {
        return pillage_next(out, ctx.options, kingdom, armies);
    }
    emit(out, DomainEvent::CalledOff { hex: b.hex, kingdom, enemy: b.kingdom(side.other()) });
    for army in armies {
        let free = free_mp(out.state(), ctx.options, army);
        if free > 0 {
            land::pillage_freely(out, ctx.options, army, b.hex, free);
        }
    }
}

/// `DOM-6` 1 (rules `LETTER` on): the next army of `queue` with free MP is asked how many
/// it spends, offered those that can yield GB (up to the month's room, `DOM-10`); one that
/// can yield none (its own land, the room taken) is told why and spends nothing; when none
/// is left the battle is called off.
fn pillage_next(out: &mut Emitter, options: &Options, kingdom: KingdomId, mut queue: Vec<TokenId>) {
    let Some(b) = out.state().battle.clone() else { return };
    while let Some(&army) = queue.first() {
        let state = out.state();
        let free = free_mp(state, options, army);
        match land::pillage_bar(state, b.hex, kingdom, true) {
            _ if free == 0 => {}
            Some(why) => emit(out, DomainEvent::Barred { army, hex: b.hex, why }),
            None => {
                let most = free.min(land::room(state, b.hex));
                let e = Engagement { step: Some(Engage::Pillage { kingdom, queue, most }), ..engagement(state) };
                return set(out, e);
            }
        }
        queue.remove(0);
    }
    let enemy = if kingdom == b.attacker { b.defender } else { b.attacker };
    emit(out, DomainEvent::CalledOff { hex: b.hex, kingdom, enemy });
}

/// The MP an army's order this month left unspent: its allowance less what its march
/// (path, pillage, skirmish) or standing skirmish costs.
fn free_mp(state: &State, options: &Options, army: TokenId) -> u8 {
    let allowance = march::allowance(state, options, army);
    let spent = match state.planned_march(army) {
        Some(m) => m.spent,
        None => HalfMp(u16::from(skirmishes(state, army)) * 2),
    };
    // Whole MP only: half an MP left pillages nothing.
    u8::try_from(allowance.0.saturating_sub(spent.0) / 2).unwrap_or(u8::MAX)
}

/// `DOM-7`: after a battle whose late armies sat it out, the second battle begins when
/// they arrive, if both sides still have fighting tokens there. True when it began.
pub fn second(out: &mut Emitter, ctx: &Ctx) -> bool {
    let state = out.state();
    let Some((hex, attacker, defender)) = state.domain.as_ref().and_then(|d| d.second) else { return false };
    if state.battle.is_some() {
        return false;
    }
    let fights = |k| super::super::battle::forces::forces(state, hex, k).fighting();
    if !(fights(attacker) && fights(defender)) {
        emit(out, DomainEvent::SecondBegun);
        return false;
    }
    out.emit(Event::BattleChosen { hex, attacker, defender });
    begin(out, ctx);
    start::join(out, ctx);
    true
}

/// `DOM-8` fortified camp: the defending side's armies that took Defend may fight from a
/// camp (one extra terrain feature on the tabletop sheet).
pub fn camps(state: &State) -> Vec<TokenId> {
    let Some(b) = state.battle.as_ref().filter(|_| state.domain.is_some()) else { return Vec::new() };
    let armies = side_forces(state, b, Side::Defender).armies;
    armies.into_iter().filter(|t| state.armies.get(t).is_some_and(|a| a.defending)).collect()
}
