//! The keys of the campaign screen, listed on `?`: every action is reachable without a
//! mouse (buttons by Tab, the map by its own keys).

use super::language::use_language;
use leptos::prelude::*;

/// Each key's message; what it does is the message with "-does".
const KEYS: [&str; 9] = [
    "keys-tab",
    "keys-arrows",
    "keys-enter",
    "keys-zoom",
    "keys-undo",
    "keys-redo",
    "keys-history-steps",
    "keys-history-ends",
    "keys-list",
];

#[component]
pub fn Shortcuts() -> impl IntoView {
    let open = RwSignal::new(false);
    let lang = use_language();
    let keys = window_event_listener(leptos::ev::keydown, move |ev| {
        let typing = crate::ui::dom::typing(&ev);
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
                        <h2 id="shortcuts-title">{lang.t("keys-title")}</h2>
                        <table>
                            {KEYS.iter().map(|key| view! {
                                <tr><th scope="row"><kbd>{lang.t(key)}</kbd></th><td>{lang.t(&format!("{key}-does"))}</td></tr>
                            }).collect_view()}
                        </table>
                        <button class="primary" autofocus on:click=move |_| open.set(false)>{lang.t("keys-close")}</button>
                    </section>
                </div>
            }
        })
    }
}
