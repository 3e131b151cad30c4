//! Importing campaigns: a save file replayed a slice at a time with its progress shown,
//! an "export all" file, a share link; and play by mail, where an imported copy of a
//! campaign already here is compared with it instead of stored blindly.

use super::nav::{Nav, Notice};
use super::replay::replay;
use super::session::save_now;
use super::timing;
use crate::engine::chronicle::{describe_entry, Teller};
use crate::engine::game::Entry;
use crate::engine::history::{compare, Comparison};
use crate::engine::{save, Game};
use crate::message;
use crate::storage::browser::{self, Revision};
use crate::storage::index::campaign_id;
use crate::words::message::{Arg, Message};
use leptos::prelude::*;

/// The stored copies of the campaign `game` is a copy of (same setup, seed, options and
/// rules), with their ids and revisions, and how `game` stands to each.
fn stored_copies(game: &Game) -> Vec<(String, Option<Revision>, Game, Comparison)> {
    let base = campaign_id(&game.setup().name, game.seed());
    let Ok(index) = browser::load_index() else { return Vec::new() };
    index
        .entries
        .iter()
        .filter(|e| e.id == base || e.id.strip_prefix(&base).is_some_and(|rest| rest.starts_with('-')))
        .filter_map(|e| {
            let local = save::load(&browser::load_campaign(&e.id).ok()?).ok()?;
            let revision = browser::revision(&e.id).ok()?;
            let how = compare(&local, game);
            (how != Comparison::Unrelated).then(|| (e.id.clone(), revision, local, how))
        })
        .collect()
}

/// What happened in `game` after its first `from` commands, as chronicle sentences: the
/// last six, and how many came before them.
fn since(game: &Game, from: usize) -> Arg {
    let entries = game.chronicle();
    let teller = Teller::new(game, &entries);
    let lines: Vec<Message> = entries
        .iter()
        .filter(|e| matches!(e, Entry::Event { position, .. } if *position >= from))
        .map(|e| describe_entry(&teller, e))
        .collect();
    let earlier = lines.len().saturating_sub(6);
    let shown = in_turn(lines[earlier..].to_vec()).map_or_else(|| Arg::from(""), Arg::from);
    if earlier > 0 {
        message!("import-more", earlier = earlier, shown = shown).into()
    } else {
        shown
    }
}

/// Sentences one after another, as one message.
fn in_turn(lines: Vec<Message>) -> Option<Message> {
    lines.into_iter().rev().reduce(|rest, first| message!("import-lines", first = first, rest = rest))
}

/// The member that marks a file of several campaigns ("export all").
pub const BUNDLE_MARK: &str = "marchwarden_campaigns";

/// The campaigns of an "export all" file, if `text` is one. Only a text that names the
/// mark is read whole for it: a long save is not parsed twice (a million commands, once
/// more, froze the page for a second).
fn bundle_of(text: &str) -> Option<Vec<serde_json::Value>> {
    let mark = BUNDLE_MARK.as_bytes();
    if !text.as_bytes().windows(mark.len()).any(|w| w == mark) {
        return None;
    }
    serde_json::from_str::<serde_json::Value>(text)
        .ok()
        .filter(|v| v.get(BUNDLE_MARK).is_some())
        .and_then(|v| v.get("campaigns").and_then(|c| c.as_array().cloned()))
}

/// A campaign an import stored, or found stored already.
struct Imported {
    id: String,
    /// What was done, for the player.
    note: Message,
    game: Game,
    revision: Option<Revision>,
}

/// Shows the campaign an import stored or found, and says what was done; or says why
/// nothing was.
fn imported(nav: Nav, file_name: &str, result: Result<Imported, Message>) {
    match result {
        Ok(Imported { id, note, game, revision }) => {
            nav.show(&id, game, revision);
            nav.notice.set(Some(Notice::Info(note)));
        }
        Err(why) => {
            nav.notice.set(Some(Notice::Error(message!("import-failed", file = file_name, why = why))));
        }
    }
}

