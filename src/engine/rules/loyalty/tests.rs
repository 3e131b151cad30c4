//! The loyalty module's rules on hand-laid positions: a strip of land tiles (each next to
//! its left and right neighbours only) or a small map with a sea, so each clause of
//! RULES §7 can be set up exactly.

use super::orders::{resolve_special, special_orders};
use super::winter::month_began;
use super::*;
use crate::engine::battle::Battle;
use crate::engine::game::{Game, Setup};
use crate::engine::loyalty::supply_limit;
use crate::engine::loyalty::LoyaltyOrder;
use crate::engine::loyalty::{Loyalty, Taken, TileLoyalty, LOYAL};
use crate::engine::map::Map;
use crate::engine::rules::loyalty::tiles::rebel;
use crate::engine::rules::{decision as pending, execute as run_command, reform};
use crate::engine::ruleset::{DiceMode, Options, Preset};
use crate::engine::state::Order;
use crate::engine::state::{Army, KingdomSetup, Ship, TokenId};

const B: KingdomId = KingdomId(0);
const O: KingdomId = KingdomId(1);
const C: KingdomId = KingdomId(2);

fn hex(label: &str) -> Hex {
    Map::parse_label(label).unwrap()
}

fn options() -> Options {
    Options { dice: DiceMode::Table, ..Preset::LoyaltyAndSupply.options() }
}

/// A campaign state on `rows` with three kingdoms, loyalty on, no tile held, no token,
/// in the Orders phase of year 1, month 1; player order Basilea, Orcs, Chaos.
fn board(rows: &[&str]) -> State {
    let width = rows[0].split_whitespace().count();
    let map =
        serde_json::from_value(serde_json::json!({ "width": width, "height": rows.len(), "rows": rows })).unwrap();
    let kingdoms = ["Basilea", "Orcs", "Chaos"]
        .iter()
        .zip(["#2a5bd7", "#7d3c98", "#c0392b"])
        .map(|(n, c)| KingdomSetup { name: n.to_string(), colour: c.to_string(), race: None })
        .collect();
    let game = Game::new(Setup { name: "t".into(), kingdoms, map, modules: Vec::new() }, options(), 1).unwrap();
    let mut s = game.state().clone();
    s.phase = Phase::Orders;
    s.player_order = vec![B, O, C];
    s.next_token = 50;
    s
}

/// Ten land tiles in a row, A1 to J1.
fn strip() -> State {
    board(&[".s .s .s . . . . . . ."])
}

fn hold(s: &mut State, label: &str, k: Option<KingdomId>, loyalty: u8) {
    let i = s.map.index(hex(label)).unwrap();
    s.tiles[i].explored = true;
    s.tiles[i].control = k;
    let mut l = TileLoyalty::default();
    if let Some(k) = k {
        l.set(k, loyalty);
    }
    s.tiles[i].loyalty = (!l.is_quiet()).then_some(l);
}

fn tile_mut<'a>(s: &'a mut State, label: &str) -> &'a mut TileLoyalty {
    let i = s.map.index(hex(label)).unwrap();
    s.tiles[i].loyalty.get_or_insert_with(Default::default)
}

fn army(s: &mut State, id: u32, k: KingdomId, label: &str) -> TokenId {
    s.armies.insert(TokenId(id), Army::new(k, hex(label), 500));
    TokenId(id)
}

fn module(s: &State) -> &Loyalty {
    s.loyalty.as_ref().unwrap()
}

fn ctx(o: &Options) -> Ctx<'_> {
    Ctx::new(o, 1, 0)
}

fn run(s: &State, f: impl FnOnce(&mut Emitter)) -> (State, Vec<Event>) {
    let mut out = Emitter::new(s, crate::engine::rules::MODULES);
    f(&mut out);
    out.finish()
}

fn loyalty_events(events: &[Event]) -> Vec<&LoyaltyEvent> {
    events
        .iter()
        .filter_map(|e| match e {
            Event::Loyalty(l) => Some(l),
            _ => None,
        })
        .collect()
}

// LOY-3: the supply limit by loyalty: 3 at 6, 2 at 4–5, 1 at 0–3.
#[test]
fn loy_3_supply_limit_table() {
    let limits: Vec<usize> = (0..=6).map(supply_limit).collect();
    assert_eq!(limits, [1, 1, 1, 1, 2, 2, 3]);
}

// LOY-3: a voluntary move over the mover's limit is refused when it would be resolved:
// the army stays, logged; below the limit it goes. The winner's RES-3 move obeys it too.
#[test]
fn loy_3_voluntary_moves_over_the_limit_are_refused_at_resolution() {
    let mut s = strip();
    hold(&mut s, "B1", Some(B), 6);
    hold(&mut s, "C1", Some(B), 3);
    army(&mut s, 1, B, "B1");
    army(&mut s, 2, B, "C1");
    assert_eq!(over_limit(&s, TokenId(1), hex("C1")), Some(1), "loyalty 3: one army");
    tile_mut(&mut s, "C1").set(B, 4);
    assert_eq!(over_limit(&s, TokenId(1), hex("C1")), None, "loyalty 4: two armies");
    tile_mut(&mut s, "C1").set(B, 3);
    s.phase = Phase::Resolution;
    s.orders.insert(TokenId(1), Order::Move { to: hex("C1") });
    s.orders.insert(TokenId(2), Order::Defend);
    let o = options();
    let (after, events) = run_command(&s, &ctx(&o), &Command::ResolveOrder { token: TokenId(1) }).unwrap();
    assert_eq!(events[0], Event::Loyalty(LoyaltyEvent::MoveRefused { token: TokenId(1), to: hex("C1"), limit: 1 }));
    assert_eq!(after.armies[&TokenId(1)].hex, hex("B1"), "the army stays");
    assert!(after.resolved.contains(&TokenId(1)), "and its order is resolved");
    // RES-3 under LOY-3: the winner may not move into a tile at its limit.
    let moves = winner_moves(&after, B, hex("B1"));
    assert!(moves.iter().all(|m| !m.to.contains(&hex("C1"))), "{moves:?}");
}

