//! How a stand-in judges the domain war's answers and orders (§8): a march judged as the
//! move it ends in, less `DOM-3`'s forced-march hits; engage at good odds, else pillage or
//! evade; pillage and plunder for an army that stays; supply by `DOM-4`.

use super::march;
use crate::engine::command::Command;
use crate::engine::decision::{DecisionKind, TokenOrders};
use crate::engine::domain::{Answer, DomainCommand, DomainDecision, DomainOrder, HalfMp};
use crate::engine::hex::Hex;
use crate::engine::reason::{Reason, Why};
use crate::engine::rules::seam::Judge;
use crate::engine::state::{KingdomId, Order, State, TokenId};

/// A march, or an answer to an engagement, by its worth.
pub fn answer(judge: &dyn Judge, kingdom: KingdomId, kind: &DecisionKind, command: &Command) -> Option<(i64, Reason)> {
    match (kind, command) {
        (DecisionKind::GiveOrder { .. }, Command::Domain(DomainCommand::March { token, path, .. })) => {
            Some(match path.last() {
                Some(to) => {
                    let (score, reason) = judge.move_to(kingdom, *token, *to);
                    (score - forced_cost(kind, *token, path), reason)
                }
                None => (0, Reason::new(Why::Holds, kingdom)),
            })
        }
        (DecisionKind::Domain(DomainDecision::Engage { hex, .. }), Command::Domain(DomainCommand::Engage(answer))) => {
            Some(engage_score(judge, kingdom, *hex, *answer))
        }
        _ => None,
    }
}

/// `DOM-3`: a forced march costs 300 a hit, so a march within the allowance wins a tie.
pub fn forced_cost(kind: &DecisionKind, token: TokenId, path: &[Hex]) -> i64 {
    let DecisionKind::GiveOrder { tokens } = kind else { return 0 };
    let reach = tokens.iter().filter(|t: &&TokenOrders| t.token == token).flat_map(|t| &t.marches);
    reach.filter(|r| r.path == path).map(|r| 300 * i64::from(march::hits(r.cost, r.allowance))).sum()
}

/// `DOM-5`…`DOM-8`: fight at good odds; else take the gold and keep the army: pillage,
/// then stay or decline, then an ambush or a strike at part of the enemy. Defending an
/// evader's strike, the strongest army meets it.
pub(crate) fn engage_score(judge: &dyn Judge, kingdom: KingdomId, hex: Hex, answer: Answer) -> (i64, Reason) {
    let state = judge.state();
    let said = |why| Reason::new(why, kingdom).at(hex);
    let enemy = state.armies_at(hex).map(|(_, a)| a.kingdom).find(|k| *k != kingdom);
    match (answer, enemy) {
        (Answer::Attack | Answer::TakeField, Some(enemy)) => {
            let (score, chance) = judge.fight(kingdom, enemy, hex);
            (score, said(Why::Fights).with_chance(chance))
        }
        (Answer::Pillage, _) => (600, said(Why::Pillages)),
        (Answer::Stay | Answer::Decline, _) => (500, said(Why::Evades)),
        (Answer::Ambush, _) => (300, said(Why::Ambushes)),
        // DOM-6 1: every MP offered yields a GB; out of supply each also costs a step
        // (DOM-4), worth more than the gold.
        (Answer::Spend { army, mp }, _) => {
            let at = state.armies.get(&army).map(|a| a.hex);
            let cost = if at.and_then(|hex| judge.in_supply(hex)) == Some(false) { -2 } else { 1 };
            (cost * i64::from(mp), said(Why::Pillages))
        }
        (Answer::Escort { army }, _) => {
            let points = state.armies.get(&army).map_or(0, |a| i64::from(a.points));
            (points, said(Why::Escorts))
        }
        _ => (200, said(Why::Answers)),
    }
}

/// `DOM-10` pillage for gold without forced-march hits, `DOM-9` plunder: below every move
/// that gains ground.
pub fn stay(judge: &dyn Judge, kingdom: KingdomId, token: TokenId, order: Order) -> Option<(i64, Reason)> {
    let state = judge.state();
    let hex = state.armies.get(&token)?.hex;
    let said = |why| Reason::new(why, kingdom).at(hex);
    Some(match order {
        Order::Domain(DomainOrder::Pillage { mp }) => {
            let hits = march::hits(HalfMp::whole(mp), march::allowance(state, judge.options(), token));
            (400 + 10 * i64::from(mp) - 300 * i64::from(hits), said(Why::Pillages))
        }
        Order::Domain(DomainOrder::Plunder { kinds }) => {
            (450 + 10 * i64::from(kinds.count_ones()), said(Why::Plunders))
        }
        Order::Domain(DomainOrder::LowerSource) => (150, said(Why::Plunders)),
        _ => return None,
    })
}

/// `DOM-4`: where an army of `kingdom` sets out in supply, when the domain war is in play.
pub fn supplied_tiles(state: &State, kingdom: KingdomId) -> Option<Vec<bool>> {
    state.domain.is_some().then(|| march::supplied_tiles(state, kingdom))
}
