//! How a stand-in judges the loyalty module's answers and orders (§7): the safest landing,
//! works where loyalty is short, agitation against a rival, never a move `LOY-3` refuses,
//! and supply by `LOY-8`.

use super::supply;
use super::tiles::{over_limit, rebel};
use crate::engine::command::Command;
use crate::engine::decision::DecisionKind;
use crate::engine::hex::Hex;
use crate::engine::loyalty::{Clause, LoyaltyCommand, LoyaltyDecision, LoyaltyOrder, Spot};
use crate::engine::reason::{Reason, Why};
use crate::engine::rules::seam::Judge;
use crate::engine::state::{KingdomId, Order, State, TokenId};

/// `LOY-4`'s retreats and pushes, by the safety of where they land.
pub fn answer(kind: &DecisionKind, command: &Command, kingdom: KingdomId) -> Option<(i64, Reason)> {
    let said = Reason::new(Why::FallsBack, kingdom);
    match (kind, command) {
        (DecisionKind::Loyalty(LoyaltyDecision::Retreat { choices }), Command::Retreat { token, to }) => {
            let spots = choices.iter().filter(|c| c.token == *token).flat_map(|c| &c.spots);
            Some((safety(spots, *to), said))
        }
        (
            DecisionKind::Loyalty(LoyaltyDecision::Push { to: spots, .. }),
            Command::Loyalty(LoyaltyCommand::Push { to, .. }),
        ) => Some((safety(spots.iter(), *to), said)),
        _ => None,
    }
}

/// `LOY-4`: the safest landing first: a friendly tile below its limit, then through a
/// devastated or full one, then a push, and a landing that devastates last.
pub(crate) fn safety<'a>(mut spots: impl Iterator<Item = &'a Spot>, to: Hex) -> i64 {
    spots.find(|s| s.to == to).map_or(0, |s| match s.clause {
        Clause::Stop | Clause::ShipRetreat => 4,
        Clause::Through => 3,
        Clause::Push => 2,
        Clause::Overfill => 1,
    })
}

/// `LOY-10` works where its loyalty is short of the most, agitation against a rival beside
/// it: below every move that gains ground. Works in a rebel tile of its own end the
/// rebellion that would cut the army off (`LOY-6`): above all but a good attack.
pub fn stay(state: &State, kingdom: KingdomId, token: TokenId, order: Order) -> Option<(i64, Reason)> {
    let hex = state.armies.get(&token)?.hex;
    match order {
        Order::Loyalty(LoyaltyOrder::Works) if rebel(state, hex) && state.control(hex) == Some(kingdom) => {
            Some((8600, Reason::new(Why::Works, kingdom).at(hex)))
        }
        Order::Loyalty(LoyaltyOrder::Works) if state.loyalty_of(hex, kingdom) < 6 => {
            Some((300, Reason::new(Why::Works, kingdom).at(hex)))
        }
        Order::Loyalty(LoyaltyOrder::Agitate { at }) if state.control(at).is_some_and(|k| k != kingdom) => {
            Some((250, Reason::new(Why::Agitates, kingdom).at(at)))
        }
        _ => None,
    }
}

/// `LOY-3`: a move past the mover's limit, counting its armies already ordered in.
pub fn refuses(judge: &dyn Judge, kingdom: KingdomId, token: TokenId, to: Hex) -> bool {
    judge.state().loyalty.is_some() && over_limit(&judge.ordered_in(kingdom, to, None), token, to).is_some()
}

/// `LOY-8`: where an army of `kingdom` has a supply line, when the module is in play.
pub fn supplied_tiles(state: &State, kingdom: KingdomId) -> Option<Vec<bool>> {
    state.loyalty.is_some().then(|| supply::supplied_tiles(state, kingdom))
}