// LOY-2: setup tiles start at 6 to their kingdom; a newly explored tile at 3 to the
// explorer; 0 otherwise. MAP-6: the loyalty data lives on the tiles, only with the module.
#[test]
fn loy_2_starting_loyalty_and_map_6_tile_data() {
    let mut game = Game::new(crate::engine::testing::sample_setup(), options_app(), 2).unwrap();
    while game.state().phase != Phase::Orders {
        let c = game.answers()[0].clone();
        game.apply(c).unwrap();
    }
    let s = game.state();
    for (i, t) in s.tiles.iter().enumerate() {
        let hex = s.map.hex_of_index(i);
        match t.control {
            Some(k) => assert_eq!(s.loyalty_of(hex, k), LOYAL, "setup tile {hex:?}"),
            None => assert!(t.loyalty.is_none(), "MAP-6: no data on a tile nobody feels for"),
        }
    }
    let plain = crate::engine::testing::after_setup();
    assert!(plain.tiles.iter().all(|t| t.loyalty.is_none()) && plain.loyalty.is_none(), "MAP-6: off, absent");
    // Exploration: 3 to the explorer.
    let mut s = strip();
    hold(&mut s, "A1", Some(B), 6);
    army(&mut s, 1, B, "A1");
    s.phase = Phase::Resolution;
    s.orders.insert(TokenId(1), Order::Move { to: hex("B1") });
    let o = options();
    let (s, _) = run_command(&s, &ctx(&o), &Command::ResolveOrder { token: TokenId(1) }).unwrap();
    let (s, _) = run_command(&s, &ctx(&o), &Command::Roll { faces: Some(vec![1, 2]) }).unwrap();
    assert_eq!(s.loyalty_of(hex("B1"), B), 3, "LOY-2: explorer's 3");
    assert_eq!(s.loyalty_of(hex("B1"), O), 0);
}

fn options_app() -> Options {
    Preset::LoyaltyAndSupply.options()
}

/// The month's end of `s` (REF-1…REF-5 first), with its events.
fn month_end(s: &State) -> (State, Vec<Event>) {
    let o = options();
    let c = ctx(&o);
    run(s, |out| reform::begin(out, &c))
}

// LOY-9: every row of the table, counted for the whole turn, clamped to 0–6, journaled
// with old, new and causes.
#[test]
fn loy_9_loyalty_changes_for_the_turn() {
    let mut s = strip();
    for (label, l) in [("A1", 6), ("B1", 5), ("C1", 1), ("D1", 6), ("E1", 2)] {
        hold(&mut s, label, Some(B), l);
    }
    hold(&mut s, "F1", Some(O), 4);
    tile_mut(&mut s, "F1").set(B, 5);
    army(&mut s, 1, B, "A1");
    army(&mut s, 2, B, "B1");
    army(&mut s, 3, B, "C1");
    army(&mut s, 4, O, "F1");
    let noted = |at: &str, k, cause| crate::engine::loyalty::Noted { hex: hex(at), kingdom: k, cause };
    let m = s.loyalty.as_mut().unwrap();
    m.noted = vec![
        noted("A1", B, Cause::RetreatedOnto { army: TokenId(1) }), // none at 6
        noted("B1", B, Cause::RetreatedOnto { army: TokenId(2) }), // 5 → 4
        noted("B1", B, Cause::Works { army: TokenId(2) }),         // +2 → net +1: 6
        noted("C1", B, Cause::InvaderDefeated),                    // 1 → 0
        noted("C1", B, Cause::Agitated { by: O }),                 // −2 more, clamped at 0
        noted("D1", B, Cause::DefenderWon),                        // +2 at 6: clamped at 6
        noted("E1", B, Cause::DefenderLost),                       // 2 → 1
    ];
    // Capture where the previous owner is favoured (5 > 4): −1; and one where it is not.
    m.taken = vec![
        Taken { hex: hex("F1"), by: O, from: Some(B), rebel: false, owes: true },
        Taken { hex: hex("D1"), by: B, from: Some(O), rebel: false, owes: false },
    ];
    let (after, events) = month_end(&s);
    let changes: Vec<(String, u8, u8)> = loyalty_events(&events)
        .into_iter()
        .filter_map(|e| match e {
            LoyaltyEvent::Changed { hex, old, new, .. } => Some((Map::label(*hex), *old, *new)),
            _ => None,
        })
        .collect();
    assert_eq!(
        changes,
        [("B1".into(), 5, 6), ("C1".into(), 1, 0), ("D1".into(), 6, 6), ("E1".into(), 2, 1), ("F1".into(), 4, 3),],
        "A1: a retreat onto a loyal tile costs nothing; D1: taken from Orcs whom it does not favour: nothing"
    );
    assert_eq!(after.loyalty_of(hex("F1"), O), 3);
    assert_eq!(after.loyalty_of(hex("C1"), B), 0, "clamped at 0");
}

// LOY-2: a kingdom that took a tile has at least 1 there after the turn's changes; not
// when it entered a rebel tile.
#[test]
fn loy_2_floor_after_capture_not_for_rebel_tiles() {
    let mut s = strip();
    hold(&mut s, "C1", Some(O), 0);
    hold(&mut s, "D1", Some(O), 0);
    tile_mut(&mut s, "D1").rebel = true;
    army(&mut s, 1, O, "C1");
    army(&mut s, 2, O, "D1");
    let m = s.loyalty.as_mut().unwrap();
    m.taken = vec![
        Taken { hex: hex("C1"), by: O, from: Some(B), rebel: false, owes: false },
        Taken { hex: hex("D1"), by: O, from: Some(B), rebel: true, owes: false },
    ];
    let (after, _) = month_end(&s);
    assert_eq!(after.loyalty_of(hex("C1"), O), 1, "the floor");
    assert_eq!(after.loyalty_of(hex("D1"), O), 0, "entering a rebel tile gives no floor");
    assert!(rebel(&after, hex("D1")));
}

// LOY-5: devastation: loyalty 0 to all, neutral while no army stands there, six
// month-ends to recover, then rebel; devastating again restarts the count; nothing is
// gathered there.
#[test]
fn loy_5_devastation_and_recovery() {
    let mut s = strip();
    hold(&mut s, "C1", Some(B), 6);
    tile_mut(&mut s, "C1").set(O, 2);
    let (after, _) = run(&s, |out| emit(out, LoyaltyEvent::Devastated { hex: hex("C1"), ruin: Ruin::OverLimit }));
    let t = after.tile_loyalty(hex("C1")).unwrap();
    assert_eq!((t.values.is_empty(), t.devastated, t.rebel), (true, Some(0), false));
    assert_eq!(after.control(hex("C1")), None, "neutral while empty");
    // With an army standing there, the holder keeps it.
    army(&mut s, 1, B, "C1");
    let (held, _) = run(&s, |out| emit(out, LoyaltyEvent::Devastated { hex: hex("C1"), ruin: Ruin::OverLimit }));
    assert_eq!(held.control(hex("C1")), Some(B));
    // Six month-ends: recovered and rebel.
    let mut s = after;
    for n in 1..=6 {
        let (next, events) = run(&s, month_end::counters);
        s = next;
        let recovered = loyalty_events(&events).contains(&&LoyaltyEvent::Recovered { hex: hex("C1") });
        assert_eq!(recovered, n == 6, "month-end {n}");
    }
    assert!(rebel(&s, hex("C1")) && !s.devastated(hex("C1")));
    // Gathers nothing.
    let mut s = strip();
    hold(&mut s, "C1", Some(B), 6);
    let i = s.map.index(hex("C1")).unwrap();
    s.tiles[i].settlement =
        Some(crate::engine::state::Settlement::new(crate::engine::state::SettlementKind::City, None));
    army(&mut s, 1, B, "C1");
    assert!(!s.devastated(hex("C1")));
    tile_mut(&mut s, "C1").devastated = Some(2);
    assert!(s.devastated(hex("C1")), "LOY-5: no gathering or recruiting");
}

