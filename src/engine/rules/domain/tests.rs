//! The domain war's rules on hand-laid positions: a strip of land tiles (each next to its
//! left and right neighbours only) with forests, mountains, rivers and roads painted where
//! a rule needs them, so every cost and clause of RULES §8 can be set up exactly.

use super::land::{pillage_bar, special_orders};
use super::march::{allowance, charged, hits, reach, step_cost};
use crate::engine::battle::Battle;
use crate::engine::command::Command;
use crate::engine::domain::{kind_bit, Barred, Domain, DomainCommand, DomainEvent, DomainOrder, HalfMp, Halt};
use crate::engine::error::{MarchStepBlock, MoveBlock, RuleError};
use crate::engine::event::{Event, Loss};
use crate::engine::game::{Game, Setup};
use crate::engine::hex::{Dir, Edge, Hex};
use crate::engine::loyalty::{Cause, LoyaltyEvent, Noted, TileLoyalty};
use crate::engine::map::{Holding, HoldingKind, Map, MapText, Province, SideMark};
use crate::engine::rules::seam::Ctx;
use crate::engine::rules::{decision, execute};
use crate::engine::ruleset::{Allowance, DiceMode, Options, Preset};
use crate::engine::state::{Army, KingdomId, KingdomSetup, Order, Phase, Settlement, SettlementKind, State, TokenId};

pub(super) const B: KingdomId = KingdomId(0);
pub(super) const O: KingdomId = KingdomId(1);

pub(super) fn hex(label: &str) -> Hex {
    Map::parse_label(label).unwrap()
}

pub(super) fn options() -> Options {
    Options { dice: DiceMode::Table, ..Preset::DomainWar.options() }
}

pub(super) fn plain_options() -> Options {
    Options { loyalty: false, months: 6, ..options() }
}

/// A campaign state on `rows` with two kingdoms and the domain war on (loyalty as
/// `loyalty` says), no tile held, no token, in the Orders phase of year 1, month 1;
/// player order Basilea, Orcs.
pub(super) fn board(rows: &[&str], loyalty: bool) -> State {
    let width = rows[0].split_whitespace().count();
    let map =
        serde_json::from_value(serde_json::json!({ "width": width, "height": rows.len(), "rows": rows })).unwrap();
    let kingdoms = ["Basilea", "Orcs"]
        .iter()
        .zip(["#2a5bd7", "#7d3c98"])
        .map(|(n, c)| KingdomSetup { name: n.to_string(), colour: c.to_string(), race: None })
        .collect();
    let setup_options = Options { domain: false, ..Preset::LoyaltyAndSupply.options() };
    let game = Game::new(Setup { name: "t".into(), kingdoms, map, modules: Vec::new() }, setup_options, 1).unwrap();
    let mut s = game.state().clone();
    s.phase = Phase::Orders;
    s.player_order = vec![B, O];
    s.next_token = 50;
    s.domain = Some(Domain::default());
    if !loyalty {
        s.loyalty = None;
    }
    s
}

/// Ten land tiles in a row, A1 to J1.
pub(super) fn strip(loyalty: bool) -> State {
    board(&[".s .s . . . . . . . ."], loyalty)
}

pub(super) fn hold(s: &mut State, label: &str, k: Option<KingdomId>) {
    let i = s.map.index(hex(label)).unwrap();
    s.tiles[i].explored = true;
    s.tiles[i].control = k;
    if let (Some(k), true) = (k, s.loyalty.is_some()) {
        let mut l = TileLoyalty::default();
        l.set(k, 6);
        s.tiles[i].loyalty = Some(l);
    }
}

/// Every tile of the strip explored and held by `k`.
pub(super) fn held_strip(loyalty: bool, k: KingdomId) -> State {
    let mut s = strip(loyalty);
    for c in 'A'..='J' {
        hold(&mut s, &format!("{c}1"), Some(k));
    }
    s
}

pub(super) fn army(s: &mut State, id: u32, k: KingdomId, label: &str) -> TokenId {
    s.armies.insert(TokenId(id), Army::new(k, hex(label), 500));
    TokenId(id)
}

/// The border of `label` towards its eastern neighbour on the strip.
fn east(label: &str) -> Edge {
    Edge { hex: hex(label), dir: Dir::E }
}

fn side(s: &mut State, label: &str, mark: SideMark) {
    std::sync::Arc::make_mut(&mut s.map).tile_mut(hex(label)).unwrap().sides[Dir::E.index()] = Some(mark);
}

fn road(s: &mut State, label: &str) {
    std::sync::Arc::make_mut(&mut s.map).tile_mut(hex(label)).unwrap().roads.set(Dir::E, true);
}

pub(super) fn play(s: &State, o: &Options, command: Command) -> Result<(State, Vec<Event>), RuleError> {
    execute(s, &Ctx::new(o, 1, 0), &command)
}

pub(super) fn march(token: TokenId, path: &[&str], pillage: u8) -> Command {
    let path = path.iter().map(|l| hex(l)).collect();
    Command::Domain(DomainCommand::March { token, path, pillage, skirmish: false })
}

/// Orders `command` for Basilea's army 1 (the only token), then resolves it.
fn order_and_resolve(s: &State, o: &Options, command: Command) -> (State, Vec<Event>) {
    let (ordered, _) = play(s, o, command).unwrap();
    assert_eq!(ordered.phase, Phase::Resolution, "the only order given, resolution begins");
    play(&ordered, o, Command::ResolveOrder { token: TokenId(1) }).unwrap()
}

pub(super) fn domain_events(events: &[Event]) -> Vec<&DomainEvent> {
    events
        .iter()
        .filter_map(|e| match e {
            Event::Domain(d) => Some(d),
            _ => None,
        })
        .collect()
}

