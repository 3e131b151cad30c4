//! Prints performance figures; judges nothing. Run by `./dev bench`.

use marchwarden::engine::battle::BattleStep;
use marchwarden::engine::checkpoint::Checkpoint;
use marchwarden::engine::loyalty::TileLoyalty;
use marchwarden::engine::maps::{generate::generate, sample::sample_map};
use marchwarden::engine::rules::domain::march;
use marchwarden::engine::save::{self, Loading, Save};
use marchwarden::engine::state::{Army, TokenId};
use marchwarden::engine::view;
use marchwarden::engine::{Command, Game, KingdomId, KingdomSetup, Map, Options, Preset, Setup, Terrain};
use marchwarden::storage::{codec, packer::Packer};
use rand_chacha::ChaCha8Rng;
use rand_core::{RngCore, SeedableRng};
use std::path::Path;

#[path = "bench/stand_in.rs"]
mod stand_in;
use std::time::Instant;

/// Where the campaigns the browser bench opens are written (tests/e2e/perf-bench.mjs).
const SAVES: &str = "target/bench";

/// Writes `game`'s save for the browser bench, and the same campaign cut at half its
/// commands (a campaign with decisions left to click).
fn write_saves(name: &str, game: &Game) {
    let dir = Path::new(SAVES);
    std::fs::create_dir_all(dir).expect("the bench's save folder");
    let whole = Save::of(game).to_json().expect("save");
    std::fs::write(dir.join(format!("{name}.json")), whole).expect("a bench save");
    let mut half = Game::new(game.setup().clone(), *game.options(), game.seed()).expect("setup");
    for c in &game.log()[..game.log().len() / 2] {
        half.apply(c.clone()).expect("a logged command replays");
    }
    let text = Save::of(&half).to_json().expect("save");
    std::fs::write(dir.join(format!("{name}-half.json")), text).expect("a bench save");
}

fn setup(map: Map, kingdoms: usize) -> Setup {
    Setup {
        name: "Bench".into(),
        kingdoms: (0..kingdoms)
            .map(|i| KingdomSetup { name: format!("Kingdom {i}"), colour: format!("#{:02x}3050", i * 30), race: None })
            .collect(),
        map,
        modules: Vec::new(),
    }
}

/// Plays random legal commands to the end of what the engine can decide.
fn play(game: &mut Game, seed: u64) -> usize {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut n = 0;
    while let Some(c) = pick(&mut rng, &game.answers()) {
        if game.apply(c).is_err() {
            break;
        }
        n += 1;
    }
    n
}

/// Plays random campaigns until a battle waits for its dice, then times its odds (APP-5).
fn odds_figures(kingdoms: usize) {
    for seed in 0..200 {
        let mut game = Game::new(setup(sample_map(), kingdoms), Options::default(), seed).expect("setup");
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        while let Some(c) = pick(&mut rng, &game.answers()) {
            if game.apply(c).is_err() {
                break;
            }
            let state = game.state();
            let Some((battle, kind)) = state.battle.as_ref().and_then(|b| Some((b, b.kind?))) else { continue };
            if battle.step != BattleStep::Roll {
                continue;
            }
            let t = Instant::now();
            let runs = 20;
            for _ in 0..runs {
                view::odds(state, battle, kind);
            }
            println!("odds of a {} (exact): {:.3} ms", kind.name(), t.elapsed().as_secs_f64() * 1000.0 / runs as f64);
            return;
        }
    }
    println!("odds: no battle met in 200 random campaigns");
}

/// `n` runs of `f`, each timed alone, in ms, sorted.
fn timed_each(n: usize, mut f: impl FnMut()) -> Vec<f64> {
    let mut each: Vec<f64> = (0..n)
        .map(|_| {
            let t = Instant::now();
            f();
            t.elapsed().as_secs_f64() * 1000.0
        })
        .collect();
    each.sort_by(f64::total_cmp);
    each
}

fn pick(rng: &mut ChaCha8Rng, legal: &[Command]) -> Option<Command> {
    (!legal.is_empty()).then(|| legal[rng.next_u32() as usize % legal.len()].clone())
}

