//! How a save is kept in localStorage and carried in a link: compressed with LZ-string,
//! marked by a prefix so text stored before compression (plain JSON) keeps opening and
//! is compressed the next time it is written.

use thiserror::Error;

/// Marks a save stored compressed (LZ-string into UTF-16 code units).
const STORED_PREFIX: &str = "lz16:";

#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum CodecError {
    Damaged,
    BadLink,
}

crate::words::display_in_english!(CodecError);

impl CodecError {
    pub fn message(&self) -> crate::words::message::Message {
        crate::words::message::Message::new(match self {
            CodecError::Damaged => "err-codec-damaged",
            CodecError::BadLink => "err-codec-bad-link",
        })
    }
}

/// The text to store for a save: compressed, and checked to come back whole before it is
/// handed to storage, so a fault of the codec can never replace a good save.
pub fn to_stored(save: &str) -> Result<String, CodecError> {
    let stored = format!("{STORED_PREFIX}{}", lz_str::compress_to_utf16(save));
    if from_stored(&stored).as_deref() == Ok(save) {
        Ok(stored)
    } else {
        Err(CodecError::Damaged)
    }
}

/// The save text of a stored value: compressed (since it was introduced) or plain JSON.
pub fn from_stored(stored: &str) -> Result<String, CodecError> {
    let Some(packed) = stored.strip_prefix(STORED_PREFIX) else {
        return Ok(stored.to_string());
    };
    let units = lz_str::decompress_from_utf16(packed).ok_or(CodecError::Damaged)?;
    String::from_utf16(&units).map_err(|_| CodecError::Damaged)
}

/// A save for a link's fragment: compressed into URL-safe characters.
pub fn to_link(save: &str) -> String {
    lz_str::compress_to_encoded_uri_component(save)
}

/// The save a link's fragment carries.
pub fn from_link(fragment: &str) -> Result<String, CodecError> {
    let units = lz_str::decompress_from_encoded_uri_component(fragment).filter(|u| !u.is_empty());
    String::from_utf16(&units.ok_or(CodecError::BadLink)?).map_err(|_| CodecError::BadLink)
}

#[cfg(test)]
mod tests {
    use super::*;

    const SAVE: &str = r#"{"format":2,"setup":{"name":"Zwölf Königreiche · 十二王国 🐉","kingdoms":[]},"commands":[{"Roll":{}},{"Roll":{}},{"Roll":{}}]}"#;

    #[test]
    fn stored_text_round_trips_and_is_smaller() {
        let long = SAVE.repeat(50);
        let stored = to_stored(&long).unwrap();
        assert!(stored.starts_with(STORED_PREFIX));
        assert_eq!(from_stored(&stored).unwrap(), long);
        assert!(stored.encode_utf16().count() * 4 < long.encode_utf16().count(), "well under a quarter of the units");
    }

    // Campaigns stored before compression (plain JSON) keep opening.
    #[test]
    fn plain_json_stored_earlier_still_reads() {
        assert_eq!(from_stored(SAVE).unwrap(), SAVE);
    }

    #[test]
    fn damaged_stored_text_is_refused() {
        let stored = to_stored(SAVE).unwrap();
        let cut: String = stored.chars().take(stored.chars().count() / 2).collect();
        assert_ne!(from_stored(&cut).ok().as_deref(), Some(SAVE), "never the whole save from half its text");
    }

    #[test]
    fn links_round_trip_in_url_safe_characters() {
        let link = to_link(SAVE);
        assert!(link.chars().all(|c| c.is_ascii_alphanumeric() || "+-$".contains(c)), "{link}");
        assert_eq!(from_link(&link).unwrap(), SAVE);
        assert_eq!(from_link("%%%"), Err(CodecError::BadLink));
    }
}