fn marched(events: &[Event]) -> (Vec<Hex>, Option<Halt>, HalfMp, u8) {
    events
        .iter()
        .find_map(|e| match e {
            Event::Domain(DomainEvent::Marched { path, halt, spent, hits, .. }) => {
                Some((path.clone(), *halt, *spent, *hits))
            }
            _ => None,
        })
        .expect("a march")
}

fn costs(s: &State, o: &Options, token: TokenId) -> Vec<(String, String)> {
    reach(s, o, token).into_iter().map(|r| (Map::label(r.to), r.cost.to_string())).collect()
}

// DOM-1: entering land costs 1, across a forest side 2, a mountain side 3, +1 into a
// river tile; a road halves the cost exactly (counted in half MP); marsh and open water
// are impassable.
#[test]
fn dom_1_terrain_costs_in_half_mp() {
    let mut s = board(&[".s .s . . . . m ~"], false);
    let cost = |s: &State, a: &str, b: &str| step_cost(s, hex(a), hex(b)).map(|c| c.to_string());
    assert_eq!(cost(&s, "A1", "B1").as_deref(), Some("1"));
    side(&mut s, "B1", SideMark::Forest);
    assert_eq!(cost(&s, "B1", "C1").as_deref(), Some("2"), "across a forest side");
    assert_eq!(cost(&s, "C1", "B1").as_deref(), Some("2"), "either side of the border counts");
    side(&mut s, "C1", SideMark::Mountain);
    assert_eq!(cost(&s, "C1", "D1").as_deref(), Some("3"), "across a mountain side");
    std::sync::Arc::make_mut(&mut s.map).tile_mut(hex("D1")).unwrap().river = true;
    assert_eq!(cost(&s, "C1", "D1").as_deref(), Some("4"), "a mountain side into a river tile");
    assert_eq!(cost(&s, "E1", "D1").as_deref(), Some("2"), "+1 into a river tile");
    assert_eq!(cost(&s, "D1", "E1").as_deref(), Some("1"), "leaving a river tile costs nothing more");
    road(&mut s, "B1");
    assert_eq!(cost(&s, "B1", "C1").as_deref(), Some("1"), "a road into a forest costs 1 MP");
    road(&mut s, "A1");
    assert_eq!(cost(&s, "A1", "B1").as_deref(), Some("½"), "a road over open land costs half");
    road(&mut s, "C1");
    assert_eq!(cost(&s, "C1", "D1").as_deref(), Some("2"), "a road across a mountain into a river");
    std::sync::Arc::make_mut(&mut s.map).tile_mut(hex("D1")).unwrap().roads.set(Dir::W, true);
    assert!(s.map.road(east("C1")), "a road painted on either side serves the border");
    assert_eq!(cost(&s, "F1", "G1"), None, "marsh is impassable");
    assert_eq!(cost(&s, "G1", "H1"), None, "open water is impassable");
}

// DOM-1: armies 3 MP, mounted 4, both editable at setup; the mounted flag is set on the
// roster by its owner at any time, and is refused for a token that is not an army.
#[test]
fn dom_1_allowances_and_the_mounted_flag() {
    let mut s = held_strip(false, B);
    let t = army(&mut s, 1, B, "A1");
    let o = plain_options();
    assert_eq!(allowance(&s, &o, t), HalfMp::whole(3));
    let (after, events) = play(&s, &o, Command::Domain(DomainCommand::SetMounted { army: t, mounted: true })).unwrap();
    assert_eq!(events, vec![Event::Domain(DomainEvent::Mounted { army: t, mounted: true })]);
    assert!(after.armies[&t].mounted);
    assert_eq!(allowance(&after, &o, t), HalfMp::whole(4));
    let again = play(&after, &o, Command::Domain(DomainCommand::SetMounted { army: t, mounted: true })).unwrap_err();
    assert_eq!(again, RuleError::MountedAlready { army: t, mounted: true });
    // Not while its march of the month stands: it was costed with the flag as it was.
    let mut ordered = after.clone();
    ordered.orders.insert(t, Order::Defend);
    let err = play(&ordered, &o, Command::Domain(DomainCommand::SetMounted { army: t, mounted: false })).unwrap_err();
    assert_eq!(err, RuleError::MountedOrdered { army: t });
    let edited = Options { allowance: Allowance { foot: 2, mounted: 5 }, ..o };
    assert_eq!(allowance(&s, &edited, t), HalfMp::whole(2));
    assert_eq!(allowance(&after, &edited, t), HalfMp::whole(5));
    assert_eq!(
        Options { allowance: Allowance { foot: 0, mounted: 4 }, ..o }.validate().unwrap_err().to_string(),
        "DOM-1: a movement allowance is 1 to 12 MP, not 0"
    );
    let refused = play(&s, &o, Command::Domain(DomainCommand::SetMounted { army: TokenId(9), mounted: true }));
    assert_eq!(refused.unwrap_err().rule(), "DOM-1");
    // Without the module there is no flag to set.
    let mut off = s.clone();
    off.domain = None;
    assert!(play(&off, &o, Command::Domain(DomainCommand::SetMounted { army: t, mounted: true })).is_err());
}

