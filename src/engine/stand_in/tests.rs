//! Stand-ins as players: every choice is a legal answer, the same position gives the same
//! choice, and a campaign of stand-ins plays to its end.

use super::{choose, unchosen_roll, Choice};
use crate::engine::command::Command;
use crate::engine::decision::Decider;
use crate::engine::game::Entry;
use crate::engine::game::Game;
use crate::engine::ids::KingdomId;
use crate::engine::ruleset::{Options, Preset};
use crate::engine::state::Phase;
use crate::engine::testing::sample_setup;

/// Plays `game` to its end with stand-ins for every kingdom and the first answer for the
/// table's rolls; the number of commands given.
fn play_out(game: &mut Game) -> usize {
    let mut n = 0;
    while game.state().phase != Phase::Ended {
        let command = match (game.decision().who, choose(game)) {
            (Decider::Kingdom(k), Some(choice)) => {
                assert!(game.legal_commands().contains(&choice.command), "{:?} is legal", choice.command);
                assert_eq!(choose(game), Some(choice.clone()), "the same position, the same choice");
                holds_together(game, k, &choice);
                choice.command
            }
            (Decider::Nobody, _) => break,
            _ => game.answers()[0].clone(),
        };
        game.apply(command).expect("a stand-in's answer applies");
        n += 1;
        assert!(n < 20_000, "the campaign ends");
    }
    n
}

/// SUM-ORD-4, WIN-4, WIN-5: a stand-in's answers hold together with its other armies and
/// its larder: no new tile explored or taken by an army when another of its armies is
/// already sent there this month, and no purchase that leaves food short of its armies.
fn holds_together(game: &Game, kingdom: KingdomId, choice: &Choice) {
    use crate::engine::reason::Why;
    use crate::engine::state::Order;
    use crate::engine::winter::Purchase;
    let state = game.state();
    if let (Why::Explores | Why::Takes, Some(to), Command::GiveOrder { token, .. }) =
        (choice.reason.why, choice.reason.tile, &choice.command)
    {
        let sent = state.orders.iter().filter(|(id, o)| *id != token && **o == Order::Move { to });
        let own = sent.filter(|(id, _)| state.armies.get(*id).is_some_and(|a| a.kingdom == kingdom));
        assert_eq!(own.count(), 0, "a second army sent to {to:?}");
    }
    if let Command::Buy { what, .. } = choice.command {
        let armies = state.armies.values().filter(|a| a.kingdom == kingdom).count() as u32;
        let food = state.kingdom(kingdom).map_or(0, |k| k.food);
        // A new army eats 1 food; a city or capital costs 1.
        let needs = match what {
            Purchase::Army | Purchase::AlliedArmy | Purchase::City | Purchase::Capital => armies + 1,
            _ => 0,
        };
        assert!(food >= needs, "{what:?} with {food} food for {armies} armies");
    }
}

// SUM-ORD-1, WIN-7: a campaign of stand-ins plays to its end with every combination of
// the modules and resolvers the app plays itself, on the sample map and on odd generated
// maps (small and crowded, long and thin), every answer a legal one.
#[test]
fn sum_ord_1_a_campaign_of_stand_ins_plays_to_its_end() {
    use crate::engine::maps::generate::generate;
    use crate::engine::ruleset::Resolver;
    use crate::engine::state::KingdomSetup;
    let setup_on = |width, height, kingdoms: usize, seed| {
        let mut setup = sample_setup();
        setup.map = generate(width, height, seed).unwrap();
        setup.kingdoms = (0..kingdoms)
            .map(|i| KingdomSetup { name: format!("K{i}"), colour: format!("#{:02x}3050", 40 * i), race: None })
            .collect();
        setup
    };
    let maps =
        [(sample_setup(), 11), (setup_on(9, 8, 4, 5), 12), (setup_on(20, 6, 3, 6), 13), (setup_on(12, 14, 6, 7), 14)];
    let mut n = 0;
    for (setup, seed) in maps {
        for (loyalty, domain, resolver) in [
            (false, false, Resolver::Simple),
            (true, false, Resolver::Simple),
            (false, true, Resolver::Simple),
            (true, true, Resolver::Simple),
            (false, false, Resolver::Narrative),
            (true, true, Resolver::Narrative),
        ] {
            let options = Options { loyalty, domain, resolver, years: 2, ..Preset::Narrative.options() };
            let mut game = Game::new(setup.clone(), options, seed + n).unwrap();
            play_out(&mut game);
            assert_eq!(game.state().phase, Phase::Ended, "{loyalty} {domain} {resolver:?} on {}", setup.map.width());
            n += 1;
        }
    }
}

