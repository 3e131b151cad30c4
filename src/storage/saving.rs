//! Saving an open campaign, one write at a time across every tab of this browser. The
//! revision check and the write are one step under the campaign's Web Lock
//! (`navigator.locks`), so two tabs moving at the same instant never both write over the
//! same revision. Where the page has no locks (a page over plain http from another
//! machine), the write is made at once. Either way each write is read back a moment
//! later, once the browser has brought every tab's view of storage in step: a write
//! another tab made over it at the same instant is found and said
//! (`StorageError::WrittenOver`), never silent, even when that tab has written again
//! since (each stored revision names the writes it follows).

use super::browser::{self, Revision, StorageError};
use super::index::IndexEntry;
use std::cell::RefCell;
use std::collections::BTreeMap;
use std::rc::Rc;
use wasm_bindgen::closure::Closure;
use wasm_bindgen::{JsCast, JsValue};

/// What a save's outcome is told to: the open campaign's banner.
pub type Report = Rc<dyn Fn(Result<Revision, StorageError>)>;

/// How long after a write, or another tab's, the revision is read back, in ms: by then
/// the browser has brought every tab's view of storage in step.
const READ_BACK_MS: i32 = 100;

/// A save waiting for its campaign's lock: only the newest of each campaign waits, since
/// it holds every move before it. Its text is as stored (`packer`).
struct Waiting {
    entry: IndexEntry,
    packed: String,
    report: Report,
}

thread_local! {
    static WAITING: RefCell<BTreeMap<String, Waiting>> = const { RefCell::new(BTreeMap::new()) };
    /// The revision this tab last read or wrote of each campaign: it writes only over that.
    static KNOWN: RefCell<BTreeMap<String, Option<Revision>>> = const { RefCell::new(BTreeMap::new()) };
}

/// This tab holds campaign `id` as stored at `revision` (opened, imported, or written).
pub fn holds(id: &str, revision: Option<Revision>) {
    KNOWN.with(|k| k.borrow_mut().insert(id.to_string(), revision));
}

/// The revision of `id` this tab last read or wrote.
pub fn known(id: &str) -> Option<Revision> {
    KNOWN.with(|k| k.borrow().get(id).copied().flatten())
}

/// Whether a save of `id` waits for its lock.
pub fn waiting(id: &str) -> bool {
    WAITING.with(|w| w.borrow().contains_key(id))
}

/// Saves campaign `entry.id` as `packed` (its save as stored) over the revision this tab
/// holds, under the campaign's lock; `report` is told how it went.
pub fn save(entry: IndexEntry, packed: String, report: Report) {
    let id = entry.id.clone();
    let first = WAITING.with(|w| w.borrow_mut().insert(id.clone(), Waiting { entry, packed, report }).is_none());
    if !first {
        // A request is on its way: it takes the newest text.
        return;
    }
    let later = id.clone();
    if !with_lock(&id, move || write_waiting(&later)) {
        write_waiting(&id);
    }
}

/// Writes whatever waits for `id` now, without waiting for a lock: when the page is being
/// left, nothing may stay behind.
pub fn flush(id: &str) {
    write_waiting(id);
}

fn write_waiting(id: &str) {
    let Some(w) = WAITING.with(|w| w.borrow_mut().remove(id)) else { return };
    let result = browser::save_compressed(w.entry, &w.packed, known(id));
    match &result {
        Ok(revision) => {
            holds(id, Some(*revision));
            read_back_later(id, w.report.clone());
        }
        // Stored, only not listed: this tab holds what is stored.
        Err(e) if !e.lost_a_change() => holds(id, browser::revision(id).ok().flatten()),
        Err(_) => {}
    }
    (w.report)(result);
}

/// Runs `f` holding the lock named for campaign `id`, if the page has locks.
fn with_lock(id: &str, f: impl FnOnce() + 'static) -> bool {
    let Some(navigator) = web_sys::window().map(|w| w.navigator()) else { return false };
    let locks = js_sys::Reflect::get(&navigator, &"locks".into()).unwrap_or(JsValue::UNDEFINED);
    let request =
        js_sys::Reflect::get(&locks, &"request".into()).ok().and_then(|r| r.dyn_into::<js_sys::Function>().ok());
    let Some(request) = request else { return false };
    let callback = Closure::once_into_js(move |_lock: JsValue| f());
    match request.call2(&locks, &format!("marchwarden/campaign/{id}").into(), &callback) {
        Ok(promise) => {
            // A refused request (the page is closing) leaves the save waiting for `flush`.
            if let Ok(promise) = promise.dyn_into::<js_sys::Promise>() {
                let ignore = Closure::<dyn FnMut(JsValue)>::new(|_| {});
                let _ = promise.catch(&ignore);
                ignore.forget();
            }
            true
        }
        Err(_) => false,
    }
}

/// Whether another tab wrote campaign `id` at the same instant as this tab's last write:
/// the stored campaign was written at this tab's count by another write, whether or not
/// that tab has written again since (the stored revision names the writes before it).
pub fn maybe_written_over(id: &str) -> bool {
    known(id).is_some_and(|mine| browser::written_over(id, mine))
}

/// Reads `id`'s revision back a moment from now: another tab's write still stands at this
/// tab's count, so this tab's last write was written over, and `report` is told.
pub fn read_back_later(id: &str, report: Report) {
    let id = id.to_string();
    let check = Closure::once_into_js(move || {
        if maybe_written_over(&id) {
            report(Err(StorageError::WrittenOver));
        }
    });
    if let Some(w) = web_sys::window() {
        let _ = w.set_timeout_with_callback_and_timeout_and_arguments_0(check.unchecked_ref(), READ_BACK_MS);
    }
}
