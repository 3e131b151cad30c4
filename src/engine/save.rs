//! The save file: `{format, created_with, options, seed, setup, commands}` plus what undo
//! remembers and a hash of the final state. Loading is parse → migrate → replay → compare
//! hash, and it never panics on what a file contains.

use super::command::Command;
use super::error::LoadError;
use super::game::{Game, ReplayError, Setup, UndoNote};
use super::migrate;
use super::ruleset::Options;
use serde::{Deserialize, Serialize};

/// The save format this version writes. Bump it only with a step in `migrate.rs` and a
/// fixture of the old format under `tests/fixtures/`.
pub const FORMAT: u64 = 1;

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Save {
    pub format: u64,
    pub created_with: String,
    pub options: Options,
    pub seed: u64,
    pub setup: Setup,
    pub commands: Vec<Command>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub redo: Vec<Command>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub undone: Vec<UndoNote>,
    /// The hash of the state the commands build. A migration from an older format whose
    /// state no longer serialises the same way sets it to null: the replay then stands.
    pub state_hash: Option<String>,
}

impl Save {
    pub fn of(game: &Game) -> Save {
        Save {
            format: FORMAT,
            created_with: format!("marchwarden {}", env!("CARGO_PKG_VERSION")),
            options: *game.options(),
            seed: game.seed(),
            setup: game.setup().clone(),
            commands: game.log().to_vec(),
            redo: game.redo_stack().to_vec(),
            undone: game.undo_notes().to_vec(),
            state_hash: Some(game.state_hash()),
        }
    }

    /// The file text. Serialising these plain types cannot fail; the error is passed on
    /// rather than hidden so a caller never writes an empty save over a good one.
    pub fn to_json(&self) -> Result<String, serde_json::Error> {
        serde_json::to_string_pretty(self)
    }
}

/// Open a campaign from a save file's text.
pub fn load(text: &str) -> Result<Game, LoadError> {
    let value: serde_json::Value = serde_json::from_str(text).map_err(|e| LoadError::NotJson(e.to_string()))?;
    let format = value.get("format").and_then(serde_json::Value::as_u64).ok_or(LoadError::NotASave)?;
    if format > FORMAT {
        return Err(LoadError::NewerFormat { found: format, supported: FORMAT });
    }
    let value = migrate::to_current(value, format)?;
    let save: Save = serde_json::from_value(value).map_err(|e| LoadError::Malformed(e.to_string()))?;
    let mut game = Game::replay(save.setup, save.options, save.seed, save.commands).map_err(|e| match e {
        ReplayError::Setup(e) => LoadError::Setup(e),
        ReplayError::Diverged { at, error } => LoadError::ReplayDiverged { at, error },
    })?;
    let found = game.state_hash();
    if let Some(expected) = save.state_hash.filter(|e| *e != found) {
        return Err(LoadError::HashMismatch { expected, found });
    }
    game.restore_history(save.redo, save.undone);
    Ok(game)
}
