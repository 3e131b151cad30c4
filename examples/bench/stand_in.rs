//! The stand-in's strength and speed (`engine::stand_in`), printed by `./dev bench`.
//! Strength: seeded 6-year campaigns, each on its own generated map, of each level
//! (steady, cunning) against two baselines and of the cunning against the steady, won by
//! might at the end, the seat turning with the seed. Speed: a decision's time on a big map
//! at each level in every preset, and a whole campaign of stand-ins.

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

/// A sensible one-ply player: the battle with the best exact odds, an attack at 50% or
/// better, new ground (unexplored or not its own) for an army that cannot attack so,
/// "allocate for me", an army or a city while the food feeds every army, else a village;
/// otherwise any legal answer, at random.
fn sensible(game: &Game, kingdom: KingdomId, rng: &mut ChaCha8Rng) -> Option<Command> {
    let answers = game.answers();
    let state = game.state();
    let best = |score: &dyn Fn(&Command) -> Option<u128>| {
        answers.iter().filter_map(|c| Some((score(c)?, c))).max_by_key(|(s, _)| *s).map(|(_, c)| c.clone())
    };
    let mut any =
        |among: Vec<&Command>| (!among.is_empty()).then(|| among[rng.next_u32() as usize % among.len()].clone());
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
        })
        .or_else(|| {
            let new = |c: &&Command| match c {
                Command::GiveOrder { order: Order::Move { to }, .. } => {
                    let enemy = state.armies_at(*to).any(|(_, a)| a.kingdom != kingdom);
                    !enemy && state.tile(*to).is_some_and(|t| !t.explored || t.control != Some(kingdom))
                }
                _ => false,
            };
            any(answers.iter().filter(new).collect())
        }),
        DecisionKind::AllocateDie { suggested, .. } => {
            Some(Command::AllocateDie { face: suggested.0, army: suggested.1 })
        }
        DecisionKind::Build { .. } => {
            let armies = state.armies.values().filter(|a| a.kingdom == kingdom).count() as u32;
            let food = state.kingdom(kingdom).map_or(0, |k| k.food);
            let rank = |what: Purchase| match what {
                Purchase::Army if food > armies => 3,
                Purchase::City if food > armies => 2,
                Purchase::Village => 1,
                _ => 0,
            };
            best(&|c| match c {
                Command::Buy { what, .. } => Some(rank(*what)).filter(|r| *r > 0),
                _ => None,
            })
            .or_else(|| answers.iter().find(|c| matches!(c, Command::Pass)).cloned())
        }
        _ => None,
    };
    chosen.or_else(|| any(answers.iter().collect()))
}

/// The basic level of the stand-in ("steady").
fn steady(game: &Game, _: KingdomId, _: &mut ChaCha8Rng) -> Option<Command> {
    stand_in::choose(game).map(|c| c.command)
}

/// The look-ahead level ("cunning").
fn cunning(game: &Game, _: KingdomId, _: &mut ChaCha8Rng) -> Option<Command> {
    stand_in::ahead::choose_ahead(game).map(|c| c.command)
}

/// One campaign of `setup`: `level` as kingdom `seat`, `baseline` for every other;
/// whether the level's kingdom ends mightier than each of them.
fn duel(setup: &Setup, options: Options, seed: u64, seat: u8, level: Baseline, baseline: Baseline) -> bool {
    let mut game = Game::new(setup.clone(), options, seed).expect("setup");
    let stand_in = KingdomId(seat);
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    for _ in 0..60_000 {
        let command = match game.decision().who {
            Decider::Kingdom(k) if k == stand_in => level(&game, k, &mut rng),
            Decider::Kingdom(k) => baseline(&game, k, &mut rng),
            Decider::Table => game.answers().first().cloned(),
            Decider::Nobody => None,
        };
        let Some(command) = command else { break };
        if game.apply(command).is_err() || game.state().phase == Phase::Ended {
            break;
        }
    }
    let mine = might(game.state(), stand_in).total();
    game.state().kingdom_ids().filter(|k| *k != stand_in).all(|k| might(game.state(), k).total() < mine)
}

