//! Map editing (the map editor's operations): paint a tile, mark an edge side, lay a road,
//! set a province's level and holdings, resize. Pure functions on `Map`, so they are
//! tested natively and the editor only draws.

use super::hex::{Edge, Hex};
use super::map::{Holding, HoldingKind, Map, MapError, Province, Roads, SideMark, Terrain, MAX_LEVEL};

/// What a click on a tile paints.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Brush {
    Terrain(Terrain),
    /// Toggles a river (`MAP-3`), on land or marsh.
    River,
    /// Toggles a starting tile (`MAP-4`), on land.
    Start,
    /// Marks all six sides (`MAP-2`); again on a marked tile clears them.
    Whole(SideMark),
    /// Toggles a winter zone (`MAP-6`, `LOY-1`'s regional winter), on land or marsh.
    WinterZone,
    /// `MAP-6`, §8: sets the province level (None: the default by settlement), on land.
    Level(Option<u8>),
    /// `MAP-6`, §8: toggles a holding of this kind and level (owned by the tile's ruler),
    /// on land.
    Holding(HoldingKind, u8),
}

/// Paints `brush` on `hex`. Open water holds no river, start or side marks.
pub fn paint(map: &mut Map, hex: Hex, brush: Brush) {
    let mut province = map.province(hex).cloned().unwrap_or_default();
    let Some(tile) = map.tile_mut(hex) else { return };
    match brush {
        Brush::Terrain(t) => {
            tile.terrain = t;
            if t == Terrain::OpenWater {
                tile.river = false;
                tile.starting = false;
                tile.winter_zone = false;
                tile.sides = [None; 6];
            }
            if t == Terrain::Marsh {
                tile.starting = false;
            }
        }
        Brush::River if tile.terrain != Terrain::OpenWater => tile.river = !tile.river,
        Brush::Start if tile.terrain == Terrain::Land => tile.starting = !tile.starting,
        Brush::WinterZone if tile.terrain != Terrain::OpenWater => tile.winter_zone = !tile.winter_zone,
        Brush::Whole(mark) if tile.terrain != Terrain::OpenWater => {
            let all = [Some(mark); 6];
            tile.sides = if tile.sides == all { [None; 6] } else { all };
        }
        Brush::Level(level) if tile.terrain == Terrain::Land => {
            province.level = level.map(|l| l.min(MAX_LEVEL));
        }
        Brush::Holding(kind, level) if tile.terrain == Terrain::Land => {
            match province.holdings.iter().position(|h| h.kind == kind) {
                Some(i) => {
                    province.holdings.remove(i);
                }
                None => province.holdings.push(Holding { kind, level: level.min(MAX_LEVEL), owner: None }),
            }
        }
        _ => {}
    }
    if tile.terrain == Terrain::OpenWater {
        tile.roads = Roads::default();
    }
    if tile.terrain != Terrain::Land {
        province = Province::default();
    }
    map.set_province(hex, province);
}

/// `DOM-1`, `MAP-6`: lays a road across the border at `edge`, or takes it up if one is
/// there (on either side). Roads join land and marsh tiles, never open water.
pub fn toggle_road(map: &mut Map, edge: Edge) {
    let other = edge.flipped();
    let wet = |h: Hex| map.terrain(h) != Some(Terrain::Land) && map.terrain(h) != Some(Terrain::Marsh);
    let laid = map.road(edge);
    if !laid && (wet(edge.hex) || wet(other.hex)) {
        return;
    }
    for e in [edge, other] {
        if let Some(t) = map.tile_mut(e.hex) {
            t.roads.set(e.dir, false);
        }
    }
    if !laid {
        if let Some(t) = map.tile_mut(edge.hex) {
            t.roads.set(edge.dir, true);
        }
    }
}

/// Cycles one edge side through nothing → water → forest → mountain → nothing, on the
/// clicked tile's side; the neighbour's facing side is cleared so the border shows one mark.
pub fn cycle_edge(map: &mut Map, edge: Edge) {
    let next = match map.tile(edge.hex).and_then(|t| t.sides[edge.dir.index()]) {
        None => Some(SideMark::Water),
        Some(SideMark::Water) => Some(SideMark::Forest),
        Some(SideMark::Forest) => Some(SideMark::Mountain),
        Some(SideMark::Mountain) => None,
    };
    if map.terrain(edge.hex) == Some(Terrain::OpenWater) {
        return;
    }
    if let Some(t) = map.tile_mut(edge.hex) {
        t.sides[edge.dir.index()] = next;
    }
    let other = edge.flipped();
    if let Some(t) = map.tile_mut(other.hex) {
        t.sides[other.dir.index()] = None;
    }
}