// LOY-6: a tile whose controller's loyalty falls to 0 rebels; it is lost when the last
// army leaves; an army there dies after a season; it defects to the neighbour it favours
// most (ties by player order); economic works that lift loyalty end it.
#[test]
fn loy_6_rebellion() {
    let mut s = strip();
    hold(&mut s, "C1", Some(B), 0);
    army(&mut s, 1, B, "C1");
    let (after, events) = month_end(&s);
    assert!(loyalty_events(&events).contains(&&LoyaltyEvent::Rebelled { hex: hex("C1") }));
    assert!(rebel(&after, hex("C1")));
    assert_eq!(module(&after).in_rebel.get(&TokenId(1)), Some(&1), "a month-end in a rebel tile");
    // A season there: destroyed.
    let mut s = after.clone();
    s.loyalty.as_mut().unwrap().in_rebel.insert(TokenId(1), 2);
    let (gone, events) = month_end(&s);
    assert!(!gone.armies.contains_key(&TokenId(1)));
    assert!(events.contains(&Event::TokenDestroyed { token: TokenId(1), cause: Loss::Rebels }));
    // The last army leaves: the tile leaves Basilea; next to Orcs (2) and Chaos (2) land,
    // it goes to the first in player order among the highest.
    let mut s = after.clone();
    s.armies.clear();
    hold(&mut s, "B1", Some(C), 6);
    hold(&mut s, "D1", Some(O), 6);
    tile_mut(&mut s, "C1").set(O, 2);
    tile_mut(&mut s, "C1").set(C, 2);
    s.player_order = vec![C, B, O];
    let (after, events) = month_end(&s);
    let le = loyalty_events(&events);
    assert!(le.contains(&&LoyaltyEvent::Abandoned { hex: hex("C1"), kingdom: B }), "{le:?}");
    assert!(le.contains(&&LoyaltyEvent::Defected { hex: hex("C1"), to: C, loyalty: 2 }), "{le:?}");
    assert_eq!(after.control(hex("C1")), Some(C));
    assert!(!rebel(&after, hex("C1")), "a tile that favours its new lord is at peace");
    // A higher loyalty wins over player order.
    tile_mut(&mut s, "C1").set(O, 3);
    let (after, _) = month_end(&s);
    assert_eq!(after.control(hex("C1")), Some(O));
    // Economic works end it.
    let mut s = strip();
    hold(&mut s, "C1", Some(B), 0);
    tile_mut(&mut s, "C1").rebel = true;
    army(&mut s, 1, B, "C1");
    s.loyalty.as_mut().unwrap().noted.push(crate::engine::loyalty::Noted {
        hex: hex("C1"),
        kingdom: B,
        cause: Cause::Works { army: TokenId(1) },
    });
    let (after, events) = month_end(&s);
    assert!(loyalty_events(&events).contains(&&LoyaltyEvent::Pacified { hex: hex("C1") }));
    assert_eq!(after.loyalty_of(hex("C1"), B), 2);
    // No forced mobilisation or agitation there.
    let mut s = strip();
    hold(&mut s, "C1", Some(O), 3);
    tile_mut(&mut s, "C1").rebel = true;
    army(&mut s, 2, B, "D1");
    hold(&mut s, "D1", Some(B), 6);
    assert!(!special_orders(&s, TokenId(2)).contains(&Order::Loyalty(LoyaltyOrder::Agitate { at: hex("C1") })));
}

// LOY-7: a loyal tile supports 3 armies, takes retreats without penalty (LOY-9 table),
// is a supply hub (LOY-8) and is never rolled for (LOY-11).
#[test]
fn loy_7_loyal_tiles() {
    assert_eq!(supply_limit(LOYAL), 3);
    let mut s = strip();
    hold(&mut s, "C1", Some(B), 6);
    hold(&mut s, "D1", Some(O), 6);
    army(&mut s, 2, O, "D1");
    assert!(month_end::rolls_due(&s).is_empty(), "loyal C1 is immune to loyalty rolls");
    tile_mut(&mut s, "C1").set(B, 5);
    assert_eq!(month_end::rolls_due(&s), vec![(hex("C1"), B)]);
    // Hub: an army two tiles from a loyal tile through loyalty 1–5 is supplied; with the
    // loyal tile at 5 it has no hub.
    let mut s = strip();
    hold(&mut s, "A1", Some(B), 6);
    hold(&mut s, "B1", Some(B), 2);
    army(&mut s, 1, B, "C1");
    assert!(supply::unsupplied(&s).is_empty());
    tile_mut(&mut s, "A1").set(B, 5);
    assert!(supply::unsupplied(&s).contains(&TokenId(1)));
}

/// The armies out of supply (`LOY-8`), once it is checked that the map of supplied tiles a
/// stand-in weighs its marches with says the same of every army's tile.
fn unsupplied(s: &State) -> std::collections::BTreeSet<TokenId> {
    let unsupplied = supply::unsupplied(s);
    for (id, a) in &s.armies {
        let tiles = supply::supplied_tiles(s, a.kingdom);
        assert_eq!(tiles[s.map.index(a.hex).unwrap()], !unsupplied.contains(id), "army {id:?} at {:?}", a.hex);
    }
    unsupplied
}

