//! A device's side: the invite link opened, the host's offer answered with a code to
//! paste on the host's screen, and then the campaign as the host has it, stored here and
//! shown as any campaign is, every person's command given to the host to play.

use super::rtc;
use crate::engine::Command;
use crate::message;
use crate::peers::codes::Description;
use crate::peers::mirror::{Heard, Mirror};
use crate::peers::wire::{Closing, Refusal};
use crate::storage::browser;
use crate::storage::index::campaign_id;
use crate::ui::language::use_language;
use crate::ui::nav::{Nav, Notice, Screen};
use crate::ui::session::{save_now, Session};
use crate::words::message::Message;
use leptos::prelude::*;
use std::cell::RefCell;
use web_sys::{RtcDataChannel, RtcPeerConnection};

/// Where joining stands, as the joining screen shows it.
#[derive(Clone, PartialEq)]
enum Joining {
    /// Making this device's answer.
    Answering,
    /// The answer's code, to be pasted on the host's screen.
    Answer(String),
    /// The campaign coming: parts received of all.
    Receiving(u32, u32),
    Failed(&'static str),
}

/// This device's copy and its channel to the host.
struct Link {
    mirror: Mirror,
    channel: Option<RtcDataChannel>,
    /// The connection, kept as long as the page: the browser may drop one unreferenced.
    connection: Option<RtcPeerConnection>,
    nav: Nav,
    status: RwSignal<Joining>,
    /// Why this device is out, once it is (the words its campaign's screen says): the
    /// host closed it, or the channel to the host closed, when it may carry on as the
    /// host. (Not owned by a screen: the joining screen goes first.)
    gone: ArcRwSignal<Option<&'static str>>,
}

thread_local! {
    static LINK: RefCell<Option<Link>> = const { RefCell::new(None) };
}

/// Gives a person's command to the host (`Session::remote`).
fn give(command: Command) {
    LINK.with_borrow_mut(|l| {
        let Some(l) = l.as_mut() else { return };
        let text = l.mirror.give(command);
        if let Some(channel) = &l.channel {
            let _ = channel.send_with_str(&text);
        }
    });
}

/// What a device says when its channel to the host closed without the host closing it.
const HOST_GONE: &str = "join-host-gone";

/// A person's command while the host's page is gone: not played, lest this copy part from
/// the host's before the device rejoins; it may carry on as host instead.
fn lost(_: Command) {
    let nav = LINK.with_borrow(|l| l.as_ref().map(|l| l.nav));
    if let Some(session) = nav.and_then(joined_session) {
        session.refusal.set(Some(message!("join-lost")));
    }
}

/// The joined campaign the page shows, if it shows one.
fn joined_session(nav: Nav) -> Option<Session> {
    nav.screen.with_untracked(|s| match s {
        Screen::Campaign { session, .. } if session.remote.get_untracked().is_some() => Some(**session),
        _ => None,
    })
}

fn send(text: &str) {
    LINK.with_borrow(|l| {
        if let Some(channel) = l.as_ref().and_then(|l| l.channel.as_ref()) {
            let _ = channel.send_with_str(text);
        }
    });
}

/// What a refusal says on the card.
fn refused(why: Refusal, reason: Option<Message>) -> Message {
    match (why, reason) {
        (Refusal::Rules, Some(reason)) => reason,
        (Refusal::NotYours, _) => message!("peer-not-yours"),
        (Refusal::Taken, _) => message!("peer-taken"),
        (Refusal::Rules, None) => message!("peer-refused"),
    }
}

fn closed_words(why: Closing) -> &'static str {
    match why {
        Closing::Unknown => "join-closed-unknown",
        Closing::NoSuchSeat => "join-closed-no-seat",
        Closing::Removed => "join-closed-removed",
        Closing::Malformed | Closing::Flood => "join-closed-refused",
    }
}

/// A message from the host, taken.
fn heard(text: &str) {
    let taken = LINK.with_borrow_mut(|l| {
        let l = l.as_mut()?;
        Some((l.mirror.receive(text), l.mirror.game().cloned(), l.mirror.kingdom(), l.nav, l.status, l.gone.clone()))
    });
    let Some((taken, game, kingdom, nav, status, gone)) = taken else { return };
    let (heard, reply) = match taken {
        Ok(taken) => taken,
        Err(_) => return status.set(Joining::Failed("join-closed-refused")),
    };
    if let Some(reply) = reply {
        send(&reply);
    }
    let session = joined_session(nav);
    match heard {
        Heard::Receiving { got, of } => status.set(Joining::Receiving(got, of)),
        Heard::Changed { .. } => match (session, game) {
            (Some(session), Some(game)) => session.follow_host(game),
            (None, Some(game)) => {
                let id = campaign_id(&game.setup().name, game.seed());
                let base = browser::revision(&id).ok().flatten();
                match save_now(&id, &game, base) {
                    Ok(revision) => {
                        // Only a rejoin's head start: without it the whole campaign is sent.
                        let _ = browser::set_joined(&id);
                        nav.show_then(
                            &id,
                            game,
                            Some(revision),
                            Box::new(move |session| {
                                session.remote.set(Some(give));
                                session.plays_as.set(kingdom);
                            }),
                        );
                    }
                    Err(e) => nav.notice.set(Some(Notice::Error(e.message()))),
                }
            }
            _ => {}
        },
        Heard::Refused { why, reason, .. } => {
            if let Some(session) = session {
                session.refusal.set(Some(refused(why, reason.map(|r| r.message()))));
            }
        }
        Heard::Closed(why) => match session {
            Some(session) => shut_out(session, &gone, closed_words(why)),
            None => status.set(Joining::Failed(closed_words(why))),
        },
        Heard::Joined { .. } | Heard::Parted => {}
    }
}

