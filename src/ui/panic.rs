//! The panic hook: log, stop saving (so nothing broken overwrites the last good save), and
//! tell the player how to recover. It writes the DOM directly: the app may be dead.

use crate::storage::browser;
use crate::words;

pub fn install() {
    std::panic::set_hook(Box::new(|info| {
        browser::stop_saving();
        // The message alone: the page is built without panic locations (`.cargo/config.toml`).
        let payload = info.payload();
        let said =
            payload.downcast_ref::<&str>().copied().or_else(|| payload.downcast_ref::<String>().map(String::as_str));
        let detail = said.map_or_else(|| info.to_string(), str::to_string);
        web_sys::console::error_1(&format!("Marchwarden panicked: {detail}").into());
        show(&detail);
    }));
}

/// Panics on purpose, so the recovery screen can be tried in the built page, under its
/// policy: `wasmBindings.panic_drill()` from the browser's console (or a test).
#[wasm_bindgen::prelude::wasm_bindgen]
pub fn panic_drill() {
    panic!("panic drill: the recovery screen, tried on purpose");
}

fn show(detail: &str) {
    let Some(document) = web_sys::window().and_then(|w| w.document()) else {
        return;
    };
    let Some(body) = document.body() else { return };
    let Ok(overlay) = document.create_element("div") else {
        return;
    };
    overlay.set_id("panic-overlay");
    let _ = overlay.set_attribute("role", "alertdialog");
    let _ = overlay.set_attribute("data-testid", "panic");
    // The page's language as it was marked, read from the page: its context may be gone.
    let lang = document.document_element().and_then(|html| html.get_attribute("lang")).unwrap_or_default();
    let say = |id: &str| words::with(|w| w.text(w.speaks(&lang).unwrap_or("en"), id, &[]));
    let parts = [("h2", say("panic-title")), ("p", say("panic-message")), ("pre", detail.to_string())];
    for (tag, text) in parts {
        if let Ok(el) = document.create_element(tag) {
            el.set_text_content(Some(&text));
            let _ = overlay.append_child(&el);
        }
    }
    if let Ok(button) = document.create_element("button") {
        button.set_text_content(Some(&say("panic-reload")));
        let _ = button.set_attribute("data-testid", "panic-reload");
        // A listener, not an `onclick` attribute: the page's policy refuses inline script.
        let reload = wasm_bindgen::closure::Closure::<dyn Fn()>::new(|| {
            if let Some(w) = web_sys::window() {
                let _ = w.location().reload();
            }
        });
        let _ = button.add_event_listener_with_callback("click", wasm_bindgen::JsCast::unchecked_ref(reload.as_ref()));
        reload.forget();
        let _ = overlay.append_child(&button);
    }
    let _ = body.append_child(&overlay);
    super::splash::take_down();
}
