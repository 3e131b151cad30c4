//! Phase B, Resolution (RULES §3.B): in player order each kingdom resolves one of its
//! orders; the state at resolution decides the effect (`SUM-RES-1`).

use super::player_order;
use crate::engine::command::Command;
use crate::engine::decision::{Decider, Decision, DecisionKind, PendingOrder};
use crate::engine::dice::RollPurpose;
use crate::engine::event::Event;
use crate::engine::hex::Hex;
use crate::engine::map::Terrain;
use crate::engine::rules::seam::{Ctx, Emitter};
use crate::engine::state::{KingdomId, Order, Phase, SettlementKind, State, TokenId};

fn unresolved(state: &State, kingdom: KingdomId) -> impl Iterator<Item = (TokenId, Order)> + '_ {
    state
        .orders
        .iter()
        .filter(move |(id, _)| !state.resolved.contains(id) && state.token(**id).is_some_and(|(k, _, _)| k == kingdom))
        .map(|(id, o)| (*id, *o))
}

/// `SUM-RES-1`: the next kingdom to resolve: in player order, the first of those with
/// orders left that has resolved the fewest.
pub fn next_to_resolve(state: &State) -> Option<KingdomId> {
    player_order::next_in_cycle(
        &state.player_order,
        |k| unresolved(state, k).next().is_some(),
        |k| player_order::tokens_of(state, state.resolved.iter(), k),
    )
}

/// `SUM-RES-2`: what the exploration table gives for a 2D6 total.
pub fn exploration_find(total: u8) -> Option<SettlementKind> {
    match total {
        8 | 9 => Some(SettlementKind::Village),
        10 => Some(SettlementKind::City),
        11 | 12 => Some(SettlementKind::Fortress),
        _ => None,
    }
}

/// Whether a token of a kingdom other than `kingdom` stands in `hex` (`SUM-RES-3` with the
/// [design] reading that ships count like armies, `SUM-RES-4`).
fn enemy_in(state: &State, hex: Hex, kingdom: KingdomId) -> bool {
    state.armies_at(hex).any(|(_, a)| a.kingdom != kingdom) || state.ships_at(hex).any(|(_, s)| s.kingdom != kingdom)
}

/// The exploration roll, or the order to resolve next; None when nothing is left.
pub fn decision(state: &State) -> Option<Decision> {
    if let Some((k, _)) = state.exploring {
        let kind = DecisionKind::Roll { purpose: RollPurpose::Exploration, count: 2, sides: 6 };
        return Some(Decision { who: Decider::Kingdom(k), kind });
    }
    let k = next_to_resolve(state)?;
    let orders = unresolved(state, k)
        .filter_map(|(token, order)| Some(PendingOrder { token, hex: state.token(token)?.1, order }))
        .collect();
    Some(Decision { who: Decider::Kingdom(k), kind: DecisionKind::ResolveOrder { orders } })
}

/// Runs a command that `check` accepted.
pub fn execute(out: &mut Emitter, ctx: &Ctx, command: &Command) {
    match command {
        Command::ResolveOrder { token } => resolve(out, ctx, *token),
        Command::Roll { faces } => {
            let Some((kingdom, hex)) = out.state().exploring else {
                return;
            };
            let f = ctx.faces(faces, 2, 6);
            out.emit(Event::DiceRolled { purpose: RollPurpose::Exploration, by: Some(kingdom), faces: f.clone() });
            let total: u8 = f.iter().sum();
            out.emit(Event::Explored { kingdom, hex, total, found: exploration_find(total) });
        }
        _ => return,
    }
    if out.state().exploring.is_none() && next_to_resolve(out.state()).is_none() {
        ctx.finished(out, Phase::Resolution);
    }
}

fn resolve(out: &mut Emitter, ctx: &Ctx, token: TokenId) {
    let state = out.state();
    let (Some((kingdom, hex, _)), Some(order)) = (state.token(token), state.orders.get(&token).copied()) else {
        return;
    };
    match order {
        Order::Move { to } => {
            let modules = ctx.modules;
            let stop = modules.iter().find_map(|m| m.move_ends(state, token)).unwrap_or(to);
            if modules.iter().any(|m| m.refuse_move(out, token, stop)) {
                return;
            }
            match modules.iter().find_map(|m| m.walk(out, ctx, token)) {
                Some(false) => return,
                Some(true) => {}
                None => out.emit(Event::ArmyMoved { army: token, kingdom, from: hex, to }),
            }
            enter(out, kingdom, stop);
            for m in modules {
                m.entered(out, token, stop);
            }
        }
        Order::Raze => {
            let standing = state.tile(hex).is_some_and(|t| t.settlement.is_some());
            if standing && !enemy_in(state, hex, kingdom) {
                out.emit(Event::SettlementRazed { army: token, hex });
            } else {
                out.emit(Event::RazeFailed { army: token, hex });
            }
        }
        Order::Defend => out.emit(Event::DefenceTaken { army: token }),
        Order::Regroup => out.emit(Event::StoodUp { army: token }),
        // A module's order is its own to resolve.
        _ => {
            ctx.modules.iter().any(|m| m.resolve_order(out, ctx, token, order));
        }
    }
}

