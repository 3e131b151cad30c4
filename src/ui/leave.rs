//! Leaving a campaign whose last change is not stored (storage full, another tab ahead or
//! written over): every way out inside the app (the Home button, Back, an edited address,
//! a share link opened in the same tab) asks first in the app's own dialog, which offers
//! to keep this tab's moves as a copy. Leaving the page itself keeps them as a copy on
//! `pagehide`, the one moment every browser (iOS Safari included) announces.

use super::language::use_language;
use super::nav::{campaign_hash, replace_hash, set_hash, Leave, Nav, Notice, Screen};
use super::session::Session;
use crate::engine::Game;
use crate::message;
use crate::storage::browser::Revision;
use crate::storage::saving;
use leptos::prelude::*;

/// The open campaign, when its last change is not stored.
fn unsaved(nav: Nav) -> Option<Session> {
    match nav.screen.get_untracked() {
        Screen::Campaign { session, .. } if session.unsaved() => Some(*session),
        _ => None,
    }
}

impl Nav {
    /// Whether the page may go where asked now: yes, unless the open campaign has a
    /// change not stored; then the players are asked first, the address kept on the
    /// campaign until they choose.
    pub fn may_leave(&self, to: Leave) -> bool {
        let Some(session) = unsaved(*self) else { return true };
        replace_hash(&campaign_hash(&session.id.get_value()));
        self.leaving.set(Some(to));
        false
    }

    /// Goes where the players chose, the campaign left behind.
    fn go(&self, to: Leave) {
        self.leaving.set(None);
        match to {
            Leave::Home => self.home(),
            Leave::Address(hash) => {
                // Off the campaign first: the address is then followed without asking.
                self.send_to(Screen::Home);
                set_hash(&hash);
            }
        }
    }
}

/// Keeps the open campaign as a copy (`Session::keep_as_copy`): its slot, or None with
/// the failure on the campaign's banner.
fn keep_copy(session: Session) -> Option<(String, Game, Revision)> {
    session.keep_as_copy().map_err(|e| session.save_error.set(Some(e))).ok()
}

/// Keeps the open campaign as a copy and goes on in the copy, saying so.
pub fn go_on_in_copy(nav: Nav, session: Session) {
    if let Some((id, game, revision)) = keep_copy(session) {
        nav.show(&id, game, Some(revision));
        nav.notice.set(Some(Notice::Info(message!("campaign-kept-copy", name = id))));
    }
}

/// The page is going away (closed, reloaded, navigated off, or frozen on a phone): a
/// change that could not be stored in its slot is kept as a copy for the next visit.
pub fn on_page_hide(nav: Nav) {
    // A save only waiting for another tab's lock is written, not copied.
    if let Screen::Campaign { session, .. } = nav.screen.get_untracked() {
        saving::flush(&session.id.get_value());
    }
    if let Some(session) = unsaved(nav) {
        if let Ok((id, game, revision)) = session.keep_as_copy() {
            nav.show(&id, game, Some(revision));
        }
    }
}

#[component]
pub fn LeaveDialog() -> impl IntoView {
    let nav = expect_context::<Nav>();
    let lang = use_language();
    move || {
        let to = nav.leaving.get()?;
        let session = unsaved(nav)?;
        let why = session.save_error.get().map(|e| lang.say(&e.message()));
        let (keep_to, go_to) = (to.clone(), to);
        Some(view! {
            <div class="shortcuts-backdrop">
                <div class="card leave-dialog" role="alertdialog" aria-modal="true" data-testid="leave-dialog"
                    aria-labelledby="leave-title">
                    <h2 id="leave-title">{lang.t("leave-title")}</h2>
                    <p>{why}</p>
                    <div class="actions">
                        <button class="primary" data-testid="leave-stay" autofocus on:click=move |_| nav.leaving.set(None)>
                            {lang.t("leave-stay")}
                        </button>
                        <button data-testid="leave-keep-copy" on:click=move |_| {
                            if let Some((id, _, _)) = keep_copy(session) {
                                nav.go(keep_to.clone());
                                nav.notice.set(Some(Notice::Info(message!("campaign-kept-copy", name = id))));
                            }
                        }>{lang.t("leave-keep-copy")}</button>
                        <button class="danger" data-testid="leave-anyway" on:click=move |_| nav.go(go_to.clone())>
                            {lang.t("leave-anyway")}
                        </button>
                    </div>
                </div>
            </div>
        })
    }
}
