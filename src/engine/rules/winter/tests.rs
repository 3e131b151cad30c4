//! Winter on the sample campaign just after setup, with hand-made changes.

use super::*;
use crate::engine::event::Loss;
use crate::engine::hex::Hex;
use crate::engine::rules::execute as run_command;
use crate::engine::state::{SettlementKind, TokenId};
use crate::engine::testing::after_setup;
use crate::engine::winter::Purchase;

const K0: KingdomId = KingdomId(0);
const K1: KingdomId = KingdomId(1);

fn options() -> Options {
    Options { dice: crate::engine::ruleset::DiceMode::Table, max_armies: 2, ..Options::default() }
}

/// Winter begun on `state`.
fn winter(state: &State) -> (State, Vec<Event>) {
    let options = options();
    let mut out = Emitter::new(state, crate::engine::rules::MODULES);
    begin(&mut out, &Ctx::new(&options, 1, 0));
    out.finish()
}

fn play(s: &mut State, commands: &[Command]) -> Vec<Event> {
    let options = options();
    let mut all = Vec::new();
    for (position, c) in commands.iter().enumerate() {
        let ctx = Ctx::new(&options, 1, position);
        let (next, events) = run_command(s, &ctx, c).unwrap_or_else(|e| panic!("{c:?} refused: {e}"));
        *s = next;
        all.extend(events);
    }
    all
}

fn pending(s: &State) -> Decision {
    crate::engine::rules::decision(s, &options())
}

fn settlements_of(s: &State, k: KingdomId, kind: SettlementKind) -> Vec<Hex> {
    s.map
        .hexes()
        .filter(|h| {
            s.control(*h) == Some(k) && s.tile(*h).and_then(|t| t.settlement.as_ref()).is_some_and(|x| x.kind == kind)
        })
        .collect()
}

fn first_army(s: &State, k: KingdomId) -> TokenId {
    *s.armies.iter().find(|(_, a)| a.kingdom == k).unwrap().0
}

// WIN-1: armies go to their capital; a kingdom that lost its capital chooses among its
// cities; with no settlement at all an army is lost. WIN-2: a village gives 1 food, a city
// 1 gold, the own capital 1 more.
#[test]
fn win_1_recall_and_win_2_gather() {
    let s = after_setup();
    let (after, events) = winter(&s);
    let capital = s.held_capital(K0).unwrap();
    assert_eq!(after.armies[&first_army(&s, K0)].hex, capital, "WIN-1: home to the capital");
    let villages = settlements_of(&s, K0, SettlementKind::Village).len() as u32;
    let cities = settlements_of(&s, K0, SettlementKind::City).len() as u32;
    assert!(events.contains(&Event::Gathered { kingdom: K0, gold: cities + 1, food: villages }), "WIN-2");

    // The capital taken by the enemy, and a second city: the owner chooses.
    let mut lost = s.clone();
    let i = lost.map.index(capital).unwrap();
    lost.tiles[i].control = Some(K1);
    let village = settlements_of(&lost, K0, SettlementKind::Village)[0];
    let j = lost.map.index(village).unwrap();
    lost.tiles[j].settlement.as_mut().unwrap().kind = SettlementKind::City;
    let (mut lost, _) = winter(&lost);
    let d = pending(&lost);
    assert_eq!(d.who, Decider::Kingdom(K0));
    let DecisionKind::ChooseHome { ship: None, tiles } = d.kind else { panic!("{d:?}") };
    assert_eq!(tiles.len(), 2);
    play(&mut lost, &[Command::RecallTo { hex: village }]);
    assert_eq!(lost.armies[&first_army(&s, K0)].hex, village);

    // Nothing left to go home to.
    let mut bare = s.clone();
    for t in bare.tiles.iter_mut().filter(|t| t.control == Some(K0)) {
        t.settlement = None;
    }
    let (_, events) = winter(&bare);
    assert!(events.contains(&Event::TokenDestroyed { token: first_army(&s, K0), cause: Loss::NoHome }));
}

// WIN-8: a kingdom that controls no tile falls: its tokens go, it leaves the player order.
#[test]
fn win_8_a_kingdom_without_tiles_falls() {
    let mut s = after_setup();
    for t in s.tiles.iter_mut().filter(|t| t.control == Some(K1)) {
        t.control = None;
    }
    let (after, events) = winter(&s);
    assert!(events.contains(&Event::Eliminated { kingdom: K1, year: 1 }));
    assert_eq!(after.player_order, vec![K0]);
    assert!(after.armies.values().all(|a| a.kingdom == K0));
    assert_eq!(after.kingdoms[1].eliminated, Some(1));
}

