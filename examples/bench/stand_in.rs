//! The stand-in's strength and speed (`engine::stand_in`), printed by `./dev bench`.
//! Strength: seeded 2-kingdom 6-year campaigns on the sample map against two fixed
//! baselines, won by might at the end; the stand-in plays the first kingdom in even
//! seeds and the second in odd ones. Speed: a decision's time on a big map, and a whole
//! campaign of stand-ins.

use marchwarden::engine::decision::{Decider, DecisionKind};
use marchwarden::engine::maps::{generate::generate, sample::sample_map};
use marchwarden::engine::scoring::might;
use marchwarden::engine::stand_in::{self, attack_chance, ATTACK_AT};
use marchwarden::engine::state::{KingdomId, Order, Phase};
use marchwarden::engine::winter::Purchase;
use marchwarden::engine::{Command, Game, Options, Preset, Setup};
use rand_chacha::ChaCha8Rng;
use rand_core::{RngCore, SeedableRng};
use std::time::Instant;

/// How a baseline answers a decision of its own.
type Baseline = fn(&Game, KingdomId, &mut ChaCha8Rng) -> Option<Command>;

/// Uniformly among the legal answers, with the bench's seed.
fn random(game: &Game, _: KingdomId, rng: &mut ChaCha8Rng) -> Option<Command> {
    let answers = game.answers();
    (!answers.is_empty()).then(|| answers[rng.next_u32() as usize % answers.len()].clone())
}

/// The first legal answer, except: the battle with the best exact odds, an attack at 50%
/// or better, "allocate for me", the dearest purchase it can afford.
fn greedy(game: &Game, kingdom: KingdomId, _: &mut ChaCha8Rng) -> Option<Command> {
    let answers = game.answers();
    let state = game.state();
    let best = |score: &dyn Fn(&Command) -> Option<u128>| {
        answers.iter().filter_map(|c| Some((score(c)?, c))).max_by_key(|(s, _)| *s).map(|(_, c)| c.clone())
    };
    let chosen = match game.decision().kind {
        DecisionKind::ChooseBattle { .. } => best(&|c| match c {
            Command::ChooseBattle { hex, enemy } => {
                let army = state.armies_at(*hex).find(|(_, a)| a.kingdom == kingdom).map(|(id, _)| id)?;
                let mut s = state.clone();
                s.armies.retain(|id, a| *id == army || a.kingdom == *enemy || a.hex != *hex);
                attack_chance(&s, kingdom, army, *hex)
            }
            _ => None,
        }),
        DecisionKind::GiveOrder { .. } => best(&|c| match c {
            Command::GiveOrder { token, order: Order::Move { to } } => {
                attack_chance(state, kingdom, *token, *to).filter(|p| *p >= ATTACK_AT * 10)
            }
            _ => None,
        }),
        DecisionKind::AllocateDie { suggested, .. } => {
            Some(Command::AllocateDie { face: suggested.0, army: suggested.1 })
        }
        DecisionKind::Build { .. } => best(&|c| match c {
            Command::Buy { what, .. } => {
                let (gold, food) = what.cost();
                Some(u128::from(gold + food) * 2 + u128::from(*what == Purchase::Army))
            }
            _ => None,
        }),
        _ => None,
    };
    chosen.or_else(|| answers.first().cloned())
}

/// One campaign: the stand-in against `baseline`; whether the stand-in ends mightier.
fn duel(options: Options, seed: u64, baseline: Baseline) -> bool {
    let mut game = Game::new(duel_setup(), options, seed).expect("setup");
    let stand_in = KingdomId((seed % 2) as u8);
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    for _ in 0..30_000 {
        let command = match game.decision().who {
            Decider::Kingdom(k) if k == stand_in => stand_in::choose(&game).map(|c| c.command),
            Decider::Kingdom(k) => baseline(&game, k, &mut rng),
            Decider::Table => game.answers().first().cloned(),
            Decider::Nobody => None,
        };
        let Some(command) = command else { break };
        if game.apply(command).is_err() || game.state().phase == Phase::Ended {
            break;
        }
    }
    let other = KingdomId(1 - stand_in.0);
    might(game.state(), stand_in).total() > might(game.state(), other).total()
}

