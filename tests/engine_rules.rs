//! Engine-wide properties: decisions and legality (APP-1), dice and undo (APP-2, APP-3),
//! the chronicle (APP-4), and the setup end state on the sample map (SET-2…SET-5).

mod common;

use common::*;
use marchwarden::engine::battle::{BattleKind, TabletopResult};
use marchwarden::engine::chronicle::{describe_entry, Teller};
use marchwarden::engine::domain::{Answer, DomainCommand, DomainOrder};
use marchwarden::engine::game::{Entry, ReplayError, When};
use marchwarden::engine::rules::winter::deploy;
use marchwarden::engine::ruleset::Resolver;
use marchwarden::engine::save::{self, Save};
use marchwarden::engine::state::Phase;
use marchwarden::engine::state::{KingdomId, Order, TokenId};
use marchwarden::engine::winter::WinterStep;
use marchwarden::engine::Terrain;
use marchwarden::engine::{
    Command, Decider, DecisionKind, DiceMode, Dir, Event, Game, Hex, Map, Options, RuleError, SettlementKind,
};
use marchwarden::words::english;
use rand_core::RngCore;

/// Commands a careless or hostile player might send: legal-looking and absurd alike.
fn arbitrary_command(rng: &mut rand_chacha::ChaCha8Rng, game: &Game) -> Command {
    let hex = Hex::new((rng.next_u32() % 20) as i32 - 6, (rng.next_u32() % 14) as i32 - 2);
    let kind = [SettlementKind::Village, SettlementKind::City, SettlementKind::Fortress][rng.next_u32() as usize % 3];
    match rng.next_u32() % 10 {
        8 => return free_action(rng),
        9 => return typed_command(rng),
        _ => {}
    }
    match rng.next_u32() % 8 {
        0 => Command::Roll { faces: None },
        1 => Command::Roll { faces: Some(vec![(rng.next_u32() % 8) as u8; (rng.next_u32() % 4) as usize]) },
        2 => Command::PlaceCapital { hex },
        3 => Command::PlaceSettlement { hex, kind },
        4 => Command::PlaceArmy { hex },
        5 => battle_command(rng),
        _ => {
            // An order for any token, often a move next door, sometimes across the map.
            let token = TokenId(1 + rng.next_u32() % 8);
            let near =
                game.state().armies.get(&token).map_or(hex, |a| a.hex.neighbor(Dir::ALL[rng.next_u32() as usize % 6]));
            if rng.next_u32() % 3 == 0 {
                return Command::ResolveOrder { token };
            }
            if rng.next_u32() % 3 == 0 {
                return march_command(rng, game, token);
            }
            let order = match rng.next_u32() % 5 {
                0 => Order::Move { to: hex },
                1 | 2 => Order::Move { to: near },
                3 => Order::Defend,
                _ => [Order::Raze, Order::Regroup][rng.next_u32() as usize % 2],
            };
            Command::GiveOrder { token, order }
        }
    }
}

/// `DOM-11`: a march along a random walk (legal or not), with pillage and skirmish now
/// and then; or a pillage, plunder or skirmish order.
fn march_command(rng: &mut rand_chacha::ChaCha8Rng, game: &Game, token: TokenId) -> Command {
    let order = match rng.next_u32() % 6 {
        0 => Some(DomainOrder::Pillage { mp: (rng.next_u32() % 8) as u8 }),
        1 => Some(DomainOrder::Plunder { kinds: (rng.next_u32() % 16) as u8 }),
        2 => Some([DomainOrder::LowerSource, DomainOrder::Skirmish][rng.next_u32() as usize % 2]),
        _ => None,
    };
    if let Some(order) = order {
        return Command::GiveOrder { token, order: Order::Domain(order) };
    }
    let mut at = game.state().armies.get(&token).map_or(Hex::new(2, 2), |a| a.hex);
    let path = (0..1 + rng.next_u32() % 5)
        .map(|_| {
            at = at.neighbor(Dir::ALL[rng.next_u32() as usize % 6]);
            at
        })
        .collect();
    let pillage = if rng.next_u32() % 3 == 0 { (rng.next_u32() % 4) as u8 } else { 0 };
    Command::Domain(DomainCommand::March { token, path, pillage, skirmish: rng.next_u32() % 4 == 0 })
}

