//! The house's shape, read from the code itself: which file imports which (every `use`
//! and every `crate::`/`super::`/`self::` path, outside comments and test code), checked
//! for cycles; how many files name each rules module; how long functions run.
//!
//! A failure says what to mend: each cycle's files with the names one takes from the
//! next, each long function, or the modules' reach as measured now.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

/// One source file: its module path (`engine::rules::loyalty`) and its code with comments,
/// strings and test-only items taken out.
struct Source {
    path: String,
    module: Vec<String>,
    code: String,
}

/// Every non-test Rust file below `src/`.
fn sources() -> Vec<Source> {
    let mut files = Vec::new();
    collect(Path::new("src"), &mut files);
    let mut out = Vec::new();
    for path in files {
        let rel = path.strip_prefix("src").unwrap().to_string_lossy().replace('\\', "/");
        let name = rel.rsplit('/').next().unwrap();
        if name == "tests.rs" || name.ends_with("_tests.rs") || rel == "engine/testing.rs" {
            continue;
        }
        let mut module: Vec<String> = rel.trim_end_matches(".rs").split('/').map(String::from).collect();
        if matches!(module.last().map(String::as_str), Some("mod" | "lib" | "main")) {
            module.pop();
        }
        let text = std::fs::read_to_string(&path).unwrap();
        out.push(Source { path: format!("src/{rel}"), module, code: without_tests(&plain_code(&text)) });
    }
    out
}

