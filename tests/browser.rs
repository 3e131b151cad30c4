//! Tests of the compiled WebAssembly in real headless Chromium: real localStorage, the same
//! dice and replay hashes as natively (APP-2, APP-3), and the mounted app.
#![cfg(target_arch = "wasm32")]

use marchwarden::engine::dice::DiceStream;
use marchwarden::engine::hash::{self, Encoding};
use marchwarden::engine::maps::sample::sample_map;
use marchwarden::engine::save::{self, Save};
use marchwarden::engine::{Command, Game, KingdomSetup, Options, Setup};
use marchwarden::storage::browser;
use marchwarden::ui::session::save_now;
use wasm_bindgen::JsCast;
use wasm_bindgen_test::*;

wasm_bindgen_test_configure!(run_in_browser);

/// Waits `ms` milliseconds, the page's tasks running meanwhile.
async fn pause(ms: i32) {
    let tick = js_sys::Promise::new(&mut |resolve, _| {
        let _ = web_sys::window().unwrap().set_timeout_with_callback_and_timeout_and_arguments_0(&resolve, ms);
    });
    let _ = wasm_bindgen_futures::JsFuture::from(tick).await;
}

fn clear_storage() {
    web_sys::window().unwrap().local_storage().unwrap().unwrap().clear().unwrap();
}

fn game() -> Game {
    let kingdoms = ["Basilea", "Orcs"]
        .iter()
        .zip(["#2a5bd7", "#7d3c98"])
        .map(|(n, c)| KingdomSetup { name: n.to_string(), colour: c.to_string(), race: None })
        .collect();
    Game::new(
        Setup { name: "Browser test".into(), kingdoms, map: sample_map(), modules: Vec::new() },
        Options::default(),
        99,
    )
    .unwrap()
}

// APP-2: the browser draws the same golden faces as the native build.
#[wasm_bindgen_test]
fn app_2_dice_match_native_golden_values() {
    assert_eq!(DiceStream::new(42, 0).dice(10, 6), vec![4, 6, 2, 3, 5, 2, 1, 1, 1, 4]);
}