/// Actions open whatever is pending: pairing, the resolver switch, roster edits, the
/// mounted flag.
fn free_action(rng: &mut rand_chacha::ChaCha8Rng) -> Command {
    let (army, ship) = (TokenId(1 + rng.next_u32() % 12), TokenId(1 + rng.next_u32() % 12));
    if rng.next_u32() % 5 == 0 {
        return Command::Domain(DomainCommand::SetMounted { army, mounted: rng.next_u32() % 2 == 0 });
    }
    match rng.next_u32() % 4 {
        0 => Command::Pair { army, ship },
        1 => Command::Unpair { ship },
        2 => Command::SwitchResolver {
            kind: [BattleKind::Simple, BattleKind::Tabletop, BattleKind::Naval][rng.next_u32() as usize % 3],
        },
        _ => Command::RemoveUnit { army, unit: (rng.next_u32() % 4) as u8 },
    }
}

/// Commands whose values are typed in: a unit, a race, a roll of the table's dice.
fn typed_command(rng: &mut rand_chacha::ChaCha8Rng) -> Command {
    let text = ["", "Knights", "  ", &"x".repeat(61), "Горные гномы"][rng.next_u32() as usize % 5].to_string();
    match rng.next_u32() % 3 {
        0 => Command::AddUnit {
            army: TokenId(1 + rng.next_u32() % 8),
            name: text,
            size: ["Regiment", "Horde", ""][rng.next_u32() as usize % 3].into(),
            base_strength: (rng.next_u32() % 7) as i8 - 1,
            tags: Vec::new(),
            character: None,
        },
        1 => Command::ChooseRace { race: text },
        _ => Command::Roll { faces: Some((0..1 + rng.next_u32() % 3).map(|_| (rng.next_u32() % 8) as u8).collect()) },
    }
}

/// The action a command takes, with the values a player types in left out: `check`
/// validates those, and `legal_commands` lists one command per action (for a march, one per
/// tile reached: `DOM-11`).
fn action(game: &Game, c: &Command) -> Command {
    match c {
        Command::Domain(DomainCommand::March { token, path, .. }) => {
            let listed = game.legal_commands().into_iter().find(|l| {
                matches!(l, Command::Domain(DomainCommand::March { token: t, path: p, .. }) if t == token && p.last() == path.last())
            });
            listed.unwrap_or(Command::Domain(DomainCommand::March {
                token: *token,
                path: path.clone(),
                pillage: 0,
                skirmish: false,
            }))
        }
        Command::AddUnit { army, .. } => Command::AddUnit {
            army: *army,
            name: String::new(),
            size: String::new(),
            base_strength: 0,
            tags: Vec::new(),
            character: None,
        },
        Command::ChooseRace { .. } => Command::ChooseRace { race: String::new() },
        Command::Roll { faces: Some(f) } => Command::Roll { faces: Some(vec![0; f.len()]) },
        Command::ReportTabletop { result, .. } => Command::ReportTabletop { result: *result, units: Vec::new() },
        other => other.clone(),
    }
}