/// Import a save file: its campaign is replayed a slice at a time, the progress shown,
/// and the player may stop it, which changes nothing. An "export all" file imports each
/// of its campaigns.
pub async fn import_file(nav: Nav, file_name: String, text: String) {
    if bundle_of(&text).is_some() {
        return import_text(nav, &file_name, &text);
    }
    timing::begin();
    let Some(replayed) = replay(&text, &file_name, nav.importing).await else {
        nav.notice.set(Some(Notice::Info(message!("import-stopped", file = file_name.as_str()))));
        return;
    };
    timing::part("mw:replay");
    let result = replayed.map_err(|e| e.message()).and_then(|game| import_game(&Arg::from(file_name.as_str()), game));
    timing::part("mw:store");
    imported(nav, &file_name, result);
}

/// Import a save's text and open it, or every campaign of an "export all" file. A bad
/// file, or a bad campaign in a bundle, changes nothing of what is stored.
pub fn import_text(nav: Nav, file_name: &str, text: &str) {
    let Some(saves) = bundle_of(text) else {
        return imported(nav, file_name, import_one(&Arg::from(file_name), text));
    };
    // Each campaign imported in turn, its note after the one before.
    let notes: Vec<Message> = saves
        .iter()
        .enumerate()
        .map(|(i, save)| {
            let name = Arg::from(message!("import-bundle-item", n = i + 1, file = file_name));
            import_one(&name, &save.to_string())
                .map_or_else(|why| message!("import-failed", file = name.clone(), why = why), |i| i.note)
        })
        .collect();
    nav.home();
    nav.notice.set(in_turn(notes).map(Notice::Info));
}

/// Import the campaign a share link carries. A link carries one campaign: an "export all"
/// bundle in a link is refused, saying how many it holds, since opening a link must never
/// fill the browser's storage with campaigns nobody asked for.
pub fn import_link(nav: Nav, name: &str, text: &str) {
    match bundle_of(text) {
        Some(saves) => {
            nav.home();
            nav.notice.set(Some(Notice::Error(message!("import-link-bundle", n = saves.len()))));
        }
        None => imported(nav, name, import_one(&Arg::from(name), text)),
    }
}

/// Import one save's text (see `import_game`).
fn import_one(file: &Arg, text: &str) -> Result<Imported, Message> {
    save::load(text).map_err(|e| e.message()).and_then(|game| import_game(file, game))
}

/// Store an imported campaign. A copy of a campaign already here is compared with it
/// (play by mail): a continuation replaces it, an older or identical copy changes
/// nothing, and a history that went another way is kept beside it, never over it. Any
/// other campaign gets a slot of its own.
fn import_game(file: &Arg, game: Game) -> Result<Imported, Message> {
    let mut copies = stored_copies(&game);
    let same = |wanted: fn(&Comparison) -> bool| copies.iter().position(|c| wanted(&c.3));
    if let Some(at) = same(|c| matches!(c, Comparison::Continuation { .. })) {
        let (id, revision, local, how) = copies.swap_remove(at);
        let revision = save_now(&id, &game, revision).map_err(|e| e.message())?;
        let new = match how {
            Comparison::Continuation { new } => new,
            _ => 0,
        };
        let since = since(&game, local.log().len());
        let note = message!("import-continues", file = file.clone(), new = new, since = since);
        // The steps undone here could be redone until now: the continuation took their place.
        let undone = local.redo_stack().len();
        let note = match undone {
            0 => note,
            _ => message!("import-lines", first = note, rest = message!("import-redo-dropped", n = undone)),
        };
        return Ok(Imported { id, note, game, revision: Some(revision) });
    }
    if let Some(at) = same(|c| matches!(c, Comparison::Identical | Comparison::Older { .. })) {
        let (id, revision, local, how) = copies.swap_remove(at);
        let note = match how {
            Comparison::Older { behind } => message!("import-older", file = file.clone(), behind = behind),
            _ => message!("import-same", file = file.clone()),
        };
        return Ok(Imported { id, note, game: local, revision });
    }
    let index = browser::load_index().map_err(|e| e.message())?;
    let id = index.free_id(&campaign_id(&game.setup().name, game.seed()));
    let revision = save_now(&id, &game, None).map_err(|e| e.message())?;
    let note = match copies.iter().find_map(|c| match c.3 {
        Comparison::Diverged { at } => Some((c.0.clone(), at)),
        _ => None,
    }) {
        Some((here, at)) => message!("import-diverged", file = file.clone(), here = here, at = at),
        None => message!("import-done", file = file.clone()),
    };
    Ok(Imported { id, note, game, revision: Some(revision) })
}
