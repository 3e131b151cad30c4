//! The built-in sample map: 12×10 with open water, coasts, a lake, marsh, a river,
//! forests, a mountain range and six starting tiles.

use crate::engine::hex::Dir;
use crate::engine::map::{EdgeMark, Map, MapText, SideMark};

const ROWS: [&str; 10] = [
    "~   ~   ~   .   .   .F  .F  .   .   ~   ~   ~",
    "~   ~   .   .s  .   .   .F  .   .s  .   ~   ~",
    "~   .   .   .   .M  .M  .   .   .   .   .   ~",
    "~   .   .F  .   .M  .Mr .r  .   ~   ~   .   ~",
    "~   .   .   .   .   .r  .M  .F  ~   ~   .   ~",
    "~   .s  .   .   .r  .   .   .s  .F  .   .   ~",
    "~   .   .   mr  .   .   .   .   .   .M  .   .",
    "~   ~   mr  m   .F  .   .   .   .   .   .s  .",
    "~   ~   ~   .   .   .s  .F  .   ~   .   .   .",
    "~   ~   ~   ~   .   .   .   ~   ~   ~   .   .",
];

pub fn sample_map() -> Map {
    // A ridge and two forest edges between single tiles, so maps show partial sides too.
    let edges = vec![
        EdgeMark { hex: Map::hex_at(8, 2), dir: Dir::E, mark: SideMark::Mountain },
        EdgeMark { hex: Map::hex_at(3, 4), dir: Dir::SE, mark: SideMark::Forest },
        EdgeMark { hex: Map::hex_at(10, 6), dir: Dir::SW, mark: SideMark::Forest },
    ];
    let text = MapText {
        width: 12,
        height: 10,
        rows: ROWS.iter().map(|s| s.to_string()).collect(),
        edges,
        ..MapText::default()
    };
    Map::try_from(text).expect("the sample map's rows are valid; a unit test parses them")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::map::Terrain;

    // MAP-1…MAP-4 on the sample: it parses, has six starting tiles with room for a ring.
    #[test]
    fn sample_map_parses_with_six_starting_tiles() {
        let text =
            MapText { width: 12, height: 10, rows: ROWS.iter().map(|s| s.to_string()).collect(), ..MapText::default() };
        assert!(Map::try_from(text).is_ok());
        let map = sample_map();
        assert_eq!((map.width(), map.height()), (12, 10));
        let starts: Vec<_> = map.starting_tiles().collect();
        assert_eq!(starts.len(), 6);
        for s in &starts {
            let land = map.neighbors(*s).filter(|(_, h)| map.terrain(*h) == Some(Terrain::Land)).count();
            assert!(land >= 4, "{} has {land} land neighbours", Map::label(*s));
            for o in &starts {
                assert!(s == o || s.distance(*o) >= 3, "rings of {} and {} overlap", Map::label(*s), Map::label(*o));
            }
        }
        assert!(map.hexes().any(|h| map.terrain(h) == Some(Terrain::Marsh)));
        assert!(map.hexes().any(|h| map.tile(h).is_some_and(|t| t.river)));
    }
}
