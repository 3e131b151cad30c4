//! Where the time goes, as marks and measures in the browser's performance timeline
//! (User Timing): opening a campaign in parts (`mw:read`, `mw:replay`, `mw:store`,
//! `mw:session`, `mw:dom`, `mw:paint`, and `mw:open` for the whole, from the click or
//! the file to the first drawn map), each move's `mw:apply` and `mw:save`, and each
//! choice of a kingdom the app plays (`mw:stand-in`; looking ahead, over frames,
//! `mw:look-ahead`). Any
//! browser's profiler shows them; the bench reads them (`tests/e2e/perf-bench.mjs`).
//! Each costs a few microseconds.

use std::cell::Cell;

thread_local! {
    /// The mark the next part is measured from, while an opening is timed.
    static LAST: Cell<Option<&'static str>> = const { Cell::new(None) };
}

/// Each part's end is the mark `"{part}@"`; an opening starts at `"mw:open@"`.
fn mark_of(part: &str) -> String {
    format!("{part}@")
}

fn performance() -> Option<web_sys::Performance> {
    web_sys::window()?.performance()
}

/// An opening starts: earlier figures are dropped.
pub fn begin() {
    let Some(p) = performance() else { return };
    p.clear_marks();
    p.clear_measures();
    let _ = p.mark(&mark_of("mw:open"));
    LAST.set(Some("mw:open"));
}

/// The part `name` of the opening under way ends now.
pub fn part(name: &'static str) {
    let (Some(p), Some(last)) = (performance(), LAST.get()) else { return };
    let _ = p.mark(&mark_of(name));
    let _ = p.measure_with_start_mark_and_end_mark(name, &mark_of(last), &mark_of(name));
    LAST.set(Some(name));
}

/// The opening ends once the page has painted what was built: two animation frames on.
pub fn end_after_paint() {
    if LAST.get().is_none() {
        return;
    }
    leptos::prelude::request_animation_frame(|| {
        leptos::prelude::request_animation_frame(|| {
            part("mw:paint");
            if let Some(p) = performance() {
                let _ = p.measure_with_start_mark_and_end_mark("mw:open", &mark_of("mw:open"), &mark_of("mw:paint"));
            }
            LAST.set(None);
        })
    });
}

/// Runs `f` as the measure `name` (only the last one is kept): what a move costs to
/// apply and to store, beside what it costs to draw.
pub fn measured<T>(name: &'static str, f: impl FnOnce() -> T) -> T {
    measure_from(name);
    let out = f();
    measure_to(name);
    out
}

/// The measure `name` starts now, to end at `measure_to`: work spread over frames.
pub fn measure_from(name: &'static str) {
    if let Some(p) = performance() {
        let _ = p.mark(&format!("{name}<"));
    }
}

/// The measure `name` started by `measure_from` ends now.
pub fn measure_to(name: &'static str) {
    let Some(p) = performance() else { return };
    let (start, end) = (format!("{name}<"), format!("{name}>"));
    let _ = p.mark(&end);
    p.clear_measures_with_measure_name(name);
    let _ = p.measure_with_start_mark_and_end_mark(name, &start, &end);
    p.clear_marks_with_mark_name(&start);
    p.clear_marks_with_mark_name(&end);
}

/// Milliseconds on the page's clock.
pub fn now() -> f64 {
    performance().map_or(0.0, |p| p.now())
}