// APP-3: every save fixture written natively replays in the browser to the hash it was
// written with and to the canonical hash pinned natively (tests/saves.rs).
#[wasm_bindgen_test]
fn app_3_native_fixtures_replay_to_the_same_hash_in_the_browser() {
    let pinned: std::collections::BTreeMap<String, String> =
        serde_json::from_str(include_str!("fixtures/canonical-hashes.json")).unwrap();
    let fixtures = [
        ("save-v1-domain-preset.json", include_str!("fixtures/save-v1-domain-preset.json")),
        ("save-v1-loyalty-preset.json", include_str!("fixtures/save-v1-loyalty-preset.json")),
        ("save-v1-mighty-whole-campaign.json", include_str!("fixtures/save-v1-mighty-whole-campaign.json")),
        ("save-v1-narrative-switched.json", include_str!("fixtures/save-v1-narrative-switched.json")),
        ("save-v1-narrative-waiting.json", include_str!("fixtures/save-v1-narrative-waiting.json")),
        ("save-v1-sample-setup.json", include_str!("fixtures/save-v1-sample-setup.json")),
        ("save-v1-table-dice.json", include_str!("fixtures/save-v1-table-dice.json")),
        ("save-v1-tabletop-secret-races.json", include_str!("fixtures/save-v1-tabletop-secret-races.json")),
        ("save-v2-domain-march.json", include_str!("fixtures/save-v2-domain-march.json")),
        ("save-v2-loyalty-retreat.json", include_str!("fixtures/save-v2-loyalty-retreat.json")),
        ("save-v2-narrative-battle.json", include_str!("fixtures/save-v2-narrative-battle.json")),
        ("save-v2-narrative-table-dice.json", include_str!("fixtures/save-v2-narrative-table-dice.json")),
        (
            "save-v2-rules-4-narrative-table-dice.json",
            include_str!("fixtures/save-v2-rules-4-narrative-table-dice.json"),
        ),
        (
            "save-v2-rules-4-dom-6-pillage-freely.json",
            include_str!("fixtures/save-v2-rules-4-dom-6-pillage-freely.json"),
        ),
        (
            "save-v2-rules-4-loy-3-devastated-again.json",
            include_str!("fixtures/save-v2-rules-4-loy-3-devastated-again.json"),
        ),
        (
            "save-v2-rules-4-ref-1-winner-moved-rough.json",
            include_str!("fixtures/save-v2-rules-4-ref-1-winner-moved-rough.json"),
        ),
        (
            "save-v2-rules-4-set-4-marsh-ring-controlled.json",
            include_str!("fixtures/save-v2-rules-4-set-4-marsh-ring-controlled.json"),
        ),
        (
            "save-v2-rules-4-sim-1-second-hit-on-one-army.json",
            include_str!("fixtures/save-v2-rules-4-sim-1-second-hit-on-one-army.json"),
        ),
        ("save-v2-six-year-campaign.json", include_str!("fixtures/save-v2-six-year-campaign.json")),
        ("save-v2-twenty-winters.json", include_str!("fixtures/save-v2-twenty-winters.json")),
        ("save-v2-dom-10-pillage-forced.json", include_str!("fixtures/save-v2-dom-10-pillage-forced.json")),
        ("save-v2-dom-10-pillage-unsupplied.json", include_str!("fixtures/save-v2-dom-10-pillage-unsupplied.json")),
        ("save-v2-dom-6-narrative-ambush.json", include_str!("fixtures/save-v2-dom-6-narrative-ambush.json")),
        ("save-v2-dom-7-narrative-sitting-out.json", include_str!("fixtures/save-v2-dom-7-narrative-sitting-out.json")),
        (
            "save-v2-loy-10-mobilised-in-frozen-tile.json",
            include_str!("fixtures/save-v2-loy-10-mobilised-in-frozen-tile.json"),
        ),
        (
            "save-v2-loy-10-mobilised-in-pillaged-tile.json",
            include_str!("fixtures/save-v2-loy-10-mobilised-in-pillaged-tile.json"),
        ),
        (
            "save-v2-loy-5-devastated-at-month-end.json",
            include_str!("fixtures/save-v2-loy-5-devastated-at-month-end.json"),
        ),
        (
            "save-v2-nar-1-third-kingdom-settlement.json",
            include_str!("fixtures/save-v2-nar-1-third-kingdom-settlement.json"),
        ),
        ("save-v2-nar-fa-1-formation-excluded.json", include_str!("fixtures/save-v2-nar-fa-1-formation-excluded.json")),
        ("save-v2-nar-sa-1-no-skirmishers.json", include_str!("fixtures/save-v2-nar-sa-1-no-skirmishers.json")),
        (
            "save-v2-dom-4-pillage-freely-unsupplied.json",
            include_str!("fixtures/save-v2-dom-4-pillage-freely-unsupplied.json"),
        ),
        (
            "save-v2-dom-4-standing-skirmish-unsupplied.json",
            include_str!("fixtures/save-v2-dom-4-standing-skirmish-unsupplied.json"),
        ),
        ("save-v2-dom-9-capture-penalty.json", include_str!("fixtures/save-v2-dom-9-capture-penalty.json")),
        (
            "save-v2-dom-9-occupied-devastated-tile.json",
            include_str!("fixtures/save-v2-dom-9-occupied-devastated-tile.json"),
        ),
        ("save-v2-dom-9-occupied-rebel-tile.json", include_str!("fixtures/save-v2-dom-9-occupied-rebel-tile.json")),
    ];
    assert_eq!(fixtures.len(), pinned.len(), "every pinned fixture is replayed here");
    for (name, text) in fixtures {
        let game = save::load(text).unwrap_or_else(|e| panic!("{name}: {e}"));
        let saved: serde_json::Value = serde_json::from_str(text).unwrap();
        let hash = saved["state_hash"].as_str().unwrap();
        // Format 1 wrote a bare hash of its own encoding; later formats name theirs.
        let written = if saved["format"] == 1 { format!("serde1:{hash}") } else { hash.to_string() };
        let encoding = Encoding::of(&written).unwrap();
        assert_eq!(hash::state_hash(game.state(), encoding), written, "{name}");
        assert_eq!(&game.state_hash(), &pinned[name], "{name}");
    }
}

