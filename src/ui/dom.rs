//! The page's own small questions: a yes-or-no asked of the player, and whether a key
//! was pressed while typing.

/// The browser's own yes/no question, asked before a step that cannot be taken back; no
/// answer (no window) counts as no.
pub fn confirmed(question: &str) -> bool {
    web_sys::window().and_then(|w| w.confirm_with_message(question).ok()).unwrap_or(false)
}

/// Whether a key went to a box the player types in: the page's own keys leave it alone.
pub fn typing(ev: &web_sys::KeyboardEvent) -> bool {
    ev.target()
        .and_then(|t| wasm_bindgen::JsCast::dyn_into::<web_sys::Element>(t).ok())
        .is_some_and(|el| matches!(el.tag_name().as_str(), "INPUT" | "TEXTAREA" | "SELECT"))
}
