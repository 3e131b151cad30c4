//! Joining battles in the domain war (`DOM-5`…`DOM-8`) on the strip of `tests.rs`:
//! Basilea's armies march into C1, where Orcs' armies stand.

use super::engage::{camps, pillaging_instead, skirmishes};
use super::tests::{army, domain_events, hex, hold, options, play, strip, B, O};
use crate::engine::battle::{BattleKind, BattleStep, Side};
use crate::engine::command::Command;
use crate::engine::decision::DecisionKind;
use crate::engine::dice::RollPurpose;
use crate::engine::domain::{
    Answer, Barred, DomainCommand, DomainDecision, DomainEvent, DomainOrder, Engage, HalfMp, March,
};
use crate::engine::rules::battle::choices;
use crate::engine::rules::battle::forces::dice_counts;
use crate::engine::rules::decision;
use crate::engine::ruleset::{Options, Resolver, LETTER};
use crate::engine::state::{KingdomId, Order, Phase, Settlement, SettlementKind, State, TokenId};

fn plain() -> Options {
    Options { loyalty: false, ..options() }
}

/// Basilea's armies `attackers` (id, forced MP) have marched from B1 into C1; Orcs' army
/// 9 stands there with `order`. The Battle phase, Basilea to choose.
fn meeting(attackers: &[(u32, u8)], order: Order, mounted: bool) -> State {
    let mut s = strip(false);
    for c in ['A', 'B'] {
        hold(&mut s, &format!("{c}1"), Some(B));
    }
    for c in ['C', 'D'] {
        hold(&mut s, &format!("{c}1"), Some(O));
    }
    for &(id, forced) in attackers {
        let t = army(&mut s, id, B, "C1");
        let march = March { path: vec![hex("C1")], pillage: 0, skirmish: false, spent: HalfMp::whole(3 + forced) };
        let d = s.domain.as_mut().unwrap();
        d.marches.insert(t, march);
        d.marched.push(t);
        s.orders.insert(t, Order::Move { to: hex("C1") });
    }
    let orc = army(&mut s, 9, O, "C1");
    s.armies.get_mut(&orc).unwrap().mounted = mounted;
    s.orders.insert(orc, order);
    s.resolved = s.orders.keys().copied().collect();
    s.phase = Phase::Battle;
    s
}

fn skirmisher(attackers: &[(u32, u8)], mounted: bool) -> State {
    meeting(attackers, Order::Domain(DomainOrder::Skirmish), mounted)
}

fn choose(s: &State, o: &Options) -> State {
    play(s, o, Command::ChooseBattle { hex: hex("C1"), enemy: O }).unwrap().0
}

fn answer(s: &State, o: &Options, a: Answer) -> (State, Vec<crate::engine::event::Event>) {
    play(s, o, Command::Domain(DomainCommand::Engage(a))).unwrap()
}

fn asks(s: &State, o: &Options) -> (Option<KingdomId>, Vec<Answer>) {
    let d = decision(s, o);
    let who = match d.who {
        crate::engine::decision::Decider::Kingdom(k) => Some(k),
        _ => None,
    };
    match d.kind {
        DecisionKind::Domain(DomainDecision::Engage { answers, .. }) => (who, answers),
        other => panic!("{other:?}"),
    }
}

fn step(s: &State) -> Option<Engage> {
    s.battle.as_ref().and_then(|b| b.domain.as_ref()).and_then(|e| e.step.clone())
}

