//! The campaign screen: top bar with undo, redo and export; the phase bar; the map; and
//! the side panels.

use super::handover::{HandOver, HandOverScreen};
use super::language::{use_language, Language, LanguageSwitch};
use super::leave::go_on_in_copy;
use super::map::{Legend, MapView};
use super::module_ui::modules_ui;
use super::nav::{Leave, Nav, Notice};
use super::panels::battle::BattlePanel;
use super::panels::charts::Charts;
use super::panels::chronicle::{Chronicle, DiceTray};
use super::panels::decision::DecisionPanel;
use super::panels::kingdoms::Kingdoms;
use super::panels::moments::Moments;
use super::panels::rule_tags::{OpenRule, RuleSheet};
use super::panels::standings::{Ending, Standings};
use super::panels::tile::TileInfo;
use super::panels::winter::WinterCard;
use super::peers::device::HostGone;
use super::peers::host::PhonesPanel;
use super::session::{pending, summary, Session};
use super::shortcuts::Shortcuts;
use super::stand_in::{play_stand_ins, StandInSwitches};
use super::timeline::{Timeline, TimelineBar};
use super::timing;
use crate::engine::{Game, Hex};
use crate::storage::browser::{self, StorageError};
use crate::storage::saving;
use leptos::prelude::*;

#[component]
fn PhaseBar(session: Session) -> impl IntoView {
    let lang = use_language();
    let bar = move || {
        session.game.with(|g| {
            let (d, colour) = pending(g);
            (summary(g), d.prompt(g.state()), colour)
        })
    };
    view! {
        // How many steps the campaign on screen holds, and its last as the save writes it:
        // a check, for tests and support, that a tab shows the campaign stored.
        <div class="phase-bar" data-testid="phase-bar" role="status" data-steps=move || session.game.with(|g| g.log().len())
            data-last-step=move || session.game.with(|g| g.log().last().and_then(|c| serde_json::to_string(c).ok()))
            data-rule=move || session.decision.with(|d| d.rule())>
            {move || {
                let (when, prompt, colour) = bar();
                view! {
                    <span class="when" data-testid="phase">{lang.say(&when)}</span>
                    <span class="pending" style=colour.map(|c| format!("border-color:{c}"))>{lang.say(&prompt)}</span>
                }
            }}
        </div>
    }
}

/// What loading an older save changed (a migration's notices), until dismissed.
#[component]
fn Notices(session: Session) -> impl IntoView {
    let lang = use_language();
    let shown = RwSignal::new(true);
    let notices = session.game.with_untracked(|g| g.notices().to_vec());
    (!notices.is_empty()).then(|| {
        view! {
            <div class="notice info banner notices" role="status" data-testid="notices" style:display=move || if shown.get() { "flex" } else { "none" }>
                <div>{notices.iter().map(|n| { let said = n.message(); view! { <p>{move || lang.say(&said)}</p> } }).collect_view()}</div>
                <button data-testid="dismiss-notices" on:click=move |_| shown.set(false)>{lang.text("campaign-understood")}</button>
            </div>
        }
    })
}

/// How much of a narrow screen the side panels take (a drawer under the map; on wide
/// screens they stand beside it and this is not shown).
#[derive(Clone, Copy, PartialEq, Eq)]
enum Drawer {
    Closed,
    Peek,
    Open,
}

impl Drawer {
    fn class(self) -> &'static str {
        match self {
            Drawer::Closed => "side drawer-closed",
            Drawer::Peek => "side drawer-peek",
            Drawer::Open => "side drawer-open",
        }
    }
}

