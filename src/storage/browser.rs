//! localStorage and files. Every failure is returned to the caller to show the player;
//! nothing here replaces an unreadable value with a default.

use super::codec;
use super::index::{CampaignIndex, IndexEntry};
use crate::engine::{Map, MapText};
use crate::message;
use crate::words::message::Message;
use std::collections::BTreeMap;
use std::sync::atomic::{AtomicBool, Ordering};
use thiserror::Error;
use wasm_bindgen::{JsCast, JsValue};

const INDEX_KEY: &str = "marchwarden/index";
const CAMPAIGN_PREFIX: &str = "marchwarden/campaign/";
/// How many times each campaign had been written, before the revision was kept in the
/// campaign's own value (`codec::with_revision`): read when the value has none.
const REVISION_PREFIX: &str = "marchwarden/revision/";
/// Maps made in the editor, by name, in their text form.
/// A long campaign's checkpoint (`engine::checkpoint`), beside its save.
const CHECKPOINT_PREFIX: &str = "marchwarden/checkpoint/";
const MAPS_KEY: &str = "marchwarden/maps";
/// Whether a campaign is played hot-seat, with a hand-over screen between kingdoms: the
/// table's way of playing, kept in this browser, not in the campaign.
const HANDOVER_PREFIX: &str = "marchwarden/handover/";
/// The interface's language, chosen in this browser.
const LANGUAGE_KEY: &str = "marchwarden/language";
const STAND_IN_PACE_KEY: &str = "marchwarden/stand-in-pace";
const ROLL_AT_ONCE_KEY: &str = "marchwarden/roll-at-once";
/// The campaign this device last joined on another's page (`ui::peers::device`).
const JOINED_KEY: &str = "marchwarden/joined";

/// Set by the panic hook: after a panic nothing more is written, so a broken state can
/// never overwrite the last good save.
static SAVING_STOPPED: AtomicBool = AtomicBool::new(false);

pub fn stop_saving() {
    SAVING_STOPPED.store(true, Ordering::SeqCst);
}

#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum StorageError {
    Unavailable,
    Full,
    /// What the browser (or the JSON writer) said, in its own words.
    Write(String),
    /// Reading back what was just written gave something else.
    KeptOther,
    Stopped,
    Missing(String),
    Damaged(codec::CodecError),
    BadMaps(String),
    Download(String),
    NoRoomForNew {
        kb: usize,
    },
    ListNotUpdated(Box<StorageError>),
    ChangedElsewhere,
    /// Another tab wrote this campaign at the same instant as this one, and its write is
    /// the one kept: this tab's last move is not stored.
    WrittenOver,
    DeletedElsewhere,
}

crate::words::display_in_english!(StorageError);

impl StorageError {
    /// A failure after the campaign itself was written: the list lags, nothing is lost.
    fn listing(e: StorageError) -> StorageError {
        StorageError::ListNotUpdated(Box::new(e))
    }

    pub fn message(&self) -> Message {
        match self {
            StorageError::Unavailable => message!("err-storage-unavailable"),
            StorageError::Full => message!("err-storage-full"),
            StorageError::Write(why) => message!("err-storage-write", why = why.as_str()),
            StorageError::KeptOther => message!("err-storage-kept-other"),
            StorageError::Stopped => message!("err-storage-stopped"),
            StorageError::Missing(id) => message!("err-storage-missing", id = id.as_str()),
            StorageError::Damaged(e) => e.message(),
            StorageError::BadMaps(why) => message!("err-storage-bad-maps", why = why.as_str()),
            StorageError::Download(why) => message!("err-storage-download", why = why.as_str()),
            StorageError::NoRoomForNew { kb } => message!("err-storage-no-room", kb = *kb),
            StorageError::ListNotUpdated(e) => message!("err-storage-list-not-updated", why = e.message()),
            StorageError::ChangedElsewhere => message!("err-storage-changed-elsewhere"),
            StorageError::WrittenOver => message!("err-storage-written-over"),
            StorageError::DeletedElsewhere => message!("err-storage-deleted-elsewhere"),
        }
    }