/// Battle answers with random tokens, tiles and faces.
fn battle_command(rng: &mut rand_chacha::ChaCha8Rng) -> Command {
    let token = TokenId(1 + rng.next_u32() % 8);
    let hex = Hex::new((rng.next_u32() % 14) as i32 - 3, (rng.next_u32() % 12) as i32 - 1);
    match rng.next_u32() % 10 {
        0 => Command::ChooseBattle { hex, enemy: KingdomId((rng.next_u32() % 7) as u8) },
        1 => Command::ChooseBattleKind { kind: [BattleKind::Naval, BattleKind::Simple][rng.next_u32() as usize % 2] },
        2 => Command::RemoveToken { token },
        3 => Command::AllocateDie { face: (rng.next_u32() % 7) as u8, army: token },
        4 => Command::DeclareLoser { concede: rng.next_u32() % 2 == 0 },
        5 => Command::ReportTabletop { result: TabletopResult::Draw, units: Vec::new() },
        6 => Command::Retreat { token, to: hex },
        7 => Command::WinnerMove { token, to: hex },
        8 => Command::Domain(DomainCommand::Engage(
            [
                Answer::Stay,
                Answer::TakeField,
                Answer::Attack,
                Answer::Decline,
                Answer::Pillage,
                Answer::PickUnits,
                Answer::Ambush,
                Answer::Escort { army: token },
            ][rng.next_u32() as usize % 8],
        )),
        _ => Command::WinnerStays,
    }
}

// APP-1: legal_commands() and check() agree on random states, and a refused command leaves
// the state untouched. SUM-BAT-1…RES-4: random play goes through every battle it meets,
// with both land resolvers, to the end of the campaign. APP-3: the played campaign saves, loads and
// replays to the same hash.
#[test]
fn app_1_legal_commands_agree_with_check_on_random_states() {
    let mut battles = 0;
    let mut seen = std::collections::BTreeMap::new();
    for seed in 0..24 {
        let mut rng = rng(seed);
        let resolver = if seed % 3 == 0 { Resolver::Tabletop } else { Resolver::Simple };
        let small = seed % 2 == 0;
        // DOM-*: every fourth campaign plays the domain war (every eighth with loyalty).
        let options = Options {
            resolver,
            months: if small { 6 } else { 3 },
            years: if small { 2 } else { 1 },
            domain: seed % 4 == 1,
            loyalty: seed % 8 == 1,
            ..Options::default()
        };
        let setup = if small { small_setup(2 + seed as usize % 4 / 2) } else { sample_setup(2 + seed as usize % 5) };
        let mut game = Game::new(setup, options, seed).unwrap();
        loop {
            let legal = game.legal_commands();
            for c in &legal {
                assert_eq!(game.check(c), Ok(()), "seed {seed}: listed {c:?} is refused");
            }
            let actions: Vec<Command> = legal.iter().map(|c| action(&game, c)).collect();
            for _ in 0..12 {
                let c = arbitrary_command(&mut rng, &game);
                let before = game.state_hash();
                let ok = game.check(&c).is_ok();
                if c == action(&game, &c) {
                    assert_eq!(ok, legal.contains(&c), "seed {seed}: check and legal_commands disagree on {c:?}");
                } else if ok {
                    assert!(
                        actions.contains(&action(&game, &c)),
                        "seed {seed}: {c:?} is accepted but its action is not listed"
                    );
                }
                if !ok {
                    let mut probe = game.clone();
                    assert!(probe.apply(c).is_err());
                    assert_eq!(probe.state_hash(), before, "a refused command changed the state");
                }
            }
            // Mostly answers, which move the campaign on; now and then an open action.
            let answers = game.answers();
            let open: Vec<Command> = legal.iter().filter(|c| !answers.contains(c)).cloned().collect();
            let c = match rng.next_u32() % 8 {
                0 if !open.is_empty() => pick(&mut rng, &open),
                _ => pick_aggressive(&mut rng, &game, &answers),
            };
            let Some(c) = c else {
                break;
            };
            for what in ["Pair", "Unpair", "SwitchResolver", "AddUnit", "RemoveUnit"] {
                if format!("{c:?}").starts_with(what) {
                    *seen.entry(what).or_insert(0) += 1;
                }
            }
            battles += usize::from(matches!(c, Command::ChooseBattle { .. }));
            for e in game.apply(c).unwrap() {
                let name = match e {
                    Event::BattleKindSet { kind } => kind.name(),
                    Event::TokenRetreated { .. } => "retreat",
                    Event::WinnerMoved { .. } => "winner's move",
                    Event::TokenDestroyed { .. } => "destroyed",
                    Event::Tithed { .. } => "tithe",
                    Event::Purchased { .. } => "purchase",
                    Event::Deployed { .. } => "deployment",
                    _ => continue,
                };
                *seen.entry(name).or_insert(0) += 1;
            }
            // WIN-6: a settlement never holds more placed armies than it has room for.
            if let (Phase::Winter, Some(w)) = (&game.state().phase, &game.state().winter) {
                let s = game.state();
                for k in s.player_order.iter().copied() {
                    for hex in s.map.hexes() {
                        let placed =
                            s.armies.iter().filter(|(id, a)| a.kingdom == k && a.hex == hex && !w.staged.contains(id));
                        if !w.staged.is_empty() || w.step == WinterStep::Deploy {
                            assert!(placed.count() <= deploy::room(s, k, hex), "seed {seed}: WIN-6 room at {hex:?}");
                        }
                    }
                }
            }
            // SUM-ORD-4, RES-1: no army ever stands in open water, in marsh or off the map.
            for (id, a) in &game.state().armies {
                assert_eq!(game.map().terrain(a.hex), Some(Terrain::Land), "seed {seed}: army {id} at {:?}", a.hex);
                assert!(a.points > 0 && a.points <= 500, "SIM-3: army {id} has {} points", a.points);
            }
        }
        let phase = &game.state().phase;
        assert!(matches!(phase, Phase::Ended), "seed {seed}: stopped in {phase:?}");
        let text = Save::of(&game).to_json().unwrap();
        assert_eq!(save::load(&text).unwrap().state_hash(), game.state_hash(), "seed {seed}");
    }
    println!("{battles} battles: {seen:?}");
    for what in [
        "simple battle",
        "tabletop battle",
        "retreat",
        "winner's move",
        "destroyed",
        "tithe",
        "purchase",
        "deployment",
        "AddUnit",
        "RemoveUnit",
        "SwitchResolver",
    ] {
        assert!(seen.contains_key(what), "random play never saw a {what}: {seen:?}");
    }
}

