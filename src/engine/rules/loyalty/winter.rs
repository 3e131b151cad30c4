//! `LOY-12`, winter quarters: armies winter where they stand (no recall, no deployment),
//! paying loyalty for it; new armies are placed where `LOY-3` lets them stand; devastated
//! tiles gather and recruit nothing (`LOY-5`).

use super::month_end::apply_causes;
use super::tiles::{armies_of, devastated, friendly, land, limit};
use crate::engine::event::Event;
use crate::engine::hex::Hex;
use crate::engine::loyalty::{Cause, LoyaltyEvent};
use crate::engine::rules::emit::Emitter;
use crate::engine::ruleset::Options;
use crate::engine::state::{KingdomId, State, TokenId};

/// `LOY-1`: a winter-zone tile while the regional winter holds it.
pub fn frozen(state: &State, hex: Hex) -> bool {
    state.loyalty.as_ref().is_some_and(|l| l.frozen) && state.map.tile(hex).is_some_and(|t| t.winter_zone)
}

/// `LOY-1`: an army (or a pair carrying one) standing in winter quarters in a frozen
/// winter zone: it takes no orders until the year's end.
pub fn quartered(state: &State, token: TokenId) -> bool {
    if !state.loyalty.as_ref().is_some_and(|l| l.frozen) {
        return false;
    }
    let army = state.armies.contains_key(&token) || state.passenger(token).is_some();
    army && state.token(token).is_some_and(|(_, hex, _)| frozen(state, hex))
}

/// `LOY-1`: a month began; with the regional winter, the year's last three close the
/// winter zones.
pub fn month_began(out: &mut Emitter, options: &Options) {
    let month = out.state().calendar.month;
    let closing = options.regional_winter && month + 2 == options.months;
    if closing && out.state().loyalty.as_ref().is_some_and(|l| !l.frozen) {
        out.emit(Event::Loyalty(LoyaltyEvent::WinterCame));
    }
}

/// Whether armies stand in winter quarters instead of going home (`LOY-12`).
pub fn quarters(state: &State) -> bool {
    state.loyalty.is_some()
}

/// `LOY-5`: a devastated tile gathers and recruits nothing.
pub fn barren(state: &State, hex: Hex) -> bool {
    devastated(state, hex)
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
    if !quarters(state) {
        return fortress;
    }
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