    /// Whether the change being saved is lost from this browser (not only its listing).
    pub fn lost_a_change(&self) -> bool {
        !matches!(self, StorageError::ListNotUpdated(_) | StorageError::Download(_))
    }
}

fn js_message(v: &JsValue) -> String {
    v.dyn_ref::<js_sys::Error>()
        .map(|e| String::from(e.message()))
        .or_else(|| v.as_string())
        .unwrap_or_else(|| format!("{v:?}"))
}

fn is_quota(v: &JsValue) -> bool {
    v.dyn_ref::<js_sys::Error>().is_some_and(|e| {
        let name = String::from(e.name());
        name == "QuotaExceededError" || name == "NS_ERROR_DOM_QUOTA_REACHED"
    })
}

fn storage() -> Result<web_sys::Storage, StorageError> {
    web_sys::window().and_then(|w| w.local_storage().ok().flatten()).ok_or(StorageError::Unavailable)
}

/// Writes `value` under `key`. When storage is full, the checkpoints go first (each is a
/// cache that only saves time when a campaign opens) and the write is tried again: a
/// checkpoint never crowds out a campaign, its list or a map.
fn write(key: &str, value: &str) -> Result<(), StorageError> {
    if SAVING_STOPPED.load(Ordering::SeqCst) {
        return Err(StorageError::Stopped);
    }
    let storage = storage()?;
    let set = || {
        storage.set_item(key, value).map_err(|e| {
            if is_quota(&e) {
                StorageError::Full
            } else {
                StorageError::Write(js_message(&e))
            }
        })
    };
    match set() {
        Err(StorageError::Full) if !key.starts_with(CHECKPOINT_PREFIX) && drop_checkpoints(&storage) => set(),
        done => done,
    }
}

/// Removes every stored checkpoint; whether there was one.
fn drop_checkpoints(storage: &web_sys::Storage) -> bool {
    let n = storage.length().unwrap_or(0);
    let keys: Vec<String> =
        (0..n).filter_map(|i| storage.key(i).ok().flatten()).filter(|k| k.starts_with(CHECKPOINT_PREFIX)).collect();
    for key in &keys {
        let _ = storage.remove_item(key);
    }
    !keys.is_empty()
}

/// Set when the index was found damaged and rebuilt, until the start page says so.
static INDEX_REBUILT: AtomicBool = AtomicBool::new(false);

/// Whether the index was rebuilt since the last call: the start page tells the players.
pub fn take_index_rebuilt() -> bool {
    INDEX_REBUILT.swap(false, Ordering::SeqCst)
}

/// The ids of the campaigns stored in this browser, whatever the index says.
fn stored_ids(storage: &web_sys::Storage) -> Vec<String> {
    let n = storage.length().unwrap_or(0);
    (0..n)
        .filter_map(|i| storage.key(i).ok().flatten())
        .filter_map(|k| k.strip_prefix(CAMPAIGN_PREFIX).map(str::to_string))
        .collect()
}

/// The list of campaigns. Every campaign stored is listed, whatever happened to the
/// list: one missing from it (a write that failed half-way) is added, and a damaged list
/// is rebuilt from the campaigns themselves (names read from their saves; when they were
/// last played is lost) and written back, so no campaign is ever out of reach.
pub fn load_index() -> Result<CampaignIndex, StorageError> {
    let storage = storage()?;
    let stored = storage.get_item(INDEX_KEY).map_err(|_| StorageError::Unavailable)?;
    let (mut index, damaged) = match stored.map(|t| serde_json::from_str::<CampaignIndex>(&t)) {
        None => (CampaignIndex::default(), false),
        Some(Ok(index)) => (index, false),
        Some(Err(_)) => (CampaignIndex::default(), true),
    };
    let mut added = false;
    for id in stored_ids(&storage) {
        if !index.contains(&id) {
            let name = storage
                .get_item(&format!("{CAMPAIGN_PREFIX}{id}"))
                .ok()
                .flatten()
                .and_then(|t| unpack(&t).ok())
                .and_then(|t| serde_json::from_str::<serde_json::Value>(&t).ok())
                .and_then(|v| v["setup"]["name"].as_str().map(str::to_string))
                .unwrap_or_else(|| id.clone());
            index.upsert(IndexEntry { id, name, last_played: 0, summary: String::new(), standing: None, exported: 0 });
            added = true;
        }
    }
    if damaged {
        INDEX_REBUILT.store(true, Ordering::SeqCst);
    }
    if damaged || added {
        // Written back for next time. Should the write fail (a full storage), the list
        // still serves from here, and the next save of any campaign writes it again:
        // refusing the list would hide every campaign.
        let text = serde_json::to_string(&index).map_err(|e| StorageError::Write(e.to_string()))?;
        if let Err(e) = write(INDEX_KEY, &text) {
            web_sys::console::warn_1(
                &format!("Marchwarden: the rebuilt list of campaigns could not be stored: {e}").into(),
            );
        }
    }
    Ok(index)
}