// DOM-11, DOM-3, DOM-1: the decision lists each reachable tile once, with the cheapest
// cost, up to twice the allowance (forced march); a mounted army reaches further.
#[test]
fn dom_11_reach_lists_each_tile_once_up_to_twice_the_allowance() {
    let mut s = held_strip(false, B);
    let t = army(&mut s, 1, B, "D1");
    let o = plain_options();
    let got = costs(&s, &o, t);
    let want: Vec<(String, String)> = [
        ("A1", "3"),
        ("B1", "2"),
        ("C1", "1"),
        ("E1", "1"),
        ("F1", "2"),
        ("G1", "3"),
        ("H1", "4"),
        ("I1", "5"),
        ("J1", "6"),
    ]
    .iter()
    .map(|(a, b)| (a.to_string(), b.to_string()))
    .collect();
    assert_eq!(got, want);
    let d = decision(&s, &o);
    let crate::engine::decision::DecisionKind::GiveOrder { tokens } = &d.kind else { panic!("{d:?}") };
    assert_eq!(tokens[0].marches.len(), 9, "one entry per reachable tile");
    assert!(tokens[0].orders.iter().all(|o| !matches!(o, Order::Move { .. })), "no one-tile moves for a marching army");
    let reach_i = reach(&s, &o, t).into_iter().find(|r| r.to == hex("I1")).unwrap();
    assert_eq!(reach_i.path, ["E1", "F1", "G1", "H1", "I1"].map(hex).to_vec(), "the path, start excluded");
    assert_eq!(reach_i.allowance, HalfMp::whole(3));
    s.armies.get_mut(&t).unwrap().mounted = true;
    let mounted = Options { allowance: Allowance { foot: 3, mounted: 2 }, ..o };
    assert_eq!(costs(&s, &mounted, t).len(), 7, "a mounted allowance of 2 reaches 4 tiles east, 3 west");
}

// DOM-1, DOM-11: the cheapest path wins: a road around a forest beats the forest.
#[test]
fn dom_11_the_cheapest_path_is_offered() {
    let mut s = board(&[".s .s . .", ". . . ."], false);
    for h in s.map.hexes().collect::<Vec<_>>() {
        let i = s.map.index(h).unwrap();
        s.tiles[i].explored = true;
        s.tiles[i].control = Some(B);
    }
    let t = army(&mut s, 1, B, "A1");
    // A1 → B1 crosses a mountain; the way round by A2 and B2 is open land.
    side(&mut s, "A1", SideMark::Mountain);
    let o = plain_options();
    let to_b1 = reach(&s, &o, t).into_iter().find(|r| r.to == hex("B1")).unwrap();
    assert_eq!(to_b1.cost, HalfMp::whole(2));
    assert_eq!(to_b1.path.len(), 2, "round the mountain: {:?}", to_b1.path);
    road(&mut s, "A1");
    let to_b1 = reach(&s, &o, t).into_iter().find(|r| r.to == hex("B1")).unwrap();
    assert_eq!((to_b1.cost, to_b1.path), (HalfMp(3), vec![hex("B1")]), "over the mountain by road: 1½");
}

// DOM-2: a token may always move one tile regardless of cost if it is not impassable;
// the step is charged at most its allowance, so it owes no forced-march hit.
#[test]
fn dom_2_one_tile_always() {
    let mut s = held_strip(false, B);
    let t = army(&mut s, 1, B, "A1");
    side(&mut s, "A1", SideMark::Mountain);
    std::sync::Arc::make_mut(&mut s.map).tile_mut(hex("B1")).unwrap().river = true;
    let o = Options { allowance: Allowance { foot: 1, mounted: 4 }, ..plain_options() };
    assert_eq!(step_cost(&s, hex("A1"), hex("B1")), Some(HalfMp::whole(4)), "4 MP, more than twice the allowance");
    assert_eq!(costs(&s, &o, t), vec![("B1".to_string(), "1".to_string())], "one step, charged at the allowance");
    assert_eq!(charged(1, HalfMp::whole(4), HalfMp::whole(1)), HalfMp::whole(1));
    assert_eq!(charged(2, HalfMp::whole(4), HalfMp::whole(1)), HalfMp::whole(4), "only a single step");
    let (_, events) = order_and_resolve(&s, &o, march(t, &["B1"], 0));
    assert_eq!(marched(&events), (vec![hex("B1")], None, HalfMp::whole(1), 0), "no hits");
    let too_far = play(&s, &o, march(t, &["B1", "C1"], 0)).unwrap_err();
    assert_eq!(too_far, RuleError::MarchTooLong { token: t, cost: HalfMp::whole(5), most: HalfMp::whole(2) });
    assert_eq!(too_far.rule(), "DOM-3");
}

// DOM-3: a march may overspend by at most its allowance; each extra MP (a started half
// counting whole) is one hit, taken at the start of the token's first battle this month.
#[test]
fn dom_3_forced_march_hits() {
    assert_eq!(hits(HalfMp::whole(3), HalfMp::whole(3)), 0);
    assert_eq!(hits(HalfMp(7), HalfMp::whole(3)), 1, "3½ MP: half an MP over is a hit");
    assert_eq!(hits(HalfMp::whole(6), HalfMp::whole(3)), 3);
    let mut s = held_strip(false, B);
    let t = army(&mut s, 1, B, "A1");
    let o = plain_options();
    let (after, events) = order_and_resolve(&s, &o, march(t, &["B1", "C1", "D1", "E1", "F1"], 0));
    assert_eq!(marched(&events), (["B1", "C1", "D1", "E1", "F1"].map(hex).to_vec(), None, HalfMp::whole(5), 2));
    let marched_event = events.iter().find(|e| matches!(e, Event::Domain(DomainEvent::Marched { .. }))).unwrap();
    let mut owed = crate::engine::rules::Emitter::new(&s, crate::engine::rules::MODULES);
    owed.emit(marched_event.clone());
    let (owed, _) = owed.finish();
    assert_eq!(owed.domain.as_ref().unwrap().fatigue.get(&t), Some(&2), "owed until its first battle");
    assert!(after.domain.as_ref().unwrap().fatigue.is_empty(), "a month without a battle forgets them");
    let refused = play(&s, &o, march(t, &["B1", "C1", "D1", "E1", "F1", "G1", "H1"], 0)).unwrap_err();
    assert_eq!(refused, RuleError::MarchTooLong { token: t, cost: HalfMp::whole(7), most: HalfMp::whole(6) });
    // Pillage MP count towards the march: 4 MP of road and 2 of pillage is 6, 3 over.
    let refused = play(&s, &o, march(t, &["B1", "C1", "D1", "E1", "F1"], 2)).unwrap_err();
    assert_eq!(refused.rule(), "DOM-3");
}

