//! Hex ↔ pixel maths for pointy-top hexes. The only floating point of the app lives in the
//! UI, here and in the view box.

use crate::engine::{Dir, Hex};

/// Circumradius of a drawn hex, in SVG units.
pub const SIZE: f64 = 40.0;
const SQRT3: f64 = 1.732_050_807_568_877_2;
/// A drawn hex's width across its flat sides, in SVG units: what a printed hex is measured by.
pub const ACROSS: f64 = SIZE * SQRT3;

pub fn center(hex: Hex) -> (f64, f64) {
    let (q, r) = (f64::from(hex.q), f64::from(hex.r));
    (SIZE * SQRT3 * (q + r / 2.0), SIZE * 1.5 * r)
}

/// Corner `i` (0..6) of a hex at `c`, scaled by `k` (1.0 = the hex outline).
pub fn corner(c: (f64, f64), i: usize, k: f64) -> (f64, f64) {
    let angle = (60.0 * i as f64 - 30.0).to_radians();
    (c.0 + SIZE * k * angle.cos(), c.1 + SIZE * k * angle.sin())
}

/// Path data of a hex outline scaled by `k`, to append to a path of many hexes: one
/// `<path>` per layer keeps a 10,000-hex map light for the browser.
pub fn hex_path(hex: Hex, k: f64, out: &mut String) {
    use std::fmt::Write;
    let c = center(hex);
    for i in 0..6 {
        let (x, y) = corner(c, i, k);
        let _ = write!(out, "{}{x:.1},{y:.1}", if i == 0 { 'M' } else { 'L' });
    }
    out.push('Z');
}

/// A token's width at full size, in SVG units (`tokens.rs`).
pub const TOKEN: f64 = 36.0;

/// The view (x, y, width, height in SVG units) that frames `tiles` on a frame `frame_px`
/// pixels wide and high at the zoom where a token is `token_px` wide: all of them where
/// they fit at that zoom, else those nearest the first, clear of the `covered_px` at the
/// frame's right (the map's buttons). None when no tile is named.
pub fn framing(tiles: &[Hex], frame_px: (f64, f64), token_px: f64, covered_px: f64) -> Option<(f64, f64, f64, f64)> {
    let first = *tiles.first()?;
    let unit = token_px / TOKEN;
    // The clear part of the frame, in SVG units.
    let (w, h) = ((frame_px.0 - covered_px).max(token_px) / unit, frame_px.1 / unit);
    let mut near = tiles.to_vec();
    crate::sort::sort_by_key(&mut near, |t| t.distance(first));
    let (x, y) = center(first);
    let (mut lo, mut hi) = ((x - SIZE, y - SIZE), (x + SIZE, y + SIZE));
    for tile in near {
        let (x, y) = center(tile);
        let (l, h2) = ((lo.0.min(x - SIZE), lo.1.min(y - SIZE)), (hi.0.max(x + SIZE), hi.1.max(y + SIZE)));
        if h2.0 - l.0 > w || h2.1 - l.1 > h {
            break;
        }
        (lo, hi) = (l, h2);
    }
    let (cx, cy) = ((lo.0 + hi.0) / 2.0, (lo.1 + hi.1) / 2.0);
    Some((cx - w / 2.0, cy - h / 2.0, frame_px.0 / unit, h))
}