/// A stored campaign's revision: how many times it was written, and a tag drawn at random
/// by the write that made it, so two tabs that wrote the same count at the same instant
/// tell their writes apart. Stored as `count` (before tags) or `count.tag`, then the tags
/// of the writes before it, newest first (`ANCESTRY` of them), so a tab can tell whether
/// its own write is among those a later one was made over, however many came since.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Revision {
    pub count: u64,
    tag: u32,
}

/// How many writes before its own a stored revision names.
const ANCESTRY: usize = 32;

/// A stored revision with the tags of the writes before it, newest first.
#[derive(Debug, Clone, PartialEq, Eq)]
struct Line {
    revision: Revision,
    before: Vec<u32>,
}

impl Line {
    fn read(text: &str) -> Line {
        let mut words = text.split(' ');
        let revision = Revision::read(words.next().unwrap_or_default());
        Line { revision, before: words.take(ANCESTRY).map_while(|w| w.parse().ok()).collect() }
    }

    /// The line of the write after this one.
    fn next(&self) -> Line {
        let before = std::iter::once(self.revision.tag).chain(self.before.iter().copied()).take(ANCESTRY).collect();
        Line { revision: Revision::next(Some(self.revision)), before }
    }

    fn text(&self) -> String {
        let mut text = self.revision.text();
        for tag in &self.before {
            text.push(' ');
            text.push_str(&tag.to_string());
        }
        text
    }

    /// Whether `mine` was replaced: this line is at its count or later, and the write at
    /// its count is another's. Too far back to tell, it was not.
    fn replaced(&self, mine: Revision) -> bool {
        let Some(back) = self.revision.count.checked_sub(mine.count) else { return false };
        let tag = if back == 0 { Some(self.revision.tag) } else { self.before.get(back as usize - 1).copied() };
        tag.is_some_and(|tag| tag != mine.tag)
    }
}

impl Revision {
    fn read(text: &str) -> Revision {
        let (count, tag) = text.split_once('.').unwrap_or((text, "0"));
        Revision { count: count.parse().unwrap_or(0), tag: tag.parse().unwrap_or(0) }
    }

    fn next(before: Option<Revision>) -> Revision {
        let count = before.map_or(1, |r| r.count + 1);
        Revision { count, tag: (js_sys::Math::random() * f64::from(u32::MAX)) as u32 + 1 }
    }

    fn text(&self) -> String {
        format!("{}.{}", self.count, self.tag)
    }
}

/// The revision of a stored campaign, None when it is not stored (never, or deleted). A
/// campaign stored before revisions were counted is at revision 0; one stored before they
/// were kept in its value has its revision in a value of its own.
pub fn revision(id: &str) -> Result<Option<Revision>, StorageError> {
    Ok(line(id)?.map(|l| l.revision))
}

/// Whether another tab's write replaced this tab's write `mine` of campaign `id`: the
/// stored campaign has moved on from a write at `mine`'s count that was not `mine`.
pub fn written_over(id: &str, mine: Revision) -> bool {
    line(id).ok().flatten().is_some_and(|l| l.replaced(mine))
}