pub(super) fn battle_at(s: &mut State, label: &str) {
    s.phase = Phase::Battle;
    s.battle = Some(Battle {
        hex: hex(label),
        attacker: B,
        defender: O,
        kind: None,
        step: crate::engine::battle::BattleStep::ChooseKind { kinds: Vec::new() },
        winner: None,
        narrative: None,
        tired: Default::default(),
        domain: None,
    });
}

// DOM-3 in a simple battle: −1 to the tired army's Defence per hit for that battle, never
// below 1; the hits are taken at the start of its first battle, once.
#[test]
fn dom_3_hits_lower_defence_in_a_simple_battle() {
    use crate::engine::rules::battle::simple::defence;
    assert_eq!(defence(500, false, 2), 3);
    assert_eq!(defence(500, true, 2), 4, "Defend still adds 1");
    assert_eq!(defence(200, false, 3), 1, "never below 1");
    assert_eq!(defence(300, false, 0), 3);
    let mut s = held_strip(false, B);
    let t = army(&mut s, 1, B, "C1");
    army(&mut s, 2, O, "C1");
    s.domain.as_mut().unwrap().fatigue.insert(t, 2);
    battle_at(&mut s, "C1");
    let mut out = crate::engine::rules::Emitter::new(&s, crate::engine::rules::MODULES);
    out.emit(Event::BattleKindSet { kind: crate::engine::battle::BattleKind::Simple });
    super::march::take_hits(&mut out);
    let (after, events) = out.finish();
    assert_eq!(events[1], Event::Domain(DomainEvent::HitsTaken { token: t, hits: 2 }));
    assert_eq!(after.battle.as_ref().unwrap().tired(t), 2);
    assert!(after.domain.as_ref().unwrap().fatigue.is_empty(), "taken once: not in a second battle");
    // APP-5: the exact odds count the tired army's Defence (5 − 2 = 3).
    use crate::engine::battle::BattleKind;
    use crate::engine::rules::battle::odds::odds;
    let tired = odds(&after, after.battle.as_ref().unwrap(), BattleKind::Simple).unwrap();
    let fresh = odds(&s, s.battle.as_ref().unwrap(), BattleKind::Simple).unwrap();
    assert_eq!(fresh.tenths(), [fresh.tenths()[2], fresh.tenths()[1], fresh.tenths()[0]], "even when fresh");
    assert!(tired.tenths()[2] > tired.tenths()[0], "the tired attacker is more likely to lose: {:?}", tired.tenths());
}

// DOM-4: without the loyalty module, an army more than 2 tiles from every tile its
// kingdom controls is out of supply and loses a step (100 points) per MP marched; it can
// destroy itself. Within reach, nothing is lost.
#[test]
fn dom_4_unsupplied_march_without_loyalty() {
    let mut s = strip(false);
    hold(&mut s, "A1", Some(B));
    for c in 'B'..='J' {
        hold(&mut s, &format!("{c}1"), Some(O));
    }
    let t = army(&mut s, 1, B, "C1");
    let o = plain_options();
    let (after, events) = order_and_resolve(&s, &o, march(t, &["D1", "E1"], 0));
    assert!(
        !domain_events(&events).iter().any(|e| matches!(e, DomainEvent::Starved { .. })),
        "2 tiles from A1: supplied"
    );
    assert_eq!(after.armies[&t].points, 500);
    s.armies.get_mut(&t).unwrap().hex = hex("D1");
    let (after, events) = order_and_resolve(&s, &o, march(t, &["E1", "F1"], 0));
    assert!(domain_events(&events).contains(&&DomainEvent::Starved { army: t, points: 200 }), "{events:?}");
    assert_eq!(after.armies[&t].points, 300);
    s.armies.get_mut(&t).unwrap().points = 200;
    let (after, events) = order_and_resolve(&s, &o, march(t, &["E1", "F1", "G1"], 0));
    assert!(events.contains(&Event::TokenDestroyed { token: t, cause: Loss::MarchedUnsupplied }));
    assert_eq!(Loss::MarchedUnsupplied.rule(), "DOM-4");
    assert!(!after.armies.contains_key(&t));
}

// DOM-4 with §7: supply is LOY-8's: an army whose way home is cut loses its steps even
// next to its own tiles.
#[test]
fn dom_4_unsupplied_march_by_loy_8() {
    let mut s = strip(true);
    hold(&mut s, "A1", Some(B));
    hold(&mut s, "B1", Some(O));
    hold(&mut s, "C1", Some(O));
    hold(&mut s, "D1", Some(O));
    army(&mut s, 2, O, "B1");
    let t = army(&mut s, 1, B, "C1");
    let o = Options { loyalty: true, ..plain_options() };
    let (ordered, _) = play(&s, &o, march(t, &["D1"], 0)).unwrap();
    let (ordered, _) = play(&ordered, &o, Command::GiveOrder { token: TokenId(2), order: Order::Defend }).unwrap();
    let (_, events) = play(&ordered, &o, Command::ResolveOrder { token: t }).unwrap();
    assert!(domain_events(&events).contains(&&DomainEvent::Starved { army: t, points: 100 }), "{events:?}");
}

