//! A campaign replayed a slice at a time, the page drawing between slices: neither opening
//! a long campaign nor importing one freezes the page. An opening or an import shows its
//! progress and the players may stop it; the past of a campaign opened from its checkpoint
//! is read in the background, in slices short enough for every click to go through. A
//! campaign that replays within one frame is never sliced.

use crate::engine::checkpoint::CheckpointRefused;
use crate::engine::save::{Loading, Start};
use crate::engine::{Game, LoadError};
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
/// How long a replay the players watch runs before the page draws its progress, in ms.
const REPLAY_FRAME_MS: f64 = 40.0;
/// How long a replay in the background runs at a time, in ms: a click waits no longer.
const BACKGROUND_FRAME_MS: f64 = 8.0;

fn now_ms() -> f64 {
    web_sys::window().and_then(|w| w.performance()).map_or(0.0, |p| p.now())
}

/// Lets the page draw, and take clicks, between two slices of a long replay.
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
    match Loading::begin(text) {
        Ok(loading) => sliced(loading, Some((name, progress)), REPLAY_FRAME_MS).await,
        Err(e) => Some(Err(e)),
    }
}

/// Reopens the stored campaign `text`, from its stored `checkpoint` when it holds (only
/// the commands after it replay), else from its first command; with where it started.
pub async fn reopen(
    text: &str,
    checkpoint: Option<String>,
    name: &str,
    progress: RwSignal<Option<Replaying>>,
) -> Option<(Result<Game, LoadError>, Start)> {
    let (loading, start) = match Loading::begin_from(text, checkpoint.as_deref()) {
        Ok(begun) => begun,
        Err(e) => return Some((Err(e), Start::First)),
    };
    let replayed = sliced(loading, Some((name, progress)), REPLAY_FRAME_MS).await?;
    match (replayed, start) {
        // The save holds, but not from this checkpoint: replayed from its first command.
        (Err(_), Start::Checkpoint(_)) => {
            let whole = replay(text, name, progress).await?;
            Some((whole, Start::Refused(CheckpointRefused::NotReached)))
        }
        (replayed, start) => Some((replayed, start)),
    }
}

/// Replays the past of a campaign opened from its checkpoint (`Game::past_to_read`), in
/// the background, clicks going through between slices.
pub async fn read_past(past: (Game, Vec<crate::engine::Command>)) -> Option<Result<Game, LoadError>> {
    sliced(Loading::past(past), None, BACKGROUND_FRAME_MS).await
}

/// Replays `loading` a slice at a time; with `shown`, its progress is drawn there and the
/// players may stop it (None).
async fn sliced(
    mut loading: Loading,
    shown: Option<(&str, RwSignal<Option<Replaying>>)>,
    frame_ms: f64,
) -> Option<Result<Game, LoadError>> {
    let clear = || {
        if let Some((_, progress)) = shown {
            progress.set(None);
        }
    };
    loop {
        let frame = now_ms();
        let mut done = false;
        while !done && now_ms() - frame < frame_ms {
            done = match loading.step(REPLAY_SLICE) {
                Ok(done) => done,
                Err(e) => {
                    clear();
                    return Some(Err(e));
                }
            };
        }
        if done {
            break;
        }
        if let Some((name, progress)) = shown {
            let (done, total) = loading.progress();
            progress.set(Some(Replaying { name: name.to_string(), done, total, stop: false }));
        }
        next_frame().await;
        if shown.is_some_and(|(_, progress)| progress.get_untracked().is_some_and(|r| r.stop)) {
            clear();
            return None;
        }
    }
    clear();
    Some(loading.finish())
}
