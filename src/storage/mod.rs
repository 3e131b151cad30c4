//! Keeping campaigns in the browser: the slot index (pure, native-testable) and the
//! localStorage and file access around it (browser only).

#[cfg(target_arch = "wasm32")]
pub mod browser;
pub mod codec;
pub mod index;
pub mod lz;
pub mod packer;
#[cfg(target_arch = "wasm32")]
pub mod saving;