/// The stored revision line of campaign `id`, None when it is not stored.
fn line(id: &str) -> Result<Option<Line>, StorageError> {
    let storage = storage()?;
    let Some(value) = storage.get_item(&format!("{CAMPAIGN_PREFIX}{id}")).map_err(|_| StorageError::Unavailable)?
    else {
        return Ok(None);
    };
    let written = match codec::split_revision(&value).0 {
        Some(r) => Some(r.to_string()),
        None => storage.get_item(&format!("{REVISION_PREFIX}{id}")).map_err(|_| StorageError::Unavailable)?,
    };
    Ok(Some(written.map_or(Line { revision: Revision { count: 0, tag: 0 }, before: Vec::new() }, |r| Line::read(&r))))
}

/// The save text of a stored value, without its revision.
fn unpack(value: &str) -> Result<String, codec::CodecError> {
    codec::from_stored(codec::split_revision(value).1)
}

/// Whether a storage key (from a `storage` event) is the given campaign's.
pub fn is_campaign_key(key: &str, id: &str) -> bool {
    key.strip_prefix(CAMPAIGN_PREFIX).or_else(|| key.strip_prefix(REVISION_PREFIX)) == Some(id)
}

/// Write a campaign's save text over revision `base` (None: a campaign not stored yet),
/// then its index entry; the new revision is returned. A campaign another tab has moved
/// on or deleted since is not written over. `setItem` is all-or-nothing, so a failure
/// leaves the previous save in place.
pub fn save(entry: IndexEntry, text: &str, base: Option<Revision>) -> Result<Revision, StorageError> {
    let packed = codec::to_stored(text).map_err(|e| StorageError::Write(e.to_string()))?;
    save_compressed(entry, &packed, base)
}

/// As `save`, the save already compressed into the text to store (`codec`, `packer`).
pub fn save_compressed(entry: IndexEntry, packed: &str, base: Option<Revision>) -> Result<Revision, StorageError> {
    let stored = line(&entry.id)?;
    match (base, stored.as_ref().map(|l| l.revision)) {
        (Some(_), None) => return Err(StorageError::DeletedElsewhere),
        (b, s) if b != s => return Err(StorageError::ChangedElsewhere),
        _ => {}
    }
    let next = stored.map_or(Line { revision: Revision::next(None), before: Vec::new() }, |l| l.next());
    let mut index = load_index()?;
    let packed = codec::with_revision(&next.text(), packed);
    let key = format!("{CAMPAIGN_PREFIX}{}", entry.id);
    write(&key, &packed).map_err(|e| match (e, base) {
        (StorageError::Full, None) => StorageError::NoRoomForNew { kb: packed.len().div_ceil(1024) },
        (e, _) => e,
    })?;
    // Read back: what the browser keeps must be what was written.
    if storage()?.get_item(&key).ok().flatten().as_deref() != Some(packed.as_str()) {
        return Err(StorageError::KeptOther);
    }
    // The campaign is stored: a failure from here on loses no move. A revision kept in a
    // value of its own, as before, would now only lag.
    storage()?
        .remove_item(&format!("{REVISION_PREFIX}{}", entry.id))
        .map_err(|e| StorageError::listing(StorageError::Write(js_message(&e))))?;
    index.upsert(entry);
    let index_text = serde_json::to_string(&index).map_err(|e| StorageError::Write(e.to_string()))?;
    match write(INDEX_KEY, &index_text) {
        Ok(()) => Ok(next.revision),
        // A new campaign that cannot be listed is not kept: a save (an import, a copy)
        // that says it failed stores nothing.
        Err(e) if base.is_none() => {
            let _ = storage()?.remove_item(&key);
            Err(match e {
                StorageError::Full => {
                    StorageError::NoRoomForNew { kb: (packed.len() + index_text.len()).div_ceil(1024) }
                }
                e => e,
            })
        }
        Err(e) => Err(StorageError::listing(e)),
    }
}

/// A campaign's save text, stored compressed or (before compression) as plain JSON.
pub fn load_campaign(id: &str) -> Result<String, StorageError> {
    let stored = storage()?
        .get_item(&format!("{CAMPAIGN_PREFIX}{id}"))
        .map_err(|_| StorageError::Unavailable)?
        .ok_or_else(|| StorageError::Missing(id.to_string()))?;
    unpack(&stored).map_err(StorageError::Damaged)
}

