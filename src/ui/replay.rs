//! A campaign replayed a slice at a time, the page drawing its progress between slices and
//! the players free to stop it: neither opening a long campaign nor importing one freezes
//! the page. A campaign that replays within one frame is never sliced.

use crate::engine::{save, Game, LoadError};
use leptos::prelude::*;

/// A replay under way: the campaign's or file's name, the commands replayed and in all,
/// and whether the players asked to stop.
#[derive(Clone, Debug, PartialEq)]
pub struct Replaying {
    pub name: String,
    pub done: usize,
    pub total: usize,
    pub stop: bool,
}

/// How many commands are replayed between two looks at the clock.
const REPLAY_SLICE: usize = 25;
/// How long a replay runs before the page draws its progress, in ms.
const REPLAY_FRAME_MS: f64 = 40.0;

fn now_ms() -> f64 {
    web_sys::window().and_then(|w| w.performance()).map_or(0.0, |p| p.now())
}

/// Lets the page draw between two slices of a long replay.
async fn next_frame() {
    let tick = js_sys::Promise::new(&mut |resolve, _| {
        if let Some(w) = web_sys::window() {
            let _ = w.set_timeout_with_callback_and_timeout_and_arguments_0(&resolve, 0);
        }
    });
    let _ = wasm_bindgen_futures::JsFuture::from(tick).await;
}

/// Replays the save `text`, its progress in `progress` (cleared at the end); None when the
/// players stopped it, which changes nothing.
pub async fn replay(text: &str, name: &str, progress: RwSignal<Option<Replaying>>) -> Option<Result<Game, LoadError>> {
    let mut loading = match save::Loading::begin(text) {
        Ok(l) => l,
        Err(e) => return Some(Err(e)),
    };
    loop {
        let frame = now_ms();
        let mut done = false;
        while !done && now_ms() - frame < REPLAY_FRAME_MS {
            done = match loading.step(REPLAY_SLICE) {
                Ok(done) => done,
                Err(e) => {
                    progress.set(None);
                    return Some(Err(e));
                }
            };
        }
        if done {
            break;
        }
        let (done, total) = loading.progress();
        progress.set(Some(Replaying { name: name.to_string(), done, total, stop: false }));
        next_frame().await;
        if progress.get_untracked().is_some_and(|r| r.stop) {
            progress.set(None);
            return None;
        }
    }
    progress.set(None);
    Some(loading.finish())
}
