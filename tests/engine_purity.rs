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

fn scan(dir: &Path, found: &mut Vec<String>) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            scan(&path, found);
        } else if path.extension().is_some_and(|e| e == "rs") {
            let text = std::fs::read_to_string(&path).unwrap();
            for (n, line) in text.lines().enumerate() {
                let code = line.split("//").next().unwrap_or("");
                for word in FORBIDDEN {
                    let hit = code.match_indices(word).any(|(i, _)| {
                        let before = code[..i].chars().last();
                        let after = code[i + word.len()..].chars().next();
                        let ident = |c: Option<char>| c.is_some_and(|c| c.is_alphanumeric() || c == '_');
                        !ident(before) && !ident(after)
                    });
                    if hit {
                        found.push(format!("{}:{}: {word}", path.display(), n + 1));
                    }
                }
            }
        }
    }
}

#[test]
fn engine_imports_no_web_crate_clock_or_global_randomness() {
    let mut found = Vec::new();
    scan(Path::new("src/engine"), &mut found);
    assert!(found.is_empty(), "src/engine must stay pure:\n{}", found.join("\n"));
}

/// The `rules` identifier as a path segment in `code`: `engine::rules`, `{rules, …}`,
/// `rules::…`, or a re-export of it; not `ruleset` nor a word in a string.
fn names_rules_module(code: &str) -> bool {
    let code = code.split('"').step_by(2).collect::<String>();
    code.match_indices("rules").any(|(i, _)| {
        let before = code[..i].chars().last();
        let after = code[i + 5..].chars().next();
        let ident = |c: Option<char>| c.is_some_and(|c| c.is_alphanumeric() || c == '_');
        !ident(before) && !ident(after) && (code.contains("use ") || code.contains("::"))
    })
}

// The page reads the engine through `engine::view` and the engine's own types: nothing
// under src/ui names the rules module, in any form.
#[test]
fn the_page_never_reaches_into_the_rules() {
    fn scan_ui(dir: &Path, found: &mut Vec<String>) {
        for entry in std::fs::read_dir(dir).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                scan_ui(&path, found);
            } else if path.extension().is_some_and(|e| e == "rs") {
                let text = std::fs::read_to_string(&path).unwrap();
                for (n, line) in text.lines().enumerate() {
                    if names_rules_module(line.split("//").next().unwrap_or("")) {
                        found.push(format!("{}:{}: {}", path.display(), n + 1, line.trim()));
                    }
                }
            }
        }
    }
    assert!(names_rules_module("use crate::engine::rules::battle::odds;"));
    assert!(names_rules_module("use crate::engine::{rules, Game};"));
    assert!(!names_rules_module("use crate::engine::ruleset::Resolver;"));
    assert!(!names_rules_module("<p>\"rules arrive later\"</p>"));
    let mut found = Vec::new();
    scan_ui(Path::new("src/ui"), &mut found);
    assert!(found.is_empty(), "src/ui must read the engine through engine::view:\n{}", found.join("\n"));
}
