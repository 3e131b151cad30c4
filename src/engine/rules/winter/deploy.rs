//! `WIN-6`: every army leaves the map; the player order is ranked again (`REF-6`); then
//! in player order each kingdom places one army at a time in its settlements, within their
//! room.

use crate::engine::event::{Event, Loss};
use crate::engine::hex::Hex;
use crate::engine::rules::seam::Emitter;
use crate::engine::state::{KingdomId, SettlementKind, State, TokenId};
use std::collections::BTreeMap;

/// `WIN-6`: how many armies a settlement holds: village 1, city 2, capital 3, fortress 3.
pub fn room(state: &State, kingdom: KingdomId, hex: Hex) -> usize {
    match state.tile(hex).and_then(|t| t.settlement.as_ref()) {
        Some(s) if s.kind == SettlementKind::Village => 1,
        Some(s) if s.kind == SettlementKind::City && s.capital_of == Some(kingdom) => 3,
        Some(s) if s.kind == SettlementKind::City => 2,
        Some(_) => 3,
        None => 0,
    }
}

pub fn staged(state: &State, kingdom: KingdomId) -> Vec<TokenId> {
    let Some(w) = &state.winter else { return Vec::new() };
    w.staged.iter().copied().filter(|id| state.armies.get(id).is_some_and(|a| a.kingdom == kingdom)).collect()
}

/// The settlements of `kingdom` with room for one more army.
pub fn free_tiles(state: &State, kingdom: KingdomId) -> Vec<Hex> {
    // The kingdom's placed armies per tile, counted once rather than per tile of the map.
    let staged = |id: &TokenId| state.winter.as_ref().is_some_and(|w| w.staged.contains(id));
    let mut placed: BTreeMap<Hex, usize> = BTreeMap::new();
    for (_, a) in state.armies.iter().filter(|(id, a)| a.kingdom == kingdom && !staged(id)) {
        *placed.entry(a.hex).or_default() += 1;
    }
    state
        .held_by(kingdom)
        .map(|(hex, _)| hex)
        .filter(|h| placed.get(h).copied().unwrap_or(0) < room(state, kingdom, *h))
        .collect()
}

/// `WIN-6`: whose turn it is to place: in player order, among kingdoms with staged armies,
/// the first that has placed the fewest. Kingdoms with no room left lose their staged
/// armies first.
pub fn next(out: &mut Emitter) -> Option<KingdomId> {
    let state = out.state().clone();
    for k in state.player_order.iter().copied() {
        if free_tiles(&state, k).is_empty() {
            for army in staged(&state, k) {
                out.emit(Event::TokenDestroyed { token: army, cause: Loss::NoRoom });
            }
        }
    }
    let state = out.state();
    let placed = |k| state.winter.as_ref().and_then(|w| w.placed.get(&k).copied()).unwrap_or(0) as usize;
    crate::engine::rules::player_order::next_in_cycle(&state.player_order, |k| !staged(state, k).is_empty(), placed)
}