// APP-1: every decision names who decides; rolls belong to the table, placements to the
// kingdom whose turn it is in player order.
#[test]
fn app_1_decisions_name_the_decider_in_player_order() {
    let mut game = Game::new(sample_setup(3), Options::default(), 5).unwrap();
    assert_eq!(game.decision().who, Decider::Table);
    while matches!(game.decision().kind, DecisionKind::Roll { .. }) {
        game.apply(roll()).unwrap();
    }
    let order = game.state().player_order.clone();
    assert_eq!(order.len(), 3);
    for k in &order {
        assert_eq!(game.decision().who, Decider::Kingdom(*k));
        let c = game.answers()[0].clone();
        game.apply(c).unwrap();
    }
    assert_eq!(game.decision().who, Decider::Kingdom(order[0]), "rings start again at the first player");
}

fn order_roll_faces(events: &[Event]) -> Vec<u8> {
    events
        .iter()
        .filter_map(|e| match e {
            Event::DiceRolled { faces, .. } => Some(faces[0]),
            _ => None,
        })
        .collect()
}

// APP-2, APP-3: undo then redo, or undo then roll again, shows the same faces; undoing
// everything and redoing everything rebuilds the same state.
#[test]
fn app_3_undo_never_rerolls() {
    let mut game = Game::new(sample_setup(6), Options::default(), 77).unwrap();
    let first = order_roll_faces(&game.apply(roll()).unwrap());
    assert_eq!(first.len(), 6);
    assert!(game.undo());
    assert_eq!(game.log().len(), 0);
    assert!(game.redo().unwrap());
    let chronicle_faces: Vec<u8> = game
        .chronicle()
        .iter()
        .filter_map(|e| match e {
            Entry::Event { event: Event::DiceRolled { faces, .. }, .. } => Some(faces[0]),
            _ => None,
        })
        .collect();
    assert_eq!(chronicle_faces, first);
    game.undo();
    let again = order_roll_faces(&game.apply(roll()).unwrap());
    assert_eq!(again, first, "rolling again at the same log position shows the same dice");
    assert!(!game.can_redo(), "a new command clears redo");

    let mut full = set_up_sample(4, 78);
    let hash = full.state_hash();
    let n = full.log().len();
    for _ in 0..n {
        assert!(full.undo());
    }
    assert!(!full.undo());
    for _ in 0..n {
        assert!(full.redo().unwrap());
    }
    assert_eq!(full.state_hash(), hash);
    assert_eq!(full.undo_notes().len(), n, "the log keeps every undo");
}

