//! Every player on a device of their own (`crate::peers` on the page): the host's panel
//! that invites each kingdom and referees the devices (`host`), a device's joining and its
//! copy of the campaign (`device`), the WebRTC channels between them (`rtc`), and the
//! camera that reads a device's code on the host (`scan`).

use leptos::prelude::*;
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_futures::JsFuture;

pub mod device;
pub mod host;
mod rtc;
mod scan;

/// The fragment of an invite link, before its code.
pub const JOIN_PREFIX: &str = "#join=";

/// `text` as a QR code to scan, drawn on a light ground with its quiet zone once the
/// page's QR encoder is in (qrcode-generator's `qrcode.js`, fetched from beside the page
/// when first wanted and kept by the offline copy: the first screen carries none of it).
pub fn qr_code(text: String, testid: &'static str) -> impl IntoView {
    let drawn = RwSignal::new(None::<(u32, String)>);
    leptos::task::spawn_local(async move {
        let made = encoded(&text).await;
        // The screen may have moved on meanwhile.
        let _ = drawn.try_set(made);
    });
    move || {
        drawn.get().map(|(size, path)| {
            let side = size + 8;
            view! {
                <svg class="qr" data-testid=testid viewBox=format!("-4 -4 {side} {side}") shape-rendering="crispEdges" aria-hidden="true">
                    <rect x="-4" y="-4" width=side height=side fill="#fff" />
                    <path d=path fill="#000" />
                </svg>
            }
        })
    }
}

/// `text`'s QR code at medium error correction, the smallest version that holds it: its
/// modules a side and their path.
async fn encoded(text: &str) -> Option<(u32, String)> {
    let encoder = script_global("qrcode.js", "qrcode").await?;
    let code = encoder.call2(&JsValue::NULL, &0.into(), &"M".into()).ok()?;
    let method = |name: &str| js_sys::Reflect::get(&code, &name.into()).ok()?.dyn_into::<js_sys::Function>().ok();
    method("addData")?.call1(&code, &text.into()).ok()?;
    method("make")?.call0(&code).ok()?;
    let size = method("getModuleCount")?.call0(&code).ok()?.as_f64()? as u32;
    let is_dark = method("isDark")?;
    let dark = |x: u32, y: u32| is_dark.call2(&code, &y.into(), &x.into()).is_ok_and(|d| d.is_truthy());
    Some((size, crate::peers::qr::path(size, dark)))
}

/// The function a script from beside the page defines as `name`, the script added first
/// if it is not in yet; `None` if it could not be had (the failed script is left for the
/// next try).
async fn script_global(src: &str, name: &str) -> Option<js_sys::Function> {
    let global = || {
        let window: JsValue = web_sys::window()?.into();
        js_sys::Reflect::get(&window, &name.into()).ok()?.dyn_into::<js_sys::Function>().ok()
    };
    if let Some(f) = global() {
        return Some(f);
    }
    let document = web_sys::window()?.document()?;
    let script = document.create_element("script").ok()?;
    let loaded = js_sys::Promise::new(&mut |resolve, _| {
        let _ = script.add_event_listener_with_callback("load", &resolve);
        let _ = script.add_event_listener_with_callback("error", &resolve);
    });
    let _ = script.set_attribute("src", src);
    document.head()?.append_child(&script).ok()?;
    let _ = JsFuture::from(loaded).await;
    let found = global();
    if found.is_none() {
        script.remove();
    }
    found
}