// WIN-3: in player order each kingdom gives up to 1 gold and 1 food to another, at most
// once to each per winter, or passes; a kingdom that passed may act again while the cycle
// goes on; when all pass in a row, building begins. A kingdom with nothing it may give
// passes without being asked.
#[test]
fn win_3_tithes() {
    let (mut s, _) = winter(&after_setup());
    let (first, other) = (s.player_order[0], s.player_order[1]);
    assert!(matches!(pending(&s).kind, DecisionKind::Tithe { .. }));
    assert_eq!(pending(&s).who, Decider::Kingdom(first));
    play(&mut s, &[Command::Pass]);
    let gold = |s: &State, k: KingdomId| (s.kingdoms[usize::from(k.0)].gold, s.kingdoms[usize::from(k.0)].food);
    let before = gold(&s, first);
    play(&mut s, &[Command::Tithe { to: first, gold: 1, food: 1 }]);
    assert_eq!(gold(&s, first), (before.0 + 1, before.1 + 1));
    assert_eq!(pending(&s).who, Decider::Kingdom(first), "it passed, and may give now");
    let DecisionKind::Tithe { answers } = pending(&s).kind else { panic!() };
    assert!(answers.contains(&Command::Tithe { to: other, gold: 1, food: 0 }));
    let events = play(&mut s, &[Command::Tithe { to: other, gold: 1, food: 0 }]);
    // Each has given to the only other kingdom: both pass at once.
    assert!(events.contains(&Event::Passed { kingdom: other }) && events.contains(&Event::Passed { kingdom: first }));
    assert!(matches!(
        pending(&s).kind,
        DecisionKind::Build { .. } | DecisionKind::Deploy { .. } | DecisionKind::Starve { .. }
    ));
    let ctx_options = options();
    let ctx = Ctx::new(&ctx_options, 1, 0);
    let twice = Command::Tithe { to: other, gold: 1, food: 0 };
    assert!(run_command(&s, &ctx, &twice).is_err(), "no second gift");
}

// WIN-4: purchases and their prices; a fortress recruits once a winter; at the army cap a
// kingdom may disband first; buying nothing is passing.
#[test]
fn win_4_build_and_recruit() {
    let (mut s, _) = winter(&after_setup());
    play(&mut s, &[Command::Pass, Command::Pass]);
    let k = s.player_order[0];
    let ki = usize::from(k.0);
    s.kingdoms[ki].gold = 5;
    s.kingdoms[ki].food = 1;
    let DecisionKind::Build { answers } = pending(&s).kind else { panic!("{:?}", pending(&s)) };
    let village = settlements_of(&s, k, SettlementKind::Village)[0];
    let fortress = settlements_of(&s, k, SettlementKind::Fortress)[0];
    assert!(answers.contains(&Command::Buy { hex: village, what: Purchase::City }));
    assert!(answers.contains(&Command::Buy { hex: village, what: Purchase::Fortress }));
    assert!(answers.contains(&Command::Buy { hex: fortress, what: Purchase::Army }));
    assert!(!answers.iter().any(|c| matches!(c, Command::Buy { what: Purchase::Capital, .. })), "it has a capital");
    play(&mut s, &[Command::Buy { hex: village, what: Purchase::Fortress }]);
    assert_eq!((s.kingdoms[ki].gold, s.kingdoms[ki].food), (3, 1), "a fortress costs 2 gold");
    play(&mut s, &[Command::Pass, Command::Buy { hex: fortress, what: Purchase::Army }]);
    assert_eq!(s.armies.values().filter(|a| a.kingdom == k).count(), 2);
    assert_eq!(s.kingdoms[ki].gold, 2);
    play(&mut s, &[Command::Pass]);
    let DecisionKind::Build { answers } = pending(&s).kind else { panic!() };
    assert!(!answers.contains(&Command::Buy { hex: fortress, what: Purchase::Army }), "recruited this winter");
    assert!(!answers.contains(&Command::Buy { hex: village, what: Purchase::Army }), "at the cap of 2");
    let army = first_army(&s, k);
    assert!(answers.contains(&Command::Disband { army }), "at the cap it may disband");
}