// APP-2: with table dice the faces are typed in and validated; with app dice they may not be.
#[test]
fn app_2_table_dice_are_validated() {
    let options = Options { dice: DiceMode::Table, ..Options::default() };
    let mut game = Game::new(sample_setup(2), options, 1).unwrap();
    let named = Command::Roll { faces: Some(vec![1, 1]) };
    assert_eq!(game.legal_commands(), vec![named], "typed faces: one command names the roll");
    assert_eq!(game.apply(roll()), Err(RuleError::FacesMissing { count: 2 }));
    assert_eq!(
        game.apply(Command::Roll { faces: Some(vec![7, 1]) }),
        Err(RuleError::FacesInvalid { count: 2, sides: 6 })
    );
    assert_eq!(game.apply(Command::Roll { faces: Some(vec![3]) }), Err(RuleError::FacesInvalid { count: 2, sides: 6 }));
    let events = game.apply(Command::Roll { faces: Some(vec![2, 5]) }).unwrap();
    assert_eq!(order_roll_faces(&events), vec![2, 5]);
    assert_eq!(game.state().player_order, vec![marchwarden::engine::KingdomId(1), marchwarden::engine::KingdomId(0)]);

    let mut app = Game::new(sample_setup(2), Options::default(), 1).unwrap();
    assert_eq!(app.apply(Command::Roll { faces: Some(vec![6, 1]) }), Err(RuleError::FacesGiven));
}

// APP-2: app dice are the campaign seed's: the same seed gives the same player order.
#[test]
fn app_2_same_seed_same_campaign() {
    let a = set_up_sample(5, 123);
    let b = set_up_sample(5, 123);
    assert_eq!(a.state_hash(), b.state_hash());
    let first_roll =
        |seed| order_roll_faces(&Game::new(sample_setup(5), Options::default(), seed).unwrap().apply(roll()).unwrap());
    assert_eq!(first_roll(123), first_roll(123));
    assert!((0..10).any(|s| first_roll(s) != first_roll(123)));
}

// SET-3, SET-4, SET-5 on the sample map with six kingdoms: every kingdom ends with a capital
// on a starting tile, its ring's settlements, and one army on its own settlement; with the
// simple resolver that army's roster is its points, 500 at creation (SET-7).
#[test]
fn set_3_set_4_set_5_every_kingdom_is_set_up() {
    for seed in 0..10 {
        let game = set_up_sample(6, seed);
        let s = game.state();
        for k in s.kingdom_ids() {
            let capital = s.capital_of(k).expect("a capital");
            assert!(game.map().tile(capital).unwrap().starting, "SET-3");
            let mut kinds: Vec<SettlementKind> = game
                .map()
                .neighbors(capital)
                .filter_map(|(_, h)| s.tile(h).and_then(|t| t.settlement.as_ref()).filter(|_| s.control(h) == Some(k)))
                .map(|st| st.kind)
                .collect();
            kinds.sort();
            assert_eq!(
                kinds,
                vec![SettlementKind::Village, SettlementKind::Village, SettlementKind::City, SettlementKind::Fortress],
                "SET-4"
            );
            let armies: Vec<_> = s.armies.values().filter(|a| a.kingdom == k).collect();
            assert_eq!(armies.len(), 1, "SET-5");
            assert_eq!(armies[0].points, 500);
            assert!(s.tile(armies[0].hex).unwrap().settlement.is_some() && s.control(armies[0].hex) == Some(k));
        }
    }
}

