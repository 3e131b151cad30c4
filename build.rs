//! Embeds every language file of `locales/` (one Fluent file a language, named by its
//! language code), English first: adding a language is adding its file.

use std::{env, fs, path::Path};

fn main() {
    println!("cargo:rerun-if-changed=locales");
    let mut files: Vec<_> = fs::read_dir("locales")
        .expect("the locales/ folder")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "ftl"))
        .collect();
    files.sort_by_key(|p| (p.file_stem().is_none_or(|s| s != "en"), p.clone()));
    let mut out = String::from(
        "/// Each language's code and its Fluent file, English first.\npub const FILES: &[(&str, &str)] = &[\n",
    );
    for path in &files {
        let code = path.file_stem().and_then(|s| s.to_str()).expect("a language file named by its code");
        let full = fs::canonicalize(path).expect("a readable language file");
        out += &format!("    ({code:?}, include_str!({full:?})),\n");
    }
    out += "];\n";
    let target = Path::new(&env::var("OUT_DIR").expect("OUT_DIR")).join("locales.rs");
    fs::write(target, out).expect("writing the list of languages");
}
