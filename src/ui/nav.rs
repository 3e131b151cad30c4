//! Where the page is and what it tells the players: the screen shown, its notice, and
//! the moves between the start page, a campaign and the map editor, each kept in the
//! address so a reload comes back to it.

use super::checkpoint;
use super::language::Language;
use super::later;
use super::replay::{reopen, Replaying};
use super::session::Session;
use super::timing;
use crate::engine::Game;
use crate::message;
use crate::storage::browser::{self, Revision};
use crate::words::message::Message;
use leptos::prelude::*;

#[derive(Clone)]
pub enum Screen {
    Home,
    /// The open campaign, with the reactive owner of its signals: the signals live exactly
    /// as long as the campaign is on screen, not as long as the screen that opened it.
    Campaign {
        session: Box<Session>,
        _owner: Owner,
    },
    Editor,
    /// A device joining the campaign hosted on another (`ui::peers`), from the code of
    /// its invite link.
    Joining(String),
}

/// Shared by every screen: where we are, and a message for the start page.
#[derive(Clone, Copy)]
pub struct Nav {
    pub(super) owner: StoredValue<Owner>,
    pub screen: RwSignal<Screen>,
    pub notice: RwSignal<Option<Notice>>,
    /// A saved map the new-campaign form should start on (set by the map editor).
    pub chosen_map: RwSignal<Option<String>>,
    /// A campaign being replayed (opened or imported): its name, commands replayed and in
    /// all, and whether the players asked to stop.
    pub importing: RwSignal<Option<Replaying>>,
    /// The language chosen, for what is said away from a view (a campaign that fails to open).
    pub language: Language,
    /// Where the players asked to go from a campaign whose last change is not stored,
    /// while the app asks them first (`leave`).
    pub leaving: RwSignal<Option<Leave>>,
    /// How many times the page was sent somewhere (`send_to`, `show`): a campaign still waiting
    /// for its words and look is not shown once the page was sent elsewhere meanwhile.
    pub(super) moves: StoredValue<u64>,
}

/// Where the players asked to go from a campaign.
#[derive(Clone, Debug, PartialEq)]
pub enum Leave {
    Home,
    /// The address they typed, went Back to or opened (its fragment).
    Address(String),
}

#[derive(Clone, Debug, PartialEq)]
/// What the page tells the players, worded where it is shown, so it follows the language.
pub enum Notice {
    Info(Message),
    Error(Message),
}

pub(super) const HASH_PREFIX: &str = "#campaign=";

/// The address's fragment, `#` included (empty when there is none).
pub(super) fn current_hash() -> String {
    web_sys::window().and_then(|w| w.location().hash().ok()).unwrap_or_default()
}

/// Puts `hash` in the address in place of the current one: no new step in the history,
/// and no `hashchange`.
pub(super) fn replace_hash(hash: &str) {
    if let Some(history) = web_sys::window().and_then(|w| w.history().ok()) {
        let _ = history.replace_state_with_url(&wasm_bindgen::JsValue::NULL, "", Some(hash));
    }
}

pub(super) fn set_hash(hash: &str) {
    if let Some(w) = web_sys::window() {
        if w.location().hash().ok().as_deref() != Some(hash) {
            let _ = w.location().set_hash(hash);
        }
    }
}

/// The address of a campaign: its id may hold any letter of any script.
pub(super) fn campaign_hash(id: &str) -> String {
    format!("{HASH_PREFIX}{}", String::from(js_sys::encode_uri_component(id)))
}

impl Nav {
    /// Open the stored campaign `id`: read, replayed from its checkpoint if it has one
    /// that holds (a slice at a time, its progress on the start page, if it is long),
    /// drawn; each part timed.
    pub fn open(&self, id: &str) {
        self.read(id, false);
    }

    /// Open campaign `id` again as another tab stored it, unless a move made here while it
    /// was read is not stored: then the campaign stays as this tab has it, its warning and
    /// the offer of a copy with it, until the player chooses.
    pub fn follow(&self, id: &str) {
        self.read(id, true);
    }

    fn read(&self, id: &str, following: bool) {
        timing::begin();
        let read = browser::load_campaign(id).and_then(|text| Ok((text, browser::revision(id)?)));
        let (text, revision) = match read {
            Ok(read) => read,
            Err(e) => return self.refuse(e.message()),
        };
        let kept = browser::load_checkpoint(id);
        timing::part("mw:read");
        let (nav, id) = (*self, id.to_string());
        let name = browser::load_index().ok().and_then(|i| i.name_of(&id)).unwrap_or_else(|| id.clone());
        leptos::task::spawn_local(async move {
            match reopen(&text, kept, &name, nav.importing).await {
                None => nav.home(),
                Some(_) if following && nav.holds_unsaved(&id) => {}
                Some((Ok(game), start)) => {
                    timing::part("mw:replay");
                    checkpoint::opened(&id, &start);
                    nav.show(&id, game, revision);
                }
                Some((Err(e), _)) => nav.refuse(message!("campaign-cannot-open", id = id.as_str(), why = e.message())),
            }
        });
    }

    /// Whether campaign `id` is on screen with a change of this tab's not stored.
    fn holds_unsaved(&self, id: &str) -> bool {
        self.screen.with_untracked(|s| match s {
            Screen::Campaign { session, .. } => session.id.get_value() == id && session.unsaved(),
            _ => false,
        })
    }

    /// Back to the start page, saying why a campaign did not open.
    fn refuse(&self, why: Message) {
        self.home();
        self.notice.set(Some(Notice::Error(why)));
    }

    /// Show the campaign `id`, already loaded, at its stored `revision`, once the words
    /// and look of a campaign are at hand (`later`).
    pub fn show(&self, id: &str, game: Game, revision: Option<Revision>) {
        self.show_then(id, game, revision, Box::new(|_| {}));
    }

    /// `show`, with `then` given the campaign's session before it is drawn.
    pub fn show_then(&self, id: &str, game: Game, revision: Option<Revision>, then: Box<dyn FnOnce(Session)>) {
        // Cleared now, not when shown: what the caller says next (an import's notice)
        // stays.
        self.notice.set(None);
        let (nav, id, at) = (*self, id.to_string(), self.moved());
        leptos::task::spawn_local(async move {
            later::ready(nav.language).await;
            if nav.moves.get_value() == at {
                nav.shown(&id, game, revision, then);
            }
        });
    }

    fn shown(&self, id: &str, game: Game, revision: Option<Revision>, then: Box<dyn FnOnce(Session)>) {
        set_hash(&campaign_hash(id));
        let owner = self.owner.get_value().child();
        let session = owner.with(|| Session::new(id.to_string(), game, revision));
        then(session);
        timing::part("mw:session");
        let nav = *self;
        checkpoint::read_past(session.id, session.game, move |id| nav.open(id));
        checkpoint::keep_when_quiet(session.id, session.game);
        self.screen.set(Screen::Campaign { session: Box::new(session), _owner: owner });
    }

    pub fn home(&self) {
        set_hash("");
        self.send_to(Screen::Home);
    }

    pub fn editor(&self) {
        set_hash("");
        self.notice.set(None);
        self.send_to(Screen::Editor);
    }

    /// Sends the page to `screen`, now.
    pub fn send_to(&self, screen: Screen) {
        self.moved();
        self.screen.set(screen);
    }

    /// Counts a move of the page, and returns its number.
    fn moved(&self) -> u64 {
        self.moves.update_value(|n| *n += 1);
        self.moves.get_value()
    }
}