fn main() {
    let kingdoms = 6;
    let start = Instant::now();
    let (mut commands, mut campaigns) = (0, 0);
    while start.elapsed().as_secs_f64() < 1.0 {
        let mut game = Game::new(setup(sample_map(), kingdoms), Options::default(), campaigns).expect("setup");
        commands += play(&mut game, campaigns);
        campaigns += 1;
    }
    let secs = start.elapsed().as_secs_f64();
    println!(
        "engine: {:.0} commands/s ({} random campaigns of {kingdoms} kingdoms on the sample map, battles and all, played to their end)",
        commands as f64 / secs,
        campaigns
    );

    let mut game = Game::new(setup(sample_map(), kingdoms), Options::default(), 7).expect("setup");
    play(&mut game, 7);
    write_saves("sample-6y", &game);
    let text = Save::of(&game).to_json().expect("save");
    let t = Instant::now();
    let runs = 200;
    for _ in 0..runs {
        save::load(&text).expect("load");
    }
    let sample_ms = t.elapsed().as_secs_f64() * 1000.0 / runs as f64;
    println!(
        "sample campaign save: {} bytes, {} commands; load and replay: {sample_ms:.2} ms",
        text.len(),
        game.log().len()
    );
    let (sample_bytes, sample_commands) = (text.len(), game.log().len());
    // The timeline: every moment of that campaign looked at, each timed alone.
    let len = game.log().len();
    let mut position = 0;
    let scrubs = timed_each(len + 1, || {
        std::hint::black_box(game.at(position));
        position += 1;
    });
    println!(
        "timeline over the sample campaign, any of its {} moments: p95 {:.2} ms, slowest {:.2} ms (budget: p95 ≤ 50 ms a step in the browser)",
        len + 1,
        scrubs[scrubs.len() * 95 / 100],
        scrubs.last().copied().unwrap_or(0.0)
    );
    // A 20-year campaign: every command undone one by one, then redone, each timed alone
    // (the budget is for any one of them, wherever it falls).
    let options = Options { years: 20, ..Options::default() };
    let mut long = Game::new(setup(sample_map(), kingdoms), options, 7).expect("setup");
    play(&mut long, 7);
    let n = long.log().len();
    let undos = timed_each(n, || {
        long.undo();
    });
    let redos = timed_each(n, || {
        let _ = long.redo();
    });
    println!(
        "a 20-year campaign of {n} commands, each undone then redone: the slowest undo {:.3} ms (median {:.3}), the slowest redo {:.3} ms (budget: any undo or redo ≤ 16 ms)",
        undos.last().copied().unwrap_or(0.0),
        undos.get(n / 2).copied().unwrap_or(0.0),
        redos.last().copied().unwrap_or(0.0)
    );

    odds_figures(kingdoms);

    let t = Instant::now();
    let big = generate(100, 100, 1).expect("map");
    println!("generate a 100×100 map (10,000 hexes): {:.1} ms", t.elapsed().as_secs_f64() * 1000.0);
    let mut game = Game::new(setup(big, 8), Options::default(), 1).expect("setup");
    let t = Instant::now();
    let played = play(&mut game, 1);
    println!(
        "a random campaign of 8 kingdoms on 10,000 hexes: {played} commands in {:.1} ms",
        t.elapsed().as_secs_f64() * 1000.0
    );
    write_saves("map-100x100-8k", &game);
    let text = Save::of(&game).to_json().expect("save");
    let runs = 20;
    let t = Instant::now();
    for _ in 0..runs {
        save::load(&text).expect("load");
    }
    let big_ms = t.elapsed().as_secs_f64() * 1000.0 / runs as f64;
    println!(
        "10,000-hex campaign save: {} bytes; load and replay: {big_ms:.1} ms (budget ≤ 20 ms natively)",
        text.len()
    );
    // What the browser bench compares its own figures with.
    let figures = format!(
        r#"{{"sample_bytes":{sample_bytes},"sample_commands":{sample_commands},"sample_replay_ms":{sample_ms:.3},"big_replay_ms":{big_ms:.3}}}"#
    );
    std::fs::write(Path::new(SAVES).join("native.json"), figures).expect("the native figures");
    let slowest = (0..100)
        .map(|_| {
            let t = Instant::now();
            game.undo();
            t.elapsed().as_secs_f64() * 1000.0
        })
        .fold(0.0, f64::max);
    println!("the last 100 undos of that campaign: the slowest {slowest:.2} ms (budget: any undo ≤ 16 ms)");

    long_campaign_figures();
    loyalty_figures(kingdoms);
    domain_figures(kingdoms);
    replay_figures(kingdoms);
    narrative_figures();
    stand_in::figures();
    join_code_figures();
}

