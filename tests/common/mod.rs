//! Helpers shared by the native integration tests.
#![allow(dead_code)] // each test binary uses a different part

use marchwarden::engine::maps::sample::sample_map;
use marchwarden::engine::save::{self, Save};
use marchwarden::engine::state::{Order, Phase, State};
use marchwarden::engine::{Command, Event, Game, Hex, KingdomSetup, Options, Setup};
use rand_chacha::ChaCha8Rng;
use rand_core::{RngCore, SeedableRng};

pub const COLOURS: [&str; 8] = ["#2a5bd7", "#c0392b", "#d4a017", "#1e8449", "#7d3c98", "#e67e22", "#17a2b8", "#6d4c41"];

pub fn sample_setup(kingdoms: usize) -> Setup {
    let names = ["Basilea", "Abyssals", "Dwarfs", "Elves", "Orcs", "Undead", "Salamanders", "Ogres"];
    Setup {
        name: "Sample campaign".into(),
        kingdoms: (0..kingdoms)
            .map(|i| KingdomSetup { name: names[i].into(), colour: COLOURS[i].into(), race: None })
            .collect(),
        map: sample_map(),
        modules: Vec::new(),
    }
}

pub fn rng(seed: u64) -> ChaCha8Rng {
    ChaCha8Rng::seed_from_u64(seed)
}

pub fn pick<T: Clone>(rng: &mut ChaCha8Rng, items: &[T]) -> Option<T> {
    (!items.is_empty()).then(|| items[rng.next_u32() as usize % items.len()].clone())
}

/// Plays random legal commands until nothing is left to decide or `limit` is reached.
pub fn play_random(game: &mut Game, rng: &mut ChaCha8Rng, limit: usize) -> usize {
    let mut n = 0;
    while n < limit {
        let Some(c) = pick(rng, &game.answers()) else {
            break;
        };
        game.apply(c).expect("a legal command applies");
        n += 1;
    }
    n
}

/// A sample campaign with setup complete: every kingdom has its capital, ring and army,
/// and the first month's orders are still to give.
pub fn set_up_sample(kingdoms: usize, seed: u64) -> Game {
    let mut game = Game::new(sample_setup(kingdoms), Options::default(), seed).expect("setup");
    let mut rng = rng(seed);
    while game.state().phase != Phase::Orders {
        let c = pick(&mut rng, &game.answers()).expect("setup always has a legal command");
        game.apply(c).expect("a legal command applies");
    }
    game
}

/// A random one of `legal`, but two times in three a move that closes on an enemy army
/// when there is one, so that random play meets battles.
pub fn pick_aggressive(rng: &mut ChaCha8Rng, game: &Game, legal: &[Command]) -> Option<Command> {
    let state = game.state();
    let closing: Vec<Command> = legal
        .iter()
        .filter(|c| {
            let Command::GiveOrder { token, order: Order::Move { to } } = c else { return false };
            let Some(army) = state.armies.get(token) else { return false };
            let nearest = |from: Hex| {
                state.armies.values().filter(|e| e.kingdom != army.kingdom).map(|e| e.hex.distance(from)).min()
            };
            nearest(*to) < nearest(army.hex)
        })
        .cloned()
        .collect();
    if !closing.is_empty() && rng.next_u32() % 3 != 0 {
        return pick(rng, &closing);
    }
    pick(rng, legal)
}

/// Plays `game` with `pick` until nothing is left to decide, calling `each` with the state
/// before, the game after and the events of every command; then checks that the campaign
/// ended and that its save replays to its hash.
pub fn play_to_end(
    seed: u64,
    game: &mut Game,
    mut pick: impl FnMut(&Game) -> Option<Command>,
    mut each: impl FnMut(&State, &Game, &[Event]),
) {
    let mut steps = 0;
    while let Some(c) = pick(game) {
        steps += 1;
        assert!(steps < 30_000, "seed {seed}: the campaign does not end");
        let before = game.state().clone();
        let events = game.apply(c.clone()).unwrap_or_else(|e| panic!("seed {seed}: {c:?} refused: {e}"));
        each(&before, game, &events);
    }
    assert_eq!(game.state().phase, Phase::Ended, "seed {seed}: stopped");
    let text = Save::of(game).to_json().expect("save");
    assert_eq!(save::load(&text).expect("load").state_hash(), game.state_hash(), "seed {seed}: the save replays");
}

pub fn roll() -> Command {
    Command::Roll { faces: None }
}

/// A crowded 7×5 map with water, marsh, a river and forests, where armies meet within a
/// month or two; two or three kingdoms.
pub fn small_setup(kingdoms: usize) -> Setup {
    let map = serde_json::json!({
        "width": 7, "height": 5,
        "rows": [
            ".  .  .F . .  ~ ~",
            ".s .  .  . .r .s ~",
            ".  m  .  . .r .  .",
            ".  .  .s . .  .F .",
            "~  .  .  . .  .  ."
        ]
    });
    let mut setup = sample_setup(kingdoms.min(3));
    setup.name = "Crowded".into();
    setup.map = serde_json::from_value(map).expect("small map");
    setup
}

/// Replaces board labels under a "hex", "to" or "from" key, and in a "path" list, with
/// axial coordinates, so scenario files read like the board.
pub fn with_hexes(v: &serde_json::Value) -> serde_json::Value {
    use serde_json::Value;
    let axial = |label: &str| {
        let h = marchwarden::engine::Map::parse_label(label).unwrap_or_else(|| panic!("bad label {label}"));
        serde_json::json!({"q": h.q, "r": h.r})
    };
    match v {
        Value::Object(m) => Value::Object(
            m.iter()
                .map(|(k, x)| match (k.as_str(), x) {
                    ("hex" | "to" | "from", Value::String(label)) => (k.clone(), axial(label)),
                    ("path", Value::Array(labels)) if labels.iter().all(Value::is_string) => (
                        k.clone(),
                        Value::Array(labels.iter().map(|l| axial(l.as_str().unwrap_or_default())).collect()),
                    ),
                    _ => (k.clone(), with_hexes(x)),
                })
                .collect(),
        ),
        Value::Array(a) => Value::Array(a.iter().map(with_hexes).collect()),
        other => other.clone(),
    }
}
