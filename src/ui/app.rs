//! The app: the start page or an open campaign. The open campaign's id is kept in the
//! address (`#campaign=<id>`, percent-encoded), so a reload comes back to it and the
//! browser's Back and Forward move between the start page and campaigns.

use super::ask::{Ask, AskDialog};
use super::campaign::CampaignScreen;
use super::home::Home;
use super::import::import_link;
use super::language::Language;
use super::later;
use super::leave::{on_page_hide, LeaveDialog};
use super::map_editor::MapEditor;
use super::nav::{campaign_hash, current_hash, Leave, Nav, Notice, Screen, HASH_PREFIX};
use super::offline::UpdateOffer;
use super::peers::device::JoinScreen;
use super::peers::JOIN_PREFIX;
use super::presses;
use super::session::SHARE_PREFIX;
use super::splash;
use crate::storage::codec;
use leptos::prelude::*;

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

/// `Back`, `Forward` or an edited address: show what the address names, once the open
/// campaign may be left (`Nav::may_leave`).
fn follow_address(nav: Nav) {
    let open = match nav.screen.get_untracked() {
        Screen::Campaign { session, .. } => Some(session.id.get_value()),
        _ => None,
    };
    let hash = current_hash();
    if open.as_ref().is_some_and(|id| campaign_hash(id) != hash) && !nav.may_leave(Leave::Address(hash.clone())) {
        return;
    }
    if let Some(code) = hash.strip_prefix(JOIN_PREFIX) {
        nav.send_to(Screen::Joining(code.to_string()));
        return;
    }
    if let Some(packed) = shared_campaign() {
        match codec::from_link(&packed) {
            Ok(text) => import_link(nav, &nav.language.t("campaign-shared-link"), &text),
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
        None if open.is_some() => nav.send_to(Screen::Home),
        None => {}
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
        leaving: RwSignal::new(None),
        moves: StoredValue::new(0),
    };
    provide_context(nav);
    provide_context(crate::ui::module_ui::ModulesUi(crate::ui::modules::REGISTERED));
    provide_context(crate::ui::session::Gestures(crate::ui::modules::gestures));
    Ask::provide();
    // The rest of English and the campaign's stylesheet, fetched at once: a campaign
    // waits for them (`Nav::show`).
    leptos::task::spawn_local(later::fetch(language));
    follow_address(nav);
    presses::guard();
    // The app is drawn in this same task: the splash goes as it comes.
    splash::take_down();
    let address = window_event_listener(leptos::ev::hashchange, move |_| follow_address(nav));
    on_cleanup(move || address.remove());
    let hide = window_event_listener(leptos::ev::pagehide, move |_| on_page_hide(nav));
    on_cleanup(move || hide.remove());
    view! {
        {move || match nav.screen.get() {
            Screen::Home => view! { <Home /> }.into_any(),
            Screen::Campaign { session, .. } => view! { <CampaignScreen session=*session /> }.into_any(),
            Screen::Editor => view! { <MapEditor /> }.into_any(),
            Screen::Joining(code) => view! { <JoinScreen code /> }.into_any(),
        }}
        <LeaveDialog />
        <AskDialog />
        <UpdateOffer />
    }
}
