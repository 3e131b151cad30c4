//! Phase A, Orders (RULES §3.A): pairing at the start of the phase, the order cycle in
//! player order, and which orders each token may take. A pair takes its orders as its
//! ship.

use super::moves::{move_block, ship_may_enter};
use super::player_order;
use crate::engine::command::Command;
use crate::engine::decision::{Decider, Decision, DecisionKind, TokenOrders};
use crate::engine::error::{MoveBlock, RuleError};
use crate::engine::event::Event;
use crate::engine::hex::Hex;
use crate::engine::rules::seam::{Ctx, Emitter, Modules};
use crate::engine::ruleset::Options;
use crate::engine::state::{KingdomId, Order, Phase, State, TokenId};

fn unordered(state: &State, kingdom: KingdomId) -> impl Iterator<Item = TokenId> + '_ {
    state.movers_of(kingdom).filter(|id| !state.orders.contains_key(id) && !state.quartered(*id))
}

/// `SUM-ORD-1`: whose turn it is. Each round every kingdom with unordered tokens gives one
/// order, in player order, so the next is the first kingdom that has given the fewest.
/// With `OPT-FIRST-PLAYER-BRAKES`, a first player with more armies than the second gives
/// all its orders first.
pub fn next_to_order(state: &State, options: &Options) -> Option<KingdomId> {
    if let (true, [first, second, ..]) = (options.first_player_brakes, state.player_order.as_slice()) {
        let armies = |k: &KingdomId| state.armies.values().filter(|a| a.kingdom == *k).count();
        if armies(first) > armies(second) && unordered(state, *first).next().is_some() {
            return Some(*first);
        }
    }
    player_order::next_in_cycle(
        &state.player_order,
        |k| unordered(state, k).next().is_some(),
        |k| player_order::tokens_of(state, state.orders.keys(), k),
    )
}

/// Why `token` may not move from `from` to `to`: an army by `move_block`, a ship or pair
/// by `ship_may_enter` (`SUM-ORD-4`).
fn token_move_block(state: &State, token: TokenId, from: Hex, to: Hex) -> Option<MoveBlock> {
    if !state.ships.contains_key(&token) {
        return move_block(state, from, to);
    }
    if !from.neighbors().any(|(_, n)| n == to) {
        Some(MoveBlock::NotAdjacent)
    } else if !state.map.contains(to) {
        Some(MoveBlock::OffMap)
    } else if !ship_may_enter(state, to) {
        Some(MoveBlock::NotNavigable)
    } else if state.passenger(token).is_some() && state.frozen(to) {
        Some(MoveBlock::WinterZone)
    } else {
        None
    }
}

/// The orders `token` may take now (`SUM-ORD-7`), the modules' own among them. An army
/// that marches (`DOM-11`) moves by its marches, which the modules list apart.
pub fn legal_orders(state: &State, options: &Options, modules: Modules, token: TokenId) -> Vec<Order> {
    let Some((_, hex, upright)) = state.token(token) else {
        return Vec::new();
    };
    if !upright {
        return vec![Order::Regroup];
    }
    let marches = state.marches(token);
    let mut orders: Vec<Order> = state
        .map
        .neighbors(hex)
        .filter(|(_, to)| !marches && token_move_block(state, token, hex, *to).is_none())
        .map(|(_, to)| Order::Move { to })
        .collect();
    // SUM-ORD-5: Defend is for armies only, not ships or pairs.
    if state.armies.contains_key(&token) {
        orders.push(Order::Defend);
    }
    if state.tile(hex).is_some_and(|t| t.settlement.is_some()) {
        orders.push(Order::Raze);
    }
    orders.extend(modules.iter().flat_map(|m| m.special_orders(state, options, token)));
    orders
}