#[wasm_bindgen_test]
fn campaigns_round_trip_through_real_local_storage() {
    clear_storage();
    let mut g = game();
    g.apply(Command::Roll { faces: None }).unwrap();
    save_now("browser-test", &g, None).unwrap();
    let index = browser::load_index().unwrap();
    assert_eq!(index.entries.len(), 1);
    assert_eq!(index.entries[0].name, "Browser test");
    let loaded = save::load(&browser::load_campaign("browser-test").unwrap()).unwrap();
    assert_eq!(loaded.state_hash(), g.state_hash());
    assert_eq!(Save::of(&loaded), Save::of(&g));
    browser::delete_campaign("browser-test").unwrap();
    assert!(browser::load_campaign("browser-test").is_err());
    assert!(browser::load_index().unwrap().entries.is_empty());
}

// Two tabs on one campaign: each writes only over the revision it last read or wrote, so
// a tab that is behind never replaces the other's moves, nor brings back a deleted one.
#[wasm_bindgen_test]
fn a_tab_that_is_behind_never_overwrites_a_newer_save() {
    clear_storage();
    let mut g = game();
    let first = save_now("shared", &g, None).unwrap();
    assert_eq!(browser::revision("shared").unwrap(), Some(first));
    assert!(matches!(save_now("shared", &g, None), Err(browser::StorageError::ChangedElsewhere)), "not a new slot");
    g.apply(Command::Roll { faces: None }).unwrap();
    let second = save_now("shared", &g, Some(first)).unwrap();
    let behind = save_now("shared", &game(), Some(first));
    assert!(matches!(behind, Err(browser::StorageError::ChangedElsewhere)));
    let kept = save::load(&browser::load_campaign("shared").unwrap()).unwrap();
    assert_eq!(kept.log().len(), 1, "the newer save stays");
    browser::delete_campaign("shared").unwrap();
    assert!(matches!(save_now("shared", &g, Some(second)), Err(browser::StorageError::DeletedElsewhere)));
    assert!(browser::load_campaign("shared").is_err(), "a deleted campaign does not come back");
    clear_storage();
}

// A damaged campaign list is rebuilt from the campaigns stored: they stay listed, open,
// and new ones can be stored beside them; the start page is told once.
#[wasm_bindgen_test]
fn a_damaged_index_is_rebuilt_from_the_stored_campaigns() {
    clear_storage();
    let storage = web_sys::window().unwrap().local_storage().unwrap().unwrap();
    save_now("kept", &game(), None).unwrap();
    storage.set_item("marchwarden/index", "{broken").unwrap();
    let index = browser::load_index().expect("a damaged list is rebuilt");
    assert_eq!(index.entries.len(), 1);
    assert_eq!((index.entries[0].id.as_str(), index.entries[0].name.as_str()), ("kept", "Browser test"));
    assert!(browser::take_index_rebuilt() && !browser::take_index_rebuilt(), "said once");
    save_now("another", &game(), None).unwrap();
    assert_eq!(browser::load_index().unwrap().entries.len(), 2);
    assert!(save::load(&browser::load_campaign("kept").unwrap()).is_ok());
    // A campaign written without its list entry (a failed index write) is listed too.
    storage.set_item("marchwarden/campaign/orphan", &Save::of(&game()).to_json().unwrap()).unwrap();
    assert!(browser::load_index().unwrap().contains("orphan"));
    clear_storage();
}

