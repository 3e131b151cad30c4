//! The app: the start page or an open campaign. The open campaign's id is kept in the
//! address (`#campaign=<id>`, percent-encoded), so a reload comes back to it and the
//! browser's Back and Forward move between the start page and campaigns.

use super::campaign::CampaignScreen;
use super::home::Home;
use super::map_editor::MapEditor;
use super::session::{store, Session, SHARE_PREFIX};
use crate::engine::chronicle::{describe_entry, Teller};
use crate::engine::game::Entry;
use crate::engine::history::{compare, Comparison};
use crate::engine::{save, Game};
use crate::storage::index::campaign_id;
use crate::storage::{browser, codec};
use leptos::prelude::*;

#[derive(Clone)]
pub enum Screen {
    Home,
    /// The open campaign, with the reactive owner of its signals: the signals live exactly
    /// as long as the campaign is on screen, not as long as the screen that opened it.
    Campaign {
        session: Session,
        _owner: Owner,
    },
    Editor,
}

/// Shared by every screen: where we are, and a message for the start page.
#[derive(Clone, Copy)]
pub struct Nav {
    owner: StoredValue<Owner>,
    pub screen: RwSignal<Screen>,
    pub notice: RwSignal<Option<Notice>>,
    /// A saved map the new-campaign form should start on (set by the map editor).
    pub chosen_map: RwSignal<Option<String>>,
    /// A file being imported: its name, commands replayed and in all, and whether the
    /// player asked to stop.
    pub importing: RwSignal<Option<Importing>>,
}

#[derive(Clone, Debug, PartialEq)]
pub struct Importing {
    pub name: String,
    pub done: usize,
    pub total: usize,
    pub stop: bool,
}

#[derive(Clone, Debug, PartialEq)]
pub enum Notice {
    Info(String),
    Error(String),
}

const HASH_PREFIX: &str = "#campaign=";

fn set_hash(hash: &str) {
    if let Some(w) = web_sys::window() {
        if w.location().hash().ok().as_deref() != Some(hash) {
            let _ = w.location().set_hash(hash);
        }
    }
}

/// The address of a campaign: its id may hold any letter of any script.
fn campaign_hash(id: &str) -> String {
    format!("{HASH_PREFIX}{}", String::from(js_sys::encode_uri_component(id)))
}

/// The campaign id in the address, if there is one.
fn hash_campaign() -> Option<String> {
    let hash = web_sys::window()?.location().hash().ok()?;
    let encoded = hash.strip_prefix(HASH_PREFIX)?;
    js_sys::decode_uri_component(encoded).ok().map(String::from)
}

/// The compressed campaign a share link carries, if the address is one.
fn shared_campaign() -> Option<String> {
    let hash = web_sys::window()?.location().hash().ok()?;
    hash.strip_prefix(SHARE_PREFIX).map(str::to_string)
}

/// `Back`, `Forward` or an edited address: show what the address names.
fn follow_address(nav: Nav) {
    let open = match nav.screen.get_untracked() {
        Screen::Campaign { session, .. } => Some(session.id.get_value()),
        _ => None,
    };
    if let Some(packed) = shared_campaign() {
        match codec::from_link(&packed) {
            Ok(text) => import_text(nav, "the shared link", &text),
            Err(e) => {
                nav.home();
                nav.notice.set(Some(Notice::Error(e.to_string())));
            }
        }
        return;
    }
    match hash_campaign() {
        Some(id) if open.as_deref() != Some(id.as_str()) => nav.open(&id),
        Some(_) => {}
        None if open.is_some() => nav.screen.set(Screen::Home),
        None => {}
    }
}

/// One click, one command: the second click of a double click (a `click` whose `detail`
/// counts 2 or more) never reaches a button, so it cannot answer the next decision.
fn swallow_double_clicks() {
    let guard = wasm_bindgen::closure::Closure::<dyn Fn(web_sys::MouseEvent)>::new(|ev: web_sys::MouseEvent| {
        let on_button = ev
            .target()
            .and_then(|t| wasm_bindgen::JsCast::dyn_into::<web_sys::Element>(t).ok())
            .and_then(|el| el.closest("button").ok().flatten())
            .is_some();
        if ev.detail() > 1 && on_button {
            ev.stop_immediate_propagation();
            ev.prevent_default();
        }
    });
    if let Some(w) = web_sys::window() {
        let _ = w.add_event_listener_with_callback_and_bool(
            "click",
            wasm_bindgen::JsCast::unchecked_ref(guard.as_ref()),
            true,
        );
    }
    // The guard lives as long as the page.
    guard.forget();
}