// DOM-5: a skirmisher can be attacked only by enemy armies at least as fast (allowance
// plus the forced MP of their own orders); a mounted skirmisher outruns foot; a forced
// march catches it. Skirmishing costs 1 MP and is declared with the order.
#[test]
fn dom_5_only_the_fast_catch_a_skirmisher() {
    let o = plain();
    let s = skirmisher(&[(1, 0)], false);
    assert!(skirmishes(&s, TokenId(9)));
    let fought = choose(&s, &o);
    assert_eq!(step(&fought), None, "as fast as the skirmisher: the battle is fought");
    assert_eq!(fought.battle.as_ref().unwrap().step, BattleStep::Roll);
    let outrun = choose(&skirmisher(&[(1, 0)], true), &o);
    assert_eq!(step(&outrun), Some(Engage::Evade), "mounted 4 against 3: it evades");
    assert_eq!(asks(&outrun, &o), (Some(O), vec![Answer::Pillage, Answer::PickUnits, Answer::Ambush]));
    let forced = choose(&skirmisher(&[(1, 1)], true), &o);
    assert_eq!(step(&forced), None, "3 + 1 forced MP catches 4");
    // Not every defender skirmishes: no skirmish step.
    let standing = choose(&meeting(&[(1, 0)], Order::Defend, true), &o);
    assert_eq!(step(&standing), None);
    // Declared with the march: 1 MP more.
    let mut s = strip(false);
    for c in 'A'..='J' {
        hold(&mut s, &format!("{c}1"), Some(B));
    }
    let t = army(&mut s, 1, B, "A1");
    let path: Vec<_> = ["B1", "C1", "D1", "E1", "F1", "G1"].map(hex).to_vec();
    let with = Command::Domain(DomainCommand::March { token: t, path: path.clone(), pillage: 0, skirmish: true });
    let err = play(&s, &o, with).unwrap_err();
    assert_eq!(err.rule(), "DOM-3", "6 MP of march and 1 of skirmish is over twice 3: {err}");
    let short =
        Command::Domain(DomainCommand::March { token: t, path: path[..5].to_vec(), pillage: 0, skirmish: true });
    let (after, _) = play(&s, &o, short).unwrap();
    assert_eq!(after.domain.as_ref().unwrap().marches[&t].spent, HalfMp::whole(6));
    assert!(skirmishes(&after, t));
}

// DOM-5, DOM-7: when only some attackers are fast enough, the attacker may attack with
// just those; the slow ones arrive late and, in a simple battle, sit the first out and
// fight a second battle in full.
#[test]
fn dom_5_dom_7_the_fast_attack_and_the_slow_come_late() {
    let o = plain();
    let s = choose(&skirmisher(&[(1, 1), (2, 0)], true), &o);
    assert_eq!(step(&s), Some(Engage::Catch { fast: vec![TokenId(1)] }));
    assert_eq!(asks(&s, &o), (Some(B), vec![Answer::Attack, Answer::Decline]));
    let (attacked, events) = answer(&s, &o, Answer::Attack);
    let b = attacked.battle.as_ref().unwrap();
    let e = b.domain.as_deref().unwrap();
    assert_eq!(e.late, vec![(TokenId(2), 1)], "3 MP against 4: one short");
    assert_eq!(e.sitting_out, vec![TokenId(2)]);
    assert_eq!(dice_counts(&attacked, b, BattleKind::Simple), [1, 1], "the fast one fights alone");
    assert!(domain_events(&events).contains(&&DomainEvent::SecondDue { hex: hex("C1"), attacker: B, defender: O }));
    // The first battle is over (here: drawn and the sides stay); the second follows with all.
    let mut over = attacked.clone();
    over.apply(&crate::engine::event::Event::BattleOver);
    let mut out = crate::engine::rules::Emitter::new(&over, crate::engine::rules::MODULES);
    crate::engine::rules::battle::advance(&mut out, &crate::engine::rules::Ctx::new(&o, 1, 0));
    let (second, events) = out.finish();
    let b = second.battle.as_ref().expect("a second battle");
    assert!(b.domain.as_ref().unwrap().second, "without special rules");
    assert!(events.contains(&crate::engine::event::Event::Domain(DomainEvent::SecondBegun)));
    assert_eq!(dice_counts(&second, b, BattleKind::Simple), [2, 1], "the late army fights in full");
    // Declining lets the skirmishers evade.
    let (declined, _) = answer(&s, &o, Answer::Decline);
    assert_eq!(step(&declined), Some(Engage::Evade));
}

// DOM-7 on the tabletop: the late armies join the game 1D3+1 rounds late per MP short,
// shown on the battle sheet; nobody sits out.
#[test]
fn dom_7_late_arrivals_on_the_tabletop() {
    let o = Options { resolver: Resolver::Tabletop, ..plain() };
    let s = choose(&skirmisher(&[(1, 2), (2, 0)], true), &o);
    let (rolling, _) = answer(&s, &o, Answer::Attack);
    let d = decision(&rolling, &o);
    assert!(matches!(d.kind, DecisionKind::Roll { purpose: RollPurpose::LateArrivals, count: 1, sides: 3 }), "{d:?}");
    let (joined, _) = play(&rolling, &o, Command::Roll { faces: Some(vec![2]) }).unwrap();
    let e = joined.battle.as_ref().unwrap().domain.as_deref().unwrap().clone();
    assert_eq!(e.arrivals, vec![(TokenId(2), 3)], "1D3 = 2, +1: round 3");
    assert!(e.sitting_out.is_empty());
    assert_eq!(joined.battle.as_ref().unwrap().step, BattleStep::Tabletop);
}

