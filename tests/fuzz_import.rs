//! A mutation harness over the import path: real saves of every fixture and of the current
//! format, mutated at random (values swapped for others of any type, numbers pushed to
//! their limits, arrays cut, doubled and shuffled, members dropped, bytes flipped, text
//! cut short), must never panic in `save::load`; whatever it accepts must save and load
//! again to the same campaign.
//!
//! Link fragments and stored values are mutated the same way, compressed.
//!
//! CI runs a small budget; `FUZZ_CASES=1000000 cargo test --release --test fuzz_import`
//! (with `CARGO_PROFILE_RELEASE_OVERFLOW_CHECKS=true`) runs a large one. `FUZZ_SEED`
//! picks another stream of mutations.

mod common;

use common::*;
use marchwarden::engine::save::{self, Save};
use marchwarden::storage::codec;
use marchwarden::storage::packer::Packer;
use rand_chacha::ChaCha8Rng;
use rand_core::RngCore;
use serde_json::{json, Value};
use std::panic;
use std::time::Instant;

fn env_number(name: &str, default: u64) -> u64 {
    std::env::var(name).ok().and_then(|v| v.parse().ok()).unwrap_or(default)
}

fn below(rng: &mut ChaCha8Rng, n: usize) -> usize {
    rng.next_u32() as usize % n.max(1)
}

/// A value a hostile or careless file might hold anywhere.
fn odd_value(rng: &mut ChaCha8Rng) -> Value {
    match below(rng, 14) {
        0 => Value::Null,
        1 => json!(true),
        2 => json!(-1),
        3 => json!(u64::MAX),
        4 => json!(i64::MIN),
        5 => json!(255),
        6 => json!(256),
        7 => json!(1.5),
        8 => json!(""),
        9 => json!("\u{202e}Zwölf Königreiche 🐉"),
        10 => json!([]),
        11 => json!({}),
        12 => json!(4_294_967_295u64),
        _ => json!({"q": 1000, "r": -1000}),
    }
}

/// Every node of `v`, as a path of object keys and array indices.
fn paths(v: &Value, here: &mut Vec<Value>, out: &mut Vec<Vec<Value>>) {
    out.push(here.clone());
    match v {
        Value::Object(m) => {
            for (k, x) in m {
                here.push(json!(k));
                paths(x, here, out);
                here.pop();
            }
        }
        Value::Array(a) => {
            for (i, x) in a.iter().enumerate() {
                here.push(json!(i));
                paths(x, here, out);
                here.pop();
            }
        }
        _ => {}
    }
}

fn at<'a>(v: &'a mut Value, path: &[Value]) -> Option<&'a mut Value> {
    path.iter().try_fold(v, |node, step| match step {
        Value::String(k) => node.get_mut(k.as_str()),
        Value::Number(i) => node.get_mut(i.as_u64()? as usize),
        _ => None,
    })
}

/// One to three structural mutations of a save's JSON.
fn mutate_value(rng: &mut ChaCha8Rng, v: &mut Value) {
    for _ in 0..1 + below(rng, 3) {
        let mut all = Vec::new();
        paths(v, &mut Vec::new(), &mut all);
        let path = all[below(rng, all.len())].clone();
        let Some(node) = at(v, &path) else { continue };
        match below(rng, 7) {
            0 | 1 => *node = odd_value(rng),
            2 => {
                if let Some(n) = node.as_i64() {
                    *node = json!(n.wrapping_add([1, -1, 100, -100][below(rng, 4)]));
                } else {
                    *node = odd_value(rng);
                }
            }
            3 => {
                if let Some(a) = node.as_array_mut() {
                    a.truncate(below(rng, a.len() + 1));
                }
            }
            4 => {
                if let Some(a) = node.as_array_mut().filter(|a| !a.is_empty()) {
                    let i = below(rng, a.len());
                    let copy = a[i].clone();
                    a.insert(below(rng, a.len() + 1), copy);
                }
            }
            5 => {
                if let Some(a) = node.as_array_mut().filter(|a| a.len() > 1) {
                    let (i, j) = (below(rng, a.len()), below(rng, a.len()));
                    a.swap(i, j);
                }
            }
            _ => {
                if let Some(m) = node.as_object_mut().filter(|m| !m.is_empty()) {
                    let key = m.keys().nth(below(rng, m.len())).cloned().unwrap_or_default();
                    m.remove(&key);
                }
            }
        }
    }
}