// APP-4: every event of a campaign reads as a sentence naming kingdoms and board labels.
#[test]
fn app_4_chronicle_reads_as_sentences() {
    let mut game = set_up_sample(2, 9);
    game.undo();
    let entries = game.chronicle();
    let teller = Teller::new(&game, &entries);
    let lines: Vec<String> = entries.iter().map(|e| english(&describe_entry(&teller, e))).collect();
    assert!(lines.iter().all(|l| l.ends_with('.') && l.len() > 8));
    assert!(lines.iter().any(|l| l.starts_with("Player order: ")));
    let capital = game.state().capital_of(game.state().player_order[0]).unwrap();
    let name = game.state().kingdom_name(game.state().player_order[0]).to_string();
    // Names are isolated (U+2068 … U+2069) so no name turns its sentence round.
    assert!(
        lines.contains(&format!(
            "\u{2068}{name}\u{2069} founded its capital city at \u{2068}{}\u{2069} (SET-3).",
            Map::label(capital)
        )),
        "{lines:?}"
    );
    assert!(lines.last().unwrap().starts_with("Undone: the army placed at "), "{lines:?}");
}

// APP-4: each chronicle entry is dated by the moment it happened, even when one command
// ends a month and begins the next (or winter) part-way through its events.
#[test]
fn app_4_entries_are_dated_when_they_happen() {
    let mut game = Game::new(sample_setup(2), Options { months: 1, ..Options::default() }, 4).unwrap();
    let mut rng = rng(4);
    while !matches!(game.state().phase, Phase::Winter | Phase::Ended) {
        let c = pick(&mut rng, &game.answers()).unwrap();
        game.apply(c).unwrap();
    }
    let entries = game.chronicle();
    let dated = |wanted: &dyn Fn(&Event) -> bool| {
        entries.iter().find_map(|e| match e {
            Entry::Event { event, when, .. } if wanted(event) => Some(*when),
            _ => None,
        })
    };
    assert_eq!(dated(&|e| matches!(e, Event::MonthEnded)), Some(When::Month { year: 1, month: 1 }));
    assert_eq!(dated(&|e| matches!(e, Event::Gathered { .. })), Some(When::Winter { year: 1 }));
}

fn map_of(rows: &[&str]) -> Map {
    let width = rows[0].split_whitespace().count();
    serde_json::from_value(serde_json::json!({"width": width, "height": rows.len(), "rows": rows})).unwrap()
}

// APP-1, SUM-1, REF-7, WIN-7: on odd maps too (two tiles side by side or stacked, an
// island in a river, a 200-tile strip) every campaign reaches its end: a phase with
// nothing to decide moves on, and a decision never waits for rules that exist.
#[test]
fn app_1_every_campaign_reaches_its_end_on_odd_maps() {
    let strip = vec![".s"; 2].into_iter().chain(vec!["."; 196]).chain(vec![".s"; 2]).collect::<Vec<_>>().join(" ");
    let maps = [
        map_of(&[".s .s"]),
        map_of(&[".s", ".s"]),
        map_of(&["~ ~ ~ ~", "~ .sr .r ~", "~ .r .sr ~", "~ ~ ~ ~"]),
        map_of(&[&strip]),
    ];
    for (m, map) in maps.into_iter().enumerate() {
        for seed in 0..30u64 {
            let mut setup = sample_setup(2);
            setup.map = map.clone();
            let options = Options { years: 3, months: 3, ..Options::default() };
            let mut game = Game::new(setup, options, seed).unwrap();
            let mut rng = rng(seed);
            let mut steps = 0;
            while let Some(c) = pick_aggressive(&mut rng, &game, &game.answers()) {
                game.apply(c).unwrap();
                steps += 1;
                assert!(steps < 20_000, "map {m}, seed {seed}: no end in sight");
            }
            let d = game.decision();
            assert_eq!(game.state().phase, Phase::Ended, "map {m}, seed {seed}: stuck at {:?}", d.kind);
            assert_eq!(d.kind, DecisionKind::CampaignOver, "WIN-7: the end is a decision of its own");
        }
    }
}