#[component]
fn DrawerHandle(drawer: RwSignal<Drawer>) -> impl IntoView {
    let lang = use_language();
    // `label`: the message naming the size, after its sign.
    let choice = move |to: Drawer, sign: &'static str, label: &'static str, testid: &'static str| {
        view! {
            <button data-testid=testid aria-pressed=move || (drawer.get() == to).to_string()
                class:chosen=move || drawer.get() == to on:click=move |_| drawer.set(to)>{sign}" "{lang.text(label)}</button>
        }
    };
    view! {
        <div class="drawer-handle" role="group" aria-label=lang.text("campaign-panel-size")>
            {choice(Drawer::Closed, "▁", "campaign-drawer-map", "drawer-closed")}
            {choice(Drawer::Peek, "▄", "campaign-drawer-half", "drawer-peek")}
            {choice(Drawer::Open, "█", "campaign-drawer-panels", "drawer-open")}
        </div>
    }
}

/// The campaign as it was, from the timeline: the map, the tile, the kingdoms and the
/// chronicle of that moment; nothing to decide.
fn past_board(past: Session, drawer: RwSignal<Drawer>) -> impl IntoView {
    let on_tile = Callback::new(move |hex: Hex| past.picks.selected.set(Some(hex)));
    view! {
        <div class="board past" data-testid="past">
            <main class="map-area">
                <MapView session=past on_tile />
                <Legend session=past />
            </main>
            <aside class=move || drawer.get().class()>
                <DrawerHandle drawer />
                <TileInfo session=past />
                <Kingdoms session=past />
                <Chronicle session=past />
            </aside>
        </div>
    }
}

/// What the window tells the open campaign: Ctrl+Z and Ctrl+Y undo and redo (not under
/// the hot-seat's cover); leaving
/// with the last change unsaved asks first; another tab's write is followed.
fn watch_window(session: Session, nav: Nav, lang: Language, hand_over: HandOver) {
    let keys = window_event_listener(leptos::ev::keydown, move |ev| {
        let typing = crate::ui::dom::typing(&ev);
        if typing || !(ev.ctrl_key() || ev.meta_key()) || hand_over.covering() {
            return;
        }
        match (ev.key().to_ascii_lowercase().as_str(), ev.shift_key()) {
            ("z", false) => {
                ev.prevent_default();
                session.undo();
            }
            ("z", true) | ("y", _) => {
                ev.prevent_default();
                session.redo();
            }
            _ => {}
        }
    });
    on_cleanup(move || keys.remove());
    // Runs once the screen is built: the end of an opening's timing (`timing`).
    Effect::new(move |_| {
        timing::part("mw:dom");
        timing::end_after_paint();
    });
    // Leaving the page with the last change unsaved: the browser asks first where it
    // lets a page ask (`leave` keeps the change as a copy if the page goes all the same).
    let unload = window_event_listener(leptos::ev::beforeunload, move |ev| {
        if session.unsaved() {
            ev.prevent_default();
            ev.set_return_value(&lang.t("campaign-unsaved"));
        }
    });
    on_cleanup(move || unload.remove());
    // Hidden (another app, a locked phone, a closed tab): a save waiting for another
    // tab's is written now, as the page may never run again.
    let hidden = window_event_listener(leptos::ev::visibilitychange, move |_| {
        if document().visibility_state() == web_sys::VisibilityState::Hidden {
            saving::flush(&session.id.get_value());
        }
    });
    on_cleanup(move || hidden.remove());
    // Another tab wrote this campaign: take it up (`take_up_stored`).
    let others = window_event_listener(leptos::ev::storage, move |ev| {
        let id = session.id.get_value();
        if ev.key().is_some_and(|k| browser::is_campaign_key(&k, &id)) {
            take_up_stored(session, nav);
        }
    });
    // A storage event does not always come (Firefox drops one now and then between two
    // windows), and one that came while this tab's own change was still to be stored was
    // let pass: a tab in view also looks at what is stored every few seconds.
    let look = set_interval_with_handle(
        move || {
            if document().visibility_state() == web_sys::VisibilityState::Visible {
                take_up_stored(session, nav);
            }
        },
        std::time::Duration::from_millis(LOOK_EVERY_MS),
    );
    on_cleanup(move || look.into_iter().for_each(|l| l.clear()));
    on_cleanup(move || others.remove());
}