// LOY-8: supply lines through tiles held with loyalty 1–6, at most one devastated tile,
// sea legs between held coastal tiles over water with no enemy ship; rebel tiles, tiles
// at 0 and upright enemy armies block; the army's own tile does not count; the map of
// supplied tiles says the same.
#[test]
fn loy_8_supply_lines() {
    let mut s = strip();
    hold(&mut s, "A1", Some(B), 6);
    hold(&mut s, "B1", Some(B), 1);
    hold(&mut s, "C1", Some(B), 1);
    hold(&mut s, "E1", Some(O), 6);
    army(&mut s, 1, B, "D1"); // its own tile is the Orcs'... not held at all: it does not count
    assert!(unsupplied(&s).is_empty());
    assert_eq!(supply::line(&s, TokenId(1)), vec![hex("D1"), hex("C1"), hex("B1"), hex("A1")]);
    army(&mut s, 2, B, "A1");
    assert_eq!(supply::line(&s, TokenId(2)), vec![hex("A1")], "on a loyal tile: the tile itself");
    s.armies.remove(&TokenId(2));
    tile_mut(&mut s, "B1").set(B, 0);
    assert!(unsupplied(&s).contains(&TokenId(1)), "loyalty 0 blocks");
    tile_mut(&mut s, "B1").set(B, 1);
    tile_mut(&mut s, "B1").rebel = true;
    assert!(unsupplied(&s).contains(&TokenId(1)), "a rebel tile blocks");
    tile_mut(&mut s, "B1").rebel = false;
    army(&mut s, 7, O, "C1");
    assert!(unsupplied(&s).contains(&TokenId(1)), "an upright enemy army blocks");
    s.armies.get_mut(&TokenId(7)).unwrap().upright = false;
    assert!(!unsupplied(&s).contains(&TokenId(1)), "one on its side does not");
    s.armies.remove(&TokenId(7));
    // One devastated tile on the way, not two.
    hold(&mut s, "C1", None, 0);
    tile_mut(&mut s, "C1").devastated = Some(1);
    assert!(unsupplied(&s).is_empty(), "one devastated tile");
    hold(&mut s, "B1", None, 0);
    tile_mut(&mut s, "B1").devastated = Some(1);
    assert!(unsupplied(&s).contains(&TokenId(1)), "two devastated tiles");
    // Sea legs: A1 (loyal) and C3 are held and coastal, across open water A2 and B2 (row
    // 2 is shifted right: A1 touches only A2 of the sea, C3 touches B2 and C2). An enemy
    // ship blocks the water it is on; one of the army's own kingdom does not.
    let mut s = board(&[".s . .s", "~ ~ ~", ". . .s", ". . ."]);
    hold(&mut s, "A1", Some(B), 6);
    hold(&mut s, "C3", Some(B), 2);
    army(&mut s, 1, B, "B4");
    assert!(unsupplied(&s).is_empty(), "a sea leg from A1 to C3, then B4");
    s.ships.insert(TokenId(80), Ship { kingdom: B, hex: hex("A2"), upright: true });
    assert!(unsupplied(&s).is_empty(), "an own ship does not block");
    s.ships.insert(TokenId(80), Ship { kingdom: O, hex: hex("A2"), upright: true });
    assert!(unsupplied(&s).contains(&TokenId(1)), "an enemy ship blocks the leg");
    s.ships.clear();
    hold(&mut s, "C3", None, 0);
    assert!(unsupplied(&s).contains(&TokenId(1)), "a sea leg ends on a coastal tile the kingdom holds");
    // Three month-ends in a row out of supply: destroyed.
    let mut s = strip();
    army(&mut s, 1, B, "D1");
    let mut events = Vec::new();
    for _ in 0..3 {
        let (next, e) = run(&s, month_end::counters);
        s = next;
        events = e;
    }
    assert!(events.contains(&Event::TokenDestroyed { token: TokenId(1), cause: Loss::Unsupplied }));
}

// LOY-10: Economic works (+2, not on a devastated tile), Agitate (−2 to the rival holding
// the army's tile or one next to it, not rebel), forced mobilisation (once a month, before
// the kingdom's first order, at the cap refused; the tile is devastated).
#[test]
fn loy_10_special_orders() {
    let mut s = strip();
    hold(&mut s, "C1", Some(B), 4);
    hold(&mut s, "D1", Some(O), 4);
    hold(&mut s, "B1", Some(C), 4);
    army(&mut s, 1, B, "C1");
    army(&mut s, 2, O, "J1");
    let orders = special_orders(&s, TokenId(1));
    assert_eq!(
        orders,
        [
            Order::Loyalty(LoyaltyOrder::Works),
            Order::Loyalty(LoyaltyOrder::Agitate { at: hex("D1") }),
            Order::Loyalty(LoyaltyOrder::Agitate { at: hex("B1") }),
        ]
    );
    let (after, _) = run(&s, |out| resolve_special(out, TokenId(1), LoyaltyOrder::Agitate { at: hex("D1") }));
    let noted = &module(&after).noted;
    assert_eq!(noted[0].cause, Cause::Agitated { by: B });
    assert_eq!((noted[0].hex, noted[0].kingdom), (hex("D1"), O));
    let (after, _) = month_end(&after);
    assert_eq!(after.loyalty_of(hex("D1"), O), 2, "−2 to the rival");
    tile_mut(&mut s, "C1").devastated = Some(0);
    assert!(!special_orders(&s, TokenId(1)).contains(&Order::Loyalty(LoyaltyOrder::Works)), "not when devastated");
    // Forced mobilisation.
    let mut s = strip();
    hold(&mut s, "C1", Some(B), 6);
    hold(&mut s, "D1", Some(B), 6);
    army(&mut s, 1, B, "C1");
    army(&mut s, 2, O, "J1");
    let o = options();
    assert_eq!(mobilise_tiles(&s, &o), Some((B, vec![hex("C1"), hex("D1")])));
    let (after, events) =
        run_command(&s, &ctx(&o), &Command::Loyalty(LoyaltyCommand::Mobilise { hex: hex("D1") })).unwrap();
    assert_eq!(
        loyalty_events(&events),
        [
            &LoyaltyEvent::Mobilised { army: TokenId(50), kingdom: B, hex: hex("D1") },
            &LoyaltyEvent::Devastated { hex: hex("D1"), ruin: Ruin::Mobilisation }
        ]
    );
    assert_eq!(after.control(hex("D1")), Some(B), "its new army holds it");
    assert_eq!(mobilise_tiles(&after, &o), None, "once a month");
    let refused = run_command(&after, &ctx(&o), &Command::Loyalty(LoyaltyCommand::Mobilise { hex: hex("C1") }));
    assert_eq!(refused.unwrap_err().rule(), "LOY-10");
    let mut ordered = s.clone();
    ordered.orders.insert(TokenId(1), Order::Defend);
    ordered.player_order = vec![O, B];
    ordered.orders.insert(TokenId(2), Order::Defend);
    army(&mut ordered, 3, B, "C1");
    assert_eq!(mobilise_tiles(&ordered, &o), None, "not after the kingdom's first order");
    let capped = Options { max_armies: 1, ..o };
    assert_eq!(mobilise_tiles(&s, &capped), None, "refused at the army cap");
}

