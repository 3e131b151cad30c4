//! Save files (APP-3): save → load → replay gives the same state; every bad file is
//! refused with a message naming what is wrong; every format ever written still loads.

mod common;

use common::*;
use marchwarden::engine::battle::BattleKind;
use marchwarden::engine::command::UndoNote;
use marchwarden::engine::hash::{self, Encoding};
use marchwarden::engine::migrate::Notice;
use marchwarden::engine::ruleset::{Preset, Resolver, RULES_VERSION};
use marchwarden::engine::save::{self, Save, FORMAT};
use marchwarden::engine::{Command, DecisionKind, Game, LoadError, Options, RuleError};
use serde_json::{json, Value};

fn sample_save_text() -> String {
    let mut game = set_up_sample(4, 2024);
    game.undo();
    Save::of(&game).to_json().unwrap()
}

// APP-3: a campaign begun before names were checked (rules version 1) keeps the names it
// had, but one long enough to freeze the page or fill the browser's storage is refused,
// naming which.
#[test]
fn app_3_an_old_campaign_with_a_name_past_the_bound_is_refused() {
    use marchwarden::engine::game::MAX_OLD_NAME;
    use marchwarden::engine::SetupError;
    let named = |campaign: usize, kingdom: usize| {
        let mut v: Value = serde_json::from_str(&fixture("save-v1-sample-setup.json")).unwrap();
        v["setup"]["name"] = json!("c".repeat(campaign));
        v["setup"]["kingdoms"][1]["name"] = json!("k".repeat(kingdom));
        // Renamed, the state differs from the one the file's hash was taken of.
        v.as_object_mut().unwrap().remove("state_hash");
        save::load(&v.to_string())
    };
    assert!(named(MAX_OLD_NAME, MAX_OLD_NAME).is_ok(), "at the bound: loads, unchanged");
    let Err(LoadError::Setup(SetupError::Name { name, .. })) = named(MAX_OLD_NAME + 1, 5) else { panic!("refused") };
    assert_eq!(name, "the campaign");
    let Err(LoadError::Setup(SetupError::Name { name, .. })) = named(5, 15_000_000) else { panic!("refused") };
    assert_eq!(name, "kingdom 2");
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
    let float = edited(|v| v["format"] = json!(1.0));
    assert_eq!(save::load(&float).unwrap_err(), LoadError::BadFormatNumber("1.0".into()));
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
    let tampered = edited(|v| v["state_hash"] = json!("canon1:0000000000000000"));
    assert!(matches!(save::load(&tampered), Err(LoadError::HashMismatch { .. })));
    let unknown = edited(|v| v["state_hash"] = json!("0000000000000000"));
    assert_eq!(save::load(&unknown).unwrap_err(), LoadError::UnknownHash("0000000000000000".into()));
    let dropped = edited(|v| v["state_hash"] = json!(null));
    assert_eq!(save::load(&dropped).unwrap_err(), LoadError::MissingHash, "format 2 always carries its hash");
    let future_rules = edited(|v| v["rules"] = json!(RULES_VERSION + 1));
    let msg = save::load(&future_rules).unwrap_err().to_string();
    assert!(msg.contains("rules version") && msg.contains("Update the app"), "{msg}");
    let other_seed = edited(|v| v["seed"] = json!(7));
    assert!(save::load(&other_seed).is_err(), "another seed rolls other dice");
}

fn fixture(name: &str) -> String {
    std::fs::read_to_string(format!("tests/fixtures/{name}")).unwrap()
}

// APP-3: every save format ever written is kept under tests/fixtures and must load
// forever, verified by the hash it was written with (never by dropping it); saved again,
// it writes the current format and loads to the same state.
#[test]
fn app_3_every_fixture_replays_to_its_own_hash() {
    let mut n = 0;
    for entry in std::fs::read_dir("tests/fixtures").unwrap() {
        let path = entry.unwrap().path();
        if !path.file_name().is_some_and(|f| f.to_string_lossy().starts_with("save-v")) {
            continue;
        }
        let text = std::fs::read_to_string(&path).unwrap();
        let raw: Value = serde_json::from_str(&text).unwrap();
        let written =
            raw["state_hash"].as_str().unwrap_or_else(|| panic!("{}: a fixture keeps its hash", path.display()));
        let game = save::load(&text).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        assert!(!game.log().is_empty());
        let encoding = if raw["format"] == json!(1) { Encoding::Serde1 } else { Encoding::of(written).unwrap() };
        let found = hash::state_hash(game.state(), encoding);
        assert!(found.ends_with(written), "{}: {found} is not the hash written, {written}", path.display());
        let again = save::load(&Save::of(&game).to_json().unwrap()).unwrap();
        assert_eq!(again.state_hash(), game.state_hash(), "{}", path.display());
        assert_eq!(again.rules_version(), game.rules_version());
        n += 1;
    }
    assert!(n >= 8, "the fixtures of every format are kept");
}

