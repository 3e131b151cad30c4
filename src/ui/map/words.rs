//! A tile in words, for a screen reader following the keyboard's cursor over the map:
//! "F4, coastal land, Basilea, village, Basilea army 3 on its side"; and a province's
//! holdings as the map marks them. In the page's language; plain Rust, tested natively.

use crate::engine::map::Holding;
use crate::engine::{Hex, Map, State, Terrain};
use crate::message;
use crate::words::message::Message;

/// `hex` in words in language `code`: its label, terrain, kingdom, settlement and tokens.
pub fn tile_words(code: &str, state: &State, hex: Hex) -> String {
    crate::words::with(|w| {
        let say = |m: Message| w.say(code, &m);
        let mut words = vec![Map::label(hex)];
        let Some(terrain) = state.map.terrain(hex) else {
            words.push(say(message!("map-off-the-map")));
            return words.join(", ");
        };
        words.push(say(match terrain {
            Terrain::OpenWater => message!("map-open-water"),
            Terrain::Land if state.map.is_coastal(hex) => message!("map-coastal-land"),
            Terrain::Land => message!("map-land"),
            Terrain::Marsh => message!("map-marsh"),
        }));
        let tile = state.tile(hex);
        if tile.is_some_and(|t| !t.explored) && terrain != Terrain::OpenWater {
            words.push(say(message!("map-unexplored")));
        }
        if let Some(k) = state.control(hex) {
            words.push(state.kingdom_name(k).to_string());
        }
        if let Some(s) = tile.and_then(|t| t.settlement.as_ref()) {
            let kind = s.kind.word();
            words.push(say(if s.capital_of.is_some() { message!("map-capital", kind = kind) } else { kind }));
        }
        for (id, army) in state.armies_at(hex) {
            let id_of = if army.upright { "map-army" } else { "map-army-on-side" };
            words.push(say(message!(id_of, kingdom = state.kingdom_name(army.kingdom), id = id)));
        }
        for (id, ship) in state.ships_at(hex) {
            let id_of = if ship.upright { "map-ship" } else { "map-ship-on-side" };
            words.push(say(message!(id_of, kingdom = state.kingdom_name(ship.kingdom), id = id)));
        }
        words.join(", ")
    })
}

/// A province's holdings as the map marks them, each by its kind's initial in language
/// `code` and its level: "L3 G2".
pub fn holding_marks(code: &str, holdings: &[Holding]) -> String {
    crate::words::with(|w| {
        let mark = |h: &Holding| {
            let initial: String = w.say(code, &h.kind.word()).chars().take(1).flat_map(char::to_uppercase).collect();
            format!("{initial}{}", h.level)
        };
        holdings.iter().map(mark).collect::<Vec<_>>().join(" ")
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::map::HoldingKind;
    use crate::engine::testing::after_setup;

    /// The words as a reader hears them, without the marks that isolate names.
    fn heard(code: &str, state: &State, hex: Hex) -> String {
        tile_words(code, state, hex).replace(['\u{2068}', '\u{2069}'], "")
    }

    // SET-3…SET-5: after setup each kingdom holds a capital and armies on its settlements,
    // upright; the words name the tile, its terrain, its kingdom, its settlement and every
    // army on it, in English or in Russian.
    #[test]
    fn set_5_settlements_and_armies_in_words() {
        let mut state = after_setup();
        let (id, army) = state.armies.iter().next().map(|(id, a)| (*id, a.clone())).unwrap();
        let hex = army.hex;
        let name = state.kingdom_name(army.kingdom).to_string();
        let kind = state.tile(hex).and_then(|t| t.settlement.as_ref()).map(|s| s.kind.name()).unwrap();
        let words = heard("en", &state, hex);
        assert!(words.starts_with(&format!("{}, ", Map::label(hex))), "{words}");
        assert!(words.contains(&format!(", {name}, ")) && words.contains(kind), "{words}");
        assert!(words.ends_with(&format!("{name} army {id}")), "{words}");
        let russian = heard("ru", &state, hex);
        assert!(russian.starts_with(&format!("{}, ", Map::label(hex))), "{russian}");
        assert!(russian.ends_with(&format!("{name}: армия {id}")), "{russian}");
        state.armies.get_mut(&id).unwrap().upright = false;
        assert!(heard("en", &state, hex).ends_with(&format!("{name} army {id} on its side")));
        assert!(heard("ru", &state, hex).ends_with(&format!("{name}: армия {id} на боку")));
        let capital = state
            .map
            .hexes()
            .find(|h| state.tile(*h).is_some_and(|t| t.settlement.as_ref().is_some_and(|s| s.capital_of.is_some())))
            .unwrap();
        assert!(heard("en", &state, capital).contains(", capital "), "{}", heard("en", &state, capital));
        // A tile of open water says so and no more.
        let water = state.map.hexes().find(|h| state.map.terrain(*h) == Some(Terrain::OpenWater)).unwrap();
        assert_eq!(tile_words("en", &state, water), format!("{}, open water", Map::label(water)));
        assert_eq!(tile_words("ru", &state, water), format!("{}, открытая вода", Map::label(water)));
    }

    // MAP-6: a holding is marked by its kind's initial in the language shown.
    #[test]
    fn map_6_holdings_by_their_initials() {
        let holdings = [
            Holding { kind: HoldingKind::Law, level: 3, owner: None },
            Holding { kind: HoldingKind::Temple, level: 2, owner: None },
        ];
        assert_eq!(holding_marks("en", &holdings), "L3 T2");
        assert_eq!(holding_marks("ru", &holdings), "З3 Х2");
    }
}
