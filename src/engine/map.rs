//! The campaign map (`MAP-1`…`MAP-6`): tiles with terrain, six edge sides, rivers and
//! starting tiles, on a rectangle of pointy-top hexes with odd rows shifted right; with
//! the domain war (§8), roads on edge sides and each tile's province level and holdings.
//!
//! Maps are written as text rows, one token a tile (see `docs/SCENARIOS.md`), both in saves
//! and in scenario files, so a map stays readable and a 10,000-tile map stays small.

use super::hex::{Dir, Edge, Hex};
use super::ids::MAX_KINGDOMS;
use crate::message;
use crate::words::message::Message;
use serde::{Deserialize, Serialize};
use thiserror::Error;

pub const MAX_SIDE: u16 = 200;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Terrain {
    OpenWater,
    Land,
    Marsh,
}

/// What an edge side shows (`MAP-2`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
pub enum SideMark {
    Water,
    Forest,
    Mountain,
}

/// `MAP-6`, §8: a holding's kind.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum HoldingKind {
    Law,
    Guild,
    Temple,
    Source,
}

impl HoldingKind {
    /// Its word in the page's language (`crate::words`).
    pub fn word(self) -> crate::words::message::Message {
        crate::words::message::Message::name("holding", self.name())
    }

    pub const ALL: [HoldingKind; 4] = [HoldingKind::Law, HoldingKind::Guild, HoldingKind::Temple, HoldingKind::Source];

    pub fn name(self) -> &'static str {
        match self {
            HoldingKind::Law => "law",
            HoldingKind::Guild => "guild",
            HoldingKind::Temple => "temple",
            HoldingKind::Source => "source",
        }
    }
}

/// `MAP-6`, §8: a holding in a province: its kind, level and owner. A map names its owner
/// by seat (the kingdom's place in the setup, from 0), or none: whoever controls the tile.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Holding {
    pub kind: HoldingKind,
    pub level: u8,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub owner: Option<u8>,
}

/// The highest province or holding level (§8).
pub const MAX_LEVEL: u8 = 10;

/// `MAP-6`, §8: what a map says of a tile's province: a level that replaces the default by
/// settlement, and its holdings.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Province {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub level: Option<u8>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub holdings: Vec<Holding>,
}

impl Province {
    pub fn is_empty(&self) -> bool {
        self.level.is_none() && self.holdings.is_empty()
    }
}

/// A tile's own data: plain values, so the map copies as one block (the state, map
/// included, is copied once a command). Province data lives beside the tiles.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Tile {
    pub terrain: Terrain,
    /// Marks painted on this tile's sides, by `Dir::index`. Water towards open water is
    /// implied (`Map::side`), not stored.
    pub sides: [Option<SideMark>; 6],
    pub river: bool,
    pub starting: bool,
    /// `LOY-1`, `MAP-6`: frozen in the last three months of a regional winter.
    pub winter_zone: bool,
    /// `MAP-6`, `DOM-1`: roads on this tile's sides; a road on either side of a border
    /// serves both tiles. A side may carry a road and a mark at once.
    pub roads: Roads,
}

/// `DOM-1`: the sides of a tile that carry a road, one bit a side by `Dir::index`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Roads(u8);

impl Roads {
    pub const ALL: Roads = Roads(0b11_1111);

    pub fn has(self, dir: Dir) -> bool {
        self.0 & (1 << dir.index()) != 0
    }

    pub fn set(&mut self, dir: Dir, road: bool) {
        let bit = 1 << dir.index();
        self.0 = if road { self.0 | bit } else { self.0 & !bit };
    }
}

impl Tile {
    pub const fn new(terrain: Terrain) -> Self {
        Tile { terrain, sides: [None; 6], river: false, starting: false, winter_zone: false, roads: Roads(0) }
    }
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(into = "MapText", try_from = "MapText")]
pub struct Map {
    width: u16,
    height: u16,
    tiles: Vec<Tile>,
    /// `MAP-6`, §8: the provinces the map sets, by tile index, in index order; few maps
    /// have any, so they are kept apart from the tiles.
    provinces: Vec<(usize, Province)>,
}

#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum MapError {
    Size { width: u16, height: u16 },
    RowCount { expected: u16, found: usize },
    RowLength { row: usize, expected: u16, found: usize },
    BadToken { row: usize, col: usize, token: String },
    EdgeOffMap { hex: Hex },
    Level { hex: Hex, level: u8 },
    HoldingOwner { hex: Hex, owner: u8 },
    ProvinceNotLand { hex: Hex },
    RoadOnWater { hex: Hex },
}

