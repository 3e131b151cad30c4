//! `LOY-12`, winter quarters: armies winter where they stand (no recall, no deployment),
//! paying loyalty for it; new armies are placed where `LOY-3` lets them stand; devastated
//! tiles gather and recruit nothing (`LOY-5`).

use super::month_end::apply_causes;
use super::tiles::{armies_of, friendly, land, limit};
use crate::engine::event::Event;
use crate::engine::hex::Hex;
use crate::engine::loyalty::{Cause, LoyaltyEvent};
use crate::engine::rules::seam::Emitter;
use crate::engine::ruleset::Options;
use crate::engine::state::{KingdomId, State};

/// `LOY-1`: a month began; with the regional winter, the year's last three close the
/// winter zones.
pub fn month_began(out: &mut Emitter, options: &Options) {
    let month = out.state().calendar.month;
    let closing = options.regional_winter && month + 2 == options.months;
    if closing && out.state().loyalty.as_ref().is_some_and(|l| !l.frozen) {
        out.emit(Event::Loyalty(LoyaltyEvent::WinterCame));
    }
}

/// `LOY-9`, at the start of winter: −1 for each army wintering on a land tile (none at 6,
/// none after Economic works in the last month).
pub fn wintering(out: &mut Emitter) {
    let state = out.state();
    let Some(module) = state.loyalty.as_ref() else { return };
    let causes: Vec<_> = state
        .armies
        .iter()
        .filter(|(id, a)| land(state, a.hex) && !module.worked.contains(id))
        .map(|(id, a)| (a.hex, a.kingdom, Cause::Wintered { army: *id }))
        .collect();
    apply_causes(out, &causes);
}

/// `LOY-12`: where an army bought at `fortress` stands: there if `LOY-3` allows, else in
/// the nearest friendly settlement that allows (the fortress when none does).
pub fn post(state: &State, kingdom: KingdomId, fortress: Hex) -> Hex {
    let room = |h: Hex| armies_of(state, h, kingdom) < limit(state, h, kingdom);
    if room(fortress) {
        return fortress;
    }
    state
        .map
        .hexes()
        .filter(|h| friendly(state, *h, kingdom) && state.tile(*h).is_some_and(|t| t.settlement.is_some()) && room(*h))
        .min_by_key(|h| (h.distance(fortress), *h))
        .unwrap_or(fortress)
}
