//! The result cards' reading of the event log (`engine::report`): the latest battle from
//! its choice to its end, the latest command's explorations, and a tied roll.

mod common;

use common::{pick, pick_aggressive, rng, sample_setup};
use marchwarden::engine::report::{last_battle, last_explorations, last_roll_tied};
use marchwarden::engine::{Command, Event, Game, Options};

/// Random play (closing on enemies) until `stop` holds after a command; the events of
/// every command applied, in order.
fn play_until(game: &mut Game, seed: u64, stop: impl Fn(&Game, &[Event]) -> bool) -> Vec<Vec<Event>> {
    let mut rng = rng(seed);
    let mut all = Vec::new();
    for _ in 0..20_000 {
        let legal = game.answers();
        let Some(c) = pick_aggressive(&mut rng, game, &legal).or_else(|| pick(&mut rng, &legal)) else { break };
        let events = game.apply(c).expect("a legal command applies");
        let done = stop(game, &events);
        all.push(events);
        if done {
            break;
        }
    }
    all
}

// SUM-BAT-1, SIM-3, SIM-4, RES-1: the card of a simple battle names its sides, each die
// with its army and hit, the winner and score, and where the loser went; a new battle
// replaces it, and an undo back before the new one brings the old one back.
#[test]
fn the_battle_card_follows_the_latest_battle() {
    // The first seed whose random campaign of four kingdoms fights a battle to its end.
    let (mut game, log) = (0..50)
        .map(|seed| {
            let mut game = Game::new(sample_setup(4), Options::default(), seed).unwrap();
            let log = play_until(&mut game, seed, |_, events| events.iter().any(|e| matches!(e, Event::BattleOver)));
            (game, log)
        })
        .find(|(_, log)| log.last().is_some_and(|events| events.iter().any(|e| matches!(e, Event::BattleOver))))
        .expect("a battle in 50 campaigns");
    let report = last_battle(&game).expect("a battle was fought");
    // The events from the command that chose the battle on, as they came.
    let since: Vec<&Event> = log[report.from..].iter().flatten().collect();
    let Some(Event::BattleChosen { hex, attacker, defender }) = since.first() else {
        panic!("the report starts where the battle was chosen")
    };
    assert_eq!((report.hex, report.attacker, report.defender), (*hex, *attacker, *defender));
    let dice: Vec<_> = since
        .iter()
        .filter_map(|e| match e {
            Event::DieAllocated { face, army, hit, .. } => Some((*face, *army, *hit)),
            _ => None,
        })
        .collect();
    assert_eq!(report.dice.iter().map(|d| (d.face, d.army, d.hit)).collect::<Vec<_>>(), dice);
    let decided = since.iter().find_map(|e| match e {
        Event::BattleDecided { winner, score } => Some((*winner, *score)),
        _ => None,
    });
    assert_eq!(decided.map(|d| d.0), report.winner, "the winner, or a draw");
    assert_eq!(decided.and_then(|d| d.1), report.score);
    let retreats = since.iter().filter(|e| matches!(e, Event::TokenRetreated { .. })).count();
    assert_eq!(report.retreats.len(), retreats);
    for army in report.dice.iter().map(|d| d.army) {
        assert_eq!(report.hits_on(army), dice.iter().filter(|d| d.1 == army && d.2).count());
    }

    // The next battle takes the card over; undoing back to before it gives the old back.
    let first = report;
    let before_next = game.log().len();
    play_until(&mut game, 6, |_, events| events.iter().any(|e| matches!(e, Event::BattleChosen { .. })));
    let next = last_battle(&game).expect("a second battle");
    assert!(next.from >= before_next, "the card shows the newer battle");
    while game.log().len() > before_next {
        game.undo();
    }
    assert_eq!(last_battle(&game), Some(first), "undone: the first battle's card again");
}

// SUM-RES-2: the card of an exploration gives the tile, the dice and their total and the
// find, for the command that explored only.
#[test]
fn the_exploration_card_shows_the_latest_explorations() {
    let mut game = Game::new(sample_setup(2), Options::default(), 3).unwrap();
    let log = play_until(&mut game, 3, |_, events| events.iter().any(|e| matches!(e, Event::Explored { .. })));
    let explored: Vec<_> = log
        .last()
        .unwrap()
        .iter()
        .filter_map(|e| match e {
            Event::Explored { kingdom, hex, total, found } => Some((*kingdom, *hex, *total, *found)),
            _ => None,
        })
        .collect();
    let cards: Vec<_> = last_explorations(&game).into_iter().map(|x| (x.kingdom, x.hex, x.total, x.found)).collect();
    assert_eq!(cards, explored);
    assert!((2..=12).contains(&cards[0].2), "a 2D6 total");
    // Each with its two dice, which add up to the total.
    for x in last_explorations(&game) {
        assert_eq!(x.faces.len(), 2, "2D6");
        assert_eq!(x.faces.iter().sum::<u8>(), x.total);
    }
    // One command later (one that explores nothing), the card is gone.
    let mut rng = rng(3);
    loop {
        let c = pick(&mut rng, &game.answers()).expect("the campaign goes on");
        let events = game.apply(c).unwrap();
        if !events.iter().any(|e| matches!(e, Event::Explored { .. })) {
            break;
        }
    }
    assert!(last_explorations(&game).is_empty());
}

