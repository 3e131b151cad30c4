//! The root of the `marchwarden-engine` crate (`engine/Cargo.toml`): the rules engine, the
//! words it and the page are said in, and the one stable sort. It depends on no web crate,
//! so the compiler keeps the engine pure; the app re-exports these modules as its own.

pub mod engine;
pub mod sort;
pub mod words;
