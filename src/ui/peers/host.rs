//! The host's side: the "Phones" panel, which invites a kingdom's device with a link and
//! takes the code the device answers with, and the referee that plays what the devices
//! give and tells them every change.

use super::rtc;
use super::scan::{self, ScanError};
use super::JOIN_PREFIX;
use crate::engine::ids::KingdomId;
use crate::peers::codes::Description;
use crate::peers::referee::{DeviceId, Outgoing, Referee};
use crate::peers::wire::{self, ToDevice};
use crate::ui::language::{use_language, Language};
use crate::ui::session::Session;
use leptos::prelude::*;
use leptos::reactive::effect::ImmediateEffect;
use std::cell::RefCell;
use web_sys::{RtcDataChannel, RtcPeerConnection};

/// The campaign this page hosts, its referee and its devices' channels.
struct Hosting {
    campaign: String,
    referee: Referee,
    channels: Vec<(DeviceId, RtcDataChannel)>,
    /// Every connection offered, kept as long as the page: the browser may drop one
    /// unreferenced.
    connections: Vec<RtcPeerConnection>,
    session: Session,
    /// Counts the devices' changes for the phones panel, while it is open.
    seats: RwSignal<u32>,
}

thread_local! {
    static HOSTING: RefCell<Option<Hosting>> = const { RefCell::new(None) };
}

/// A kingdom's invite being answered: its connection, and the link to open on the device.
#[derive(Clone)]
struct Invite {
    pc: RtcPeerConnection,
    link: String,
}

/// Hosts `session`'s campaign from the first time its phones panel opens; `seats` is the
/// open panel's count of changes.
fn host(session: Session, seats: RwSignal<u32>) {
    let id = session.id.get_value();
    HOSTING.with_borrow_mut(|h| match h {
        Some(h) if h.campaign == id => h.seats = seats,
        _ => {
            let referee = session.game.with_untracked(|g| Referee::new(g, Box::new(secret)));
            let (channels, connections) = (Vec::new(), Vec::new());
            *h = Some(Hosting { campaign: id, referee, channels, connections, session, seats });
        }
    });
}

/// For as long as the campaign's screen shows `session`: every change of its log is told
/// to the devices joined, if it is hosted. Leaving the screen hangs up on them all (a
/// device left is invited again when the campaign is opened anew).
pub fn tell_devices(session: Session) {
    let id = session.id.get_value();
    let hosted = id.clone();
    // At once, not after this page has drawn the change: the devices draw it meanwhile.
    ImmediateEffect::new_scoped(move || {
        let told = session.game.with(|g| {
            HOSTING.with_borrow_mut(|h| h.as_mut().filter(|h| h.campaign == hosted).map(|h| h.referee.changed(g)))
        });
        if let Some(told) = told {
            send(told);
            devices_changed();
        }
    });
    // Closing the page hangs up too: the devices learn at once that the host is gone,
    // where a connection merely dropped takes them half a minute to give up on.
    let closing = id.clone();
    let hide = window_event_listener(leptos::ev::pagehide, move |_| stop_hosting(&closing));
    on_cleanup(move || {
        hide.remove();
        stop_hosting(&id);
    });
}

/// Hangs up on every device of campaign `id`, if this page hosts it.
fn stop_hosting(id: &str) {
    let ended = HOSTING.with_borrow_mut(|h| h.take_if(|h| h.campaign == id));
    for channel in ended.iter().flat_map(|h| &h.channels).map(|(_, c)| c) {
        channel.close();
    }
    for connection in ended.iter().flat_map(|h| &h.connections) {
        connection.close();
    }
}

/// The devices changed (one joined, spoke or went): the panel says so again, and the
/// session learns which kingdoms are answered on a device now.
fn devices_changed() {
    let on = HOSTING.with_borrow(|h| {
        h.as_ref()
            .map(|h| (h.session, h.seats, h.referee.joined().filter(|(_, on)| *on).map(|(k, _)| k).collect::<Vec<_>>()))
    });
    if let Some((session, seats, on)) = on {
        if session.on_devices.try_get_untracked().is_some_and(|was| was != on) {
            session.on_devices.set(on);
        }
        // The panel may have closed since: its count is gone with it.
        seats.try_update(|n| *n += 1);
    }
}