/// The codes a device joins with, as QR codes: Chromium's offer in an invite link to a
/// long hosted address, and Firefox's answer (tests/fixtures/sdp/).
fn join_code_figures() {
    use marchwarden::peers::codes::Description;
    use qrcodegen::{QrCode, QrCodeEcc};
    let sdp = |name: &str| std::fs::read_to_string(format!("tests/fixtures/sdp/{name}.sdp")).expect("an SDP fixture");
    let offer = Description::from_sdp(&sdp("chromium-offer")).expect("an offer").to_code(b"0123456789abcdef01234567");
    let link = format!("https://a-table-of-old-friends.github.io/marchwarden/#join={offer}");
    let answer = Description::from_sdp(&sdp("firefox-answer")).expect("an answer").to_code(&[]);
    let version = |text: &str| QrCode::encode_text(text, QrCodeEcc::Medium).map_or(0, |q| q.version().value());
    println!(
        "join codes as QR codes, medium error correction: invite link {} characters, version {}; answer {} characters, version {} (goal: each version ≤ 15)",
        link.len(),
        version(&link),
        answer.len(),
        version(&answer)
    );
}

/// A 20-year campaign of 8 kingdoms on 10,000 hexes: reopened from its checkpoint against
/// from its first command, and a move stored in pieces (`storage::packer`) against whole.
fn long_campaign_figures() {
    let options = Options { years: 20, ..Options::default() };
    let mut game = Game::new(setup(generate(100, 100, 1).expect("map"), 8), options, 3).expect("setup");
    play(&mut game, 3);
    let n = game.log().len();
    let text = Save::of(&game).to_json().expect("save");
    std::fs::write(Path::new(SAVES).join("long-100x100-20y.json"), &text).expect("a bench save");
    let whole_ms = timed_each(5, || {
        save::load(&text).expect("load");
    })[2];
    let position = Checkpoint::position_for(&game).expect("a checkpoint");
    let checkpoint = Checkpoint::of(&game, position).to_json().expect("checkpoint");
    let resumed_ms = timed_each(5, || {
        let (loading, _) = Loading::begin_from(&text, Some(&checkpoint)).expect("begins");
        loading.finish().expect("opens");
    })[2];
    println!(
        "a 20-year campaign of 8 kingdoms on 10,000 hexes ({n} commands, checkpoint at {position}, {} B): opened from its first command {whole_ms:.1} ms, from its checkpoint {resumed_ms:.1} ms",
        checkpoint.len()
    );
    let mut packer = Packer::default();
    packer.pack(&game).expect("packs");
    let pieces = timed_each(50, || {
        game.undo();
        packer.pack(&game).expect("packs");
    });
    let whole = timed_each(5, || {
        codec::to_stored(&Save::of(&game).to_json().expect("save")).expect("packs");
    });
    println!(
        "  an undo there and its save: in pieces median {:.2} ms, slowest {:.2} ms; the save compressed whole {:.1} ms (budget: undo ≤ 16 ms in the browser)",
        pieces[pieces.len() / 2],
        pieces.last().copied().unwrap_or(0.0),
        whole[2]
    );
}

/// Narrative battles (RULES §9): the whole battle's odds, simulated as the page shows them.
fn narrative_figures() {
    let text = include_str!("../tests/fixtures/save-v2-narrative-battle.json");
    let mut game = save::load(text).expect("the narrative fixture loads");
    while let Some(c) = game.answers().into_iter().find(|c| matches!(c, Command::Narrative(_))) {
        if game.decision().rule() != "NAR-1" {
            break;
        }
        game.apply(c).expect("a roster is accepted");
    }
    let state = game.state();
    let Some((battle, nb)) = state.battle.as_ref().and_then(|b| Some((b, b.narrative.as_deref()?))) else {
        println!("narrative odds: the fixture has no battle under way");
        return;
    };
    let t = Instant::now();
    let wins = view::narrative::odds(state, battle, nb, view::narrative::SIMULATED);
    println!(
        "narrative battle odds ({} simulated battles): {:.0} ms, attacker/defender wins {wins:?}",
        view::narrative::SIMULATED,
        t.elapsed().as_secs_f64() * 1000.0
    );
}

