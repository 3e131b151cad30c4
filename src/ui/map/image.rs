//! The map saved as a picture: an SVG printed at the scale of the table's terrain (each hex
//! so many millimetres across), or a PNG at a chosen resolution to share in a chat. Both
//! from the one standalone renderer, `picture`.

use super::picture::{self, Size};
use crate::message;
use crate::storage::browser::{self, StorageError};
use crate::ui::language::{use_language, Language};
use crate::ui::session::Session;
use crate::words::message::Message;
use leptos::prelude::*;
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_futures::JsFuture;

/// What a printed hex measures across its flat sides unless the table says otherwise.
const HEX_MM: f64 = 25.0;
/// A PNG's resolution unless the table says otherwise: sharp on a screen and a print.
const DPI: f64 = 150.0;
/// Under the PNG: the margins of the picture are paper, not transparent (a transparent
/// picture turns black in some chats).
const PAPER: &str = "#f4efe1";

/// Why a picture was not made.
#[derive(Debug)]
enum PictureError {
    HexSize,
    Dpi,
    TooLarge { dpi: u32, w: u32, h: u32, most: u32 },
    NotDrawn { w: u32, h: u32 },
    Browser(String),
    Download(StorageError),
}

impl PictureError {
    /// Why, in the page's language.
    fn said(&self, lang: Language) -> String {
        match self {
            PictureError::HexSize => lang.t("picture-hex-size"),
            PictureError::Dpi => lang.t("picture-dpi-range"),
            PictureError::TooLarge { dpi, w, h, most } => {
                lang.say(&message!("picture-too-large", dpi = *dpi, w = *w, h = *h, most = *most))
            }
            PictureError::NotDrawn { w, h } => lang.say(&message!("picture-not-drawn", w = *w, h = *h)),
            PictureError::Browser(why) => lang.t_with("picture-failed", &[("why", why.as_str().into())]),
            PictureError::Download(e) => lang.say(&e.message()),
        }
    }
}

impl From<StorageError> for PictureError {
    fn from(e: StorageError) -> PictureError {
        PictureError::Download(e)
    }
}

impl From<JsValue> for PictureError {
    fn from(e: JsValue) -> PictureError {
        PictureError::Browser(
            e.as_string().or_else(|| js_sys::JSON::stringify(&e).ok().map(String::from)).unwrap_or_default(),
        )
    }
}

fn checked(hex_mm: f64, dpi: f64) -> Result<(f64, f64), PictureError> {
    if !(5.0..=500.0).contains(&hex_mm) {
        return Err(PictureError::HexSize);
    }
    if !(10.0..=2400.0).contains(&dpi) {
        return Err(PictureError::Dpi);
    }
    Ok((hex_mm, dpi))
}

/// `svg` drawn into a PNG of `w` × `h` pixels on paper.
async fn png(svg: &str, (w, h): (u32, u32)) -> Result<web_sys::Blob, PictureError> {
    let document = web_sys::window().and_then(|w| w.document()).ok_or(PictureError::Browser("no document".into()))?;
    let options = web_sys::BlobPropertyBag::new();
    options.set_type("image/svg+xml");
    let parts = js_sys::Array::of1(&JsValue::from_str(svg));
    let source = web_sys::Blob::new_with_str_sequence_and_options(&parts, &options)?;
    let url = web_sys::Url::create_object_url_with_blob(&source)?;
    let image = web_sys::HtmlImageElement::new()?;
    image.set_src(&url);
    let decoded = JsFuture::from(image.decode()).await;
    let _ = web_sys::Url::revoke_object_url(&url);
    decoded?;
    let canvas: web_sys::HtmlCanvasElement = document.create_element("canvas")?.unchecked_into();
    canvas.set_width(w);
    canvas.set_height(h);
    let not_drawn = || PictureError::NotDrawn { w, h };
    let context: web_sys::CanvasRenderingContext2d = canvas.get_context("2d")?.ok_or_else(not_drawn)?.unchecked_into();
    context.set_fill_style_str(PAPER);
    context.fill_rect(0.0, 0.0, f64::from(w), f64::from(h));
    context.draw_image_with_html_image_element_and_dw_and_dh(&image, 0.0, 0.0, f64::from(w), f64::from(h))?;
    // A browser past its own canvas limit draws nothing and says nothing: read a corner
    // of the paper back.
    let corner = context.get_image_data(0.0, 0.0, 1.0, 1.0).map_err(|_| not_drawn())?;
    if corner.data().get(3) != Some(&255) {
        return Err(not_drawn());
    }
    let blob = JsFuture::from(js_sys::Promise::new(&mut |resolve, _| {
        let _ = canvas.to_blob(&resolve);
    }))
    .await?;
    blob.dyn_into::<web_sys::Blob>().map_err(|_| not_drawn())
}

/// A figure as language `t` writes it: "25.4" in English, "25,4" in Russian.
fn figure(x: f64, lang: Language) -> String {
    x.to_string().replace('.', &lang.t("picture-decimal-mark"))
}

/// What a number box holds, or NaN (refused by `checked`) for what is not a number.
fn number(signal: RwSignal<f64>) -> impl Fn(web_sys::Event) {
    move |ev| signal.set(event_target_value(&ev).parse().unwrap_or(f64::NAN))
}

