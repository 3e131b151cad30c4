//! The browser UI (Leptos, client-side). The layout maths of the map is plain Rust and
//! tested natively; everything else needs the browser.

#[cfg(target_arch = "wasm32")]
mod app;
#[cfg(target_arch = "wasm32")]
mod ask;
#[cfg(target_arch = "wasm32")]
mod campaign;

pub mod chart;
#[cfg(target_arch = "wasm32")]
mod checkpoint;
pub mod colour;
#[cfg(target_arch = "wasm32")]
mod dom;
#[cfg(target_arch = "wasm32")]
pub mod handover;
#[cfg(target_arch = "wasm32")]
mod home;
#[cfg(target_arch = "wasm32")]
mod import;
#[cfg(target_arch = "wasm32")]
pub mod language;
#[cfg(target_arch = "wasm32")]
mod later;
#[cfg(target_arch = "wasm32")]
mod leave;
pub mod map;
#[cfg(target_arch = "wasm32")]
mod map_editor;
pub mod markup;
#[cfg(target_arch = "wasm32")]
pub mod module_ui;
#[cfg(target_arch = "wasm32")]
mod modules;
#[cfg(target_arch = "wasm32")]
mod nav;
#[cfg(target_arch = "wasm32")]
mod new_campaign;
#[cfg(target_arch = "wasm32")]
mod offline;
#[cfg(target_arch = "wasm32")]
pub mod panels;
#[cfg(target_arch = "wasm32")]
pub mod panic;
#[cfg(target_arch = "wasm32")]
mod peers;
#[cfg(target_arch = "wasm32")]
pub mod picks;
#[cfg(target_arch = "wasm32")]
mod presses;
#[cfg(target_arch = "wasm32")]
mod replay;
pub mod roster_text;
pub mod rule_sheet;
#[cfg(target_arch = "wasm32")]
pub mod session;
#[cfg(target_arch = "wasm32")]
mod shortcuts;
#[cfg(target_arch = "wasm32")]
mod splash;
#[cfg(target_arch = "wasm32")]
mod stand_in;
pub mod story;
#[cfg(target_arch = "wasm32")]
mod timeline;
#[cfg(target_arch = "wasm32")]
mod timing;

#[cfg(target_arch = "wasm32")]
pub use app::App;
