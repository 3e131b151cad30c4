//! The modules' answers of a stand-in (RULES §7–§9), each judged on a state built for it
//! through the seam (`Module::judge_answer`, `judge_stay`, `refuses_move`,
//! `supplied_tiles`).

use super::*;
use crate::engine::battle::{Battle, BattleKind, BattleStep, Side};
use crate::engine::decision::Reach;
use crate::engine::decision::TokenOrders;
use crate::engine::domain::{Answer, DomainOrder, HalfMp};
use crate::engine::loyalty::{Clause, LoyaltyOrder, Spot};
use crate::engine::map::Map;
use crate::engine::narrative::{NarrativeBattle, NarrativePhase};
use crate::engine::narrative::{NarrativeCommand, NarrativeDecision, UnitRef};
use crate::engine::rules::domain::march;
use crate::engine::rules::domain::stand_in::{engage_score, forced_cost};
use crate::engine::rules::loyalty::stand_in::safety;
use crate::engine::rules::loyalty::tiles::limit;
use crate::engine::rules::narrative::stand_in::score as narrative_score;
use crate::engine::state::{Army, Unit};
use crate::engine::testing::after_setup;
use std::collections::BTreeMap;

const B: KingdomId = KingdomId(0);
const O: KingdomId = KingdomId(1);

/// The score of a module's order to `token`, which stays where it is.
fn stay_order_score(s: &State, options: &Options, k: KingdomId, token: TokenId, order: Order) -> Option<(i64, Reason)> {
    MODULES.iter().find_map(|m| m.judge_stay(&Judging::new(s, options, k), k, token, order))
}

fn move_score(s: &State, k: KingdomId, token: TokenId, to: Hex) -> (i64, Reason) {
    super::move_score(&Judging::by_default(s, k), k, token, to)
}

/// The sample campaign after setup with no armies; `mine` and `theirs` (points) placed on
/// a land tile beside Basilea's capital, Basilea's numbered from 1, Orcs' from 10.
fn beside(mine: &[u32], theirs: &[u32]) -> (State, Hex) {
    let mut s = after_setup();
    s.armies.clear();
    let at = s.capital_of(B).unwrap();
    let to = at.neighbors().map(|(_, h)| h).find(|h| s.map.terrain(*h) == Some(crate::engine::map::Terrain::Land));
    let to = to.unwrap();
    for (i, p) in mine.iter().enumerate() {
        s.armies.insert(TokenId(1 + i as u32), Army::new(B, to, *p));
    }
    for (i, p) in theirs.iter().enumerate() {
        s.armies.insert(TokenId(10 + i as u32), Army::new(O, to, *p));
    }
    (s, to)
}

fn spot(to: Hex, clause: Clause) -> Spot {
    Spot { to, via: None, clause }
}

// LOY-4: of the spots a retreat may land on, the safest: a friendly tile below its limit
// (4.2), then through a devastated or full tile (4.3), then a push (4.6), and a landing
// that devastates a full tile (4.5) last.
#[test]
fn loy_4_a_stand_in_retreats_to_the_safest_spot() {
    let hexes: Vec<Hex> = (0..4).map(|q| Hex::new(q, 0)).collect();
    let clauses = [Clause::Overfill, Clause::Push, Clause::Through, Clause::Stop];
    let spots: Vec<Spot> = hexes.iter().zip(clauses).map(|(h, c)| spot(*h, c)).collect();
    let scores: Vec<i64> = hexes.iter().map(|h| safety(spots.iter(), *h)).collect();
    assert_eq!(scores, [1, 2, 3, 4]);
    assert_eq!(safety(spots.iter(), Hex::new(9, 9)), 0, "not among the spots");
}

// LOY-3: a move into a tile where the kingdom's armies (those standing there and those
// already ordered in) would pass its limit is refused when resolved, so a stand-in judges
// it no better than holding; below the limit, the move keeps its worth.
#[test]
fn loy_3_a_stand_in_never_orders_a_move_the_limit_refuses() {
    let (mut s, to) = beside(&[], &[]);
    s.loyalty = Some(Default::default());
    let home = s.capital_of(B).unwrap();
    let room = limit(&s, to, B);
    for i in 0..room as u32 {
        s.armies.insert(TokenId(20 + i), Army::new(B, if i == 0 { home } else { to }, 500));
    }
    // One of them is ordered in from the capital: with it the tile is full.
    s.orders.insert(TokenId(20), Order::Move { to });
    s.armies.insert(TokenId(1), Army::new(B, home, 500));
    let (score, reason) = move_score(&s, B, TokenId(1), to);
    assert_eq!((score, reason.why), (50, Why::Holds));
    s.orders.clear();
    let (score, _) = move_score(&s, B, TokenId(1), to);
    assert!(score > 100, "below the limit the move counts: {score}");
}