/// How far to move the view `view` (x, y, width, height in SVG units, drawn centred in a
/// frame `frame_px` pixels wide and high) so that no whole tile of `tiles` lies under
/// `card_px`, the width and height of a card at the frame's top-left: the tiles under it
/// go below it or to its right, whichever is the shorter move that keeps every tile in
/// view in the frame, short of the `covered_px` at its right. The move in SVG units; None
/// when no tile lies under the card, or no such move clears them.
pub fn clear_of(
    view: (f64, f64, f64, f64),
    frame_px: (f64, f64),
    tiles: &[Hex],
    card_px: (f64, f64),
    covered_px: f64,
) -> Option<(f64, f64)> {
    let scale = (frame_px.0 / view.2).min(frame_px.1 / view.3);
    let margin = ((frame_px.0 - view.2 * scale) / 2.0, (frame_px.1 - view.3 * scale) / 2.0);
    let reach = SIZE * scale;
    // Each tile's box on screen, in pixels: left, top, right, bottom.
    let boxes: Vec<_> = tiles
        .iter()
        .map(|h| {
            let (x, y) = center(*h);
            let (x, y) = (margin.0 + (x - view.0) * scale, margin.1 + (y - view.1) * scale);
            (x - reach, y - reach, x + reach, y + reach)
        })
        .collect();
    let fits =
        |b: &(f64, f64, f64, f64)| b.0 >= 0.0 && b.1 >= 0.0 && b.2 <= frame_px.0 - covered_px && b.3 <= frame_px.1;
    let under = boxes.iter().filter(|b| b.0 < card_px.0 && b.1 < card_px.1 && b.2 > 0.0 && b.3 > 0.0);
    let (left, top) = under.fold((f64::MAX, f64::MAX), |(l, t), b| (l.min(b.0), t.min(b.1)));
    if left == f64::MAX {
        return None;
    }
    let shown: Vec<_> = boxes.iter().filter(|b| fits(b) || (b.0 < card_px.0 && b.1 < card_px.1)).collect();
    let moves = [(card_px.0 - left, 0.0), (0.0, card_px.1 - top)];
    let keeps = |(dx, dy): (f64, f64)| shown.iter().all(|b| fits(&(b.0 + dx, b.1 + dy, b.2 + dx, b.3 + dy)));
    let best = moves.into_iter().filter(|m| keeps(*m)).min_by(|a, b| (a.0 + a.1).total_cmp(&(b.0 + b.1)))?;
    Some((-best.0 / scale, -best.1 / scale))
}

/// Path data of a line segment, to append to a path of many segments.
pub fn segment_path(a: (f64, f64), b: (f64, f64), out: &mut String) {
    use std::fmt::Write;
    let _ = write!(out, "M{:.1},{:.1}L{:.1},{:.1}", a.0, a.1, b.0, b.1);
}

/// Path data of closed polygons given relative to `c`, to append to a path.
pub fn glyph_path(c: (f64, f64), shapes: &[&[(f64, f64)]], out: &mut String) {
    use std::fmt::Write;
    for shape in shapes {
        for (i, (x, y)) in shape.iter().enumerate() {
            let _ = write!(out, "{}{:.1},{:.1}", if i == 0 { 'M' } else { 'L' }, c.0 + x, c.1 + y);
        }
        out.push('Z');
    }
}

/// The two corners bounding the side facing `dir`, as indices for `corner`.
fn side_corners(dir: Dir) -> (usize, usize) {
    match dir {
        Dir::E => (0, 1),
        Dir::SE => (1, 2),
        Dir::SW => (2, 3),
        Dir::W => (3, 4),
        Dir::NW => (4, 5),
        Dir::NE => (5, 0),
    }
}

/// The side facing `dir`, drawn `k` of the way out from the centre (k < 1 sits inside).
pub fn side(hex: Hex, dir: Dir, k: f64) -> ((f64, f64), (f64, f64)) {
    let c = center(hex);
    let (a, b) = side_corners(dir);
    (corner(c, a, k), corner(c, b, k))
}

pub fn side_midpoint(hex: Hex, dir: Dir) -> (f64, f64) {
    let ((x1, y1), (x2, y2)) = side(hex, dir, 1.0);
    ((x1 + x2) / 2.0, (y1 + y2) / 2.0)
}

/// The side of `hex` nearest to an SVG point, for clicks on edges in the map editor.
pub fn nearest_side(hex: Hex, x: f64, y: f64) -> Dir {
    let dist = |d: &Dir| {
        let (mx, my) = side_midpoint(hex, *d);
        (mx - x).powi(2) + (my - y).powi(2)
    };
    Dir::ALL.into_iter().min_by(|a, b| dist(a).total_cmp(&dist(b))).unwrap_or(Dir::E)
}

/// The hex under an SVG point (axial rounding).
pub fn hex_at_point(x: f64, y: f64) -> Hex {
    let q = (SQRT3 / 3.0 * x - y / 3.0) / SIZE;
    let r = (2.0 / 3.0 * y) / SIZE;
    let s = -q - r;
    let (mut rq, mut rr, rs) = (q.round(), r.round(), s.round());
    let (dq, dr, ds) = ((rq - q).abs(), (rr - r).abs(), (rs - s).abs());
    if dq > dr && dq > ds {
        rq = -rr - rs;
    } else if dr > ds {
        rr = -rq - rs;
    }
    Hex::new(rq as i32, rr as i32)
}