crate::words::display_in_english!(MapError);

impl MapError {
    pub fn message(&self) -> Message {
        match self {
            MapError::Size { width, height } => {
                message!("err-map-size", max = MAX_SIDE, width = *width, height = *height)
            }
            MapError::RowCount { expected, found } => {
                message!("err-map-row-count", expected = *expected, found = *found)
            }
            MapError::RowLength { row, expected, found } => {
                message!("err-map-row-length", row = *row, expected = *expected, found = *found)
            }
            MapError::BadToken { row, col, token } => {
                message!("err-map-bad-token", row = *row, col = *col, token = token.as_str())
            }
            MapError::EdgeOffMap { hex } => message!("err-map-edge-off-map", hex = Map::label(*hex)),
            MapError::Level { hex, level } => {
                message!("err-map-level", label = Map::label(*hex), max = MAX_LEVEL, level = *level)
            }
            MapError::HoldingOwner { hex, owner } => {
                message!("err-map-holding-owner", label = Map::label(*hex), owner = *owner, last = MAX_KINGDOMS - 1)
            }
            MapError::ProvinceNotLand { hex } => message!("err-map-province-not-land", label = Map::label(*hex)),
            MapError::RoadOnWater { hex } => message!("err-map-road-on-water", label = Map::label(*hex)),
        }
    }
}

impl Map {
    /// A map of one terrain.
    pub fn filled(width: u16, height: u16, terrain: Terrain) -> Result<Map, MapError> {
        if width == 0 || height == 0 || width > MAX_SIDE || height > MAX_SIDE {
            return Err(MapError::Size { width, height });
        }
        let n = usize::from(width) * usize::from(height);
        Ok(Map { width, height, tiles: vec![Tile::new(terrain); n], provinces: Vec::new() })
    }

    pub fn width(&self) -> u16 {
        self.width
    }

    pub fn height(&self) -> u16 {
        self.height
    }

    pub fn len(&self) -> usize {
        self.tiles.len()
    }

    pub fn is_empty(&self) -> bool {
        self.tiles.is_empty()
    }

    /// Axial hex of an offset (column, row) position.
    pub fn hex_at(col: i32, row: i32) -> Hex {
        Hex::new(col - (row - (row & 1)) / 2, row)
    }

    /// Offset (column, row) of a hex.
    pub fn offset_of(hex: Hex) -> (i32, i32) {
        (hex.q + (hex.r - (hex.r & 1)) / 2, hex.r)
    }

    /// Index of a hex in tile order (row-major), or None off the map (`MAP-5`).
    pub fn index(&self, hex: Hex) -> Option<usize> {
        let (col, row) = Map::offset_of(hex);
        let in_map = (0..i32::from(self.width)).contains(&col) && (0..i32::from(self.height)).contains(&row);
        in_map.then(|| row as usize * usize::from(self.width) + col as usize)
    }

    pub fn hex_of_index(&self, index: usize) -> Hex {
        let w = usize::from(self.width);
        Map::hex_at((index % w) as i32, (index / w) as i32)
    }

    pub fn contains(&self, hex: Hex) -> bool {
        self.index(hex).is_some()
    }

    pub fn tile(&self, hex: Hex) -> Option<&Tile> {
        self.index(hex).map(|i| &self.tiles[i])
    }

    pub fn tile_mut(&mut self, hex: Hex) -> Option<&mut Tile> {
        self.index(hex).map(|i| &mut self.tiles[i])
    }