/// A secret or a pass: 12 bytes of the browser's random source, in hex.
fn secret() -> String {
    let mut bytes = [0u8; 12];
    // Without the browser's random source there is no secret to give: nobody joins.
    if getrandom::getrandom(&mut bytes).is_err() {
        return String::new();
    }
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

/// Sends each message to its devices, and hangs up on a device told it is closed.
fn send(out: Vec<Outgoing>) {
    HOSTING.with_borrow_mut(|h| {
        let Some(h) = h else { return };
        for Outgoing { to, message } in out {
            let text = wire::write(&message);
            let closing = matches!(message, ToDevice::Closed { .. });
            for device in h.referee.targets(to) {
                if let Some((_, channel)) = h.channels.iter().find(|(d, _)| *d == device) {
                    let _ = channel.send_with_str(&text);
                    // A closing channel still sends what it was given first.
                    if closing {
                        channel.close();
                    }
                }
                if closing {
                    h.channels.retain(|(d, _)| *d != device);
                }
            }
        }
    });
}

/// The host removes the device joined as `kingdom`: it is told so and hung up on, and only
/// a new invite lets a device in as that kingdom again.
fn remove(kingdom: KingdomId) {
    let out = HOSTING.with_borrow_mut(|h| h.as_mut().map(|h| h.referee.remove(kingdom)));
    send(out.unwrap_or_default());
    devices_changed();
}

/// A device's channel opened: it may now ask to join.
fn opened(channel: RtcDataChannel) -> Option<DeviceId> {
    let id = HOSTING.with_borrow_mut(|h| {
        let h = h.as_mut()?;
        let id = h.referee.connected();
        h.channels.push((id, channel));
        Some(id)
    });
    devices_changed();
    id
}

/// A device's message: answered, and its command played as a click is.
fn heard(device: DeviceId, text: &str) {
    let now = js_sys::Date::now() as u64;
    let received = HOSTING.with_borrow_mut(|h| {
        let h = h.as_mut()?;
        let session = h.session;
        Some((session.game.with_untracked(|g| h.referee.receive(g, device, text, now)), session))
    });
    let Some((received, session)) = received else { return };
    send(received.out);
    if let Some(command) = received.give {
        session.apply_from_device(command);
    }
    devices_changed();
}

fn gone(device: DeviceId) {
    HOSTING.with_borrow_mut(|h| {
        if let Some(h) = h.as_mut() {
            h.referee.disconnected(device);
            h.channels.retain(|(d, _)| *d != device);
        }
    });
    devices_changed();
}

/// Whether `kingdom` has joined on a device, and whether that device is connected now.
fn joined(kingdom: KingdomId) -> Option<bool> {
    HOSTING.with_borrow(|h| h.as_ref()?.referee.joined().find(|(k, _)| *k == kingdom).map(|(_, on)| on))
}

/// The page's address without its fragment: where an invite link opens the app.
fn app_address() -> String {
    let href = web_sys::window().and_then(|w| w.location().href().ok()).unwrap_or_default();
    href.split('#').next().unwrap_or_default().to_string()
}

/// Makes an invite for `kingdom`: a connection offered, its link, and the channel heard.
async fn offer_invite(kingdom: KingdomId) -> Option<Invite> {
    let (pc, channel, offer) = rtc::offer().await.ok()?;
    let secret = HOSTING.with_borrow_mut(|h| {
        let h = h.as_mut()?;
        h.connections.push(pc.clone());
        Some(h.referee.invite(kingdom))
    })?;
    let link = format!("{}{JOIN_PREFIX}{}", app_address(), offer.to_code(secret.as_bytes()));
    let device = std::rc::Rc::new(std::cell::Cell::new(None));
    let (open_device, message_device, close_device) = (device.clone(), device.clone(), device);
    let opening = channel.clone();
    rtc::listen(
        &channel,
        Box::new(move || open_device.set(opened(opening.clone()))),
        Box::new(move |text| {
            if let Some(d) = message_device.get() {
                heard(d, &text);
            }
        }),
        Box::new(move || {
            if let Some(d) = close_device.get() {
                gone(d);
            }
        }),
    );
    Some(Invite { pc, link })
}

/// Whether `text` is a device's answer, as its code reads.
fn is_answer(text: &str) -> bool {
    Description::from_code(text).is_ok_and(|(d, _)| !d.offer)
}

/// The "Phones" panel: for each kingdom a person plays, its invite and whether its device
/// has joined.
#[component]
pub fn PhonesPanel(session: Session, shown: RwSignal<bool>) -> impl IntoView {
    let lang = use_language();
    let seats = RwSignal::new(0u32);
    host(session, seats);
    let kingdoms = move || {
        session.game.with(|g| {
            let s = g.state();
            s.kingdom_ids().map(|k| (k, s.kingdom_name(k).to_string(), g.stand_ins().plays(k))).collect::<Vec<_>>()
        })
    };
    view! {
        <div class="notice info banner notices phones" data-testid="phones-panel">
            <p>{lang.text("phones-intro")}</p>
            <ul class="phone-seats">
                <For each=kingdoms key=|(k, name, app)| (k.0, name.clone(), *app) let:seat>
                    {seat_row(seat.0, seat.1, seat.2, seats, lang)}
                </For>
            </ul>
            <button data-testid="close-phones" on:click=move |_| shown.set(false)>{lang.text("campaign-close")}</button>
        </div>
    }
}

/// The camera reads the device's code once its picture is on the page (`video`), and hands
/// it to `read`; it is let go when the code is read, Stop is pressed (`scanning` false), or
/// the panel closes.
fn read_with_camera(
    video: NodeRef<leptos::html::Video>,
    scanning: RwSignal<bool>,
    read: impl Fn(String) + Copy + 'static,
    problem: RwSignal<Option<&'static str>>,
) {
    Effect::new(move |_| {
        let Some(video) = video.get() else { return };
        leptos::task::spawn_local(async move {
            let stopped = move || !scanning.try_get_untracked().unwrap_or(false);
            let got = scan::scan(&video, stopped, is_answer).await;
            let _ = scanning.try_set(false);
            match got {
                Ok(Some(code)) => read(code),
                Ok(None) => {}
                Err(ScanError::NoCamera) => problem.set(Some("phones-no-camera")),
                Err(ScanError::NoDecoder) => problem.set(Some("phones-no-decoder")),
            }
        });
    });
}

fn seat_row(kingdom: KingdomId, name: String, by_app: bool, seats: RwSignal<u32>, lang: Language) -> impl IntoView {
    let invite = RwSignal::new(None::<Invite>);
    let making = RwSignal::new(false);
    let answer = RwSignal::new(String::new());
    let problem = RwSignal::new(None::<&'static str>);
    let status = move || {
        seats.track();
        match joined(kingdom) {
            Some(true) => "phones-joined",
            Some(false) => "phones-away",
            None if by_app => "phones-played-by-app",
            None => "phones-not-joined",
        }
    };
    // Once its device has joined, the invite is spent: the row says so alone, and a device
    // that goes away is invited anew.
    Effect::new(move |_| {
        if status() == "phones-joined" && invite.with_untracked(Option::is_some) {
            invite.set(None);
        }
    });
    let make = move |_| {
        making.set(true);
        // The code pasted for an earlier invite answers a connection no longer offered.
        answer.set(String::new());
        leptos::task::spawn_local(async move {
            let made = offer_invite(kingdom).await;
            problem.set(made.is_none().then_some("phones-no-webrtc"));
            invite.set(made);
            making.set(false);
        });
    };
    let scanning = RwSignal::new(false);
    let connect = move || {
        let Some(Invite { pc, .. }) = invite.get_untracked() else { return };
        match Description::from_code(&answer.get_untracked()) {
            Ok((description, _)) if !description.offer => {
                problem.set(None);
                leptos::task::spawn_local(async move {
                    if rtc::take_answer(&pc, &description).await.is_err() {
                        problem.set(Some("phones-bad-code"));
                    }
                });
            }
            _ => problem.set(Some("phones-bad-code")),
        }
    };
    let video = NodeRef::<leptos::html::Video>::new();
    read_with_camera(
        video,
        scanning,
        move |code| {
            answer.set(code);
            connect();
        },
        problem,
    );
    let testid = format!("seat-{}", kingdom.0);
    view! {
        <li class="phone-seat" data-testid=testid>
            <strong>{name}</strong>
            <span class="phone-status" data-testid="seat-status">{move || lang.t(status())}</span>
            <button data-testid="invite" disabled=move || by_app || making.get() on:click=make>{lang.text("phones-invite")}</button>
            {move || matches!(status(), "phones-joined" | "phones-away").then(|| view! {
                <button data-testid="remove-device" on:click=move |_| { invite.set(None); remove(kingdom) }>{lang.text("phones-remove")}</button>
            })}
            {move || invite.get().map(|Invite { link, .. }| view! {
                // The square code beside what to do with it: the link, then the phone's answer.
                <div class="invite">
                    {super::qr_code(link.clone(), "invite-qr")}
                    <div class="invite-steps">
                        <label class="share-link">{lang.text("phones-link")}
                            <input type="text" readonly data-testid="invite-link" prop:value=link
                                on:focus=|ev| { let input: web_sys::HtmlInputElement = event_target(&ev); input.select(); } />
                        </label>
                        <label class="share-link">{lang.text("phones-answer")}
                            <input type="text" data-testid="answer-code" autocomplete="off" spellcheck="false"
                                prop:value=move || answer.get() on:input=move |ev| answer.set(event_target_value(&ev)) />
                        </label>
                        <div class="row">
                            <button class="primary" data-testid="connect" on:click=move |_| connect()>{lang.text("phones-connect")}</button>
                            <button data-testid="scan" on:click=move |_| { problem.set(None); scanning.update(|s| *s = !*s) }>
                                {move || lang.t(if scanning.get() { "phones-stop-scan" } else { "phones-scan" })}
                            </button>
                        </div>
                        {move || scanning.get().then(|| view! { <video class="scan" node_ref=video autoplay playsinline data-testid="scan-video"></video> })}
                    </div>
                </div>
            })}
            {move || problem.get().map(|p| view! { <span class="notice error" data-testid="phones-problem">{lang.t(p)}</span> })}
        </li>
    }
}