/// The rule that forbids `order` for `token`, for a refused command; a module's order by
/// its module (`Module::order_refused`).
pub fn refusal(state: &State, modules: Modules, kingdom: Option<KingdomId>, token: TokenId, order: Order) -> RuleError {
    let waiting = |k| unordered(state, k).any(|t| t == token);
    if let Some(ship) = state.armies.get(&token).and_then(|a| a.paired_with) {
        if state.armies.get(&token).is_some_and(|a| Some(a.kingdom) == kingdom) {
            return RuleError::PairTakesOneOrder { army: token, ship };
        }
    }
    let Some((_, hex, upright)) = state.token(token).filter(|(k, _, _)| Some(*k) == kingdom && waiting(*k)) else {
        return RuleError::NotYourUnorderedToken { token };
    };
    match order {
        Order::Regroup if upright => RuleError::UprightCannotRegroup { token },
        _ if !upright => RuleError::MustRegroup { token },
        Order::Move { .. } if state.marches(token) => RuleError::MarchNeeded { token },
        Order::Move { to } => RuleError::MoveBlocked {
            token,
            to,
            why: token_move_block(state, token, hex, to).unwrap_or(MoveBlock::NotAdjacent),
        },
        Order::Raze => RuleError::NothingToRaze { token },
        Order::Defend => RuleError::DefendArmiesOnly { token },
        Order::Regroup => RuleError::NotYourUnorderedToken { token },
        _ => modules
            .iter()
            .find_map(|m| m.order_refused(token, order))
            .unwrap_or(RuleError::NotYourUnorderedToken { token }),
    }
}

/// The order decision, or None when no token waits for one.
pub fn decision(state: &State, options: &Options, modules: Modules, reach: Reach) -> Option<Decision> {
    let k = next_to_order(state, options)?;
    let tokens = unordered(state, k)
        .filter_map(|token| {
            let (_, hex, _) = state.token(token)?;
            let marches = match reach {
                Reach::Worked => modules.iter().flat_map(|m| m.reach(state, options, token)).collect(),
                Reach::Skipped => Vec::new(),
            };
            Some(TokenOrders { token, hex, orders: legal_orders(state, options, modules, token), marches })
        })
        .collect();
    Some(Decision { who: Decider::Kingdom(k), kind: DecisionKind::GiveOrder { tokens } })
}

/// Whether the orders decision works out each army's march reach (`DOM-11`): the table
/// is shown it, but no check reads it (a march's check walks its path itself), so a
/// command's own check skips it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Reach {
    Worked,
    Skipped,
}

