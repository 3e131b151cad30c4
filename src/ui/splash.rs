//! The page's splash (`index.html`): it shows from the first paint, before the wasm has
//! arrived, so a first visit on a slow phone is never a blank page. It is taken down in
//! the task that draws the app, so no frame shows neither, and under the recovery screen.

/// Takes the splash down, if it is still up.
pub fn take_down() {
    if let Some(splash) = web_sys::window().and_then(|w| w.document()).and_then(|d| d.get_element_by_id("splash")) {
        splash.remove();
    }
}
