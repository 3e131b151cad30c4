//! The messages between the host and a joined device: JSON text, each bounded in size and
//! read as strictly as an imported file (unknown fields refused), so that a hostile peer
//! can make nothing of a message but a refusal.

use crate::engine::Command;
use serde::{Deserialize, Serialize};

/// The most bytes a message's text may hold; a longer one is refused unread.
pub const MAX_MESSAGE: usize = 64 * 1024;
/// A campaign is sent whole in parts of this many bytes at most, each a message: even a
/// part whose every byte is escaped stays within `MAX_MESSAGE`.
pub const PART: usize = 24 * 1024;
/// The most parts a campaign may come in: the import limit (16 MB) in parts.
pub const MAX_PARTS: u32 = (16 * 1024 * 1024 / PART) as u32;
/// The longest key (an invite's secret or a rejoining device's pass) read.
pub const MAX_KEY: usize = 64;

/// Where a device's copy of the campaign stands: its log's length and the hash of the
/// log (`hash::log_hash`), so that the host can tell whether the copy is a beginning of
/// its own campaign.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Held {
    pub at: usize,
    pub log: String,
}

/// What a device says to the host.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", deny_unknown_fields)]
pub enum ToHost {
    /// Let me in: with the invite's secret, or with the pass given at an earlier join;
    /// `held` is where this device's copy stands, if it has one.
    Join { key: String, held: Option<Held> },
    /// My kingdom's answer to the decision pending after `at` commands.
    Give { at: usize, command: Command },
    /// My copy went wrong after `held` (a gap, or a hash that did not hold): send me what
    /// follows it, or the whole campaign.
    Since { held: Option<Held> },
}

/// What the host says to a device.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", deny_unknown_fields)]
pub enum ToDevice {
    /// You are in, as `kingdom`; `pass` lets you back in while this host's page is open.
    Joined { kingdom: u8, pass: String },
    /// Part `index` of `of` of the campaign's save, whose parts joined are its text.
    Campaign { index: u32, of: u32, text: String },
    /// The log from position `from` on is `commands` (none when the host undid back to
    /// `from`); the state after them hashes to `hash`.
    Log { from: usize, commands: Vec<Command>, hash: String },
    /// Your answer for the decision after `at` commands was not taken.
    Refused { at: usize, why: Refusal },
    /// You are out, and why.
    Closed { why: Closing },
}

/// Why a device's answer was not taken.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Refusal {
    /// The decision is not your kingdom's.
    NotYours,
    /// The decision was answered already (by you or another device, or the host).
    Taken,
    /// The rules refuse it: your copy, which stands where the host's did, says why.
    Rules,
}

/// Why the host closed a device's connection.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Closing {
    /// The invite's secret or the pass was not one the host gave, or was spent.
    Unknown,
    /// The kingdom asked for is not one the host invites a device for.
    NoSuchSeat,
    /// The host removed the device.
    Removed,
    /// The device sent a message too long or not of the protocol.
    Malformed,
    /// The device sent more messages than a person could.
    Flood,
}

/// Why a message was not read.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum WireError {
    #[error("a message of {0} bytes, more than the protocol allows")]
    TooLong(usize),
    #[error("not a message of the protocol: {0}")]
    Malformed(String),
}

/// A message read from its text: refused unread when too long, and where any field is
/// unknown, missing or of the wrong type.
pub fn read<T: for<'de> Deserialize<'de>>(text: &str) -> Result<T, WireError> {
    if text.len() > MAX_MESSAGE {
        return Err(WireError::TooLong(text.len()));
    }
    serde_json::from_str(text).map_err(|e| WireError::Malformed(e.to_string()))
}

/// A message's text. Serialising these plain types cannot fail.
pub fn write<T: Serialize>(message: &T) -> String {
    serde_json::to_string(message).unwrap_or_default()
}

/// The campaign's save text as the `Campaign` messages that carry it.
pub fn campaign_parts(save: &str) -> Vec<ToDevice> {
    let mut parts = Vec::new();
    let mut rest = save;
    while !rest.is_empty() || parts.is_empty() {
        let mut cut = rest.len().min(PART);
        while !rest.is_char_boundary(cut) {
            cut -= 1;
        }
        parts.push(rest[..cut].to_string());
        rest = &rest[cut..];
    }
    let of = parts.len() as u32;
    parts.into_iter().enumerate().map(|(i, text)| ToDevice::Campaign { index: i as u32, of, text }).collect()
}