// DOM-6 1, rules 4: the evader pillages freely: no battle, all its free MP taken as gold
// from the tile though an enemy army stands there; the battle is not chosen again this
// month.
#[test]
fn dom_6_evade_and_pillage_rules_4() {
    let o = plain();
    let old = |mut s: State| {
        s.rules = LETTER - 1;
        s
    };
    let s = choose(&old(skirmisher(&[(1, 0)], true)), &o);
    // Orcs' skirmisher stands in its own tile: nothing to pillage, but no battle either.
    let (after, events) = answer(&s, &o, Answer::Pillage);
    assert!(after.battle.is_none());
    assert!(domain_events(&events).contains(&&DomainEvent::CalledOff { hex: hex("C1"), kingdom: O, enemy: B }));
    assert!(choices(&after, B).iter().all(|c| c.hex != hex("C1")), "not chosen again this month");
    assert!(choices(&after, O).iter().all(|c| c.hex != hex("C1")));
    // In Basilea's tile, the evader takes its free MP (4 − 1 for the skirmish = 3) as GB,
    // up to the level (a village: 2).
    let (after, events) = answer(&choose(&old(in_basileas_village()), &o), &o, Answer::Pillage);
    assert!(domain_events(&events).contains(&&DomainEvent::Pillaged {
        army: TokenId(9),
        kingdom: O,
        hex: hex("C1"),
        gb: 2
    }));
    assert_eq!(after.kingdoms[1].gold, 2);
}

/// The Orcs' mounted skirmisher of `skirmisher` in C1 made Basilea's village.
fn in_basileas_village() -> State {
    let mut theirs = skirmisher(&[(1, 0)], true);
    let i = theirs.map.index(hex("C1")).unwrap();
    theirs.tiles[i].control = Some(B);
    theirs.tiles[i].settlement = Some(Settlement::new(SettlementKind::Village, None));
    theirs
}

// DOM-6 1 [clarified 2026-12-06], rules 5: the evader pillages with as many of its free MP
// as its owner chooses, and only MP that can yield GB are offered. In its own tile there
// is none: it is told so, nothing is spent and the battle is called off. In Basilea's
// village it has 3 free MP (4 − 1 for the skirmish) but the village yields 2: 0, 1 or 2
// are offered to the Orcs; 1 takes 1 GB.
#[test]
fn dom_6_evade_and_pillage_with_the_mp_chosen() {
    let o = plain();
    let s = choose(&skirmisher(&[(1, 0)], true), &o);
    let (after, events) = answer(&s, &o, Answer::Pillage);
    assert!(after.battle.is_none());
    let told = domain_events(&events);
    assert!(told.contains(&&DomainEvent::Barred { army: TokenId(9), hex: hex("C1"), why: Barred::OwnLand }));
    assert!(told.contains(&&DomainEvent::CalledOff { hex: hex("C1"), kingdom: O, enemy: B }));
    assert!(!told.iter().any(|e| matches!(e, DomainEvent::Pillaged { .. })));
    let (asking, events) = answer(&choose(&in_basileas_village(), &o), &o, Answer::Pillage);
    assert!(!domain_events(&events).iter().any(|e| matches!(e, DomainEvent::CalledOff { .. })), "not yet");
    let spend = |mp| Answer::Spend { army: TokenId(9), mp };
    assert_eq!(asks(&asking, &o), (Some(O), vec![spend(0), spend(1), spend(2)]));
    assert!(pillaging_instead(asking.battle.as_ref().unwrap()), "the battle card says so");
    let (after, events) = answer(&asking, &o, spend(1));
    let told = domain_events(&events);
    assert!(told.contains(&&DomainEvent::Pillaged { army: TokenId(9), kingdom: O, hex: hex("C1"), gb: 1 }));
    assert!(told.contains(&&DomainEvent::CalledOff { hex: hex("C1"), kingdom: O, enemy: B }));
    assert!(after.battle.is_none());
    assert_eq!(after.kingdoms[1].gold, 1);
    // Nothing chosen: no gold, and the battle is still called off.
    let (after, _) = answer(&asking, &o, spend(0));
    assert_eq!((after.kingdoms[1].gold, after.battle.is_none()), (0, true));
}

