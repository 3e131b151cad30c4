//! Stands in for `wasm-streams`, which Leptos' server functions stream through (the
//! `server_fn` crate, always built with Leptos). Marchwarden has no server, so nothing
//! here is ever called; the real crate's `#[wasm_bindgen]` classes, exported whether used
//! or not, would weigh on every download (~4 KB brotli). Only what `server_fn` names is
//! here.

use futures_util::Stream;
use wasm_bindgen::JsValue;

const NO_SERVER: &str = "Marchwarden has no server to stream to or from";

/// A web stream, as `server_fn` holds one.
pub struct ReadableStream {
    raw: web_sys::ReadableStream,
}

impl ReadableStream {
    pub fn from_raw(raw: web_sys::ReadableStream) -> Self {
        Self { raw }
    }

    pub fn from_stream<St>(_stream: St) -> Self
    where
        St: Stream<Item = Result<JsValue, JsValue>> + 'static,
    {
        unreachable!("{NO_SERVER}")
    }

    pub fn into_raw(self) -> web_sys::ReadableStream {
        self.raw
    }

    pub fn into_stream(self) -> futures_util::stream::Empty<Result<JsValue, JsValue>> {
        unreachable!("{NO_SERVER}")
    }
}
