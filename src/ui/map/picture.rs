//! The map as one standalone SVG document: terrain, who holds each tile, settlements with
//! their kingdom's emblem, armies with their numbers, and board labels. Needs no page, no
//! script and no style sheet, so it can go into the campaign's story or be saved as an
//! image. Plain Rust, tested natively.

use super::layout::{center, hex_path, map_bounds};
use super::paths::{TerrainPaths, PATTERNS};
use super::shapes::{emblem, settlement_path, STAR};
use crate::engine::{Map, State};
use crate::ui::escaped;
use std::fmt::Write;

/// The looks of the marks, as the page's style sheet gives them (style/main.css): a
/// standalone picture carries its own.
const STYLE: &str = "\
.terrain{stroke:#6b6b5f;stroke-width:1;stroke-linejoin:round}\
.land{fill:#d9dfae}.marsh{fill:url(#marsh)}.water{fill:url(#water)}\
.forest{fill:#2e7d32;stroke:#174d1c;stroke-width:1}\
.mountains{fill:#a1887f;stroke:#4e342e;stroke-width:1.5;stroke-linejoin:round}\
.river{fill:none;stroke:#2f7fd1;stroke-width:6;stroke-linecap:round;stroke-linejoin:round}\
.side{fill:none;stroke-linecap:round}\
.side-water{stroke:#1f6fb2;stroke-width:5}.side-forest{stroke:#1d5e2f;stroke-width:6}\
.side-mountain{stroke:#5d4037;stroke-width:8}\
.start{fill:none;stroke:#fff;stroke-width:4}\
.control{fill-opacity:.3;stroke-width:3.5;stroke-opacity:.95}\
.settlement{stroke:#1b1b1b;stroke-width:1.6;stroke-linejoin:round}\
.emblem{fill:#fff;stroke:#1b1b1b;stroke-width:1.2;stroke-linejoin:round}\
.star{fill:#ffd54f;stroke:#5d4300;stroke-width:1.2}\
.army{stroke:#fff;stroke-width:2.2}\
.number{font:800 13px sans-serif;fill:#fff;text-anchor:middle}\
.label{font:600 11px sans-serif;fill:#0008;text-anchor:middle}";

