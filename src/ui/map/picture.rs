//! The map as one standalone SVG document: terrain, who holds each tile, settlements with
//! their kingdom's emblem, armies with their numbers, and board labels. Needs no page, no
//! script and no style sheet, so it can go into the campaign's story or be saved as an
//! image, printed at the scale of the table's terrain or drawn into a PNG. Plain Rust,
//! tested natively.

use super::layout::{center, hex_path, map_bounds, ACROSS};
use super::paths::{TerrainPaths, PATTERNS};
use super::shapes::{emblem, settlement_path, STAR};
use crate::engine::{Map, State};
use crate::ui::markup::escaped;
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

/// How large a picture says it is.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Size {
    /// The map's own units, for a page to scale as it likes.
    Units,
    /// Printed with every hex `hex_mm` millimetres across its flat sides: the scale of the
    /// table's terrain.
    Printed { hex_mm: f64 },
}

/// The whole picture's width and height in millimetres, printed with hexes `hex_mm` across.
pub fn millimetres(map: &Map, hex_mm: f64) -> (f64, f64) {
    let (_, _, w, h) = map_bounds(map.width(), map.height());
    let k = hex_mm / ACROSS;
    (w * k, h * k)
}

/// The same in pixels at `dpi` dots an inch.
pub fn pixels(map: &Map, hex_mm: f64, dpi: f64) -> (u32, u32) {
    let (w, h) = millimetres(map, hex_mm);
    let px = |mm: f64| (mm / 25.4 * dpi).round().max(1.0) as u32;
    (px(w), px(h))
}

/// The largest canvas the common browsers draw into (Chromium's limits; Firefox's are
/// larger): pixels a side, and pixels in all. Some draw less; the page checks what it got.
pub const CANVAS_SIDE: u32 = 32_767;
pub const CANVAS_AREA: u64 = 268_435_456;

/// Whether a picture of `pixels` fits in a canvas.
pub fn fits_canvas((w, h): (u32, u32)) -> bool {
    w <= CANVAS_SIDE && h <= CANVAS_SIDE && u64::from(w) * u64::from(h) <= CANVAS_AREA
}

/// The most whole dots an inch at which the map, hexes `hex_mm` across, fits a canvas.
pub fn most_dpi(map: &Map, hex_mm: f64) -> u32 {
    let (w, h) = millimetres(map, hex_mm);
    let (wi, hi) = (w / 25.4, h / 25.4);
    let side = f64::from(CANVAS_SIDE) / wi.max(hi);
    let area = (CANVAS_AREA as f64 / (wi * hi)).sqrt();
    let mut dpi = side.min(area).floor() as u32;
    // Rounding may put the last pixel over: step down until it fits.
    while dpi > 1 && !fits_canvas(pixels(map, hex_mm, f64::from(dpi))) {
        dpi -= 1;
    }
    dpi
}

/// `state`'s map as an SVG document of `size`, titled in English.
pub fn svg(state: &State, size: Size) -> String {
    svg_in("en", state, size)
}

/// `state`'s map as an SVG document of `size`, titled in language `code`.
pub fn svg_in(code: &str, state: &State, size: Size) -> String {
    let map: &Map = &state.map;
    let (x, y, w, h) = map_bounds(map.width(), map.height());
    let (width, height) = match size {
        Size::Units => (format!("{w:.0}"), format!("{h:.0}")),
        Size::Printed { hex_mm } => {
            let (w, h) = millimetres(map, hex_mm);
            (format!("{w:.2}mm"), format!("{h:.2}mm"))
        }
    };
    let title = escaped(&crate::words::with(|w| w.text(code, "picture-title", &[])));
    let mut out = String::new();
    let _ = write!(
        out,
        r#"<svg xmlns="http://www.w3.org/2000/svg" viewBox="{x:.1} {y:.1} {w:.1} {h:.1}" width="{width}" height="{height}" role="img"><title>{title}</title><defs>{PATTERNS}<style>{STYLE}</style></defs>"#
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
        let svg = svg_in("en", &state, Size::Units);
        assert!(svg.starts_with("<svg xmlns=\"http://www.w3.org/2000/svg\""));
        assert!(svg.contains("<title>The map</title>"));
        assert!(svg_in("ru", &state, Size::Units).contains("<title>Карта</title>"), "titled in the page's language");
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
        assert!(!super::svg(&odd, Size::Units).contains("<script"));
    }

    // Printed at the table's scale: each hex `hex_mm` across its flat sides. The picture
    // holds the map's columns plus half a column (odd rows are shifted) and a margin of
    // 0.6 hex radius each side; rows step 1.5 radii, plus half a hex and the margins. With
    // a radius r, a hex is r·√3 across: so, in hexes across, the width is
    // W + 0.5 + 1.2/√3 and the height (1.5·H + 0.5 + 1.2)/√3.
    #[test]
    fn a_printed_map_is_as_many_millimetres_as_its_hexes_make() {
        let state = after_setup();
        let (cols, rows) = (f64::from(state.map.width()), f64::from(state.map.height()));
        let root3 = 3f64.sqrt();
        for hex_mm in [25.0, 38.1, 50.0] {
            let (w, h) = millimetres(&state.map, hex_mm);
            assert!((w - hex_mm * (cols + 0.5 + 1.2 / root3)).abs() < 1e-9, "width at {hex_mm} mm");
            assert!((h - hex_mm * (1.5 * rows + 1.7) / root3).abs() < 1e-9, "height at {hex_mm} mm");
            let printed = svg(&state, Size::Printed { hex_mm });
            assert!(printed.contains(&format!(r#"width="{w:.2}mm" height="{h:.2}mm""#)), "{}", &printed[..200]);
        }
        // At 150 dpi, 25.4 mm are 150 pixels.
        let (w, h) = millimetres(&state.map, 25.4);
        assert_eq!(
            pixels(&state.map, 25.4, 150.0),
            ((w * 150.0 / 25.4).round() as u32, (h * 150.0 / 25.4).round() as u32)
        );
        assert_eq!(pixels(&state.map, 25.4, 150.0).0, ((cols + 0.5 + 1.2 / root3) * 150.0).round() as u32);
    }

    // The canvas limit: a side of 32,767 pixels and 268,435,456 in all.
    #[test]
    fn the_most_dpi_is_the_last_that_fits_a_canvas() {
        let state = after_setup();
        for hex_mm in [10.0, 30.0, 120.0] {
            let most = most_dpi(&state.map, hex_mm);
            assert!(fits_canvas(pixels(&state.map, hex_mm, f64::from(most))), "{most} dpi fits at {hex_mm} mm");
            assert!(!fits_canvas(pixels(&state.map, hex_mm, f64::from(most + 1))), "{} dpi does not", most + 1);
        }
        assert!(fits_canvas((CANVAS_SIDE, 8_192)) && !fits_canvas((CANVAS_SIDE + 1, 10)));
        assert!(fits_canvas((16_384, 16_384)) && !fits_canvas((16_385, 16_384)), "the area");
    }
}