// OPT-LOYALTY, OPT-DOMAIN: format-1 campaigns of the Loyalty & Supply and Domain War
// presets played without those rules: they load with the options off, say so, replay to
// their hash and keep saying so after being saved again.
#[test]
fn opt_loyalty_opt_domain_old_presets_are_migrated_off_with_a_notice() {
    let loyalty = save::load(&fixture("save-v1-loyalty-preset.json")).unwrap();
    assert!(!loyalty.options().loyalty);
    assert_eq!(loyalty.options().months, 9, "the rest of the preset stays");
    assert_eq!(loyalty.notices(), [Notice::LoyaltySwitchedOff]);
    assert!(marchwarden::words::english(&loyalty.notices()[0].message()).contains("without them"));
    assert_eq!(loyalty.rules_version(), 1);
    let domain = save::load(&fixture("save-v1-domain-preset.json")).unwrap();
    assert!(!domain.options().loyalty && !domain.options().domain);
    assert_eq!(domain.notices(), [Notice::LoyaltySwitchedOff, Notice::DomainSwitchedOff]);
    let resaved = Save::of(&domain);
    assert_eq!((resaved.format, resaved.rules), (FORMAT, 1));
    assert!(resaved.state_hash.as_deref().is_some_and(|h| h.starts_with("canon1:")));
    assert_eq!(save::load(&resaved.to_json().unwrap()).unwrap().notices(), domain.notices());
    let plain = save::load(&fixture("save-v1-mighty-whole-campaign.json")).unwrap();
    assert!(plain.notices().is_empty());
}

// NAR-1: a format-1 narrative campaign replays as written: its land battle still waits,
// and can still be switched by agreement (SET-6); a switched one plays on.
#[test]
fn nar_1_old_narrative_campaigns_keep_waiting() {
    let waiting = save::load(&fixture("save-v1-narrative-waiting.json")).unwrap();
    assert_eq!(waiting.options().resolver, Resolver::Narrative);
    assert!(matches!(waiting.decision().kind, DecisionKind::Waiting { rule: "NAR-1", .. }));
    assert_eq!(waiting.check(&Command::SwitchResolver { kind: BattleKind::Simple }), Ok(()));
    let switched = save::load(&fixture("save-v1-narrative-switched.json")).unwrap();
    assert!(switched.log().contains(&Command::SwitchResolver { kind: BattleKind::Simple }));
}

// OPT-DOMAIN, OPT-LOYALTY, OPT-RESOLVER: every preset starts a campaign with its modules.
#[test]
fn every_preset_starts_a_campaign() {
    let domain = Game::new(sample_setup(2), Preset::DomainWar.options(), 1).unwrap();
    assert!(domain.state().domain.is_some() && domain.state().loyalty.is_some(), "OPT-DOMAIN with loyalty");
    let domain_only = Game::new(sample_setup(2), Options { domain: true, ..Options::default() }, 1).unwrap();
    assert!(domain_only.state().domain.is_some() && domain_only.state().loyalty.is_none());
    assert_eq!(Game::new(sample_setup(2), Options::default(), 1).unwrap().rules_version(), RULES_VERSION);
    let loyalty = Game::new(sample_setup(2), Preset::LoyaltyAndSupply.options(), 1).unwrap();
    assert!(loyalty.state().loyalty.is_some() && loyalty.state().domain.is_none(), "OPT-LOYALTY");
    assert!(Game::new(sample_setup(2), Preset::Narrative.options(), 1).is_ok(), "OPT-RESOLVER: narrative");
}

// A bad file never panics: truncations of a real save are refused, never crash.
#[test]
fn truncated_files_never_panic() {
    let text = sample_save_text();
    for cut in (0..text.len()).step_by(97) {
        assert!(save::load(&text[..cut]).is_err());
    }
}

// APP-3: the canonical hash of a state is fixed forever: a change to it would refuse
// every save written since format 2.
// The pins are in tests/fixtures/canonical-hashes.json, which the browser test checks
// too, so the native and WebAssembly builds hash every fixture alike.
#[test]
fn app_3_canonical_hashes_are_pinned() {
    let pinned: std::collections::BTreeMap<String, String> =
        serde_json::from_str(&fixture("canonical-hashes.json")).unwrap();
    let fixtures = std::fs::read_dir("tests/fixtures")
        .unwrap()
        .filter(|e| e.as_ref().unwrap().file_name().to_string_lossy().starts_with("save-v"));
    assert_eq!(pinned.len(), fixtures.count(), "every fixture has its pin");
    for (name, hash) in &pinned {
        assert_eq!(&save::load(&fixture(name)).unwrap().state_hash(), hash, "{name}");
    }
}