/// A copy of `map` at a new size: tiles keep their board position (column, row); new
/// tiles are land.
pub fn resized(map: &Map, width: u16, height: u16) -> Result<Map, MapError> {
    let mut out = Map::filled(width, height, Terrain::Land)?;
    for hex in map.hexes() {
        if let (Some(tile), Some(slot)) = (map.tile(hex), out.tile_mut(hex)) {
            *slot = *tile;
        }
        if let Some(p) = map.province(hex) {
            out.set_province(hex, p.clone());
        }
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::hex::Dir;
    use crate::engine::map::MapText;

    // MAP-1…MAP-4, MAP-6: painting terrain, rivers, starts and whole-tile marks, edge sides, and
    // resizing; the result survives its text form.
    #[test]
    fn painting_and_resizing_a_map() {
        let mut map = Map::filled(4, 3, Terrain::Land).unwrap();
        let (a, b) = (Map::hex_at(1, 1), Map::hex_at(2, 1));
        paint(&mut map, a, Brush::River);
        paint(&mut map, a, Brush::Start);
        paint(&mut map, a, Brush::WinterZone);
        paint(&mut map, b, Brush::Whole(SideMark::Forest));
        assert!(map.tile(a).unwrap().river && map.tile(a).unwrap().starting);
        assert!(map.tile(a).unwrap().winter_zone, "MAP-6: winter zones are painted on tiles");
        let text = MapText::from(map.clone());
        assert!(text.rows[1].contains(".rsw"), "and stored in the map: {:?}", text.rows);
        assert_eq!(map.tile(b).unwrap().sides, [Some(SideMark::Forest); 6]);
        paint(&mut map, b, Brush::Whole(SideMark::Forest));
        assert_eq!(map.tile(b).unwrap().sides, [None; 6], "painting it again clears it");
        let edge = Edge { hex: a, dir: Dir::E };
        cycle_edge(&mut map, edge);
        assert_eq!(map.side(edge), Some(SideMark::Water));
        cycle_edge(&mut map, edge);
        assert!(map.border_shows(edge.flipped(), SideMark::Forest), "seen from both tiles");
        paint(&mut map, a, Brush::Terrain(Terrain::OpenWater));
        let t = map.tile(a).unwrap();
        assert!(!t.river && !t.starting && !t.winter_zone && t.sides == [None; 6], "open water holds none of them");
        paint(&mut map, a, Brush::Start);
        assert!(!map.tile(a).unwrap().starting, "no start on open water");
        let text = MapText::from(map.clone());
        assert_eq!(Map::try_from(text).unwrap(), map);
        let big = resized(&map, 6, 5).unwrap();
        assert_eq!((big.width(), big.height()), (6, 5));
        assert_eq!(big.terrain(a), Some(Terrain::OpenWater));
        let small = resized(&map, 2, 2).unwrap();
        assert_eq!(small.len(), 4);
        assert!(resized(&map, 0, 3).is_err());
    }

    // MAP-6, DOM-1: roads are laid and taken up across a border, never to open water;
    // province levels and holdings are painted on land, kept in the map's text, and
    // dropped when the tile stops being land.
    #[test]
    fn roads_levels_and_holdings() {
        let mut map = Map::filled(4, 2, Terrain::Land).unwrap();
        let (a, b) = (Map::hex_at(1, 0), Map::hex_at(2, 0));
        let edge = Edge { hex: a, dir: Dir::E };
        toggle_road(&mut map, edge);
        assert!(map.road(edge) && map.road(edge.flipped()));
        toggle_road(&mut map, edge.flipped());
        assert!(!map.road(edge), "clicked from the other tile, it is taken up");
        paint(&mut map, b, Brush::Terrain(Terrain::OpenWater));
        toggle_road(&mut map, edge);
        assert!(!map.road(edge), "no road into open water");
        paint(&mut map, a, Brush::Level(Some(7)));
        paint(&mut map, a, Brush::Holding(HoldingKind::Temple, 3));
        let p = map.province(a).unwrap().clone();
        assert_eq!(p.level, Some(7));
        assert_eq!(p.holdings, vec![Holding { kind: HoldingKind::Temple, level: 3, owner: None }]);
        assert_eq!(Map::try_from(MapText::from(map.clone())).unwrap(), map, "kept in the text");
        paint(&mut map, a, Brush::Level(Some(15)));
        assert_eq!(map.province(a).unwrap().level, Some(10), "at most 10");
        paint(&mut map, a, Brush::Holding(HoldingKind::Temple, 3));
        paint(&mut map, a, Brush::Level(None));
        assert!(map.province(a).is_none(), "back to nothing: absent");
        paint(&mut map, a, Brush::Holding(HoldingKind::Law, 2));
        paint(&mut map, a, Brush::Terrain(Terrain::Marsh));
        assert!(map.province(a).is_none(), "provinces are land's");
    }
}