/// Runs an order that `check` accepted.
pub fn execute(out: &mut Emitter, ctx: &Ctx, command: &Command) {
    let options = ctx.options;
    match command {
        Command::GiveOrder { token, order } => {
            let Some((kingdom, hex, _)) = out.state().token(*token) else {
                return;
            };
            out.emit(Event::OrderGiven { token: *token, kingdom, order: *order });
            if *order == Order::Raze {
                out.emit(Event::SettlementMarked { hex });
            }
        }
        _ if ctx.modules.iter().any(|m| m.give_order(out, ctx, command)) => {}
        _ => return,
    }
    if next_to_order(out.state(), options).is_none() {
        ctx.finished(out, Phase::Orders);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::map::Terrain;
    use crate::engine::testing::after_setup;

    // SUM-ORD-3: a token on its side may only Regroup; an upright one may not Regroup.
    #[test]
    fn sum_ord_3_on_its_side_only_regroup() {
        let mut state = after_setup();
        let (&token, _) = state.armies.iter().next().unwrap();
        let upright = legal_orders(&state, &Options::default(), crate::engine::rules::MODULES, token);
        assert!(!upright.contains(&Order::Regroup));
        assert!(upright.contains(&Order::Defend), "SUM-ORD-5: armies may Defend");
        let kingdom = Some(state.armies[&token].kingdom);
        assert_eq!(refusal(&state, crate::engine::rules::MODULES, kingdom, token, Order::Regroup).rule(), "SUM-ORD-3");
        state.armies.get_mut(&token).unwrap().upright = false;
        assert_eq!(
            legal_orders(&state, &Options::default(), crate::engine::rules::MODULES, token),
            vec![Order::Regroup]
        );
        assert_eq!(
            refusal(&state, crate::engine::rules::MODULES, kingdom, token, Order::Defend),
            RuleError::MustRegroup { token }
        );
    }

    // SUM-ORD-6: Raze only for a token standing on a settlement.
    #[test]
    fn sum_ord_6_raze_only_on_a_settlement() {
        let mut state = after_setup();
        let (&token, army) = state.armies.iter().next().unwrap();
        assert!(state.tile(army.hex).unwrap().settlement.is_some());
        assert!(legal_orders(&state, &Options::default(), crate::engine::rules::MODULES, token).contains(&Order::Raze));
        let empty = state
            .map
            .hexes()
            .find(|h| state.map.terrain(*h) == Some(Terrain::Land) && state.tile(*h).unwrap().settlement.is_none())
            .unwrap();
        state.armies.get_mut(&token).unwrap().hex = empty;
        assert!(!legal_orders(&state, &Options::default(), crate::engine::rules::MODULES, token).contains(&Order::Raze));
        let kingdom = Some(state.armies[&token].kingdom);
        assert_eq!(refusal(&state, crate::engine::rules::MODULES, kingdom, token, Order::Raze).rule(), "SUM-ORD-6");
    }

    // SUM-ORD-4 for ships: a ship moves into open water, coastal or river tiles, never
    // marsh or inland; SUM-ORD-5: it may not Defend.
    #[test]
    fn sum_ord_4_ship_moves_and_sum_ord_5_no_defend() {
        use crate::engine::state::Ship;
        let mut state = after_setup();
        let kingdom = state.player_order[0];
        let coast = state
            .map
            .hexes()
            .find(|h| {
                state.map.is_coastal(*h)
                    && state.map.neighbors(*h).any(|(_, n)| state.map.terrain(n) == Some(Terrain::OpenWater))
                    && state.map.neighbors(*h).any(|(_, n)| {
                        !state.map.is_coastal(n)
                            && state.map.terrain(n) == Some(Terrain::Land)
                            && !state.map.tile(n).is_some_and(|t| t.river)
                    })
            })
            .unwrap();
        let ship = TokenId(90);
        state.ships.insert(ship, Ship { kingdom, hex: coast, upright: true });
        let orders = legal_orders(&state, &Options::default(), crate::engine::rules::MODULES, ship);
        assert!(!orders.contains(&Order::Defend));
        for (_, n) in state.map.neighbors(coast) {
            let navigable = match state.map.terrain(n) {
                Some(Terrain::OpenWater) => true,
                Some(Terrain::Land) => state.map.is_coastal(n) || state.map.tile(n).is_some_and(|t| t.river),
                _ => false,
            };
            assert_eq!(orders.contains(&Order::Move { to: n }), navigable, "{n:?}");
        }
        let inland = state
            .map
            .neighbors(coast)
            .map(|(_, n)| n)
            .find(|n| state.map.terrain(*n) == Some(Terrain::Land) && !state.map.is_coastal(*n))
            .unwrap();
        let why = refusal(&state, crate::engine::rules::MODULES, Some(kingdom), ship, Order::Move { to: inland });
        assert_eq!(why, RuleError::MoveBlocked { token: ship, to: inland, why: MoveBlock::NotNavigable });
        assert_eq!(
            refusal(&state, crate::engine::rules::MODULES, Some(kingdom), ship, Order::Defend).rule(),
            "SUM-ORD-5"
        );
    }

    // OPT-FIRST-PLAYER-BRAKES: a first player with more armies than the second orders all
    // its tokens first; without the option, or without the lead, the cycle alternates.
    #[test]
    fn opt_first_player_brakes() {
        let mut state = after_setup();
        let (first, second) = (state.player_order[0], state.player_order[1]);
        let mut extra = state.armies.values().find(|a| a.kingdom == first).unwrap().clone();
        extra.paired_with = None;
        state.armies.insert(TokenId(60), extra);
        let own = *state.armies.iter().find(|(_, a)| a.kingdom == first).unwrap().0;
        state.orders.insert(own, Order::Defend);
        let brakes = Options { first_player_brakes: true, ..Options::default() };
        assert_eq!(next_to_order(&state, &Options::default()), Some(second), "alternating");
        assert_eq!(next_to_order(&state, &brakes), Some(first), "the leader goes on");
        state.armies.retain(|id, _| *id != TokenId(60));
        assert_eq!(next_to_order(&state, &brakes), Some(second), "no lead, no brakes");
    }
}
