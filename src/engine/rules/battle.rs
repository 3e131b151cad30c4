//! Phase C, Battle (RULES §3.C). The battles themselves come with their own module; for
//! now the phase is entered only when a battle can be chosen, and passes straight on to
//! Reform when none can (`SUM-BAT-1`: battles are chosen until none is left).

use super::{reform, Ctx, Emitter};
use crate::engine::event::Event;
use crate::engine::state::{Phase, State};
use std::collections::BTreeSet;

/// `SUM-BAT-1`: some kingdom has an upright army or ship in a tile where an enemy also
/// has tokens.
pub fn battle_possible(state: &State) -> bool {
    state.map.hexes().any(|hex| {
        let armies = state.armies_at(hex).map(|(_, a)| (a.kingdom, a.upright));
        let ships = state.ships_at(hex).map(|(_, s)| (s.kingdom, s.upright));
        let tokens: Vec<_> = armies.chain(ships).collect();
        let kingdoms: BTreeSet<_> = tokens.iter().map(|(k, _)| *k).collect();
        kingdoms.len() > 1 && tokens.iter().any(|(_, upright)| *upright)
    })
}

/// After the last order is resolved: battles if any can be chosen, otherwise Reform.
pub fn begin(out: &mut Emitter, ctx: &Ctx) {
    if battle_possible(out.state()) {
        out.emit(Event::PhaseChanged { phase: Phase::Battle });
    } else {
        reform::begin(out, ctx);
    }
}
