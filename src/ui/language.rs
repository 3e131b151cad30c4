//! The language the interface speaks (`i18n`): chosen on the start page or from a
//! campaign's bar at any moment, and remembered in this browser; at first the browser's
//! own language, if the app speaks it, else English.

use crate::storage::browser;
use crate::words::message::Message;
use crate::words::{self, Words};
use fluent_bundle::FluentValue;
use leptos::prelude::*;

/// The language chosen, in the page's context.
#[derive(Clone, Copy)]
pub struct Language(RwSignal<&'static str>);

impl Language {
    /// The language remembered, or the browser's, or English, provided to the page.
    pub fn provide() -> Language {
        let speaks = |tag: String| words::with(|w| w.speaks(&tag));
        let browsers = || web_sys::window().and_then(|w| w.navigator().language());
        let code = browser::language().and_then(speaks).or_else(|| browsers().and_then(speaks)).unwrap_or("en");
        mark_page(code);
        let language = Language(RwSignal::new(code));
        provide_context(language);
        language
    }

    pub fn code(self) -> &'static str {
        self.0.get()
    }

    /// Speak `code` from now on, here and whenever this browser opens the app.
    fn choose(self, code: &'static str) -> Result<(), browser::StorageError> {
        self.0.set(code);
        mark_page(code);
        browser::set_language(code)
    }

    /// Message `id` in the language chosen: read inside a view, it follows a change.
    pub fn t(self, id: &str) -> String {
        self.t_with(id, &[])
    }

    /// An engine's message in the language chosen: read inside a view, it follows a change.
    pub fn say(self, message: &Message) -> String {
        let code = self.0.get();
        words::with(|w| w.say(code, message))
    }

    pub fn t_with(self, id: &str, args: &[(&str, FluentValue)]) -> String {
        let code = self.0.get();
        words::with(|w| w.text(code, id, args))
    }
}

/// The page says which language it is in: screen readers read it in the right voice.
fn mark_page(code: &str) {
    if let Some(html) = web_sys::window().and_then(|w| w.document()).and_then(|d| d.document_element()) {
        let _ = html.set_attribute("lang", code);
    }
}

pub fn use_language() -> Language {
    expect_context::<Language>()
}

/// The choice of language, each named in itself. In a campaign's bar (`in_bar`) the
/// word "Language" is left to screen readers: the names of the languages say it.
#[component]
pub fn LanguageSwitch(#[prop(optional)] in_bar: bool) -> impl IntoView {
    let language = use_language();
    let choices = words::with(Words::languages);
    let failed = RwSignal::new(None::<String>);
    let codes: Vec<&'static str> = choices.iter().map(|(code, _)| *code).collect();
    view! {
        <label class="language-switch">
            <span class:sr-only=in_bar>{move || language.t("language-label")}</span>
            <select data-testid="language" on:change=move |ev| {
                let picked = event_target_value(&ev);
                if let Some(code) = codes.iter().find(|c| **c == picked) {
                    failed.set(language.choose(code).err().map(|e| language.say(&e.message())));
                }
            }>
                {choices.into_iter().map(|(code, name)| view! {
                    <option value=code lang=code selected=move || language.code() == code>{name}</option>
                }).collect_view()}
            </select>
        </label>
        {move || failed.get().map(|e| view! { <p class="notice error" role="alert">{e}</p> })}
    }
}
