//! The one rule of the house: src/engine is pure and deterministic. It names no web crate,
//! no clock, no global random source, no hash map, no floating point.

use std::path::Path;

const FORBIDDEN: [&str; 12] = [
    "leptos",
    "web_sys",
    "js_sys",
    "wasm_bindgen",
    "gloo",
    "SystemTime",
    "Instant",
    "thread_rng",
    "rand::random",
    "HashMap",
    "f32",
    "f64",
];

/// Calls `f` with each Rust file's path, line number (1-based) and the line's code
/// before any `//` comment, for every file below `dir`.
fn each_code_line(dir: &Path, f: &mut impl FnMut(&Path, usize, &str)) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            each_code_line(&path, f);
        } else if path.extension().is_some_and(|e| e == "rs") {
            let text = std::fs::read_to_string(&path).unwrap();
            for (n, line) in text.lines().enumerate() {
                f(&path, n + 1, line.split("//").next().unwrap_or(""));
            }
        }
    }
}

/// Whether `word` stands in `code` as a whole identifier.
fn names(code: &str, word: &str) -> bool {
    code.match_indices(word).any(|(i, _)| {
        let before = code[..i].chars().last();
        let after = code[i + word.len()..].chars().next();
        let ident = |c: Option<char>| c.is_some_and(|c| c.is_alphanumeric() || c == '_');
        !ident(before) && !ident(after)
    })
}

#[test]
fn engine_imports_no_web_crate_clock_or_global_randomness() {
    let mut found = Vec::new();
    each_code_line(Path::new("src/engine"), &mut |path, n, code| {
        found.extend(FORBIDDEN.iter().filter(|w| names(code, w)).map(|w| format!("{}:{n}: {w}", path.display())));
    });
    assert!(found.is_empty(), "src/engine must stay pure:\n{}", found.join("\n"));
}

/// The `rules` module named in `code`: `engine::rules`, `{rules, …}`, `rules::…`, or a
/// re-export of it; not `ruleset` nor a word in a string.
fn names_rules_module(code: &str) -> bool {
    let code = code.split('"').step_by(2).collect::<String>();
    names(&code, "rules") && (code.contains("use ") || code.contains("::"))
}

// The page reads the engine through `engine::view` and the engine's own types: nothing
// under src/ui names the rules module, in any form.
#[test]
fn the_page_never_reaches_into_the_rules() {
    assert!(names_rules_module("use crate::engine::rules::battle::odds;"));
    assert!(names_rules_module("use crate::engine::{rules, Game};"));
    assert!(!names_rules_module("use crate::engine::ruleset::Resolver;"));
    assert!(!names_rules_module("<p>\"rules arrive later\"</p>"));
    let mut found = Vec::new();
    each_code_line(Path::new("src/ui"), &mut |path, n, code| {
        if names_rules_module(code) {
            found.push(format!("{}:{n}: {}", path.display(), code.trim()));
        }
    });
    assert!(found.is_empty(), "src/ui must read the engine through engine::view:\n{}", found.join("\n"));
}