/// `kingdoms` kingdoms on a generated map of `width`×`height`.
fn setup_on(width: u16, height: u16, kingdoms: usize, seed: u64) -> Setup {
    let kingdoms = (0..kingdoms)
        .map(|i| marchwarden::engine::KingdomSetup {
            name: format!("K{i}"),
            colour: format!("#{:02x}3050", 30 * i),
            race: None,
        })
        .collect();
    Setup { name: "Duel".into(), kingdoms, map: generate(width, height, seed).expect("map"), modules: Vec::new() }
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

/// How many of `campaigns` the stand-in wins, each on its own generated map of the size
/// with `kingdoms` kingdoms, its seat turning with the seed; shared among the cores.
fn won(
    size: (u16, u16),
    kingdoms: usize,
    options: Options,
    campaigns: u64,
    level: Baseline,
    baseline: Baseline,
) -> u64 {
    let threads = std::thread::available_parallelism().map_or(1, |n| n.get());
    std::thread::scope(|s| {
        let shares: Vec<_> = (0..threads)
            .map(|first| {
                s.spawn(move || {
                    let wins = (first as u64..campaigns).step_by(threads).filter(|seed| {
                        let setup = setup_on(size.0, size.1, kingdoms, 1000 + seed);
                        duel(&setup, options, *seed, (*seed % kingdoms as u64) as u8, level, baseline)
                    });
                    wins.count() as u64
                })
            })
            .collect();
        shares.into_iter().map(|share| share.join().expect("a share of the duels")).sum()
    })
}

/// "62% (52–71%)": the share won with its 95% (Wilson) interval.
fn share(won: u64, of: u64) -> String {
    let (n, p, z) = (of as f64, won as f64 / of as f64, 1.96_f64);
    let centre = (p + z * z / (2.0 * n)) / (1.0 + z * z / n);
    let half = z * (p * (1.0 - p) / n + z * z / (4.0 * n * n)).sqrt() / (1.0 + z * z / n);
    format!("{:.0}% ({:.0}–{:.0}%) of {of}", 100.0 * p, 100.0 * (centre - half), 100.0 * (centre + half))
}

/// The presets measured: all, or those whose name holds `STAND_IN_PRESET` (to measure one
/// change quickly).
fn presets() -> Vec<Preset> {
    let only = std::env::var("STAND_IN_PRESET").unwrap_or_default().to_lowercase();
    Preset::ALL.into_iter().filter(|p| p.name().to_lowercase().contains(&only)).collect()
}

pub fn figures() {
    let count = |name: &str, default: u64| std::env::var(name).ok().and_then(|v| v.parse().ok()).unwrap_or(default);
    let campaigns = count("STAND_IN_CAMPAIGNS", 100);
    // The cunning level plays each campaign some 30 times slower: fewer of them.
    let levels = [("steady", steady as Baseline, campaigns), ("cunning", cunning, count("STAND_IN_CUNNING", 30))];
    let t = Instant::now();
    let sizes = [(12, 10), (16, 12), (24, 18)];
    for preset in presets().into_iter().filter(|_| campaigns > 0) {
        let options = preset.options();
        let name = preset.name();
        for (level, player, n) in levels {
            let random = won((16, 12), 2, options, n, player, random as Baseline);
            println!("{level} against random, {name}, 16×12: {}", share(random, n));
            for size in sizes {
                let won = won(size, 2, options, n, player, sensible as Baseline);
                println!("{level} against a sensible player, {name}, {}×{}: {}", size.0, size.1, share(won, n));
            }
        }
        let n = levels[1].2;
        for size in sizes {
            let won = won(size, 2, options, n, cunning as Baseline, steady as Baseline);
            println!("cunning against steady, {name}, {}×{}: {}", size.0, size.1, share(won, n));
        }
    }
    if campaigns == 0 {
        return speed();
    }
    for (level, player, n) in levels {
        let ffa = won((20, 16), 4, Options::default(), n, player, sensible as Baseline);
        println!("{level} against three sensible players, 20×16 (fair share 25%): {}", share(ffa, n));
    }
    println!(
        "  (goals: each level against random at least 90%, against a sensible player at least 90% in every \
         preset, against three at least 60%; cunning against steady at least 75%; {:.1} s)",
        t.elapsed().as_secs_f64()
    );
    speed();
}

/// A decision's time on 100×100 with 8 kingdoms in every preset, and a whole campaign of
/// stand-ins.
fn speed() {
    for preset in presets() {
        decision_time(preset, "steady", 2000);
    }
    for preset in presets() {
        decision_time(preset, "cunning", 400);
    }
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

/// The p95 and the longest of a stand-in's decisions at `level` over the first `commands`
/// commands of an 8-kingdom campaign of `preset` on 100×100.
fn decision_time(preset: Preset, level: &str, commands: usize) {
    let choose = if level == "cunning" { stand_in::ahead::choose_ahead } else { stand_in::choose };
    let options = preset.options();
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
    for _ in 0..commands {
        let command = match game.decision().who {
            Decider::Kingdom(_) => {
                let t = Instant::now();
                let c = choose(&game).map(|c| c.command);
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
    let longest = times.last().copied().unwrap_or(0.0);
    let goal = if level == "cunning" { "goal: p95 under 250 ms in the page" } else { "goal: p95 under 20 ms" };
    println!(
        "a {level} stand-in's decision on 100×100, 8 kingdoms, {}: p95 {p95:.2} ms, longest {longest:.1} ms, over {} \
         ({goal})",
        preset.name(),
        times.len()
    );
}
