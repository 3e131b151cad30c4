//! The app: the start page or an open campaign. The open campaign's id is kept in the
//! address (`#campaign=<id>`), so a reload comes back to it.

use super::campaign::CampaignScreen;
use super::home::Home;
use super::map_editor::MapEditor;
use super::session::{store, Session};
use crate::engine::save;
use crate::storage::browser;
use crate::storage::index::campaign_id;
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
}

#[derive(Clone, Debug, PartialEq)]
pub enum Notice {
    Info(String),
    Error(String),
}

const HASH_PREFIX: &str = "#campaign=";

fn set_hash(hash: &str) {
    if let Some(w) = web_sys::window() {
        let _ = w.location().set_hash(hash);
    }
}

impl Nav {
    pub fn open(&self, id: &str) {
        let loaded = browser::load_campaign(id).map_err(|e| e.to_string()).and_then(|text| {
            save::load(&text).map_err(|e| format!("The saved campaign \"{id}\" cannot be opened: {e}"))
        });
        match loaded {
            Ok(game) => {
                set_hash(&format!("{HASH_PREFIX}{id}"));
                self.notice.set(None);
                let owner = self.owner.get_value().child();
                let session = owner.with(|| Session::new(id.to_string(), game));
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

/// Import a save file's text into a new slot and open it. A bad file changes nothing.
pub fn import_text(nav: Nav, file_name: &str, text: &str) {
    let result = save::load(text).map_err(|e| e.to_string()).and_then(|game| {
        let index = browser::load_index().map_err(|e| e.to_string())?;
        let id = index.free_id(&campaign_id(&game.setup().name, game.seed()));
        store(&id, &game).map_err(|e| e.to_string())?;
        Ok(id)
    });
    match result {
        Ok(id) => {
            nav.open(&id);
            nav.notice.set(Some(Notice::Info(format!("Imported {file_name}."))));
        }
        Err(e) => nav.notice.set(Some(Notice::Error(format!("Could not import {file_name}: {e}")))),
    }
}

#[component]
pub fn App() -> impl IntoView {
    let owner = Owner::current().unwrap_or_default();
    let nav = Nav {
        owner: StoredValue::new(owner),
        screen: RwSignal::new(Screen::Home),
        notice: RwSignal::new(None),
        chosen_map: RwSignal::new(None),
    };
    provide_context(nav);
    let hash = web_sys::window().and_then(|w| w.location().hash().ok()).unwrap_or_default();
    if let Some(id) = hash.strip_prefix(HASH_PREFIX) {
        nav.open(id);
    }
    view! {
        {move || match nav.screen.get() {
            Screen::Home => view! { <Home /> }.into_any(),
            Screen::Campaign { session, .. } => view! { <CampaignScreen session /> }.into_any(),
            Screen::Editor => view! { <MapEditor /> }.into_any(),
        }}
    }
}