// LOY-11: at the month's end, earlier in player order first, every tile held without an
// army, not loyal, next to an enemy-held tile with the enemy's army, is rolled once; a face
// above the loyalty gives it to the enemy with most armies next to it (ties by player
// order), who has at least 1 there.
#[test]
fn loy_11_loyalty_rolls() {
    let mut s = strip();
    hold(&mut s, "C1", Some(B), 3);
    hold(&mut s, "B1", Some(O), 6);
    hold(&mut s, "D1", Some(C), 6);
    army(&mut s, 1, O, "B1");
    army(&mut s, 2, C, "D1");
    army(&mut s, 3, C, "E1");
    s.player_order = vec![B, O, C];
    assert_eq!(month_end::rolls_due(&s), vec![(hex("C1"), B)]);
    let (held, events) = run(&s, |out| month_end::sway(out, hex("C1"), B, 3));
    assert_eq!(held.control(hex("C1")), Some(B), "3 is not above 3");
    assert!(matches!(loyalty_events(&events)[0], LoyaltyEvent::Swayed { to: None, face: 3, loyalty: 3, .. }));
    let (lost, _) = run(&s, |out| month_end::sway(out, hex("C1"), B, 4));
    assert_eq!(lost.control(hex("C1")), Some(O), "ties (one army each next to C1) by player order");
    assert_eq!(lost.loyalty_of(hex("C1"), O), 1, "LOY-2 floor");
    army(&mut s, 4, C, "D1");
    let (lost, _) = run(&s, |out| month_end::sway(out, hex("C1"), B, 6));
    assert_eq!(lost.control(hex("C1")), Some(C), "the enemy with most armies next to it");
    // The rolls wait for the table, then supply and the player order follow.
    let o = options();
    let mut s = s.clone();
    s.phase = Phase::Battle;
    let (waiting, _) = month_end(&s);
    assert_eq!(pending(&waiting, &o).rule(), "LOY-11");
    let (after, _) = run_command(&waiting, &ctx(&o), &Command::Roll { faces: Some(vec![5]) }).unwrap();
    assert_eq!(after.control(hex("C1")), Some(C));
    assert_eq!(after.calendar.month, 2, "REF-6, REF-7 after the rolls");
}

// LOY-12: armies winter where they stand (no recall, no deployment), paying loyalty for
// it (none at 6, none after Economic works); ships still go home.
#[test]
fn loy_12_winter_quarters() {
    let mut s = strip();
    hold(&mut s, "A1", Some(B), 6);
    let i = s.map.index(hex("A1")).unwrap();
    s.tiles[i].settlement =
        Some(crate::engine::state::Settlement::new(crate::engine::state::SettlementKind::City, Some(B)));
    hold(&mut s, "C1", Some(B), 4);
    hold(&mut s, "D1", Some(B), 4);
    hold(&mut s, "J1", Some(O), 6);
    army(&mut s, 1, B, "C1");
    army(&mut s, 2, B, "D1");
    army(&mut s, 3, O, "J1");
    s.loyalty.as_mut().unwrap().worked.insert(TokenId(2));
    let o = Options { months: 1, years: 2, ..options() };
    let c = Ctx::new(&o, 1, 0);
    let (after, events) = run(&s, |out| crate::engine::rules::winter::begin(out, &c));
    assert_eq!(after.armies[&TokenId(1)].hex, hex("C1"), "no recall");
    assert!(!events.iter().any(|e| matches!(e, Event::Recalled { .. } | Event::Staged { .. })));
    assert_eq!(after.loyalty_of(hex("C1"), B), 3, "wintering costs 1");
    assert_eq!(after.loyalty_of(hex("D1"), B), 4, "not after Economic works");
    assert_eq!(after.loyalty_of(hex("J1"), O), 6, "not at 6");
    // A new army stands where LOY-3 lets it: the raising fortress if it has room, else the
    // nearest friendly settlement with room.
    let mut s = after;
    let f = s.map.index(hex("D1")).unwrap();
    s.tiles[f].settlement =
        Some(crate::engine::state::Settlement::new(crate::engine::state::SettlementKind::Fortress, None));
    army(&mut s, 4, B, "D1");
    assert_eq!(winter::post(&s, B, hex("D1")), hex("A1"), "D1 (limit 2) is full: the capital A1");
}

// LOY-13: a beaten side is marked and cannot fight again; it retreats after the last
// battle, then the winners move; Reform follows.
#[test]
fn loy_13_losers_retreat_after_the_last_battle() {
    let mut s = strip();
    for l in ["A1", "B1", "C1", "D1", "G1", "H1"] {
        hold(&mut s, l, Some(B), 6);
    }
    hold(&mut s, "E1", Some(O), 6);
    hold(&mut s, "F1", Some(O), 6);
    army(&mut s, 1, B, "D1");
    army(&mut s, 2, O, "D1");
    army(&mut s, 3, O, "D1");
    s.phase = Phase::Battle;
    s.player_order = vec![O, B];
    let mut b = Battle {
        hex: hex("D1"),
        attacker: O,
        defender: B,
        kind: Some(crate::engine::battle::BattleKind::Simple),
        step: crate::engine::battle::BattleStep::Tabletop,
        winner: Some(O),
        narrative: None,
        tired: Default::default(),
        domain: None,
    };
    let (after, events) = run(&s, |out| {
        out.emit(Event::BattleChosen { hex: b.hex, attacker: O, defender: B });
        b.winner = Some(O);
        crate::engine::rules::battle::results::decide(out, &ctx(&Options::default()), Some(O), None);
    });
    assert!(after.retreating(TokenId(1)), "marked");
    assert_eq!(after.armies[&TokenId(1)].hex, hex("D1"), "still in the battle tile");
    assert!(after.battle.is_none());
    assert!(crate::engine::rules::battle::choices(&after, O).is_empty(), "a marked loser cannot be chosen");
    assert!(events.iter().any(|e| matches!(e, Event::Loyalty(LoyaltyEvent::WinnerOwed { kingdom: O, .. }))));
    // After the last battle: the retreat (one spot, C1: the engine alone), then the winner.
    let o = options();
    let c = ctx(&o);
    let (after, _) = run(&after, |out| {
        assert!(after_battles(out, &c));
    });
    assert_eq!(after.armies[&TokenId(1)].hex, hex("C1"));
    assert!(!after.armies[&TokenId(1)].upright, "laid on its side");
    assert_eq!(pending(&after, &o).rule(), "RES-3", "the winner moves after the retreats");
    let (after, _) = run_command(&after, &c, &Command::WinnerMove { token: TokenId(3), to: hex("E1") }).unwrap();
    assert_eq!(after.armies[&TokenId(3)].hex, hex("E1"));
    assert_eq!(after.calendar.month, 2, "Reform ran and the next month began");
}

