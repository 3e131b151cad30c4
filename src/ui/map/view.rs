//! The map component: the viewport (`viewport`) with its layers, the core's (`layers`)
//! and each rules module's (`module_ui`), and keyboard play.

use super::image::MapImage;
use super::layers::{highlights, module_marks, recap_ring, tile_marks, tokens};
use super::layout::{center, clear_of, cursor_step, framing, hex_at_point, map_bounds, SIZE, TOKEN};
use super::terrain::{terrain_layer, terrain_patterns};
use super::viewport::{hex_of, MapKey, ViewBox, Viewport};
use super::words::tile_words;
use crate::engine::stand_in;
use crate::engine::Hex;
use crate::ui::language::{use_language, Language};
use crate::ui::module_ui::modules_ui;
use crate::ui::session::Session;
use leptos::prelude::*;

#[component]
pub fn MapView(session: Session, on_tile: Callback<Hex>) -> impl IntoView {
    let lang = use_language();
    let modules = modules_ui();
    let (home, terrain) = session.game.with_untracked(|g| {
        let (x, y, w, h) = map_bounds(g.map().width(), g.map().height());
        (ViewBox { x, y, w, h }, terrain_layer(g.map()))
    });
    let vp = Viewport::new(home);
    let vb = vp.vb;
    let choose = move |point: (f64, f64)| {
        let hex = hex_of(point);
        if session.game.with_untracked(|g| g.map().contains(hex)) {
            on_tile.run(hex);
        }
    };
    let on_move = move |ev: leptos::ev::PointerEvent| {
        // DOM-11: a pointer hovering (no button down) draws the march path to its tile.
        if vp.hovering() && session.picks.token.get_untracked().is_some() {
            let hex = vp.to_view(ev.client_x(), ev.client_y()).map(|(x, y, _)| hex_at_point(x, y));
            if session.picks.hover.get_untracked() != hex {
                session.picks.hover.set(hex);
            }
        }
        vp.pointer_move(&ev);
    };
    let cursor = RwSignal::new(None::<Hex>);
    let focused = RwSignal::new(false);
    let on_key = move |ev: leptos::ev::KeyboardEvent| keyboard(ev, vp, session, cursor, on_tile);
    let cursor_words = move || {
        let hex = cursor.get()?;
        Some(session.game.with(|g| tile_words(lang.code(), g.state(), hex)))
    };
    // The map's width on screen, measured after mounting and on every resize: labels
    // depend on how large a hex is drawn.
    let width = RwSignal::new(0.0);
    let measure = move || {
        if let Some(e) = vp.element() {
            width.set(e.get_bounding_client_rect().width());
        }
    };
    Effect::new(move |_| measure());
    let resize = window_event_listener(leptos::ev::resize, move |_| measure());
    on_cleanup(move || resize.remove());
    frame_questions(session, vp);
    unseen_tiles(session, vp);

    view! {
        <div class="map-frame" node_ref=vp.frame>
          <div class="map-canvas" node_ref=vp.canvas>
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
                {tile_marks(session, vb, width)}
            </svg>
            <svg class="map" data-testid="map" role="application" aria-roledescription="map" tabindex="0"
                aria-label=lang.text("map-label")
                viewBox=move || vb.get().attr() preserveAspectRatio="xMidYMid meet"
                on:keydown=on_key on:focus=move |_| focused.set(true) on:blur=move |_| focused.set(false)
                on:wheel=move |ev| vp.wheel(ev) on:pointerdown=move |ev| vp.pointer_down(&ev) on:pointermove=on_move
                on:pointerup=move |ev| if let Some(point) = vp.pointer_up(&ev) { session.pointed(&ev); choose(point) }
                on:pointercancel=move |ev| vp.pointer_cancel(&ev)>
                {modules.iter().filter_map(|m| m.under_tokens(session, lang)).collect_view()}
                {tokens(session, lang)}
                {module_marks(session, lang)}
                {modules.iter().filter_map(|m| m.over_tokens(session, lang)).collect_view()}
                {modules.iter().filter_map(|m| m.warnings(session, lang)).collect_view()}
                {recap_ring(session)}
                {modules.iter().filter_map(|m| m.lines(session)).collect_view()}
                <defs>
                    <marker id="arrowhead" viewBox="0 0 10 10" refX="5" refY="5" markerWidth="4" markerHeight="4" orient="auto-start-reverse">
                        <path d="M0,0 L10,5 L0,10 z" class="arrowhead" />
                    </marker>
                </defs>
            </svg>
            // The highlights on a layer of their own: the legal tiles' marching outline
            // repaints only this layer at each frame, not the campaign's marks below.
            <svg class="map-highlight" aria-hidden="true" viewBox=move || vb.get().attr() preserveAspectRatio="xMidYMid meet">
                {highlights(session, cursor, focused)}
                {modules.iter().filter_map(|m| m.over_highlights(session, lang)).collect_view()}
            </svg>
            <p class="sr-only" aria-live="polite" data-testid="cursor-words">{cursor_words}</p>
          </div>
            {modules.iter().filter_map(|m| m.tools(session, lang)).collect_view()}
            {zoom_buttons(vp, session, lang)}
        </div>
    }
}

fn zoom_buttons(vp: Viewport, session: Session, lang: Language) -> impl IntoView {
    view! {
        <div class="zoom-buttons">
            <button data-testid="zoom-in" aria-label=lang.text("map-zoom-in") on:click=move |_| vp.zoom_by(1.3)>"+"</button>
            <button data-testid="zoom-out" aria-label=lang.text("map-zoom-out") on:click=move |_| vp.zoom_by(1.0 / 1.3)>"−"</button>
            <button data-testid="zoom-fit" aria-label=lang.text("map-zoom-fit") on:click=move |_| { vp.moved_by_hand(); vp.go(vp.home) }>"⤢"</button>
            <MapImage session=session />
        </div>
    }
}