// SET-2: a player-order roll that leaves kingdoms tied is told as a tie (the same roll is
// asked again); a roll that settles the order is not.
#[test]
fn a_tied_roll_is_told() {
    let mut tied_seen = false;
    for seed in 0..40 {
        let mut game = Game::new(sample_setup(4), Options::default(), seed).unwrap();
        let c = game.answers().into_iter().next().expect("the first roll");
        assert!(matches!(c, Command::Roll { .. }));
        let events = game.apply(c).unwrap();
        let tied = events.iter().any(|e| matches!(e, Event::PlayerOrderTied { .. }));
        assert_eq!(last_roll_tied(&game), tied, "seed {seed}");
        tied_seen |= tied;
    }
    assert!(tied_seen, "four kingdoms tie at least once in 40 seeds");
}

// APP-1: "resolve the forced steps" plays only a step with exactly one legal command that
// is not a roll; in random campaigns such steps come (the last order of a month to
// resolve, a battle with one enemy to choose) and each is the only command there is.
#[test]
fn app_1_forced_steps_are_the_only_legal_command() {
    let mut forced = 0;
    for seed in 0..6 {
        let mut game = Game::new(sample_setup(3), Options::default(), seed).unwrap();
        let mut rng = rng(seed);
        for _ in 0..3000 {
            let legal = game.legal_commands();
            match marchwarden::engine::view::forced_move(&game) {
                Some(c) => {
                    assert_eq!(legal, vec![c.clone()], "seed {seed}: the only legal command");
                    assert!(!matches!(c, Command::Roll { .. }), "a roll is never played for the table");
                    forced += 1;
                }
                None => assert!(legal.len() != 1 || matches!(legal[0], Command::Roll { .. })),
            }
            let Some(c) = pick(&mut rng, &game.answers()) else { break };
            game.apply(c).unwrap();
        }
    }
    assert!(forced > 20, "forced steps come up ({forced})");
}

// REF-7: at a month's start, the recap holds the month before: its battles with their
// winners, the tiles that changed hands, what exploring found and the tokens lost, as
// the event log has them between the two months' starts.
#[test]
fn the_recap_holds_the_month_before() {
    use marchwarden::engine::report::last_month;
    let mut checked = 0;
    for seed in 0..30 {
        let mut game = Game::new(sample_setup(4), Options::default(), seed).unwrap();
        let log = play_until(&mut game, seed, |_, events| events.iter().any(|e| matches!(e, Event::MonthBegan { .. })));
        assert!(last_month(&game).is_some_and(|r| r.from == log.len() - 1), "the month began with the last command");
        // On to the next month's start: the recap covers exactly the month between.
        let before = game.log().len() - 1;
        let more =
            play_until(&mut game, seed + 100, |_, events| events.iter().any(|e| matches!(e, Event::MonthBegan { .. })));
        let Some(recap) = last_month(&game) else { continue };
        if recap.from == before {
            continue; // the campaign ended first
        }
        let month: Vec<&Event> = log[before..].iter().chain(more.iter()).flatten().collect();
        let battles = month.iter().filter(|e| matches!(e, Event::BattleDecided { .. })).count();
        let captures = month.iter().filter(|e| matches!(e, Event::TileControlled { .. })).count();
        let finds = month.iter().filter(|e| matches!(e, Event::Explored { found: Some(_), .. })).count();
        let losses = month.iter().filter(|e| matches!(e, Event::TokenDestroyed { .. })).count();
        assert_eq!(
            (recap.battles.len(), recap.captures.len(), recap.finds.len(), recap.losses.len()),
            (battles, captures, finds, losses),
            "seed {seed}"
        );
        checked += usize::from(!recap.is_empty());
    }
    assert!(checked > 5, "months with something to tell ({checked})");
}

// REF-7: the first month's recap begins with the first month: the tiles set up are no
// capture, and every tile explored that month is told, with or without a find.
#[test]
fn the_first_months_recap_holds_no_setup_and_every_exploration() {
    use marchwarden::engine::game::When;
    use marchwarden::engine::report::last_month;
    let mut explored_somewhere = 0;
    for seed in 0..20 {
        let mut game = Game::new(sample_setup(3), Options::default(), seed).unwrap();
        play_until(&mut game, seed, |_, events| events.iter().any(|e| matches!(e, Event::MonthBegan { .. })));
        let recap = last_month(&game).expect("the second month began");
        let month_one: Vec<&Event> = (0..game.log().len())
            .flat_map(|p| game.timed_events_of(p))
            .filter(|(when, _)| *when == When::Month { year: 1, month: 1 })
            .map(|(_, e)| e)
            .collect();
        let captures: Vec<_> = month_one
            .iter()
            .filter_map(|e| match e {
                Event::TileControlled { hex, kingdom } => Some((*hex, *kingdom)),
                _ => None,
            })
            .collect();
        let explored: Vec<_> = month_one
            .iter()
            .filter_map(|e| match e {
                Event::Explored { hex, kingdom, .. } => Some((*hex, *kingdom)),
                _ => None,
            })
            .collect();
        assert_eq!(recap.captures, captures, "seed {seed}: only the month's own captures");
        assert_eq!(recap.explored, explored, "seed {seed}");
        let set_up =
            (0..game.log().len()).flat_map(|p| game.timed_events_of(p)).filter(|(w, _)| *w == When::Setup).count();
        assert!(set_up > 0);
        explored_somewhere += usize::from(!explored.is_empty());
    }
    assert!(explored_somewhere > 5, "explorations in the first month ({explored_somewhere})");
}