// DOM-11: a march stops on entering an unexplored tile, which it explores; only that tile
// is resolved: the tiles passed through do not change hands.
#[test]
fn dom_11_a_march_stops_at_the_first_unexplored_tile() {
    let mut s = strip(false);
    hold(&mut s, "A1", Some(B));
    hold(&mut s, "B1", Some(O));
    hold(&mut s, "C1", None);
    let t = army(&mut s, 1, B, "A1");
    let o = plain_options();
    // D1 is unexplored: the march may end there but not pass it.
    let refused = play(&s, &o, march(t, &["B1", "C1", "D1", "E1"], 0)).unwrap_err();
    assert_eq!(refused, RuleError::MarchStep { token: t, at: hex("E1"), why: MarchStepBlock::Stops });
    let (ordered, _) = play(&s, &o, march(t, &["B1", "C1", "D1"], 0)).unwrap();
    // At resolution B1 has been explored away by nobody; C1 was explored, so it passes.
    let (after, events) = play(&ordered, &o, Command::ResolveOrder { token: t }).unwrap();
    assert_eq!(marched(&events).1, Some(Halt::Unexplored), "it stops there, as planned");
    assert_eq!(after.exploring, Some((B, hex("D1"))), "SUM-RES-2 at the stop");
    assert_eq!(after.control(hex("B1")), Some(O), "passed through, not taken");
    assert_eq!(after.control(hex("C1")), None);
    // The state at resolution decides: a tile unexplored then stops the march early.
    let mut changed = ordered.clone();
    let i = changed.map.index(hex("C1")).unwrap();
    changed.tiles[i].explored = false;
    let (after, events) = play(&changed, &o, Command::ResolveOrder { token: t }).unwrap();
    assert_eq!(marched(&events).0, vec![hex("B1"), hex("C1")]);
    assert_eq!(marched(&events).1, Some(Halt::Unexplored));
    assert_eq!(after.armies[&t].hex, hex("C1"));
}

// DOM-11: a march stops on entering a tile holding enemy tokens; its destination there
// is where the battle is.
#[test]
fn dom_11_a_march_stops_where_the_enemy_stands() {
    let mut s = held_strip(false, B);
    let t = army(&mut s, 1, B, "A1");
    let o = plain_options();
    let (ordered, _) = play(&s, &o, march(t, &["B1", "C1", "D1"], 0)).unwrap();
    let mut met = ordered.clone();
    met.armies.insert(TokenId(7), Army::new(O, hex("C1"), 500));
    met.orders.insert(TokenId(7), Order::Defend);
    met.resolved.insert(TokenId(7));
    let (after, events) = play(&met, &o, Command::ResolveOrder { token: t }).unwrap();
    assert_eq!(marched(&events), (vec![hex("B1"), hex("C1")], Some(Halt::Enemy), HalfMp::whole(2), 0));
    assert_eq!(after.armies[&t].hex, hex("C1"));
    assert_eq!(after.phase, Phase::Battle, "the battle follows");
}

// DOM-11: every step must be a legal move under SUM-ORD-4; a march enters each tile once.
#[test]
fn dom_11_every_step_is_a_legal_move() {
    let mut s = board(&[".s .s ~ .", ". . . ."], false);
    for h in s.map.hexes().collect::<Vec<_>>() {
        let i = s.map.index(h).unwrap();
        s.tiles[i].explored = true;
        s.tiles[i].control = Some(B);
    }
    let t = army(&mut s, 1, B, "A1");
    side(&mut s, "A1", SideMark::Water);
    let o = plain_options();
    let err = play(&s, &o, march(t, &["B1"], 0)).unwrap_err();
    assert_eq!(err, RuleError::MarchStep { token: t, at: hex("B1"), why: MarchStepBlock::Move(MoveBlock::WaterEdge) });
    let err = play(&s, &o, march(t, &["A2", "B1", "C1"], 0)).unwrap_err();
    assert_eq!(err, RuleError::MarchStep { token: t, at: hex("C1"), why: MarchStepBlock::Move(MoveBlock::OpenWater) });
    let err = play(&s, &o, march(t, &["A2", "A1"], 0)).unwrap_err();
    assert_eq!(err.rule(), "DOM-11", "never back into its start");
    let err = play(&s, &o, march(t, &["A2", "B2", "A2"], 0)).unwrap_err();
    assert!(matches!(err, RuleError::MarchStep { why: MarchStepBlock::Twice, .. }));
    let err = play(&s, &o, Command::GiveOrder { token: t, order: Order::Move { to: hex("A2") } }).unwrap_err();
    assert_eq!(err, RuleError::MarchNeeded { token: t });
    assert!(play(&s, &o, march(t, &["A2", "B2", "B1"], 0)).is_ok(), "round the water edge");
}

// DOM-11: REF-1 does not apply to a token that marched (the forest was paid in MP); ships
// and pairs still move one tile by SUM-ORD-4.
#[test]
fn dom_11_ref_1_passes_marchers_by_and_ships_move_one_tile() {
    let mut s = held_strip(false, B);
    let t = army(&mut s, 1, B, "A1");
    side(&mut s, "A1", SideMark::Forest);
    let o = plain_options();
    let (after, _) = order_and_resolve(&s, &o, march(t, &["B1"], 0));
    assert!(after.armies[&t].upright, "not laid down by the forest it crossed");
    assert_eq!(after.calendar.month, 2, "the month went on");
    let mut sea = board(&["~ ~ .s .s"], false);
    sea.ships.insert(TokenId(3), crate::engine::state::Ship { kingdom: B, hex: hex("A1"), upright: true });
    let d = decision(&sea, &o);
    let crate::engine::decision::DecisionKind::GiveOrder { tokens } = &d.kind else { panic!() };
    assert!(tokens[0].marches.is_empty() && tokens[0].orders.contains(&Order::Move { to: hex("B1") }));
}