pub fn delete_campaign(id: &str) -> Result<(), StorageError> {
    if SAVING_STOPPED.load(Ordering::SeqCst) {
        return Err(StorageError::Stopped);
    }
    let mut index = load_index()?;
    index.remove(id);
    let index_text = serde_json::to_string(&index).map_err(|e| StorageError::Write(e.to_string()))?;
    write(INDEX_KEY, &index_text)?;
    let storage = storage()?;
    storage.remove_item(&format!("{REVISION_PREFIX}{id}")).map_err(|e| StorageError::Write(js_message(&e)))?;
    storage.remove_item(&format!("{HANDOVER_PREFIX}{id}")).map_err(|e| StorageError::Write(js_message(&e)))?;
    storage.remove_item(&format!("{CHECKPOINT_PREFIX}{id}")).map_err(|e| StorageError::Write(js_message(&e)))?;
    storage.remove_item(&format!("{CAMPAIGN_PREFIX}{id}")).map_err(|e| StorageError::Write(js_message(&e)))
}

/// The text of campaign `id`'s stored checkpoint (`engine::checkpoint`), if it has one
/// that reads: whether it holds for the campaign is for the engine to say.
pub fn load_checkpoint(id: &str) -> Option<String> {
    let stored = storage().ok()?.get_item(&format!("{CHECKPOINT_PREFIX}{id}")).ok().flatten()?;
    codec::from_stored(&stored).ok()
}

/// Keeps `text` as campaign `id`'s checkpoint. A checkpoint only saves time, so a full
/// storage refuses it like any write, and the caller goes on without it.
pub fn save_checkpoint(id: &str, text: &str) -> Result<(), StorageError> {
    let packed = codec::to_stored(text).map_err(|e| StorageError::Write(e.to_string()))?;
    write(&format!("{CHECKPOINT_PREFIX}{id}"), &packed)
}

/// Forgets campaign `id`'s checkpoint: it did not hold, or could not be kept whole.
pub fn delete_checkpoint(id: &str) {
    if let Ok(storage) = storage() {
        let _ = storage.remove_item(&format!("{CHECKPOINT_PREFIX}{id}"));
    }
}

/// Whether campaign `id` shows a hand-over screen between kingdoms.
pub fn hand_over(id: &str) -> bool {
    storage().ok().and_then(|s| s.get_item(&format!("{HANDOVER_PREFIX}{id}")).ok().flatten()).is_some()
}

pub fn set_hand_over(id: &str, on: bool) -> Result<(), StorageError> {
    let key = format!("{HANDOVER_PREFIX}{id}");
    if on {
        write(&key, "on")
    } else {
        storage()?.remove_item(&key).map_err(|e| StorageError::Write(js_message(&e)))
    }
}

/// The interface's language chosen in this browser, if one was.
pub fn language() -> Option<String> {
    storage().ok()?.get_item(LANGUAGE_KEY).ok().flatten()
}

pub fn set_language(code: &str) -> Result<(), StorageError> {
    write(LANGUAGE_KEY, code)
}

/// The campaign this device last joined as a player on another device's page, if any.
pub fn joined() -> Option<String> {
    storage().ok()?.get_item(JOINED_KEY).ok().flatten()
}

pub fn set_joined(id: &str) -> Result<(), StorageError> {
    write(JOINED_KEY, id)
}

/// The pace the table chose for the kingdoms the app plays ("at-once" or unset).
pub fn stand_in_pace() -> Option<String> {
    storage().ok()?.get_item(STAND_IN_PACE_KEY).ok().flatten()
}

pub fn set_stand_in_pace(pace: &str) -> Result<(), StorageError> {
    write(STAND_IN_PACE_KEY, pace)
}

/// Whether the app rolls the dice nobody chooses at once, if this browser's table chose.
pub fn roll_at_once() -> Option<bool> {
    storage().ok()?.get_item(ROLL_AT_ONCE_KEY).ok().flatten().map(|v| v == "on")
}

pub fn set_roll_at_once(on: bool) -> Result<(), StorageError> {
    write(ROLL_AT_ONCE_KEY, if on { "on" } else { "off" })
}

