//! A long campaign's checkpoint beside its save (`engine::checkpoint`), on the page: made
//! anew in a quiet moment once the campaign has moved on far enough, and read back to
//! check it the moment it is written; for a campaign opened from one, its past replayed
//! in the background and taken in, or, should it not hold, the campaign reopened from
//! its first command. The `<html>` element's `data-opened` and `data-past` say which
//! happened, for the tests.

use super::replay;
use crate::engine::checkpoint::{Checkpoint, CHECKPOINT_STRIDE};
use crate::engine::save::Start;
use crate::engine::Game;
use crate::storage::{browser, saving};
use leptos::prelude::*;
use std::cell::RefCell;
use std::collections::BTreeMap;
use wasm_bindgen::closure::Closure;
use wasm_bindgen::JsCast;

/// How long the campaign must rest before a checkpoint is made, in ms: making one takes
/// a few frames on a large map, so never between two quick moves.
const QUIET_MS: i32 = 3000;

thread_local! {
    /// The position of each campaign's stored checkpoint, as this tab knows it.
    static KEPT: RefCell<BTreeMap<String, usize>> = const { RefCell::new(BTreeMap::new()) };
    /// The timer of the checkpoint waiting for a quiet moment.
    static TIMER: RefCell<Option<i32>> = const { RefCell::new(None) };
}

fn mark(name: &str, value: &str) {
    if let Some(html) = web_sys::window().and_then(|w| w.document()).and_then(|d| d.document_element()) {
        let _ = html.set_attribute(name, value);
    }
}

/// Campaign `id` was opened from `start`: what its stored checkpoint holds, as this tab
/// knows it. A refused checkpoint is forgotten, to be made anew.
pub fn opened(id: &str, start: &Start) {
    let kept = match start {
        Start::Checkpoint(position) => Some(*position),
        Start::First => None,
        Start::Refused(why) => {
            web_sys::console::warn_1(&format!("The checkpoint of {id} was refused: {why}").into());
            browser::delete_checkpoint(id);
            None
        }
    };
    KEPT.with(|k| match kept {
        Some(position) => k.borrow_mut().insert(id.to_string(), position),
        None => k.borrow_mut().remove(id),
    });
    mark(
        "data-opened",
        &match start {
            Start::Checkpoint(position) => format!("checkpoint:{position}"),
            Start::First => "first".into(),
            Start::Refused(_) => "refused".into(),
        },
    );
}

/// Makes the checkpoint of campaign `id` anew once it has rested `QUIET_MS`, if it is due.
pub fn keep_when_quiet(id: StoredValue<String>, game: RwSignal<Game>) {
    let keep = Closure::once_into_js(move || {
        TIMER.with(|t| t.borrow_mut().take());
        keep(id, game);
    });
    let Some(window) = web_sys::window() else { return };
    if let Some(before) = TIMER.with(|t| t.borrow_mut().take()) {
        window.clear_timeout_with_handle(before);
    }
    if let Ok(handle) = window.set_timeout_with_callback_and_timeout_and_arguments_0(keep.unchecked_ref(), QUIET_MS) {
        TIMER.with(|t| *t.borrow_mut() = Some(handle));
    }
}

/// Writes the checkpoint, where the campaign has moved `CHECKPOINT_STRIDE` commands past
/// the one kept, and checks it as stored: one that does not read back as this campaign's
/// is removed at once.
fn keep(id: StoredValue<String>, game: RwSignal<Game>) {
    let Some(id) = id.try_get_value() else { return };
    let made = game.try_with_untracked(|g| {
        let position = Checkpoint::position_for(g).filter(|_| !g.past_unread())?;
        let kept = KEPT.with(|k| k.borrow().get(&id).copied());
        if kept.is_some_and(|k| k <= position && position < k + CHECKPOINT_STRIDE) {
            return None;
        }
        let checkpoint = Checkpoint::of(g, position);
        let text = checkpoint.to_json().ok()?;
        Some((checkpoint, text, g.setup().clone(), g.rules_version(), g.log()[..position].to_vec()))
    });
    let Some(Some((checkpoint, text, setup, version, log))) = made else { return };
    let written = browser::save_checkpoint(&id, &text).is_ok()
        && browser::load_checkpoint(&id)
            .and_then(|back| Checkpoint::taken_up(&back, &setup, version, &log).ok())
            .is_some_and(|back| back.state_hash == checkpoint.state_hash);
    if written {
        KEPT.with(|k| k.borrow_mut().insert(id.clone(), checkpoint.position));
        mark("data-checkpoint", &checkpoint.position.to_string());
    } else {
        browser::delete_checkpoint(&id);
        KEPT.with(|k| k.borrow_mut().remove(&id));
    }
}

/// For a campaign opened from its checkpoint: replays the commands before it in the
/// background and takes in their events, or, should they not reach the checkpoint's state
/// (or an undo note not hold), forgets the checkpoint and reopens the campaign from its
/// first command (`reopen`), every move stored first.
pub fn read_past(id: StoredValue<String>, game: RwSignal<Game>, reopen: impl FnOnce(&str) + 'static) {
    let Some(past) = game.with_untracked(|g| g.past_to_read()) else { return };
    mark("data-past", "reading");
    leptos::task::spawn_local(async move {
        let replayed = replay::read_past(past).await;
        let Some(id) = id.try_get_value() else { return };
        let adopted = match replayed {
            Some(Ok(past)) => game.try_update(|g| g.adopt_past(past).map_err(|e| e.to_string())),
            Some(Err(e)) => Some(Err(e.to_string())),
            None => None,
        };
        match adopted {
            // The campaign was closed meanwhile.
            None => {}
            Some(Ok(())) => mark("data-past", "read"),
            Some(Err(why)) => {
                web_sys::console::warn_1(&format!("The past of {id} did not hold: {why}").into());
                mark("data-past", "refused");
                browser::delete_checkpoint(&id);
                KEPT.with(|k| k.borrow_mut().remove(&id));
                saving::flush(&id);
                reopen(&id);
            }
        }
    });
}