/// `state`'s map as an SVG document `width` user units wide per tile column (its height
/// follows).
pub fn svg(state: &State) -> String {
    let map: &Map = &state.map;
    let (x, y, w, h) = map_bounds(map.width(), map.height());
    let mut out = String::new();
    let _ = write!(
        out,
        r#"<svg xmlns="http://www.w3.org/2000/svg" viewBox="{x:.1} {y:.1} {w:.1} {h:.1}" width="{w:.0}" height="{h:.0}" role="img"><title>The map</title><defs>{PATTERNS}<style>{STYLE}</style></defs>"#
    );
    let p = TerrainPaths::of(map);
    for (class, d) in [("terrain land", &p.land), ("terrain marsh", &p.marsh), ("terrain water", &p.water)] {
        path(&mut out, class, d);
    }
    for (class, d) in [
        ("forest", &p.forest),
        ("mountains", &p.mountains),
        ("river", &p.river),
        ("side side-water", &p.side_water),
        ("side side-forest", &p.side_forest),
        ("side side-mountain", &p.side_mountain),
    ] {
        path(&mut out, class, d);
    }
    for (cx, cy) in &p.starts {
        let _ = write!(out, r#"<circle class="start" cx="{cx:.1}" cy="{cy:.1}" r="24"/>"#);
    }
    // Who holds each tile, one path per kingdom in its colour.
    for (i, kingdom) in state.kingdoms.iter().enumerate() {
        let mut d = String::new();
        for hex in map.hexes() {
            if state.control(hex).is_some_and(|k| usize::from(k.0) == i) {
                hex_path(hex, 0.93, &mut d);
            }
        }
        if !d.is_empty() {
            let c = escaped(&kingdom.colour);
            let _ = write!(out, r#"<path class="control" fill="{c}" stroke="{c}" d="{d}"/>"#);
        }
    }
    for hex in map.hexes() {
        let (cx, cy) = center(hex);
        let _ = write!(out, r#"<text class="label" x="{cx:.1}" y="{:.1}">{}</text>"#, cy - 27.0, Map::label(hex));
        let Some(s) = state.tile(hex).and_then(|t| t.settlement.as_ref()) else { continue };
        let owner = state.control(hex);
        let colour = escaped(owner.and_then(|k| state.kingdom(k)).map_or("#9e9e9e", |k| k.colour.as_str()));
        let _ = write!(
            out,
            r#"<path class="settlement" fill="{colour}" transform="translate({cx:.1},{:.1})" d="{}"/>"#,
            cy - 4.0,
            settlement_path(s.kind)
        );
        if let Some(k) = owner {
            let _ = write!(
                out,
                r#"<path class="emblem" transform="translate({cx:.1},{:.1}) scale(0.8)" d="{}"/>"#,
                cy + 1.0,
                emblem(k)
            );
        }
        if s.capital_of.is_some() {
            let _ = write!(out, r#"<path class="star" transform="translate({cx:.1},{:.1})" d="{STAR}"/>"#, cy - 24.0);
        }
    }
    // Armies along the foot of their tile, numbered.
    for hex in map.hexes() {
        let (cx, cy) = center(hex);
        let here: Vec<_> = state.armies_at(hex).collect();
        let n = here.len() as f64;
        for (i, (id, army)) in here.iter().enumerate() {
            let ax = cx + (i as f64 - (n - 1.0) / 2.0) * 30.0;
            let colour = escaped(state.kingdom(army.kingdom).map_or("#9e9e9e", |k| k.colour.as_str()));
            let _ = write!(
                out,
                r#"<g><rect class="army" x="{:.1}" y="{:.1}" width="26" height="18" rx="4" fill="{colour}"/><text class="number" x="{ax:.1}" y="{:.1}">{id}</text></g>"#,
                ax - 13.0,
                cy + 8.0,
                cy + 22.0
            );
        }
    }
    out.push_str("</svg>");
    out
}

fn path(out: &mut String, class: &str, d: &str) {
    if !d.is_empty() {
        let _ = write!(out, r#"<path class="{class}" d="{d}"/>"#);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::testing::after_setup;

    fn count(text: &str, what: &str) -> usize {
        text.matches(what).count()
    }

    // MAP-1…MAP-4, SET-3, SET-4: the picture of the sample map just after setup holds
    // every tile's label, the terrain kinds, each kingdom's tiles in its colour, every
    // settlement with its owner's emblem, one star per capital and every army.
    #[test]
    fn map_1_the_picture_holds_the_whole_map_as_it_stands() {
        let state = after_setup();
        let svg = svg(&state);
        assert!(svg.starts_with("<svg xmlns=\"http://www.w3.org/2000/svg\""));
        assert!(svg.ends_with("</svg>"));
        let tiles = state.map.hexes().count();
        assert_eq!(count(&svg, r#"<text class="label""#), tiles);
        assert!(svg.contains(">A1<"));
        assert_eq!(count(&svg, "class=\"terrain "), 3, "land, marsh, water");
        let settlements = state.tiles.iter().filter(|t| t.settlement.is_some()).count();
        assert_eq!(count(&svg, "class=\"settlement\""), settlements);
        let held = state.tiles.iter().filter(|t| t.settlement.is_some() && t.control.is_some()).count();
        assert_eq!(count(&svg, "class=\"emblem\""), held);
        assert_eq!(count(&svg, "class=\"star\""), state.kingdoms.len(), "one capital each");
        assert_eq!(count(&svg, "class=\"army\""), state.armies.len());
        for k in &state.kingdoms {
            assert!(svg.contains(&format!("class=\"control\" fill=\"{}\"", k.colour)), "{}'s tiles", k.name);
        }
        assert!(!svg.contains("<script"), "no script: it opens anywhere");
        // A colour from an old save (checked only since rules version 2) stays a value.
        let mut odd = state.clone();
        odd.kingdoms[0].colour = "\"/><script>x</script>".into();
        assert!(!super::svg(&odd).contains("<script"));
    }
}