// LOY-4.6: where a chain offers several armies or tiles, the owner chooses each push.
#[test]
fn loy_4_6_the_owner_chooses_each_push() {
    let mut s = strip();
    for (l, v) in [("A1", 6), ("B1", 3), ("C1", 3), ("D1", 6)] {
        hold(&mut s, l, Some(B), v);
    }
    hold(&mut s, "E1", Some(O), 6);
    army(&mut s, 1, B, "D1");
    army(&mut s, 3, B, "C1");
    army(&mut s, 4, B, "B1");
    tile_mut(&mut s, "A1").set(B, 3);
    army(&mut s, 5, B, "A1");
    army(&mut s, 6, B, "C1");
    tile_mut(&mut s, "C1").set(B, 4);
    s.loyalty.as_mut().unwrap().retreating.insert(TokenId(1), true);
    s.phase = Phase::Battle;
    let o = options();
    let c = ctx(&o);
    let (after, _) = run(&s, |out| assert!(after_battles(out, &c)));
    // C1 (limit 2, two armies) is full and B1 beyond is full too: clause 6, one spot.
    let d = pending(&after, &o);
    let DecisionKind::Loyalty(LoyaltyDecision::Push { hex: at, armies, to }) = d.kind else { panic!("{d:?}") };
    assert_eq!((at, armies), (hex("C1"), vec![TokenId(3), TokenId(6)]), "two armies to choose from");
    assert_eq!(to.iter().map(|s| s.to).collect::<Vec<_>>(), [hex("B1")]);
    let push = Command::Loyalty(LoyaltyCommand::Push { army: TokenId(6), to: hex("B1") });
    let (after, _) = run_command(&after, &c, &push).unwrap();
    assert_eq!(after.armies[&TokenId(6)].hex, hex("B1"));
    // From B1, army 4 is pushed on into A1 (full, nowhere beyond): it stays, A1 devastated.
    assert_eq!(after.armies[&TokenId(4)].hex, hex("A1"));
    assert!(after.devastated(hex("A1")), "LOY-4.6: the last tile of the chain is devastated");
}

// LOY-1: the regional winter: a 12-month year whose last three months close the map's
// winter zones (MAP-6: a flag painted on tiles, `w` in map text): no army enters one, the
// armies in one take no orders; the zones open with the new year.
#[test]
fn loy_1_regional_winter_freezes_the_winter_zones() {
    let o = Options { regional_winter: true, months: 12, ..options() };
    assert!(o.validate().is_ok());
    let bad = Options { regional_winter: true, ..options() };
    assert_eq!(bad.validate(), Err(crate::engine::ruleset::OptionsError::RegionalWinter), "needs 12 months");
    let mut s = board(&[".s .s .sw .w . . . . . ."]);
    assert!(s.map.tile(hex("C1")).unwrap().winter_zone && !s.map.tile(hex("B1")).unwrap().winter_zone);
    let text = serde_json::to_string(&s.map).unwrap();
    assert!(text.contains(".sw .w"), "MAP-6: winter zones are stored in the map: {text}");
    for l in ["A1", "B1", "C1", "D1"] {
        hold(&mut s, l, Some(B), 6);
    }
    army(&mut s, 1, B, "B1");
    army(&mut s, 2, B, "D1");
    army(&mut s, 3, O, "J1");
    s.calendar.month = 9;
    let mut out = Emitter::new(&s, crate::engine::rules::MODULES);
    out.emit(Event::MonthBegan { year: 1, month: 10 });
    month_began(&mut out, &o);
    let (frozen_state, events) = out.finish();
    assert!(events.contains(&Event::Loyalty(LoyaltyEvent::WinterCame)));
    let orders = crate::engine::rules::orders::legal_orders(
        &frozen_state,
        &Options::default(),
        crate::engine::rules::MODULES,
        TokenId(1),
    );
    assert!(!orders.contains(&Order::Move { to: hex("C1") }), "no army enters a winter zone");
    assert!(orders.contains(&Order::Move { to: hex("A1") }));
    let d = pending(&frozen_state, &o);
    let DecisionKind::GiveOrder { tokens } = d.kind else { panic!("{d:?}") };
    assert!(tokens.iter().all(|t| t.token != TokenId(2)), "army 2 in D1 stands in winter quarters");
    // Not before the last three months, and not without the option.
    let mut out = Emitter::new(&s, crate::engine::rules::MODULES);
    out.emit(Event::MonthBegan { year: 1, month: 9 });
    month_began(&mut out, &o);
    assert!(!out.state().loyalty.as_ref().unwrap().frozen);
    let (thawed, _) = run(&frozen_state, |out| out.emit(Event::WinterEnded));
    assert!(!thawed.loyalty.as_ref().unwrap().frozen, "the zones open with the new year");
}

// MAP-6, LOY-1: a campaign with the module has its 9 months by default; without it 6.
#[test]
fn loy_1_nine_months_with_the_module() {
    assert_eq!(Preset::LoyaltyAndSupply.options().months, 9);
    assert_eq!(Options::default().months, 6);
    let s = strip();
    assert!(s.loyalty.is_some());
}

// ---- LOY-4, one clause at a time --------------------------------------------------------
//
// Basilea's army 1 retreats out of D1 on the strip (each tile next to its left and right
// neighbours only); loyalty 3 gives a limit of one army (LOY-3).

/// The strip with Basilea's beaten army 1 in D1 and the tiles around as `tiles` says:
/// (label, holder, loyalty, Basilean armies there, devastated).
fn retreat_from_d1(tiles: &[(&str, Option<KingdomId>, u8, u32, bool)]) -> State {
    let mut s = strip();
    hold(&mut s, "D1", Some(O), 6);
    army(&mut s, 1, B, "D1");
    let mut next = 10;
    for &(label, holder, loyalty, armies, ruined) in tiles {
        hold(&mut s, label, holder, loyalty);
        for _ in 0..armies {
            army(&mut s, next, B, label);
            next += 1;
        }
        if ruined {
            tile_mut(&mut s, label).devastated = Some(1);
        }
    }
    s
}