    /// Every hex in tile order.
    pub fn hexes(&self) -> impl Iterator<Item = Hex> + '_ {
        (0..self.tiles.len()).map(|i| self.hex_of_index(i))
    }

    pub fn terrain(&self, hex: Hex) -> Option<Terrain> {
        self.tile(hex).map(|t| t.terrain)
    }

    /// Neighbours that are on the map (`MAP-5`).
    pub fn neighbors(&self, hex: Hex) -> impl Iterator<Item = (Dir, Hex)> + '_ {
        hex.neighbors().filter(|(_, n)| self.contains(*n))
    }

    /// What the side of `hex` towards `dir` shows (`MAP-2`): its own mark, or water where
    /// a land or marsh tile meets open water.
    pub fn side(&self, edge: Edge) -> Option<SideMark> {
        let tile = self.tile(edge.hex)?;
        if let Some(mark) = tile.sides[edge.dir.index()] {
            return Some(mark);
        }
        let toward_water = self.terrain(edge.hex.neighbor(edge.dir)) == Some(Terrain::OpenWater);
        (tile.terrain != Terrain::OpenWater && toward_water).then_some(SideMark::Water)
    }

    /// Whether either side of the border shows `mark`.
    pub fn border_shows(&self, edge: Edge, mark: SideMark) -> bool {
        self.side(edge) == Some(mark) || self.side(edge.flipped()) == Some(mark)
    }

    /// `DOM-1`: whether a road runs across this border (on either side of it, and neither
    /// tile open water).
    pub fn road(&self, edge: Edge) -> bool {
        let on = |e: Edge| self.tile(e.hex).is_some_and(|t| t.roads.has(e.dir));
        let dry = |h: Hex| self.terrain(h).is_some_and(|t| t != Terrain::OpenWater);
        (on(edge) || on(edge.flipped())) && dry(edge.hex) && dry(edge.flipped().hex)
    }

    /// `MAP-6`: the province data the map sets for a tile, if any.
    pub fn province(&self, hex: Hex) -> Option<&Province> {
        let i = self.index(hex)?;
        let at = self.provinces.binary_search_by_key(&i, |(j, _)| *j).ok()?;
        Some(&self.provinces[at].1)
    }

    /// `MAP-6`: sets (or, with an empty one, removes) the province data of a land tile.
    pub fn set_province(&mut self, hex: Hex, province: Province) {
        let Some(i) = self.index(hex).filter(|i| self.tiles[*i].terrain == Terrain::Land || province.is_empty()) else {
            return;
        };
        match (self.provinces.binary_search_by_key(&i, |(j, _)| *j), province.is_empty()) {
            (Ok(at), true) => {
                self.provinces.remove(at);
            }
            (Ok(at), false) => self.provinces[at].1 = province,
            (Err(_), true) => {}
            (Err(at), false) => self.provinces.insert(at, (i, province)),
        }
    }

    /// `MAP-3`: a land tile with a water edge side or an open-water neighbour.
    pub fn is_coastal(&self, hex: Hex) -> bool {
        self.terrain(hex) == Some(Terrain::Land)
            && Dir::ALL.into_iter().any(|d| {
                let edge = Edge { hex, dir: d };
                self.side(edge) == Some(SideMark::Water) || self.terrain(hex.neighbor(d)) == Some(Terrain::OpenWater)
            })
    }

    pub fn starting_tiles(&self) -> impl Iterator<Item = Hex> + '_ {
        self.hexes().filter(|h| self.tile(*h).is_some_and(|t| t.starting))
    }

    /// A label players can find on the board: column letters and a row number, "C4".
    pub fn label(hex: Hex) -> String {
        let (col, row) = Map::offset_of(hex);
        let mut letters = String::new();
        let mut c = col;
        loop {
            letters.insert(0, char::from(b'A' + (c.rem_euclid(26)) as u8));
            c = c.div_euclid(26) - 1;
            if c < 0 {
                break;
            }
        }
        format!("{letters}{}", row + 1)
    }

    /// The hex a label such as "C4" names (the inverse of `label`).
    pub fn parse_label(label: &str) -> Option<Hex> {
        let label = label.trim();
        let split = label.find(|c: char| c.is_ascii_digit())?;
        let (letters, digits) = label.split_at(split);
        if letters.is_empty() || !letters.chars().all(|c| c.is_ascii_alphabetic()) {
            return None;
        }
        let col = letters.chars().try_fold(0i32, |acc, c| {
            acc.checked_mul(26)?.checked_add(i32::from(c.to_ascii_uppercase() as u8 - b'A') + 1)
        })? - 1;
        let row: i32 = digits.parse().ok()?;
        (row >= 1).then(|| Map::hex_at(col, row - 1))
    }
}