/// Where a keyboard cursor goes from `from` by `columns` and `rows` on a map of `width` ×
/// `height` tiles: along its labelled columns and rows (odd rows shifted right, as the
/// labels run), stopping at the map's edge.
pub fn cursor_step(from: Hex, columns: i32, rows: i32, width: u16, height: u16) -> Hex {
    let col = from.q + (from.r - (from.r & 1)) / 2;
    let row = (from.r + rows).clamp(0, i32::from(height) - 1);
    let col = (col + columns).clamp(0, i32::from(width) - 1);
    Hex::new(col - (row - (row & 1)) / 2, row)
}

/// The SVG bounding box of a map of `width`×`height` offset tiles, with a margin.
pub fn map_bounds(width: u16, height: u16) -> (f64, f64, f64, f64) {
    let w = SIZE * SQRT3 * (f64::from(width) + 0.5);
    let h = SIZE * (1.5 * f64::from(height) + 0.5);
    let m = SIZE * 0.6;
    (-SIZE * SQRT3 / 2.0 - m, -SIZE - m, w + 2.0 * m, h + 2.0 * m)
}

#[cfg(test)]
mod tests {

    // A question naming tiles frames them where a token is a finger's width: all of them
    // when they fit at that zoom, else the group nearest the first.
    #[test]
    fn framing_shows_the_named_tiles_at_a_finger_s_zoom() {
        let inside = |v: (f64, f64, f64, f64), hex: Hex| {
            let (x, y) = center(hex);
            x >= v.0 && x <= v.0 + v.2 && y >= v.1 && y <= v.1 + v.3
        };
        let near = [Hex::new(2, 2), Hex::new(3, 2), Hex::new(2, 3)];
        let v = framing(&near, (390.0, 400.0), 44.0, 0.0).unwrap();
        assert!((v.2 - 390.0 * TOKEN / 44.0).abs() < 1e-9, "a token is 44 px: {v:?}");
        assert!(near.iter().all(|h| inside(v, *h)));
        let far = [Hex::new(2, 2), Hex::new(3, 2), Hex::new(40, 30)];
        let v = framing(&far, (390.0, 400.0), 44.0, 0.0).unwrap();
        assert!(inside(v, far[0]) && inside(v, far[1]) && !inside(v, far[2]), "the nearest group: {v:?}");
        assert_eq!(framing(&[], (390.0, 400.0), 44.0, 0.0), None);
        // The map's buttons cover 64 px at the right: the tiles stay clear of them, in the
        // part of the view to their left, the view itself the whole frame.
        let covered = 64.0 * TOKEN / 44.0;
        let v = framing(&near, (390.0, 400.0), 44.0, 64.0).unwrap();
        assert!((v.2 - 390.0 * TOKEN / 44.0).abs() < 1e-9 && (v.3 - 400.0 * TOKEN / 44.0).abs() < 1e-9);
        let clear = (v.0, v.1, v.2 - covered, v.3);
        assert!(near.iter().all(|h| inside(clear, *h)), "{v:?}");
        // Centred in the clear part, not in the whole frame.
        let xs = near.map(|h| center(h).0);
        let middle = (xs.iter().copied().fold(f64::MAX, f64::min) + xs.iter().copied().fold(f64::MIN, f64::max)) / 2.0;
        assert!((v.0 + (v.2 - covered) / 2.0 - middle).abs() < 1e-9, "{v:?}");
    }
    use super::*;

