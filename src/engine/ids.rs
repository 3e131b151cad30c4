//! The names everything else refers to: a kingdom, a token, a side of a battle, and how
//! many kingdoms a campaign may have. They stand beneath every other file of the engine.

use crate::words::message::Arg;
use serde::{Deserialize, Serialize};
use std::fmt;

pub const MAX_KINGDOMS: usize = 8;

#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(transparent)]
pub struct KingdomId(pub u8);

#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(transparent)]
pub struct TokenId(pub u32);

/// A token's number, as a message argument.
impl From<TokenId> for Arg {
    fn from(t: TokenId) -> Arg {
        Arg::Number(t.0.into())
    }
}

impl fmt::Display for TokenId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.0)
    }
}

/// One side of a battle (`SUM-BAT-2`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Side {
    Attacker,
    Defender,
}

impl Side {
    pub const BOTH: [Side; 2] = [Side::Attacker, Side::Defender];

    pub fn other(self) -> Side {
        match self {
            Side::Attacker => Side::Defender,
            Side::Defender => Side::Attacker,
        }
    }

    pub fn index(self) -> usize {
        self as usize
    }
}
