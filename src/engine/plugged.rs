//! What a rules module that the central enums do not name carries through them: its
//! commands and events as its own serialised values tagged with its name
//! (`Command::Module`, `Event::Module`), and its slice of the state by name
//! (`State::modules`); its decisions carry their rule, prompt and every answer
//! (`decision::PluggedDecision`).
//! A module plugged in this way touches no core file but the registries.

use crate::words::message::Message;
use serde::{Deserialize, Serialize};
use serde_json::Value;

/// A module's own command or event: its name and its value, as the module serialises it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Tagged {
    pub module: String,
    pub body: Value,
}

impl Tagged {
    /// `body` serialised, tagged with `module`.
    pub fn of(module: &str, body: &impl Serialize) -> Tagged {
        Tagged { module: module.to_string(), body: serde_json::to_value(body).unwrap_or(Value::Null) }
    }

    /// The value, when it is `module`'s and reads as a `T`.
    pub fn read<T: for<'de> Deserialize<'de>>(&self, module: &str) -> Option<T> {
        (self.module == module).then(|| serde_json::from_value(self.body.clone()).ok()).flatten()
    }
}

/// A mark a module draws on a tile of the map, with what it means in words.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TileMark {
    pub hex: crate::engine::hex::Hex,
    /// One character drawn on the tile.
    pub symbol: char,
    /// The kingdom whose colour it takes, if any.
    pub kingdom: Option<crate::engine::ids::KingdomId>,
    pub meaning: Message,
}