// DOM-3: a march past the allowance costs 300 a forced-march hit, so of two marches that
// gain as much the one within the allowance is taken.
#[test]
fn dom_3_a_stand_in_marches_within_its_allowance_when_it_can() {
    let (to, token) = (Hex::new(3, 0), TokenId(1));
    let reach = |path: Vec<Hex>, mp| Reach { to, path, cost: HalfMp::whole(mp), allowance: HalfMp::whole(3) };
    let short = vec![Hex::new(1, 0), to];
    let long = vec![Hex::new(1, 1), Hex::new(2, 1), to];
    let tokens = vec![TokenOrders {
        token,
        hex: Hex::new(0, 0),
        orders: Vec::new(),
        marches: vec![reach(short.clone(), 3), reach(long.clone(), 5)],
    }];
    let kind = DecisionKind::GiveOrder { tokens };
    assert_eq!(forced_cost(&kind, token, &short), 0);
    assert_eq!(forced_cost(&kind, token, &long), 600, "2 MP past the allowance, 2 hits");
}

// DOM-10, DOM-9: an army that stays pillages for gold, each MP a gold bar, but never past
// its allowance when that costs a forced-march hit; plunder takes more, the more it
// destroys.
#[test]
fn dom_10_a_stand_in_pillages_within_its_allowance() {
    let (s, _) = beside(&[500], &[]);
    let options = Options::default();
    let allowance = march::allowance(&s, &options, TokenId(1)).ceil();
    let pillage =
        |mp| stay_order_score(&s, &options, B, TokenId(1), Order::Domain(DomainOrder::Pillage { mp })).unwrap();
    assert!(pillage(allowance).0 > pillage(allowance - 1).0, "each MP a gold bar");
    assert!(pillage(allowance + 1).0 < pillage(allowance).0, "past the allowance, a hit");
    assert_eq!(pillage(1).1.why, Why::Pillages);
    let plunder =
        |kinds| stay_order_score(&s, &options, B, TokenId(1), Order::Domain(DomainOrder::Plunder { kinds })).unwrap().0;
    assert!(plunder(0b11) > plunder(0b1));
    assert!(pillage(1).0 > 100, "better than holding");
}

// DOM-5, DOM-6, DOM-8: joining a battle, a stand-in attacks at good odds, else pillages
// freely, else stays or declines; and meets an evader's strike with its strongest army.
#[test]
fn dom_6_a_stand_in_engages_at_good_odds_else_pillages() {
    let (s, hex) = beside(&[500, 500, 500], &[500]);
    let attack = engage_score(&Judging::by_default(&s, B), B, hex, Answer::Attack);
    assert!(attack.0 > 9000 && attack.1.why == Why::Fights && attack.1.chance.is_some());
    let (s, hex) = beside(&[500], &[500, 500, 500]);
    let attack = engage_score(&Judging::by_default(&s, B), B, hex, Answer::Attack).0;
    let pillage = engage_score(&Judging::by_default(&s, B), B, hex, Answer::Pillage).0;
    let decline = engage_score(&Judging::by_default(&s, B), B, hex, Answer::Decline).0;
    assert!(attack < decline && decline < pillage);
    let escort = |army| engage_score(&Judging::by_default(&s, O), O, hex, Answer::Escort { army }).0;
    let mut s2 = s.clone();
    s2.armies.get_mut(&TokenId(11)).unwrap().points = 900;
    let escort2 = |army| engage_score(&Judging::by_default(&s2, O), O, hex, Answer::Escort { army }).0;
    assert_eq!(escort(TokenId(10)), escort(TokenId(11)));
    assert!(escort2(TokenId(11)) > escort2(TokenId(10)), "the strongest meets the strike");
}

/// Basilea's army 1 with units of strength `mine`, Orcs' army 10 with `theirs`, fighting a
/// narrative battle at their tile in which `fallen` have fallen.
fn narrative(mine: &[i8], theirs: &[i8], fallen: &[UnitRef]) -> State {
    let (mut s, hex) = beside(&[500], &[500]);
    for (army, strengths) in [(TokenId(1), mine), (TokenId(10), theirs)] {
        let units = strengths.iter().map(|st| Unit::new("Unit", "Regiment", *st)).collect();
        s.armies.get_mut(&army).unwrap().units = units;
    }
    let nb = NarrativeBattle {
        settlement: false,
        swapped: false,
        phase: NarrativePhase::FieldScouting,
        queue: Vec::new(),
        tests: Vec::new(),
        excluded: Vec::new(),
        disabled: Vec::new(),
        fallen: fallen.to_vec(),
        engages: None,
        victor: Some(Side::Attacker),
        regroup: false,
        worn: Vec::new(),
    };
    s.battle = Some(Battle {
        hex,
        attacker: B,
        defender: O,
        kind: Some(BattleKind::Narrative),
        step: BattleStep::Roll,
        winner: None,
        narrative: Some(Box::new(nb)),
        tired: BTreeMap::new(),
        domain: None,
    });
    s
}

