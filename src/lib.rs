//! Marchwarden: the referee and record of a hex-map Kings of War campaign, in the browser.
//! `engine` holds the rules (pure, native-testable); `storage` and `ui` are the browser;
//! `words` says the interface and the engine's messages in each language; `sort` is the one
//! stable sort they all use.

pub mod engine;
pub mod sort;
pub mod storage;
pub mod ui;
pub mod words;