fn spots_from_d1(s: &State) -> Vec<(Hex, Option<Hex>, Clause)> {
    retreat::spots(s, TokenId(1), B, hex("D1")).into_iter().map(|x| (x.to, x.via, x.clause)).collect()
}

// LOY-4.1: every tile next to it is the enemy's or rebel: nowhere to go, destroyed.
#[test]
fn loy_4_1_surrounded_by_enemy_and_rebel_tiles() {
    let mut s = retreat_from_d1(&[("C1", Some(B), 3, 0, false), ("E1", Some(O), 6, 0, false)]);
    tile_mut(&mut s, "C1").rebel = true;
    assert_eq!(spots_from_d1(&s), []);
    assert!(retreat::surrounded(&s, B, hex("D1")), "LOY-4.1, not LOY-4.4");
    tile_mut(&mut s, "C1").rebel = false;
    assert_eq!(spots_from_d1(&s), [(hex("C1"), None, Clause::Stop)], "not rebel: a stop");
}

// LOY-4.2: a friendly tile next to it below its limit: it may stop there; a full one or
// the enemy's is no stop.
#[test]
fn loy_4_2_a_friendly_tile_below_its_limit() {
    let s =
        retreat_from_d1(&[("C1", Some(B), 3, 0, false), ("E1", Some(B), 3, 1, false), ("F1", Some(B), 3, 0, false)]);
    assert_eq!(
        spots_from_d1(&s),
        [(hex("C1"), None, Clause::Stop), (hex("F1"), Some(hex("E1")), Clause::Through)],
        "C1 has room; E1 is full, so only through it"
    );
}

// LOY-4.3: through a devastated tile or a friendly one at its full limit, to a friendly
// tile below its limit beyond it, never back into the tile it fought in.
#[test]
fn loy_4_3_through_a_devastated_or_full_tile() {
    let s = retreat_from_d1(&[
        ("C1", None, 0, 0, true),
        ("B1", Some(B), 3, 0, false),
        ("E1", Some(B), 3, 1, false),
        ("F1", Some(B), 5, 1, false),
    ]);
    assert_eq!(
        spots_from_d1(&s),
        [(hex("F1"), Some(hex("E1")), Clause::Through), (hex("B1"), Some(hex("C1")), Clause::Through)]
    );
    // D1 itself, friendly and empty once the army has left, is never a landing spot.
    let mut home = s.clone();
    hold(&mut home, "D1", Some(B), 6);
    assert!(spots_from_d1(&home).iter().all(|(to, _, _)| *to != hex("D1")));
}

// LOY-4.4: no friendly tile beyond the devastated one, or two devastated tiles in a row:
// destroyed (not surrounded, so by 4.4).
#[test]
fn loy_4_4_nothing_beyond_the_devastated_tile() {
    let s = retreat_from_d1(&[("C1", None, 0, 0, true), ("B1", Some(O), 6, 0, false), ("E1", Some(O), 6, 0, false)]);
    assert_eq!(spots_from_d1(&s), []);
    assert!(!retreat::surrounded(&s, B, hex("D1")), "a devastated neighbour: LOY-4.4");
    let two = retreat_from_d1(&[
        ("C1", None, 0, 0, true),
        ("B1", None, 0, 0, true),
        ("A1", Some(B), 6, 0, false),
        ("E1", Some(O), 6, 0, false),
    ]);
    assert_eq!(spots_from_d1(&two), [], "two devastated tiles in a row: A1 is out of reach");
}

// LOY-4.5: through a full tile with nowhere beyond to stop: it stays in the full tile,
// over its limit, which is devastated; offered only when 4.2 and 4.3 give nothing.
#[test]
fn loy_4_5_into_a_full_tile_with_nowhere_beyond() {
    let s =
        retreat_from_d1(&[("C1", Some(B), 3, 1, false), ("B1", Some(O), 6, 0, false), ("E1", Some(O), 6, 0, false)]);
    assert_eq!(spots_from_d1(&s), [(hex("C1"), None, Clause::Overfill)]);
    let o = options();
    let mut marked = s.clone();
    marked.loyalty.as_mut().unwrap().retreating.insert(TokenId(1), true);
    marked.phase = Phase::Battle;
    let (after, events) = run(&marked, |out| {
        after_battles(out, &ctx(&o));
    });
    assert_eq!(after.armies[&TokenId(1)].hex, hex("C1"));
    assert!(loyalty_events(&events).contains(&&LoyaltyEvent::Devastated { hex: hex("C1"), ruin: Ruin::Retreat }));
    // With a stop elsewhere, the full tile is not offered.
    let stop =
        retreat_from_d1(&[("C1", Some(B), 3, 1, false), ("B1", Some(O), 6, 0, false), ("E1", Some(B), 3, 0, false)]);
    assert_eq!(spots_from_d1(&stop), [(hex("E1"), None, Clause::Stop)]);
}

// LOY-4.6: two full tiles on the way: it goes to the nearest full tile and pushes one of
// the armies there on.
#[test]
fn loy_4_6_two_full_tiles_push_on() {
    let s =
        retreat_from_d1(&[("C1", Some(B), 3, 1, false), ("B1", Some(B), 3, 1, false), ("E1", Some(O), 6, 0, false)]);
    assert_eq!(spots_from_d1(&s), [(hex("C1"), None, Clause::Push)]);
}

