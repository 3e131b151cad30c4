//! The SVG map: a static terrain layer, a changing overlay, highlights of the legal tiles
//! of the pending decision, and pan and zoom by mouse, wheel and touch.

#[cfg(target_arch = "wasm32")]
mod image;
#[cfg(target_arch = "wasm32")]
mod layers;
pub mod layout;
#[cfg(target_arch = "wasm32")]
pub mod legend;
pub mod paths;
pub mod picture;
pub mod shapes;
#[cfg(target_arch = "wasm32")]
pub mod terrain;
#[cfg(target_arch = "wasm32")]
mod tokens;
#[cfg(target_arch = "wasm32")]
pub mod view;
#[cfg(target_arch = "wasm32")]
pub mod viewport;
pub mod words;

#[cfg(target_arch = "wasm32")]
pub use legend::Legend;
pub use shapes::{emblem, settlement_path};
#[cfg(target_arch = "wasm32")]
pub use view::MapView;