// APP-3: the undo history is checked like the log: a redo stack that would not replay, or
// undo notes changed by hand, are refused with the reason; the campaigns already stored
// are not touched (nothing is written by a refused load).
#[test]
fn app_3_forged_undo_history_is_refused() {
    let text = sample_save_text();
    let mut v: Value = serde_json::from_str(&text).unwrap();
    assert!(!v["redo"].as_array().unwrap().is_empty(), "the sample has something to redo");
    v["undone"][0]["command"] = json!({"Tithe": {"to": 255, "gold": 1, "food": 1}});
    assert_eq!(save::load(&v.to_string()).unwrap_err(), LoadError::HistoryMismatch);

    let mut v: Value = serde_json::from_str(&text).unwrap();
    v["redo"] = json!([{"PlaceCapital": {"hex": {"q": 0, "r": 0}}}]);
    let redo: Vec<Command> = serde_json::from_value(v["redo"].clone()).unwrap();
    let undone: Vec<UndoNote> = serde_json::from_value(v["undone"].clone()).unwrap();
    v["history_hash"] = json!(hash::history_hash(&redo, &undone));
    match save::load(&v.to_string()) {
        Err(LoadError::RedoDiverged { at: 1, error }) => assert_eq!(error.rule(), "APP-1"),
        other => panic!("expected a redo that fails, got {other:?}"),
    }

    let mut v: Value = serde_json::from_str(&text).unwrap();
    v.as_object_mut().unwrap().remove("history_hash");
    assert_eq!(save::load(&v.to_string()).unwrap_err(), LoadError::MissingHash);
}

/// The sample save with its undo notes replaced by `notes` and its history hash made anew,
/// as a forger would.
fn with_undo_notes(notes: Value) -> String {
    let mut v: Value = serde_json::from_str(&sample_save_text()).unwrap();
    v["undone"] = notes;
    let redo: Vec<Command> = serde_json::from_value(v["redo"].clone()).unwrap();
    let undone: Vec<UndoNote> = serde_json::from_value(v["undone"].clone()).unwrap();
    v["history_hash"] = json!(hash::history_hash(&redo, &undone));
    v.to_string()
}

// APP-3, WIN-3: an undo note is checked against the campaign as it stood when the move was
// taken back, even when its hash was made anew: a tithe of 4294967295 gold to a kingdom
// that does not exist was never a move, and is refused; the real notes load.
#[test]
fn app_3_forged_undo_notes_with_a_new_hash_are_refused() {
    let real: Value = serde_json::from_str::<Value>(&sample_save_text()).unwrap()["undone"].clone();
    assert!(!real.as_array().unwrap().is_empty(), "the sample has undo notes");
    save::load(&with_undo_notes(real.clone())).unwrap();
    let mut forged = real.clone();
    forged[0]["command"] = json!({"Tithe": {"to": 7, "gold": 4294967295u32, "food": 0}});
    match save::load(&with_undo_notes(forged)) {
        Err(LoadError::UndoNoteRefused { at: 1, error: Some(_) }) => {}
        other => panic!("expected the forged note refused, got {other:?}"),
    }
    let mut misplaced = real;
    misplaced[0]["position"] = json!(1_000_000);
    assert_eq!(save::load(&with_undo_notes(misplaced)).unwrap_err(), LoadError::UndoNoteRefused { at: 1, error: None });
}

// APP-3: undo notes of every kind a table makes load: undos in a row, an undo of a move
// made again differently, a redo in between; each note checked where it was made.
#[test]
fn app_3_real_undo_histories_load() {
    let mut game = Game::new(sample_setup(2), Options::default(), 11).unwrap();
    let mut step = 0;
    while game.log().len() < 40 {
        let legal = game.answers();
        let Some(c) = legal.get(step % legal.len().max(1)).cloned() else { break };
        game.apply(c).unwrap();
        step += 1;
        match step % 7 {
            3 => assert!(game.undo()),
            5 => {
                assert!(game.undo() && game.undo());
                game.redo().unwrap();
            }
            _ => {}
        }
    }
    assert!(game.undo_notes().len() > 8, "{}", game.undo_notes().len());
    let text = Save::of(&game).to_json().unwrap();
    let loaded = save::load(&text).unwrap();
    assert_eq!(loaded.undo_notes(), game.undo_notes());
}

// A version 1 campaign stuck at NAR-1 is taken up under the current rules as a new
// campaign: every command replays, and it no longer waits; the original is unchanged.
#[test]
fn nar_1_a_stuck_old_campaign_goes_on_under_the_current_rules() {
    let stuck = save::load(&fixture("save-v1-narrative-waiting.json")).unwrap();
    assert!(marchwarden::engine::history::stuck_on_old_rules(&stuck));
    let hash = stuck.state_hash();
    let (copy, taken) = marchwarden::engine::history::under_current_rules(&stuck).unwrap();
    assert_eq!(taken, stuck.log().len());
    assert_eq!(copy.rules_version(), RULES_VERSION);
    assert!(!matches!(copy.decision().kind, DecisionKind::Waiting { .. }), "{:?}", copy.decision().kind);
    assert!(!marchwarden::engine::history::stuck_on_old_rules(&copy));
    assert_eq!(stuck.state_hash(), hash);
}
