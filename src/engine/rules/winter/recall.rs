//! `WIN-8` and `WIN-1`: fallen kingdoms leave; every army goes home to its capital (or a
//! city, or a village, of its owner's choice), every ship to a free coastal or river city.

use crate::engine::event::{Event, Loss};
use crate::engine::hex::Hex;
use crate::engine::rules::moves::ship_may_enter;
use crate::engine::rules::seam::Emitter;
use crate::engine::state::{KingdomId, SettlementKind, State, TokenId};
use crate::engine::winter::WinterStep;

/// `WIN-8`: kingdoms that control no tile fall; their tokens go with them.
pub fn eliminate(out: &mut Emitter) {
    let state = out.state().clone();
    for k in state.player_order.iter().copied().filter(|k| !state.tiles.iter().any(|t| t.control == Some(*k))) {
        for token in state.movers_of(k).collect::<Vec<_>>() {
            out.emit(Event::TokenDestroyed { token, cause: Loss::Fallen });
        }
        out.emit(Event::Eliminated { kingdom: k, year: state.calendar.year });
    }
}

fn settlements(state: &State, kingdom: KingdomId, kind: SettlementKind) -> Vec<Hex> {
    state
        .held_by(kingdom)
        .filter(|(_, t)| t.settlement.as_ref().is_some_and(|s| s.kind == kind))
        .map(|(h, _)| h)
        .collect()
}

/// `WIN-1`: where `kingdom`'s armies may winter: its capital; without one, any of its
/// cities; without a city, any of its villages.
pub fn army_homes(state: &State, kingdom: KingdomId) -> Vec<Hex> {
    if let Some(capital) = state.held_capital(kingdom) {
        return vec![capital];
    }
    let cities = settlements(state, kingdom, SettlementKind::City);
    if cities.is_empty() {
        settlements(state, kingdom, SettlementKind::Village)
    } else {
        cities
    }
}

/// `WIN-1`: the coastal or river cities of `kingdom` with no ship docked but `ship`.
pub fn ship_homes(state: &State, kingdom: KingdomId, ship: TokenId) -> Vec<Hex> {
    settlements(state, kingdom, SettlementKind::City)
        .into_iter()
        .filter(|h| ship_may_enter(state, *h))
        .filter(|h| !state.ships.iter().any(|(id, s)| *id != ship && s.hex == *h && s.kingdom == kingdom))
        .collect()
}

/// Sends home every token it can; stops at the first choice. True when all are home.
pub fn run(out: &mut Emitter) -> bool {
    loop {
        let state = out.state();
        let done = |t: &TokenId| state.winter.as_ref().is_some_and(|w| w.recalled.contains(t));
        let next = state.player_order.iter().copied().find_map(|k| {
            let armies: Vec<TokenId> =
                state.armies.iter().filter(|(id, a)| a.kingdom == k && !done(id)).map(|(id, _)| *id).collect();
            if !armies.is_empty() && !state.winter_quarters() {
                return Some((k, None, armies, army_homes(state, k)));
            }
            let ship = state.ships.iter().find(|(id, s)| s.kingdom == k && !done(id)).map(|(id, _)| *id)?;
            Some((k, Some(ship), vec![ship], ship_homes(state, k, ship)))
        });
        let Some((kingdom, ship, tokens, homes)) = next else { return true };
        match homes.as_slice() {
            [] => tokens.into_iter().for_each(|token| out.emit(Event::TokenDestroyed { token, cause: Loss::NoHome })),
            [home] => tokens.into_iter().for_each(|token| out.emit(Event::Recalled { token, to: *home })),
            _ => {
                let step = match ship {
                    Some(ship) => WinterStep::RecallShip { ship, tiles: homes },
                    None => WinterStep::RecallArmies { kingdom, tiles: homes },
                };
                out.emit(Event::WinterStepped { step });
                return false;
            }
        }
    }
}

/// The choice of home is made: send the armies (or the ship) there.
pub fn send_home(out: &mut Emitter, step: &WinterStep, to: Hex) {
    match step {
        WinterStep::RecallArmies { kingdom, .. } => {
            let armies: Vec<TokenId> =
                out.state().armies.iter().filter(|(_, a)| a.kingdom == *kingdom).map(|(id, _)| *id).collect();
            armies.into_iter().for_each(|token| out.emit(Event::Recalled { token, to }));
        }
        WinterStep::RecallShip { ship, .. } => out.emit(Event::Recalled { token: *ship, to }),
        _ => {}
    }
}
