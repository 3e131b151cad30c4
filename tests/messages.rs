//! Every message the code names by a literal id is in the English file (so no page ever
//! shows a bare id), and every language file says the same messages (`words` tests that).

use std::collections::BTreeSet;
use std::path::Path;

/// The ids English's file defines.
fn english_ids() -> BTreeSet<String> {
    ids_of(Path::new("locales/en.ftl"))
}

/// The ids a Fluent file defines.
fn ids_of(file: &Path) -> BTreeSet<String> {
    let text = std::fs::read_to_string(file).unwrap();
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
    // A rules module's own words are in the `en.ftl` beside its files (`Module::words`).
    let own = |at: &str| {
        let beside = Path::new(at.split(':').next().unwrap_or_default()).with_file_name("en.ftl");
        if beside.exists() {
            ids_of(&beside)
        } else {
            BTreeSet::new()
        }
    };
    let missing: Vec<String> = named
        .iter()
        .filter(|(id, at)| !english.contains(id) && !own(at).contains(id) && id != "no-such-message")
        .map(|(id, at)| format!("{at}: {id}"))
        .collect();
    assert!(missing.is_empty(), "messages named but not in locales/en.ftl:\n{}", missing.join("\n"));
}

/// A rules module's own words (`Module::words`, Fluent files beside its code) say the same
/// messages in every language, as the app's files do.
#[test]
fn a_module_says_its_own_words_in_every_language() {
    fn folders(dir: &Path, found: &mut Vec<std::path::PathBuf>) {
        for entry in std::fs::read_dir(dir).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                folders(&path, found);
            } else if path.file_name().is_some_and(|n| n == "en.ftl") {
                found.push(path.parent().unwrap().to_path_buf());
            }
        }
    }
    let mut found = Vec::new();
    folders(Path::new("src"), &mut found);
    assert!(!found.is_empty(), "the shrine's words are found");
    for folder in found {
        let english = ids_of(&folder.join("en.ftl"));
        let languages = std::fs::read_dir("locales").unwrap().map(|e| e.unwrap().file_name());
        for language in languages.filter(|n| n.to_string_lossy().ends_with(".ftl")) {
            let file = folder.join(&language);
            assert!(file.exists(), "{} lacks {}", folder.display(), language.to_string_lossy());
            assert_eq!(ids_of(&file), english, "{}", file.display());
        }
    }
}
