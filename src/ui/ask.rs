//! The app's own yes-or-no question, asked before a step that cannot be taken back
//! (deleting a campaign, razing one's own settlement, a purchase that leaves an army
//! unfed): worded in the chosen language, its safe answer focused, Escape meaning no.

use super::language::use_language;
use crate::words::message::Message;
use leptos::prelude::*;

#[derive(Clone)]
struct Question {
    text: Message,
    /// The message id of the button that goes ahead.
    yes: &'static str,
    go: Callback<()>,
}

/// The question being asked, if any: one at a time, over the page.
#[derive(Clone, Copy)]
pub struct Ask(RwSignal<Option<Question>>);

impl Ask {
    pub fn provide() -> Ask {
        let ask = Ask(RwSignal::new(None));
        provide_context(ask);
        ask
    }

    /// Asks `text`; `go` runs once the players answer with the button worded `yes`.
    pub fn ask(&self, text: Message, yes: &'static str, go: impl Fn() + Send + Sync + 'static) {
        self.0.set(Some(Question { text, yes, go: Callback::new(move |()| go()) }));
    }
}

pub fn use_ask() -> Ask {
    expect_context::<Ask>()
}

#[component]
pub fn AskDialog() -> impl IntoView {
    let ask = use_ask();
    let lang = use_language();
    let no = move || ask.0.set(None);
    let escape = window_event_listener(leptos::ev::keydown, move |ev| {
        if ev.key() == "Escape" && ask.0.with_untracked(Option::is_some) {
            ev.prevent_default();
            no();
        }
    });
    on_cleanup(move || escape.remove());
    // The safe answer has the focus, so Enter or Space never goes ahead by accident.
    let safe = NodeRef::<leptos::html::Button>::new();
    Effect::new(move |_| {
        if let Some(button) = safe.get() {
            let _ = button.focus();
        }
    });
    move || {
        let Question { text, yes, go } = ask.0.get()?;
        Some(view! {
            <div class="shortcuts-backdrop">
                <div class="card ask-dialog" role="alertdialog" aria-modal="true" data-testid="ask-dialog"
                    aria-labelledby="ask-question">
                    <p id="ask-question">{lang.say(&text)}</p>
                    <div class="actions">
                        <button class="primary" data-testid="ask-no" node_ref=safe on:click=move |_| no()>{lang.t("ask-no")}</button>
                        <button class="danger" data-testid="ask-yes" on:click=move |_| {
                            no();
                            go.run(());
                        }>{lang.t(yes)}</button>
                    </div>
                </div>
            </div>
        })
    }
}
