//! Prints performance figures; judges nothing. Run by `./dev bench`.

use marchwarden::engine::maps::{generate::generate, sample::sample_map};
use marchwarden::engine::save::{self, Save};
use marchwarden::engine::{Game, KingdomSetup, Map, Options, Setup};
use rand_chacha::ChaCha8Rng;
use rand_core::{RngCore, SeedableRng};
use std::time::Instant;

fn setup(map: Map, kingdoms: usize) -> Setup {
    Setup {
        name: "Bench".into(),
        kingdoms: (0..kingdoms)
            .map(|i| KingdomSetup { name: format!("Kingdom {i}"), colour: format!("#{:02x}3050", i * 30), race: None })
            .collect(),
        map,
    }
}

/// Plays random legal commands to the end of what the engine can decide.
fn play(game: &mut Game, seed: u64) -> usize {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut n = 0;
    loop {
        let legal = game.legal_commands();
        if legal.is_empty() {
            return n;
        }
        let c = legal[rng.next_u32() as usize % legal.len()].clone();
        if game.apply(c).is_err() {
            return n;
        }
        n += 1;
    }
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
        "engine: {:.0} commands/s ({} random campaigns of {kingdoms} kingdoms on the sample map, played until armies meet or winter)",
        commands as f64 / secs,
        campaigns
    );

    let mut game = Game::new(setup(sample_map(), kingdoms), Options::default(), 7).expect("setup");
    play(&mut game, 7);
    let text = Save::of(&game).to_json().expect("save");
    let t = Instant::now();
    let runs = 200;
    for _ in 0..runs {
        save::load(&text).expect("load");
    }
    println!(
        "sample campaign save: {} bytes, {} commands; load and replay: {:.2} ms",
        text.len(),
        game.log().len(),
        t.elapsed().as_secs_f64() * 1000.0 / runs as f64
    );
    let t = Instant::now();
    let n = game.log().len();
    for _ in 0..n {
        game.undo();
    }
    println!("undo of every command, one by one: {:.2} ms for {n}", t.elapsed().as_secs_f64() * 1000.0);

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
    let text = Save::of(&game).to_json().expect("save");
    let t = Instant::now();
    save::load(&text).expect("load");
    println!(
        "10,000-hex campaign save: {} bytes; load and replay: {:.1} ms",
        text.len(),
        t.elapsed().as_secs_f64() * 1000.0
    );
}
