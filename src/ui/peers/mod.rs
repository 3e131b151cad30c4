//! Every player on a device of their own (`crate::peers` on the page): the host's panel
//! that invites each kingdom and referees the devices (`host`), a device's joining and its
//! copy of the campaign (`device`), and the WebRTC channels between them (`rtc`).

pub mod device;
pub mod host;
mod rtc;

/// The fragment of an invite link, before its code.
pub const JOIN_PREFIX: &str = "#join=";
