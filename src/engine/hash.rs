//! The state hash a save carries, so a load can prove its replay rebuilt the campaign the
//! file describes. The hash string names its encoding (`canon1:…`), and each encoding a
//! save was ever written with stays computable here, so an old save keeps being verified
//! with the hash it was written with.
//!
//! `canon1`, written since save format 2, is FNV-1a 64 over the state's canonical text:
//! the state as JSON with object keys in byte order, no whitespace, and every object
//! member that is null, false, an empty array or an empty object left out (array items
//! keep their places). So data that is absent and data that is empty hash alike: a rules
//! module that is off, or map data that a map does not use, leaves the hash unchanged, and
//! the order of struct fields in the source does not matter.
//!
//! `serde1`, the hash of save format 1, is FNV-1a 64 over the state serialised as Rust
//! declares it. Core state keeps its serialised shape (new data is skipped when absent),
//! and the format-1 fixtures under `tests/fixtures` prove it.

use super::command::{Command, UndoNote};
use super::state::State;
use serde::Serialize;
use serde_json::Value;
use std::hash::Hasher;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Encoding {
    /// Save format 1.
    Serde1,
    /// Save format 2 on.
    Canon1,
}

impl Encoding {
    fn prefix(self) -> &'static str {
        match self {
            Encoding::Serde1 => "serde1",
            Encoding::Canon1 => "canon1",
        }
    }

    /// The encoding a hash string names, if it names one this build knows.
    pub fn of(hash: &str) -> Option<Encoding> {
        let (prefix, _) = hash.split_once(':')?;
        [Encoding::Serde1, Encoding::Canon1].into_iter().find(|e| e.prefix() == prefix)
    }
}

/// The hash of `state` in `encoding`, prefixed with the encoding's name.
pub fn state_hash(state: &State, encoding: Encoding) -> String {
    // Serialising plain structs, vectors and BTreeMaps with string keys cannot fail.
    let bytes = match encoding {
        Encoding::Serde1 => serde_json::to_vec(state).unwrap_or_default(),
        Encoding::Canon1 => canonical(state),
    };
    fnv(encoding, &bytes)
}

/// The canonical text of `state` (see the module comment).
pub fn canonical(state: &State) -> Vec<u8> {
    canonical_of(state)
}

fn canonical_of(value: &impl Serialize) -> Vec<u8> {
    // Through the compact text a save writes, read back as a tree: one serialiser for
    // saves and hashes (a `to_value` would build the whole state's serialiser a second
    // time into the page), the tree the same as `to_value` makes.
    let mut out = Vec::new();
    let tree = serde_json::to_vec(value).ok().and_then(|text| serde_json::from_slice::<Value>(&text).ok());
    if let Some(tree) = tree {
        write(&tree, &mut out);
    }
    out
}

fn fnv(encoding: Encoding, bytes: &[u8]) -> String {
    let mut h = fnv::FnvHasher::default();
    h.write(bytes);
    format!("{}:{:016x}", encoding.prefix(), h.finish())
}

/// The hash of what a save remembers besides the log (the redo stack and the undo
/// notes), in the canonical encoding, so a hand-made history is refused like a
/// hand-made log.
pub fn history_hash(redo: &[Command], undone: &[UndoNote]) -> String {
    fnv(Encoding::Canon1, &canonical_of(&(redo, undone)))
}

fn is_absent(v: &Value) -> bool {
    match v {
        Value::Null | Value::Bool(false) => true,
        Value::Array(a) => a.is_empty(),
        Value::Object(o) => o.iter().all(|(_, v)| is_absent(v)),
        _ => false,
    }
}

fn write(v: &Value, out: &mut Vec<u8>) {
    match v {
        Value::Array(items) => {
            out.push(b'[');
            for (i, item) in items.iter().enumerate() {
                if i > 0 {
                    out.push(b',');
                }
                write(item, out);
            }
            out.push(b']');
        }
        Value::Object(members) => {
            // Sorted here, not by the map type: serde_json's map keeps insertion order
            // when another crate turns on its `preserve_order` feature.
            let mut present: Vec<(&String, &Value)> = members.iter().filter(|(_, v)| !is_absent(v)).collect();
            crate::sort::sort_by(&mut present, |a, b| a.0.as_bytes().cmp(b.0.as_bytes()));
            out.push(b'{');
            for (i, (key, value)) in present.into_iter().enumerate() {
                if i > 0 {
                    out.push(b',');
                }
                out.extend_from_slice(Value::String(key.clone()).to_string().as_bytes());
                out.push(b':');
                write(value, out);
            }
            out.push(b'}');
        }
        scalar => out.extend_from_slice(scalar.to_string().as_bytes()),
    }
}

/// The hash of a log's commands, which a checkpoint carries to name the log it was made
/// from: FNV-1a 64 over their compact JSON, as a save writes them.
pub fn log_hash(commands: &[Command]) -> String {
    let mut h = fnv::FnvHasher::default();
    h.write(&serde_json::to_vec(commands).unwrap_or_default());
    format!("log1:{:016x}", h.finish())
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn text(v: Value) -> String {
        let mut out = Vec::new();
        write(&v, &mut out);
        String::from_utf8(out).unwrap()
    }

    // APP-3: absent and empty data encode alike; keys sort; array places are kept.
    #[test]
    fn app_3_canonical_text_drops_absent_members_only() {
        assert_eq!(
            text(json!({"b": 1, "a": [null, false, {}], "c": null, "d": false, "e": [], "f": {"x": []}})),
            r#"{"a":[null,false,{}],"b":1}"#
        );
        assert_eq!(text(json!({"z": 0, "y": "é\"", "x": true})), r#"{"x":true,"y":"é\"","z":0}"#);
    }

    #[test]
    fn hash_strings_name_their_encoding() {
        assert_eq!(Encoding::of("canon1:00ff"), Some(Encoding::Canon1));
        assert_eq!(Encoding::of("serde1:00ff"), Some(Encoding::Serde1));
        assert_eq!(Encoding::of("00ff"), None);
        assert_eq!(Encoding::of("sha9:00"), None);
    }
}