/// A mutated save text: structural most of the time, raw bytes otherwise.
fn mutant(rng: &mut ChaCha8Rng, seeds: &[(String, Value)]) -> String {
    let (text, value) = &seeds[below(rng, seeds.len())];
    match below(rng, 10) {
        0 => {
            let mut bytes = text.clone().into_bytes();
            for _ in 0..1 + below(rng, 4) {
                let i = below(rng, bytes.len());
                bytes[i] ^= 1 << below(rng, 8);
            }
            String::from_utf8_lossy(&bytes).into_owned()
        }
        1 => text.chars().take(below(rng, text.chars().count())).collect(),
        _ => {
            let mut v = value.clone();
            mutate_value(rng, &mut v);
            v.to_string()
        }
    }
}

fn seeds() -> Vec<(String, Value)> {
    let mut texts: Vec<String> = std::fs::read_dir("tests/fixtures")
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.file_name().is_some_and(|f| f.to_string_lossy().starts_with("save-v")))
        .map(|p| std::fs::read_to_string(p).unwrap())
        .collect();
    let mut current = set_up_sample(3, 31);
    play_random(&mut current, &mut rng(31), 40);
    current.undo();
    texts.push(Save::of(&current).to_json().unwrap());
    texts.into_iter().map(|t| (t.clone(), serde_json::from_str(&t).unwrap())).collect()
}

// APP-3: no file, however damaged or hostile, crashes the import; every accepted file
// round-trips to the same campaign.
#[test]
fn app_3_mutated_saves_never_panic_and_accepted_ones_round_trip() {
    let cases = env_number("FUZZ_CASES", 3_000);
    let mut rng = rng(env_number("FUZZ_SEED", 2026));
    let seeds = seeds();
    let started = Instant::now();
    let (mut accepted, mut panics) = (0u64, Vec::new());
    panic::set_hook(Box::new(|_| {}));
    for case in 0..cases {
        let text = mutant(&mut rng, &seeds);
        match panic::catch_unwind(|| save::load(&text)) {
            Ok(Ok(game)) => {
                accepted += 1;
                let again = save::load(&Save::of(&game).to_json().unwrap()).expect("an accepted save reloads");
                assert_eq!(again.state_hash(), game.state_hash(), "case {case}");
                assert_eq!(again.log(), game.log(), "case {case}");
            }
            Ok(Err(_)) => {}
            Err(_) => panics.push((case, text)),
        }
    }
    let _ = panic::take_hook();
    let seconds = started.elapsed().as_secs_f64();
    println!(
        "fuzz: {cases} cases, {accepted} accepted, {} panics, {:.0} cases/s",
        panics.len(),
        cases as f64 / seconds.max(1e-9)
    );
    if let Some((case, text)) = panics.first() {
        panic!("case {case} panicked on:\n{}", &text[..text.len().min(2000)]);
    }
}

