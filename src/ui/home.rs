//! The start page: saved campaigns, a new campaign, and import by file picker or drop.

use super::ask::use_ask;
use super::import::{import_file, BUNDLE_MARK};
use super::language::{use_language, Language, LanguageSwitch};
use super::nav::{Nav, Notice};
use super::new_campaign::NewCampaign;
use crate::message;
use crate::storage::browser;
use leptos::prelude::*;

/// The largest file taken for import: far beyond any campaign (a six-year one is about
/// 130 KB), and small enough to read without stalling the page.
const MAX_IMPORT_BYTES: f64 = 16.0 * 1024.0 * 1024.0;

fn read_file(nav: Nav, file: web_sys::File) {
    let name = file.name();
    if file.size() > MAX_IMPORT_BYTES {
        let mb = (file.size() / (1024.0 * 1024.0)).ceil();
        nav.notice.set(Some(Notice::Error(message!("home-too-big", name = name, mb = mb as u64))));
        return;
    }
    leptos::task::spawn_local(async move {
        match wasm_bindgen_futures::JsFuture::from(file.text()).await {
            Ok(text) => import_file(nav, name, text.as_string().unwrap_or_default()).await,
            Err(_) => nav.notice.set(Some(Notice::Error(message!("home-unreadable", name = name)))),
        }
    });
}

/// "Export all": every campaign that reads, in one file. One that does not read (its
/// stored text damaged) blocks none of the others: its text is offered as it is stored,
/// in a file of its own, and its name returned to be said.
fn export_every_campaign() -> Result<Vec<String>, browser::StorageError> {
    let date = String::from(js_sys::Date::new_0().to_iso_string()).chars().take(10).collect::<String>();
    let (mut saves, mut exported, mut damaged) = (Vec::new(), Vec::new(), Vec::new());
    for (entry, text) in browser::all_campaigns()? {
        match text.ok().and_then(|t| serde_json::from_str::<serde_json::Value>(&t).ok()) {
            Some(save) => {
                saves.push(save);
                exported.push(entry.id);
            }
            None => {
                let raw = browser::stored_text(&entry.id).unwrap_or_default();
                browser::download_as(&format!("{}.damaged.txt", entry.id), &raw, "text/plain")?;
                damaged.push(entry.name);
            }
        }
    }
    let bundle = serde_json::json!({ BUNDLE_MARK: 1, "campaigns": saves });
    browser::download(&format!("marchwarden-all-{date}.json"), &bundle.to_string())?;
    browser::mark_exported(&exported)?;
    Ok(damaged)
}

/// A moment as the language chosen writes dates.
fn when(ms: u64, lang: Language) -> String {
    let date = js_sys::Date::new(&wasm_bindgen::JsValue::from_f64(ms as f64));
    String::from(date.to_locale_string(lang.code(), &wasm_bindgen::JsValue::UNDEFINED))
}

#[component]
pub fn Home() -> impl IntoView {
    let nav = expect_context::<Nav>();
    let lang = use_language();
    let refresh = RwSignal::new(0u32);
    let listed = browser::load_index().map(|i| i.entries.len());
    if browser::take_index_rebuilt() {
        let n = *listed.as_ref().unwrap_or(&0);
        nav.notice.set(Some(Notice::Error(message!("home-index-rebuilt", n = n))));
    }
    let export_all = move |_| {
        refresh.update(|n| *n += 1);
        match export_every_campaign() {
            Ok(damaged) if damaged.is_empty() => {}
            Ok(damaged) => {
                nav.notice.set(Some(Notice::Error(message!("home-export-damaged", names = damaged.join(", ")))))
            }
            Err(e) => nav.notice.set(Some(Notice::Error(e.message()))),
        }
    };
    let on_pick = move |ev: leptos::ev::Event| {
        let input: web_sys::HtmlInputElement = event_target(&ev);
        if let Some(file) = input.files().and_then(|f| f.get(0)) {
            read_file(nav, file);
        }
        input.set_value("");
    };
    let on_drop = move |ev: leptos::ev::DragEvent| {
        ev.prevent_default();
        if let Some(file) = ev.data_transfer().and_then(|d| d.files()).and_then(|f| f.get(0)) {
            read_file(nav, file);
        }
    };
    view! {
        <div class="home" on:dragover=|ev: leptos::ev::DragEvent| ev.prevent_default() on:drop=on_drop>
            <header class="hero">
                <h1>"Marchwarden"</h1>
                <p>{lang.text("home-tagline")}</p>
                <LanguageSwitch />
            </header>
            {move || nav.notice.get().map(|n| match n {
                Notice::Info(m) => view! { <p class="notice info" role="status" data-testid="notice">{move || lang.say(&m)}</p> }.into_any(),
                Notice::Error(m) => view! { <p class="notice error" role="alert" data-testid="import-error">{move || lang.say(&m)}</p> }.into_any(),
            })}
            // A first visit: on a phone the new campaign comes first, not two screens down.
            <div class="home-columns" class:fresh=matches!(listed, Ok(0))>
                <section class="card saved" data-testid="saved-campaigns">
                    <h2>{lang.text("home-saved")}</h2>
                    {campaign_list(nav, lang, refresh)}
                    <div class="row">
                        <button data-testid="export-all" on:click=export_all>{lang.text("home-export-all")}</button>
                    </div>
                    {storage_use(lang, refresh)}
                    <h2>{lang.text("home-maps")}</h2>
                    <button data-testid="open-editor" on:click=move |_| nav.editor()>{lang.text("home-open-editor")}</button>
                    <h2>{lang.text("home-import")}</h2>
                    {move || nav.importing.get().map(|i| view! {
                        <div class="importing" role="status" data-testid="importing">
                            <span>{lang.t_with("home-replaying", &[("name", i.name.as_str().into()), ("done", i.done.into()), ("total", i.total.into())])}</span>
                            <progress max=i.total.to_string() value=i.done.to_string()></progress>
                            <button data-testid="stop-import" on:click=move |_| nav.importing.update(|i| if let Some(i) = i { i.stop = true })>{lang.text("home-stop")}</button>
                        </div>
                    })}
                    <label class="file-drop">
                        <input type="file" accept=".json,application/json" data-testid="import-file" on:change=on_pick />
                        <span>{lang.text("home-choose-file")}</span>
                    </label>
                </section>
                <NewCampaign />
            </div>
        </div>
    }
}

