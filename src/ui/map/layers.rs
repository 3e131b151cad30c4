//! The core's layers of the map: the tiles' marks, the tokens with their orders and the
//! battle under way, the tiles a recap tells of, and the highlights of the legal tiles.
//! Each rules module draws its own layers (`loyalty`, `march`).

use super::layout::{center, hex_path, SIZE};
use super::terrain::{road_layer, tile_label};
use super::tokens::{
    battle_ring, colour_of, control_band, fog_band, order_layer, settlement_band, token_marks, TokenMark, BAND,
};
use super::viewport::ViewBox;
use crate::engine::tiles::Tiles;
use crate::engine::{DecisionKind, Hex, Terrain};
use crate::ui::language::Language;
use crate::ui::session::{recap_shown, Session};
use leptos::prelude::*;
use std::ops::Range;

/// Past this many legal tiles their outline stands still: marching dashes around hundreds
/// of tiles would redraw the whole map every frame.
const ANIMATED_UP_TO: usize = 40;

/// The tiles' marks, which change seldom: board labels, control, fog and settlements,
/// redrawn a band of tiles at a time when one of the band's tiles changed, and the roads.
pub fn tile_marks(session: Session, vb: RwSignal<ViewBox>, width: RwSignal<f64>) -> impl IntoView {
    let bands: Vec<(Range<usize>, Memo<Tiles>)> = {
        let n = session.game.with_untracked(|g| g.state().tiles.len());
        (0..n.div_ceil(BAND))
            .map(|b| {
                let range = b * BAND..((b + 1) * BAND).min(n);
                let part = range.clone();
                (range, Memo::new(move |_| session.game.with(|g| g.state().tiles.part(part.clone()))))
            })
            .collect()
    };
    // One layer of every band, each band redrawn on its own.
    let banded = move |draw: fn(&crate::engine::state::State, Range<usize>) -> AnyView| {
        bands
            .iter()
            .map(|(range, part)| {
                let (range, part) = (range.clone(), *part);
                move || {
                    // Read, not just tracked: a memo computes (and so subscribes) when read.
                    part.with(|_| ());
                    session.game.with_untracked(|g| draw(g.state(), range.clone()))
                }
            })
            .collect_view()
    };
    // Board labels only where they can be read: zoomed in far enough, inside the view.
    let labels = move || {
        let v = vb.get();
        let px_per_unit = width.get() / v.w;
        if SIZE * px_per_unit < 34.0 {
            return Vec::new();
        }
        session.game.with_untracked(|g| {
            g.map()
                .hexes()
                .filter(|h| g.map().terrain(*h) != Some(Terrain::OpenWater))
                .map(|h| (h, center(h)))
                .filter(|(_, (x, y))| {
                    *x > v.x - SIZE && *x < v.x + v.w + SIZE && *y > v.y - SIZE && *y < v.y + v.h + SIZE
                })
                .map(|(h, _)| tile_label(h))
                .collect::<Vec<_>>()
        })
    };
    view! {
        <g class="layer-labels">{labels}</g>
        <g class="layer-control">{banded(|s, r| control_band(s, r).into_any())}</g>
        <g class="layer-fog">{banded(|s, r| fog_band(s, r).into_any())}</g>
        <g class="layer-settlements">{banded(|s, r| settlement_band(s, r).into_any())}</g>
        {session.game.with_untracked(|g| road_layer(g.map()))}
    }
}

/// The battle under way, the tokens (each redrawn only when it changed) and their orders.
pub fn tokens(session: Session, lang: Language) -> impl IntoView {
    let tokens: Memo<Vec<(TokenMark, (f64, f64))>> = Memo::new(move |_| session.game.with(|g| token_marks(g.state())));
    view! {
        {move || session.game.with(|g| battle_ring(g.state()))}
        <g class="layer-tokens">
            <For each=move || tokens.get() key=|(mark, _)| mark.clone() let(placed)>{placed.0.view()}</For>
        </g>
        {move || tokens.with(|placed| session.game.with(|g| order_layer(g.state(), placed, lang)))}
    }
}

