//! Save migrations, one step per format number, all here. `save::load` is the only caller.

use super::error::LoadError;
use super::save::FORMAT;
use serde_json::Value;

/// Bring a parsed save of format `from` up to `FORMAT`. There is no step yet: format 1 is
/// the first. A step from N to N+1 is a function `fn vN_to_vN1(Value) -> Result<Value, _>`
/// called in order below. A step for a release whose state serialises differently sets
/// `state_hash` to null, so old campaigns load by replay instead of being refused.
pub fn to_current(value: Value, from: u64) -> Result<Value, LoadError> {
    if from == 0 || from > FORMAT {
        return Err(LoadError::UnknownFormat { found: from });
    }
    Ok(value)
}