/// Basilea and the Orcs on the sample map.
fn duel_setup() -> Setup {
    let kingdoms = ["Basilea", "Orcs"]
        .iter()
        .zip(["#2a5bd7", "#7d3c98"])
        .map(|(n, c)| marchwarden::engine::KingdomSetup { name: n.to_string(), colour: c.to_string(), race: None })
        .collect();
    Setup { name: "Duel".into(), kingdoms, map: sample_map(), modules: Vec::new() }
}

/// How many of the campaigns seeded 0.. the stand-in wins, shared among the machine's cores.
fn won(options: Options, campaigns: u64, baseline: Baseline) -> usize {
    let threads = std::thread::available_parallelism().map_or(1, |n| n.get());
    std::thread::scope(|s| {
        let shares: Vec<_> = (0..threads)
            .map(|first| {
                s.spawn(move || {
                    (first as u64..campaigns).step_by(threads).filter(|seed| duel(options, *seed, baseline)).count()
                })
            })
            .collect();
        shares.into_iter().map(|share| share.join().expect("a share of the duels")).sum()
    })
}

pub fn figures() {
    let campaigns: u64 = std::env::var("STAND_IN_CAMPAIGNS").ok().and_then(|v| v.parse().ok()).unwrap_or(100);
    let t = Instant::now();
    for (module, options) in [
        ("", Options::default()),
        (", loyalty", Preset::LoyaltyAndSupply.options()),
        (", domain war", Preset::DomainWar.options()),
    ] {
        for (name, baseline) in [("random", random as Baseline), ("greedy", greedy as Baseline)] {
            let won = won(options, campaigns, baseline);
            println!("stand-in against {name}{module}: {won} of {campaigns} campaigns won");
        }
    }
    println!("  (goals: against random at least 90%, against greedy at least 60%; {:.1} s)", t.elapsed().as_secs_f64());
    speed();
}

/// A decision's time on 100×100 with 8 kingdoms, and a whole campaign of stand-ins.
fn speed() {
    let options = Options::default();
    let setup = Setup {
        name: "Big".into(),
        kingdoms: (0..8)
            .map(|i| marchwarden::engine::KingdomSetup {
                name: format!("K{i}"),
                colour: format!("#{:02x}3050", i * 30),
                race: None,
            })
            .collect(),
        map: generate(100, 100, 1).expect("map"),
        modules: Vec::new(),
    };
    let mut game = Game::new(setup, options, 9).expect("setup");
    let mut times = Vec::new();
    for _ in 0..2000 {
        let command = match game.decision().who {
            Decider::Kingdom(_) => {
                let t = Instant::now();
                let c = stand_in::choose(&game).map(|c| c.command);
                times.push(t.elapsed().as_secs_f64() * 1000.0);
                c
            }
            _ => game.answers().first().cloned(),
        };
        let Some(command) = command else { break };
        if game.apply(command).is_err() {
            break;
        }
    }
    times.sort_by(f64::total_cmp);
    let p95 = times.get(times.len() * 95 / 100).copied().unwrap_or(0.0);
    println!("a stand-in's decision on 100×100, 8 kingdoms: p95 {p95:.2} ms over {} (goal: under 20 ms)", times.len());
    let t = Instant::now();
    let mut game = Game::new(duel_setup(), Options::default(), 4).expect("setup");
    let mut n = 0;
    while let Some(c) = match game.decision().who {
        Decider::Kingdom(_) => stand_in::choose(&game).map(|c| c.command),
        Decider::Table => game.answers().first().cloned(),
        Decider::Nobody => None,
    } {
        if game.apply(c).is_err() || game.state().phase == Phase::Ended {
            break;
        }
        n += 1;
    }
    println!(
        "a 6-year campaign of stand-ins on the sample map: {n} commands in {:.0} ms (goal: under 2 s)",
        t.elapsed().as_secs_f64() * 1000.0
    );
}