fn holdings() -> Vec<Holding> {
    vec![
        Holding { kind: HoldingKind::Law, level: 2, owner: None },
        Holding { kind: HoldingKind::Guild, level: 3, owner: Some(1) },
        Holding { kind: HoldingKind::Temple, level: 1, owner: Some(0) },
        Holding { kind: HoldingKind::Source, level: 2, owner: None },
    ]
}

/// Orcs' tile C1 (a village, level 2 by default), and Basilea's army in B1.
fn invasion(loyalty: bool) -> State {
    let mut s = strip(loyalty);
    hold(&mut s, "A1", Some(B));
    hold(&mut s, "B1", Some(B));
    hold(&mut s, "C1", Some(O));
    hold(&mut s, "D1", Some(O));
    let i = s.map.index(hex("C1")).unwrap();
    s.tiles[i].settlement = Some(Settlement::new(SettlementKind::Village, None));
    std::sync::Arc::make_mut(&mut s.map).set_province(hex("C1"), Province { level: None, holdings: holdings() });
    army(&mut s, 1, B, "B1");
    s
}

// DOM-9: an army that faces no enemy army in a tile occupies it: with §7 its loyalty
// becomes poor (at least 1 to the occupier, at most 2 to the old owner).
#[test]
fn dom_9_occupation_and_poor_loyalty() {
    let s = invasion(true);
    let o = options();
    let (after, _) = order_and_resolve(&s, &o, march(TokenId(1), &["C1"], 0));
    assert_eq!(after.control(hex("C1")), Some(B));
    assert_eq!(after.occupied_from(hex("C1")), Some(O));
    assert_eq!(after.loyalty_of(hex("C1"), O), 2, "6 falls to 2");
    assert!(after.loyalty_of(hex("C1"), B) >= 1);
    // The old owner taking it back frees it.
    let mut out = crate::engine::rules::Emitter::new(&after, crate::engine::rules::MODULES);
    out.emit(Event::TileControlled { hex: hex("C1"), kingdom: O });
    let (back, _) = out.finish();
    assert_eq!(back.occupied_from(hex("C1")), None);
}

// DOM-9: the occupier may destroy law, guild and temple holdings (not its own) for 1 GB a
// level, or instead lower a source by 1 for nothing; only in a tile it occupies.
#[test]
fn dom_9_plunder_and_the_source() {
    let s = invasion(false);
    let o = plain_options();
    let t = TokenId(1);
    assert!(special_orders(&s, &o, t).iter().all(|o| !matches!(o, Order::Domain(DomainOrder::Plunder { .. }))));
    let (mut occupied, _) = order_and_resolve(&s, &o, march(t, &["C1"], 0));
    occupied.phase = Phase::Orders;
    occupied.orders.clear();
    occupied.resolved.clear();
    let orders = special_orders(&occupied, &o, t);
    let law_guild = kind_bit(HoldingKind::Law) | kind_bit(HoldingKind::Guild);
    let plunder: Vec<u8> = orders
        .iter()
        .filter_map(|o| match o {
            Order::Domain(DomainOrder::Plunder { kinds }) => Some(*kinds),
            _ => None,
        })
        .collect();
    assert_eq!(plunder, vec![1, 2, 3], "law, guild, both; never its own temple");
    assert_eq!(law_guild, 3);
    assert!(orders.contains(&Order::Domain(DomainOrder::LowerSource)));
    let gold = occupied.kingdoms[0].gold;
    let (after, events) = order_and_resolve(
        &occupied,
        &o,
        Command::GiveOrder { token: t, order: Order::Domain(DomainOrder::Plunder { kinds: law_guild }) },
    );
    let destroyed = vec![holdings()[0], holdings()[1]];
    assert!(domain_events(&events).contains(&&DomainEvent::Plundered {
        army: t,
        kingdom: B,
        hex: hex("C1"),
        destroyed,
        gb: 5
    }));
    assert_eq!(after.kingdoms[0].gold, gold + 5, "1 GB per level destroyed");
    assert_eq!(crate::engine::view::domain::spoils(events.iter(), B), (0, 5), "counted as plunder, not pillage");
    let left: Vec<(HoldingKind, u8)> = after.holdings(hex("C1")).iter().map(|h| (h.kind, h.level)).collect();
    assert_eq!(
        left,
        vec![(HoldingKind::Law, 0), (HoldingKind::Guild, 0), (HoldingKind::Temple, 1), (HoldingKind::Source, 2)]
    );
    let (after, events) = order_and_resolve(
        &occupied,
        &o,
        Command::GiveOrder { token: t, order: Order::Domain(DomainOrder::LowerSource) },
    );
    assert!(domain_events(&events).contains(&&DomainEvent::SourceLowered { army: t, hex: hex("C1") }));
    assert_eq!(after.holdings(hex("C1"))[3].level, 1);
    assert_eq!(after.kingdoms[0].gold, gold, "no GB for the source");
    // Not pillage: the tile's monthly take is untouched.
    assert_eq!(after.tile_domain(hex("C1")).map_or(0, |d| d.month_gb), 0);
}

// DOM-9: the occupier never collects the tile's income; once the winter's gathering has
// passed, the occupation is over.
#[test]
fn dom_9_no_income_from_an_occupied_tile() {
    let mut s = invasion(false);
    let i = s.map.index(hex("B1")).unwrap();
    s.tiles[i].settlement = Some(Settlement::new(SettlementKind::Village, None));
    let o = plain_options();
    let (occupied, _) = order_and_resolve(&s, &o, march(TokenId(1), &["C1"], 0));
    let mut out = crate::engine::rules::Emitter::new(&occupied, crate::engine::rules::MODULES);
    crate::engine::rules::winter::economy::gather(&mut out);
    let (after, events) = out.finish();
    assert!(events.contains(&Event::Gathered { kingdom: B, gold: 0, food: 1 }), "B1's village only: {events:?}");
    assert!(events.contains(&Event::Domain(DomainEvent::Freed { hex: hex("C1") })));
    assert_eq!(after.occupied_from(hex("C1")), None);
}

