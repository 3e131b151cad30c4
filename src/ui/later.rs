//! What an open campaign needs beyond the first screens, which the page does not carry:
//! the whole of English (`language::whole_english`) and the campaign screen's stylesheet
//! (`style/campaign.css`, a `disabled` link in index.html, so the browser leaves it until
//! asked). Both are asked for as the page starts; a campaign is shown once both are in.

use super::language::{whole_english, Language};
use std::cell::RefCell;
use wasm_bindgen_futures::JsFuture;

/// The campaign stylesheet's link in index.html.
const STYLE: &str = "campaign-style";

thread_local! {
    /// Settled once the stylesheet has loaded, or failed to.
    static STYLED: RefCell<Option<js_sys::Promise>> = const { RefCell::new(None) };
}

/// As the page starts: the campaign stylesheet and the whole of English asked for.
pub async fn fetch(language: Language) {
    let _ = styled();
    whole_english(language).await;
}

/// Once an open campaign's words and look are at hand.
pub async fn ready(language: Language) {
    let styled = styled();
    whole_english(language).await;
    let _ = JsFuture::from(styled).await;
}

/// The promise that the stylesheet is in: the link enabled on the first call.
fn styled() -> js_sys::Promise {
    STYLED.with(|s| s.borrow_mut().get_or_insert_with(enable).clone())
}

fn enable() -> js_sys::Promise {
    let link = web_sys::window().and_then(|w| w.document()).and_then(|d| d.get_element_by_id(STYLE));
    js_sys::Promise::new(&mut |resolve, _| {
        let Some(link) = &link else {
            let _ = resolve.call0(&resolve);
            return;
        };
        // A failed load settles it too: the campaign is shown, plainer, rather than never.
        let _ = link.add_event_listener_with_callback("load", &resolve);
        let _ = link.add_event_listener_with_callback("error", &resolve);
        let _ = link.remove_attribute("disabled");
        // A browser that fetched it while disabled may not say `load` again.
        let loaded = js_sys::Reflect::get(link, &"sheet".into()).is_ok_and(|s| !s.is_null() && !s.is_undefined());
        if loaded {
            let _ = resolve.call0(&resolve);
        }
    })
}
