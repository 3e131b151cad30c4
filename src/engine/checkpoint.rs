//! A long campaign's checkpoint: its state after its first commands, stored beside its
//! save so that reopening it replays only the commands after. A checkpoint proves what it
//! holds by two hashes, of the log before it and of the state; one that does not hold for
//! the save it is offered with is refused, and the save replays from its first command.
//! The state reached through it is then checked twice more: against the save's own state
//! hash once the rest is replayed, and against the replay of the commands before it
//! (`Game::adopt_past`), which also brings back their events.

use super::command::Command;
use super::game::{Game, Setup};
use super::hash::{self, Encoding};
use super::state::State;
use serde::{Deserialize, Serialize};
use thiserror::Error;

/// A campaign shorter than this many commands replays from its start in a moment: it
/// keeps no checkpoint.
pub const CHECKPOINT_FROM: usize = 2000;
/// A kept checkpoint is made anew once the campaign has moved on this many commands.
pub const CHECKPOINT_STRIDE: usize = 1000;

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Checkpoint {
    /// How many commands of the log the state is after.
    pub position: usize,
    /// `hash::log_hash` of those commands.
    pub log_hash: String,
    /// `hash::state_hash` of `state`, in the canonical encoding.
    pub state_hash: String,
    pub state: State,
}

/// Why a checkpoint is not taken up for a save.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum CheckpointRefused {
    #[error("it does not read: {0}")]
    Unreadable(String),
    #[error("it lies past the log's end")]
    PastTheLog,
    #[error("it was made from another log")]
    OtherLog,
    #[error("its map is not the campaign's")]
    OtherMap,
    #[error("its state is not the one it names")]
    StateHash,
    /// Taken up, but the save's commands after it did not reach the save's state.
    #[error("the save's commands do not reach its state from it")]
    NotReached,
}

impl Checkpoint {
    /// Where `game` keeps its checkpoint: where the season before the current one began,
    /// so that everything the month's recap and the last months tell is replayed, not
    /// taken from it. None for a campaign shorter than `CHECKPOINT_FROM`.
    pub fn position_for(game: &Game) -> Option<usize> {
        let seasons = game.seasons();
        let position = seasons.len().checked_sub(2).map(|i| seasons[i].0)?;
        (position >= CHECKPOINT_FROM).then_some(position)
    }

    /// The checkpoint of `game` after its first `position` commands.
    pub fn of(game: &Game, position: usize) -> Checkpoint {
        let state = game.state_at(position);
        Checkpoint {
            position,
            log_hash: hash::log_hash(&game.log()[..position.min(game.log().len())]),
            state_hash: hash::state_hash(&state, Encoding::Canon1),
            state,
        }
    }

    pub fn to_json(&self) -> Result<String, serde_json::Error> {
        serde_json::to_string(self)
    }

    /// The checkpoint `text` holds, if it holds for a campaign of `setup`, played by rules
    /// version `rules`, whose log is `commands`: its position, state and state hash.
    pub fn taken_up(
        text: &str,
        setup: &Setup,
        rules: u32,
        commands: &[Command],
    ) -> Result<Checkpoint, CheckpointRefused> {
        let mut c: Checkpoint = serde_json::from_str(text).map_err(|e| CheckpointRefused::Unreadable(e.to_string()))?;
        let before = commands.get(..c.position).ok_or(CheckpointRefused::PastTheLog)?;
        if c.position == 0 || c.log_hash != hash::log_hash(before) {
            return Err(CheckpointRefused::OtherLog);
        }
        if *c.state.map != setup.map {
            return Err(CheckpointRefused::OtherMap);
        }
        if hash::state_hash(&c.state, Encoding::Canon1) != c.state_hash {
            return Err(CheckpointRefused::StateHash);
        }
        // Not part of the stored state: the campaign's own.
        c.state.rules = rules;
        Ok(c)
    }
}