// LOY-5: the six months counted from each kind of devastation. During a month (forced
// mobilisation, a retreat) that month's end is the first; at a month's end (over its
// limit, LOY-3) the next one is; campaigns of rules version 2 counted both alike.
#[test]
fn loy_5_six_months_from_each_kind_of_devastation() {
    /// The month-end at which `hex` recovers, counting the month-end `first` as 1.
    fn recovers_at(mut s: State, hex_: Hex, mut first: impl FnMut(&State) -> (State, Vec<Event>)) -> usize {
        for n in 1..=8 {
            let (next, events) = if n == 1 { first(&s) } else { run(&s, month_end::counters) };
            s = next;
            if loyalty_events(&events).contains(&&LoyaltyEvent::Recovered { hex: hex_ }) {
                return n;
            }
        }
        0
    }
    let o = options();
    let mut s = strip();
    hold(&mut s, "C1", Some(B), 6);
    hold(&mut s, "D1", Some(B), 6);
    army(&mut s, 1, B, "C1");
    army(&mut s, 2, O, "J1");
    let mobilise = Command::Loyalty(LoyaltyCommand::Mobilise { hex: hex("D1") });
    let (mobilised, _) = run_command(&s, &ctx(&o), &mobilise).unwrap();
    assert_eq!(recovers_at(mobilised, hex("D1"), |s| run(s, month_end::counters)), 6, "mobilisation");
    let (retreated, _) = run(&s, |out| emit(out, LoyaltyEvent::Devastated { hex: hex("C1"), ruin: Ruin::Retreat }));
    assert_eq!(recovers_at(retreated, hex("C1"), |s| run(s, month_end::counters)), 6, "a retreat");
    // Over its limit at the month's end: loyalty 3 holds one army, C1 has two.
    let mut over = s.clone();
    hold(&mut over, "C1", Some(B), 3);
    army(&mut over, 3, B, "C1");
    let month_ends = |s: &State| run(s, |out| assert!(!month_end::run(out)));
    let (first, events) = month_ends(&over);
    assert!(loyalty_events(&events).contains(&&LoyaltyEvent::Devastated { hex: hex("C1"), ruin: Ruin::OverLimit }));
    assert_eq!(first.tile_loyalty(hex("C1")).and_then(|l| l.devastated), Some(0), "not counted yet");
    assert_eq!(recovers_at(over.clone(), hex("C1"), month_ends), 7, "over its limit: from the next month-end");
    over.rules = 2;
    assert_eq!(recovers_at(over, hex("C1"), month_ends), 6, "rules version 2 counted that month-end");
}

// LOY-9 with DOM-9 (rules 3 on): whether the captor owes −1 is judged when the tile is
// taken, before the occupation makes its loyalty "poor" (captor at least 1, old holder at
// most 2); campaigns of rules version 2 judged it at the month's end, on the poor values.
#[test]
fn loy_9_capture_penalty_is_judged_before_the_occupation() {
    let mut s = strip();
    s.domain = Some(Default::default());
    hold(&mut s, "F1", Some(B), 6);
    tile_mut(&mut s, "F1").set(O, 2);
    army(&mut s, 4, O, "F1");
    army(&mut s, 5, B, "A1");
    for (rules, left) in [(3, 1), (2, 2)] {
        s.rules = rules;
        let (taken, _) = run(&s, |out| out.emit(Event::TileControlled { hex: hex("F1"), kingdom: O }));
        assert_eq!((taken.loyalty_of(hex("F1"), O), taken.loyalty_of(hex("F1"), B)), (2, 2), "DOM-9: poor");
        assert_eq!(module(&taken).taken[0].owes, rules == 3);
        let (after, _) = month_end(&taken);
        assert_eq!(after.loyalty_of(hex("F1"), O), left, "rules {rules}: 6 against 2 when taken");
    }
}

// DOM-9 with LOY-2, LOY-5, LOY-6 (rules 3 on): occupying a rebel tile gives the occupier no
// loyalty there, so the rebellion goes on; occupying a devastated one leaves it at 0 to all.
// RULES states it since its clarification of 2026-12-06: "in a rebel tile (LOY-2: no floor)
// or a devastated one (LOY-5: 0 to all) occupation raises no loyalty". Campaigns of rules
// version 2 raised the occupier to 1 in both.
#[test]
fn dom_9_occupation_leaves_rebel_and_devastated_tiles_alone() {
    let mut s = strip();
    s.domain = Some(Default::default());
    hold(&mut s, "F1", Some(B), 3);
    tile_mut(&mut s, "F1").set(B, 0);
    tile_mut(&mut s, "F1").rebel = true;
    hold(&mut s, "G1", Some(B), 3);
    *tile_mut(&mut s, "G1") = TileLoyalty { devastated: Some(1), ..TileLoyalty::default() };
    army(&mut s, 4, O, "F1");
    army(&mut s, 5, O, "G1");
    army(&mut s, 6, B, "A1");
    let take = |s: &State| {
        run(s, |out| {
            out.emit(Event::TileControlled { hex: hex("F1"), kingdom: O });
            out.emit(Event::TileControlled { hex: hex("G1"), kingdom: O });
        })
        .0
    };
    let taken = take(&s);
    assert_eq!((taken.loyalty_of(hex("F1"), O), taken.loyalty_of(hex("G1"), O)), (0, 0));
    let (after, _) = month_end(&taken);
    assert!(rebel(&after, hex("F1")) && after.loyalty_of(hex("F1"), O) == 0, "LOY-2: no floor, still rebel");
    assert!(after.devastated(hex("G1")) && after.loyalty_of(hex("G1"), O) == 0, "LOY-5: 0 to all");
    s.rules = 2;
    let old = take(&s);
    assert_eq!((old.loyalty_of(hex("F1"), O), old.loyalty_of(hex("G1"), O)), (1, 1), "rules version 2");
}

// LOY-10 with LOY-1 and DOM-10: no forced mobilisation in a winter-zone tile while it is
// frozen, nor in a tile being pillaged; campaigns of rules version 2 allowed both.
#[test]
fn loy_10_no_mobilisation_in_a_frozen_or_pillaged_tile() {
    let mut s = board(&[".s .sw .s . . . . . . ."]);
    for l in ["A1", "B1", "C1"] {
        hold(&mut s, l, Some(B), 6);
    }
    army(&mut s, 1, B, "A1");
    army(&mut s, 2, O, "J1");
    let o = Options { regional_winter: true, months: 12, ..options() };
    s.loyalty.as_mut().unwrap().frozen = true;
    assert_eq!(mobilise_tiles(&s, &o), Some((B, vec![hex("A1"), hex("C1")])), "B1 is frozen");
    let mobilise = Command::Loyalty(LoyaltyCommand::Mobilise { hex: hex("B1") });
    assert_eq!(run_command(&s, &ctx(&o), &mobilise).unwrap_err().rule(), "LOY-10");
    s.domain = Some(Default::default());
    let i = s.map.index(hex("C1")).unwrap();
    s.tiles[i].domain = Some(Box::new(crate::engine::domain::TileDomain { turn_gb: 1, ..Default::default() }));
    assert!(s.pillaged(hex("C1")));
    assert_eq!(mobilise_tiles(&s, &o), Some((B, vec![hex("A1")])), "C1 is being pillaged");
    s.rules = 2;
    assert_eq!(mobilise_tiles(&s, &o), Some((B, vec![hex("A1"), hex("B1"), hex("C1")])), "rules version 2");
}
