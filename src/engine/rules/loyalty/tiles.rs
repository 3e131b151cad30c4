//! What the loyalty rules read of a tile and a token: land, devastated, rebel,
//! friendly, its supply limit and the armies counted against it (RULES §7). Everything
//! else in the module builds on these.

use crate::engine::event::Event;
use crate::engine::hex::Hex;
use crate::engine::loyalty::{supply_limit, LoyaltyEvent};
use crate::engine::map::Terrain;
use crate::engine::rules::seam::Emitter;
use crate::engine::state::{KingdomId, State, TokenId};

pub(super) fn emit(out: &mut Emitter, event: LoyaltyEvent) {
    out.emit(Event::Loyalty(event));
}

pub(super) fn land(state: &State, hex: Hex) -> bool {
    matches!(state.map.terrain(hex), Some(Terrain::Land | Terrain::Marsh))
}

/// `LOY-6`
pub fn rebel(state: &State, hex: Hex) -> bool {
    state.tile_loyalty(hex).is_some_and(|l| l.rebel)
}

/// A friendly tile: a land tile the kingdom controls that is not rebel.
pub fn friendly(state: &State, hex: Hex, kingdom: KingdomId) -> bool {
    land(state, hex) && state.control(hex) == Some(kingdom) && !rebel(state, hex)
}

/// `LOY-3`: how many of `kingdom`'s armies `hex` supports.
pub fn limit(state: &State, hex: Hex, kingdom: KingdomId) -> usize {
    supply_limit(state.loyalty_of(hex, kingdom))
}

/// A kingdom's armies in a tile, paired ones included.
pub fn armies_of(state: &State, hex: Hex, kingdom: KingdomId) -> usize {
    state.armies_at(hex).filter(|(_, a)| a.kingdom == kingdom).count()
}

/// The armies a token brings into a tile: itself, or a ship's passenger.
pub(super) fn armies_moving(state: &State, token: TokenId) -> usize {
    if state.armies.contains_key(&token) {
        1
    } else {
        usize::from(state.passenger(token).is_some())
    }
}

/// `LOY-3`: the mover's limit in `to`, when a voluntary move there would exceed it.
pub fn over_limit(state: &State, token: TokenId, to: Hex) -> Option<usize> {
    state.loyalty.as_ref()?;
    let (kingdom, _, _) = state.token(token)?;
    let moving = armies_moving(state, token);
    let limit = limit(state, to, kingdom);
    (land(state, to) && moving > 0 && armies_of(state, to, kingdom) + moving > limit).then_some(limit)
}