/// The campaigns stored in this browser, each with where it stands, when it was last
/// played, whether a backup is due, and its Open and Delete buttons.
fn campaign_list(nav: Nav, lang: Language, refresh: RwSignal<u32>) -> impl IntoView {
    let index = move || {
        refresh.track();
        browser::load_index()
    };
    let ask = use_ask();
    let delete = move |id: String, name: String| {
        ask.ask(message!("home-delete-confirm", name = name.clone()), "home-delete", move || {
            match browser::delete_campaign(&id) {
                Ok(()) => nav.notice.set(Some(Notice::Info(message!("home-deleted", name = name.clone())))),
                Err(e) => nav.notice.set(Some(Notice::Error(e.message()))),
            }
            refresh.update(|n| *n += 1);
        });
    };
    view! {
        {move || match index() {
            Err(e) => view! { <p class="notice error" role="alert">{lang.say(&e.message())}</p> }.into_any(),
            Ok(ix) if ix.entries.is_empty() => view! { <p class="muted">{lang.t("home-none")}</p> }.into_any(),
            Ok(ix) => view! {
                <ul class="campaign-list">
                    {ix.entries.into_iter().map(|e| {
                        let (id, id2, name) = (e.id.clone(), e.id.clone(), e.name.clone());
                        let name2 = e.name.clone();
                        view! {
                            <li data-testid=format!("campaign-{}", e.id)>
                                <div class="campaign-name">{e.name.clone()}</div>
                                <div class="muted">{
                                    // Where it stands, in English in a list stored before that was kept as data.
                                    let summary = e.standing.as_ref().map_or_else(|| e.summary.clone(), |s| lang.say(&s.word()));
                                    // A rebuilt list does not know when a campaign was last played.
                                    match (summary.is_empty(), e.last_played) {
                                        (_, 0) => lang.t("home-restored"),
                                        (true, at) => lang.t_with("home-last-played", &[("when", when(at, lang).into())]),
                                        (false, at) => format!("{summary} · {}", lang.t_with("home-last-played", &[("when", when(at, lang).into())])),
                                    }
                                }</div>
                                {e.backup_due(browser::now_ms()).map(|days| view! {
                                    <div class="backup-due" data-testid="backup-due">
                                        {lang.t_with("home-backup-due", &[("days", days.into())])}
                                        {browser::erases_when_unvisited().then(|| format!(" {}", lang.t("home-erased-unvisited")))}
                                    </div>
                                })}
                                <div class="row">
                                    <button class="primary" data-testid="open" on:click=move |_| nav.open(&id)>{lang.t("home-open")}</button>
                                    <button class="danger" data-testid="delete" aria-label=lang.t_with("home-delete-label", &[("name", name.as_str().into())])
                                        on:click=move |_| delete(id2.clone(), name2.clone())>{lang.t("home-delete")}</button>
                                </div>
                            </li>
                        }
                    }).collect_view()}
                </ul>
            }.into_any(),
        }}
    }
}

/// How full this browser's storage is, and whether the browser keeps it.
fn storage_use(lang: Language, refresh: RwSignal<u32>) -> impl IntoView {
    // Against the browser's own clean-up: ask to be kept, and say how full storage is.
    let kept = RwSignal::new(None::<bool>);
    leptos::task::spawn_local(async move { kept.set(Some(browser::ask_to_persist().await)) });
    let usage = move || {
        refresh.track();
        browser::usage().ok()
    };
    view! {
        <p class="muted storage-use" data-testid="storage-use">{move || usage().map(|used| {
            let percent = used * 100 / browser::QUOTA_UNITS;
            let kb = used * 2 / 1024;
            let share = if percent == 0 { lang.t("home-storage-under") } else { lang.t_with("home-storage-about", &[("percent", percent.into())]) };
            let used = lang.t_with("home-storage", &[("kb", kb.into()), ("share", share.into())]);
            if percent >= 80 { format!("{used} {}", lang.t("home-storage-full")) } else { used }
        })}
        {move || (kept.get() == Some(false)).then(|| format!(" {}", lang.t("home-not-kept")))}
        {browser::erases_when_unvisited().then(|| view! {
            <strong data-testid="erased-unvisited">{format!(" {}", lang.t("home-erased-unvisited"))}</strong>
        })}
        </p>
    }
}