// The table's rolls are the table's: a stand-in answers only a kingdom's decision, and
// never types in dice the table rolls (OPT-DICE).
#[test]
fn app_1_opt_dice_a_stand_in_leaves_the_tables_rolls_to_the_table() {
    let game = Game::new(sample_setup(), Options::default(), 5).unwrap();
    assert_eq!(game.decision().who, Decider::Table, "the setup's first roll");
    assert_eq!(choose(&game), None);
    let options = Options { dice: crate::engine::ruleset::DiceMode::Table, ..Options::default() };
    let mut game = Game::new(sample_setup(), options, 5).unwrap();
    // The table's rolls here are all ones (the lowest faces): ties roll again for ever, so
    // the first 2,000 commands are enough to meet many.
    let mut rolls = 0;
    for _ in 0..2_000 {
        let Some(first) = game.answers().first().cloned() else { break };
        if matches!(game.decision().kind, crate::engine::DecisionKind::Roll { .. }) {
            assert_eq!(choose(&game), None, "a roll at the table");
            rolls += 1;
        }
        let command = choose(&game).map_or(first, |c| c.command);
        game.apply(command).unwrap();
    }
    assert!(rolls > 10);
}

// APP-3 with stand-ins: who the app plays and its reasons are kept beside the log: they
// survive a save and a reload, leave the state's hash alone, follow undo and redo, and a
// person's command in place of a stand-in's drops the reason that went with it; a save
// without them loads as before.
#[test]
fn app_3_stand_ins_and_their_reasons_are_kept_beside_the_log() {
    use crate::engine::ids::KingdomId;
    use crate::engine::save::{self, Save};
    let mut game = Game::new(sample_setup(), Options::default(), 5).unwrap();
    let before = Save::of(&game).to_json().unwrap();
    assert!(!before.contains("stand_ins"), "nothing written when the app plays no kingdom");
    let hash = game.state_hash();
    game.set_stand_in(KingdomId(1), true);
    game.set_stand_in_level(KingdomId(1), crate::engine::reason::Level::Cunning);
    assert_eq!(game.state_hash(), hash, "who the app plays, and how, is not the campaign's state");
    assert!(Save::of(&game).to_json().unwrap().contains("\"cunning\":[1]"));
    while game.decision().who == Decider::Table || game.decision().who == Decider::Kingdom(KingdomId(0)) {
        let c = game.answers()[0].clone();
        game.apply(c).unwrap();
    }
    let at = game.log().len();
    // As the cunning level tells it, having played its best three ahead.
    let choice = choose(&game).unwrap();
    let choice = Choice { reason: crate::engine::reason::Reason { weighed: Some(3), ..choice.reason }, ..choice };
    game.apply_reasoned(choice.command.clone(), choice.reason.clone()).unwrap();
    assert_eq!(game.stand_ins().reason(at), Some(&choice.reason));
    assert!(Save::of(&game).to_json().unwrap().contains("\"weighed\":3"));
    let reloaded = save::load(&Save::of(&game).to_json().unwrap()).unwrap();
    assert_eq!(reloaded.stand_ins(), game.stand_ins());
    assert_eq!(reloaded.stand_ins().level(KingdomId(1)), crate::engine::reason::Level::Cunning);
    assert_eq!(reloaded.state_hash(), game.state_hash());
    // Undo keeps the reason for the redo; a person's command there drops it.
    assert!(game.undo());
    assert_eq!(game.stand_ins().reason(at), Some(&choice.reason));
    game.redo().unwrap();
    assert_eq!(game.stand_ins().reason(at), Some(&choice.reason));
    assert!(game.undo());
    game.apply(choice.command).unwrap();
    assert_eq!(game.stand_ins().reason(at), None);
    assert!(game.chronicle().iter().all(|e| !matches!(e, crate::engine::game::Entry::Reason { .. })));
    assert!(reloaded
        .chronicle()
        .iter()
        .any(|e| matches!(e, crate::engine::game::Entry::Reason { position, .. } if *position == at)));
}

