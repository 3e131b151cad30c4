//! Marchwarden: the referee and record of a hex-map Kings of War campaign, in the browser.
//! `engine` holds the rules (pure, native-testable; a crate of its own, `engine/`, with
//! `words` and `sort`, re-exported here); `storage` and `ui` are the browser;
//! `words` says the interface and the engine's messages in each language; `sort` is the one
//! stable sort they all use.

pub use marchwarden_engine::{engine, message, sort, words};
pub mod peers;
pub mod storage;
pub mod ui;
