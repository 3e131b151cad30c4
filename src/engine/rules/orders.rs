//! Phase A, Orders (RULES §3.A): the order cycle in player order and which orders each
//! token may take. Ships and pairs join when ships can be built.

use super::{player_order, Emitter};
use crate::engine::command::Command;
use crate::engine::decision::{Decider, Decision, DecisionKind, TokenOrders};
use crate::engine::error::{MoveBlock, RuleError};
use crate::engine::event::Event;
use crate::engine::hex::{Edge, Hex};
use crate::engine::map::{SideMark, Terrain};
use crate::engine::state::{KingdomId, Order, Phase, State, TokenId};

fn unordered(state: &State, kingdom: KingdomId) -> impl Iterator<Item = TokenId> + '_ {
    state.armies.iter().filter(move |(id, a)| a.kingdom == kingdom && !state.orders.contains_key(id)).map(|(id, _)| *id)
}

/// `SUM-ORD-1`: whose turn it is. Each round every kingdom with unordered tokens gives one
/// order, in player order, so the next is the first kingdom that has given the fewest.
pub fn next_to_order(state: &State) -> Option<KingdomId> {
    player_order::next_in_cycle(
        &state.player_order,
        |k| unordered(state, k).next().is_some(),
        |k| player_order::armies_of(state, state.orders.keys(), k),
    )
}

/// Why an army may not move from `from` to `to` (`SUM-ORD-4`), if it may not.
pub fn move_block(state: &State, from: Hex, to: Hex) -> Option<MoveBlock> {
    let Some(dir) = from.neighbors().find(|(_, n)| *n == to).map(|(d, _)| d) else {
        return Some(MoveBlock::NotAdjacent);
    };
    match state.map.terrain(to) {
        None => Some(MoveBlock::OffMap),
        Some(Terrain::OpenWater) => Some(MoveBlock::OpenWater),
        Some(Terrain::Marsh) => Some(MoveBlock::Marsh),
        Some(Terrain::Land) if state.map.border_shows(Edge { hex: from, dir }, SideMark::Water) => {
            Some(MoveBlock::WaterEdge)
        }
        Some(Terrain::Land) => None,
    }
}

/// `SUM-ORD-4`: whether a ship or pair may enter `to`: open water, or a coastal or river
/// tile that is not marsh.
pub fn ship_may_enter(state: &State, to: Hex) -> bool {
    match (state.map.terrain(to), state.map.tile(to)) {
        (Some(Terrain::OpenWater), _) => true,
        (Some(Terrain::Land), Some(tile)) => tile.river || state.map.is_coastal(to),
        _ => false,
    }
}

/// The orders `token` may take now (`SUM-ORD-7`).
pub fn legal_orders(state: &State, token: TokenId) -> Vec<Order> {
    let Some(army) = state.armies.get(&token) else {
        return Vec::new();
    };
    if !army.upright {
        return vec![Order::Regroup];
    }
    let mut orders: Vec<Order> = state
        .map
        .neighbors(army.hex)
        .filter(|(_, to)| move_block(state, army.hex, *to).is_none())
        .map(|(_, to)| Order::Move { to })
        .collect();
    orders.push(Order::Defend);
    if state.tile(army.hex).is_some_and(|t| t.settlement.is_some()) {
        orders.push(Order::Raze);
    }
    orders
}

/// The rule that forbids `order` for `token`, for a refused command.
pub fn refusal(state: &State, kingdom: Option<KingdomId>, token: TokenId, order: Order) -> RuleError {
    let Some(army) =
        state.armies.get(&token).filter(|a| Some(a.kingdom) == kingdom && !state.orders.contains_key(&token))
    else {
        return RuleError::NotYourUnorderedToken { token };
    };
    match order {
        Order::Regroup if army.upright => RuleError::UprightCannotRegroup { token },
        _ if !army.upright => RuleError::MustRegroup { token },
        Order::Move { to } => {
            RuleError::MoveBlocked { token, to, why: move_block(state, army.hex, to).unwrap_or(MoveBlock::NotAdjacent) }
        }
        Order::Raze => RuleError::NothingToRaze { token },
        Order::Defend | Order::Regroup => RuleError::NotYourUnorderedToken { token },
    }
}

/// The order decision, or None when no token waits for one.
pub fn decision(state: &State) -> Option<Decision> {
    let k = next_to_order(state)?;
    let tokens = unordered(state, k)
        .filter_map(|token| {
            let hex = state.armies.get(&token)?.hex;
            Some(TokenOrders { token, hex, orders: legal_orders(state, token) })
        })
        .collect();
    Some(Decision { who: Decider::Kingdom(k), kind: DecisionKind::GiveOrder { tokens } })
}

/// Runs an order that `check` accepted.
pub fn execute(out: &mut Emitter, command: &Command) {
    let Command::GiveOrder { token, order } = command else {
        return;
    };
    let Some(army) = out.state().armies.get(token).cloned() else {
        return;
    };
    out.emit(Event::OrderGiven { token: *token, kingdom: army.kingdom, order: *order });
    if *order == Order::Raze {
        out.emit(Event::SettlementMarked { hex: army.hex });
    }
    if next_to_order(out.state()).is_none() {
        out.emit(Event::PhaseChanged { phase: Phase::Resolution });
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::testing::after_setup;

    // SUM-ORD-3: a token on its side may only Regroup; an upright one may not Regroup.
    #[test]
    fn sum_ord_3_on_its_side_only_regroup() {
        let mut state = after_setup();
        let (&token, _) = state.armies.iter().next().unwrap();
        let upright = legal_orders(&state, token);
        assert!(!upright.contains(&Order::Regroup));
        assert!(upright.contains(&Order::Defend), "SUM-ORD-5: armies may Defend");
        let kingdom = Some(state.armies[&token].kingdom);
        assert_eq!(refusal(&state, kingdom, token, Order::Regroup).rule(), "SUM-ORD-3");
        state.armies.get_mut(&token).unwrap().upright = false;
        assert_eq!(legal_orders(&state, token), vec![Order::Regroup]);
        assert_eq!(refusal(&state, kingdom, token, Order::Defend), RuleError::MustRegroup { token });
    }

    // SUM-ORD-6: Raze only for a token standing on a settlement.
    #[test]
    fn sum_ord_6_raze_only_on_a_settlement() {
        let mut state = after_setup();
        let (&token, army) = state.armies.iter().next().unwrap();
        assert!(state.tile(army.hex).unwrap().settlement.is_some());
        assert!(legal_orders(&state, token).contains(&Order::Raze));
        let empty = state
            .map
            .hexes()
            .find(|h| state.map.terrain(*h) == Some(Terrain::Land) && state.tile(*h).unwrap().settlement.is_none())
            .unwrap();
        state.armies.get_mut(&token).unwrap().hex = empty;
        assert!(!legal_orders(&state, token).contains(&Order::Raze));
        let kingdom = Some(state.armies[&token].kingdom);
        assert_eq!(refusal(&state, kingdom, token, Order::Raze).rule(), "SUM-ORD-6");
    }
}
