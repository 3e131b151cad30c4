//! A map's terrain as SVG path data, one string per kind of mark (a 10,000-hex map is a
//! handful of paths), and the fills of open water and marsh: plain Rust, drawn by the
//! page's map and by the standalone picture alike.

use super::layout::{center, glyph_path, hex_path, segment_path, side, side_midpoint};
use crate::engine::{Dir, Edge, Map, SideMark, Terrain};

/// Three fir trees around the tile centre.
const FOREST: [&[(f64, f64)]; 3] = [
    &[(-20.0, 4.0), (-13.0, -11.0), (-6.0, 4.0)],
    &[(-7.0, -2.0), (1.0, -19.0), (9.0, -2.0)],
    &[(6.0, 6.0), (13.0, -9.0), (20.0, 6.0)],
];
/// Two peaks around the tile centre.
const MOUNTAINS: [&[(f64, f64)]; 2] =
    [&[(-22.0, 8.0), (-8.0, -12.0), (6.0, 8.0)], &[(-4.0, 8.0), (10.0, -18.0), (24.0, 8.0)]];

/// The terrain of a map as path data, one string per kind of mark: drawn by the page's
/// map and by the standalone picture (`picture.rs`) alike.
#[derive(Default)]
pub struct TerrainPaths {
    pub land: String,
    pub marsh: String,
    pub water: String,
    pub forest: String,
    pub mountains: String,
    pub river: String,
    pub winter: String,
    pub side_water: String,
    pub side_forest: String,
    pub side_mountain: String,
    /// The centres of the starting tiles (`MAP-4`).
    pub starts: Vec<(f64, f64)>,
}

impl TerrainPaths {
    pub fn of(map: &Map) -> TerrainPaths {
        let mut p = TerrainPaths::default();
        for hex in map.hexes() {
            let Some(tile) = map.tile(hex) else { continue };
            let c = center(hex);
            let base = match tile.terrain {
                Terrain::OpenWater => &mut p.water,
                Terrain::Land => &mut p.land,
                Terrain::Marsh => &mut p.marsh,
            };
            hex_path(hex, 1.0, base);
            let whole = tile.sides[0].filter(|first| tile.sides.iter().all(|s| *s == Some(*first)));
            match whole {
                Some(SideMark::Forest) => glyph_path(c, &FOREST, &mut p.forest),
                Some(SideMark::Mountain) => glyph_path(c, &MOUNTAINS, &mut p.mountains),
                _ => {}
            }
            for dir in Dir::ALL {
                let out = match map.side(Edge { hex, dir }) {
                    Some(SideMark::Water) => &mut p.side_water,
                    Some(SideMark::Forest) => &mut p.side_forest,
                    Some(SideMark::Mountain) => &mut p.side_mountain,
                    None => continue,
                };
                let (a, b) = side(hex, dir, 0.9);
                segment_path(a, b, out);
            }
            if tile.river {
                for dir in Dir::ALL {
                    let joins = map.tile(hex.neighbor(dir)).is_some_and(|t| t.river || t.terrain == Terrain::OpenWater);
                    if joins {
                        segment_path(c, side_midpoint(hex, dir), &mut p.river);
                    }
                }
            }
            if tile.winter_zone {
                hex_path(hex, 0.96, &mut p.winter);
            }
            if tile.starting {
                p.starts.push(c);
            }
        }
        p
    }
}

/// The fills of open water and marsh, as SVG text: for every SVG that draws terrain (the
/// campaign map, the editor, the legend's swatches, the standalone picture).
pub const PATTERNS: &str = concat!(
    r##"<pattern id="water" width="24" height="12" patternUnits="userSpaceOnUse">"##,
    r##"<rect width="24" height="12" fill="#8ec5e6"/>"##,
    r##"<path d="M0,6 q6,-4 12,0 t12,0" fill="none" stroke="#b9dcf1" stroke-width="1.5"/></pattern>"##,
    r##"<pattern id="marsh" width="16" height="14" patternUnits="userSpaceOnUse">"##,
    r##"<rect width="16" height="14" fill="#a9c3a0"/>"##,
    r##"<path d="M3,11 v-5 M6,11 v-7 M9,11 v-5 M2,12 h9" stroke="#5d7d57" stroke-width="1.2"/></pattern>"##,
);
