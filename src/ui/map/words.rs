//! A tile in words, for a screen reader following the keyboard's cursor over the map:
//! "F4, coastal land, Basilea, village, Basilea army 3 on its side". Plain Rust, tested
//! natively.

use crate::engine::{Hex, Map, State, Terrain};

pub fn tile_words(state: &State, hex: Hex) -> String {
    let terrain = match state.map.terrain(hex) {
        None => return format!("{}, off the map", Map::label(hex)),
        Some(Terrain::OpenWater) => "open water",
        Some(Terrain::Land) if state.map.is_coastal(hex) => "coastal land",
        Some(Terrain::Land) => "land",
        Some(Terrain::Marsh) => "marsh",
    };
    let mut words = vec![Map::label(hex), terrain.to_string()];
    let tile = state.tile(hex);
    if tile.is_some_and(|t| !t.explored) && state.map.terrain(hex) != Some(Terrain::OpenWater) {
        words.push("unexplored".into());
    }
    if let Some(k) = state.control(hex) {
        words.push(state.kingdom_name(k).to_string());
    }
    if let Some(s) = tile.and_then(|t| t.settlement.as_ref()) {
        let capital = if s.capital_of.is_some() { "capital " } else { "" };
        words.push(format!("{capital}{}", s.kind.name()));
    }
    for (id, army) in state.armies_at(hex) {
        let side = if army.upright { "" } else { " on its side" };
        words.push(format!("{} army {id}{side}", state.kingdom_name(army.kingdom)));
    }
    for (id, ship) in state.ships_at(hex) {
        let side = if ship.upright { "" } else { " on its side" };
        words.push(format!("{} ship {id}{side}", state.kingdom_name(ship.kingdom)));
    }
    words.join(", ")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::testing::after_setup;

    // SET-3…SET-5: after setup each kingdom holds a capital and armies on its settlements,
    // upright; the words name the tile, its terrain, its kingdom, its settlement and every
    // army on it.
    #[test]
    fn set_5_settlements_and_armies_in_words() {
        let mut state = after_setup();
        let (id, army) = state.armies.iter().next().map(|(id, a)| (*id, a.clone())).unwrap();
        let hex = army.hex;
        let name = state.kingdom_name(army.kingdom).to_string();
        let kind = state.tile(hex).and_then(|t| t.settlement.as_ref()).map(|s| s.kind.name()).unwrap();
        let words = tile_words(&state, hex);
        assert!(words.starts_with(&format!("{}, ", Map::label(hex))), "{words}");
        assert!(words.contains(&format!(", {name}, ")) && words.contains(kind), "{words}");
        assert!(words.ends_with(&format!("{name} army {id}")), "{words}");
        state.armies.get_mut(&id).unwrap().upright = false;
        assert!(tile_words(&state, hex).ends_with(&format!("{name} army {id} on its side")));
        let capital = state
            .map
            .hexes()
            .find(|h| state.tile(*h).is_some_and(|t| t.settlement.as_ref().is_some_and(|s| s.capital_of.is_some())))
            .unwrap();
        assert!(tile_words(&state, capital).contains(", capital "), "{}", tile_words(&state, capital));
        // A tile of open water says so and no more.
        let water = state.map.hexes().find(|h| state.map.terrain(*h) == Some(Terrain::OpenWater)).unwrap();
        assert_eq!(tile_words(&state, water), format!("{}, open water", Map::label(water)));
    }
}