/// `SUM-RES-2`, `SUM-RES-3`: a token of `kingdom` has entered `to`: it explores it, or
/// takes control where no enemy stands.
fn enter(out: &mut Emitter, kingdom: KingdomId, to: Hex) {
    let state = out.state();
    let target = state.tile(to).cloned().unwrap_or_default();
    let open_water = state.map.terrain(to) == Some(Terrain::OpenWater);
    if !target.explored && !open_water {
        out.emit(Event::ExplorationPending { kingdom, hex: to });
    } else if !open_water && !enemy_in(state, to, kingdom) && target.control != Some(kingdom) {
        out.emit(Event::TileControlled { hex: to, kingdom });
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::rules::{execute, Ctx};
    use crate::engine::ruleset::Options;
    use crate::engine::state::Phase;
    use crate::engine::testing::after_setup;

    /// Resolves `order` for the first army in a state just after setup, after `arrange`.
    fn resolve_one(order: Order, arrange: impl FnOnce(&mut State, TokenId)) -> (State, Vec<Event>) {
        let mut state = after_setup();
        let token = *state.armies.keys().next().unwrap();
        for id in state.armies.keys().copied().collect::<Vec<_>>() {
            state.orders.insert(id, if id == token { order } else { Order::Defend });
        }
        state.phase = Phase::Resolution;
        arrange(&mut state, token);
        let kingdom = state.armies[&token].kingdom;
        // This kingdom resolves first; the other's order keeps the phase open.
        state.player_order.sort_by_key(|k| *k != kingdom);
        let options = Options::default();
        let ctx = Ctx::new(&options, 1, 0);
        execute(&state, &ctx, &Command::ResolveOrder { token }).unwrap()
    }

    // SUM-RES-4: a raze with an enemy army in the tile fails; the settlement stays.
    #[test]
    fn sum_res_4_raze_fails_with_an_enemy_present() {
        let (state, events) = resolve_one(Order::Raze, |s, token| {
            let hex = s.armies[&token].hex;
            let enemy = *s.armies.iter().find(|(_, a)| a.kingdom != s.armies[&token].kingdom).unwrap().0;
            s.armies.get_mut(&enemy).unwrap().hex = hex;
        });
        let hex = state.armies.values().next().unwrap().hex;
        assert!(matches!(events[0], Event::RazeFailed { .. }), "{events:?}");
        assert!(state.tile(hex).unwrap().settlement.is_some());
        let (state, events) = resolve_one(Order::Raze, |_, _| {});
        assert!(matches!(events[0], Event::SettlementRazed { .. }), "{events:?}");
        assert!(state.tile(hex).unwrap().settlement.is_none(), "without an enemy the settlement is removed");
    }

    // SUM-RES-6: Regroup stands the token upright. SUM-RES-5: Defend gives the marker.
    #[test]
    fn sum_res_6_regroup_stands_up_and_sum_res_5_defend_marks() {
        let (state, events) = resolve_one(Order::Regroup, |s, token| s.armies.get_mut(&token).unwrap().upright = false);
        let army = state.armies.values().next().unwrap();
        assert!(army.upright && matches!(events[0], Event::StoodUp { .. }));
        let (state, _) = resolve_one(Order::Defend, |_, _| {});
        assert!(state.armies.values().next().unwrap().defending);
    }

    // SUM-RES-2: the exploration table at every boundary.
    #[test]
    fn sum_res_2_exploration_table() {
        for t in 2..=7 {
            assert_eq!(exploration_find(t), None, "{t}");
        }
        assert_eq!(exploration_find(8), Some(SettlementKind::Village));
        assert_eq!(exploration_find(9), Some(SettlementKind::Village));
        assert_eq!(exploration_find(10), Some(SettlementKind::City));
        assert_eq!(exploration_find(11), Some(SettlementKind::Fortress));
        assert_eq!(exploration_find(12), Some(SettlementKind::Fortress));
    }
}