/// A compressed text mutated as a chat, a mail or a hand might: characters changed (to
/// others of its alphabet or to any), cut, repeated, or a stretch copied elsewhere.
fn mutate_packed(rng: &mut ChaCha8Rng, packed: &str, alphabet: &[char]) -> String {
    let mut chars: Vec<char> = packed.chars().collect();
    for _ in 0..1 + below(rng, 3) {
        let n = chars.len().max(1);
        match below(rng, 6) {
            0 => chars[below(rng, n).min(n - 1)] = alphabet[below(rng, alphabet.len())],
            1 => chars[below(rng, n).min(n - 1)] = char::from_u32(rng.next_u32() % 0x11_0000).unwrap_or('\u{fffd}'),
            2 => chars.truncate(below(rng, n)),
            3 => {
                let (a, b) = (below(rng, n), below(rng, n));
                let stretch: Vec<char> = chars[a.min(b)..a.max(b)].to_vec();
                let at = below(rng, n);
                chars.splice(at..at, stretch);
            }
            4 => chars.insert(below(rng, n), alphabet[below(rng, alphabet.len())]),
            _ => {
                chars.remove(below(rng, n).min(n - 1));
            }
        }
        if chars.is_empty() {
            break;
        }
    }
    chars.into_iter().collect()
}

// APP-3: no link fragment and no stored value, however damaged, crashes the page: the
// bounded decoder refuses it or gives text that `save::load` then refuses or accepts.
#[test]
fn app_3_mutated_links_and_stored_values_never_panic() {
    let cases = env_number("FUZZ_CASES", 2_000);
    let mut rng = rng(env_number("FUZZ_SEED", 2029));
    let seeds = seeds();
    let uri: Vec<char> = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+-$ ".chars().collect();
    let mut utf16: Vec<char> = (32u32..32 + (1 << 15)).step_by(97).filter_map(char::from_u32).collect();
    utf16.push('\u{E000}'); // ends a piece of a save stored in pieces
    let packed: Vec<(String, String)> =
        seeds.iter().map(|(text, _)| (codec::to_link(text), codec::to_stored(text).unwrap())).collect();
    // Saves as an open campaign stores them, in pieces (`storage::packer`).
    let in_pieces: Vec<String> = seeds
        .iter()
        .filter_map(|(text, _)| save::load(text).ok())
        .map(|g| Packer::default().pack(&g).unwrap())
        .collect();
    let started = Instant::now();
    let (mut read, mut panics) = ([0u64; 2], Vec::new());
    panic::set_hook(Box::new(|_| {}));
    for case in 0..cases {
        let (link, stored) = &packed[below(&mut rng, packed.len())];
        // Now and then the save itself is mutated first, then compressed whole.
        let (link, stored) = if below(&mut rng, 4) == 0 {
            let text = mutant(&mut rng, &seeds);
            (codec::to_link(&text), codec::to_stored(&text).unwrap_or_default())
        } else {
            (link.clone(), stored.clone())
        };
        let link = mutate_packed(&mut rng, &link, &uri);
        let stored = if case % 2 == 1 && !in_pieces.is_empty() {
            let whole = &in_pieces[below(&mut rng, in_pieces.len())];
            format!("lz16p:{}", mutate_packed(&mut rng, whole.trim_start_matches("lz16p:"), &utf16))
        } else {
            format!("lz16:{}", mutate_packed(&mut rng, stored.trim_start_matches("lz16:"), &utf16))
        };
        let outcome = panic::catch_unwind(|| {
            let from_link = codec::from_link(&link).map(|t| save::load(&t).is_ok());
            let from_stored = codec::from_stored(&stored).map(|t| save::load(&t).is_ok());
            (from_link.is_ok(), from_stored.is_ok())
        });
        match outcome {
            Ok((l, s)) => {
                read[0] += u64::from(l);
                read[1] += u64::from(s);
            }
            Err(_) => panics.push((case, link, stored)),
        }
    }
    let _ = panic::take_hook();
    let seconds = started.elapsed().as_secs_f64();
    println!(
        "fuzz links and stored values: {cases} cases each, {} links and {} stored values decompressed, {} panics, {:.0} cases/s",
        read[0],
        read[1],
        panics.len(),
        cases as f64 / seconds.max(1e-9)
    );
    if let Some((case, link, stored)) = panics.first() {
        panic!("case {case} panicked on link {link:.2000} or stored value {stored:.2000}");
    }
}
