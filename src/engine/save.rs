//! The save file: `{format, created_with, options, seed, setup, commands}` plus what undo
//! remembers and a hash of the final state. Loading is parse → migrate → replay → compare
//! hash, and it never panics on what a file contains.

use super::checkpoint::{Checkpoint, CheckpointRefused};
use super::command::Command;
use super::command::UndoNote;
use super::error::LoadError;
use super::game::{Game, HistoryError, Setup};
use super::hash::{self, Encoding};
pub use super::migrate::FORMAT;
use super::migrate::{self, Notice};
use super::reason::StandIns;
use super::ruleset::Options;
use serde::{Deserialize, Serialize};

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Save {
    pub format: u64,
    pub created_with: String,
    /// The rules version the campaign plays by (`ruleset::RULES_VERSION`).
    pub rules: u32,
    pub options: Options,
    pub seed: u64,
    pub setup: Setup,
    pub commands: Vec<Command>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub redo: Vec<Command>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub undone: Vec<UndoNote>,
    /// What migrating an older save changed, shown when the campaign is opened.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub notices: Vec<Notice>,
    /// The hash of the state the commands build, named by its encoding (`hash.rs`).
    /// Format-1 saves made by hand could leave it out; such a save loads unverified.
    pub state_hash: Option<String>,
    /// The hash of `redo` and `undone` (`hash::history_hash`); format 1 had none.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub history_hash: Option<String>,
    /// Who the app plays, and why it gave each of its commands; saves before stand-ins
    /// have none.
    #[serde(default, skip_serializing_if = "StandIns::is_empty")]
    pub stand_ins: StandIns,
}

/// A save's fields but its setup, log and undo notes, borrowed from the campaign: what a
/// writer that keeps those three in pieces of their own (`storage::packer`) writes beside
/// them. Its names are `Save`'s, so the pieces and it read back as one `Save`.
#[derive(Serialize)]
pub struct SaveRest<'a> {
    format: u64,
    created_with: String,
    rules: u32,
    options: Options,
    seed: u64,
    #[serde(skip_serializing_if = "<[Command]>::is_empty")]
    redo: &'a [Command],
    #[serde(skip_serializing_if = "<[Notice]>::is_empty")]
    notices: &'a [Notice],
    state_hash: Option<String>,
    history_hash: Option<String>,
    #[serde(skip_serializing_if = "StandIns::is_empty")]
    stand_ins: &'a StandIns,
}

impl<'a> SaveRest<'a> {
    pub fn of(game: &'a Game) -> SaveRest<'a> {
        SaveRest {
            format: FORMAT,
            created_with: created_with(),
            rules: game.rules_version(),
            options: *game.options(),
            seed: game.seed(),
            redo: game.redo_stack(),
            notices: game.notices(),
            state_hash: Some(game.state_hash()),
            history_hash: Some(hash::history_hash(game.redo_stack(), game.undo_notes())),
            stand_ins: game.stand_ins(),
        }
    }
}

fn created_with() -> String {
    format!("marchwarden {}", env!("CARGO_PKG_VERSION"))
}

impl Save {
    pub fn of(game: &Game) -> Save {
        Save {
            format: FORMAT,
            created_with: created_with(),
            rules: game.rules_version(),
            options: *game.options(),
            seed: game.seed(),
            setup: game.setup().clone(),
            commands: game.log().to_vec(),
            redo: game.redo_stack().to_vec(),
            undone: game.undo_notes().to_vec(),
            notices: game.notices().to_vec(),
            state_hash: Some(game.state_hash()),
            history_hash: Some(hash::history_hash(game.redo_stack(), game.undo_notes())),
            stand_ins: game.stand_ins().clone(),
        }
    }

    /// The file text. Serialising these plain types cannot fail; the error is passed on
    /// rather than hidden so a caller never writes an empty save over a good one. Compact,
    /// not indented: half the size, and half the time to store after every move.
    pub fn to_json(&self) -> Result<String, serde_json::Error> {
        serde_json::to_string(self)
    }
}

/// Open a campaign from a save file's text.
pub fn load(text: &str) -> Result<Game, LoadError> {
    let mut loading = Loading::begin(text)?;
    loading.step(usize::MAX)?;
    loading.finish()
}

/// A save of this format is read straight into its types. Anything else (an older format
/// to migrate, a newer one, a file that does not read) goes through a JSON tree, which
/// tells what is wrong. One reader of the save's types: a second, over the tree, doubled
/// every command's reading code in the page.
fn parse(text: &str) -> Result<(Save, u64), LoadError> {
    if text.trim_start().starts_with('{') {
        if let Ok(save) = serde_json::from_str::<Save>(text) {
            if save.format == FORMAT {
                return Ok((save, FORMAT));
            }
        }
    }
    let value: serde_json::Value = serde_json::from_str(text).map_err(|e| LoadError::NotJson(e.to_string()))?;
    let format = match value.get("format") {
        None => return Err(LoadError::NotASave),
        Some(f) => f.as_u64().ok_or_else(|| LoadError::BadFormatNumber(f.to_string()))?,
    };
    if format > FORMAT {
        return Err(LoadError::NewerFormat { found: format, supported: FORMAT });
    }
    let current = migrate::to_current(value, format)?.to_string();
    let save = serde_json::from_str(&current).map_err(|e| LoadError::Malformed(e.to_string()))?;
    Ok((save, format))
}

/// A save being opened a few commands at a time, so a page can replay a long campaign
/// without freezing, show how far it is, and stop when asked.
pub struct Loading {
    game: Game,
    commands: std::vec::IntoIter<Command>,
    total: usize,
    state_hash: Option<(String, Encoding)>,
    redo: Vec<Command>,
    undone: Vec<UndoNote>,
    notices: Vec<Notice>,
    stand_ins: StandIns,
}

/// Where a save's replay began: from its first command, or from the checkpoint offered
/// with it, or from the first command because that checkpoint was refused.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Start {
    First,
    Checkpoint(usize),
    Refused(CheckpointRefused),
}