// DOM-10: each MP pillaging yields 1 GB, at most the province level a month in that tile
// (shared by every army there); never in one's own land or where an enemy army stands.
#[test]
fn dom_10_pillage_yields_and_its_cap() {
    let s = invasion(false);
    let o = plain_options();
    let t = TokenId(1);
    let (after, events) = order_and_resolve(&s, &o, march(t, &["C1"], 2));
    // The march occupies C1, then pillages it: level 2 by its village.
    assert_eq!(after.province_level(hex("C1")), 2);
    assert!(domain_events(&events).contains(&&DomainEvent::Pillaged { army: t, kingdom: B, hex: hex("C1"), gb: 2 }));
    assert_eq!(after.kingdoms[0].gold, 2);
    let mut out = crate::engine::rules::Emitter::new(&s, crate::engine::rules::MODULES);
    out.emit(Event::TileControlled { hex: hex("C1"), kingdom: B });
    super::land::pillage(&mut out, t, hex("C1"), 1);
    assert_eq!(pillage_bar(out.state(), hex("C1"), B, false), None, "1 of 2 taken");
    super::land::pillage(&mut out, t, hex("C1"), 3);
    assert_eq!(pillage_bar(out.state(), hex("C1"), B, false), Some(Barred::Exhausted), "the month's cap is reached");
    super::land::pillage(&mut out, TokenId(1), hex("C1"), 1);
    let (_, events) = out.finish();
    let taken: Vec<&DomainEvent> = domain_events(&events);
    assert_eq!(
        taken,
        vec![
            &DomainEvent::Pillaged { army: t, kingdom: B, hex: hex("C1"), gb: 1 },
            &DomainEvent::Pillaged { army: t, kingdom: B, hex: hex("C1"), gb: 1 },
            &DomainEvent::Barred { army: t, hex: hex("C1"), why: Barred::Exhausted },
        ]
    );
    assert_eq!(pillage_bar(&after, hex("B1"), B, false), Some(Barred::OwnLand));
    let mut guarded = s.clone();
    army(&mut guarded, 5, O, "D1");
    assert_eq!(pillage_bar(&guarded, hex("D1"), B, false), Some(Barred::EnemyArmy));
    // A tile's level caps the month: 3 MP in a level-2 province yield 2.
    let mut rich = s.clone();
    std::sync::Arc::make_mut(&mut rich.map).set_province(hex("D1"), Province { level: Some(3), holdings: Vec::new() });
    rich.armies.get_mut(&t).unwrap().hex = hex("C1");
    let (after, events) = order_and_resolve(&rich, &o, march(t, &["D1"], 5));
    assert!(domain_events(&events).contains(&&DomainEvent::Pillaged { army: t, kingdom: B, hex: hex("D1"), gb: 3 }));
    assert_eq!(after.tile_domain(hex("D1")).unwrap().turn_gb, 3);
    // The next month the cap is whole again.
    assert_eq!(after.tile_domain(hex("D1")).unwrap().month_gb, 0, "the month ended with the only order");
}

// DOM-10 (the kingdom that held the tile when it was pillaged, the pillager's own if it
// holds the tile): Basilea marches into the Orcs' C1 and pillages it where it stops; it
// holds C1 by then (occupied, DOM-9, DOM-11), so the step is taken from its own loyalty.
#[test]
fn dom_10_pillage_lowers_the_pillagers_own_loyalty_where_it_holds_the_tile() {
    let s = invasion(true);
    let (after, events) = order_and_resolve(&s, &options(), march(TokenId(1), &["C1"], 1));
    assert_eq!((after.control(hex("C1")), after.occupied_from(hex("C1"))), (Some(B), Some(O)));
    let noted: Vec<&Noted> = events
        .iter()
        .filter_map(|e| match e {
            Event::Loyalty(LoyaltyEvent::Noted(n)) => Some(n),
            _ => None,
        })
        .collect();
    assert_eq!(noted, [&Noted { hex: hex("C1"), kingdom: B, cause: Cause::Pillaged { by: B } }]);
}

// DOM-10: pillaging lowers the controller's loyalty one step per domain turn (noted once
// for LOY-9); no rule actions (LOY-10's special orders) in a tile being pillaged.
#[test]
fn dom_10_pillage_loyalty_and_no_rule_actions() {
    let mut s = invasion(true);
    let i = s.map.index(hex("C1")).unwrap();
    s.tiles[i].loyalty.as_mut().unwrap().set(B, 1);
    let t = TokenId(1);
    let mut out = crate::engine::rules::Emitter::new(&s, crate::engine::rules::MODULES);
    super::land::pillage(&mut out, t, hex("C1"), 1);
    super::land::pillage(&mut out, t, hex("C1"), 1);
    let (after, events) = out.finish();
    let noted: Vec<&Event> = events.iter().filter(|e| matches!(e, Event::Loyalty(LoyaltyEvent::Noted(_)))).collect();
    assert_eq!(
        noted,
        vec![&Event::Loyalty(LoyaltyEvent::Noted(Noted {
            hex: hex("C1"),
            kingdom: O,
            cause: Cause::Pillaged { by: B }
        }))],
        "once a turn"
    );
    assert_eq!(Cause::Pillaged { by: B }.delta(), -1);
    assert_eq!(Cause::Pillaged { by: B }.rule(), "DOM-10");
    // Basilea's army, now holding C1, may do no economic works there this turn.
    let mut there = after.clone();
    there.armies.get_mut(&t).unwrap().hex = hex("C1");
    let i = there.map.index(hex("C1")).unwrap();
    there.tiles[i].control = Some(B);
    let specials = crate::engine::rules::loyalty::orders::special_orders(&there, t);
    assert!(!specials.contains(&Order::Loyalty(crate::engine::loyalty::LoyaltyOrder::Works)), "{specials:?}");
    there.tiles[i].domain.as_mut().unwrap().turn_gb = 0;
    let specials = crate::engine::rules::loyalty::orders::special_orders(&there, t);
    assert!(specials.contains(&Order::Loyalty(crate::engine::loyalty::LoyaltyOrder::Works)));
}