// A checkpoint is a cache that only saves time when a campaign opens: when a campaign's
// write does not fit, the checkpoints go first and the write is made, never refused as
// "storage full" while a checkpoint stays.
#[wasm_bindgen_test]
fn a_checkpoint_never_crowds_out_a_campaign() {
    clear_storage();
    let storage = web_sys::window().unwrap().local_storage().unwrap().unwrap();
    let mut g = game();
    let first = save_now("crowded", &g, None).unwrap();
    // Checkpoints, as large as fit, until storage holds no more.
    let (mut size, mut n) = (8 * 1024 * 1024, 0);
    while size >= 16 {
        if storage.set_item(&format!("marchwarden/checkpoint/filler-{n}"), &"x".repeat(size)).is_ok() {
            n += 1;
        } else {
            size /= 2;
        }
    }
    for _ in 0..12 {
        let next = g.answers()[0].clone();
        g.apply(next).unwrap();
    }
    save_now("crowded", &g, Some(first)).expect("written: the checkpoints made room");
    let kept = save::load(&browser::load_campaign("crowded").unwrap()).unwrap();
    assert_eq!(kept.log().len(), g.log().len());
    let left = (0..storage.length().unwrap()).filter_map(|i| storage.key(i).unwrap());
    assert_eq!(left.filter(|k| k.starts_with("marchwarden/checkpoint/")).count(), 0, "the checkpoints went");
    clear_storage();
}

// A new campaign (an import, a copy) that cannot be listed is not kept: a save that says
// it failed stores nothing, so a refused import never fills storage behind the player.
#[wasm_bindgen_test]
fn a_new_campaign_that_cannot_be_listed_is_not_kept() {
    clear_storage();
    let storage = web_sys::window().unwrap().local_storage().unwrap().unwrap();
    // Storage filled, then 64 KB freed: room for a campaign, not for a list entry of 200 KB.
    let (mut size, mut n) = (8 * 1024 * 1024, 0);
    let mut freed = None;
    while size >= 16 {
        if storage.set_item(&format!("filler-{n}"), &"x".repeat(size)).is_ok() {
            if size == 64 * 1024 && freed.is_none() {
                freed = Some(format!("filler-{n}"));
            }
            n += 1;
        } else {
            size /= 2;
        }
    }
    storage.remove_item(&freed.expect("a 64 KB filler")).unwrap();
    let g = game();
    let entry = marchwarden::storage::index::IndexEntry {
        id: "unlisted".into(),
        name: "Browser test".into(),
        last_played: 0,
        summary: "s".repeat(200 * 1024),
        standing: None,
        exported: 0,
    };
    let saved = browser::save(entry, &Save::of(&g).to_json().unwrap(), None);
    assert!(matches!(saved, Err(browser::StorageError::NoRoomForNew { .. })), "{saved:?}");
    assert!(storage.get_item("marchwarden/campaign/unlisted").unwrap().is_none(), "nothing stored");
    clear_storage();
}

#[wasm_bindgen_test]
async fn the_app_mounts_and_starts_a_campaign() {
    clear_storage();
    leptos::mount::mount_to_body(marchwarden::ui::App);
    leptos::task::tick().await;
    let document = web_sys::window().unwrap().document().unwrap();
    let create: web_sys::HtmlElement =
        document.query_selector("[data-testid=create]").unwrap().unwrap().unchecked_into();
    create.click();
    // The campaign is shown once the rest of English is fetched (here it is not served, so
    // once the fetch fails): waited for, a few milliseconds at a time.
    let mut phase = None;
    for _ in 0..500 {
        phase = document.query_selector("[data-testid=phase]").unwrap();
        if phase.is_some() {
            break;
        }
        pause(10).await;
    }
    let phase = phase.expect("the campaign screen shows");
    assert_eq!(phase.text_content().unwrap(), "Setup");
    let land = document.query_selector(".layer-terrain path.terrain-land").unwrap().expect("the map is drawn");
    let tiles = land.get_attribute("d").unwrap().matches('Z').count();
    assert!(tiles > 60, "the sample map's land tiles are drawn, {tiles} found");
    assert_eq!(browser::load_index().unwrap().entries.len(), 1, "the new campaign is saved at once");
    clear_storage();
}