/// The text form of a map, in saves and scenario files.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct MapText {
    pub width: u16,
    pub height: u16,
    /// One string a row; tokens separated by spaces: `~` open water, `.` land, `m` marsh,
    /// followed by any of `r` river, `s` starting tile, `w` winter zone (`LOY-1`), `F`
    /// forest on all six sides, `M` mountains on all six sides.
    pub rows: Vec<String>,
    /// Marks on single edge sides, beyond whole-tile forests and mountains.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub edges: Vec<EdgeMark>,
    /// `MAP-6`, `DOM-1`: the sides that carry a road.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub roads: Vec<Road>,
    /// `MAP-6`, §8: province levels and holdings, for the tiles that have any.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub provinces: Vec<ProvinceMark>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Road {
    pub hex: Hex,
    pub dir: Dir,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ProvinceMark {
    pub hex: Hex,
    #[serde(flatten)]
    pub province: Province,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct EdgeMark {
    pub hex: Hex,
    pub dir: Dir,
    pub mark: SideMark,
}

fn parse_token(token: &str) -> Option<Tile> {
    let mut chars = token.chars();
    let terrain = match chars.next()? {
        '~' => Terrain::OpenWater,
        '.' => Terrain::Land,
        'm' => Terrain::Marsh,
        _ => return None,
    };
    let mut tile = Tile::new(terrain);
    for flag in chars {
        match flag {
            'r' => tile.river = true,
            's' => tile.starting = true,
            'w' => tile.winter_zone = true,
            'F' => tile.sides = [Some(SideMark::Forest); 6],
            'M' => tile.sides = [Some(SideMark::Mountain); 6],
            _ => return None,
        }
    }
    Some(tile)
}

fn whole_tile_mark(tile: &Tile) -> Option<SideMark> {
    let first = tile.sides[0]?;
    (first != SideMark::Water && tile.sides.iter().all(|s| *s == Some(first))).then_some(first)
}

fn token_of(tile: &Tile) -> String {
    let mut s = String::from(match tile.terrain {
        Terrain::OpenWater => '~',
        Terrain::Land => '.',
        Terrain::Marsh => 'm',
    });
    if tile.river {
        s.push('r');
    }
    if tile.starting {
        s.push('s');
    }
    if tile.winter_zone {
        s.push('w');
    }
    match whole_tile_mark(tile) {
        Some(SideMark::Forest) => s.push('F'),
        Some(SideMark::Mountain) => s.push('M'),
        _ => {}
    }
    s
}

impl From<Map> for MapText {
    fn from(map: Map) -> MapText {
        let w = usize::from(map.width);
        let rows = map.tiles.chunks(w).map(|row| row.iter().map(token_of).collect::<Vec<_>>().join(" ")).collect();
        let (mut edges, mut roads, mut provinces) = (Vec::new(), Vec::new(), Vec::new());
        for (i, tile) in map.tiles.iter().enumerate() {
            let hex = map.hex_of_index(i);
            for dir in Dir::ALL {
                if tile.roads.has(dir) {
                    roads.push(Road { hex, dir });
                }
            }
            if let Some(p) = map.province(hex) {
                provinces.push(ProvinceMark { hex, province: p.clone() });
            }
            if whole_tile_mark(tile).is_some() {
                continue;
            }
            for dir in Dir::ALL {
                if let Some(mark) = tile.sides[dir.index()] {
                    edges.push(EdgeMark { hex, dir, mark });
                }
            }
        }
        MapText { width: map.width, height: map.height, rows, edges, roads, provinces }
    }
}

impl TryFrom<MapText> for Map {
    type Error = MapError;

    fn try_from(text: MapText) -> Result<Map, MapError> {
        let mut map = Map::filled(text.width, text.height, Terrain::Land)?;
        if text.rows.len() != usize::from(text.height) {
            return Err(MapError::RowCount { expected: text.height, found: text.rows.len() });
        }
        for (row, line) in text.rows.iter().enumerate() {
            let tokens: Vec<&str> = line.split_whitespace().collect();
            if tokens.len() != usize::from(text.width) {
                return Err(MapError::RowLength { row: row + 1, expected: text.width, found: tokens.len() });
            }
            for (col, token) in tokens.into_iter().enumerate() {
                let tile = parse_token(token).ok_or_else(|| MapError::BadToken {
                    row: row + 1,
                    col: col + 1,
                    token: token.to_string(),
                })?;
                map.tiles[row * usize::from(text.width) + col] = tile;
            }
        }
        for e in text.edges {
            let tile = map.tile_mut(e.hex).ok_or(MapError::EdgeOffMap { hex: e.hex })?;
            tile.sides[e.dir.index()] = Some(e.mark);
        }
        for r in text.roads {
            let tile = map.tile_mut(r.hex).ok_or(MapError::EdgeOffMap { hex: r.hex })?;
            if tile.terrain == Terrain::OpenWater {
                return Err(MapError::RoadOnWater { hex: r.hex });
            }
            tile.roads.set(r.dir, true);
        }
        for p in text.provinces {
            let hex = p.hex;
            let levels = p.province.level.into_iter().chain(p.province.holdings.iter().map(|h| h.level));
            if let Some(level) = levels.into_iter().find(|l| *l > MAX_LEVEL) {
                return Err(MapError::Level { hex, level });
            }
            if let Some(owner) =
                p.province.holdings.iter().filter_map(|h| h.owner).find(|o| usize::from(*o) >= MAX_KINGDOMS)
            {
                return Err(MapError::HoldingOwner { hex, owner });
            }
            let tile = map.tile(hex).ok_or(MapError::EdgeOffMap { hex })?;
            if tile.terrain != Terrain::Land {
                return Err(MapError::ProvinceNotLand { hex });
            }
            map.set_province(hex, p.province);
        }
        Ok(map)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn text(rows: &[&str]) -> MapText {
        MapText {
            width: rows[0].split_whitespace().count() as u16,
            height: rows.len() as u16,
            rows: rows.iter().map(|s| s.to_string()).collect(),
            edges: vec![],
            roads: vec![],
            provinces: vec![],
        }
    }

    // MAP-1, MAP-5: offset layout round-trips; off-map hexes do not exist.
    #[test]
    fn map_1_map_5_offsets_round_trip_and_off_map_is_none() {
        let map = Map::filled(5, 4, Terrain::Land).unwrap();
        for (i, h) in map.hexes().enumerate() {
            assert_eq!(map.index(h), Some(i));
        }
        assert_eq!(map.index(Map::hex_at(5, 0)), None);
        assert_eq!(map.index(Map::hex_at(0, 4)), None);
        assert_eq!(map.index(Map::hex_at(-1, 2)), None);
        assert_eq!(map.neighbors(Map::hex_at(0, 0)).count(), 2);
        assert_eq!(map.neighbors(Map::hex_at(2, 1)).count(), 6);
    }

    // MAP-2: land meeting open water shows water; whole-tile forest marks six sides.
    #[test]
    fn map_2_water_edges_are_implied_and_whole_tile_marks_cover_six_sides() {
        let map = Map::try_from(text(&[". .F ~", ". . ."])).unwrap();
        let forest = Map::hex_at(1, 0);
        for d in Dir::ALL {
            assert_eq!(map.tile(forest).unwrap().sides[d.index()], Some(SideMark::Forest));
        }
        let land = Map::hex_at(2, 1);
        let to_water = Dir::ALL.into_iter().find(|d| land.neighbor(*d) == Map::hex_at(2, 0)).unwrap();
        assert_eq!(map.side(Edge { hex: land, dir: to_water }), Some(SideMark::Water));
        assert_eq!(map.side(Edge { hex: Map::hex_at(2, 0), dir: to_water.opposite() }), None);
    }

    // MAP-3, MAP-4: coastal tiles and starting tiles.
    #[test]
    fn map_3_map_4_coastal_and_starting_tiles() {
        let mut t = text(&["~ . .s", ". . .", "m . ."]);
        t.edges.push(EdgeMark { hex: Map::hex_at(2, 2), dir: Dir::E, mark: SideMark::Water });
        let map = Map::try_from(t).unwrap();
        assert!(map.is_coastal(Map::hex_at(1, 0)));
        assert!(map.is_coastal(Map::hex_at(0, 1)));
        assert!(map.is_coastal(Map::hex_at(2, 2)), "a painted water side makes a coast");
        assert!(!map.is_coastal(Map::hex_at(2, 1)));
        assert!(!map.is_coastal(Map::hex_at(0, 0)), "open water is not coastal");
        assert_eq!(map.starting_tiles().collect::<Vec<_>>(), vec![Map::hex_at(2, 0)]);
    }

    #[test]
    fn map_text_round_trips_and_bad_tokens_are_named() {
        let mut t = text(&["~ .rs .F", "m .M ."]);
        t.edges.push(EdgeMark { hex: Map::hex_at(2, 1), dir: Dir::W, mark: SideMark::Mountain });
        let map = Map::try_from(t.clone()).unwrap();
        assert_eq!(MapText::from(map), t);
        let err = Map::try_from(text(&[". x"])).unwrap_err();
        assert_eq!(err, MapError::BadToken { row: 1, col: 2, token: "x".into() });
        assert!(matches!(Map::try_from(MapText { width: 0, ..text(&["."]) }), Err(MapError::Size { .. })));
    }

    #[test]
    fn labels_read_like_a_board() {
        assert_eq!(Map::label(Map::hex_at(0, 0)), "A1");
        assert_eq!(Map::label(Map::hex_at(2, 3)), "C4");
        assert_eq!(Map::label(Map::hex_at(27, 9)), "AB10");
        for (c, r) in [(0, 0), (2, 3), (27, 9), (199, 199)] {
            assert_eq!(Map::parse_label(&Map::label(Map::hex_at(c, r))), Some(Map::hex_at(c, r)));
        }
        assert_eq!(Map::parse_label("c4"), Some(Map::hex_at(2, 3)));
        assert_eq!(Map::parse_label("4C"), None);
        assert_eq!(Map::parse_label("C0"), None);
    }
}