// WIN-5 seen from WIN-4: a purchase that spends the food an army needs, or adds an army
// with no food for it, is counted before it is made (the table is warned); gold-only
// purchases and disbanding never are; armies already hungry are not counted again.
#[test]
fn win_5_hunger_a_purchase_would_cause() {
    let (mut s, _) = winter(&after_setup());
    play(&mut s, &[Command::Pass, Command::Pass]);
    let k = s.player_order[0];
    let ki = usize::from(k.0);
    let armies = s.armies.values().filter(|a| a.kingdom == k).count() as u32;
    assert_eq!(armies, 1);
    let village = settlements_of(&s, k, SettlementKind::Village)[0];
    let fortress = settlements_of(&s, k, SettlementKind::Fortress)[0];
    let city = Command::Buy { hex: village, what: Purchase::City };
    let keep = Command::Buy { hex: village, what: Purchase::Fortress };
    let army = Command::Buy { hex: fortress, what: Purchase::Army };
    let disband = Command::Disband { army: first_army(&s, k) };
    let after = |s: &State, c: &Command| economy::hungry_after(s, k, c);
    s.kingdoms[ki].gold = 5;
    s.kingdoms[ki].food = 1;
    assert_eq!([after(&s, &city), after(&s, &keep), after(&s, &army), after(&s, &disband)], [1, 0, 1, 0]);
    s.kingdoms[ki].food = 2;
    assert_eq!([after(&s, &city), after(&s, &army)], [0, 0], "food enough for both");
    s.kingdoms[ki].food = 0;
    assert_eq!(economy::hungry(&s, k), 1);
    assert_eq!([after(&s, &city), after(&s, &army)], [0, 1], "the hungry army is not counted twice");
}

/// Runs the winter steps that need no choice.
fn settled(s: &State) -> State {
    let options = options();
    let mut out = Emitter::new(s, crate::engine::rules::MODULES);
    advance(&mut out, &Ctx::new(&options, 1, 0));
    out.finish().0
}

// WIN-5: each army eats 1 food; with too little the owner chooses who goes hungry, then
// unspent gold and food are lost.
#[test]
fn win_5_feed() {
    let (mut s, _) = winter(&after_setup());
    for k in s.kingdoms.iter_mut() {
        k.gold = 0;
        k.food = 0;
    }
    // Nothing to give or buy: both pass without being asked, and feeding begins.
    let mut s = settled(&s);
    let (a, b) = (s.player_order[0], s.player_order[1]);
    let hungry = first_army(&s, a);
    assert_eq!(pending(&s).kind, DecisionKind::Starve { armies: vec![hungry], left: 1 });
    let events = play(&mut s, &[Command::Starve { army: hungry }]);
    assert_eq!(events[0], Event::TokenDestroyed { token: hungry, cause: Loss::Starved });
    assert_eq!(pending(&s).who, Decider::Kingdom(b));
    let hungry = first_army(&s, b);
    play(&mut s, &[Command::Starve { army: hungry }]);
    assert!(s.armies.is_empty());
    // Nobody has an army: the order is tied and rolled; nothing to place; the next year.
    assert!(matches!(pending(&s).kind, DecisionKind::Roll { purpose: RollPurpose::WinterOrder, count: 2, .. }));
    play(&mut s, &[Command::Roll { faces: Some(vec![2, 5]) }]);
    assert_eq!(s.player_order, vec![b, a]);
    assert_eq!((s.calendar.year, s.calendar.month), (2, 1), "WIN-7: the next year begins");
    // With no token anywhere nobody orders, resolves or fights: the month moves on to
    // Reform's tie roll (rules version 2; REF-6).
    assert_eq!(s.phase, Phase::Reform);
    assert!(matches!(pending(&s).kind, DecisionKind::Roll { purpose: RollPurpose::ReformOrder, .. }));
}

