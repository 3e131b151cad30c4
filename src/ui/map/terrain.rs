//! The static layers: terrain, edge sides, rivers and starting tiles, and roads. Drawn once per map;
//! nothing here changes during a campaign. Each kind of mark is one `<path>`, so a
//! 10,000-hex map is a handful of DOM nodes.

use super::layout::{center, segment_path, side_midpoint};
use super::paths::{TerrainPaths, PATTERNS};
use crate::engine::{Dir, Edge, Hex, Map};
use leptos::prelude::*;

/// `PATTERNS` in a page's SVG (inside its `<defs>`).
pub fn terrain_patterns() -> impl IntoView {
    view! { <g inner_html=PATTERNS /> }
}

/// A tile's board label ("C4"), above its centre.
pub fn tile_label(hex: Hex) -> impl IntoView {
    let (x, y) = center(hex);
    view! { <text class="tile-label" x=format!("{x:.1}") y=format!("{:.1}", y - 27.0)>{Map::label(hex)}</text> }
}

pub fn terrain_layer(map: &Map) -> impl IntoView {
    let p = TerrainPaths::of(map);
    let starts = p
        .starts
        .iter()
        .map(|c| view! { <circle class="start-ring" cx=format!("{:.1}", c.0) cy=format!("{:.1}", c.1) r="24" /> })
        .collect_view();
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
