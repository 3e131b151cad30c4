//! The static layers: terrain, edge sides, rivers and starting tiles, and roads. Drawn once per map;
//! nothing here changes during a campaign. Each kind of mark is one `<path>`, so a
//! 10,000-hex map is a handful of DOM nodes.

use super::layout::{center, glyph_path, hex_path, segment_path, side, side_midpoint};
use crate::engine::{Dir, Edge, Hex, Map, SideMark, Terrain};
use leptos::prelude::*;

/// Three fir trees around the tile centre.
const FOREST: [&[(f64, f64)]; 3] = [
    &[(-20.0, 4.0), (-13.0, -11.0), (-6.0, 4.0)],
    &[(-7.0, -2.0), (1.0, -19.0), (9.0, -2.0)],
    &[(6.0, 6.0), (13.0, -9.0), (20.0, 6.0)],
];
/// Two peaks around the tile centre.
const MOUNTAINS: [&[(f64, f64)]; 2] =
    [&[(-22.0, 8.0), (-8.0, -12.0), (6.0, 8.0)], &[(-4.0, 8.0), (10.0, -18.0), (24.0, 8.0)]];

#[derive(Default)]
struct Paths {
    land: String,
    marsh: String,
    water: String,
    forest: String,
    mountains: String,
    river: String,
    winter: String,
    side_water: String,
    side_forest: String,
    side_mountain: String,
}

/// The fills of open water and marsh, for every SVG that draws terrain (the campaign map,
/// the editor, the legend's swatches).
pub fn terrain_patterns() -> impl IntoView {
    view! {
        <pattern id="water" width="24" height="12" patternUnits="userSpaceOnUse">
            <rect width="24" height="12" fill="#8ec5e6" />
            <path d="M0,6 q6,-4 12,0 t12,0" fill="none" stroke="#b9dcf1" stroke-width="1.5" />
        </pattern>
        <pattern id="marsh" width="16" height="14" patternUnits="userSpaceOnUse">
            <rect width="16" height="14" fill="#a9c3a0" />
            <path d="M3,11 v-5 M6,11 v-7 M9,11 v-5 M2,12 h9" stroke="#5d7d57" stroke-width="1.2" />
        </pattern>
    }
}

/// A tile's board label ("C4"), above its centre.
pub fn tile_label(hex: Hex) -> impl IntoView {
    let (x, y) = center(hex);
    view! { <text class="tile-label" x=format!("{x:.1}") y=format!("{:.1}", y - 27.0)>{Map::label(hex)}</text> }
}

pub fn terrain_layer(map: &Map) -> impl IntoView {
    let mut p = Paths::default();
    let mut starts = Vec::new();
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
            starts
                .push(view! { <circle class="start-ring" cx=format!("{:.1}", c.0) cy=format!("{:.1}", c.1) r="24" /> });
        }
    }
    view! {
        <g class="layer-terrain">
            <path class="terrain terrain-land" d=p.land />
            <path class="terrain terrain-marsh" d=p.marsh />
            <path class="terrain terrain-water" d=p.water />
            <path class="glyph-forest" d=p.forest />
            <path class="glyph-mountain" d=p.mountains />
            <path class="river" d=p.river />
            <path class="winter-zone" d=p.winter />
            // Solid strokes, two for a forest or mountain side (an edge and a core): dashes
            // along thousands of sides made each redraw of a large map four times dearer.
            <path class="side side-water" d=p.side_water />
            <path class="side side-forest" d=p.side_forest.clone() />
            <path class="side side-forest-core" d=p.side_forest />
            <path class="side side-mountain" d=p.side_mountain.clone() />
            <path class="side side-mountain-core" d=p.side_mountain />
            {starts}
        </g>
    }
}

/// `DOM-1`: the roads, each from tile centre to tile centre across the border it crosses.
/// Drawn above the tiles' colours (they are drawn over the terrain), so a road stays
/// visible on held and unexplored land.
pub fn road_layer(map: &Map) -> impl IntoView {
    let mut d = String::new();
    for hex in map.hexes() {
        let c = center(hex);
        // Each border once: from the tile on its west or north side.
        for dir in [Dir::E, Dir::SE, Dir::SW] {
            if map.road(Edge { hex, dir }) {
                segment_path(c, side_midpoint(hex, dir), &mut d);
                segment_path(side_midpoint(hex, dir), center(hex.neighbor(dir)), &mut d);
            }
        }
    }
    (!d.is_empty()).then(|| {
        view! {
            <g class="layer-roads" data-testid="roads">
                <path class="road-bed" d=d.clone() />
                <path class="road" d=d />
            </g>
        }
    })
}
