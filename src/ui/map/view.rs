//! The map component and its viewport.

use super::layout::{center, cursor_step, hex_at_point, hex_path, map_bounds, SIZE};
use super::loyalty::{army_warnings, heat_map, module_marks, retreat_marks, supply_line};
use super::march::{domain_marks, laid_path, path_layer, planned_marches, province_layer, reach_layer};
use super::terrain::{road_layer, terrain_layer, terrain_patterns, tile_label};
use super::tokens::{battle_ring, control_band, fog_band, order_layer, settlement_band, token_marks, BAND};
use super::words::tile_words;
use crate::engine::tiles::Tiles;
use crate::engine::{DecisionKind, Hex, KingdomId, Terrain};
use crate::ui::language::use_language;
use crate::ui::map_image::MapImage;
use crate::ui::session::{recap_shown, Session};
use leptos::prelude::*;
use std::collections::BTreeMap;
use std::ops::Range;

/// The element an event listener sits on (the map), to capture a pointer there.
fn event_element(ev: &leptos::ev::PointerEvent) -> Option<web_sys::Element> {
    ev.current_target().and_then(|t| wasm_bindgen::JsCast::dyn_into::<web_sys::Element>(t).ok())
}

#[derive(Clone, Copy, Debug, PartialEq)]
pub struct ViewBox {
    pub x: f64,
    pub y: f64,
    pub w: f64,
    pub h: f64,
}

impl ViewBox {
    pub fn attr(&self) -> String {
        format!("{:.1} {:.1} {:.1} {:.1}", self.x, self.y, self.w, self.h)
    }

    /// Zoom by `factor` (> 1 zooms in) keeping the SVG point (px, py) still.
    fn zoom(self, factor: f64, px: f64, py: f64, home: ViewBox) -> ViewBox {
        let w = (self.w / factor).clamp(home.w / 12.0, home.w * 1.5);
        let k = w / self.w;
        let h = self.h * k;
        ViewBox { x: px - (px - self.x) * k, y: py - (py - self.y) * k, w, h }
    }
}

/// Maps client pixels to SVG units under `preserveAspectRatio="xMidYMid meet"`.
pub fn to_svg(svg: &web_sys::Element, vb: ViewBox, client_x: f64, client_y: f64) -> (f64, f64, f64) {
    let r = svg.get_bounding_client_rect();
    let scale = (r.width() / vb.w).min(r.height() / vb.h).max(1e-6);
    let ox = r.left() + (r.width() - vb.w * scale) / 2.0;
    let oy = r.top() + (r.height() - vb.h * scale) / 2.0;
    (vb.x + (client_x - ox) / scale, vb.y + (client_y - oy) / scale, scale)
}

struct Gesture {
    pointers: BTreeMap<i32, (f64, f64)>,
    moved: f64,
    pinch: Option<f64>,
}

/// The CSS transform that shows, on a map drawn at `drawn`, what `live` would draw: a pan
/// or zoom under way moves the drawn picture on the compositor instead of redrawing
/// thousands of hexes every frame. `box_w`, `box_h`: the map's size on screen.
fn interim_transform(drawn: ViewBox, live: ViewBox, box_w: f64, box_h: f64) -> String {
    let scale = |v: ViewBox| (box_w / v.w).min(box_h / v.h).max(1e-6);
    let (s_drawn, s_live) = (scale(drawn), scale(live));
    let k = s_live / s_drawn;
    // Both boxes have the same shape, so the letterbox margin is the same for both.
    let (ox, oy) = ((box_w - drawn.w * s_drawn) / 2.0, (box_h - drawn.h * s_drawn) / 2.0);
    let tx = ox * (1.0 - k) + (drawn.x - live.x) * s_live;
    let ty = oy * (1.0 - k) + (drawn.y - live.y) * s_live;
    format!("translate({tx:.2}px,{ty:.2}px) scale({k:.5})")
}

/// Past this many legal tiles their outline stands still: marching dashes around hundreds
/// of tiles would redraw the whole map every frame.
const ANIMATED_UP_TO: usize = 40;

/// How long after the last wheel step a zoom is drawn afresh, in ms.
const WHEEL_SETTLE_MS: u64 = 160;