// WIN-6: armies are staged, the order ranked again (a tie is rolled), then each kingdom
// places one army a turn on its settlements within their room: village 1, city 2,
// capital 3, fortress 3. WIN-5: fed armies cost 1 food each; the rest is lost.
#[test]
fn win_6_deploy() {
    let mut s = after_setup();
    let (a, b) = (s.player_order[0], s.player_order[1]);
    let mut second = s.armies[&first_army(&s, a)].clone();
    second.hex = s.held_capital(a).unwrap();
    s.armies.insert(TokenId(50), second);
    let (mut s, _) = winter(&s);
    for k in s.kingdoms.iter_mut() {
        k.gold = 0;
        k.food = 2;
    }
    // Food could be given: both are asked and pass; nothing can be bought, but the first,
    // at the cap of 2 armies, could disband one: it passes.
    let events = play(&mut s, &[Command::Pass, Command::Pass, Command::Pass]);
    assert!(events.contains(&Event::Fed { kingdom: a, food: 2 }));
    assert!(events.contains(&Event::Fed { kingdom: b, food: 1 }));
    assert!(events.contains(&Event::StoresLost { kingdom: b }), "b's last food is lost");
    assert!(s.kingdoms.iter().all(|k| k.food == 0 && k.gold == 0));
    assert_eq!(s.player_order, vec![a, b], "two armies before one: no roll");
    assert_eq!(s.winter.as_ref().unwrap().staged.len(), 3);
    let village = settlements_of(&s, a, SettlementKind::Village)[0];
    let d = pending(&s);
    assert_eq!(d.who, Decider::Kingdom(a));
    let DecisionKind::Deploy { armies, tiles } = d.kind else { panic!() };
    assert_eq!(armies.len(), 2);
    assert!(tiles.contains(&village));
    play(&mut s, &[Command::Deploy { army: armies[0], hex: village }]);
    assert_eq!(pending(&s).who, Decider::Kingdom(b), "one army a turn");
    let (b_home, b_army) = (s.held_capital(b).unwrap(), first_army(&s, b));
    play(&mut s, &[Command::Deploy { army: b_army, hex: b_home }]);
    let DecisionKind::Deploy { tiles, .. } = pending(&s).kind else { panic!() };
    assert!(!tiles.contains(&village), "a village holds one army");
    let a_home = s.held_capital(a).unwrap();
    play(&mut s, &[Command::Deploy { army: armies[1], hex: a_home }]);
    assert_eq!((s.phase.clone(), s.calendar.year, s.calendar.month), (Phase::Orders, 2, 1), "WIN-7: the next year");
    assert!(s.winter.is_none());
    assert_eq!(deploy::room(&s, a, s.held_capital(a).unwrap()), 3);
    assert_eq!(deploy::room(&s, a, village), 1);
}

// WIN-4: a kingdom whose capital was taken may raise one of its cities to be its new
// capital (1 gold, 1 food); the old one stops being its capital. A ship is built in a
// coastal or river city with no ship docked.
#[test]
fn win_4_new_capital_and_ships() {
    let mut s = after_setup();
    let k = s.player_order[0];
    let old = s.held_capital(k).unwrap();
    let i = s.map.index(old).unwrap();
    s.tiles[i].control = Some(s.player_order[1]);
    let (mut s, _) = winter(&s);
    let ki = usize::from(k.0);
    s.kingdoms[ki].gold = 3;
    s.kingdoms[ki].food = 3;
    s.winter.as_mut().unwrap().step = WinterStep::Build { turn: 0, passes: 0 };
    let city = settlements_of(&s, k, SettlementKind::City)[0];
    let DecisionKind::Build { answers } = pending(&s).kind else { panic!("{:?}", pending(&s)) };
    assert!(answers.contains(&Command::Buy { hex: city, what: Purchase::Capital }));
    let coastal = crate::engine::rules::moves::ship_may_enter(&s, city);
    assert_eq!(answers.contains(&Command::Buy { hex: city, what: Purchase::Ship }), coastal);
    play(&mut s, &[Command::Buy { hex: city, what: Purchase::Capital }]);
    assert_eq!(s.held_capital(k), Some(city));
    assert_eq!(s.tile(old).unwrap().settlement.as_ref().unwrap().capital_of, None, "the lost capital is a plain city");
    assert_eq!((s.kingdoms[ki].gold, s.kingdoms[ki].food), (2, 2));
}

// WIN-4: an allied army needs 3 non-allied armies at creation, and a kingdom has at most
// one.
#[test]
fn win_4_allied_army() {
    let mut s = after_setup();
    let k = s.player_order[0];
    let own = s.armies.values().find(|a| a.kingdom == k).unwrap().clone();
    for id in [70, 71] {
        s.armies.insert(TokenId(id), own.clone());
    }
    let options = Options { max_armies: 6, ..options() };
    let mut winter_state = winter(&s).0;
    winter_state.kingdoms[usize::from(k.0)].gold = 5;
    winter_state.winter.as_mut().unwrap().step = WinterStep::Build { turn: 0, passes: 0 };
    let fortress = settlements_of(&winter_state, k, SettlementKind::Fortress)[0];
    let allied = Command::Buy { hex: fortress, what: Purchase::AlliedArmy };
    assert!(economy::purchases(&winter_state, &options, k).contains(&allied), "three armies: an ally may join");
    let mut two = winter_state.clone();
    two.armies.remove(&TokenId(70));
    assert!(!economy::purchases(&two, &options, k).contains(&allied), "two are not enough");
    let mut with_ally = winter_state.clone();
    with_ally.armies.get_mut(&TokenId(71)).unwrap().allied = true;
    with_ally.armies.insert(TokenId(72), own);
    assert!(!economy::purchases(&with_ally, &options, k).contains(&allied), "at most one");
}
