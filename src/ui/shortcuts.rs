//! The keys of the campaign screen, listed on `?`: every action is reachable without a
//! mouse (buttons by Tab, the map by its own keys).

use leptos::prelude::*;

/// Each key and what it does.
const KEYS: [(&str, &str); 9] = [
    ("Tab, Shift+Tab", "Move between buttons, the map and the panels"),
    ("Arrow keys (on the map)", "Move from tile to tile"),
    ("Enter or Space (on the map)", "Choose the tile, as a click does"),
    ("+  −  0 (on the map)", "Zoom in, zoom out, show the whole map"),
    ("Ctrl+Z", "Undo the last move"),
    ("Ctrl+Shift+Z or Ctrl+Y", "Redo"),
    ("← →, Page Up, Page Down (History)", "A step or a month back or on"),
    ("Home, End, Esc (History)", "The start, now, back to now"),
    ("?", "This list (Esc closes it)"),
];

#[component]
pub fn Shortcuts() -> impl IntoView {
    let open = RwSignal::new(false);
    let keys = window_event_listener(leptos::ev::keydown, move |ev| {
        let typing = ev
            .target()
            .and_then(|t| wasm_bindgen::JsCast::dyn_into::<web_sys::Element>(t).ok())
            .is_some_and(|el| matches!(el.tag_name().as_str(), "INPUT" | "TEXTAREA" | "SELECT"));
        match ev.key().as_str() {
            "?" if !typing => open.update(|o| *o = !*o),
            "Escape" if open.get_untracked() => open.set(false),
            _ => return,
        }
        ev.prevent_default();
    });
    on_cleanup(move || keys.remove());
    move || {
        open.get().then(|| {
            view! {
                <div class="shortcuts-backdrop" on:click=move |_| open.set(false)>
                    <section class="card shortcuts" role="dialog" aria-modal="true" aria-labelledby="shortcuts-title"
                        data-testid="shortcuts" on:click=|ev| ev.stop_propagation()>
                        <h2 id="shortcuts-title">"Keys"</h2>
                        <table>
                            {KEYS.iter().map(|(key, what)| view! { <tr><th scope="row"><kbd>{*key}</kbd></th><td>{*what}</td></tr> }).collect_view()}
                        </table>
                        <button class="primary" autofocus on:click=move |_| open.set(false)>"Close"</button>
                    </section>
                </div>
            }
        })
    }
}
