//! `WIN-2` gathering, `WIN-3` tithes, `WIN-4` building and recruiting, `WIN-5` feeding.

use crate::engine::command::Command;
use crate::engine::domain::DomainEvent;
use crate::engine::event::Event;
use crate::engine::hex::Hex;
use crate::engine::map::Terrain;
use crate::engine::rules::orders::ship_may_enter;
use crate::engine::rules::{loyalty, Emitter};
use crate::engine::ruleset::Options;
use crate::engine::state::{KingdomId, SettlementKind, State};
use crate::engine::winter::Purchase;

/// `WIN-2`: +1 food per village, +1 gold per city, +1 gold more for the kingdom's own
/// capital. `DOM-9`: an occupier collects nothing from a tile it occupies; once this
/// gathering has passed, the occupation is over and the tile its own.
pub fn gather(out: &mut Emitter) {
    let state = out.state().clone();
    for k in state.player_order.iter().copied() {
        let (mut gold, mut food) = (0, 0);
        for (i, t) in state.tiles.iter().enumerate().filter(|(_, t)| t.control == Some(k)) {
            let hex = state.map.hex_of_index(i);
            if loyalty::winter::barren(&state, hex) || state.occupied_from(hex).is_some() {
                continue;
            }
            match t.settlement.as_ref() {
                Some(s) if s.kind == SettlementKind::Village => food += 1,
                Some(s) if s.kind == SettlementKind::City => gold += 1 + u32::from(s.capital_of == Some(k)),
                _ => {}
            }
        }
        out.emit(Event::Gathered { kingdom: k, gold, food });
    }
    for hex in state.map.hexes().filter(|h| state.occupied_from(*h).is_some()) {
        out.emit(Event::Domain(DomainEvent::Freed { hex }));
    }
}

/// `WIN-4`: the non-allied armies a kingdom needs before it may raise its one allied army.
pub const ALLIES_NEED: usize = 3;

/// `WIN-3`: the gifts `kingdom` may give now: up to 1 gold and 1 food to each other
/// kingdom it has not yet given to this winter.
pub fn tithes(state: &State, kingdom: KingdomId) -> Vec<Command> {
    let Some(k) = state.kingdom(kingdom) else { return Vec::new() };
    let given = |to| state.winter.as_ref().is_some_and(|w| w.gifts.contains(&(kingdom, to)));
    let mut out = Vec::new();
    for to in state.player_order.iter().copied().filter(|to| *to != kingdom && !given(*to)) {
        for (gold, food) in [(1, 0), (0, 1), (1, 1)] {
            if k.gold >= gold && k.food >= food {
                out.push(Command::Tithe { to, gold, food });
            }
        }
    }
    out
}

fn settlement_at(state: &State, hex: Hex) -> Option<SettlementKind> {
    state.tile(hex).and_then(|t| t.settlement.as_ref()).map(|s| s.kind)
}

/// `WIN-4`: every purchase `kingdom` can make and afford now, and (at the army cap) the
/// armies it may disband.
pub fn purchases(state: &State, options: &Options, kingdom: KingdomId) -> Vec<Command> {
    let Some(k) = state.kingdom(kingdom) else { return Vec::new() };
    let winter = state.winter.as_ref();
    let armies = state.armies.values().filter(|a| a.kingdom == kingdom).count();
    let at_cap = armies >= usize::from(options.max_armies);
    let mut out = Vec::new();
    for hex in state.map.hexes().filter(|h| state.control(*h) == Some(kingdom)) {
        let land = state.map.terrain(hex) == Some(Terrain::Land);
        let docked = state.ships.values().any(|s| s.hex == hex && s.kingdom == kingdom);
        let wanted: Vec<Purchase> = match settlement_at(state, hex) {
            None if land => vec![Purchase::Village],
            Some(SettlementKind::Village) => vec![Purchase::City, Purchase::Fortress],
            Some(SettlementKind::City) => {
                let mut p = Vec::new();
                if state.held_capital(kingdom).is_none() {
                    p.push(Purchase::Capital);
                }
                if !docked && ship_may_enter(state, hex) {
                    p.push(Purchase::Ship);
                }
                p
            }
            Some(SettlementKind::Fortress)
                if !at_cap
                    && !winter.is_some_and(|w| w.recruited.contains(&hex))
                    && !loyalty::winter::barren(state, hex) =>
            {
                let own = || state.armies.values().filter(|a| a.kingdom == kingdom);
                let may_ally = own().filter(|a| !a.allied).count() >= ALLIES_NEED && !own().any(|a| a.allied);
                if may_ally {
                    vec![Purchase::Army, Purchase::AlliedArmy]
                } else {
                    vec![Purchase::Army]
                }
            }
            _ => Vec::new(),
        };
        for what in wanted {
            let (gold, food) = what.cost();
            if k.gold >= gold && k.food >= food {
                out.push(Command::Buy { hex, what });
            }
        }
    }
    if at_cap {
        let own = state.armies.iter().filter(|(_, a)| a.kingdom == kingdom);
        out.extend(own.map(|(id, _)| Command::Disband { army: *id }));
    }
    out
}

/// `WIN-5`: armies `kingdom` cannot feed.
pub fn hungry(state: &State, kingdom: KingdomId) -> u32 {
    let armies = state.armies.values().filter(|a| a.kingdom == kingdom).count() as u32;
    let food = state.kingdom(kingdom).map_or(0, |k| k.food);
    armies.saturating_sub(food)
}