impl Loading {
    /// Parses, migrates and checks a save's text, and sets its campaign up to replay.
    pub fn begin(text: &str) -> Result<Loading, LoadError> {
        Loading::begin_from(text, None).map(|(loading, _)| loading)
    }

    /// As `begin`, taking the campaign up from `checkpoint` (a `Checkpoint`'s text) when
    /// it holds for this save, so only the commands after it replay.
    pub fn begin_from(text: &str, checkpoint: Option<&str>) -> Result<(Loading, Start), LoadError> {
        let (save, format) = parse(text)?;
        // Only a save written as format 1 may lack its hashes: format 1 allowed it.
        if format >= 2 {
            let history = save.history_hash.as_ref().ok_or(LoadError::MissingHash)?;
            if *history != hash::history_hash(&save.redo, &save.undone) {
                return Err(LoadError::HistoryMismatch);
            }
            if save.state_hash.is_none() {
                return Err(LoadError::MissingHash);
            }
        }
        let state_hash = match save.state_hash {
            Some(h) => Some((h.clone(), Encoding::of(&h).ok_or(LoadError::UnknownHash(h))?)),
            None => None,
        };
        let taken = checkpoint.map(|text| Checkpoint::taken_up(text, &save.setup, save.rules, &save.commands));
        let total = save.commands.len();
        let mut commands = save.commands;
        let (game, start) = match taken {
            Some(Ok(c)) => {
                let after = commands.split_off(c.position);
                let log = std::mem::replace(&mut commands, after);
                let game = Game::resumed(save.setup, save.options, save.seed, save.rules, log, c.state, c.state_hash)
                    .map_err(LoadError::Setup)?;
                (game, Start::Checkpoint(c.position))
            }
            refused => {
                let game = Game::start(save.setup, save.options, save.seed, save.rules).map_err(LoadError::Setup)?;
                (game, refused.and_then(Result::err).map_or(Start::First, Start::Refused))
            }
        };
        let loading = Loading {
            game,
            total,
            commands: commands.into_iter(),
            state_hash,
            redo: save.redo,
            undone: save.undone,
            notices: save.notices,
            stand_ins: save.stand_ins,
        };
        Ok((loading, start))
    }

    /// The replay of `commands` from `start` with nothing to check at its end: the past of
    /// a campaign opened from a checkpoint (`Game::past_to_read`), read after it opened.
    pub fn past((start, commands): (Game, Vec<Command>)) -> Loading {
        Loading {
            game: start,
            total: commands.len(),
            commands: commands.into_iter(),
            state_hash: None,
            redo: Vec::new(),
            undone: Vec::new(),
            notices: Vec::new(),
            stand_ins: StandIns::default(),
        }
    }

    /// How many commands the campaign holds, and how many are replayed.
    pub fn progress(&self) -> (usize, usize) {
        (self.game.log().len(), self.total)
    }

    /// Replays up to `n` more commands; true when every command is replayed.
    pub fn step(&mut self, n: usize) -> Result<bool, LoadError> {
        for command in self.commands.by_ref().take(n) {
            let at = self.game.log().len() + 1;
            self.game.replay_one(command).map_err(|error| LoadError::ReplayDiverged { at, error })?;
        }
        Ok(self.commands.len() == 0)
    }

    /// Replays what is left, then checks the state against its hash and restores the
    /// undo history: the campaign the file describes.
    pub fn finish(mut self) -> Result<Game, LoadError> {
        self.step(usize::MAX)?;
        let mut game = self.game;
        if let Some((expected, encoding)) = self.state_hash {
            let found = hash::state_hash(game.state(), encoding);
            if expected != found {
                return Err(LoadError::HashMismatch { expected, found });
            }
        }
        game.restore_history(self.redo, self.undone, self.notices).map_err(|e| match e {
            HistoryError::Redo(at, error) => LoadError::RedoDiverged { at, error },
            HistoryError::UndoNote(at, error) => LoadError::UndoNoteRefused { at, error },
        })?;
        game.restore_stand_ins(self.stand_ins);
        Ok(game)
    }
}