/// How often a tab in view looks at what is stored of its campaign, in ms.
const LOOK_EVERY_MS: u64 = 2000;

/// Another tab wrote this campaign: follow it, unless this tab has a change of its own
/// that is not stored (then the banner says so, or its save is still to be made); deleted
/// there: say so here. A write at this tab's own revision count was made at the same
/// instant as this tab's: once storage is in step, it is said if it replaced this tab's
/// (`saving`).
fn take_up_stored(session: Session, nav: Nav) {
    let Some(id) = session.id.try_get_value() else { return };
    match browser::revision(&id) {
        Ok(None) => session.save_error.set(Some(StorageError::DeletedElsewhere)),
        Ok(Some(_)) if saving::maybe_written_over(&id) => saving::read_back_later(
            &id,
            std::rc::Rc::new(move |result| {
                if let Err(e) = result {
                    session.save_error.try_set(Some(e));
                }
            }),
        ),
        Ok(Some(_)) if !session.unsaved() && !session.in_step_with_storage() => nav.follow(&id),
        _ => {}
    }
}

#[component]
pub fn CampaignScreen(session: Session) -> impl IntoView {
    let nav = expect_context::<Nav>();
    let lang = use_language();
    let hand_over = HandOver::new(session);
    provide_context(hand_over);
    watch_window(session, nav, lang, hand_over);
    let on_tile = Callback::new(move |hex: Hex| session.click_tile(hex));
    let share = RwSignal::new(None::<Result<String, crate::words::message::Message>>);
    let phones = RwSignal::new(false);
    super::peers::host::tell_devices(session);
    let drawer = RwSignal::new(Drawer::Peek);
    provide_context(OpenRule(RwSignal::new(None)));
    let timeline = Timeline::new(session);
    // Switches the screen between now and the past only when the timeline opens or
    // closes, not at each step along it.
    let timeline_shown = Memo::new(move |_| timeline.at.get().is_some());

    view! {
        <Shortcuts />
        <div class="campaign">
            // Beneath the hot-seat's cover: out of reach of Tab, clicks and screen readers.
            <div class="beneath" inert=move || hand_over.covering()>
            {top_bar(session, nav, lang, share, phones, timeline, timeline_shown)}
            {move || phones.get().then(|| view! { <PhonesPanel session shown=phones /> })}
            {move || share.get().map(|link| view! {
                <div class="notice info banner notices share" data-testid="share-panel">
                    {match link {
                        Ok(url) => {
                            // Copied, or refused by the browser (then the box is there to copy from).
                            let copied = RwSignal::new(None::<bool>);
                            let copy = {
                                let url = url.clone();
                                move |_| {
                                    let url = url.clone();
                                    leptos::task::spawn_local(async move {
                                        let writing = window().navigator().clipboard().write_text(&url);
                                        copied.set(Some(wasm_bindgen_futures::JsFuture::from(writing).await.is_ok()));
                                    });
                                }
                            };
                            view! {
                                <label class="share-link">{lang.text("campaign-share-link")}
                                    <input type="text" readonly data-testid="share-link" prop:value=url
                                        on:focus=|ev| { let input: web_sys::HtmlInputElement = event_target(&ev); input.select(); } />
                                </label>
                                <button class="primary" data-testid="copy-share" on:click=copy>{move || lang.text(match copied.get() {
                                    None => "campaign-copy",
                                    Some(true) => "campaign-copied",
                                    Some(false) => "campaign-copy-refused",
                                })}</button>
                            }.into_any()
                        }
                        Err(why) => view! { <span data-testid="share-refused">{lang.say(&why)}</span> }.into_any(),
                    }}
                    <button data-testid="close-share" on:click=move |_| share.set(None)>{lang.text("campaign-close")}</button>
                </div>
            })}
            {move || if timeline_shown.get() {
                view! { <PhaseBar session=timeline.past /> <TimelineBar timeline /> }.into_any()
            } else {
                view! { <PhaseBar session /> }.into_any()
            }}
            {banners(session, nav, lang)}
            <HostGone session phones />
            {move || if timeline_shown.get() { past_board(timeline.past, drawer).into_any() } else { live_board(session, drawer, on_tile).into_any() }}
            <RuleSheet />
            </div>
            <HandOverScreen hand_over />
        </div>
    }
}