// APP-3: rules changes are gated on the campaign's rules version. The same commands that
// carry a version 2 campaign through a month with no token anywhere stop a version 1
// campaign there, as version 1 did: its saves replay as they were written.
#[test]
fn app_3_rules_version_1_campaigns_replay_as_they_were() {
    let mut setup = sample_setup(2);
    setup.map = map_of(&[".s .s"]);
    let options = Options { years: 3, months: 3, ..Options::default() };
    let stuck_in_version_1 = (0..30u64).find_map(|seed| {
        let mut game = Game::new(setup.clone(), options, seed).unwrap();
        let mut rng = rng(seed);
        while let Some(c) = pick_aggressive(&mut rng, &game, &game.answers()) {
            game.apply(c).unwrap();
        }
        let replayed = Game::replay(setup.clone(), options, seed, 1, game.log().to_vec());
        match replayed {
            Err(ReplayError::Diverged { at, error }) => Some((seed, game.log()[..at - 1].to_vec(), error)),
            _ => None,
        }
    });
    let (seed, prefix, error) = stuck_in_version_1.expect("some campaign meets a month without tokens");
    assert!(matches!(error, RuleError::PhaseNotBuilt { rule: "SUM-ORD-1", .. }), "{error:?}");
    let old = Game::replay(setup.clone(), options, seed, 1, prefix.clone()).unwrap();
    assert!(matches!(old.decision().kind, DecisionKind::Waiting { rule: "SUM-ORD-1", .. }));
    let new = Game::replay(setup, options, seed, 2, prefix).unwrap();
    assert!(!new.answers().is_empty(), "version 2 moved on");
}

// New campaigns refuse names too long to show, or holding control or direction characters
// that would turn a sentence round; a name in any script is welcome.
#[test]
fn typed_names_are_limited_and_free_of_direction_controls() {
    let named = |campaign: &str, kingdom: &str| {
        let mut setup = sample_setup(2);
        setup.name = campaign.into();
        setup.kingdoms[0].name = kingdom.into();
        Game::new(setup, Options::default(), 1)
    };
    assert!(named("Zwölf Königreiche", "Горные гномы").is_ok());
    assert!(named("ממלכות", "الممالك").is_ok());
    let long = named("x", &"k".repeat(41)).unwrap_err().to_string();
    assert!(long.contains("longer than 40"), "{long}");
    assert!(named(&"c".repeat(81), "k").unwrap_err().to_string().contains("longer than 80"));
    let rlo = named("x", "Evil\u{202e}kingdom").unwrap_err().to_string();
    assert!(rlo.contains("text-direction"), "{rlo}");
    assert!(named("tab\there", "k").is_err());
}

// APP-3: an undo (replayed from the nearest checkpoint) leaves exactly what a replay of
// the shorter log from the start gives: the state, the chronicle and the redo stack; a
// long way back (past the latest checkpoints, from the far ones) too.
#[test]
fn app_3_undo_from_a_checkpoint_equals_a_replay() {
    let mut game = set_up_sample(4, 91);
    let mut rng = rng(91);
    play_random(&mut game, &mut rng, 1200);
    let n = game.log().len();
    for back in [1, 31, 33, 64, 300, 700, 1000] {
        let mut undone = game.clone();
        for _ in 0..back.min(n) {
            assert!(undone.undo());
        }
        let kept = n - back.min(n);
        let fresh = Game::replay(
            game.setup().clone(),
            *game.options(),
            game.seed(),
            game.rules_version(),
            game.log()[..kept].to_vec(),
        )
        .unwrap();
        assert_eq!(undone.state_hash(), fresh.state_hash(), "{back} back");
        assert_eq!(undone.events().count(), fresh.events().count(), "{back} back: the same events");
        assert_eq!(undone.log(), fresh.log());
        for _ in 0..back.min(n) {
            assert!(undone.redo().unwrap());
        }
        assert_eq!(undone.state_hash(), game.state_hash(), "{back} back and redone");
    }
}