fn unit(army: u32, unit: u8) -> UnitRef {
    UnitRef { army: TokenId(army), unit }
}

// NAR-SYM-1, NAR-SA-1, DOM-3: a stand-in choosing an enemy unit (to fall, or to be left
// out) takes the strongest; choosing one of its own (to fall, or worn out by a forced
// march) gives up the weakest.
#[test]
fn nar_sym_1_a_stand_in_strikes_the_strongest_and_spares_its_best() {
    let s = narrative(&[1, 3], &[2, 4], &[]);
    let victim = NarrativeDecision::Victim {
        effect: crate::engine::narrative::symbols::Effect::Unit { victim: Side::Defender, chooser: Side::Attacker },
        units: Vec::new(),
    };
    let pick = |d: &NarrativeDecision, u| narrative_score(&s, B, d, &NarrativeCommand::Unit { unit: u });
    assert!(pick(&victim, unit(10, 1)).0 > pick(&victim, unit(10, 0)).0);
    assert_eq!(pick(&victim, unit(10, 1)).1.why, Why::Strikes);
    assert!(pick(&victim, unit(1, 0)).0 > pick(&victim, unit(1, 1)).0, "its own weakest falls");
    assert_eq!(pick(&victim, unit(1, 0)).1.why, Why::Spares);
    let worn = NarrativeDecision::LeaveOut { army: TokenId(1), left: 1, units: Vec::new() };
    assert!(pick(&worn, unit(1, 0)).0 > pick(&worn, unit(1, 1)).0);
    let scout = NarrativeDecision::Pick { left: 1, units: Vec::new(), developments: Vec::new() };
    let done = narrative_score(&s, B, &scout, &NarrativeCommand::Done).0;
    assert!(pick(&scout, unit(10, 1)).0 > pick(&scout, unit(10, 0)).0 && pick(&scout, unit(10, 0)).0 > done);
}

// NAR-SA-4, NAR-SYM-2: the victor regroups (+1 to its recovery rolls) when some of its own
// fell, and pursues when none did.
#[test]
fn nar_sa_4_a_stand_in_regroups_only_with_fallen_to_recover() {
    let retreat = NarrativeDecision::Retreat { field: true };
    let regroup = |s: &State, r| narrative_score(s, B, &retreat, &NarrativeCommand::Regroup { regroup: r });
    let s = narrative(&[2, 2], &[2], &[unit(1, 0), unit(10, 0)]);
    assert!(regroup(&s, true).0 > regroup(&s, false).0);
    assert_eq!(regroup(&s, true).1.why, Why::Regroups);
    let s = narrative(&[2, 2], &[2], &[unit(10, 0)]);
    assert!(regroup(&s, false).0 > regroup(&s, true).0);
    assert_eq!(regroup(&s, false).1.why, Why::Pursues);
}

// LOY-10: an army that stays works the land where its loyalty is short of the most, and
// stirs a rival's tile beside it; both beat holding, neither beats a move that gains.
#[test]
fn loy_10_a_stand_in_works_its_land_and_agitates() {
    let (mut s, to) = beside(&[500], &[]);
    s.loyalty = Some(Default::default());
    let options = Options::default();
    let works = stay_order_score(&s, &options, B, TokenId(1), Order::Loyalty(LoyaltyOrder::Works)).unwrap();
    assert_eq!(works.1.why, Why::Works);
    assert!(works.0 > 100 && works.0 < 1000);
    let rival = s.capital_of(O).unwrap();
    let agitate = stay_order_score(&s, &options, B, TokenId(1), Order::Loyalty(LoyaltyOrder::Agitate { at: rival }));
    assert_eq!(agitate.map(|a| a.1.tile), Some(Some(rival)));
    assert_eq!(stay_order_score(&s, &options, B, TokenId(1), Order::Loyalty(LoyaltyOrder::Agitate { at: to })), None);
}

// DOM-4: with the domain war, a move that takes an army out of supply (more than 2 tiles
// from its kingdom's ground) falls a band below the same move kept in supply; without the
// module supply is no matter.
#[test]
fn dom_4_a_stand_in_keeps_its_armies_in_supply() {
    let mut s = after_setup();
    s.armies.clear();
    let home = s.capital_of(B).unwrap();
    let i = s.map.index(home).unwrap();
    for t in s.tiles.iter_mut() {
        t.control = None;
    }
    s.tiles[i].control = Some(B);
    let land = |h: &Hex| s.map.terrain(*h) == Some(crate::engine::map::Terrain::Land);
    let from = s.map.hexes().find(|h| h.distance(home) == 2 && land(h)).unwrap();
    let out = from.neighbors().map(|(_, h)| h).find(|h| h.distance(home) == 3 && land(h)).unwrap();
    s.armies.insert(TokenId(1), Army::new(B, from, 500));
    let score = |s: &State| move_score(s, B, TokenId(1), out).0;
    let plain = score(&s);
    s.domain = Some(Default::default());
    assert_eq!(score(&s), plain - 3000);
}

