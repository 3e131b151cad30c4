//! The static layer: terrain, edge sides, rivers, starting tiles and board labels. Drawn
//! once per map; nothing here changes during a campaign.

use super::layout::{center, polygon, side, side_midpoint};
use crate::engine::{Dir, Edge, Map, SideMark, Terrain};
use leptos::prelude::*;

/// Three fir trees around the tile centre.
const FOREST_GLYPH: &str = "M-20,4 l7,-15 l7,15 z M-7,-2 l8,-17 l8,17 z M6,6 l7,-15 l7,15 z";
/// Two peaks around the tile centre.
const MOUNTAIN_GLYPH: &str = "M-22,8 L-8,-12 L6,8 Z M-4,8 L10,-18 L24,8 Z";

pub fn terrain_fill(t: Terrain) -> &'static str {
    match t {
        Terrain::OpenWater => "url(#water)",
        Terrain::Land => "#d9dfae",
        Terrain::Marsh => "url(#marsh)",
    }
}

fn side_class(mark: SideMark) -> &'static str {
    match mark {
        SideMark::Water => "side side-water",
        SideMark::Forest => "side side-forest",
        SideMark::Mountain => "side side-mountain",
    }
}

pub fn terrain_layer(map: &Map) -> impl IntoView {
    let mut tiles = Vec::new();
    let mut sides = Vec::new();
    let mut rivers = Vec::new();
    let mut marks = Vec::new();
    let mut labels = Vec::new();
    for hex in map.hexes() {
        let Some(tile) = map.tile(hex) else { continue };
        let (cx, cy) = center(hex);
        tiles.push(view! { <polygon class="tile" points=polygon(hex, 1.0) fill=terrain_fill(tile.terrain) /> });
        let whole = tile.sides.iter().all(|s| *s == tile.sides[0]) && tile.sides[0].is_some();
        match (whole, tile.sides[0]) {
            (true, Some(SideMark::Forest)) => marks.push(view! {
                <path class="glyph-forest" d=FOREST_GLYPH transform=format!("translate({cx:.1},{cy:.1})") />
            }.into_any()),
            (true, Some(SideMark::Mountain)) => marks.push(view! {
                <path class="glyph-mountain" d=MOUNTAIN_GLYPH transform=format!("translate({cx:.1},{cy:.1})") />
            }.into_any()),
            _ => {}
        }
        for dir in Dir::ALL {
            if let Some(mark) = map.side(Edge { hex, dir }) {
                let ((x1, y1), (x2, y2)) = side(hex, dir, 0.9);
                sides.push(view! {
                    <line class=side_class(mark) x1=format!("{x1:.1}") y1=format!("{y1:.1}") x2=format!("{x2:.1}") y2=format!("{y2:.1}") />
                });
            }
        }
        if tile.river {
            for dir in Dir::ALL {
                let n = hex.neighbor(dir);
                let joins = map
                    .tile(n)
                    .is_some_and(|t| t.river || t.terrain == Terrain::OpenWater);
                if joins {
                    let (mx, my) = side_midpoint(hex, dir);
                    rivers.push(view! {
                        <line class="river" x1=format!("{cx:.1}") y1=format!("{cy:.1}") x2=format!("{mx:.1}") y2=format!("{my:.1}") />
                    }.into_any());
                }
            }
            rivers.push(view! { <circle class="river-pool" cx=format!("{cx:.1}") cy=format!("{cy:.1}") r="4" /> }.into_any());
        }
        if tile.starting {
            marks.push(view! { <circle class="start-ring" cx=format!("{cx:.1}") cy=format!("{cy:.1}") r="24" /> }.into_any());
        }
        if tile.terrain != Terrain::OpenWater {
            labels.push(view! {
                <text class="tile-label" x=format!("{cx:.1}") y=format!("{:.1}", cy - 27.0)>{Map::label(hex)}</text>
            });
        }
    }
    view! {
        <g class="layer-terrain">
            {tiles}
            {marks}
            {rivers}
            {sides}
            {labels}
        </g>
    }
}