// TAB-3: a tabletop battle's result is the players' to enter, even for a kingdom the app
// plays: the stand-in never makes one up; attacking, it fights the campaign's own kind.
#[test]
fn tab_3_a_stand_in_never_enters_a_tabletop_result() {
    use crate::engine::ruleset::Resolver;
    let options = Options { resolver: Resolver::Tabletop, ..Options::default() };
    let mut reports = 0;
    for seed in 0..10 {
        let mut game = Game::new(sample_setup(), options, seed).unwrap();
        for _ in 0..20_000 {
            let Some(first) = game.answers().first().cloned() else { break };
            if matches!(game.decision().kind, crate::engine::DecisionKind::ReportTabletop { .. }) {
                assert_eq!(choose(&game), None);
                reports += 1;
            }
            let command = choose(&game).map_or(first, |c| c.command);
            game.apply(command).unwrap();
        }
    }
    assert!(reports > 0, "a tabletop battle was fought");
}

// SET-6, TAB-3: a tabletop battle of a kingdom the app plays waits for the table's result,
// and is offered as a simple battle instead; switched by everyone's agreement, the
// stand-in fights it as any simple battle, its dice rolled by the app.
#[test]
fn set_6_a_stand_ins_tabletop_battle_may_be_fought_as_a_simple_battle() {
    use crate::engine::battle::BattleKind;
    use crate::engine::command::Command;
    use crate::engine::ruleset::Resolver;
    let options = Options { resolver: Resolver::Tabletop, ..Options::default() };
    let mut game = Game::new(sample_setup(), options, 1).unwrap();
    while !matches!(game.decision().kind, crate::engine::DecisionKind::ReportTabletop { .. }) {
        let command = choose(&game).map_or_else(|| game.answers()[0].clone(), |c| c.command);
        game.apply(command).unwrap();
    }
    assert!(super::leaves_to_table(&game));
    assert_eq!(super::tabletop_sides(&game), [], "nobody is played by the app");
    let battle = game.state().battle.clone().unwrap();
    game.set_stand_in(battle.defender, true);
    assert_eq!(super::tabletop_sides(&game), [battle.defender]);
    assert_eq!(choose(&game), None, "the result is the table's");
    // Both sides played by the app: both are named, attacker first.
    game.set_stand_in(battle.attacker, true);
    assert_eq!(super::tabletop_sides(&game), [battle.attacker, battle.defender]);
    assert_eq!(choose(&game), None, "the result is still the table's");
    game.set_stand_in(battle.attacker, false);
    game.apply(Command::SwitchResolver { kind: BattleKind::Simple }).unwrap();
    assert_eq!(super::tabletop_sides(&game), []);
    assert_eq!(game.state().battle.as_ref().and_then(|b| b.kind), Some(BattleKind::Simple));
    // The simple battle runs to its end, the stand-in answering its own part.
    let mut answered = 0;
    while game.state().battle.as_ref().is_some_and(|b| b.hex == battle.hex) {
        let command = match choose(&game) {
            Some(c) => {
                answered += usize::from(game.decision().who == Decider::Kingdom(battle.defender));
                c.command
            }
            None => game.answers()[0].clone(),
        };
        assert!(!super::leaves_to_table(&game), "the app's dice, no result to enter");
        game.apply(command).unwrap();
    }
    assert!(answered > 0, "the stand-in fought its part");
}

// APP-3 with stand-ins: one undo takes back a person's command with the stand-ins'
// commands after it; one redo gives them all again.
#[test]
fn app_3_an_undo_takes_back_a_persons_turn_with_the_stand_ins_after_it() {
    use crate::engine::ids::KingdomId;
    let mut game = Game::new(sample_setup(), Options::default(), 5).unwrap();
    game.set_stand_in(KingdomId(1), true);
    // Up to a person's command followed by at least one of the stand-in's.
    let mut person = None;
    for _ in 0..2_000 {
        let at = game.log().len();
        match choose(&game) {
            Some(c)
                if game.stand_ins().plays(KingdomId(1)) && game.decision().who == Decider::Kingdom(KingdomId(1)) =>
            {
                game.apply_reasoned(c.command, c.reason).unwrap();
                if person.is_some() {
                    break;
                }
            }
            _ => {
                let first = game.answers()[0].clone();
                game.apply(first).unwrap();
                person = Some(at);
            }
        }
    }
    let person = person.unwrap();
    let end = game.log().len();
    assert!(end > person + 1);
    let hash = game.state_hash();
    // What the Undo button says it will take back: the person's command and the app's count.
    let persons = game.log()[person].clone();
    assert_eq!(game.turn_to_undo(), (end - person - 1, Some(&persons)));
    assert!(game.undo_turn());
    assert_eq!(game.log().len(), person, "the person's command and the stand-in's after it");
    assert_eq!(game.redo_turn(), Ok(true));
    assert_eq!((game.log().len(), game.state_hash()), (end, hash));
}

