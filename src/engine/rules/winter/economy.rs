//! `WIN-2` gathering, `WIN-3` tithes, `WIN-4` building and recruiting, `WIN-5` feeding.

use crate::engine::command::Command;
use crate::engine::event::Event;
use crate::engine::map::Terrain;
use crate::engine::rules::moves::ship_may_enter;
use crate::engine::rules::seam::Emitter;
use crate::engine::ruleset::Options;
use crate::engine::state::{KingdomId, SettlementKind, State};
use crate::engine::winter::Purchase;

/// `WIN-2`: +1 food per village, +1 gold per city, +1 gold more for the kingdom's own
/// capital. `DOM-9`: an occupier collects nothing from a tile it occupies; once this
/// gathering has passed, the modules take their turn (`Module::gathered`: the occupation
/// is over and the tile its own).
pub fn gather(out: &mut Emitter) {
    let state = out.state().clone();
    for k in state.player_order.iter().copied() {
        let (mut gold, mut food) = (0, 0);
        for (i, t) in state.tiles.iter().enumerate().filter(|(_, t)| t.control == Some(k)) {
            let hex = state.map.hex_of_index(i);
            if state.devastated(hex) || state.occupied_from(hex).is_some() {
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
    for m in out.modules() {
        m.gathered(out);
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

/// `WIN-4`: every purchase `kingdom` can make and afford now, and (at the army cap) the
/// armies it may disband.
pub fn purchases(state: &State, options: &Options, kingdom: KingdomId) -> Vec<Command> {
    each_purchase(state, options, kingdom).collect()
}

/// `purchases` one at a time: asked of every tile the kingdom holds, several times a
/// winter command, so whether there is any stops at the first, and no tile allocates.
pub fn each_purchase<'a>(
    state: &'a State,
    options: &Options,
    kingdom: KingdomId,
) -> impl Iterator<Item = Command> + 'a {
    let k = state.kingdom(kingdom);
    let winter = state.winter.as_ref();
    let own = move || state.armies.iter().filter(move |(_, a)| a.kingdom == kingdom);
    let at_cap = own().count() >= usize::from(options.max_armies);
    // Found by looking at every tile: only when a city asks.
    let capital_held = std::cell::OnceCell::new();
    let may_ally = own().filter(|(_, a)| !a.allied).count() >= ALLIES_NEED && !own().any(|(_, a)| a.allied);
    let affordable = move |what: &&Purchase| {
        let (gold, food) = what.cost();
        k.is_some_and(|k| k.gold >= gold && k.food >= food)
    };
    let buys = state.held_by(kingdom).flat_map(move |(hex, tile)| {
        let wanted: &[Purchase] = match tile.settlement.as_ref().map(|s| s.kind) {
            None if state.map.terrain(hex) == Some(Terrain::Land) => &[Purchase::Village],
            Some(SettlementKind::Village) => &[Purchase::City, Purchase::Fortress],
            Some(SettlementKind::City) => {
                let docked = state.ships.values().any(|s| s.hex == hex && s.kingdom == kingdom);
                match (
                    !*capital_held.get_or_init(|| state.held_capital(kingdom).is_some()),
                    !docked && ship_may_enter(state, hex),
                ) {
                    (true, true) => &[Purchase::Capital, Purchase::Ship],
                    (true, false) => &[Purchase::Capital],
                    (false, true) => &[Purchase::Ship],
                    (false, false) => &[],
                }
            }
            Some(SettlementKind::Fortress)
                if !at_cap && !winter.is_some_and(|w| w.recruited.contains(&hex)) && !state.devastated(hex) =>
            {
                if may_ally {
                    &[Purchase::Army, Purchase::AlliedArmy]
                } else {
                    &[Purchase::Army]
                }
            }
            _ => &[],
        };
        wanted.iter().filter(affordable).map(move |what| Command::Buy { hex, what: *what })
    });
    let disbands = own().filter(move |_| at_cap && k.is_some()).map(|(id, _)| Command::Disband { army: *id });
    buys.chain(disbands)
}

/// `WIN-5`: armies `kingdom` cannot feed.
pub fn hungry(state: &State, kingdom: KingdomId) -> u32 {
    let armies = state.armies.values().filter(|a| a.kingdom == kingdom).count() as u32;
    let food = state.kingdom(kingdom).map_or(0, |k| k.food);
    armies.saturating_sub(food)
}

/// `WIN-5` looked at before a `WIN-4` purchase: how many more of `kingdom`'s armies would
/// go hungry at feeding once `command` is made (its food spent, its army a mouth more);
/// 0 for anything else. Lets the table be warned before, not told after.
pub fn hungry_after(state: &State, kingdom: KingdomId, command: &Command) -> u32 {
    let Command::Buy { what, .. } = command else { return 0 };
    let armies = state.armies.values().filter(|a| a.kingdom == kingdom).count() as u32;
    let food = state.kingdom(kingdom).map_or(0, |k| k.food);
    let mouths = armies + u32::from(matches!(what, Purchase::Army | Purchase::AlliedArmy));
    let after = mouths.saturating_sub(food.saturating_sub(what.cost().1));
    after - hungry(state, kingdom)
}
