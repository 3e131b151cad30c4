//! The timeline: any past moment of a campaign, rebuilt from its checkpoints, is the
//! campaign as it stood then (APP-3's replay, read back), and the months are marked.

mod common;
use common::*;
use marchwarden::engine::game::When;
use marchwarden::engine::report::{growth, Figures};
use marchwarden::engine::ruleset::Preset;
use marchwarden::engine::state::Phase;
use marchwarden::engine::{Game, KingdomId, Options};

fn long_campaign() -> Game {
    let mut game = Game::new(sample_setup(3), Options::default(), 11).unwrap();
    play_random(&mut game, &mut rng(11), 1200);
    assert!(game.log().len() > 600, "long enough to pass far checkpoints");
    game
}

// APP-3: the campaign at position p is exactly the first p commands replayed, whichever
// checkpoint it starts from; its log, events and undo notes stop there; the present is
// itself.
#[test]
fn app_3_any_moment_is_its_commands_replayed() {
    let mut game = long_campaign();
    // An undo and a redo leave a note that the past before it does not show.
    game.undo();
    game.redo().unwrap();
    let len = game.log().len();
    for p in [0, 1, 31, 32, 33, 255, 256, 257, 300, 511, 512, len - 40, len - 1, len] {
        let past = game.at(p);
        let replayed = Game::replay(
            game.setup().clone(),
            *game.options(),
            game.seed(),
            game.rules_version(),
            game.log()[..p].to_vec(),
        )
        .unwrap();
        assert_eq!(past.state_hash(), replayed.state_hash(), "position {p}");
        assert_eq!(past.log(), &game.log()[..p]);
        assert_eq!(past.events().count(), replayed.events().count(), "position {p}");
        assert!(past.redo_stack().is_empty());
        assert!(past.undo_notes().iter().all(|n| n.position < p));
        // It plays on from there like the campaign did.
        if p < len {
            let mut on = past.clone();
            on.apply(game.log()[p].clone()).unwrap();
            assert_eq!(on.state_hash(), game.at(p + 1).state_hash());
        }
    }
    assert_eq!(game.at(len).state_hash(), game.state_hash());
    assert_eq!(game.at(len + 5).log().len(), len, "past the end is the present");
}

// REF-7, WIN-7: the timeline's marks are the setup, each month's start, each winter and
// the end, in order, each where that season's state begins.
#[test]
fn ref_7_the_seasons_are_marked_where_they_begin() {
    let game = long_campaign();
    let seasons = game.seasons();
    assert_eq!(seasons[0], (0, When::Setup));
    assert!(seasons.windows(2).all(|w| w[0].0 < w[1].0 && w[0].1 != w[1].1));
    assert!(seasons.iter().any(|(_, w)| matches!(w, When::Winter { .. })), "a winter was played");
    for (p, when) in seasons.iter().skip(1) {
        let s = game.at(*p);
        let s = s.state();
        match when {
            When::Month { year, month } => {
                assert_eq!((s.calendar.year, s.calendar.month), (*year, *month), "position {p}");
                assert!(!matches!(s.phase, Phase::Winter | Phase::Setup(_)));
            }
            When::Winter { year } => assert_eq!((s.phase.clone(), s.calendar.year), (Phase::Winter, *year)),
            When::End => assert_eq!(s.phase, Phase::Ended),
            When::Setup => panic!("setup is only the first mark"),
        }
    }
}

// OPT-SCORE, SET-4: the charts' figures: after setup each kingdom of the sample map holds
// its capital, a city, a fortress and two villages with one army (might 3+2+2+1+1+5 =
// 14); each season's point is the campaign as it stood when that season began.
#[test]
fn opt_score_the_charts_points_are_each_seasons_standing() {
    let game = set_up_sample(2, 5);
    let f = Figures::of(game.state(), KingdomId(0));
    assert_eq!((f.settlements, f.armies, f.might), (5, 1, 14));
    assert_eq!(f.tiles as usize, game.state().tiles.iter().filter(|t| t.control == Some(KingdomId(0))).count());

    let game = long_campaign();
    let points = growth(&game);
    let seasons: Vec<_> = game.seasons().into_iter().skip(1).collect();
    assert_eq!(points.len(), seasons.len(), "every season but the setup");
    assert_eq!(points[0].0, When::Month { year: 1, month: 1 });
    for ((when, figures), (p, season)) in points.iter().zip(&seasons) {
        assert_eq!(when, season);
        let then = game.at(*p);
        let expected: Vec<Figures> = then.state().kingdom_ids().map(|k| Figures::of(then.state(), k)).collect();
        assert_eq!(figures, &expected, "{when:?}");
    }
    assert!(points.windows(2).any(|w| w[0].1 != w[1].1), "the standings change over the campaign");
}

// LOY-2: with the loyalty module, the charts' loyalty of a kingdom just set up is 6 on
// each of its tiles, added up; without the module it is 0.
#[test]
fn loy_2_the_charts_loyalty_is_its_tiles_loyalty_added_up() {
    let mut game = Game::new(sample_setup(2), Preset::LoyaltyAndSupply.options(), 4).unwrap();
    let mut rng = rng(4);
    while game.state().phase != Phase::Orders {
        let c = pick(&mut rng, &game.answers()).unwrap();
        game.apply(c).unwrap();
    }
    for k in game.state().kingdom_ids() {
        let f = Figures::of(game.state(), k);
        assert!(f.tiles > 0);
        assert_eq!(f.kept, [("Loyalty", 6 * f.tiles)], "kingdom {k:?}");
    }
    let plain = set_up_sample(2, 4);
    assert!(Figures::of(plain.state(), KingdomId(0)).kept.is_empty(), "no loyalty kept without its module");
}

/// Where a date falls in the campaign, to compare two.
fn order(when: When) -> (u8, u8) {
    match when {
        When::Setup => (0, 0),
        When::Month { year, month } => (year, month),
        // After the year's months, before the next year's first.
        When::Winter { year } => (year, u8::MAX),
        When::End => (u8::MAX, u8::MAX),
    }
}

// APP-4, WIN-7: the chronicle is dated in the order things happened: a winter's events
// are that year's winter, up to its end, and the next year's first month begins after it.
#[test]
fn win_7_the_chronicle_is_dated_in_order() {
    let game = long_campaign();
    let dates: Vec<When> = game
        .chronicle()
        .iter()
        .filter_map(|e| match e {
            marchwarden::engine::game::Entry::Event { when, .. } => Some(*when),
            _ => None,
        })
        .collect();
    assert!(dates.iter().any(|w| matches!(w, When::Winter { year: 2 })), "the campaign reaches a second winter");
    for pair in dates.windows(2) {
        assert!(order(pair[0]) <= order(pair[1]), "{:?} is told before {:?}", pair[0], pair[1]);
    }
}