// WIN-3, WIN-5: in winter a stand-in gives nothing to a rival (it passes every tithe) and,
// short of food, lets its weakest army go hungry.
#[test]
fn win_3_win_5_a_stand_in_keeps_its_gold_and_feeds_its_strongest() {
    use crate::engine::command::Command;
    use crate::engine::DecisionKind;
    let (mut tithes, mut hungry) = (0, 0);
    for seed in 0..24 {
        let mut game = Game::new(sample_setup(), Options::default(), seed).unwrap();
        while game.state().phase != Phase::Ended {
            let choice = choose(&game);
            match (&game.decision().kind, &choice) {
                (DecisionKind::Tithe { .. }, Some(c)) => {
                    assert_eq!(c.command, Command::Pass);
                    tithes += 1;
                }
                (DecisionKind::Starve { armies, .. }, Some(c)) => {
                    let points = |a| game.state().armies[a].points;
                    let weakest = armies.iter().map(points).min().unwrap();
                    let Command::Starve { army } = c.command else { panic!("{:?}", c.command) };
                    assert_eq!(points(&army), weakest);
                    hungry += usize::from(armies.iter().any(|a| points(a) != weakest));
                }
                _ => {}
            }
            let command = choice.map_or_else(|| game.answers()[0].clone(), |c| c.command);
            game.apply(command).unwrap();
        }
    }
    assert!(tithes > 0 && hungry > 0, "{tithes} tithes, {hungry} choices of armies unlike in strength");
}

// APP-2, APP-3: dice nobody chooses, rolled by the app for a person at the table, are the
// app's command: Undo takes the roll back with the person's move before it, and Redo
// gives both again, the same faces; the chronicle tells the roll, not a reason for it.
#[test]
fn app_2_app_3_an_unchosen_roll_is_undone_with_the_move_before_it() {
    use crate::engine::decision::DecisionKind;
    let mut game = Game::new(sample_setup(), Options::default(), 9).unwrap();
    let mut rolled = 0;
    while rolled < 6 && !matches!(game.decision().who, Decider::Nobody) {
        match unchosen_roll(&game) {
            Some(choice) => {
                assert!(matches!(game.decision().kind, DecisionKind::Roll { .. }));
                assert_eq!(choice.command, Command::Roll { faces: None });
                let at = game.log().len();
                let before = game.state_hash();
                // The person's move before it: past the app's rolls just before (a tie's re-roll).
                let mut person = at;
                while person > 0 && game.stand_ins().reason(person - 1).is_some() {
                    person -= 1;
                }
                game.apply_reasoned(choice.command, choice.reason).unwrap();
                let after = game.state_hash();
                assert!(game
                    .chronicle()
                    .iter()
                    .all(|e| !matches!(e, Entry::Reason { position, .. } if *position == at)));
                assert!(game.undo_turn());
                // The rolls and the person's move before them (none at the very start).
                assert_eq!(game.log().len(), person.saturating_sub(1), "{before}");
                game.redo_turn().unwrap();
                assert_eq!((game.log().len(), game.state_hash()), (at + 1, after));
                rolled += 1;
            }
            None => {
                assert!(!matches!(game.decision().kind, DecisionKind::Roll { .. }));
                let c = game.answers()[0].clone();
                game.apply(c).unwrap();
            }
        }
    }
    assert_eq!(rolled, 6);
    // Dice rolled at the table are the table's own to type in.
    let table = Options { dice: crate::engine::ruleset::DiceMode::Table, ..Options::default() };
    let game = Game::new(sample_setup(), table, 9).unwrap();
    assert!(matches!(game.decision().kind, DecisionKind::Roll { .. }) && unchosen_roll(&game).is_none());
}