// DOM-6 2: the evader attacks only some units: with the simple resolver, one enemy army
// of the attacked side's choice; on the tabletop, 2D3 units picked alternately.
#[test]
fn dom_6_evade_and_pick() {
    let o = plain();
    let s = choose(&skirmisher(&[(1, 0), (2, 0)], true), &o);
    let (picking, _) = answer(&s, &o, Answer::PickUnits);
    assert_eq!(step(&picking), Some(Engage::Escort));
    assert_eq!(
        asks(&picking, &o),
        (Some(B), vec![Answer::Escort { army: TokenId(1) }, Answer::Escort { army: TokenId(2) }])
    );
    let (fought, _) = answer(&picking, &o, Answer::Escort { army: TokenId(2) });
    let b = fought.battle.as_ref().unwrap();
    assert_eq!(b.domain.as_ref().unwrap().sitting_out, vec![TokenId(1)]);
    assert_eq!(dice_counts(&fought, b, BattleKind::Simple), [1, 1]);
    let table = Options { resolver: Resolver::Tabletop, ..plain() };
    let s = choose(&skirmisher(&[(1, 0), (2, 0)], true), &table);
    let (rolling, _) = answer(&s, &table, Answer::PickUnits);
    let d = decision(&rolling, &table);
    assert!(matches!(d.kind, DecisionKind::Roll { purpose: RollPurpose::EvasionUnits, count: 2, sides: 3 }));
    let (joined, _) = play(&rolling, &table, Command::Roll { faces: Some(vec![3, 2]) }).unwrap();
    assert_eq!(joined.battle.as_ref().unwrap().domain.as_ref().unwrap().units, Some(5));
    assert!(play(&rolling, &table, Command::Roll { faces: Some(vec![4, 1]) }).is_err(), "d3s");
}

// DOM-6 3: an ambush: the ambusher is the defender; in a simple battle it allocates all
// its dice before the ambushed side allocates any.
#[test]
fn dom_6_evade_into_an_ambush() {
    let o = plain();
    let mut s = skirmisher(&[(1, 0), (2, 0)], true);
    army(&mut s, 8, O, "C1");
    s.armies.get_mut(&TokenId(8)).unwrap().mounted = true;
    s.orders.insert(TokenId(8), Order::Domain(DomainOrder::Skirmish));
    let (ambush, _) = answer(&choose(&s, &o), &o, Answer::Ambush);
    assert!(ambush.battle.as_ref().unwrap().ambush());
    let (rolled, _) = play(&ambush, &o, Command::Roll { faces: Some(vec![6, 6, 6, 6]) }).unwrap();
    let BattleStep::Allocate { turn, .. } = rolled.battle.as_ref().unwrap().step.clone() else { panic!() };
    assert_eq!(turn, Side::Defender, "the ambusher first");
    let (next, _) = play(&rolled, &o, Command::AllocateDie { face: 6, army: TokenId(1) }).unwrap();
    let BattleStep::Allocate { turn, .. } = next.battle.as_ref().unwrap().step.clone() else { panic!() };
    assert_eq!(turn, Side::Defender, "and again, while it has dice");
    let (last, _) = play(&next, &o, Command::AllocateDie { face: 6, army: TokenId(2) }).unwrap();
    let BattleStep::Allocate { turn, .. } = last.battle.as_ref().unwrap().step.clone() else { panic!() };
    assert_eq!(turn, Side::Attacker, "then the ambushed side");
}