fn collect(dir: &Path, out: &mut Vec<PathBuf>) {
    let mut entries: Vec<_> = std::fs::read_dir(dir).unwrap().map(|e| e.unwrap().path()).collect();
    entries.sort();
    for path in entries {
        if path.is_dir() {
            collect(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

/// The code without comments, string and char literals (so a path in a doc comment or a
/// message is no import).
fn plain_code(text: &str) -> String {
    let b = text.as_bytes();
    let mut out = String::with_capacity(text.len());
    let mut i = 0;
    while i < b.len() {
        match (b[i], b.get(i + 1)) {
            (b'/', Some(b'/')) => {
                while i < b.len() && b[i] != b'\n' {
                    i += 1;
                }
            }
            (b'/', Some(b'*')) => {
                let mut depth = 0;
                while i < b.len() {
                    if b[i] == b'/' && b.get(i + 1) == Some(&b'*') {
                        depth += 1;
                        i += 2;
                    } else if b[i] == b'*' && b.get(i + 1) == Some(&b'/') {
                        depth -= 1;
                        i += 2;
                        if depth == 0 {
                            break;
                        }
                    } else {
                        i += 1;
                    }
                }
            }
            (b'r', Some(b'#' | b'"')) if i == 0 || !is_ident(b[i - 1]) => {
                let hashes = b[i + 1..].iter().take_while(|&&c| c == b'#').count();
                let close: Vec<u8> = std::iter::once(b'"').chain(std::iter::repeat_n(b'#', hashes)).collect();
                i += 2 + hashes;
                while i < b.len() && !b[i..].starts_with(&close) {
                    i += 1;
                }
                i += close.len();
                out.push_str("\"\"");
            }
            (b'"', _) => {
                i += 1;
                while i < b.len() && b[i] != b'"' {
                    i += if b[i] == b'\\' { 2 } else { 1 };
                }
                i += 1;
                out.push_str("\"\"");
            }
            (b'\'', _) if b.get(i + 2) == Some(&b'\'') || b.get(i + 1) == Some(&b'\\') => {
                i += 1;
                while i < b.len() && b[i] != b'\'' {
                    i += if b[i] == b'\\' { 2 } else { 1 };
                }
                i += 1;
                out.push_str("' '");
            }
            _ => {
                let start = i;
                i += 1;
                while i < b.len() && !matches!(b[i], b'/' | b'"' | b'\'' | b'r') {
                    i += 1;
                }
                out.push_str(&text[start..i]);
            }
        }
    }
    out
}

fn is_ident(c: u8) -> bool {
    c.is_ascii_alphanumeric() || c == b'_'
}

/// The code without `#[cfg(test)]` items (a `mod tests { … }` block or a `mod tests;`).
fn without_tests(code: &str) -> String {
    let mut out = String::new();
    let mut rest = code;
    while let Some(at) = rest.find("#[cfg(test)]") {
        out.push_str(&rest[..at]);
        let after = &rest[at..];
        let semi = after.find(';').unwrap_or(after.len());
        let brace = after.find('{').unwrap_or(after.len());
        if semi < brace {
            rest = &after[semi + 1..];
            continue;
        }
        let mut depth = 0;
        let mut end = after.len();
        for (i, c) in after.char_indices().skip(brace) {
            match c {
                '{' => depth += 1,
                '}' => {
                    depth -= 1;
                    if depth == 0 {
                        end = i + 1;
                        break;
                    }
                }
                _ => {}
            }
        }
        rest = &after[end..];
    }
    out.push_str(rest);
    out
}

/// Each path a file names: the trees of its `use` items flattened, and every path in its
/// code that starts at `crate`, `super` or `self`, or at a module it imported by name.
fn named_paths(src: &Source, modules: &BTreeSet<Vec<String>>) -> Vec<Vec<String>> {
    let mut paths = Vec::new();
    let mut aliases: BTreeMap<String, Vec<String>> = BTreeMap::new();
    let mut code = String::new();
    let mut rest = src.code.as_str();
    while let Some(at) = find_word(rest, "use") {
        code.push_str(&rest[..at]);
        let end = rest[at..].find(';').map_or(rest.len(), |e| at + e);
        let words: Vec<&str> = rest[at + 3..end].split_whitespace().collect();
        let tree = words.join(" ").replace(" :: ", "::").replace(":: ", "::").replace(" ::", "::");
        for (path, name) in flatten(&tree) {
            if let Some(abs) = absolute(&src.module, &path) {
                // A module imported by name is a way to reach its files, not a use of
                // its own items: what is named through it counts.
                if modules.contains(&abs) {
                    aliases.insert(name, abs);
                } else {
                    paths.push(abs);
                }
            }
        }
        rest = &rest[end..];
    }
    code.push_str(rest);
    // A child declared here is named by its bare name.
    let mut rest = code.as_str();
    while let Some(at) = find_word(rest, "mod") {
        let name: String = rest[at + 4..].trim_start().bytes().take_while(|&c| is_ident(c)).map(char::from).collect();
        let mut child = src.module.clone();
        child.push(name.clone());
        if modules.contains(&child) {
            aliases.insert(name, child);
        }
        rest = &rest[at + 3..];
    }
    let segments = |mut at: usize| -> Vec<String> {
        let mut path = Vec::new();
        loop {
            let len = code[at..].bytes().take_while(|&c| is_ident(c)).count();
            if len == 0 {
                break;
            }
            path.push(code[at..at + len].to_string());
            at += len;
            if !code[at..].starts_with("::") {
                break;
            }
            at += 2;
        }
        path
    };
    let bytes = code.as_bytes();
    for (at, _) in code.match_indices("::") {
        let start = code[..at].rfind(|c: char| !is_ident(c as u8)).map_or(0, |s| s + 1);
        if start > 0 && (bytes[start - 1] == b':' || bytes[start - 1] == b'$') {
            continue;
        }
        let path = segments(start);
        let Some(first) = path.first().map(String::as_str) else { continue };
        if matches!(first, "crate" | "super" | "self") {
            if let Some(abs) = absolute(&src.module, &path) {
                paths.push(abs);
            }
        } else if let Some(base) = aliases.get(first) {
            paths.push(base.iter().cloned().chain(path[1..].iter().cloned()).collect());
        }
    }
    paths
}

fn find_word(code: &str, word: &str) -> Option<usize> {
    code.match_indices(word).map(|(i, _)| i).find(|&i| {
        let before = code[..i].bytes().last();
        let after = code[i + word.len()..].bytes().next();
        !before.is_some_and(is_ident) && after.is_some_and(|c| c.is_ascii_whitespace())
    })
}

/// `a::{b, c::{d, e as f}}` as `a::b`, `a::c::d`, `a::c::e` (`self` inside braces is its
/// base), each with the name it is known by here (`b`, `d`, `f`).
fn flatten(tree: &str) -> Vec<(Vec<String>, String)> {
    let tree = tree.trim().trim_start_matches("::");
    let segments = |text: &str| -> Vec<String> {
        text.split("::").map(str::trim).filter(|s| !s.is_empty() && *s != "*").map(String::from).collect()
    };
    let Some(open) = tree.find('{') else {
        let (path, alias) = match tree.split_once(" as ") {
            Some((path, alias)) => (segments(path), Some(alias.trim().to_string())),
            None => (segments(tree), None),
        };
        let name = alias.or_else(|| path.last().cloned()).unwrap_or_default();
        return vec![(path, name)];
    };
    let base = segments(&tree[..open]);
    let inner = &tree[open + 1..tree.rfind('}').unwrap_or(tree.len())];
    let mut parts = Vec::new();
    let (mut depth, mut from) = (0, 0);
    for (i, c) in inner.char_indices() {
        match c {
            '{' => depth += 1,
            '}' => depth -= 1,
            ',' if depth == 0 => {
                parts.push(&inner[from..i]);
                from = i + 1;
            }
            _ => {}
        }
    }
    parts.push(&inner[from..]);
    let mut out = Vec::new();
    for part in parts.into_iter().filter(|p| !p.trim().is_empty()) {
        for (tail, name) in flatten(part) {
            let mut path = base.clone();
            path.extend(tail.into_iter().filter(|s| s != "self"));
            let name = if name == "self" { base.last().cloned().unwrap_or_default() } else { name };
            out.push((path, name));
        }
    }
    if out.is_empty() {
        let name = base.last().cloned().unwrap_or_default();
        out.push((base, name));
    }
    out
}

/// A path made absolute from the crate's root, or `None` when it leaves the crate.
fn absolute(module: &[String], path: &[String]) -> Option<Vec<String>> {
    let mut out: Vec<String> = module.to_vec();
    let mut rest = path;
    match rest.first().map(String::as_str) {
        Some("crate") => {
            out.clear();
            rest = &rest[1..];
        }
        Some("self") => rest = &rest[1..],
        Some("super") => {
            while rest.first().is_some_and(|s| s == "super") {
                out.pop();
                rest = &rest[1..];
            }
        }
        // `use foo::…` names an outside crate or an item of this module: either way it
        // resolves here, and an outside crate lands in no other file.
        Some(_) => {}
        None => return None,
    }
    out.extend(rest.iter().cloned());
    Some(out)
}

/// The file a path lands in: the longest module that starts it.
fn file_of(path: &[String], modules: &BTreeMap<Vec<String>, String>) -> Option<String> {
    (1..=path.len()).rev().find_map(|n| modules.get(&path[..n]).cloned())
}

/// file -> the files it imports.
fn imports() -> BTreeMap<String, BTreeSet<String>> {
    imports_naming().into_iter().map(|(f, to)| (f, to.into_keys().collect())).collect()
}

/// file -> the files it imports -> the names it takes from each.
fn imports_naming() -> BTreeMap<String, BTreeMap<String, BTreeSet<String>>> {
    let sources = sources();
    let modules: BTreeMap<Vec<String>, String> = sources.iter().map(|s| (s.module.clone(), s.path.clone())).collect();
    let names: BTreeSet<Vec<String>> = modules.keys().cloned().collect();
    let mut graph = BTreeMap::new();
    for src in &sources {
        let mut to: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
        for path in named_paths(src, &names) {
            if let Some(file) = file_of(&path, &modules) {
                if file != src.path {
                    to.entry(file).or_default().insert(path.last().unwrap().clone());
                }
            }
        }
        graph.insert(src.path.clone(), to);
    }
    graph
}

/// The strongly connected groups of more than one file (Tarjan's algorithm).
fn cycles(graph: &BTreeMap<String, BTreeSet<String>>) -> Vec<Vec<String>> {
    struct Walk<'a> {
        graph: &'a BTreeMap<String, BTreeSet<String>>,
        index: BTreeMap<&'a str, usize>,
        low: BTreeMap<&'a str, usize>,
        stack: Vec<&'a str>,
        on_stack: BTreeSet<&'a str>,
        out: Vec<Vec<String>>,
    }
    fn visit<'a>(w: &mut Walk<'a>, v: &'a str) {
        let n = w.index.len();
        w.index.insert(v, n);
        w.low.insert(v, n);
        w.stack.push(v);
        w.on_stack.insert(v);
        for u in w.graph.get(v).into_iter().flatten() {
            let u = u.as_str();
            if !w.graph.contains_key(u) {
                continue;
            }
            if !w.index.contains_key(u) {
                visit(w, u);
                let low = w.low[u].min(w.low[v]);
                w.low.insert(v, low);
            } else if w.on_stack.contains(u) {
                let low = w.index[u].min(w.low[v]);
                w.low.insert(v, low);
            }
        }
        if w.low[v] == w.index[v] {
            let mut group = Vec::new();
            while let Some(u) = w.stack.pop() {
                w.on_stack.remove(u);
                group.push(u.to_string());
                if u == v {
                    break;
                }
            }
            if group.len() > 1 {
                group.sort();
                w.out.push(group);
            }
        }
    }
    let mut w = Walk {
        graph,
        index: BTreeMap::new(),
        low: BTreeMap::new(),
        stack: Vec::new(),
        on_stack: BTreeSet::new(),
        out: Vec::new(),
    };
    for v in graph.keys() {
        if !w.index.contains_key(v.as_str()) {
            visit(&mut w, v);
        }
    }
    w.out
}

/// Each cycle's files, with the files of the cycle each imports and the names it takes.
fn describe(groups: &[Vec<String>], prefix: &str) -> String {
    let named = imports_naming();
    let mut out = String::new();
    for group in groups {
        out += &format!("a cycle of {} files:\n", group.len());
        for file in group {
            for (target, names) in named[file].iter().filter(|(t, _)| group.contains(t) && t.starts_with(prefix)) {
                out += &format!("  {file} -> {target}: {}\n", names.iter().cloned().collect::<Vec<_>>().join(", "));
            }
        }
    }
    out
}

/// The cycles among the files below `prefix`.
fn cycles_below(prefix: &str) -> Vec<Vec<String>> {
    let graph: BTreeMap<String, BTreeSet<String>> = imports()
        .into_iter()
        .filter(|(f, _)| f.starts_with(prefix))
        .map(|(f, to)| (f, to.into_iter().filter(|t| t.starts_with(prefix)).collect()))
        .collect();
    cycles(&graph)
}

#[test]
fn engine_files_import_each_other_without_a_cycle() {
    let groups = cycles_below("src/engine/");
    assert!(groups.is_empty(), "{}", describe(&groups, "src/engine/"));
}

#[test]
fn no_file_of_the_app_imports_one_that_imports_it_back() {
    let groups = cycles_below("src/");
    assert!(groups.is_empty(), "{}", describe(&groups, "src/"));
}

/// The rooms of the folder `prefix`: each file or folder directly in it, named by its
/// path; a room imports another when one of its files imports one of the other's.
fn rooms_below(prefix: &str) -> BTreeMap<String, BTreeSet<String>> {
    let room = |file: &str| -> Option<String> {
        let rest = file.strip_prefix(prefix)?;
        Some(match rest.split_once('/') {
            Some((folder, _)) => format!("{prefix}{folder}/"),
            None => file.to_string(),
        })
    };
    let mut graph: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    for (file, to) in imports() {
        let Some(from) = room(&file) else { continue };
        let targets: Vec<String> = to.iter().filter_map(|t| room(t)).filter(|t| *t != from).collect();
        graph.entry(from).or_default().extend(targets);
    }
    graph
}

/// The rooms of `prefix` that import each other in a loop, with the files that make
/// each arrow of it.
fn room_cycles(prefix: &str) -> String {
    let graph = rooms_below(prefix);
    let mut out = String::new();
    for group in cycles(&graph) {
        out += &format!("rooms of {prefix} importing each other: {}\n", group.join(", "));
        for (file, to) in imports() {
            let from = group.iter().find(|r| file == **r || (r.ends_with('/') && file.starts_with(r.as_str())));
            for target in to.iter().filter(|t| from.is_some_and(|f| !t.starts_with(f.as_str()))) {
                if group.iter().any(|r| target == r || (r.ends_with('/') && target.starts_with(r.as_str()))) {
                    out += &format!("  {file} -> {target}\n");
                }
            }
        }
    }
    out
}

/// The core rules never import a module's folder, and no two rooms of `rules/` import
/// each other: taken as folders, every import runs down.
#[test]
fn the_rules_folders_import_downward_only() {
    let cycles = room_cycles("src/engine/rules/");
    assert!(cycles.is_empty(), "{cycles}");
    let modules = ["loyalty/", "domain/", "narrative/"].map(|m| format!("src/engine/rules/{m}"));
    let core_reaching: Vec<String> = rooms_below("src/engine/rules/")
        .into_iter()
        .filter(|(room, _)| !modules.contains(room) && room != "src/engine/rules/mod.rs")
        .flat_map(|(room, to)| to.into_iter().filter(|t| modules.contains(t)).map(move |t| format!("{room} -> {t}")))
        .collect();
    assert!(
        core_reaching.is_empty(),
        "core rules import a module; ask the seam instead:\n{}",
        core_reaching.join("\n")
    );
}

/// No two rooms of the page import each other.
#[test]
fn the_page_folders_import_downward_only() {
    let cycles = room_cycles("src/ui/");
    assert!(cycles.is_empty(), "{cycles}");
}

/// Each function's name and length in lines, for every function outside test code.
fn functions() -> Vec<(String, String, usize)> {
    let mut out = Vec::new();
    for src in sources() {
        let lines: Vec<&str> = src.code.lines().collect();
        for (n, line) in lines.iter().enumerate() {
            let code = line.trim_start();
            let indent = &line[..line.len() - code.len()];
            let code =
                code.trim_start_matches("pub ").trim_start_matches("pub(crate) ").trim_start_matches("pub(super) ");
            let Some(rest) = code.strip_prefix("fn ") else { continue };
            if line.trim_end().ends_with(';') {
                continue;
            }
            let name: String = rest.bytes().take_while(|&c| is_ident(c)).map(char::from).collect();
            let close = format!("{indent}}}");
            if let Some(end) = lines[n + 1..].iter().position(|l| *l == close) {
                out.push((src.path.clone(), name, end + 2));
            }
        }
    }
    out
}

/// The longest a function may run, in lines: past it, a function does more than one thing.
const LONGEST_FUNCTION: usize = 100;

#[test]
fn no_function_runs_past_a_hundred_lines() {
    let long: Vec<String> = functions()
        .into_iter()
        .filter(|(_, _, lines)| *lines > LONGEST_FUNCTION)
        .map(|(path, name, lines)| format!("{path}: {name}, {lines} lines"))
        .collect();
    assert!(long.is_empty(), "functions longer than {LONGEST_FUNCTION} lines:\n{}", long.join("\n"));
}

/// The rules modules and the word each is named by.
const MODULES: [(&str, &str); 4] = [
    ("loyalty", "loyalty"),
    ("domain war", "domain"),
    ("narrative battles", "narrative"),
    ("the shrine, built for the tests", "shrine"),
];

/// The files outside a module's own (those whose path bears its word) that name it, and
/// the lines that do: how far a module reaches into the rest of the house.
fn reach(word: &str) -> (usize, usize) {
    let mut files = 0;
    let mut lines = 0;
    for src in sources().iter().filter(|s| !s.path.contains(word)) {
        let naming = src.code.lines().filter(|l| l.to_lowercase().contains(word)).count();
        if naming > 0 {
            files += 1;
            lines += naming;
        }
    }
    (files, lines)
}

/// `docs/ARCHITECTURE.md` states each module's reach as measured here: a row
/// "| loyalty | 12 files | 40 lines |" for each.
#[test]
fn the_house_notes_state_each_module_reach_as_measured() {
    let notes = std::fs::read_to_string("docs/ARCHITECTURE.md").unwrap();
    let rows: Vec<String> = MODULES
        .iter()
        .map(|(name, word)| {
            let (files, lines) = reach(word);
            format!("| {name} | {files} files | {lines} lines |")
        })
        .collect();
    let missing: Vec<&String> = rows.iter().filter(|row| !notes.contains(row.as_str())).collect();
    assert!(missing.is_empty(), "docs/ARCHITECTURE.md should have the rows, as measured:\n{}", rows.join("\n"));
}

#[test]
fn a_use_tree_is_read_path_by_path_with_the_names_it_gives() {
    let read =
        flatten("crate::engine::{hash::{self, Encoding}, rules::loyalty::winter as loyalty_winter, state::Phase}");
    let shown: Vec<(String, String)> = read.into_iter().map(|(p, n)| (p.join("::"), n)).collect();
    let want = [
        ("crate::engine::hash", "hash"),
        ("crate::engine::hash::Encoding", "Encoding"),
        ("crate::engine::rules::loyalty::winter", "loyalty_winter"),
        ("crate::engine::state::Phase", "Phase"),
    ];
    assert_eq!(shown, want.map(|(p, n)| (p.to_string(), n.to_string())));
}

#[test]
fn a_cycle_is_found_and_a_line_of_imports_is_none() {
    let graph = |edges: &[(&str, &str)]| {
        let mut g: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
        for (a, b) in edges {
            g.entry(a.to_string()).or_default().insert(b.to_string());
            g.entry(b.to_string()).or_default();
        }
        g
    };
    assert!(cycles(&graph(&[("a", "b"), ("b", "c")])).is_empty());
    assert_eq!(cycles(&graph(&[("a", "b"), ("b", "c"), ("c", "a"), ("c", "d")])), [["a", "b", "c"]]);
}

/// The shrine, the module built only for the tests (`--features test-modules`), plugged in
/// by name: outside its folder only the registries name it, at most three files.
#[test]
fn a_module_plugged_in_by_name_is_its_folder_and_the_registries() {
    let outside: Vec<String> = sources()
        .into_iter()
        .filter(|s| !s.path.starts_with("src/engine/rules/shrine/") && s.code.to_lowercase().contains("shrine"))
        .map(|s| s.path)
        .collect();
    assert!(!outside.is_empty() && outside.len() <= 3, "named outside its folder by {outside:?}");
    assert_eq!(outside, ["src/engine/rules/mod.rs"], "the engine's registry, and nothing else");
}
