//! The browser UI (Leptos, client-side). The layout maths of the map is plain Rust and
//! tested natively; everything else needs the browser.

#[cfg(target_arch = "wasm32")]
mod app;
#[cfg(target_arch = "wasm32")]
mod campaign;
/// `text` made safe inside XML/HTML text and attribute values: the pages and pictures
/// written as strings (the story, the map picture, the charts) carry names and colours a
/// save may bring from anywhere.
pub fn escaped(text: &str) -> String {
    text.replace('&', "&amp;").replace('<', "&lt;").replace('>', "&gt;").replace('"', "&quot;")
}

pub mod chart;
pub mod colour;
#[cfg(target_arch = "wasm32")]
pub mod handover;
#[cfg(target_arch = "wasm32")]
mod home;
#[cfg(target_arch = "wasm32")]
mod import;
#[cfg(target_arch = "wasm32")]
mod language;
pub mod map;
#[cfg(target_arch = "wasm32")]
mod map_editor;
#[cfg(target_arch = "wasm32")]
mod map_image;
#[cfg(target_arch = "wasm32")]
mod new_campaign;
#[cfg(target_arch = "wasm32")]
mod offline;
#[cfg(target_arch = "wasm32")]
pub mod panels;
#[cfg(target_arch = "wasm32")]
pub mod panic;
pub mod roster_text;
pub mod rule_sheet;
#[cfg(target_arch = "wasm32")]
pub mod session;
#[cfg(target_arch = "wasm32")]
mod shortcuts;
pub mod story;
#[cfg(target_arch = "wasm32")]
mod timeline;
#[cfg(target_arch = "wasm32")]
mod timing;

#[cfg(target_arch = "wasm32")]
pub use app::App;

/// The browser's own yes/no question, asked before a step that cannot be taken back; no
/// answer (no window) counts as no.
#[cfg(target_arch = "wasm32")]
pub fn confirmed(question: &str) -> bool {
    web_sys::window().and_then(|w| w.confirm_with_message(question).ok()).unwrap_or(false)
}

/// Whether a key went to a box the player types in: the page's own keys leave it alone.
#[cfg(target_arch = "wasm32")]
pub fn typing(ev: &web_sys::KeyboardEvent) -> bool {
    ev.target()
        .and_then(|t| wasm_bindgen::JsCast::dyn_into::<web_sys::Element>(t).ok())
        .is_some_and(|el| matches!(el.tag_name().as_str(), "INPUT" | "TEXTAREA" | "SELECT"))
}
