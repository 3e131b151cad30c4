//! The app: the start page or an open campaign. The open campaign's id is kept in the
//! address (`#campaign=<id>`, percent-encoded), so a reload comes back to it and the
//! browser's Back and Forward move between the start page and campaigns.

use super::campaign::CampaignScreen;
use super::home::Home;
use super::import::{import_text, Importing};
use super::language::Language;
use super::map_editor::MapEditor;
use super::offline::UpdateOffer;
use super::session::{Session, SHARE_PREFIX};
use super::timing;
use crate::engine::{save, Game};
use crate::message;
use crate::storage::{browser, codec};
use crate::words::message::Message;
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
    /// The language chosen, for what is said away from a view (a campaign that fails to open).
    pub language: Language,
}

#[derive(Clone, Debug, PartialEq)]
/// What the page tells the players, worded where it is shown, so it follows the language.
pub enum Notice {
    Info(Message),
    Error(Message),
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
            Ok(text) => import_text(nav, &nav.language.t("campaign-shared-link"), &text),
            Err(e) => {
                nav.home();
                nav.notice.set(Some(Notice::Error(e.message())));
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
    /// Open the stored campaign `id`: read, replayed, drawn (each part timed).
    pub fn open(&self, id: &str) {
        timing::begin();
        let said = |e: browser::StorageError| e.message();
        let loaded = browser::load_campaign(id).map_err(said).and_then(|text| {
            let revision = browser::revision(id).map_err(said)?;
            timing::part("mw:read");
            let game = save::load(&text).map_err(|e| message!("campaign-cannot-open", id = id, why = e.message()))?;
            timing::part("mw:replay");
            Ok((game, revision))
        });
        match loaded {
            Ok((game, revision)) => self.show(id, game, revision),
            Err(e) => {
                self.home();
                self.notice.set(Some(Notice::Error(e)));
            }
        }
    }

    /// Show the campaign `id`, already loaded, at its stored `revision`.
    pub fn show(&self, id: &str, game: Game, revision: Option<u64>) {
        set_hash(&campaign_hash(id));
        self.notice.set(None);
        let owner = self.owner.get_value().child();
        let session = owner.with(|| Session::new(id.to_string(), game, revision));
        timing::part("mw:session");
        self.screen.set(Screen::Campaign { session, _owner: owner });
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

#[component]
pub fn App() -> impl IntoView {
    let owner = Owner::current().unwrap_or_default();
    let language = Language::provide();
    let nav = Nav {
        owner: StoredValue::new(owner),
        screen: RwSignal::new(Screen::Home),
        notice: RwSignal::new(None),
        chosen_map: RwSignal::new(None),
        importing: RwSignal::new(None),
        language,
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
        <UpdateOffer />
    }
}