    // A card at the frame's top-left over a question's tile moves the view by the least
    // that clears the whole tile: below the card or to its right, never past the frame's
    // edges or under the map's buttons; no move when nothing is under the card or nothing
    // clears it.
    #[test]
    fn a_card_over_a_question_s_tile_moves_the_view_clear_of_it() {
        // One SVG unit a pixel: the frame shows exactly the view.
        let view = (0.0, 0.0, 400.0, 800.0);
        let at = |hex: Hex, (dx, dy): (f64, f64)| {
            let (x, y) = center(hex);
            (x - dx - SIZE, y - dy - SIZE, x - dx + SIZE, y - dy + SIZE)
        };
        let b = Hex::new(1, 1);
        let (bx, by) = center(b);
        // A phone's card, the frame's width and 200 px high, over B: B goes just below it.
        let m = clear_of(view, (400.0, 800.0), &[b], (400.0, 200.0), 0.0).unwrap();
        assert_eq!(m.0, 0.0);
        assert!((at(b, m).1 - 200.0).abs() < 1e-9, "{m:?}");
        // A laptop's narrow card: to its right is the shorter move.
        let m = clear_of(view, (400.0, 800.0), &[b], (bx - 10.0, 600.0), 0.0).unwrap();
        assert_eq!(m.1, 0.0);
        assert!((at(b, m).0 - (bx - 10.0)).abs() < 1e-9, "{m:?}");
        // Nothing under the card: no move.
        assert_eq!(clear_of(view, (400.0, 800.0), &[b], (bx - SIZE - 1.0, 600.0), 0.0), None);
        assert_eq!(clear_of(view, (400.0, 800.0), &[], (400.0, 600.0), 0.0), None);
        // Another tile at the bottom would leave the frame if the view moved down, and the
        // buttons cover the right: no move clears B.
        let low = Hex::new(0, 10);
        assert!(center(low).1 + SIZE <= 800.0);
        assert_eq!(center(low).1 + SIZE + (200.0 - (by - SIZE)), 820.0);
        assert_eq!(clear_of(view, (400.0, 800.0), &[b, low], (400.0, 200.0), 0.0), None);
        let m = clear_of(view, (400.0, 800.0), &[b, low], (400.0, 150.0), 0.0);
        assert!(m.is_some_and(|m| at(b, m).1 == 150.0 && at(low, m).3 <= 800.0), "{m:?}");
        // Scaled: the frame twice the view's size draws a unit as two pixels.
        let m = clear_of(view, (800.0, 1600.0), &[b], (800.0, 400.0), 0.0).unwrap();
        assert!((at(b, m).1 - 200.0).abs() < 1e-9, "{m:?}");
        // The buttons' 64 px at the right count as outside the frame.
        let right = Hex::new(3, 1);
        assert_eq!(center(right).0 + SIZE + (300.0 - (center(right).0 - SIZE)), 380.0);
        assert_eq!(clear_of(view, (400.0, 800.0), &[right], (300.0, 800.0), 64.0), None);
        assert!(clear_of(view, (400.0, 800.0), &[right], (300.0, 800.0), 0.0).is_some());
    }

    // The cursor walks the labelled columns and rows: from C2 (column 2, row 1 counted from
    // 0, an odd row) right is D2, up is C1, down is C3; it stops at the edges.
    #[test]
    fn the_keyboard_cursor_walks_labelled_columns_and_rows() {
        let at = |col: i32, row: i32| Hex::new(col - (row - (row & 1)) / 2, row);
        let c2 = at(2, 1);
        assert_eq!(cursor_step(c2, 1, 0, 10, 8), at(3, 1));
        assert_eq!(cursor_step(c2, -1, 0, 10, 8), at(1, 1));
        assert_eq!(cursor_step(c2, 0, -1, 10, 8), at(2, 0));
        assert_eq!(cursor_step(c2, 0, 1, 10, 8), at(2, 2));
        assert_eq!(cursor_step(at(0, 0), -1, -1, 10, 8), at(0, 0), "the corner");
        assert_eq!(cursor_step(at(9, 7), 1, 1, 10, 8), at(9, 7), "the far corner");
        assert_eq!(cursor_step(at(4, 3), 0, 1, 10, 8), at(4, 4), "down from an odd row keeps the column");
    }

    #[test]
    fn the_nearest_side_of_a_click() {
        let h = Hex::new(2, 1);
        for d in Dir::ALL {
            let (x, y) = side_midpoint(h, d);
            let (cx, cy) = center(h);
            assert_eq!(nearest_side(h, cx + (x - cx) * 0.8, cy + (y - cy) * 0.8), d);
        }
    }

    #[test]
    fn paths_close_one_shape_per_hex() {
        let mut d = String::new();
        hex_path(Hex::new(0, 0), 1.0, &mut d);
        hex_path(Hex::new(1, 0), 1.0, &mut d);
        assert_eq!(d.matches('Z').count(), 2);
        assert!(d.starts_with("M34.6,-20.0L34.6,20.0"), "{d}");
    }

    #[test]
    fn centres_round_trip_and_sides_face_their_neighbour() {
        for q in -3..4 {
            for r in -3..4 {
                let h = Hex::new(q, r);
                let (x, y) = center(h);
                assert_eq!(hex_at_point(x + 3.0, y - 2.0), h);
                for d in Dir::ALL {
                    let (mx, my) = side_midpoint(h, d);
                    let (nx, ny) = center(h.neighbor(d));
                    assert!(((x + nx) / 2.0 - mx).abs() < 0.01 && ((y + ny) / 2.0 - my).abs() < 0.01, "{d:?}");
                }
            }
        }
    }
}
