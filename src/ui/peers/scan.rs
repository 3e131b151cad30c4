//! Reading a QR code with this device's camera: the browser's own decoder where it has one
//! (`BarcodeDetector`), else jsQR, fetched from beside the page (`jsQR.js`, kept by the
//! offline copy) only when first wanted, so the first screen carries none of it.

use super::rtc::pause;
use super::script_global;
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_futures::JsFuture;
use web_sys::{CanvasRenderingContext2d, HtmlCanvasElement, HtmlVideoElement, MediaStream, MediaStreamConstraints};

/// A look at the camera's picture this often: quick to see, light on a phone's battery.
const LOOK_MS: i32 = 150;

/// Why nothing could be read.
pub enum ScanError {
    /// No camera, or the person refused it.
    NoCamera,
    /// Neither the browser's decoder nor jsQR could be had.
    NoDecoder,
}

/// Shows the camera in `video` and reads QR codes from it until one is `wanted` (its text
/// returned) or `stopped` says so (`None`). The camera is let go either way.
pub async fn scan(
    video: &HtmlVideoElement,
    stopped: impl Fn() -> bool,
    wanted: impl Fn(&str) -> bool,
) -> Result<Option<String>, ScanError> {
    let stream = camera(video).await?;
    let read = read_until(video, stopped, wanted).await;
    stream.get_tracks().for_each(&mut |track, _, _| {
        track.unchecked_into::<web_sys::MediaStreamTrack>().stop();
    });
    video.set_src_object(None);
    read
}

async fn camera(video: &HtmlVideoElement) -> Result<MediaStream, ScanError> {
    let devices = web_sys::window().and_then(|w| w.navigator().media_devices().ok()).ok_or(ScanError::NoCamera)?;
    // The camera facing away from the person holding the device, where it has two.
    let wish = js_sys::Object::new();
    let _ = js_sys::Reflect::set(&wish, &"facingMode".into(), &"environment".into());
    let constraints = MediaStreamConstraints::new();
    constraints.set_video(&wish);
    let asked = devices.get_user_media_with_constraints(&constraints).map_err(|_| ScanError::NoCamera)?;
    let stream: MediaStream = JsFuture::from(asked).await.map_err(|_| ScanError::NoCamera)?.unchecked_into();
    video.set_muted(true);
    video.set_src_object(Some(&stream));
    if let Ok(playing) = video.play() {
        let _ = JsFuture::from(playing).await;
    }
    Ok(stream)
}

async fn read_until(
    video: &HtmlVideoElement,
    stopped: impl Fn() -> bool,
    wanted: impl Fn(&str) -> bool,
) -> Result<Option<String>, ScanError> {
    let decoder = decoder().await?;
    let canvas: Option<HtmlCanvasElement> = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.create_element("canvas").ok())
        .and_then(|c| c.dyn_into().ok());
    loop {
        if stopped() {
            return Ok(None);
        }
        let text = match &decoder {
            Decoder::Browser(detector) => detected(detector, video).await,
            Decoder::JsQr(js_qr) => canvas.as_ref().and_then(|c| decoded(js_qr, c, video)),
        };
        if let Some(text) = text.filter(|t| wanted(t)) {
            return Ok(Some(text));
        }
        pause(LOOK_MS).await;
    }
}

enum Decoder {
    Browser(JsValue),
    JsQr(js_sys::Function),
}

async fn decoder() -> Result<Decoder, ScanError> {
    let window: JsValue = web_sys::window().ok_or(ScanError::NoDecoder)?.into();
    let global = |name: &str| js_sys::Reflect::get(&window, &name.into()).ok().filter(|v| v.is_function());
    if let Some(class) = global("BarcodeDetector") {
        let options = js_sys::Object::new();
        let _ = js_sys::Reflect::set(&options, &"formats".into(), &js_sys::Array::of1(&"qr_code".into()));
        let made = js_sys::Reflect::construct(class.unchecked_ref::<js_sys::Function>(), &js_sys::Array::of1(&options));
        if let Ok(detector) = made {
            return Ok(Decoder::Browser(detector));
        }
    }
    script_global("jsQR.js", "jsQR").await.map(Decoder::JsQr).ok_or(ScanError::NoDecoder)
}

/// The browser's decoder's reading of the video's picture now.
async fn detected(detector: &JsValue, video: &HtmlVideoElement) -> Option<String> {
    let detect: js_sys::Function = js_sys::Reflect::get(detector, &"detect".into()).ok()?.dyn_into().ok()?;
    let found = JsFuture::from(detect.call1(detector, video).ok()?.dyn_into::<js_sys::Promise>().ok()?).await.ok()?;
    let first = js_sys::Array::from(&found).get(0);
    js_sys::Reflect::get(&first, &"rawValue".into()).ok()?.as_string()
}

/// jsQR's reading of the video's picture now, drawn on `canvas`.
fn decoded(js_qr: &js_sys::Function, canvas: &HtmlCanvasElement, video: &HtmlVideoElement) -> Option<String> {
    let (width, height) = (video.video_width(), video.video_height());
    if width == 0 || height == 0 {
        return None;
    }
    canvas.set_width(width);
    canvas.set_height(height);
    let context: CanvasRenderingContext2d = canvas.get_context("2d").ok()??.dyn_into().ok()?;
    context.draw_image_with_html_video_element(video, 0.0, 0.0).ok()?;
    let image = context.get_image_data(0.0, 0.0, width.into(), height.into()).ok()?;
    let pixels = js_sys::Reflect::get(&image, &"data".into()).ok()?;
    let found = js_qr.call3(&JsValue::NULL, &pixels, &width.into(), &height.into()).ok()?;
    js_sys::Reflect::get(&found, &"data".into()).ok()?.as_string()
}