// DOM-10: at the end of each domain turn (every third month, and the summer's last) each
// pillaged tile rolls 2D10: at or below the GB taken there that turn, its level falls by
// 1; above, it holds. Then the turn's pillage is forgotten.
#[test]
fn dom_10_level_checks_at_the_end_of_the_domain_turn() {
    let mut s = invasion(false);
    s.calendar.month = 3;
    let o = plain_options();
    let (after, events) = order_and_resolve(&s, &o, march(TokenId(1), &["C1"], 2));
    assert!(domain_events(&events).contains(&&DomainEvent::ChecksDue { hexes: vec![hex("C1")] }));
    let d = decision(&after, &o);
    assert_eq!(d.rule(), "DOM-10");
    assert!(matches!(d.kind, crate::engine::decision::DecisionKind::Roll { count: 2, sides: 10, .. }));
    // 1 + 1 = 2 ≤ 2 GB taken: the level falls from 2 to 1.
    let (fell, events) = play(&after, &o, Command::Roll { faces: Some(vec![1, 1]) }).unwrap();
    assert!(domain_events(&events).contains(&&DomainEvent::Checked {
        hex: hex("C1"),
        faces: vec![1, 1],
        taken: 2,
        level: 2,
        fell: true
    }));
    assert_eq!(fell.province_level(hex("C1")), 1);
    assert_eq!(fell.tile_domain(hex("C1")).map_or(0, |d| d.turn_gb), 0, "forgotten");
    assert_eq!(fell.calendar.month, 4, "REF-6 followed and the next month began");
    // 2 + 1 = 3 > 2: it holds.
    let (held, _) = play(&after, &o, Command::Roll { faces: Some(vec![2, 1]) }).unwrap();
    assert_eq!(held.province_level(hex("C1")), 2);
    let refused = play(&after, &o, Command::Roll { faces: Some(vec![11, 1]) }).unwrap_err();
    assert_eq!(refused.rule(), "APP-2", "d10 faces only");
    // Month 2 ends no domain turn: no checks.
    s.calendar.month = 2;
    let (after, events) = order_and_resolve(&s, &o, march(TokenId(1), &["C1"], 2));
    assert!(!domain_events(&events).iter().any(|e| matches!(e, DomainEvent::ChecksDue { .. })));
    assert_eq!(after.calendar.month, 3);
    assert_eq!(after.tile_domain(hex("C1")).unwrap().turn_gb, 2, "the turn goes on");
}

// MAP-6: the province level by settlement (empty 1, village 2, fortress 3, city 4,
// capital 5), a map's level replacing it; holdings and roads in the map's text, absent
// when empty; levels above 10 refused.
#[test]
fn map_6_province_levels_holdings_and_roads_in_maps() {
    let mut s = strip(false);
    let level = |s: &State| s.province_level(hex("C1"));
    assert_eq!(level(&s), 1);
    let i = s.map.index(hex("C1")).unwrap();
    for (kind, capital, want) in [
        (SettlementKind::Village, false, 2),
        (SettlementKind::Fortress, false, 3),
        (SettlementKind::City, false, 4),
        (SettlementKind::City, true, 5),
    ] {
        s.tiles[i].settlement = Some(Settlement::new(kind, capital.then_some(B)));
        assert_eq!(level(&s), want, "{kind:?}");
    }
    std::sync::Arc::make_mut(&mut s.map).set_province(hex("C1"), Province { level: Some(7), holdings: holdings() });
    assert_eq!(level(&s), 7, "the map's level");
    road(&mut s, "B1");
    let text = MapText::from(Map::clone(&s.map));
    assert_eq!(text.roads.len(), 1);
    assert_eq!(text.provinces.len(), 1);
    let json = serde_json::to_value(&text).unwrap();
    assert_eq!(json["provinces"][0]["level"], 7);
    assert_eq!(Map::try_from(text.clone()).unwrap(), *s.map, "round trip");
    let mut bad = text.clone();
    bad.provinces[0].province.level = Some(11);
    assert_eq!(
        Map::try_from(bad).unwrap_err().to_string(),
        "MAP-6: tile C1: a province or holding level is 0 to 10, not 11"
    );
    let water = Map::clone(&board(&[".s .s ~"], false).map);
    let mut wet = MapText::from(water.clone());
    wet.roads.push(crate::engine::map::Road { hex: hex("C1"), dir: Dir::W });
    assert_eq!(Map::try_from(wet).unwrap_err().to_string(), "MAP-6: tile C1 is open water: roads join land and marsh");
    let mut wet = MapText::from(water);
    wet.provinces.push(crate::engine::map::ProvinceMark {
        hex: hex("C1"),
        province: Province { level: Some(2), holdings: vec![] },
    });
    assert_eq!(
        Map::try_from(wet).unwrap_err().to_string(),
        "MAP-6: tile C1 is not land: a province (level, holdings) needs land"
    );
    let plain = MapText::from(Map::clone(&strip(false).map));
    let json = serde_json::to_value(&plain).unwrap();
    assert!(json.get("roads").is_none() && json.get("provinces").is_none(), "absent when empty");
    s.domain = None;
    assert_eq!(level(&s), 0, "no levels without the module");
}
