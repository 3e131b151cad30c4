//! Marchwarden: the referee and record of a hex-map Kings of War campaign, in the browser.
//! `engine` holds the rules (pure, native-testable); `storage` and `ui` are the browser;
//! `words` says the interface and the engine's messages in each language.

pub mod engine;
pub mod storage;
pub mod ui;
pub mod words;
