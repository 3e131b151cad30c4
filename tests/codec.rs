//! The stored-value and link codec: the bounded LZ-string decoder reads every text the
//! reference `lz-string` wrote (tests/lz/reference.json, checked against the JavaScript
//! library by tests/lz/reference.mjs) exactly as the `lz-str` decoder it replaced did, and
//! stops at its bound whatever a link or a stored value asks for.

use marchwarden::storage::codec::{self, CodecError};
use marchwarden::storage::lz::{self, LzError, MAX_UNITS};
use rand_chacha::ChaCha8Rng;
use rand_core::{RngCore, SeedableRng};
use serde_json::Value;

fn reference() -> Vec<(String, Value)> {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/tests");
    let entries: Vec<Value> =
        serde_json::from_str(&std::fs::read_to_string(format!("{dir}/lz/reference.json")).unwrap()).unwrap();
    entries
        .into_iter()
        .map(|e| {
            let text = match e["file"].as_str() {
                Some(file) => std::fs::read_to_string(format!("{dir}/fixtures/{file}")).unwrap(),
                None => e["text"].as_str().unwrap().to_string(),
            };
            (text, e)
        })
        .collect()
}

#[test]
fn every_text_the_reference_wrote_reads_back_exactly() {
    let all = reference();
    assert!(all.len() > 60, "fixtures and awkward texts");
    for (text, e) in all {
        let (utf16, uri) = (e["utf16"].as_str().unwrap(), e["uri"].as_str().unwrap());
        assert_eq!(codec::from_stored(&format!("lz16:{utf16}")).unwrap(), text);
        assert_eq!(codec::from_link(uri).unwrap(), text);
        // The decoder it replaced gave the same, and the compressor writes what the reference does.
        assert_eq!(lz_str::decompress_from_utf16(utf16).unwrap(), text.encode_utf16().collect::<Vec<_>>());
        assert_eq!(
            lz_str::decompress_from_encoded_uri_component(uri).unwrap(),
            text.encode_utf16().collect::<Vec<_>>()
        );
        assert_eq!(lz_str::compress_to_utf16(&text), utf16);
        assert_eq!(lz_str::compress_to_encoded_uri_component(&text), uri);
    }
}

/// Text of `n` characters drawn from a few alphabets, surrogate pairs among them.
fn random_text(rng: &mut ChaCha8Rng, n: usize) -> String {
    let alphabets = ["{\"commands\":[0123456789]}", "Басилея·十二王国🐉🏰", "ab"];
    let chars: Vec<char> = alphabets[rng.next_u32() as usize % alphabets.len()].chars().collect();
    (0..n).map(|_| chars[rng.next_u32() as usize % chars.len()]).collect()
}

#[test]
fn random_texts_read_as_the_replaced_decoder_reads_them() {
    let mut rng = ChaCha8Rng::seed_from_u64(29);
    for i in 0..400 {
        let text = random_text(&mut rng, 1 + i * 7);
        let units: Vec<u16> = text.encode_utf16().collect();
        let (utf16, uri) = (lz_str::compress_to_utf16(&text), lz_str::compress_to_encoded_uri_component(&text));
        assert_eq!(lz::from_utf16(&utf16, MAX_UNITS).unwrap(), units);
        assert_eq!(lz::from_uri_component(&uri, MAX_UNITS).unwrap(), units);
        // Cut short or changed, it is refused or read as the old decoder read it; never a panic.
        let cut: String = uri.chars().take(uri.len() / 2).collect();
        let mine = lz::from_uri_component(&cut, MAX_UNITS).ok().filter(|u| !u.is_empty());
        let theirs = lz_str::decompress_from_encoded_uri_component(&cut).filter(|u| !u.is_empty());
        assert_eq!(mine, theirs, "{cut}");
    }
}

/// A link that asks for `n` runs of 'a', each one longer than the last (n²/2 characters in
/// about 2n bytes): the shape of a decompression bomb.
fn bomb(runs: usize) -> String {
    const ALPHABET: &[u8] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+-$";
    let mut bits: Vec<bool> = Vec::new();
    let mut put = |value: usize, n: u32| (0..n).for_each(|i| bits.push(value >> i & 1 == 1));
    put(0, 2);
    put(b'a' as usize, 8);
    let (mut size, mut enlarge_in, mut num_bits) = (4usize, 4usize, 3u32);
    for _ in 0..runs {
        put(size, num_bits);
        size += 1;
        enlarge_in -= 1;
        if enlarge_in == 0 {
            enlarge_in = 1 << num_bits;
            num_bits += 1;
        }
    }
    put(2, num_bits);
    bits.chunks(6)
        .map(|c| ALPHABET[c.iter().fold(0, |v, b| v << 1 | usize::from(*b)) << (6 - c.len())] as char)
        .collect()
}

#[test]
fn a_link_asking_for_more_than_the_limit_is_refused_at_the_limit() {
    let small = bomb(100);
    assert_eq!(lz::from_uri_component(&small, MAX_UNITS).unwrap().len(), 1 + (2..=101).sum::<usize>());
    assert_eq!(lz::from_uri_component(&small, 1000), Err(LzError::TooLarge));
    // 40,000 runs ask for 800 million characters, in under 100 KB.
    let big = bomb(40_000);
    assert!(big.len() < 100_000, "{}", big.len());
    assert_eq!(codec::from_link(&big), Err(CodecError::TooLarge { mb: 16 }));
}

#[test]
fn stored_units_the_compressor_never_writes_are_refused_before_decompressing() {
    // Below 32 (a control character) the old decoder overflowed; above 32 + 2^15 it read
    // bits the compressor never sets.
    for unit in ['\u{0}', '\u{1f}', '\u{8020}', '\u{ffff}'] {
        let stored = format!("lz16:{}{unit}", lz_str::compress_to_utf16("{}"));
        assert_eq!(codec::from_stored(&stored), Err(CodecError::Damaged), "{:x}", unit as u32);
    }
    assert_eq!(codec::from_link("abc%def"), Err(CodecError::BadLink));
    assert_eq!(codec::from_link(""), Err(CodecError::BadLink));
}