/// The tiles the month before's recap tells of, ringed while it is shown.
pub fn recap_ring(session: Session) -> impl IntoView {
    move || {
        session.game.with(|g| {
            recap_shown(&session, g).map(|(r, _)| {
                let mut d = String::new();
                let tiles = r
                    .battles
                    .iter()
                    .map(|b| b.0)
                    .chain(r.captures.iter().map(|c| c.0))
                    .chain(r.finds.iter().map(|f| f.0));
                tiles.for_each(|h| hex_path(h, 0.7, &mut d));
                view! { <path class="recap-mark" data-testid="recap-tiles" d=d /> }
            })
        })
    }
}

/// The highlights: the legal tiles' outline (still when there are none or too many to
/// animate), where the picked token may move (`SUM-ORD-4`), the selected tile and the
/// keyboard's cursor.
pub fn highlights(session: Session, cursor: RwSignal<Option<Hex>>, focused: RwSignal<bool>) -> impl IntoView {
    let legal = Memo::new(move |_| {
        let mut d = String::new();
        // The past (the timeline) has nothing to choose, nor a screen whose question is
        // answered on another device: no tile is offered.
        let offered = !session.is_past && session.answered_elsewhere().is_none();
        let tiles = if offered { session.decision.with(|d| d.tiles()) } else { Vec::new() };
        tiles.iter().for_each(|h| hex_path(*h, 0.84, &mut d));
        let n = tiles.len();
        (d, n == 0 || n > ANIMATED_UP_TO, tiles)
    });
    // The ring runs across a tile's label: a few tiles offered are labelled again above it.
    let labels = move || {
        legal.with(|(_, _, tiles)| {
            (tiles.len() <= ANIMATED_UP_TO).then(|| tiles.iter().map(|h| tile_label(*h)).collect_view())
        })
    };
    let selection = move || {
        session.picks.selected.get().map(|h| {
            let mut d = String::new();
            hex_path(h, 0.98, &mut d);
            view! { <path class="selected" d=d /> }
        })
    };
    let targets = move || {
        let picked = session.picks.token.get();
        let mut d = String::new();
        session.decision.with(|decision| {
            if let DecisionKind::GiveOrder { tokens } = &decision.kind {
                // A lone waiting token's tiles show without picking it (`view::tile_click`).
                let lone = tokens.len() == 1;
                tokens
                    .iter()
                    .filter(|t| lone || Some(t.token) == picked)
                    .flat_map(|t| t.move_targets())
                    .for_each(|h| hex_path(h, 0.84, &mut d));
            }
        });
        d
    };
    view! {
        <path class="legal-edge" d=move || legal.with(|h| h.0.clone()) />
        <path class="legal" class:still=move || legal.with(|h| h.1) d=move || legal.with(|h| h.0.clone()) />
        <path class="move-target" d=targets />{selection}{labels}
        {move || focused.get().then(|| cursor.get()).flatten().map(|hex| {
            let mut d = String::new();
            hex_path(hex, 0.9, &mut d);
            view! { <path class="cursor-edge" d=d.clone() /><path class="cursor" data-testid="map-cursor" d=d /> }
        })}
    }
}

/// The marks the rules modules draw on tiles (`view::module_marks`): a badge at the tile's
/// upper right in its kingdom's colour, with its meaning for a pointer and a reader.
pub fn module_marks(session: Session, lang: Language) -> impl IntoView {
    move || {
        let marks = session.game.with(|g| {
            crate::engine::view::module_marks(g.state())
                .into_iter()
                .map(|m| (m.hex, m.symbol, colour_of(g.state(), m.kingdom), m.meaning))
                .collect::<Vec<_>>()
        });
        view! {
            <g class="layer-module-marks">
                {marks.into_iter().map(|(hex, symbol, colour, meaning)| {
                    let (x, y) = center(hex);
                    let (x, y) = (x + SIZE * 0.55, y - SIZE * 0.55);
                    view! {
                        <g class="module-mark" data-testid=format!("module-mark-{}", crate::engine::Map::label(hex))>
                            <title>{lang.say(&meaning)}</title>
                            <circle cx=x cy=y r=SIZE * 0.28 fill=colour />
                            <text x=x y=y + SIZE * 0.1 text-anchor="middle">{symbol.to_string()}</text>
                        </g>
                    }
                }).collect_view()}
            </g>
        }
    }
}