#[component]
pub fn MapView(session: Session, on_tile: Callback<Hex>) -> impl IntoView {
    let t = use_language();
    let (home, terrain) = session.game.with_untracked(|g| {
        let (x, y, w, h) = map_bounds(g.map().width(), g.map().height());
        (ViewBox { x, y, w, h }, terrain_layer(g.map()))
    });
    // `vb` is what the SVGs are drawn at; `live` is where the player has moved the view,
    // ahead of it while a gesture lasts (`interim_transform`).
    let vb = RwSignal::new(home);
    let live = StoredValue::new(home);
    let frame_ref = NodeRef::<leptos::html::Div>::new();
    let canvas_ref = NodeRef::<leptos::html::Div>::new();
    let gesture = StoredValue::new(Gesture { pointers: BTreeMap::new(), moved: 0.0, pinch: None });
    let settle = StoredValue::new(None::<TimeoutHandle>);

    // The frame never moves: pointer positions are read against it.
    let element = move || frame_ref.get_untracked().map(web_sys::Element::from);
    let to_view = move |client_x: i32, client_y: i32| {
        element().map(|e| to_svg(&e, live.get_value(), f64::from(client_x), f64::from(client_y)))
    };
    let show = move || {
        let (Some(frame), Some(canvas)) = (element(), canvas_ref.get_untracked()) else { return };
        let r = frame.get_bounding_client_rect();
        let t = interim_transform(vb.get_untracked(), live.get_value(), r.width(), r.height());
        let _ = canvas.set_attribute("style", &format!("transform:{t}"));
    };
    // Draws the view afresh where the gesture left it.
    let commit = move || {
        if let Some(h) = settle.get_value() {
            h.clear();
        }
        if let Some(canvas) = canvas_ref.get_untracked() {
            let _ = canvas.remove_attribute("style");
        }
        let v = live.get_value();
        if vb.get_untracked() != v {
            vb.set(v);
        }
    };
    let go = move |v: ViewBox| {
        live.set_value(v);
        commit();
    };
    let on_wheel = move |ev: leptos::ev::WheelEvent| {
        ev.prevent_default();
        let Some((px, py, _)) = to_view(ev.client_x(), ev.client_y()) else { return };
        let factor = if ev.delta_y() < 0.0 { 1.2 } else { 1.0 / 1.2 };
        live.update_value(|v| *v = v.zoom(factor, px, py, home));
        show();
        if let Some(h) = settle.get_value() {
            h.clear();
        }
        let handle = set_timeout_with_handle(commit, std::time::Duration::from_millis(WHEEL_SETTLE_MS));
        settle.set_value(handle.ok());
    };
    let on_down = move |ev: leptos::ev::PointerEvent| {
        if let Some(svg) = event_element(&ev) {
            let _ = svg.set_pointer_capture(ev.pointer_id());
        }
        gesture.update_value(|g| {
            g.pointers.insert(ev.pointer_id(), (f64::from(ev.client_x()), f64::from(ev.client_y())));
            if g.pointers.len() == 1 {
                g.moved = 0.0;
            }
            g.pinch = None;
        });
    };
    let on_move = move |ev: leptos::ev::PointerEvent| {
        let id = ev.pointer_id();
        // DOM-11: a pointer hovering (no button down) draws the march path to its tile.
        if gesture.with_value(|g| g.pointers.is_empty()) && session.token.get_untracked().is_some() {
            let hex = to_view(ev.client_x(), ev.client_y()).map(|(x, y, _)| hex_at_point(x, y));
            if session.hover.get_untracked() != hex {
                session.hover.set(hex);
            }
        }
        let now = (f64::from(ev.client_x()), f64::from(ev.client_y()));
        let mut change = None;
        gesture.update_value(|g| {
            let Some(&before) = g.pointers.get(&id) else {
                return;
            };
            g.pointers.insert(id, now);
            let (dx, dy) = (now.0 - before.0, now.1 - before.1);
            g.moved += dx.abs() + dy.abs();
            if g.pointers.len() == 1 {
                change = Some((dx, dy, 1.0, now));
            } else if g.pointers.len() == 2 {
                let p: Vec<(f64, f64)> = g.pointers.values().copied().collect();
                let dist = ((p[0].0 - p[1].0).powi(2) + (p[0].1 - p[1].1).powi(2)).sqrt();
                let mid = ((p[0].0 + p[1].0) / 2.0, (p[0].1 + p[1].1) / 2.0);
                if let Some(last) = g.pinch {
                    change = Some((0.0, 0.0, dist / last.max(1.0), mid));
                }
                g.pinch = Some(dist);
                g.moved += 100.0;
            }
        });
        if let Some((dx, dy, factor, at)) = change {
            let Some(frame) = element() else { return };
            let v = live.get_value();
            let (px, py, scale) = to_svg(&frame, v, at.0, at.1);
            let panned = ViewBox { x: v.x - dx / scale, y: v.y - dy / scale, ..v };
            live.set_value(if factor == 1.0 { panned } else { panned.zoom(factor, px, py, home) });
            show();
        }
    };
    let on_up = move |ev: leptos::ev::PointerEvent| {
        let mut click = false;
        let mut last = false;
        gesture.update_value(|g| {
            click = g.pointers.len() == 1 && g.moved < 8.0;
            g.pointers.remove(&ev.pointer_id());
            last = g.pointers.is_empty();
            g.pinch = None;
        });
        if last {
            commit();
        }
        if click {
            if let Some((x, y, _)) = to_view(ev.client_x(), ev.client_y()) {
                let hex = hex_at_point(x, y);
                if session.game.with_untracked(|g| g.map().contains(hex)) {
                    on_tile.run(hex);
                }
            }
        }
    };
    let on_cancel = move |ev: leptos::ev::PointerEvent| {
        let mut last = false;
        gesture.update_value(|g| {
            g.pointers.remove(&ev.pointer_id());
            last = g.pointers.is_empty();
            g.pinch = None;
        });
        if last {
            commit();
        }
    };
    let zoom_by = move |factor: f64| {
        let v = live.get_value();
        go(v.zoom(factor, v.x + v.w / 2.0, v.y + v.h / 2.0, home));
    };

    // Keyboard play: the map takes the focus; the arrow keys walk a cursor over the
    // tiles, Enter or Space chooses the cursor's tile as a click would, + and − zoom and
    // 0 shows the whole map. The cursor's tile is told in words to a screen reader.
    let cursor = RwSignal::new(None::<Hex>);
    let focused = RwSignal::new(false);
    let on_key = move |ev: leptos::ev::KeyboardEvent| {
        let (columns, rows) = match ev.key().as_str() {
            "ArrowLeft" => (-1, 0),
            "ArrowRight" => (1, 0),
            "ArrowUp" => (0, -1),
            "ArrowDown" => (0, 1),
            "Enter" | " " => {
                if let Some(hex) = cursor.get_untracked() {
                    on_tile.run(hex);
                }
                (0, 0)
            }
            "+" | "=" => {
                zoom_by(1.3);
                (0, 0)
            }
            "-" => {
                zoom_by(1.0 / 1.3);
                (0, 0)
            }
            "0" => {
                go(home);
                (0, 0)
            }
            _ => return,
        };
        // The map's keys are the map's: the timeline's arrows wait outside it.
        ev.prevent_default();
        ev.stop_propagation();
        if (columns, rows) == (0, 0) {
            return;
        }
        let next = session.game.with_untracked(|g| {
            let map = g.map();
            // It starts where the table is looking: the chosen tile, or the first one the
            // decision offers, or the map's middle.
            let start = session.selected.get_untracked().or_else(|| g.decision().tiles().first().copied());
            match cursor.get_untracked().or(start) {
                Some(from) => cursor_step(from, columns, rows, map.width(), map.height()),
                None => cursor_step(
                    Hex::new(0, 0),
                    i32::from(map.width()) / 2,
                    i32::from(map.height()) / 2,
                    map.width(),
                    map.height(),
                ),
            }
        });
        cursor.set(Some(next));
        // Keep the cursor in view: the view moves to it once it reaches the edge.
        let (x, y) = center(next);
        let v = live.get_value();
        if x < v.x + SIZE || x > v.x + v.w - SIZE || y < v.y + SIZE || y > v.y + v.h - SIZE {
            go(ViewBox { x: x - v.w / 2.0, y: y - v.h / 2.0, ..v });
        }
    };
    let cursor_words = move || {
        let hex = cursor.get()?;
        Some(session.game.with(|g| tile_words(t.code(), g.state(), hex)))
    };

    // The legal tiles, and whether their outline stands still: none (an animation of
    // nothing still repaints at every frame) or too many to animate.
    let highlights = Memo::new(move |_| {
        let mut d = String::new();
        // The past (the timeline) has nothing to choose: no tile is offered.
        let n = session.game.with(|g| {
            let tiles = if session.past { Vec::new() } else { g.decision().tiles() };
            tiles.iter().for_each(|h| hex_path(*h, 0.84, &mut d));
            tiles.len()
        });
        (d, n == 0 || n > ANIMATED_UP_TO)
    });
    let selection = move || {
        session.selected.get().map(|h| {
            let mut d = String::new();
            hex_path(h, 0.98, &mut d);
            view! { <path class="selected" d=d /> }
        })
    };
    // Where the picked token may move (`SUM-ORD-4`).
    let targets = move || {
        let picked = session.token.get();
        let mut d = String::new();
        session.game.with(|g| {
            if let DecisionKind::GiveOrder { tokens } = g.decision().kind {
                tokens
                    .iter()
                    .filter(|t| Some(t.token) == picked)
                    .flat_map(|t| t.move_targets())
                    .for_each(|h| hex_path(h, 0.84, &mut d));
            }
        });
        d
    };
    // The map's width on screen, measured after mounting and on every resize: labels
    // depend on how large a hex is drawn.
    let width = RwSignal::new(0.0);
    let measure = move || {
        if let Some(e) = element() {
            width.set(e.get_bounding_client_rect().width());
        }
    };
    Effect::new(move |_| measure());
    let resize = window_event_listener(leptos::ev::resize, move |_| measure());
    on_cleanup(move || resize.remove());
    // The tiles redraw a band at a time, when one of the band's tiles changed, not on
    // every roll or army move.
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
    // The tokens as drawn: each redrawn only when it changed.
    let tokens = Memo::new(move |_| session.game.with(|g| token_marks(g.state())));
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
        <div class="map-frame" node_ref=frame_ref>
          <div class="map-canvas" node_ref=canvas_ref>
            // The terrain never changes: its own SVG on its own compositing layer, so the
            // browser repaints only the marks above it when a command changes the campaign.
            <svg class="map-terrain" aria-hidden="true" viewBox=move || vb.get().attr() preserveAspectRatio="xMidYMid meet">
                <defs>
                    {terrain_patterns()}
                    <pattern id="fog" width="10" height="10" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
                        <rect width="10" height="10" fill="#f4f1e8" fill-opacity="0.45" />
                        <line x1="0" y1="0" x2="0" y2="10" stroke="#8a8577" stroke-width="2.5" stroke-opacity="0.5" />
                    </pattern>
                </defs>
                {terrain}
            </svg>
            // The tiles' marks, which change seldom, on a layer of their own: a token moved
            // above them does not repaint thousands of hexes.
            <svg class="map-tiles" data-testid="map-tiles" aria-hidden="true" viewBox=move || vb.get().attr() preserveAspectRatio="xMidYMid meet">
                <g class="layer-labels">{labels}</g>
                <g class="layer-control">{banded(|s, r| control_band(s, r).into_any())}</g>
                <g class="layer-fog">{banded(|s, r| fog_band(s, r).into_any())}</g>
                <g class="layer-settlements">{banded(|s, r| settlement_band(s, r).into_any())}</g>
                {session.game.with_untracked(|g| road_layer(g.map()))}
            </svg>
            <svg class="map" data-testid="map" role="application" aria-roledescription="map" tabindex="0"
                aria-label=move || t.t("map-label")
                viewBox=move || vb.get().attr() preserveAspectRatio="xMidYMid meet"
                on:keydown=on_key on:focus=move |_| focused.set(true) on:blur=move |_| focused.set(false)
                on:wheel=on_wheel on:pointerdown=on_down on:pointermove=on_move
                on:pointerup=on_up on:pointercancel=on_cancel>
                {move || session.game.with(|g| g.state().loyalty.is_some().then(|| module_marks(g.state(), t)))}
                {move || session.overlay.get().map(|k| session.game.with(|g| heat_map(g.state(), k)))}
                {move || session.game.with(|g| domain_marks(g.state(), t))}
                {move || { let picked = session.token.get(); session.game.with(|g| reach_layer(&g.decision(), picked)) }}
                {move || session.game.with(|g| planned_marches(g.state()))}
                {move || session.game.with(|g| battle_ring(g.state()))}
                <g class="layer-tokens">
                    <For each=move || tokens.get() key=|(mark, _)| mark.clone() let(placed)>{placed.0.view()}</For>
                </g>
                {move || tokens.with(|placed| session.game.with(|g| order_layer(g.state(), placed, t)))}
                {move || {
                    let (picked, hover) = (session.token.get(), session.hover.get());
                    match session.path.get() {
                        Some(path) => session.game.with(|g| laid_path(g.state(), &g.decision(), picked, &path, t)).into_any(),
                        None => session.game.with(|g| path_layer(g.state(), &g.decision(), picked, hover)).into_any(),
                    }
                }}
                {move || session.provinces.get().then(|| session.game.with(|g| province_layer(g.state(), t)))}
                {move || session.game.with(|g| army_warnings(g.state(), t))}
                // The tiles the month before's recap tells of, ringed while it is shown.
                {move || session.game.with(|g| recap_shown(&session, g).map(|(r, _)| {
                    let mut d = String::new();
                    let tiles = r.battles.iter().map(|b| b.0).chain(r.captures.iter().map(|c| c.0)).chain(r.finds.iter().map(|f| f.0));
                    tiles.for_each(|h| hex_path(h, 0.7, &mut d));
                    view! { <path class="recap-mark" data-testid="recap-tiles" d=d /> }
                }))}
                {move || {
                    // LOY-8: the supply line of the picked army, or of the armies on the
                    // selected tile.
                    let picked = session.token.get();
                    let at = session.selected.get();
                    session.game.with(|g| {
                        let s = g.state();
                        let armies: Vec<_> = match picked.filter(|t| s.armies.contains_key(t)) {
                            Some(t) => vec![t],
                            None => at.map(|h| s.armies_at(h).map(|(id, _)| id).collect()).unwrap_or_default(),
                        };
                        armies.into_iter().filter_map(|a| supply_line(s, a)).collect_view()
                    })
                }}
                {move || { let picked = session.token.get(); session.game.with(|g| retreat_marks(&g.decision(), picked, t)) }}
                <defs>
                    <marker id="arrowhead" viewBox="0 0 10 10" refX="5" refY="5" markerWidth="4" markerHeight="4" orient="auto-start-reverse">
                        <path d="M0,0 L10,5 L0,10 z" class="arrowhead" />
                    </marker>
                </defs>
            </svg>
            // The highlights on a layer of their own: the legal tiles' marching outline
            // repaints only this layer at each frame, not the campaign's marks below.
            <svg class="map-highlight" aria-hidden="true" viewBox=move || vb.get().attr() preserveAspectRatio="xMidYMid meet">
                <path class="legal-edge" d=move || highlights.with(|h| h.0.clone()) />
                <path class="legal" class:still=move || highlights.with(|h| h.1) d=move || highlights.with(|h| h.0.clone()) />
                <path class="move-target" d=targets />{selection}
                {move || focused.get().then(|| cursor.get()).flatten().map(|hex| {
                    let mut d = String::new();
                    hex_path(hex, 0.9, &mut d);
                    view! { <path class="cursor-edge" d=d.clone() /><path class="cursor" data-testid="map-cursor" d=d /> }
                })}
            </svg>
            <p class="sr-only" aria-live="polite" data-testid="cursor-words">{cursor_words}</p>
          </div>
            {move || session.game.with(|g| g.state().domain.is_some()).then(|| view! {
                <div class="map-tools map-tools-domain">
                    <label class="inline"><input type="checkbox" data-testid="provinces-overlay" prop:checked=move || session.provinces.get()
                        on:change=move |ev| session.provinces.set(event_target_checked(&ev)) />{move || t.t("map-province-levels")}</label>
                </div>
            })}
            {move || session.game.with(|g| g.state().loyalty.is_some()).then(|| {
                let names: Vec<(u8, String)> = session.game.with_untracked(|g| {
                    g.state().kingdoms.iter().enumerate().map(|(i, k)| (i as u8, k.name.clone())).collect()
                });
                view! {
                    <div class="map-tools">
                        <label>{move || t.t("map-loyalty-of")}" "
                            <select data-testid="loyalty-overlay-select" on:change=move |ev| {
                                session.overlay.set(event_target_value(&ev).parse::<u8>().ok().map(KingdomId));
                            }>
                                <option value="" selected=move || session.overlay.get().is_none()>{move || t.t("map-loyalty-off")}</option>
                                {names.into_iter().map(|(i, n)| view! {
                                    <option value=i.to_string() selected=move || session.overlay.get() == Some(KingdomId(i))>{n}</option>
                                }).collect_view()}
                            </select>
                        </label>
                    </div>
                }
            })}
            <div class="zoom-buttons">
                <button data-testid="zoom-in" aria-label=move || t.t("map-zoom-in") on:click=move |_| zoom_by(1.3)>"+"</button>
                <button data-testid="zoom-out" aria-label=move || t.t("map-zoom-out") on:click=move |_| zoom_by(1.0 / 1.3)>"−"</button>
                <button data-testid="zoom-fit" aria-label=move || t.t("map-zoom-fit") on:click=move |_| go(home)>"⤢"</button>
                <MapImage session=session />
            </div>
        </div>
    }
}
