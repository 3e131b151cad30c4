//! WebRTC data channels for `peers`, signalled by the connection codes alone: no ICE
//! server, so the candidates are the devices' own addresses on the local network, all
//! gathered before a code is made (no trickling: the code is the one message).

use crate::peers::codes::{CodeError, Description};
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use wasm_bindgen_futures::JsFuture;
use web_sys::{
    MessageEvent, RtcDataChannel, RtcDataChannelEvent, RtcIceGatheringState, RtcPeerConnection, RtcPeerConnectionState,
    RtcSdpType, RtcSessionDescriptionInit,
};

/// The longest wait for the candidates: on a local network they come in well under a
/// second; after this the code carries those gathered.
const GATHER_MS: i32 = 3000;
const POLL_MS: i32 = 50;

/// Why a connection could not be made.
pub enum RtcError {
    /// The browser has no WebRTC, or refused a step.
    Browser,
    /// The browser's description holds nothing a code can carry (no address).
    Code,
}

impl From<JsValue> for RtcError {
    fn from(_: JsValue) -> RtcError {
        RtcError::Browser
    }
}

impl From<CodeError> for RtcError {
    fn from(_: CodeError) -> RtcError {
        RtcError::Code
    }
}

/// The host's side: a connection with its data channel, and the offer to put in a code.
pub async fn offer() -> Result<(RtcPeerConnection, RtcDataChannel, Description), RtcError> {
    let pc = RtcPeerConnection::new()?;
    let channel = pc.create_data_channel("marchwarden");
    let offer = JsFuture::from(pc.create_offer()).await?;
    let local = described(RtcSdpType::Offer, &sdp_of(&offer));
    JsFuture::from(pc.set_local_description(&local)).await?;
    let description = gathered(&pc).await?;
    Ok((pc, channel, description))
}

/// The host's side: the device's answer taken; the channel opens when they meet.
pub async fn take_answer(pc: &RtcPeerConnection, answer: &Description) -> Result<(), RtcError> {
    JsFuture::from(pc.set_remote_description(&described(RtcSdpType::Answer, &answer.to_sdp()))).await?;
    Ok(())
}

/// A device's side: the host's offer answered; `on_channel` is handed the data channel
/// when the host's opens here.
pub async fn answer(
    offer: &Description,
    on_channel: impl FnMut(RtcDataChannel) + 'static,
) -> Result<(RtcPeerConnection, Description), RtcError> {
    let pc = RtcPeerConnection::new()?;
    let mut on_channel = on_channel;
    let opened = Closure::<dyn FnMut(RtcDataChannelEvent)>::new(move |e: RtcDataChannelEvent| on_channel(e.channel()));
    pc.set_ondatachannel(Some(opened.as_ref().unchecked_ref()));
    opened.forget();
    JsFuture::from(pc.set_remote_description(&described(RtcSdpType::Offer, &offer.to_sdp()))).await?;
    let answer = JsFuture::from(pc.create_answer()).await?;
    JsFuture::from(pc.set_local_description(&described(RtcSdpType::Answer, &sdp_of(&answer)))).await?;
    let description = gathered(&pc).await?;
    Ok((pc, description))
}

/// Calls `on_open`, `on_message` and `on_close` as the channel opens, hears a text and
/// closes, for as long as the page lives. (Boxed: the host's and a device's listeners
/// share one body.)
pub fn listen(
    channel: &RtcDataChannel,
    on_open: Box<dyn FnMut()>,
    mut on_message: Box<dyn FnMut(String)>,
    on_close: Box<dyn FnMut()>,
) {
    let open = Closure::<dyn FnMut()>::wrap(on_open);
    channel.set_onopen(Some(open.as_ref().unchecked_ref()));
    open.forget();
    let message = Closure::<dyn FnMut(MessageEvent)>::new(move |e: MessageEvent| {
        if let Some(text) = e.data().as_string() {
            on_message(text);
        }
    });
    channel.set_onmessage(Some(message.as_ref().unchecked_ref()));
    message.forget();
    let close = Closure::<dyn FnMut()>::wrap(on_close);
    channel.set_onclose(Some(close.as_ref().unchecked_ref()));
    close.forget();
}

/// Calls `on_lost` once the connection has failed or closed (the other side gone without
/// closing the channel: a page killed, a phone out of range).
pub fn when_lost(pc: &RtcPeerConnection, mut on_lost: Box<dyn FnMut()>) {
    let watched = pc.clone();
    let changed = Closure::<dyn FnMut()>::new(move || {
        if matches!(watched.connection_state(), RtcPeerConnectionState::Failed | RtcPeerConnectionState::Closed) {
            on_lost();
        }
    });
    pc.set_onconnectionstatechange(Some(changed.as_ref().unchecked_ref()));
    changed.forget();
}

fn described(kind: RtcSdpType, sdp: &str) -> RtcSessionDescriptionInit {
    let init = RtcSessionDescriptionInit::new(kind);
    init.set_sdp(sdp);
    init
}

fn sdp_of(description: &JsValue) -> String {
    js_sys::Reflect::get(description, &"sdp".into()).ok().and_then(|s| s.as_string()).unwrap_or_default()
}

/// The local description once its candidates are gathered (or `GATHER_MS` has passed).
async fn gathered(pc: &RtcPeerConnection) -> Result<Description, RtcError> {
    for _ in 0..GATHER_MS / POLL_MS {
        if pc.ice_gathering_state() == RtcIceGatheringState::Complete {
            break;
        }
        pause(POLL_MS).await;
    }
    let sdp = pc.local_description().map(|d| d.sdp()).unwrap_or_default();
    Ok(Description::from_sdp(&sdp)?)
}

pub(super) async fn pause(ms: i32) {
    let tick = js_sys::Promise::new(&mut |resolve, _| {
        if let Some(w) = web_sys::window() {
            let _ = w.set_timeout_with_callback_and_timeout_and_arguments_0(&resolve, ms);
        }
    });
    let _ = JsFuture::from(tick).await;
}