// APP-5: a reason is true of the position or is not told: a move that brings the army no
// nearer the frontier is not "toward ground not yet its own", and the filler reasons
// (the only answer, orders in turn, a roll) mark the app's commands but are never shown.
#[test]
fn app_5_only_true_reasons_are_told() {
    use crate::engine::reason::Why;
    let mut game = Game::new(sample_setup(), Options::default(), 4).unwrap();
    for k in 0..4 {
        game.set_stand_in(KingdomId(k), true);
    }
    let mut whys = std::collections::BTreeSet::new();
    while game.log().len() < 400 {
        let Some(choice) = choose(&game).or_else(|| unchosen_roll(&game)) else { break };
        whys.insert(format!("{:?}", choice.reason.why));
        game.apply_reasoned(choice.command, choice.reason).unwrap();
    }
    for untold in ["Resolves", "Rolls"] {
        assert!(whys.contains(untold), "{whys:?}");
    }
    for entry in game.chronicle() {
        if let Entry::Reason { reason, .. } = entry {
            assert!(reason.why.is_told(), "{:?}", reason.why);
            let said = crate::words::english(&reason.message(game.state()));
            assert!(!said.contains("first answer") && !said.contains("in the order it gave"), "{said}");
        }
    }
    assert!(!Why::Answers.is_told() && !Why::Resolves.is_told() && !Why::Rolls.is_told() && Why::Attacks.is_told());
}

// SET-7: a kingdom the app plays fields the suggested roster in a tabletop battle, a unit a
// command, before the table fights it: the first unit's reason told, a roster the table
// wrote left alone, the narrative's tags only where units carry them.
#[test]
fn set_7_a_stand_in_fields_the_suggested_roster_in_a_tabletop_battle() {
    use super::muster;
    use crate::engine::reason::Why;
    use crate::engine::ruleset::Resolver;
    let options = Options { resolver: Resolver::Tabletop, ..Options::default() };
    let mut game = Game::new(sample_setup(), options, 1).unwrap();
    while !matches!(game.decision().kind, crate::engine::DecisionKind::ReportTabletop { .. }) {
        assert_eq!(muster(&game), None, "only for a tabletop battle");
        let command = choose(&game).map_or_else(|| game.answers()[0].clone(), |c| c.command);
        game.apply(command).unwrap();
    }
    let battle = game.state().battle.clone().unwrap();
    assert_eq!(muster(&game), None, "nobody is played by the app");
    game.set_stand_in(battle.defender, true);
    // The attacker's first army, handed to the app too, has a unit the table wrote.
    let theirs = |g: &Game, k| {
        g.state()
            .armies
            .iter()
            .filter(|(_, a)| a.kingdom == k && a.hex == battle.hex)
            .map(|(id, _)| *id)
            .collect::<Vec<_>>()
    };
    let written = theirs(&game, battle.attacker)[0];
    game.apply(Command::AddUnit {
        army: written,
        name: "Knights".into(),
        size: "Regiment".into(),
        base_strength: 3,
        tags: Vec::new(),
        character: None,
    })
    .unwrap();
    game.set_stand_in(battle.attacker, true);
    let mut told = Vec::new();
    while let Some(choice) = muster(&game) {
        told.push(choice.reason.why);
        game.apply_reasoned(choice.command, choice.reason).unwrap();
    }
    let mustered: Vec<_> = [battle.attacker, battle.defender]
        .into_iter()
        .flat_map(|k| theirs(&game, k))
        .filter(|id| *id != written)
        .collect();
    assert!(!mustered.is_empty());
    // Each kingdom's own race: Basilea's paladins, the Orcs' Krudger.
    let firsts = |k: KingdomId| if game.state().kingdom_name(k) == "Basilea" { "Paladin Defender" } else { "Krudger" };
    for army in &mustered {
        let a = &game.state().armies[army];
        let units = &a.units;
        let suggested = crate::engine::rules::roster::roster_of(game.state(), a.kingdom);
        assert_eq!(units[0].name, firsts(a.kingdom));
        assert_eq!(
            units.iter().map(|u| u.name.as_str()).collect::<Vec<_>>(),
            suggested.iter().map(|u| u.name.as_str()).collect::<Vec<_>>()
        );
        assert!(units.iter().all(|u| u.tags.is_empty() && u.character.is_none()), "a tabletop roster carries no tags");
    }
    assert_eq!(game.state().armies[&written].units.len(), 1, "the table's own roster is left alone");
    assert_eq!(told.len(), mustered.len() * 6);
    assert_eq!(told.iter().filter(|w| **w == Why::Musters).count(), mustered.len(), "told once an army");
    // The result is still the table's to give.
    assert_eq!(choose(&game), None);
}

