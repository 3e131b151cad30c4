//! How a stand-in judges the modules' answers and orders: loyalty (§7), the domain war
//! (§8) and narrative battles (§9), in the same bands as `judge.rs` (a fight at good odds
//! above all, ground taken, explored, then the safe gains: pillage, plunder, loyalty
//! works), reading the modules' own rules for every figure.

use super::odds::{battle_chance, fight_score};
use crate::engine::command::Command;
use crate::engine::decision::{DecisionKind, TokenOrders};
use crate::engine::domain::{Answer, DomainCommand, DomainDecision, DomainOrder, HalfMp};
use crate::engine::game::Game;
use crate::engine::hex::Hex;
use crate::engine::loyalty::{Clause, LoyaltyCommand, LoyaltyDecision, LoyaltyOrder, Spot};
use crate::engine::narrative::{NarrativeCommand, NarrativeDecision, UnitRef};
use crate::engine::reason::{Reason, Why};
use crate::engine::rules::domain::march;
use crate::engine::rules::loyalty::supply;
use crate::engine::ruleset::Options;
use crate::engine::state::{KingdomId, Order, State, TokenId};

/// The score of a module's answer and its reason; None for the core's decisions.
pub fn judge_module(game: &Game, kingdom: KingdomId, kind: &DecisionKind, command: &Command) -> Option<(i64, Reason)> {
    let state = game.state();
    let said = |why| Reason::new(why, kingdom);
    Some(match (kind, command) {
        (DecisionKind::Loyalty(LoyaltyDecision::Retreat { choices }), Command::Retreat { token, to }) => {
            let spots = choices.iter().filter(|c| c.token == *token).flat_map(|c| &c.spots);
            (safety(spots, *to), said(Why::FallsBack))
        }
        (
            DecisionKind::Loyalty(LoyaltyDecision::Push { to: spots, .. }),
            Command::Loyalty(LoyaltyCommand::Push { to, .. }),
        ) => (safety(spots.iter(), *to), said(Why::FallsBack)),
        (DecisionKind::Domain(DomainDecision::Engage { hex, .. }), Command::Domain(DomainCommand::Engage(answer))) => {
            engage_score(state, kingdom, *hex, *answer)
        }
        (DecisionKind::Narrative(d), Command::Narrative(c)) => narrative_score(state, kingdom, d, c),
        _ => return None,
    })
}

/// `LOY-4`: the safest landing first: a friendly tile below its limit, then through a
/// devastated or full one, then a push, and a landing that devastates last.
fn safety<'a>(mut spots: impl Iterator<Item = &'a Spot>, to: Hex) -> i64 {
    spots.find(|s| s.to == to).map_or(0, |s| match s.clause {
        Clause::Stop | Clause::ShipRetreat => 4,
        Clause::Through => 3,
        Clause::Push => 2,
        Clause::Overfill => 1,
    })
}

/// `DOM-5`…`DOM-8`: fight at good odds; else take the gold and keep the army: pillage,
/// then stay or decline, then an ambush or a strike at part of the enemy. Defending an
/// evader's strike, the strongest army meets it.
fn engage_score(state: &State, kingdom: KingdomId, hex: Hex, answer: Answer) -> (i64, Reason) {
    let said = |why| Reason::new(why, kingdom).at(hex);
    let enemy = state.armies_at(hex).map(|(_, a)| a.kingdom).find(|k| *k != kingdom);
    match (answer, enemy) {
        (Answer::Attack | Answer::TakeField, Some(enemy)) => {
            let chance = battle_chance(state, kingdom, enemy, hex, None);
            (fight_score(chance), said(Why::Fights).with_chance(chance))
        }
        (Answer::Pillage, _) => (600, said(Why::Pillages)),
        (Answer::Stay | Answer::Decline, _) => (500, said(Why::Evades)),
        (Answer::Ambush, _) => (300, said(Why::Ambushes)),
        // DOM-6 1: every MP offered yields a GB; out of supply each also costs a step
        // (DOM-4), worth more than the gold.
        (Answer::Spend { army, mp }, _) => {
            let cost = if supply::unsupplied(state).contains(&army) { -2 } else { 1 };
            (cost * i64::from(mp), said(Why::Pillages))
        }
        (Answer::Escort { army }, _) => {
            let points = state.armies.get(&army).map_or(0, |a| i64::from(a.points));
            (points, Reason::new(Why::Escorts, kingdom).at(hex))
        }
        _ => (200, said(Why::Answers)),
    }
}

