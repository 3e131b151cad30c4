//! How a save is kept in localStorage and carried in a link: compressed with LZ-string,
//! marked by a prefix so text stored before compression (plain JSON) keeps opening and
//! is compressed the next time it is written. Decompression is bounded (`lz`): nothing a
//! link or a stored value holds can ask for more than the import limit.

use super::lz::{self, LzError, MAX_UNITS};
use thiserror::Error;

/// Marks a save stored compressed (LZ-string into UTF-16 code units).
const STORED_PREFIX: &str = "lz16:";
/// Marks a save stored in pieces, each compressed on its own and ended by `PIECE_END`
/// (`packer`): read back, the pieces' texts joined are the save's.
const PIECES_PREFIX: &str = "lz16p:";
/// Ends a piece: above every code unit LZ-string's UTF-16 form writes.
const PIECE_END: char = '\u{E000}';
/// Marks the revision line before a stored save (`rev:<revision>`), so that a campaign's
/// revision and its save are one value, written in one step and seen together by every
/// tab (earlier, the revision was a value of its own).
const REVISION_MARK: &str = "rev:";

/// The value to store: the revision's line, then the stored save text.
pub fn with_revision(revision: &str, stored: &str) -> String {
    format!("{REVISION_MARK}{revision}\n{stored}")
}

/// A stored value's revision (if it carries one) and its stored save text.
pub fn split_revision(value: &str) -> (Option<&str>, &str) {
    match value.strip_prefix(REVISION_MARK).and_then(|rest| rest.split_once('\n')) {
        Some((revision, stored)) => (Some(revision), stored),
        None => (None, value),
    }
}

#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum CodecError {
    Damaged,
    /// A save that could not be written as JSON (what the writer said).
    Unwritable(String),
    BadLink,
    /// Would decompress to more than the import limit (in MB).
    TooLarge {
        mb: usize,
    },
}

crate::words::display_in_english!(CodecError);

impl CodecError {
    pub fn message(&self) -> crate::words::message::Message {
        match self {
            CodecError::Damaged => crate::message!("err-codec-damaged"),
            CodecError::Unwritable(why) => crate::message!("err-codec-unwritable", why = why.as_str()),
            CodecError::BadLink => crate::message!("err-codec-bad-link"),
            CodecError::TooLarge { mb } => crate::message!("err-codec-too-large", mb = *mb),
        }
    }

    fn of(e: LzError, otherwise: CodecError) -> CodecError {
        match e {
            LzError::TooLarge => CodecError::TooLarge { mb: MAX_UNITS / (1024 * 1024) },
            LzError::Damaged => otherwise,
        }
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

/// One piece of a save stored in pieces (`packer`), compressed and checked to come back
/// whole.
pub fn to_piece(text: &str) -> Result<String, CodecError> {
    let packed = lz_str::compress_to_utf16(text);
    let back = lz::from_utf16(&packed, MAX_UNITS).map_err(|e| CodecError::of(e, CodecError::Damaged))?;
    if back.iter().copied().eq(text.encode_utf16()) {
        Ok(packed)
    } else {
        Err(CodecError::Damaged)
    }
}

/// The stored value of a save in `pieces` (each from `to_piece`).
pub fn joined(pieces: &[String]) -> String {
    let mut out = String::with_capacity(PIECES_PREFIX.len() + pieces.iter().map(|p| p.len() + 3).sum::<usize>());
    out.push_str(PIECES_PREFIX);
    for piece in pieces {
        out.push_str(piece);
        out.push(PIECE_END);
    }
    out
}

/// The save text of a stored value: compressed whole, or in pieces, or (before
/// compression) plain JSON. Its pieces together are bounded as one text is.
pub fn from_stored(stored: &str) -> Result<String, CodecError> {
    from_stored_within(stored, MAX_UNITS)
}

/// `from_stored`, giving at most `max_units` code units: every piece is read against what
/// the pieces before it left, so no sum of pieces passes the bound.
fn from_stored_within(stored: &str, max_units: usize) -> Result<String, CodecError> {
    let units = if let Some(packed) = stored.strip_prefix(STORED_PREFIX) {
        lz::from_utf16(packed, max_units).map_err(|e| CodecError::of(e, CodecError::Damaged))?
    } else if let Some(pieces) = stored.strip_prefix(PIECES_PREFIX) {
        let pieces = pieces.strip_suffix(PIECE_END).ok_or(CodecError::Damaged)?;
        let mut units = Vec::new();
        for piece in pieces.split(PIECE_END) {
            let left = max_units.saturating_sub(units.len());
            units.extend(lz::from_utf16(piece, left).map_err(|e| CodecError::of(e, CodecError::Damaged))?);
        }
        units
    } else {
        return Ok(stored.to_string());
    };
    String::from_utf16(&units).map_err(|_| CodecError::Damaged)
}

/// A save for a link's fragment: compressed into URL-safe characters.
pub fn to_link(save: &str) -> String {
    lz_str::compress_to_encoded_uri_component(save)
}

/// The save a link's fragment carries.
pub fn from_link(fragment: &str) -> Result<String, CodecError> {
    let units = lz::from_uri_component(fragment, MAX_UNITS).map_err(|e| CodecError::of(e, CodecError::BadLink))?;
    if units.is_empty() {
        return Err(CodecError::BadLink);
    }
    String::from_utf16(&units).map_err(|_| CodecError::BadLink)
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
    fn the_revision_line_comes_off_whole_and_values_without_one_read_as_before() {
        let stored = to_stored(SAVE).unwrap();
        let value = with_revision("12.345", &stored);
        assert_eq!(split_revision(&value), (Some("12.345"), stored.as_str()));
        assert_eq!(split_revision(&stored), (None, stored.as_str()));
        assert_eq!(split_revision(SAVE), (None, SAVE));
        assert_eq!(split_revision("rev:7"), (None, "rev:7"), "no line: not a revision");
    }

    // Pieces that fill the bound exactly, then one more unit: refused as too large, never
    // a subtraction that wraps into no bound at all (a stored value that once panicked
    // every start of the app).
    #[test]
    fn pieces_past_the_bound_are_refused_whatever_their_sizes() {
        let piece = |text: &str| to_piece(text).unwrap();
        let value = joined(&[piece("aaaa"), piece("bb"), piece("c"), piece("dddd")]);
        assert_eq!(from_stored_within(&value, 11).unwrap(), "aaaabbcdddd");
        let past = joined(&[piece("aaaa"), piece("bb"), piece("c")]);
        assert_eq!(from_stored_within(&past, 6), Err(CodecError::TooLarge { mb: MAX_UNITS / (1024 * 1024) }));
        let exactly_then_one = joined(&[piece("aaaa"), piece("bb"), piece("c"), piece("dddd")]);
        assert!(matches!(from_stored_within(&exactly_then_one, 6), Err(CodecError::TooLarge { .. })));
        assert!(matches!(from_stored_within(&exactly_then_one, 7), Err(CodecError::TooLarge { .. })));
    }

    #[test]
    fn links_round_trip_in_url_safe_characters() {
        let link = to_link(SAVE);
        assert!(link.chars().all(|c| c.is_ascii_alphanumeric() || "+-$".contains(c)), "{link}");
        assert_eq!(from_link(&link).unwrap(), SAVE);
        assert_eq!(from_link("%%%"), Err(CodecError::BadLink));
    }
}