/// The campaign's bar: home, its name and seed, undo and redo, and the rarer tools (folded
/// behind "⋯" on a phone).
fn top_bar(
    session: Session,
    nav: Nav,
    lang: Language,
    share: RwSignal<Option<Result<String, crate::words::message::Message>>>,
    phones: RwSignal<bool>,
    timeline: Timeline,
    timeline_shown: Memo<bool>,
) -> impl IntoView {
    let hand_over = expect_context::<HandOver>();
    let more = RwSignal::new(false);
    let (name, seed) = session.game.with_untracked(|g| (g.setup().name.clone(), g.seed()));
    // A long name is cut on the bar; the whole of it is its title.
    let full_name = name.clone();
    let leave = move |_| {
        if nav.may_leave(Leave::Home) {
            nav.home();
        }
    };
    view! {
        <header class="topbar">
            <button class="ghost" data-testid="home" aria-label=lang.text("bar-campaigns") on:click=leave>"← "<span class="label">{lang.text("bar-campaigns")}</span></button>
            <h1 data-testid="campaign-title" title=full_name>{name}</h1>
            <span class="seed" title=lang.text("campaign-seed-title")>{move || lang.t_with("campaign-seed", &[("seed", seed.to_string().into())])}</span>
            // Escape, or a tap anywhere outside them, folds the phone's tools away.
            <div class="tools" on:keydown=move |ev| if ev.key() == "Escape" { more.set(false) }>
                {move || more.get().then(|| view! { <div class="fold-away" on:click=move |_| more.set(false)></div> })}
                // While the timeline shows the past, the live campaign does not change.
                <button data-testid="undo" disabled=move || timeline_shown.get() || session.remote.get().is_some() || session.game.with(|g| !g.can_undo())
                    title=move || if timeline_shown.get() { lang.t("session-looking-back") } else { lang.say(&session.undo_title()) }
                    aria-label=lang.text("bar-undo") on:click=move |_| session.undo()>"↶ "<span class="label">{lang.text("bar-undo")}</span></button>
                <button data-testid="redo" disabled=move || timeline_shown.get() || session.remote.get().is_some() || session.game.with(|g| !g.can_redo())
                    title=move || if timeline_shown.get() { lang.t("session-looking-back") } else { lang.say(&session.redo_title()) }
                    aria-label=lang.text("bar-redo") on:click=move |_| session.redo()>"↷ "<span class="label">{lang.text("bar-redo")}</span></button>
                // On a phone the rarer tools fold behind "⋯": the campaign's name keeps
                // its room in the bar.
                <button class="more" data-testid="more-tools" aria-label=lang.text("bar-more") aria-expanded=move || more.get().to_string()
                    on:click=move |_| more.update(|m| *m = !*m)>"⋯"</button>
                <div class="extras" class:open=move || more.get() on:click=move |_| more.set(false)>
                <button data-testid="export" title=lang.text("bar-export-title") aria-label=lang.text("bar-export") on:click=move |_| session.export()>"⇩ "<span class="label">{lang.text("bar-export")}</span></button>
                <button data-testid="share" title=lang.text("bar-link-title") aria-label=lang.text("bar-link") on:click=move |_| share.set(Some(session.share_link()))>"⇗ "<span class="label">{lang.text("bar-link")}</span></button>
                <button data-testid="phones" title=lang.text("bar-phones-title") aria-label=lang.text("bar-phones")
                    hidden=move || session.remote.get().is_some()
                    aria-pressed=move || phones.get().to_string() on:click=move |_| phones.update(|p| *p = !*p)>"☎ "<span class="label">{lang.text("bar-phones")}</span></button>
                <button data-testid="hand-over-toggle" title=lang.text("bar-hot-seat-title")
                    aria-label=lang.text("bar-hot-seat-label") aria-pressed=move || hand_over.on.get().to_string()
                    class:chosen=move || hand_over.on.get() on:click=move |_| hand_over.toggle()>"⇄ "<span class="label">{lang.text("bar-hot-seat")}</span></button>
                <button data-testid="timeline" aria-label=lang.text("bar-history")
                    disabled=move || session.game.with(Game::past_unread)
                    title=move || lang.t(if session.game.with(Game::past_unread) { "bar-history-reading" } else { "bar-history-title" })
                    aria-pressed=move || timeline_shown.get().to_string()
                    on:click=move |_| if timeline_shown.get_untracked() { timeline.close() } else { timeline.open() }>"↺ "<span class="label">{lang.text("bar-history")}</span></button>
                // A click on the choice must not fold the tools away under it.
                <span class="bar-language" on:click=|ev| ev.stop_propagation()><LanguageSwitch in_bar=true /></span>
                </div>
            </div>
        </header>
    }
}

