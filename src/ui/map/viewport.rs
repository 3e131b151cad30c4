//! The map's viewport: where the view looks (`ViewBox`), and how the player moves it: drag,
//! wheel and pinch, the zoom buttons and keys. A gesture under way moves the drawn picture
//! on the compositor; the view is drawn afresh where it ends.

use crate::engine::Hex;
use leptos::prelude::*;
use std::collections::BTreeMap;

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
    /// Whether the map point `at` lies inside this view.
    pub fn shows(&self, (x, y): (f64, f64)) -> bool {
        x >= self.x && x <= self.x + self.w && y >= self.y && y <= self.y + self.h
    }

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

/// How long after the last wheel step a zoom is drawn afresh, in ms.
const WHEEL_SETTLE_MS: u64 = 160;

/// The viewport's state: the view drawn (`vb`) and the view the player has moved to
/// (`live`), ahead of it while a gesture lasts.
#[derive(Clone, Copy)]
pub struct Viewport {
    /// The whole map: where "show all" goes back to, and the bounds of zooming.
    pub home: ViewBox,
    pub vb: RwSignal<ViewBox>,
    live: StoredValue<ViewBox>,
    pub frame: NodeRef<leptos::html::Div>,
    pub canvas: NodeRef<leptos::html::Div>,
    gesture: StoredValue<Gesture>,
    wheel_timer: StoredValue<Option<TimeoutHandle>>,
    /// Whether the player has moved the view (dragged, pinched, zoomed or shown all): the
    /// page then frames no question's tiles for them any more (`MapView`).
    by_hand: StoredValue<bool>,
}

impl Viewport {
    pub fn new(home: ViewBox) -> Self {
        Viewport {
            home,
            vb: RwSignal::new(home),
            live: StoredValue::new(home),
            frame: NodeRef::new(),
            canvas: NodeRef::new(),
            gesture: StoredValue::new(Gesture { pointers: BTreeMap::new(), moved: 0.0, pinch: None }),
            wheel_timer: StoredValue::new(None),
            by_hand: StoredValue::new(false),
        }
    }

    /// The frame: it never moves, so pointer positions are read against it.
    pub fn element(&self) -> Option<web_sys::Element> {
        self.frame.get_untracked().map(web_sys::Element::from)
    }

    /// A client point in map units, with the scale.
    pub fn to_view(&self, client_x: i32, client_y: i32) -> Option<(f64, f64, f64)> {
        self.element().map(|e| to_svg(&e, self.live.get_value(), f64::from(client_x), f64::from(client_y)))
    }

    /// The view where the player has moved it, now.
    pub fn live(&self) -> ViewBox {
        self.live.get_value()
    }

    /// Shows the live view by moving the drawn picture.
    fn show(&self) {
        let (Some(frame), Some(canvas)) = (self.element(), self.canvas.get_untracked()) else { return };
        let r = frame.get_bounding_client_rect();
        let t = interim_transform(self.vb.get_untracked(), self.live.get_value(), r.width(), r.height());
        let _ = canvas.set_attribute("style", &format!("transform:{t}"));
    }

    /// Draws the view afresh where the gesture left it.
    fn commit(&self) {
        if let Some(h) = self.wheel_timer.get_value() {
            h.clear();
        }
        if let Some(canvas) = self.canvas.get_untracked() {
            let _ = canvas.remove_attribute("style");
        }
        let v = self.live.get_value();
        if self.vb.get_untracked() != v {
            self.vb.set(v);
        }
    }

    pub fn go(&self, v: ViewBox) {
        self.live.set_value(v);
        self.commit();
    }

    /// Whether the map this view belonged to is gone (the campaign reopened), as a frame
    /// asked for before may find it.
    pub fn is_gone(&self) -> bool {
        self.live.is_disposed()
    }

    /// The player moved the view themselves.
    pub fn moved_by_hand(&self) {
        self.by_hand.set_value(true);
    }

    /// Whether the player has moved the view themselves.
    pub fn is_by_hand(&self) -> bool {
        self.by_hand.get_value()
    }

    /// Zooms about the view's middle (> 1 zooms in).
    pub fn zoom_by(&self, factor: f64) {
        self.moved_by_hand();
        let v = self.live.get_value();
        self.go(v.zoom(factor, v.x + v.w / 2.0, v.y + v.h / 2.0, self.home));
    }

    pub fn wheel(&self, ev: leptos::ev::WheelEvent) {
        ev.prevent_default();
        self.moved_by_hand();
        let Some((px, py, _)) = self.to_view(ev.client_x(), ev.client_y()) else { return };
        let factor = if ev.delta_y() < 0.0 { 1.2 } else { 1.0 / 1.2 };
        let home = self.home;
        self.live.update_value(|v| *v = v.zoom(factor, px, py, home));
        self.show();
        if let Some(h) = self.wheel_timer.get_value() {
            h.clear();
        }
        let this = *self;
        // The map may be gone when the wheel settles (the campaign closed): nothing to draw.
        let settled = move || {
            if this.live.try_get_value().is_some() {
                this.commit();
            }
        };
        let handle = set_timeout_with_handle(settled, std::time::Duration::from_millis(WHEEL_SETTLE_MS));
        self.wheel_timer.set_value(handle.ok());
    }

