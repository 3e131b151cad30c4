//! Save migrations, one step per format number, all here. `save::load` is the only caller.
//!
//! - 1 → 2: the save records the rules version it plays by (`rules`: 1 for every format-1
//!   save) and names its hash's encoding (`serde1:`, see `hash.rs`). `loyalty` and
//!   `domain` are switched off: format 1 offered them but had none of their rules, so
//!   those campaigns played without them; a notice tells the players when they open it.
//!   Narrative campaigns keep `resolver: narrative`: rules version 1 keeps their battles
//!   waiting at `NAR-1`, as they did.

use super::error::LoadError;
use serde::{Deserialize, Serialize};
use serde_json::{json, Value};

/// The save format this version writes. Bump it only with a step here and a
/// fixture of the old format under `tests/fixtures/`.
pub const FORMAT: u64 = 2;

/// What a migration changed in a campaign, kept in the save and shown when it is opened.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Notice {
    /// `OPT-LOYALTY` was on in a format-1 save, which had no loyalty rules.
    LoyaltySwitchedOff,
    /// `OPT-DOMAIN` was on in a format-1 save, which had no domain-war rules.
    DomainSwitchedOff,
}

impl Notice {
    pub fn message(self) -> crate::words::message::Message {
        crate::words::message::Message::new(match self {
            Notice::LoyaltySwitchedOff => "import-migrated-loyalty",
            Notice::DomainSwitchedOff => "import-migrated-domain",
        })
    }
}

/// Bring a parsed save of format `from` up to `FORMAT`, step by step.
pub fn to_current(mut value: Value, from: u64) -> Result<Value, LoadError> {
    if from == 0 || from > FORMAT {
        return Err(LoadError::UnknownFormat { found: from });
    }
    if from < 2 {
        value = v1_to_v2(value)?;
    }
    Ok(value)
}

fn v1_to_v2(mut value: Value) -> Result<Value, LoadError> {
    let save = value.as_object_mut().ok_or(LoadError::NotASave)?;
    save.insert("format".into(), json!(2));
    save.insert("rules".into(), json!(1));
    if let Some(Value::String(hash)) = save.get("state_hash") {
        let named = format!("serde1:{hash}");
        save.insert("state_hash".into(), json!(named));
    }
    let mut notices = Vec::new();
    if let Some(options) = save.get_mut("options").and_then(Value::as_object_mut) {
        for (key, notice) in [("loyalty", Notice::LoyaltySwitchedOff), ("domain", Notice::DomainSwitchedOff)] {
            if options.get(key) == Some(&json!(true)) {
                options.insert(key.into(), json!(false));
                notices.push(notice);
            }
        }
    }
    if !notices.is_empty() {
        save.insert("notices".into(), json!(notices));
    }
    Ok(value)
}