/// The button beside the zoom buttons, and the card it opens.
#[component]
pub fn MapImage(session: Session) -> impl IntoView {
    let lang = use_language();
    let open = RwSignal::new(false);
    let hex_mm = RwSignal::new(HEX_MM);
    let dpi = RwSignal::new(DPI);
    // What the last attempt said: made, or why not.
    let said = RwSignal::new(None::<Result<String, String>>);
    let drawing = RwSignal::new(false);
    // The printed size, and the PNG's, of the sizes asked for ("—" while one is unusable).
    let sizes = move || -> (Message, Message) {
        let (mm, dpi) = (hex_mm.get(), dpi.get());
        let ok = checked(mm, dpi);
        session.game.with(|g| {
            let map = &g.state().map;
            let (w, h) = picture::millimetres(map, mm);
            let (pw, ph) = picture::pixels(map, mm, dpi);
            // Whole millimetres, rounded as `{:.0}` rounds.
            let whole = |x: f64| x.round_ties_even() as i64;
            let printed =
                (!matches!(ok, Err(PictureError::HexSize))).then(|| message!("picture-mm", w = whole(w), h = whole(h)));
            let shared = ok.is_ok().then(|| message!("picture-px", w = pw, h = ph));
            (printed.unwrap_or(message!("picture-none")), shared.unwrap_or(message!("picture-none")))
        })
    };
    let file = move |ext: &str| format!("{}.map.{ext}", session.id.get_value());
    let save_svg = move |_| {
        let made = checked(hex_mm.get_untracked(), dpi.get_untracked()).and_then(|(mm, _)| {
            let text =
                session.game.with_untracked(|g| picture::svg_in(lang.code(), g.state(), Size::Printed { hex_mm: mm }));
            browser::download_as(&file("svg"), &text, "image/svg+xml")?;
            Ok(lang.t_with("picture-saved-svg", &[("file", file("svg").into()), ("mm", figure(mm, lang).into())]))
        });
        said.set(Some(made.map_err(|e| e.said(lang))));
    };
    let save_png = move |_| {
        let made = checked(hex_mm.get_untracked(), dpi.get_untracked()).and_then(|(mm, dpi)| {
            let (px, most) = session.game.with_untracked(|g| {
                let map = &g.state().map;
                (picture::pixels(map, mm, dpi), picture::most_dpi(map, mm))
            });
            if !picture::fits_canvas(px) {
                return Err(PictureError::TooLarge { dpi: dpi as u32, w: px.0, h: px.1, most });
            }
            Ok(px)
        });
        let px = match made {
            Ok(px) => px,
            Err(e) => return said.set(Some(Err(e.said(lang)))),
        };
        let svg = session.game.with_untracked(|g| picture::svg_in(lang.code(), g.state(), Size::Units));
        drawing.set(true);
        said.set(None);
        leptos::task::spawn_local(async move {
            let made = match png(&svg, px).await {
                Ok(blob) => browser::download_blob(&file("png"), &blob)
                    .map(|_| lang.say(&message!("picture-saved-png", file = file("png"), w = px.0, h = px.1)))
                    .map_err(|e| PictureError::from(e).said(lang)),
                Err(e) => Err(e.said(lang)),
            };
            drawing.set(false);
            said.set(Some(made));
        });
    };
    view! {
        <button data-testid="map-image" aria-label=lang.text("picture-save") title=lang.text("picture-save")
            aria-expanded=move || open.get().to_string() on:click=move |_| open.update(|o| *o = !*o)>
            // A framed picture: drawn, as no font is sure to hold such a sign.
            <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" class="picture-icon">
                <rect x="2.5" y="4.5" width="19" height="15" rx="1.5" />
                <path d="M4.5 17.5l5-6 3.5 4 2.5-3 4 5z" />
                <circle cx="16.5" cy="8.5" r="1.8" />
            </svg>
        </button>
        {move || open.get().then(|| view! {
            <section class="card map-image" data-testid="map-image-card" aria-label=lang.text("picture-card")>
                <h2>{lang.text("picture-card")}</h2>
                <label>{lang.text("picture-hex-before")}" "
                    <input type="number" min="5" max="500" step="0.5" inputmode="decimal" data-testid="hex-mm"
                        prop:value=move || hex_mm.get().to_string() on:input=number(hex_mm) />
                    " "{lang.text("picture-hex-after")}</label>
                <p class="muted">{move || lang.say(&message!("picture-print", size = sizes().0))}</p>
                <button data-testid="save-svg" on:click=save_svg>"⇩ "{lang.text("picture-save-svg")}</button>
                <label>{lang.text("picture-png-before")}" "
                    <input type="number" min="10" max="2400" step="1" inputmode="numeric" data-testid="dpi"
                        prop:value=move || dpi.get().to_string() on:input=number(dpi) />
                    " "{lang.text("picture-png-after")}</label>
                <p class="muted">{move || lang.say(&message!("picture-share", size = sizes().1))}</p>
                <button data-testid="save-png" disabled=move || drawing.get() on:click=save_png>
                    {move || if drawing.get() { lang.t("picture-drawing") } else { format!("⇩ {}", lang.t("picture-save-png")) }}</button>
                {move || said.get().map(|r| match r {
                    Ok(text) => view! { <p class="made" role="status" data-testid="map-image-said">{text}</p> }.into_any(),
                    Err(text) => view! { <p class="error" role="alert" data-testid="map-image-said">{text}</p> }.into_any(),
                })}
            </section>
        })}
    }
}