    pub fn pointer_down(&self, ev: &leptos::ev::PointerEvent) {
        if let Some(svg) = event_element(ev) {
            let _ = svg.set_pointer_capture(ev.pointer_id());
        }
        self.gesture.update_value(|g| {
            g.pointers.insert(ev.pointer_id(), (f64::from(ev.client_x()), f64::from(ev.client_y())));
            if g.pointers.len() == 1 {
                g.moved = 0.0;
            }
            g.pinch = None;
        });
    }

    /// Whether no pointer is down: the pointer only hovers.
    pub fn hovering(&self) -> bool {
        self.gesture.with_value(|g| g.pointers.is_empty())
    }

    /// A pointer moved: one drags the view, two pinch it.
    pub fn pointer_move(&self, ev: &leptos::ev::PointerEvent) {
        let id = ev.pointer_id();
        let now = (f64::from(ev.client_x()), f64::from(ev.client_y()));
        let mut change = None;
        self.gesture.update_value(|g| {
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
            if self.gesture.with_value(|g| g.moved >= 8.0) {
                self.moved_by_hand();
            }
            let Some(frame) = self.element() else { return };
            let v = self.live.get_value();
            let (px, py, scale) = to_svg(&frame, v, at.0, at.1);
            let panned = ViewBox { x: v.x - dx / scale, y: v.y - dy / scale, ..v };
            self.live.set_value(if factor == 1.0 { panned } else { panned.zoom(factor, px, py, self.home) });
            self.show();
        }
    }

    /// A pointer is up: the view is drawn where it ended; a press that hardly moved is a
    /// click, whose point in map units this returns.
    pub fn pointer_up(&self, ev: &leptos::ev::PointerEvent) -> Option<(f64, f64)> {
        let mut click = false;
        let mut last = false;
        self.gesture.update_value(|g| {
            click = g.pointers.len() == 1 && g.moved < 8.0;
            g.pointers.remove(&ev.pointer_id());
            last = g.pointers.is_empty();
            g.pinch = None;
        });
        if last {
            self.commit();
        }
        click.then(|| self.to_view(ev.client_x(), ev.client_y()).map(|(x, y, _)| (x, y))).flatten()
    }

    pub fn pointer_cancel(&self, ev: &leptos::ev::PointerEvent) {
        let mut last = false;
        self.gesture.update_value(|g| {
            g.pointers.remove(&ev.pointer_id());
            last = g.pointers.is_empty();
            g.pinch = None;
        });
        if last {
            self.commit();
        }
    }

    /// Keeps `hex` (at map point `at`) in view: the view moves to it once it nears the edge.
    pub fn keep_in_view(&self, at: (f64, f64), margin: f64) {
        let (x, y) = at;
        let v = self.live.get_value();
        if x < v.x + margin || x > v.x + v.w - margin || y < v.y + margin || y > v.y + v.h - margin {
            self.go(ViewBox { x: x - v.w / 2.0, y: y - v.h / 2.0, ..v });
        }
    }
}

/// What a key pressed on the map asks (`MapView`'s keyboard play).
pub enum MapKey {
    /// Move the cursor by columns and rows.
    Step(i32, i32),
    /// Choose the cursor's tile, as a click would.
    Choose,
    /// Handled by the viewport (zoom, show all).
    Done,
}

impl Viewport {
    /// The map's own keys: arrows walk the cursor, Enter or Space choose, + and − zoom, 0
    /// shows the whole map. Other keys are not the map's (`None`).
    pub fn key(&self, key: &str) -> Option<MapKey> {
        Some(match key {
            "ArrowLeft" => MapKey::Step(-1, 0),
            "ArrowRight" => MapKey::Step(1, 0),
            "ArrowUp" => MapKey::Step(0, -1),
            "ArrowDown" => MapKey::Step(0, 1),
            "Enter" | " " => MapKey::Choose,
            "+" | "=" => {
                self.zoom_by(1.3);
                MapKey::Done
            }
            "-" => {
                self.zoom_by(1.0 / 1.3);
                MapKey::Done
            }
            "0" => {
                self.go(self.home);
                MapKey::Done
            }
            _ => return None,
        })
    }
}

/// The hex under a point, in map units, and whether it is nothing to ask about.
pub fn hex_of(point: (f64, f64)) -> Hex {
    super::layout::hex_at_point(point.0, point.1)
}