/// What this page keeps in localStorage, in UTF-16 code units (keys and values).
pub fn usage() -> Result<u64, StorageError> {
    let storage = storage()?;
    let units = |s: &str| s.encode_utf16().count() as u64;
    let n = storage.length().map_err(|_| StorageError::Unavailable)?;
    Ok((0..n)
        .filter_map(|i| storage.key(i).ok().flatten())
        .map(|k| units(&k) + storage.get_item(&k).ok().flatten().map_or(0, |v| units(&v)))
        .sum())
}

/// Whether this browser erases what the page stores after seven days without a visit:
/// Safari and every browser on an iPhone or iPad (WebKit's tracking prevention), unless
/// the app was added to the Home Screen and opened from there.
pub fn erases_when_unvisited() -> bool {
    let Some(window) = web_sys::window() else { return false };
    let agent = window.navigator().user_agent().unwrap_or_default();
    let webkit = agent.contains("AppleWebKit") && !["Chrome/", "Chromium/", "Edg/"].iter().any(|b| agent.contains(b));
    let installed = window.match_media("(display-mode: standalone)").ok().flatten().is_some_and(|m| m.matches())
        || js_sys::Reflect::get(&window.navigator(), &"standalone".into()).ok().and_then(|v| v.as_bool()) == Some(true);
    webkit && !installed
}

/// What browsers give a page's localStorage, in code units: 5 Mi is the common floor.
pub const QUOTA_UNITS: u64 = 5 * 1024 * 1024;

/// Asks the browser to keep this page's storage when space runs low; the answer says
/// whether it will.
pub async fn ask_to_persist() -> bool {
    let Some(manager) = web_sys::window().map(|w| w.navigator().storage()) else { return false };
    let Ok(promise) = manager.persist() else { return false };
    wasm_bindgen_futures::JsFuture::from(promise).await.ok().and_then(|v| v.as_bool()).unwrap_or(false)
}

/// Notes that these campaigns were just exported, so the start page stops reminding.
pub fn mark_exported(ids: &[String]) -> Result<(), StorageError> {
    let mut index = load_index()?;
    let now = now_ms();
    for e in index.entries.iter_mut().filter(|e| ids.contains(&e.id)) {
        e.exported = now;
    }
    let text = serde_json::to_string(&index).map_err(|e| StorageError::Write(e.to_string()))?;
    write(INDEX_KEY, &text)
}

/// A stored campaign's entry in the list, and its save text or why it does not read.
pub type StoredCampaign = (IndexEntry, Result<String, StorageError>);

/// Every stored campaign, for "export all".
pub fn all_campaigns() -> Result<Vec<StoredCampaign>, StorageError> {
    Ok(load_index()?
        .entries
        .into_iter()
        .map(|e| {
            let text = load_campaign(&e.id);
            (e, text)
        })
        .collect())
}

/// A campaign's text exactly as stored (compressed or not), for a campaign that does not read.
pub fn stored_text(id: &str) -> Option<String> {
    storage().ok()?.get_item(&format!("{CAMPAIGN_PREFIX}{id}")).ok().flatten()
}

/// The maps saved from the editor, by name.
pub fn load_maps() -> Result<BTreeMap<String, MapText>, StorageError> {
    match storage()?.get_item(MAPS_KEY).map_err(|_| StorageError::Unavailable)? {
        None => Ok(BTreeMap::new()),
        Some(text) => serde_json::from_str(&text).map_err(|e| StorageError::BadMaps(e.to_string())),
    }
}

/// Where a damaged map store is set aside, so the editor can save again and nothing in
/// it is lost.
const MAPS_DAMAGED_KEY: &str = "marchwarden/maps-damaged";

/// Saves (or replaces) the map called `name`. A damaged map store is first set aside
/// under its own key (its text kept as it was) and a new one begun; the answer says so.
pub fn save_map(name: &str, map: &Map) -> Result<MapSaved, StorageError> {
    let (mut maps, outcome) = match load_maps() {
        Ok(maps) => (maps, MapSaved::Saved),
        Err(StorageError::BadMaps(_)) => {
            let damaged = storage()?.get_item(MAPS_KEY).ok().flatten().unwrap_or_default();
            write(MAPS_DAMAGED_KEY, &damaged)?;
            (BTreeMap::new(), MapSaved::DamagedSetAside)
        }
        Err(e) => return Err(e),
    };
    maps.insert(name.to_string(), MapText::from(map.clone()));
    let text = serde_json::to_string(&maps).map_err(|e| StorageError::Write(e.to_string()))?;
    write(MAPS_KEY, &text)?;
    Ok(outcome)
}