/// The loyalty module (RULES §7): random campaigns with it, and supply lines (`LOY-8`)
/// for every army of 8 kingdoms holding the whole of a 100×100 map.
fn loyalty_figures(kingdoms: usize) {
    let start = Instant::now();
    let (mut commands, mut campaigns) = (0, 0);
    while start.elapsed().as_secs_f64() < 1.0 {
        let options = Preset::LoyaltyAndSupply.options();
        let mut game = Game::new(setup(sample_map(), kingdoms), options, campaigns).expect("setup");
        commands += play(&mut game, campaigns);
        campaigns += 1;
    }
    println!(
        "engine with loyalty: {:.0} commands/s ({campaigns} random campaigns of {kingdoms} kingdoms played to their end)",
        commands as f64 / start.elapsed().as_secs_f64()
    );
    let big = generate(100, 100, 1).expect("map");
    let game = Game::new(setup(big, 8), Preset::LoyaltyAndSupply.options(), 1).expect("setup");
    let mut state = game.state().clone();
    let mut rng = ChaCha8Rng::seed_from_u64(1);
    for i in 0..state.tiles.len() {
        let hex = state.map.hex_of_index(i);
        if state.map.terrain(hex) == Some(Terrain::OpenWater) {
            continue;
        }
        // Eight bands of the map, one a kingdom, at loyalty 1–6.
        let k = KingdomId((Map::offset_of(hex).0 * 8 / 100) as u8);
        let tile = &mut state.tiles[i];
        tile.explored = true;
        tile.control = Some(k);
        let mut l = TileLoyalty::default();
        l.set(k, 1 + (rng.next_u32() % 6) as u8);
        tile.loyalty = Some(l);
    }
    let land: Vec<_> = state.map.hexes().filter(|h| state.control(*h).is_some()).collect();
    for n in 0..8 * 20 {
        let hex = land[rng.next_u32() as usize % land.len()];
        let owner = state.control(hex).expect("held");
        state.armies.insert(TokenId(1000 + n), Army::new(owner, hex, 500));
    }
    let runs = 50;
    let t = Instant::now();
    let mut cut_off = 0;
    for _ in 0..runs {
        cut_off = view::loyalty::unsupplied(&state).len();
    }
    println!(
        "supply lines (LOY-8) of {} armies, 8 kingdoms holding all of 10,000 hexes: {:.2} ms ({cut_off} out of supply)",
        state.armies.len(),
        t.elapsed().as_secs_f64() * 1000.0 / runs as f64
    );
}

/// Saves of random campaigns, loaded and replayed: the standard campaign against the
/// domain war's (loyalty and supply with it), which should replay within twice the time.
fn replay_figures(kingdoms: usize) {
    let rate = |options: Options| {
        let saves: Vec<(String, usize)> = (0..10)
            .map(|seed| {
                let mut game = Game::new(setup(sample_map(), kingdoms), options, seed).expect("setup");
                play(&mut game, seed);
                (Save::of(&game).to_json().expect("save"), game.log().len())
            })
            .collect();
        let t = Instant::now();
        let mut commands = 0;
        while t.elapsed().as_secs_f64() < 1.0 {
            for (text, n) in &saves {
                save::load(text).expect("load");
                commands += n;
            }
        }
        commands as f64 / t.elapsed().as_secs_f64()
    };
    let (standard, domain) = (rate(Options::default()), rate(Preset::DomainWar.options()));
    println!(
        "replay of saves: standard {standard:.0} commands/s, domain war {domain:.0} commands/s ({:.2}× slower, goal ≤ 2×)",
        standard / domain
    );
}

/// The domain war (RULES §8): random campaigns with it, and the reachable tiles of one
/// army (`DOM-11`) on a 100×100 map with roads on every side, the largest reach there is.
fn domain_figures(kingdoms: usize) {
    let start = Instant::now();
    let (mut commands, mut campaigns) = (0, 0);
    while start.elapsed().as_secs_f64() < 1.0 {
        let mut game = Game::new(setup(sample_map(), kingdoms), Preset::DomainWar.options(), campaigns).expect("setup");
        commands += play(&mut game, campaigns);
        campaigns += 1;
    }
    println!(
        "engine with the domain war: {:.0} commands/s ({campaigns} random campaigns of {kingdoms} kingdoms played to their end)",
        commands as f64 / start.elapsed().as_secs_f64()
    );
    let mut big = generate(100, 100, 1).expect("map");
    let hexes: Vec<_> = big.hexes().collect();
    for h in &hexes {
        if let Some(t) = big.tile_mut(*h).filter(|t| t.terrain != Terrain::OpenWater) {
            t.roads = marchwarden::engine::map::Roads::ALL;
        }
    }
    let options = Preset::DomainWar.options();
    let game = Game::new(setup(big, 2), options, 1).expect("setup");
    let mut state = game.state().clone();
    for i in 0..state.tiles.len() {
        state.tiles[i].explored = true;
        state.tiles[i].control = Some(KingdomId(0));
    }
    let centre = Map::hex_at(50, 50);
    let land =
        state.map.hexes().filter(|h| state.map.terrain(*h) == Some(Terrain::Land)).min_by_key(|h| h.distance(centre));
    state.armies.insert(TokenId(1), Army::new(KingdomId(0), land.expect("land"), 500));
    let runs = 200;
    let t = Instant::now();
    let mut tiles = 0;
    for _ in 0..runs {
        tiles = march::reach(&state, &options, TokenId(1)).len();
    }
    println!(
        "march reach (DOM-11) of one army on 10,000 hexes with roads everywhere: {:.3} ms ({tiles} tiles)",
        t.elapsed().as_secs_f64() * 1000.0 / runs as f64
    );
}
