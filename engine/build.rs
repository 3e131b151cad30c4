//! Lists every language file of the app's `locales/` (one Fluent file a language, named by its
//! language code), English first: adding a language is adding its file and its rule
//! statements' (`locales/rules/rules-CODE.ftl`), and, for the page, their `copy-file`
//! lines in `index.html`. Natively every file is embedded; in the page only
//! English is, and another language's file is fetched beside the wasm when first chosen
//! (`ui::language`), so the download carries one language, not all.

use std::{env, fs, path::Path};

fn main() {
    // The language files are the app's, beside this crate's folder.
    let locales = Path::new(&env::var("CARGO_MANIFEST_DIR").expect("CARGO_MANIFEST_DIR")).join("../locales");
    println!("cargo:rerun-if-changed={}", locales.display());
    println!("cargo:rerun-if-changed=build.rs");
    let page = env::var("CARGO_CFG_TARGET_ARCH").is_ok_and(|a| a == "wasm32");
    let mut files: Vec<_> = fs::read_dir(&locales)
        .expect("the locales/ folder")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "ftl"))
        .collect();
    files.sort_by_key(|p| (p.file_stem().is_none_or(|s| s != "en"), p.clone()));
    let mut embedded = String::from(
        "/// The languages built in, each code and its Fluent file, English first.\npub const FILES: &[(&str, &str)] = &[\n",
    );
    let mut names = String::from(
        "/// Every language the app speaks, each code and its name in itself, English first.\npub const LANGUAGES: &[(&str, &str)] = &[\n",
    );
    for path in &files {
        let code = path.file_stem().and_then(|s| s.to_str()).expect("a language file named by its code");
        let text = fs::read_to_string(path).expect("a readable language file");
        let name = text
            .lines()
            .find_map(|l| l.strip_prefix("language-name ="))
            .map(str::trim)
            .unwrap_or_else(|| panic!("{code}.ftl names its language (language-name = …)"));
        names += &format!("    ({code:?}, {name:?}),\n");
        if !page {
            let full = fs::canonicalize(path).expect("a readable language file");
            embedded += &format!("    ({code:?}, include_str!({full:?})),\n");
        } else if code == "en" {
            // The page carries the words of its first screens (the start page, the form,
            // the map editor, an import), without the file's comments, which are for its
            // translators, and the blank lines between its messages; the rest of English
            // is the whole file, fetched beside the page as a campaign first opens
            // (`ui::language::whole_english`).
            let words = first_screens(&text);
            let kept = Path::new(&env::var("OUT_DIR").expect("OUT_DIR")).join(format!("{code}.ftl"));
            fs::write(&kept, words).expect("writing the page's words");
            embedded += &format!("    ({code:?}, include_str!({kept:?})),\n");
        }
    }
    embedded += "];\n";
    names += "];\n";
    let partial = if page { "&[\"en\"]" } else { "&[]" };
    embedded += &format!(
        "/// The languages built in with only their first screens' words.\npub const PARTIAL: &[&str] = {partial};\n"
    );
    let rules = rule_statements(&locales.join("rules"), &files, page);
    let target = Path::new(&env::var("OUT_DIR").expect("OUT_DIR")).join("locales.rs");
    fs::write(target, embedded + &names + &rules).expect("writing the list of languages");
}

/// The messages the page fetches with the whole of English rather than carrying them
/// (`first_screens`): those of an open campaign's panels, chronicle, events, prompts,
/// stand-ins, commands, shortcuts and charts, a rule's refusals, the phones panel, the map's
/// picture, the dice and their purposes, the scores and the chronicle's times.
const LATER: &[&str] = &[
    "p-",
    "refused-",
    "phones-",
    "picture-",
    "purpose-",
    "die-",
    "symbol-",
    "score-",
    "when-",
    "chron-",
    "ev-",
    "prompt-",
    "stand-",
    "cmd-",
    "keys-",
    "tag-",
    "timeline-",
    "test-",
    "purchase-",
    "handover-",
    "chart-",
];

/// English's messages but those `LATER`, each with its lines, comments and blank lines
/// left out.
fn first_screens(text: &str) -> String {
    let mut later = false;
    let mut kept = String::new();
    for line in text.lines().filter(|l| !l.starts_with('#') && !l.is_empty()) {
        if !line.starts_with([' ', '\t', '.', '[', '*', '}']) {
            later = LATER.iter().any(|p| line.starts_with(p));
        }
        if !later {
            kept += line;
            kept.push('\n');
        }
    }
    kept
}

/// The rule sheet's statements, one file a language in `locales/rules/` (`rules-CODE.ftl`):
/// the order of the rules and their sections, read from English's; natively every file
/// embedded, in the page none (each is fetched when the sheet first opens in it).
fn rule_statements(folder: &Path, languages: &[std::path::PathBuf], page: bool) -> String {
    println!("cargo:rerun-if-changed={}", folder.display());
    let file = |code: &str| folder.join(format!("rules-{code}.ftl"));
    let english = fs::read_to_string(file("en")).expect("locales/rules/rules-en.ftl");
    let mut order = String::from(
        "/// Every rule of the rule sheet, in the order of RULES.md: its id and its section's heading.\npub const RULE_ORDER: &[(&str, &str)] = &[\n",
    );
    let mut section = String::new();
    for id in english.lines().filter_map(|l| l.split_once(" = ")).map(|(id, _)| id) {
        if id.starts_with("rules-section-") {
            section = id.to_string();
        } else if let Some(rule) = id.strip_prefix("rule-") {
            order += &format!("    ({rule:?}, {section:?}),\n");
        }
    }
    order += "];\n";
    let mut embedded =
        String::from("/// The rule statements built in, each language's code and file.\npub const RULE_FILES: &[(&str, &str)] = &[\n");
    for path in languages {
        let code = path.file_stem().and_then(|s| s.to_str()).expect("a language file named by its code");
        let full = fs::canonicalize(file(code)).unwrap_or_else(|_| panic!("locales/rules/rules-{code}.ftl"));
        if !page {
            embedded += &format!("    ({code:?}, include_str!({full:?})),\n");
        }
    }
    order + &embedded + "];\n"
}