// DOM-8: a force that did not move and stands in a fortress or city may stay inside and
// skip the skirmish; the invader then attacks the fortification or pillages instead.
// Fortified camp: a defending army may fight from a camp (shown on the battle sheet).
#[test]
fn dom_8_fortifications_and_camps() {
    let o = plain();
    let mut s = skirmisher(&[(1, 0)], true);
    let i = s.map.index(hex("C1")).unwrap();
    s.tiles[i].settlement = Some(Settlement::new(SettlementKind::Fortress, None));
    let inside = choose(&s, &o);
    assert_eq!(asks(&inside, &o), (Some(O), vec![Answer::Stay, Answer::TakeField]));
    assert_eq!(decision(&inside, &o).rule(), "DOM-8");
    let (stayed, _) = answer(&inside, &o, Answer::Stay);
    assert_eq!(asks(&stayed, &o), (Some(B), vec![Answer::Attack, Answer::Pillage]));
    let (stormed, _) = answer(&stayed, &o, Answer::Attack);
    assert_eq!(stormed.battle.as_ref().unwrap().step, BattleStep::Roll, "no skirmish step: the battle is fought");
    let (spared, events) = answer(&stayed, &o, Answer::Pillage);
    assert!(spared.battle.is_none());
    assert!(domain_events(&events).contains(&&DomainEvent::CalledOff { hex: hex("C1"), kingdom: B, enemy: O }));
    // Basilea's march cost 3 of 3 MP: nothing left to pillage with.
    assert!(!domain_events(&events).iter().any(|e| matches!(e, DomainEvent::Pillaged { .. })));
    let (field, _) = answer(&inside, &o, Answer::TakeField);
    assert_eq!(step(&field), Some(Engage::Evade), "in the field the mounted skirmisher evades");
    // A city counts; a village does not; a defender that marched there does not.
    s.tiles[i].settlement = Some(Settlement::new(SettlementKind::City, None));
    assert_eq!(step(&choose(&s, &o)), Some(Engage::Fortification));
    s.tiles[i].settlement = Some(Settlement::new(SettlementKind::Village, None));
    assert_eq!(step(&choose(&s, &o)), Some(Engage::Evade));
    s.tiles[i].settlement = Some(Settlement::new(SettlementKind::Fortress, None));
    s.domain.as_mut().unwrap().marched.push(TokenId(9));
    assert_eq!(step(&choose(&s, &o)), Some(Engage::Evade));
    // Fortified camp: Orcs' army took Defend.
    let mut camp = meeting(&[(1, 0)], Order::Defend, false);
    camp.armies.get_mut(&TokenId(9)).unwrap().defending = true;
    let camp = choose(&camp, &o);
    assert_eq!(camps(&camp), vec![TokenId(9)]);
}

// DOM-3 in a narrative battle: per forced-march hit, one of the army's units, its
// owner's choice, is left out of every count of the battle.
#[test]
fn dom_3_narrative_units_left_out() {
    use crate::engine::narrative::{NarrativeCommand, NarrativeDecision};
    use crate::engine::state::Unit;
    let o = Options { resolver: Resolver::Narrative, ..plain() };
    let mut s = meeting(&[(1, 2)], Order::Defend, false);
    for (id, n) in [(1, 3), (9, 3)] {
        s.armies.get_mut(&TokenId(id)).unwrap().units =
            (0..n).map(|i| Unit::new(&format!("Unit {i}"), "Regiment", 2)).collect();
    }
    s.domain.as_mut().unwrap().fatigue.insert(TokenId(1), 2);
    let fought = choose(&s, &o);
    let d = decision(&fought, &o);
    assert_eq!(d.rule(), "DOM-3");
    let DecisionKind::Narrative(NarrativeDecision::LeaveOut { army, left, units }) = d.kind else { panic!("{d:?}") };
    assert_eq!((army, left, units.len()), (TokenId(1), 2, 3), "its own units, two to leave out");
    let pick = |s: &State, unit| play(s, &o, Command::Narrative(NarrativeCommand::Unit { unit })).unwrap().0;
    let once = pick(&fought, units[2]);
    let twice = pick(&once, units[0]);
    let nb = twice.battle.as_ref().unwrap().narrative.as_deref().unwrap().clone();
    assert_eq!(nb.worn, vec![units[2], units[0]]);
    assert_ne!(decision(&twice, &o).rule(), "DOM-3", "done after two: the battle goes on");
    let enemy = crate::engine::narrative::UnitRef { army: TokenId(9), unit: 0 };
    assert!(
        play(&fought, &o, Command::Narrative(NarrativeCommand::Unit { unit: enemy })).is_err(),
        "only its own units"
    );
}