/// The sample campaign played by stand-ins until kingdom 0 is asked for an order with more
/// than one answer worth weighing.
fn at_an_order() -> Game {
    use crate::engine::decision::DecisionKind;
    let mut game = Game::new(sample_setup(), Options::default(), 11).unwrap();
    loop {
        let asked = matches!(game.decision().kind, DecisionKind::GiveOrder { .. });
        if asked && game.decision().who == Decider::Kingdom(KingdomId(0)) && game.answers().len() > 2 {
            return game;
        }
        let command = choose(&game).or_else(|| unchosen_roll(&game)).map(|c| c.command);
        game.apply(command.unwrap_or_else(|| game.answers()[0].clone())).unwrap();
    }
}

// APP-2, APP-3: the cunning level looks ahead with dice of its own, seeded by the
// campaign's seed and the log position: the same position gives the same choice, one of
// the basic level's best three, after three answers played out four times, told with that
// answer's reason and that it looked ahead; its playouts change nothing of the campaign.
#[test]
fn app_3_the_look_ahead_level_is_a_pure_choice_among_the_best() {
    use super::ahead::{choose_ahead, LookAhead};
    use super::ranked;
    use crate::engine::reason::Reason;
    use crate::words::english;
    let game = at_an_order();
    let before = crate::engine::hash::canonical(game.state());
    let mut ahead = LookAhead::new(&game).expect("an order worth weighing");
    // Twelve playouts, each of one step or more (a few commands a step).
    let mut steps = 1;
    while ahead.step(&game) {
        steps += 1;
    }
    assert!(steps >= 12, "{steps}");
    assert!(!ahead.step(&game), "nothing more once over");
    let chosen = ahead.choice();
    assert_eq!(choose_ahead(&game), Some(chosen.clone()));
    let best = ranked(&game, KingdomId(0), 3);
    let steady = best.iter().find(|c| c.command == chosen.command).expect("among the best three");
    // Its reason is that answer's own, and says it looked ahead.
    assert_eq!(chosen.reason, Reason { weighed: Some(3), ..steady.reason.clone() });
    let said = english(&chosen.reason.message(game.state())).replace(['\u{2068}', '\u{2069}'], "");
    let own = english(&steady.reason.message(game.state())).replace(['\u{2068}', '\u{2069}'], "");
    assert_eq!(said, format!("{own} It chose this after playing each of its 3 best moves three months ahead."));
    assert_eq!(crate::engine::hash::canonical(game.state()), before);
    // A roll or a retreat is the basic level's to answer.
    let mut rolled = Game::new(sample_setup(), Options::default(), 11).unwrap();
    while !matches!(rolled.decision().kind, crate::engine::decision::DecisionKind::Roll { .. }) {
        let command = choose(&rolled).map(|c| c.command).unwrap_or_else(|| rolled.answers()[0].clone());
        rolled.apply(command).unwrap();
    }
    assert!(LookAhead::new(&rolled).is_none());
    assert_eq!(choose_ahead(&rolled), choose(&rolled));
}

// APP-2: a rehearsal draws its dice from its own seed, never the campaign's: the same
// roll at the same position shows other faces, and the campaign's own are untouched.
#[test]
fn app_2_a_rehearsal_rolls_dice_of_its_own() {
    use crate::engine::event::Event;
    let game = Game::new(sample_setup(), Options::default(), 11).unwrap();
    let faces = |g: &mut Game| {
        let events = g.apply(Command::Roll { faces: None }).unwrap();
        events.into_iter().find_map(|e| match e {
            Event::DiceRolled { faces, .. } => Some(faces),
            _ => None,
        })
    };
    let own = faces(&mut game.clone());
    assert!(own.is_some());
    let others: Vec<_> = (1..6).map(|seed| faces(&mut game.rehearsal(seed))).collect();
    assert!(others.iter().any(|f| *f != own), "{own:?} {others:?}");
    assert_eq!(faces(&mut game.rehearsal(11)), own, "the same seed, the same dice");
}