/// The campaign's notices: a failed save, the module notices, storage nearly full, and
/// what the start page had to say.
fn banners(session: Session, nav: Nav, lang: Language) -> impl IntoView {
    view! {
        {move || session.save_error.get().map(|e| {
            // A tab that is behind, or was written over, offers to take up the campaign
            // where the other left it, or to keep its own moves as a copy.
            let behind = matches!(e, StorageError::ChangedElsewhere | StorageError::WrittenOver);
            view! {
                <div class="notice error banner notices" role="alert" data-testid="save-error">
                    <span>{lang.say(&e.message())}</span>
                    {behind.then(|| view! {
                        <button data-testid="reload-campaign" on:click=move |_| nav.open(&session.id.get_value())>{lang.text("campaign-reload")}</button>
                        <button data-testid="keep-copy" on:click=move |_| go_on_in_copy(nav, session)>{lang.text("campaign-keep-copy")}</button>
                    })}
                </div>
            }
        })}
        <Notices session />
        {move || {
            // Warned before the storage is full, not after a move is lost.
            let percent = session.storage_used.get() * 100 / browser::QUOTA_UNITS;
            (percent >= 80).then(|| view! {
                <p class="notice error banner" role="status" data-testid="storage-warning">
                    {lang.t_with("campaign-storage-warning", &[("percent", percent.into())])}
                </p>
            })
        }}
        {move || match nav.notice.get() {
            Some(Notice::Info(text)) => Some(view! {
                <div class="notice info banner notices" role="status" data-testid="notice">
                    <span>{move || lang.say(&text)}</span>
                    <button data-testid="dismiss-notice" on:click=move |_| nav.notice.set(None)>{lang.text("campaign-ok")}</button>
                </div>
            }),
            _ => None,
        }}
    }
}

/// The board now: the map with its result cards and legend, and the side panels.
fn live_board(session: Session, drawer: RwSignal<Drawer>, on_tile: Callback<Hex>) -> impl IntoView {
    play_stand_ins(session);
    let modules = modules_ui();
    view! {
        <div class="board">
        <main class="map-area">
            <MapView session on_tile />
            <Moments session />
            <Ending session />
            <Legend session />
        </main>
        <aside class=move || drawer.get().class() data-testid="side">
            <DrawerHandle drawer />
            <Standings session />
            <WinterCard session />
            <BattlePanel session />
            <DecisionPanel session />
            <TileInfo session />
            <DiceTray session />
            <Kingdoms session />
            <StandInSwitches session />
            <Charts session />
            {move || modules.iter().filter_map(|m| m.panel(session)).collect_view()}
            <Chronicle session />
        </aside>
    </div>
    }
}
