//! Every message the code names by a literal id is in the English file (so no page ever
//! shows a bare id), and every language file says the same messages (`words` tests that).

use std::collections::BTreeSet;
use std::path::Path;

/// The ids English's file defines.
fn english_ids() -> BTreeSet<String> {
    let text = std::fs::read_to_string("locales/en.ftl").unwrap();
    text.lines()
        .filter(|l| l.chars().next().is_some_and(|c| c.is_ascii_lowercase()))
        .filter_map(|l| l.split_once(" =").map(|(id, _)| id.trim().to_string()))
        .collect()
}

/// The calls that name a message by a literal id.
const CALLS: [&str; 5] = [".t(\"", "t_with(\"", "message!(\"", "Message::new(\"", "text(code, \""];

/// Each literal message id named in the Rust files below `dir`, with where it is.
fn named_ids(dir: &Path, found: &mut Vec<(String, String)>) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            named_ids(&path, found);
        } else if path.extension().is_some_and(|e| e == "rs") {
            let text = std::fs::read_to_string(&path).unwrap();
            for (n, line) in text.lines().enumerate().filter(|(_, l)| !l.trim_start().starts_with("//")) {
                for call in CALLS {
                    for (i, _) in line.match_indices(call) {
                        let rest = &line[i + call.len()..];
                        let id: String = rest.chars().take_while(|c| *c != '"').collect();
                        if !id.contains('{') {
                            found.push((id, format!("{}:{}", path.display(), n + 1)));
                        }
                    }
                }
            }
        }
    }
}

#[test]
fn every_message_named_in_the_code_is_in_english() {
    let english = english_ids();
    let mut named = Vec::new();
    named_ids(Path::new("src"), &mut named);
    assert!(named.len() > 100, "the scan finds the messages ({})", named.len());
    // The words' own test names one message that is not there on purpose.
    let missing: Vec<String> = named
        .iter()
        .filter(|(id, _)| !english.contains(id) && id != "no-such-message")
        .map(|(id, at)| format!("{at}: {id}"))
        .collect();
    assert!(missing.is_empty(), "messages named but not in locales/en.ftl:\n{}", missing.join("\n"));
}