/// How a map save went.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum MapSaved {
    Saved,
    /// The old map store was damaged: it was kept under `marchwarden/maps-damaged` and
    /// the map saved in a new one.
    DamagedSetAside,
}

/// Offer `text` to the player as a file download.
pub fn download(file_name: &str, text: &str) -> Result<(), StorageError> {
    download_as(file_name, text, "application/json")
}

/// `download` of a file of another type (`mime`): a page, a picture, Markdown.
pub fn download_as(file_name: &str, text: &str, mime: &str) -> Result<(), StorageError> {
    let parts = js_sys::Array::of1(&JsValue::from_str(text));
    let options = web_sys::BlobPropertyBag::new();
    options.set_type(mime);
    let blob = web_sys::Blob::new_with_str_sequence_and_options(&parts, &options).map_err(download_failed)?;
    download_blob(file_name, &blob)
}

/// Offer `blob` (a drawn picture) to the player as a file download.
pub fn download_blob(file_name: &str, blob: &web_sys::Blob) -> Result<(), StorageError> {
    let url = web_sys::Url::create_object_url_with_blob(blob).map_err(download_failed)?;
    let document = web_sys::window().and_then(|w| w.document()).ok_or(StorageError::Download("no document".into()))?;
    let a: web_sys::HtmlAnchorElement = document.create_element("a").map_err(download_failed)?.unchecked_into();
    a.set_href(&url);
    a.set_download(file_name);
    a.click();
    // Some browsers read the URL after `click` returns: release it a little later.
    let release = wasm_bindgen::closure::Closure::once_into_js(move || {
        let _ = web_sys::Url::revoke_object_url(&url);
    });
    web_sys::window()
        .ok_or(StorageError::Download("no window".into()))?
        .set_timeout_with_callback_and_timeout_and_arguments_0(release.unchecked_ref(), 10_000)
        .map(|_| ())
        .map_err(download_failed)
}

fn download_failed(e: JsValue) -> StorageError {
    StorageError::Download(js_message(&e))
}

pub fn now_ms() -> u64 {
    js_sys::Date::now() as u64
}

#[cfg(test)]
mod tests {
    use super::*;

    fn rev(count: u64, tag: u32) -> Revision {
        Revision { count, tag }
    }

    // A write made over this tab's at the same instant is found however many writes the
    // other tab made after it: the stored line names the writes it follows.
    #[test]
    fn a_write_replaced_is_found_behind_the_writes_after_it() {
        let stored = Line::read("7.70 60 55 40");
        assert_eq!(stored.revision, rev(7, 70));
        assert!(!stored.replaced(rev(7, 70)), "this tab's own write stands");
        assert!(stored.replaced(rev(7, 71)), "another write at this tab's count");
        assert!(!stored.replaced(rev(6, 60)), "this tab's write, one behind: moved on from, not replaced");
        assert!(stored.replaced(rev(6, 61)), "replaced, then written over again: still found");
        assert!(stored.replaced(rev(4, 39)));
        assert!(!stored.replaced(rev(3, 1)), "too far back to tell: not said");
        assert!(!stored.replaced(rev(8, 80)), "a count not stored yet");
    }

    #[test]
    fn a_line_reads_as_written_and_lines_from_before_still_read() {
        let line = Line { revision: rev(3, 12), before: vec![11, 10] };
        assert_eq!(Line::read(&line.text()), line);
        assert_eq!(Line::read("3.12"), Line { revision: rev(3, 12), before: Vec::new() });
        assert_eq!(Line::read("3"), Line { revision: rev(3, 0), before: Vec::new() });
        let long: String = (0..100).map(|t| format!(" {t}")).collect();
        assert_eq!(Line::read(&format!("9.5{long}")).before.len(), ANCESTRY, "never more than it names");
    }
}