impl Nav {
    pub fn open(&self, id: &str) {
        let loaded = browser::load_campaign(id).map_err(|e| e.to_string()).and_then(|text| {
            let revision = browser::revision(id).map_err(|e| e.to_string())?;
            let game = save::load(&text).map_err(|e| format!("The saved campaign \"{id}\" cannot be opened: {e}"))?;
            Ok((game, revision))
        });
        match loaded {
            Ok((game, revision)) => {
                set_hash(&campaign_hash(id));
                self.notice.set(None);
                let owner = self.owner.get_value().child();
                let session = owner.with(|| Session::new(id.to_string(), game, revision));
                self.screen.set(Screen::Campaign { session, _owner: owner });
            }
            Err(e) => {
                self.home();
                self.notice.set(Some(Notice::Error(e)));
            }
        }
    }

    pub fn home(&self) {
        set_hash("");
        self.screen.set(Screen::Home);
    }

    pub fn editor(&self) {
        set_hash("");
        self.notice.set(None);
        self.screen.set(Screen::Editor);
    }
}

/// The stored copies of the campaign `game` is a copy of (same setup, seed, options and
/// rules), with their ids and revisions, and how `game` stands to each.
fn stored_copies(game: &Game) -> Vec<(String, Option<u64>, Game, Comparison)> {
    let base = campaign_id(&game.setup().name, game.seed());
    let Ok(index) = browser::load_index() else { return Vec::new() };
    index
        .entries
        .iter()
        .filter(|e| e.id == base || e.id.strip_prefix(&base).is_some_and(|rest| rest.starts_with('-')))
        .filter_map(|e| {
            let local = save::load(&browser::load_campaign(&e.id).ok()?).ok()?;
            let revision = browser::revision(&e.id).ok()?;
            let how = compare(&local, game);
            (how != Comparison::Unrelated).then(|| (e.id.clone(), revision, local, how))
        })
        .collect()
}

/// What happened in `game` after its first `from` commands, as chronicle sentences.
fn since(game: &Game, from: usize) -> String {
    let entries = game.chronicle();
    let teller = Teller::new(game.state(), &entries);
    let lines: Vec<String> = entries
        .iter()
        .filter(|e| matches!(e, Entry::Event { position, .. } if *position >= from))
        .map(|e| describe_entry(&teller, e))
        .collect();
    let shown = lines.iter().rev().take(6).rev().cloned().collect::<Vec<_>>().join(" ");
    let earlier = lines.len().saturating_sub(6);
    if earlier > 0 {
        format!("… {earlier} more, then: {shown}")
    } else {
        shown
    }
}

/// The member that marks a file of several campaigns ("export all").
pub const BUNDLE_MARK: &str = "marchwarden_campaigns";

/// The campaigns of an "export all" file, if `text` is one.
fn bundle_of(text: &str) -> Option<Vec<serde_json::Value>> {
    serde_json::from_str::<serde_json::Value>(text)
        .ok()
        .filter(|v| v.get(BUNDLE_MARK).is_some())
        .and_then(|v| v.get("campaigns").and_then(|c| c.as_array().cloned()))
}

/// Opens the campaign an import stored or found, and says what was done; or says why
/// nothing was.
fn imported(nav: Nav, file_name: &str, result: Result<(String, String), String>) {
    match result {
        Ok((id, note)) => {
            nav.open(&id);
            nav.notice.set(Some(Notice::Info(note)));
        }
        Err(e) => nav.notice.set(Some(Notice::Error(format!("Could not import {file_name}: {e}")))),
    }
}

/// Lets the page draw between two slices of a long replay.
async fn next_frame() {
    let tick = js_sys::Promise::new(&mut |resolve, _| {
        if let Some(w) = web_sys::window() {
            let _ = w.set_timeout_with_callback_and_timeout_and_arguments_0(&resolve, 0);
        }
    });
    let _ = wasm_bindgen_futures::JsFuture::from(tick).await;
}

/// How many commands are replayed between two frames of a file import.
const REPLAY_SLICE: usize = 100;