/// Ten land tiles in a row, A1 to J1, with loyalty on and no army: Basilea holds each of
/// `held` (explored) with the loyalty given, the rest are unexplored.
fn row_held(held: &[(&str, u8)]) -> State {
    let map = serde_json::from_value(serde_json::json!({
        "width": 10, "height": 1, "rows": [".s . . . . . . . . .s"]
    }));
    let kingdoms = ["Basilea", "Orcs"]
        .iter()
        .map(|n| crate::engine::KingdomSetup { name: n.to_string(), colour: "#2a5bd7".into(), race: None })
        .collect();
    let setup = crate::engine::Setup { name: "row".into(), kingdoms, map: map.unwrap(), modules: Vec::new() };
    let game = crate::engine::Game::new(setup, crate::engine::Preset::LoyaltyAndSupply.options(), 1).unwrap();
    let mut s = game.state().clone();
    s.armies.clear();
    for t in s.tiles.iter_mut() {
        (t.control, t.explored, t.loyalty) = (None, false, None);
    }
    for (label, loyalty) in held {
        let i = s.map.index(Map::parse_label(label).unwrap()).unwrap();
        let mut l = crate::engine::loyalty::TileLoyalty::default();
        l.set(B, *loyalty);
        (s.tiles[i].control, s.tiles[i].explored, s.tiles[i].loyalty) = (Some(B), true, Some(l));
    }
    s
}

fn at(label: &str) -> Hex {
    Map::parse_label(label).unwrap()
}

// LOY-8: supply is weighed on every march. An army out of supply heads back toward it,
// a step at a time (the loyal A1 supplies B1 and, beside it, C1), rather than exploring
// on or holding where it is; one in supply is not held back.
#[test]
fn loy_8_an_army_out_of_supply_heads_back() {
    let mut s = row_held(&[("A1", 6), ("B1", 1), ("C1", 0), ("D1", 0), ("E1", 0), ("F1", 0)]);
    s.armies.insert(TokenId(1), Army::new(B, at("F1"), 500));
    let back = move_score(&s, B, TokenId(1), at("E1")).0;
    let on = move_score(&s, B, TokenId(1), at("G1"));
    assert_eq!(on.1.why, Why::Explores);
    let options = Options::default();
    let hold = order_score(&Judging::new(&s, &options, B), B, TokenId(1), Order::Defend).0;
    assert!(back > on.0 && back > hold, "back {back}, on {}, hold {hold}", on.0);
    // From B1, C1 (beside B1, which a line reaches) keeps it in supply: a plain step
    // toward the frontier; D1 (beside C1, held at 0, which no line passes) does not.
    s.armies.get_mut(&TokenId(1)).unwrap().hex = at("B1");
    let judged = move_score(&s, B, TokenId(1), at("C1"));
    assert_eq!((judged.0, judged.1.why), (1100, Why::Advances));
    s.armies.get_mut(&TokenId(1)).unwrap().hex = at("C1");
    assert_eq!(move_score(&s, B, TokenId(1), at("D1")).0, 1100 - 3000);
}

// LOY-6: a rebel tile cuts an army off. Marching into one falls a band; an army in a rebel
// tile of its own works the land to end the rebellion, above exploring on.
#[test]
fn loy_6_a_stand_in_keeps_out_of_rebel_tiles_and_ends_its_own_rebellion() {
    let mut s = row_held(&[("A1", 6), ("B1", 6), ("C1", 3)]);
    s.armies.insert(TokenId(1), Army::new(B, at("B1"), 500));
    let calm = move_score(&s, B, TokenId(1), at("C1")).0;
    let i = s.map.index(at("C1")).unwrap();
    s.tiles[i].loyalty.as_mut().unwrap().rebel = true;
    assert_eq!(move_score(&s, B, TokenId(1), at("C1")).0, calm - 3000);
    s.armies.get_mut(&TokenId(1)).unwrap().hex = at("C1");
    let options = Options::default();
    let works = stay_order_score(&s, &options, B, TokenId(1), Order::Loyalty(LoyaltyOrder::Works)).unwrap();
    assert_eq!((works.1.why, works.1.tile), (Why::Works, Some(at("C1"))));
    assert!(works.0 > move_score(&s, B, TokenId(1), at("D1")).0);
}
