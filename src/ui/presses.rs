//! One gesture, one command, for every button of the page: the second click of a double
//! click, a key's auto-repeat, and a finger's second tap on the spot of one that changed
//! the campaign never reach a button (the next decision's button may stand there by then,
//! a kingdom the app plays having answered in between). A mouse's second click there is
//! counted by the browser as a double click's. The map's own presses are judged by the
//! session (`Session::click_tile`), with the same bounds.

use std::cell::Cell;
use wasm_bindgen::closure::Closure;
use wasm_bindgen::JsCast;

/// A second press on the same tile or spot within this many ms of one that gave a command
/// is the rest of a double click (or tap), not a new choice.
pub const DOUBLE_CLICK_MS: f64 = 500.0;
/// How near (client px) a second press must be to the first to be its double: a finger's
/// slop, as the platforms count a double tap.
const DOUBLE_CLICK_PX: f64 = 24.0;

/// Whether two presses' spots (client px) are one spot, as a double tap counts it.
pub fn same_spot(a: (f64, f64), b: (f64, f64)) -> bool {
    (a.0 - b.0).hypot(a.1 - b.1) <= DOUBLE_CLICK_PX
}

thread_local! {
    /// How many times an open campaign has changed on this page.
    static CHANGES: Cell<u64> = const { Cell::new(0) };
    /// The last tap on a button: when, where, and how many changes came before it.
    static LAST: Cell<Option<(f64, f64, f64, u64)>> = const { Cell::new(None) };
    /// Whether the press under way is a finger's (or a pen's), which the browser does not
    /// count into double clicks everywhere.
    static TAPPED: Cell<bool> = const { Cell::new(false) };
}

/// An open campaign changed (a command, an undo or a redo).
pub fn changed() {
    CHANGES.with(|c| c.set(c.get() + 1));
}

/// Whether a tap on a button at `(x, y)` and `now` is the rest of the gesture of the last
/// one, which changed the campaign: soon after it, on the same spot.
fn repeats_a_change(x: f64, y: f64, now: f64) -> bool {
    let changes = CHANGES.with(Cell::get);
    let again = LAST.with(Cell::get).is_some_and(|(at, last_x, last_y, before)| {
        now - at < DOUBLE_CLICK_MS && same_spot((x, y), (last_x, last_y)) && changes != before
    });
    if !again {
        LAST.with(|l| l.set(Some((now, x, y, changes))));
    }
    again
}

fn on_button(target: Option<web_sys::EventTarget>) -> bool {
    target
        .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
        .and_then(|el| el.closest("button").ok().flatten())
        .is_some()
}

/// Listens to `event` on the window before anything below it, for as long as the page
/// lives (one closure type with the page's other listeners: one shim in the download).
fn capture(event: &str, f: impl FnMut(web_sys::Event) + 'static) {
    let f = Closure::<dyn FnMut(web_sys::Event)>::new(f).into_js_value();
    if let Some(w) = web_sys::window() {
        let _ = w.add_event_listener_with_callback_and_bool(event, f.unchecked_ref(), true);
    }
}

/// Guards every button of the page, for as long as it lives. A click is a pointer's when
/// its `detail` counts 1 (a key's is 0); one counting 2 or more is a double click's second.
pub fn guard() {
    capture("pointerdown", |ev| {
        let ev: web_sys::PointerEvent = ev.unchecked_into();
        TAPPED.with(|t| t.set(ev.pointer_type() != "mouse"));
    });
    capture("keydown", |ev| {
        let ev: web_sys::KeyboardEvent = ev.unchecked_into();
        if ev.repeat() && matches!(ev.key().as_str(), "Enter" | " ") && on_button(ev.target()) {
            ev.prevent_default();
        }
    });
    capture("click", |ev| {
        let ev: web_sys::MouseEvent = ev.unchecked_into();
        let repeated = match ev.detail() {
            0 => false,
            1 => {
                TAPPED.with(Cell::get)
                    && on_button(ev.target())
                    && repeats_a_change(f64::from(ev.client_x()), f64::from(ev.client_y()), js_sys::Date::now())
            }
            _ => on_button(ev.target()),
        };
        if repeated {
            ev.stop_immediate_propagation();
            ev.prevent_default();
        }
    });
}