/// The host's channel opened here: this device asks to join.
fn channel_opened(channel: RtcDataChannel) {
    let join = LINK.with_borrow_mut(|l| {
        let l = l.as_mut()?;
        l.channel = Some(channel.clone());
        Some(l.mirror.join())
    });
    let ready = channel.clone();
    rtc::listen(
        &channel,
        Box::new(move || {
            if let Some(join) = &join {
                let _ = ready.send_with_str(join);
            }
        }),
        Box::new(|text| heard(&text)),
        Box::new(link_lost),
    );
}

/// Closes the channel to the host and the connection under it.
fn hang_up() {
    LINK.with_borrow(|l| {
        let Some(l) = l else { return };
        if let Some(channel) = &l.channel {
            channel.close();
        }
        if let Some(connection) = &l.connection {
            connection.close();
        }
    });
}

/// The channel to the host closed, or the connection under it failed.
fn link_lost() {
    let link = LINK.with_borrow(|l| l.as_ref().map(|l| (l.nav, l.status, l.gone.clone())));
    if let Some((nav, status, gone)) = link {
        // The joining screen may be gone already, its status with it.
        let _ = status.try_set(Joining::Failed("join-lost"));
        if let Some(session) = joined_session(nav) {
            shut_out(session, &gone, HOST_GONE);
        }
    }
}

/// The joined campaign plays nothing more from here, and its screen says `why`: the first
/// reason given (a host that closed the device said so before its channel closed).
fn shut_out(session: Session, gone: &ArcRwSignal<Option<&'static str>>, why: &'static str) {
    session.remote.set(Some(lost));
    if gone.get_untracked().is_none() {
        gone.set(Some(why));
    }
}

/// The screen a device shows while it joins: the code to paste on the host's screen,
/// then the campaign coming.
#[component]
pub fn JoinScreen(code: String) -> impl IntoView {
    let lang = use_language();
    let nav = expect_context::<Nav>();
    let status = RwSignal::new(Joining::Answering);
    match Description::from_code(&code) {
        Ok((offer, secret)) if offer.offer => {
            let key = String::from_utf8(secret).unwrap_or_default();
            // The copy kept from this device's last join: the host sends only what follows
            // it when it is a beginning of the host's campaign, the whole campaign if not.
            let held = browser::joined()
                .and_then(|id| browser::load_campaign(&id).ok())
                .and_then(|text| crate::engine::save::load(&text).ok());
            // A page closed or reloaded hangs up, so that the host sees the device go at
            // once rather than when the connection times out.
            static HANG_UP_ON_HIDE: std::sync::Once = std::sync::Once::new();
            HANG_UP_ON_HIDE.call_once(|| {
                window_event_listener(leptos::ev::pagehide, |_| hang_up());
            });
            let gone = ArcRwSignal::new(None);
            LINK.set(Some(Link { mirror: Mirror::new(key, held), channel: None, connection: None, nav, status, gone }));
            leptos::task::spawn_local(async move {
                match rtc::answer(&offer, channel_opened).await {
                    Ok((connection, answer)) => {
                        rtc::when_lost(&connection, Box::new(link_lost));
                        LINK.with_borrow_mut(|l| l.as_mut().map(|l| l.connection = Some(connection)));
                        status.set(Joining::Answer(answer.to_code(&[])));
                    }
                    Err(_) => status.set(Joining::Failed("phones-no-webrtc")),
                }
            });
        }
        _ => status.set(Joining::Failed("join-bad-link")),
    }
    view! {
        <main class="home join" data-testid="join">
            <h1>{lang.text("join-title")}</h1>
            {move || match status.get() {
                Joining::Answering => view! { <p data-testid="join-status">{lang.t("join-making")}</p> }.into_any(),
                Joining::Answer(code) => view! {
                    {super::qr_code(code.clone(), "join-qr")}
                    <p>{lang.text("join-show-code")}</p>
                    <textarea readonly class="answer-code" data-testid="join-answer" prop:value=code
                        on:focus=|ev| { let area: web_sys::HtmlTextAreaElement = event_target(&ev); area.select(); }></textarea>
                    <p data-testid="join-status">{lang.text("join-waiting")}</p>
                }.into_any(),
                Joining::Receiving(got, of) => view! {
                    <p data-testid="join-status">{lang.say(&message!("join-receiving", got = got, of = of))}</p>
                }.into_any(),
                Joining::Failed(why) => view! {
                    <p class="notice error" data-testid="join-failed">{lang.t(why)}</p>
                    <button on:click=move |_| nav.home()>{lang.text("join-home")}</button>
                }.into_any(),
            }}
        </main>
    }
}

/// On a joined device whose channel to the host closed: says so, and offers to carry on as
/// the host, this device's copy (the whole campaign, stored here) played here from now on
/// and the phones panel opened to invite the others.
#[component]
pub fn HostGone(session: Session, phones: RwSignal<bool>) -> impl IntoView {
    let lang = use_language();
    let gone = LINK.with_borrow(|l| l.as_ref().map(|l| l.gone.clone()));
    let carry_on = move |_| {
        session.remote.set(None);
        session.plays_as.set(None);
        session.refusal.set(None);
        LINK.set(None);
        phones.set(true);
    };
    move || {
        let why = gone.as_ref().and_then(|g| g.get()).filter(|_| session.remote.get().is_some())?;
        Some(view! {
            <div class="notice error banner notices" role="alert" data-testid="host-gone">
                <span>{lang.text(why)}</span>
                {(why == HOST_GONE).then(|| view! {
                    <button data-testid="carry-on" on:click=carry_on>{lang.text("join-carry-on")}</button>
                })}
            </div>
        })
    }
}