/// Keyboard play: the map takes the focus; the arrow keys walk a cursor over the tiles,
/// Enter or Space chooses the cursor's tile as a click would, + and − zoom and 0 shows
/// the whole map. The cursor's tile is told in words to a screen reader.
/// How narrow a map frame is a phone's, in px: there a question's tiles are framed.
const PHONE_FRAME_PX: f64 = 600.0;
/// How wide a token is drawn when the page frames a question's tiles: a finger's width.
const FINGER_PX: f64 = 44.0;
/// What the map's buttons cover at the frame's right (the zoom column), in pixels: a
/// framed question's tiles stay clear of it. (The Legend, at the foot's left corner, and
/// a result card at the top leave the middle's height clear.)
const BUTTONS_PX: f64 = 64.0;

/// The tiles the page brings into view: those the question names, or else the tile of
/// the battle being fought.
fn in_question(session: Session) -> Vec<Hex> {
    let tiles = session.decision.with(|d| d.tiles());
    if !tiles.is_empty() {
        return tiles;
    }
    session.game.with(|g| g.state().battle.as_ref().map(|b| vec![b.hex])).unwrap_or_default()
}

/// On a phone, a question naming tiles (or a battle's tile) brings them into view at a
/// zoom where a token is a finger's width (`layout::framing`), unless they are in view at
/// that size already; at any size, a result card over one of them moves the view clear of
/// it (`layout::clear_of`) when a person is asked, and a wider screen's view goes back to
/// the whole map once nothing needs clearing. Once the player moves the view themselves,
/// it stays where they put it.
fn frame_questions(session: Session, vp: Viewport) {
    Effect::new(move |_| {
        let tiles = in_question(session);
        let person = session.game.with(|g| stand_in::answering(g).is_none());
        if session.is_past || vp.is_by_hand() {
            return;
        }
        // Measured once the page has drawn this move's cards, if the map is still there.
        request_animation_frame(move || {
            if vp.is_gone() {
                return;
            }
            let Some(frame) = vp.element() else { return };
            let r = frame.get_bounding_client_rect();
            if r.width() == 0.0 {
                return;
            }
            let phone = r.width() <= PHONE_FRAME_PX;
            if !phone && !person {
                return;
            }
            let mut v = if phone { vp.live() } else { vp.home };
            let scale = (r.width() / v.w).min(r.height() / v.h);
            let in_view = tiles.iter().all(|h| v.shows(center(*h)));
            if phone && (scale * TOKEN < FINGER_PX - 0.5 || !in_view) {
                if let Some((x, y, w, h)) = framing(&tiles, (r.width(), r.height()), FINGER_PX, BUTTONS_PX) {
                    v = ViewBox { x, y, w, h };
                }
            }
            let card = frame.parent_element().and_then(|p| p.query_selector(".moments").ok().flatten()).map(|m| {
                let c = m.get_bounding_client_rect();
                (c.right() - r.left(), c.bottom() - r.top())
            });
            let frame_px = (r.width(), r.height());
            let cleared =
                card.filter(|_| person).and_then(|c| clear_of((v.x, v.y, v.w, v.h), frame_px, &tiles, c, BUTTONS_PX));
            if let Some((dx, dy)) = cleared {
                v = ViewBox { x: v.x + dx, y: v.y + dy, ..v };
            }
            if v != vp.live() {
                vp.go(v);
            }
        });
    });
}

/// Tells the card which of the question's tiles lie outside the view (`Picks::unseen`),
/// and brings the one it asks for (`Picks::jump`) to the view's middle, at its zoom.
fn unseen_tiles(session: Session, vp: Viewport) {
    Effect::new(move |_| {
        let v = vp.vb.get();
        let unseen: Vec<Hex> = in_question(session).into_iter().filter(|h| !v.shows(center(*h))).collect();
        if session.picks.unseen.with_untracked(|u| *u != unseen) {
            session.picks.unseen.set(unseen);
        }
    });
    Effect::new(move |_| {
        let Some(hex) = session.picks.jump.get() else { return };
        let (x, y) = center(hex);
        let v = vp.live();
        vp.moved_by_hand();
        vp.go(ViewBox { x: x - v.w / 2.0, y: y - v.h / 2.0, ..v });
        session.picks.jump.set(None);
    });
}

fn keyboard(
    ev: leptos::ev::KeyboardEvent,
    vp: Viewport,
    session: Session,
    cursor: RwSignal<Option<Hex>>,
    on_tile: Callback<Hex>,
) {
    let Some(key) = vp.key(&ev.key()) else { return };
    // The map's keys are the map's: the timeline's arrows wait outside it.
    ev.prevent_default();
    ev.stop_propagation();
    let (columns, rows) = match key {
        MapKey::Step(columns, rows) => (columns, rows),
        MapKey::Choose => {
            // A held key repeats: one press, one choice.
            if ev.repeat() {
                return;
            }
            if let Some(hex) = cursor.get_untracked() {
                session.pointed_by_touch.set_value(false);
                on_tile.run(hex);
            }
            return;
        }
        MapKey::Done => return,
    };
    let next = session.game.with_untracked(|g| {
        let map = g.map();
        // It starts where the table is looking: the chosen tile, or the first one the
        // decision offers, or the map's middle.
        let start = session
            .picks
            .selected
            .get_untracked()
            .or_else(|| session.decision.with_untracked(|d| d.tiles().first().copied()));
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
    vp.keep_in_view(center(next), SIZE);
}
