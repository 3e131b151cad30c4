//! The rules engine: pure and deterministic. No web crate, no clock, no global random
//! source, no floating point in a rule, no hash-map order in the state. It builds and tests
//! natively; the browser talks to it only through this public API.

mod apply;
pub mod battle;
pub mod checkpoint;
pub mod chronicle;
pub mod command;
pub mod command_words;
pub mod decision;
pub mod dice;
pub mod domain;
pub mod entry;
pub mod error;
pub mod event;
pub mod game;
pub mod hash;
pub mod hex;
pub mod history;
pub mod ids;
pub mod loyalty;
pub mod map;
pub mod map_edit;
pub mod maps;
pub mod migrate;
pub mod module_parts;
pub mod narrative;
pub mod plugged;
pub mod reason;
pub mod report;
pub mod rules;
pub mod ruleset;
pub mod save;
pub mod scoring;
pub mod stand_in;
pub mod state;
#[cfg(any(test, feature = "test-modules"))]
pub mod testing;
pub mod tile_click;
pub mod tiles;
pub mod unit;
pub mod view;
pub mod winter;

pub use command::Command;
pub use decision::{Decider, Decision, DecisionKind};
pub use error::{LoadError, RuleError, SetupError};
pub use event::Event;
pub use game::{Game, Setup};
pub use hex::{Dir, Edge, Hex};
pub use map::{Map, MapText, SideMark, Terrain};
pub use ruleset::{DiceMode, Options, Preset};
pub use state::{KingdomId, KingdomSetup, SettlementKind, State};
