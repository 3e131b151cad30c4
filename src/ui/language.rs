//! The language the interface speaks (`i18n`): chosen on the start page or from a
//! campaign's bar at any moment, and remembered in this browser; at first the browser's
//! own language, if the app speaks it, else English. The words of English's first screens
//! are built into the page, the rest fetched as the page starts (`whole_english`); the
//! words of another language are fetched from beside it (`{code}.ftl`, kept by the offline
//! copy) when it is first wanted, and a fetch that fails says so and leaves English.

use crate::message;
use crate::storage::browser;
use crate::words::message::Message;
use crate::words::{self, Words};
use fluent_bundle::FluentValue;
use leptos::prelude::*;
use std::cell::RefCell;
use wasm_bindgen::JsCast;
use wasm_bindgen_futures::JsFuture;

thread_local! {
    /// Why the language wanted as the page opened could not be had, until it is said.
    static UNFETCHED: RefCell<Option<Message>> = const { RefCell::new(None) };
}

/// The language remembered in this browser, or the browser's own, or English.
fn wanted() -> &'static str {
    let speaks = |tag: String| words::with(|w| w.speaks(&tag));
    let browsers = || web_sys::window().and_then(|w| w.navigator().language());
    browser::language().and_then(speaks).or_else(|| browsers().and_then(speaks)).unwrap_or("en")
}

/// Before the page is drawn: the words of the language wanted, if they are not built in.
pub async fn fetch_wanted() {
    let code = wanted();
    if let Err(why) = fetch_words(code).await {
        UNFETCHED.with(|u| *u.borrow_mut() = Some(why));
    }
}

/// Language `code`'s words, fetched from beside the page and added, unless at hand.
async fn fetch_words(code: &'static str) -> Result<(), Message> {
    if words::with(|w| w.has(code)) {
        return Ok(());
    }
    let name = words::with(|w| w.languages().into_iter().find(|(c, _)| *c == code).map(|(_, n)| n)).unwrap_or_default();
    let text = fetched(&format!("{code}.ftl"))
        .await
        .map_err(|reason| message!("language-unfetched", language = name, reason = reason))?;
    words::add(code, text);
    Ok(())
}

/// The whole of English, where the page carries only its first screens' words: fetched
/// from beside the page and added, and every text on the page said again with it. A
/// campaign is shown only once it is at hand (`Nav::show`); until then, and should it
/// fail, a word missing is said by its id.
pub async fn whole_english(language: Language) {
    if words::with(|w| w.has_whole("en")) {
        return;
    }
    if let Ok(text) = fetched("en.ftl").await {
        words::complete("en", &text);
        language.0.notify();
    }
}

/// Language `code`'s rule statements (`rule_sheet`), fetched from beside the page and
/// added, unless at hand.
pub async fn fetch_rules(code: &'static str) -> Result<(), Message> {
    if words::with(|w| w.has_rules(code)) {
        return Ok(());
    }
    let text =
        fetched(&format!("rules-{code}.ftl")).await.map_err(|reason| message!("p-rules-unfetched", reason = reason))?;
    words::add_rules(code, text);
    Ok(())
}

/// The text of `file`, fetched from beside the page; why not, as the browser says it.
async fn fetched(file: &str) -> Result<String, String> {
    let said = |e: wasm_bindgen::JsValue| {
        let message = e.dyn_ref::<js_sys::Error>().map(|e| String::from(e.message()));
        message
            .or_else(|| e.as_string())
            .or_else(|| js_sys::JSON::stringify(&e).ok().map(String::from))
            .unwrap_or_default()
    };
    let window = web_sys::window().ok_or_else(String::new)?;
    let response = JsFuture::from(window.fetch_with_str(file)).await.map_err(said)?;
    let response: web_sys::Response = response.dyn_into().map_err(|_| String::new())?;
    if !response.ok() {
        return Err(format!("HTTP {}", response.status()));
    }
    let text = JsFuture::from(response.text().map_err(said)?).await.map_err(said)?;
    Ok(text.as_string().unwrap_or_default())
}

/// The language chosen, in the page's context.
#[derive(Clone, Copy)]
pub struct Language(RwSignal<&'static str>);

impl Language {
    /// The language remembered, or the browser's, or English, provided to the page.
    pub fn provide() -> Language {
        // English until the words wanted are at hand (`fetch_wanted`).
        let code = Some(wanted()).filter(|c| words::with(|w| w.has(c))).unwrap_or("en");
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

    /// Message `id` as a view's text or attribute that follows the language chosen. Every
    /// label is this one closure type, so the page holds one copy of the code that draws a
    /// changing text, not one a label.
    pub fn text(self, id: &'static str) -> impl Fn() -> String + Copy + Send + Sync + 'static {
        move || self.t(id)
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
    let unfetched = UNFETCHED.with(|u| u.borrow_mut().take());
    let failed = RwSignal::new(unfetched.map(|m| language.say(&m)));
    let codes: Vec<&'static str> = choices.iter().map(|(code, _)| *code).collect();
    view! {
        <label class="language-switch">
            <span class:sr-only=in_bar>{move || language.t("language-label")}</span>
            // The language spoken, shown again when a choice could not be taken.
            <select data-testid="language" prop:value=move || { failed.track(); language.code() } on:change=move |ev| {
                let picked = event_target_value(&ev);
                let Some(&code) = codes.iter().find(|c| **c == picked) else { return };
                leptos::task::spawn_local(async move {
                    let said = match fetch_words(code).await {
                        Ok(()) => language.choose(code).err().map(|e| language.say(&e.message())),
                        Err(why) => Some(language.say(&why)),
                    };
                    failed.try_set(said);
                });
            }>
                {choices.into_iter().map(|(code, name)| view! {
                    <option value=code lang=code selected=move || language.code() == code>{name}</option>
                }).collect_view()}
            </select>
        </label>
        {move || failed.get().map(|e| view! { <p class="notice error" role="alert">{e}</p> })}
    }
}
