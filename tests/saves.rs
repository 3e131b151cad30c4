//! Save files (APP-3): save → load → replay gives the same state; every bad file is
//! refused with a message naming what is wrong; every format ever written still loads.

mod common;

use common::*;
use marchwarden::engine::save::{self, Save, FORMAT};
use marchwarden::engine::{LoadError, RuleError};
use serde_json::{json, Value};

fn sample_save_text() -> String {
    let mut game = set_up_sample(4, 2024);
    game.undo();
    Save::of(&game).to_json().unwrap()
}

// APP-3: the campaign is its setup plus its command log; loading replays it exactly.
#[test]
fn app_3_save_load_replay_gives_the_same_campaign() {
    let mut game = set_up_sample(4, 2024);
    game.undo();
    let text = Save::of(&game).to_json().unwrap();
    let loaded = save::load(&text).unwrap();
    assert_eq!(loaded.state_hash(), game.state_hash());
    assert_eq!(loaded.log(), game.log());
    assert_eq!(loaded.redo_stack(), game.redo_stack());
    assert_eq!(loaded.chronicle(), game.chronicle());
    assert_eq!(Save::of(&loaded).to_json().unwrap(), text, "load then save writes the same file");
    let mut again = loaded;
    assert!(again.redo().unwrap(), "redo survives a save");
}

fn edited(f: impl FnOnce(&mut Value)) -> String {
    let mut v: Value = serde_json::from_str(&sample_save_text()).unwrap();
    f(&mut v);
    v.to_string()
}

#[test]
fn bad_files_are_refused_with_a_reason() {
    assert!(matches!(save::load("<html>"), Err(LoadError::NotJson(_))));
    assert_eq!(save::load("{\"name\": 1}").unwrap_err(), LoadError::NotASave);
    assert_eq!(save::load("[1,2]").unwrap_err(), LoadError::NotASave);
    let newer = edited(|v| v["format"] = json!(FORMAT + 1));
    let err = save::load(&newer).unwrap_err();
    assert_eq!(err, LoadError::NewerFormat { found: FORMAT + 1, supported: FORMAT });
    assert!(err.to_string().contains("newer Marchwarden"));
    assert_eq!(save::load(&edited(|v| v["format"] = json!(0))).unwrap_err(), LoadError::UnknownFormat { found: 0 });
    let bad_map = edited(|v| v["setup"]["map"]["rows"][0] = json!("~ ~ ~ x"));
    let msg = save::load(&bad_map).unwrap_err().to_string();
    assert!(msg.contains("damaged") && msg.contains("row 1"), "{msg}");
    let no_commands = edited(|v| {
        v.as_object_mut().unwrap().remove("commands");
    });
    assert!(save::load(&no_commands).unwrap_err().to_string().contains("commands"));
    let one_kingdom = edited(|v| v["setup"]["kingdoms"].as_array_mut().unwrap().truncate(1));
    assert!(matches!(save::load(&one_kingdom), Err(LoadError::Setup(_))));
}

#[test]
fn a_replay_that_diverges_names_the_command() {
    let text = edited(|v| {
        // The 3rd command becomes a capital on open water: refused by SET-3 on replay.
        v["commands"][2] = json!({"PlaceCapital": {"hex": {"q": 0, "r": 0}}});
    });
    match save::load(&text) {
        Err(LoadError::ReplayDiverged { at, error }) => {
            assert_eq!(at, 3);
            assert_eq!(error.rule(), "SET-3");
            assert!(matches!(error, RuleError::NotFreeStartingTile { .. }));
        }
        other => panic!("expected a divergence, got {other:?}"),
    }
    let tampered = edited(|v| v["state_hash"] = json!("0000000000000000"));
    assert!(matches!(save::load(&tampered), Err(LoadError::HashMismatch { .. })));
    let other_seed = edited(|v| v["seed"] = json!(7));
    assert!(save::load(&other_seed).is_err(), "another seed rolls other dice");
}

// Every save format ever written is kept under tests/fixtures and must load forever.
#[test]
fn every_fixture_format_still_loads() {
    let mut n = 0;
    for entry in std::fs::read_dir("tests/fixtures").unwrap() {
        let path = entry.unwrap().path();
        if path.file_name().is_some_and(|f| f.to_string_lossy().starts_with("save-v")) {
            let text = std::fs::read_to_string(&path).unwrap();
            let game = save::load(&text).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
            assert!(!game.log().is_empty());
            n += 1;
        }
    }
    assert!(n >= 1, "no save fixtures");
}

// A bad file never panics: truncations of a real save are refused, never crash.
#[test]
fn truncated_files_never_panic() {
    let text = sample_save_text();
    for cut in (0..text.len()).step_by(97) {
        assert!(save::load(&text[..cut]).is_err());
    }
}