/// Import a save file: its campaign is replayed a slice at a time, the progress shown,
/// and the player may stop it, which changes nothing. An "export all" file imports each
/// of its campaigns.
pub async fn import_file(nav: Nav, file_name: String, text: String) {
    if bundle_of(&text).is_some() {
        return import_text(nav, &file_name, &text);
    }
    let mut loading = match save::Loading::begin(&text) {
        Ok(l) => l,
        Err(e) => return imported(nav, &file_name, Err(e.to_string())),
    };
    let report = |loading: &save::Loading| {
        let (done, total) = loading.progress();
        nav.importing.set(Some(Importing { name: file_name.clone(), done, total, stop: false }));
    };
    report(&loading);
    loop {
        match loading.step(REPLAY_SLICE) {
            Ok(true) => break,
            Ok(false) => {}
            Err(e) => {
                nav.importing.set(None);
                return imported(nav, &file_name, Err(e.to_string()));
            }
        }
        next_frame().await;
        if nav.importing.get_untracked().is_some_and(|i| i.stop) {
            nav.importing.set(None);
            nav.notice.set(Some(Notice::Info(format!("The import of {file_name} was stopped; nothing was changed."))));
            return;
        }
        report(&loading);
    }
    nav.importing.set(None);
    let result = loading.finish().map_err(|e| e.to_string()).and_then(|game| import_game(&file_name, game));
    imported(nav, &file_name, result);
}

/// Import a save's text and open it, or every campaign of an "export all" file. A bad
/// file, or a bad campaign in a bundle, changes nothing of what is stored.
pub fn import_text(nav: Nav, file_name: &str, text: &str) {
    let Some(saves) = bundle_of(text) else {
        return imported(nav, file_name, import_one(file_name, text));
    };
    let notes: Vec<String> = saves
        .iter()
        .enumerate()
        .map(|(i, save)| {
            let name = format!("campaign {} of {file_name}", i + 1);
            import_one(&name, &save.to_string()).map_or_else(|e| format!("Could not import {name}: {e}"), |(_, n)| n)
        })
        .collect();
    nav.home();
    nav.notice.set(Some(Notice::Info(notes.join(" "))));
}

/// Import one save's text (see `import_game`).
fn import_one(file_name: &str, text: &str) -> Result<(String, String), String> {
    save::load(text).map_err(|e| e.to_string()).and_then(|game| import_game(file_name, game))
}

/// Store an imported campaign. A copy of a campaign already here is compared with it
/// (play by mail): a continuation replaces it, an older or identical copy changes
/// nothing, and a history that went another way is kept beside it, never over it. Any
/// other campaign gets a slot of its own. Answers the campaign's id and what was done.
fn import_game(file_name: &str, game: Game) -> Result<(String, String), String> {
    let copies = stored_copies(&game);
    let same = |wanted: fn(&Comparison) -> bool| copies.iter().find(|c| wanted(&c.3));
    if let Some((id, revision, local, Comparison::Continuation { new })) =
        same(|c| matches!(c, Comparison::Continuation { .. }))
    {
        store(id, &game, *revision).map_err(|e| e.to_string())?;
        let what = since(&game, local.log().len());
        return Ok((id.clone(), format!("{file_name} goes on from the copy here: {new} new step(s). {what}")));
    }
    if let Some((id, _, _, how)) = same(|c| matches!(c, Comparison::Identical | Comparison::Older { .. })) {
        let why = match how {
            Comparison::Older { behind } => {
                format!("is an older copy of this campaign, {behind} step(s) behind the one here")
            }
            _ => "is the same as the copy here".to_string(),
        };
        return Ok((id.clone(), format!("{file_name} {why}: nothing was changed.")));
    }
    let index = browser::load_index().map_err(|e| e.to_string())?;
    let id = index.free_id(&campaign_id(&game.setup().name, game.seed()));
    store(&id, &game, None).map_err(|e| e.to_string())?;
    let note = match copies.iter().find_map(|c| match c.3 {
        Comparison::Diverged { at } => Some((c.0.clone(), at)),
        _ => None,
    }) {
        Some((here, at)) => format!(
            "{file_name} went another way than the copy here (\"{here}\") from step {at} on: it is kept as a campaign of its own, and the copy here is unchanged."
        ),
        None => format!("Imported {file_name}."),
    };
    Ok((id, note))
}

#[component]
pub fn App() -> impl IntoView {
    let owner = Owner::current().unwrap_or_default();
    let nav = Nav {
        owner: StoredValue::new(owner),
        screen: RwSignal::new(Screen::Home),
        notice: RwSignal::new(None),
        chosen_map: RwSignal::new(None),
        importing: RwSignal::new(None),
    };
    provide_context(nav);
    follow_address(nav);
    swallow_double_clicks();
    let address = window_event_listener(leptos::ev::hashchange, move |_| follow_address(nav));
    on_cleanup(move || address.remove());
    view! {
        {move || match nav.screen.get() {
            Screen::Home => view! { <Home /> }.into_any(),
            Screen::Campaign { session, .. } => view! { <CampaignScreen session /> }.into_any(),
            Screen::Editor => view! { <MapEditor /> }.into_any(),
        }}
    }
}
