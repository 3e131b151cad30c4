//! The domain war's rules (RULES §8): marches (`march`), joining battles (`engage`),
//! holding the land (`land`), and the module's hooks into the month: the march given as
//! an order, walked at resolution, its hits taken in battle, the end of the domain turn
//! after the loyalty month end.

pub mod engage;
pub mod land;
pub mod march;

use super::reform;
use crate::engine::rules::emit::{Ctx, Emitter};
use crate::engine::command::Command;
use crate::engine::decision::{Decider, Decision, DecisionKind};
use crate::engine::dice::RollPurpose;
use crate::engine::domain::{DomainCommand, DomainEvent, HalfMp, March};
use crate::engine::error::RuleError;
use crate::engine::event::Event;
use crate::engine::hex::Hex;
use crate::engine::ruleset::Options;
use crate::engine::state::{Order, State, TokenId};

/// Whether one of the module's steps is under way: joining a battle or the level checks.
pub fn pending(state: &State) -> bool {
    engage::pending(state) || state.domain.as_ref().is_some_and(|d| !d.checks.is_empty())
}

/// The module's pending decision: in joining a battle (`DOM-5`…`DOM-8`), or the level
/// checks' roll when the domain turn's end waits for it (`DOM-10`).
pub fn decision(state: &State) -> Option<Decision> {
    if engage::pending(state) {
        return engage::decision(state);
    }
    let checks = &state.domain.as_ref()?.checks;
    (!checks.is_empty()).then(|| Decision {
        who: Decider::Table,
        kind: DecisionKind::Roll { purpose: RollPurpose::LevelChecks, count: checks.len() * 2, sides: 10 },
    })
}

/// Runs an answer in joining a battle, then the battle goes on; or the level checks' roll
/// (`check` accepted it), then `REF-6` follows.
pub fn execute(out: &mut Emitter, ctx: &Ctx, command: &Command) {
    if engage::pending(out.state()) {
        engage::execute(out, ctx, command);
        super::battle::settle(out, ctx);
        return;
    }
    if let Command::Roll { faces } = command {
        land::check_levels(out, ctx, faces);
        reform::rank(out, ctx);
    }
}

/// §8: the mounted flag of each army, flipped, by its owner at any time but while the
/// army's order of the month stands (its march was costed by it, `DOM-1`).
pub fn mounted_edits(state: &State) -> Vec<Command> {
    if state.domain.is_none() {
        return Vec::new();
    }
    state
        .armies
        .iter()
        .filter(|(id, _)| !state.orders.contains_key(id))
        .map(|(id, a)| Command::Domain(DomainCommand::SetMounted { army: *id, mounted: !a.mounted }))
        .collect()
}

/// §8: the flag may be flipped on an army without an order this month.
pub fn check_mounted(state: &State, army: TokenId, mounted: bool) -> Result<(), RuleError> {
    match (state.domain.is_some(), state.armies.get(&army)) {
        (true, Some(_)) if state.orders.contains_key(&army) => Err(RuleError::MountedOrdered { army }),
        (true, Some(a)) if a.mounted != mounted => Ok(()),
        (true, Some(_)) => Err(RuleError::MountedAlready { army, mounted }),
        _ => Err(RuleError::NotYourArmy { army }),
    }
}

/// `DOM-11`: the order a march gives: a move to its last tile, with its path kept.
pub fn give_march(out: &mut Emitter, options: &Options, token: TokenId, path: &[Hex], pillage: u8, skirmish: bool) {
    let (Some((kingdom, _, _)), Some(&to)) = (out.state().token(token), path.last()) else { return };
    out.emit(Event::OrderGiven { token, kingdom, order: Order::Move { to } });
    let mut march = March { path: path.to_vec(), pillage, skirmish, spent: HalfMp(0) };
    march.spent = march::planned_cost(out.state(), options, token, &march);
    out.emit(Event::Domain(DomainEvent::Planned { token, march }));
}

/// `DOM-3`: a battle begins: every upright token fighting in it that owes forced-march
/// hits takes them now, for this battle.
pub fn take_hits(out: &mut Emitter) {
    let state = out.state();
    let (Some(domain), Some(battle)) = (state.domain.as_ref(), state.battle.as_ref()) else { return };
    // Only upright tokens fight (SUM-BAT-4); marches are armies' alone.
    let fighting = |t: &TokenId| {
        let here = state.token(*t).is_some_and(|(k, hex, up)| up && hex == battle.hex && battle.side_of(k).is_some());
        here && !battle.sits_out(*t)
    };
    let owed: Vec<(TokenId, u8)> = domain.fatigue.iter().filter(|(t, _)| fighting(t)).map(|(t, h)| (*t, *h)).collect();
    for (token, hits) in owed {
        out.emit(Event::Domain(DomainEvent::HitsTaken { token, hits }));
    }
}

/// The march planned for `token` this month, if it marches.
pub fn planned(state: &State, token: TokenId) -> Option<&March> {
    state.domain.as_ref()?.marches.get(&token)
}

/// `REF-1` does not apply to a token that marched (`DOM-11`).
pub fn marched(state: &State, token: TokenId) -> bool {
    state.domain.as_ref().is_some_and(|d| d.marched.contains(&token))
}

#[cfg(test)]
mod engage_tests;
#[cfg(test)]
mod tests;