/// §9: exclude and strike the enemy's strongest, give up one's own weakest, regroup when
/// there are fallen of one's own to recover (`NAR-SYM-2`), else pursue; stay behind the
/// walls (`NAR-SA-1`).
fn narrative_score(state: &State, kingdom: KingdomId, d: &NarrativeDecision, c: &NarrativeCommand) -> (i64, Reason) {
    let said = |why| Reason::new(why, kingdom);
    match (d, c) {
        (NarrativeDecision::Pick { .. } | NarrativeDecision::Victim { .. }, NarrativeCommand::Unit { unit })
            if owner(state, *unit) != Some(kingdom) =>
        {
            (worth(state, *unit), said(Why::Strikes))
        }
        (NarrativeDecision::Victim { .. } | NarrativeDecision::LeaveOut { .. }, NarrativeCommand::Unit { unit }) => {
            (-worth(state, *unit), said(Why::Spares))
        }
        (NarrativeDecision::Pick { .. }, NarrativeCommand::Disable { development }) => {
            let hex = state.battle.as_ref().map(|b| b.hex);
            let settlement = hex.and_then(|h| state.tile(h)).and_then(|t| t.settlement.as_ref());
            let rating = settlement.map_or(0, |s| {
                s.developments().iter().find(|(d, _)| d == development).map_or(0, |(_, r)| i64::from(*r))
            });
            (10 * rating, said(Why::Strikes))
        }
        (NarrativeDecision::Pick { .. }, NarrativeCommand::Done) => (-1, said(Why::Answers)),
        (NarrativeDecision::Sortie, NarrativeCommand::Sortie { meet }) => (i64::from(!*meet), said(Why::Holds)),
        (NarrativeDecision::Retreat { .. }, NarrativeCommand::Regroup { regroup }) => {
            let fallen = state
                .battle
                .as_ref()
                .and_then(|b| b.narrative.as_ref())
                .map_or(0, |nb| nb.fallen.iter().filter(|u| owner(state, **u) == Some(kingdom)).count());
            let regroups = fallen > 0;
            (i64::from(*regroup == regroups), said(if regroups { Why::Regroups } else { Why::Pursues }))
        }
        _ => (0, said(Why::Answers)),
    }
}

fn owner(state: &State, unit: UnitRef) -> Option<KingdomId> {
    state.armies.get(&unit.army).map(|a| a.kingdom)
}

/// What a unit is worth to its side: its Unit Strength, then its tags, then a character's
/// Leadership and Strategy.
fn worth(state: &State, unit: UnitRef) -> i64 {
    let Some(u) = state.armies.get(&unit.army).and_then(|a| a.units.get(usize::from(unit.unit))) else { return 0 };
    let character = u.character.map_or(0, |c| i64::from(c.leadership) + i64::from(c.strategy));
    100 * i64::from(u.base_strength + u.strength_modifier) + 10 * u.tags.len() as i64 + 5 * character
}

/// The modules' orders for an army that stays: `LOY-10` works where its loyalty is short
/// of the most, agitation against a rival beside it; `DOM-10` pillage for gold without
/// forced-march hits, `DOM-9` plunder. Below every move that gains ground.
pub fn stay_order_score(
    state: &State,
    options: &Options,
    kingdom: KingdomId,
    token: TokenId,
    order: Order,
) -> Option<(i64, Reason)> {
    let hex = state.armies.get(&token)?.hex;
    let said = |why| Reason::new(why, kingdom).at(hex);
    Some(match order {
        Order::Loyalty(LoyaltyOrder::Works) if state.loyalty_of(hex, kingdom) < 6 => (300, said(Why::Works)),
        Order::Loyalty(LoyaltyOrder::Agitate { at }) if state.control(at).is_some_and(|k| k != kingdom) => {
            (250, Reason::new(Why::Agitates, kingdom).at(at))
        }
        Order::Domain(DomainOrder::Pillage { mp }) => {
            let hits = march::hits(HalfMp::whole(mp), march::allowance(state, options, token));
            (400 + 10 * i64::from(mp) - 300 * i64::from(hits), said(Why::Pillages))
        }
        Order::Domain(DomainOrder::Plunder { kinds }) => {
            (450 + 10 * i64::from(kinds.count_ones()), said(Why::Plunders))
        }
        Order::Domain(DomainOrder::LowerSource) => (150, said(Why::Plunders)),
        _ => return None,
    })
}

/// `DOM-3`: a forced march costs 300 a hit, so a march within the allowance wins a tie.
pub fn forced_cost(kind: &DecisionKind, token: TokenId, path: &[Hex]) -> i64 {
    let DecisionKind::GiveOrder { tokens } = kind else { return 0 };
    let reach = tokens.iter().filter(|t: &&TokenOrders| t.token == token).flat_map(|t| &t.marches);
    reach.filter(|r| r.path == path).map(|r| 300 * i64::from(march::hits(r.cost, r.allowance))).sum()
}

#[cfg(test)]
#[path = "modules_tests.rs"]
mod tests;
