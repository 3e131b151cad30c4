//! How a stand-in judges one legal answer: a score (higher is better) and the reason it
//! would give for it, in words. Scores are bands, so a reason of a higher band always wins:
//! attack at good odds, guard, take ground, explore, advance, hold.

use super::odds::{attack_chance, battle_chance, fight_score, with_ordered_in};
use crate::engine::battle::BattleKind;
use crate::engine::command::Command;
use crate::engine::decision::DecisionKind;
use crate::engine::hex::Hex;
use crate::engine::map::Terrain;
use crate::engine::reason::{Reason, Why};
use crate::engine::rules::setup::free_ring_around;
use crate::engine::rules::{Judge, MODULES};
use crate::engine::ruleset::Options;
use crate::engine::state::{KingdomId, Order, SettlementKind, State, TokenId};
use crate::engine::winter::Purchase;
use std::cell::{OnceCell, RefCell};
use std::collections::VecDeque;

/// The score of `command` as the judging kingdom's answer to `kind`, and its reason.
/// A module's answer is its own to judge (`Module::judge_answer`).
pub fn judge(judging: &Judging, kind: &DecisionKind, command: &Command) -> (i64, Reason) {
    let (state, kingdom) = (judging.state, judging.kingdom);
    if let Some(judged) = MODULES.iter().find_map(|m| m.judge_answer(judging, kingdom, kind, command)) {
        return judged;
    }
    let said = |why| Reason::new(why, kingdom);
    match (kind, command) {
        (DecisionKind::GiveOrder { .. }, Command::GiveOrder { token, order }) => {
            order_score(judging, kingdom, *token, *order)
        }
        (DecisionKind::ChooseBattle { .. }, Command::ChooseBattle { hex, enemy }) => {
            let chance = battle_chance(state, kingdom, *enemy, *hex, None);
            (chance as i64, said(Why::Fights).at(*hex).with_chance(chance))
        }
        (DecisionKind::AllocateDie { suggested, .. }, Command::AllocateDie { face, army }) => {
            (i64::from((*face, *army) == *suggested), said(Why::Allocates))
        }
        (DecisionKind::Retreat { .. } | DecisionKind::WinnerMove { .. }, Command::Retreat { to, .. }) => {
            let own = state.tile(*to).is_some_and(|t| t.control == Some(kingdom));
            (i64::from(own), said(Why::FallsBack))
        }
        (DecisionKind::WinnerMove { .. }, Command::WinnerStays) => (2, said(Why::Holds)),
        (DecisionKind::Build { .. }, Command::Buy { what, .. }) => (purchase_score(judging, *what), said(Why::Buys)),
        (DecisionKind::Build { .. }, Command::Disband { .. }) => (-1, said(Why::Answers)),
        // WIN-3: what it gives another kingdom, a rival, is lost to its own might.
        (DecisionKind::Tithe { .. }, Command::Tithe { .. }) => (-1, said(Why::Answers)),
        (DecisionKind::Tithe { .. }, Command::Pass) => (0, said(Why::Keeps)),
        // WIN-5: the weakest army goes hungry.
        (DecisionKind::Starve { .. }, Command::Starve { army }) => {
            let points = state.armies.get(army).map_or(0, |a| i64::from(a.points));
            (-points, said(Why::Starves))
        }
        (DecisionKind::ResolveOrder { .. }, Command::ResolveOrder { .. }) => (0, said(Why::Resolves)),
        (DecisionKind::Roll { .. }, Command::Roll { .. }) => (0, said(Why::Rolls)),
        (DecisionKind::ChooseHome { .. }, Command::RecallTo { hex }) => (0, said(Why::GoesHome).at(*hex)),
        (DecisionKind::PlaceCapital { .. }, Command::PlaceCapital { hex }) => {
            (capital_site(state, kingdom, *hex), said(Why::Founds).at(*hex))
        }
        (DecisionKind::PlaceSettlement { .. }, Command::PlaceSettlement { hex, .. }) => (0, said(Why::Founds).at(*hex)),
        (
            DecisionKind::Deploy { .. } | DecisionKind::PlaceArmy { .. },
            Command::Deploy { hex, .. } | Command::PlaceArmy { hex },
        ) => place_score(judging, *hex),
        // SUM-BAT-3: the campaign's own kind of battle; a tabletop battle's result is then
        // the players' to enter (TAB-3).
        (DecisionKind::ChooseBattleKind { .. }, Command::ChooseBattleKind { kind }) => {
            let own = BattleKind::fought_by(judging.options.resolver) == *kind;
            (i64::from(own), said(Why::Answers))
        }
        _ => (0, said(Why::Answers)),
    }
}

/// `SET-3`, `SET-4`: a capital where its ring has the most free land, as its settlements
/// go only there, then the farthest from the capitals already placed, up to 6 tiles.
fn capital_site(state: &State, kingdom: KingdomId, hex: Hex) -> i64 {
    let land = free_ring_around(state, hex, kingdom).count() as i64;
    let rival = state.kingdom_ids().filter_map(|k| state.capital_of(k)).map(|c| c.distance(hex)).min();
    100 * land + i64::from(rival.unwrap_or(6).min(6))
}

/// `WIN-4` by the might it adds (`OPT-SCORE`) and what it gathers (`WIN-2`), never at an
/// army's cost at the feeding (`WIN-5`):
/// - an army while the food left feeds it beside the others;
/// - a capital where it has none;
/// - a city while the food left after its 1 food feeds every army, before a village when
///   the villages left (the food of winters to come) still feed every army and one more,
///   as food left over is lost and a city brings gold every winter;
/// - a village, which grows food;
/// - a fortress to recruit at, two at most, from a village it can spare;
/// - a city or fortress from the last village it can spare.
///
/// A purchase that would starve an army, now or next winter, is worse than passing.
fn purchase_score(judging: &Judging, what: Purchase) -> i64 {
    let (state, kingdom) = (judging.state, judging.kingdom);
    let armies = state.armies.values().filter(|a| a.kingdom == kingdom).count() as u32;
    let food = state.kingdom(kingdom).map_or(0, |k| k.food);
    let (villages, fortresses) = judging.settlements();
    // Whether the food left after spending `cost` feeds the armies and `more` new ones.
    let feeds = |cost: u32, more: u32| food >= cost + armies + more;
    // How many villages may become something else with every army still fed next winter.
    let spare = villages.saturating_sub(armies);
    match what {
        Purchase::Army | Purchase::AlliedArmy if feeds(0, 1) => 50,
        Purchase::Capital if feeds(1, 0) => 30,
        Purchase::City if feeds(1, 0) && spare > 1 => 25,
        Purchase::Village => 20,
        Purchase::Fortress if spare > 1 && fortresses < 2 => 10,
        Purchase::City if feeds(1, 0) && spare > 0 => 6,
        Purchase::Fortress if spare > 0 => 3,
        Purchase::Army | Purchase::AlliedArmy | Purchase::City | Purchase::Capital | Purchase::Fortress => -50,
        _ => 1,
    }
}

/// What a stand-in judges one kingdom's answers to one decision by, lent to the modules
/// (`Judge`): the state and options, and what every answer asks of the whole map, worked
/// out once when first wanted.
pub struct Judging<'a> {
    pub state: &'a State,
    pub options: &'a Options,
    pub kingdom: KingdomId,
    /// By map index, whether its army would be in supply there (`Module::supplied_tiles`).
    supply: OnceCell<Option<Vec<bool>>>,
    /// By tile, the steps from there to the nearest tile where its army would be safe: in
    /// supply and not cut off (`Module::cuts_off`); asked of few tiles, each searched once.
    peril: RefCell<Vec<(Hex, i64)>>,
    /// By tile, the steps to the nearest land tile not yet its own, as `peril`.
    frontier: RefCell<Vec<(Hex, i64)>>,
    /// Its villages and fortresses (`purchase_score`).
    settlements: OnceCell<(u32, u32)>,
}

impl<'a> Judging<'a> {
    pub fn new(state: &'a State, options: &'a Options, kingdom: KingdomId) -> Self {
        let (peril, frontier) = (RefCell::default(), RefCell::default());
        Judging { state, options, kingdom, supply: OnceCell::new(), peril, frontier, settlements: OnceCell::new() }
    }

    /// Whether the kingdom's army at `hex` would be in supply; None when the campaign
    /// counts no supply.
    fn supplied(&self, hex: Hex) -> Option<bool> {
        let tiles = self
            .supply
            .get_or_init(|| MODULES.iter().find_map(|m| m.supplied_tiles(self.state, self.kingdom)))
            .as_ref()?;
        Some(self.state.map.index(hex).is_some_and(|i| tiles[i]))
    }

    /// Steps from `hex` to the nearest tile where the kingdom's army would be safe (0 when
    /// it is safe there): out of supply by the modules' rules, or cut off, an army is lost
    /// in the end (`LOY-6`, `LOY-8`, `DOM-4`).
    fn peril(&self, hex: Hex) -> i64 {
        let safe = |h: Hex| self.supplied(h) != Some(false) && !MODULES.iter().any(|m| m.cuts_off(self.state, h));
        remembered(&self.peril, hex, || steps_to(self.state, hex, safe))
    }

    /// Steps from `hex` to the nearest land tile that is not the kingdom's, or not yet
    /// explored; 0 when there is none.
    fn frontier_distance(&self, hex: Hex) -> i32 {
        let state = self.state;
        let frontier = |h: Hex| {
            state.map.terrain(h) == Some(Terrain::Land)
                && state.tile(h).is_some_and(|t| t.control != Some(self.kingdom) || !t.explored)
        };
        remembered(&self.frontier, hex, || steps_to(state, hex, frontier)) as i32
    }

    /// Its villages and fortresses.
    fn settlements(&self) -> (u32, u32) {
        *self.settlements.get_or_init(|| {
            let held = |kind| {
                let own = self.state.tiles.iter().filter(|t| t.control == Some(self.kingdom));
                own.filter(|t| t.settlement.as_ref().is_some_and(|s| s.kind == kind)).count() as u32
            };
            (held(SettlementKind::Village), held(SettlementKind::Fortress))
        })
    }
}

#[cfg(test)]
impl<'a> Judging<'a> {
    /// The judging of `kingdom`'s answers by the default rules.
    fn by_default(state: &'a State, kingdom: KingdomId) -> Self {
        static DEFAULT: std::sync::LazyLock<Options> = std::sync::LazyLock::new(Options::default);
        Judging::new(state, &DEFAULT, kingdom)
    }
}

impl Judge for Judging<'_> {
    fn state(&self) -> &State {
        self.state
    }

    fn options(&self) -> &Options {
        self.options
    }

    fn ordered_in(&self, kingdom: KingdomId, to: Hex, joining: Option<TokenId>) -> State {
        with_ordered_in(self.state, kingdom, to, joining)
    }

    fn fight(&self, kingdom: KingdomId, enemy: KingdomId, hex: Hex) -> (i64, u128) {
        let chance = battle_chance(self.state, kingdom, enemy, hex, None);
        (fight_score(chance), chance)
    }

    fn move_to(&self, kingdom: KingdomId, token: TokenId, to: Hex) -> (i64, Reason) {
        move_score(self, kingdom, token, to)
    }

    fn in_supply(&self, hex: Hex) -> Option<bool> {
        self.supplied(hex)
    }
}

/// An order for `token`: a move judged by where it goes; Defend where an enemy stands
/// beside a settlement of its own, or by one army at its capital when an enemy can reach
/// it by next month; the modules' gains where it stays
/// (`Module::judge_stay`); never razing its own ground.
fn order_score(judging: &Judging, kingdom: KingdomId, token: TokenId, order: Order) -> (i64, Reason) {
    let state = judging.state;
    let at = state.armies.get(&token).map(|a| a.hex);
    if let Some(judged) = MODULES.iter().find_map(|m| m.judge_stay(judging, kingdom, token, order)) {
        return judged;
    }
    match (order, at) {
        (Order::Move { to }, _) => move_score(judging, kingdom, token, to),
        (Order::Defend, Some(hex)) if guarded(state, kingdom, hex) => (8000, Reason::new(Why::Guards, kingdom).at(hex)),
        (Order::Defend, Some(hex)) if holds_capital(state, kingdom, token, hex) => {
            (8000, Reason::new(Why::HoldsCapital, kingdom).at(hex))
        }
        (Order::Raze, _) => (-1000, Reason::new(Why::Answers, kingdom)),
        (_, at) => (100 - at.map_or(0, |hex| PERIL_STEP * judging.peril(hex)), Reason::new(Why::Holds, kingdom)),
    }
}

/// `SET-5`, `WIN-6`: where an army is placed: at its capital while an enemy army can
/// reach it by next month and none of its own stands there; else spread out, where the
/// fewest of its armies stand, nearest the frontier, so that one crossing does not lay
/// them all down and more ground is taken at once.
fn place_score(judging: &Judging, hex: Hex) -> (i64, Reason) {
    let (state, kingdom) = (judging.state, judging.kingdom);
    let here = on_map(state).filter(|(_, a)| a.kingdom == kingdom && a.hex == hex).count() as i64;
    if here == 0 && capital_threatened(state, kingdom, hex) {
        return (10_000, Reason::new(Why::HoldsCapital, kingdom).at(hex));
    }
    let score = 1000 - 100 * here - i64::from(judging.frontier_distance(hex));
    (score, Reason::new(Why::Places, kingdom).at(hex))
}

/// Whether `token` is the army that stays to hold `kingdom`'s capital at `hex`: an enemy
/// army is within two tiles, so it can be in the capital by next month, and no other of
/// its armies there has been ordered to stay.
fn holds_capital(state: &State, kingdom: KingdomId, token: TokenId, hex: Hex) -> bool {
    let staying = |id: &TokenId| state.orders.get(id).is_some_and(|o| !matches!(o, Order::Move { .. }));
    capital_threatened(state, kingdom, hex)
        && !state.armies.iter().any(|(id, a)| *id != token && a.kingdom == kingdom && a.hex == hex && staying(id))
}

/// Whether `hex` is `kingdom`'s capital and an enemy army on the map is within two tiles
/// of it, so it can be in the capital by next month.
fn capital_threatened(state: &State, kingdom: KingdomId, hex: Hex) -> bool {
    state.capital_of(kingdom) == Some(hex)
        && on_map(state).any(|(_, a)| a.kingdom != kingdom && a.hex.distance(hex) <= 2)
}

/// The armies on the map: not those staged in winter, waiting to be placed (`WIN-6`).
fn on_map(state: &State) -> impl Iterator<Item = (&TokenId, &crate::engine::state::Army)> {
    let staged = |id: &TokenId| state.winter.as_ref().is_some_and(|w| w.staged.contains(id));
    state.armies.iter().filter(move |(id, _)| !staged(id))
}

/// Whether `hex` holds a settlement of `kingdom`'s with an enemy army beside it.
fn guarded(state: &State, kingdom: KingdomId, hex: Hex) -> bool {
    let own = state.tile(hex).is_some_and(|t| t.control == Some(kingdom) && t.settlement.is_some());
    own && hex.neighbors().any(|(_, n)| state.armies_at(n).any(|(_, a)| a.kingdom != kingdom))
}

/// A move of `token` into `to`: an attack at the odds, ground taken, a tile explored (each
/// once a month: not where another of its armies is already sent), or a step toward the
/// nearest ground not yet its own; a move a module would refuse (`LOY-3`)
/// is no better than holding, and one that leaves supply by a module's rules (`LOY-8`,
/// `DOM-4`) falls a band.
fn move_score(judging: &Judging, kingdom: KingdomId, token: TokenId, to: Hex) -> (i64, Reason) {
    let state = judging.state;
    if MODULES.iter().any(|m| m.refuses_move(judging, kingdom, token, to)) {
        return (50, Reason::new(Why::Holds, kingdom));
    }
    let (score, reason) = gain_score(judging, kingdom, token, to);
    let from = state.armies.get(&token).map_or(to, |a| a.hex);
    match (judging.peril(from), judging.peril(to)) {
        (0, 0) => (score, reason),
        (0, _) => (score - LEAVES_SAFETY, reason),
        (_, steps) => (score - PERIL_STEP * steps, reason),
    }
}

/// What leaving supply, or stepping into a tile that cuts an army off, costs a move: a band.
const LEAVES_SAFETY: i64 = 3000;
/// What each step from safety costs an army already out of it, moving or staying: more
/// than the best ground gains, so that it heads back.
const PERIL_STEP: i64 = 6000;

/// What a move into `to` gains: see `move_score`.
fn gain_score(judging: &Judging, kingdom: KingdomId, token: TokenId, to: Hex) -> (i64, Reason) {
    let state = judging.state;
    let said = |why| Reason::new(why, kingdom);
    let tile = state.tile(to);
    if let Some(chance) = attack_chance(state, kingdom, token, to) {
        return (fight_score(chance), said(Why::Attacks).at(to).with_chance(chance));
    }
    let settlement = tile.is_some_and(|t| t.settlement.is_some());
    // New ground one of its armies is already ordered into is no gain for a second.
    let sent = state.orders.iter().any(|(id, order)| {
        *id != token && *order == Order::Move { to } && state.armies.get(id).is_some_and(|a| a.kingdom == kingdom)
    });
    match tile {
        Some(t) if !t.explored && !sent => (6000, said(Why::Explores).at(to)),
        Some(t) if t.control != Some(kingdom) && !sent => (7000 + 500 * i64::from(settlement), said(Why::Takes).at(to)),
        _ => {
            let from = state.armies.get(&token).map_or(to, |a| a.hex);
            let closer = judging.frontier_distance(from) - judging.frontier_distance(to);
            // Only a step toward the frontier is told as one.
            (1000 + 100 * i64::from(closer), said(if closer > 0 { Why::Advances } else { Why::Answers }))
        }
    }
}

/// What `work` found for `hex`, worked out the first time it is asked.
fn remembered(known: &RefCell<Vec<(Hex, i64)>>, hex: Hex, work: impl FnOnce() -> i64) -> i64 {
    if let Some((_, steps)) = known.borrow().iter().find(|(h, _)| *h == hex) {
        return *steps;
    }
    let steps = work();
    known.borrow_mut().push((hex, steps));
    steps
}

/// The steps across the map from `from` to the nearest tile that is `target` (0 when it
/// is one, or when there is none): a search outward that stops at the first.
fn steps_to(state: &State, from: Hex, target: impl Fn(Hex) -> bool) -> i64 {
    let map = &state.map;
    let Some(start) = map.index(from).filter(|_| !target(from)) else { return 0 };
    let mut seen = vec![false; map.len()];
    seen[start] = true;
    let mut queue = VecDeque::from([(from, 0)]);
    while let Some((h, steps)) = queue.pop_front() {
        if target(h) {
            return steps;
        }
        for (_, n) in map.neighbors(h) {
            let i = map.index(n).expect("on the map");
            if !seen[i] {
                seen[i] = true;
                queue.push_back((n, steps + 1));
            }
        }
    }
    0
}

#[cfg(test)]
#[path = "modules_tests.rs"]
mod module_tests;

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::state::Army;
    use crate::engine::testing::after_setup;
    use crate::words::english;

    /// Basilea's army 1 beside `enemies` Orcs armies on a tile next to it, its other armies
    /// already ordered into that tile this month.
    fn facing(mine: usize, enemies: usize) -> (State, TokenId, Hex) {
        let mut s = after_setup();
        let (b, o) = (KingdomId(0), KingdomId(1));
        s.armies.clear();
        let at = s.capital_of(b).unwrap();
        let to = at.neighbors().map(|(_, h)| h).find(|h| s.map.terrain(*h) == Some(Terrain::Land)).unwrap();
        for i in 0..mine {
            s.armies.insert(TokenId(1 + i as u32), Army::new(b, at, 500));
            if i > 0 {
                s.orders.insert(TokenId(1 + i as u32), Order::Move { to });
            }
        }
        for i in 0..enemies {
            s.armies.insert(TokenId(10 + i as u32), Army::new(o, to, 500));
        }
        (s, TokenId(1), to)
    }

    // APP-5: a stand-in attacks at 50% or better by the exact odds, counting its armies
    // already ordered into the tile, and says the figure; at worse odds the move is its
    // last resort.
    #[test]
    fn app_5_a_stand_in_attacks_only_at_good_odds() {
        let (s, army, to) = facing(3, 1);
        let judging = Judging::by_default(&s, KingdomId(0));
        let (score, reason) = move_score(&judging, KingdomId(0), army, to);
        let chance = battle_chance(&s, KingdomId(0), KingdomId(1), to, Some(army));
        assert!(chance >= 500 && score > 9000, "{chance}");
        let said = english(&reason.message(&s)).replace(['\u{2068}', '\u{2069}'], "");
        // The odds are the position's as the order is given: the defender may move first.
        let figure = format!("{}.{}% to win against the armies there now.", chance / 10, chance % 10);
        assert!(said.starts_with("Basilea (played by the app) attacks") && said.ends_with(&figure), "{said}");

        let (s, army, to) = facing(1, 3);
        let judging = Judging::by_default(&s, KingdomId(0));
        let (score, _) = move_score(&judging, KingdomId(0), army, to);
        assert!(battle_chance(&s, KingdomId(0), KingdomId(1), to, Some(army)) < 500 && score < 0);
    }

    // APP-5: a move within its own ground is told as a step toward the frontier only when
    // it is one; any other is not told (a move into its own city was once "toward ground
    // not yet its own").
    #[test]
    fn app_5_a_move_is_toward_the_frontier_only_when_it_comes_nearer() {
        let mut s = after_setup();
        let k = KingdomId(0);
        s.armies.clear();
        let own: Vec<Hex> =
            s.map.hexes().filter(|h| s.tile(*h).is_some_and(|t| t.control == Some(k) && t.explored)).collect();
        let (mut nearer, mut not) = (0, 0);
        for from in &own {
            s.armies.insert(TokenId(1), Army::new(k, *from, 500));
            for to in from.neighbors().map(|(_, h)| h).filter(|h| own.contains(h)) {
                let judging = Judging::by_default(&s, k);
                let (_, reason) = move_score(&judging, k, TokenId(1), to);
                let closer = judging.frontier_distance(*from) - judging.frontier_distance(to);
                assert_eq!(reason.why == Why::Advances, closer > 0, "{from:?} → {to:?}");
                assert_eq!(reason.why.is_told(), closer > 0);
                if closer > 0 {
                    nearer += 1
                } else {
                    not += 1
                }
            }
        }
        assert!(nearer > 0 && not > 0, "{nearer} {not}");
    }

    // SUM-ORD-4: new ground is explored or taken by one army a month: a second army is
    // sent elsewhere, to other new ground, rather than after the first; an attack is still
    // joined (its odds count the armies already ordered in).
    #[test]
    fn sum_ord_4_two_armies_are_not_sent_to_the_same_new_tile() {
        let mut s = after_setup();
        let k = KingdomId(0);
        s.armies.clear();
        let new_from = |at: Hex| -> Vec<Hex> {
            at.neighbors()
                .map(|(_, h)| h)
                .filter(|h| {
                    s.map.terrain(*h) == Some(Terrain::Land) && s.tile(*h).is_some_and(|t| t.control != Some(k))
                })
                .collect()
        };
        // One of its own tiles with two new tiles beside it.
        let at = s.map.hexes().find(|h| s.tile(*h).is_some_and(|t| t.control == Some(k)) && new_from(*h).len() >= 2);
        let at = at.expect("a tile of its own at the frontier");
        let new = new_from(at);
        let (first, second) = (new[0], new[1]);
        for i in [1, 2] {
            s.armies.insert(TokenId(i), Army::new(k, at, 500));
        }
        let judging = |s: &State, to| {
            let judging = Judging::by_default(s, k);
            move_score(&judging, k, TokenId(1), to)
        };
        let alone = judging(&s, first);
        assert!(matches!(alone.1.why, Why::Explores | Why::Takes), "{:?}", alone.1.why);
        assert_eq!(judging(&s, first).0, judging(&s, first).0);
        s.orders.insert(TokenId(2), Order::Move { to: first });
        let after = judging(&s, first);
        assert!(!matches!(after.1.why, Why::Explores | Why::Takes), "{:?}", after.1.why);
        assert!(after.0 < judging(&s, second).0, "the other new tile is better: {after:?}");
        // The order of another kingdom's army is not its own.
        s.armies.insert(TokenId(2), Army::new(KingdomId(1), at, 500));
        assert_eq!(judging(&s, first).0, alone.0);
    }

    // SUM-ORD-1: with an enemy army within two tiles of its capital, one army there stays
    // to hold it (Defend, above exploring or taking ground); a second is free to go; with
    // the enemy farther off, none need stay.
    #[test]
    fn sum_ord_1_one_army_holds_the_capital_an_enemy_can_reach() {
        let mut s = after_setup();
        let (k, enemy) = (KingdomId(0), KingdomId(1));
        s.armies.clear();
        let capital = s.capital_of(k).unwrap();
        s.armies.insert(TokenId(1), Army::new(k, capital, 500));
        s.armies.insert(TokenId(2), Army::new(k, capital, 500));
        let away = |d: i32| s.map.hexes().find(|h| h.distance(capital) == d).unwrap();
        let (near, far) = (away(2), away(3));
        let best = |s: &State, token: TokenId| {
            let judging = Judging::by_default(s, k);
            let stay = order_score(&judging, k, token, Order::Defend);
            let go = capital
                .neighbors()
                .map(|(_, to)| to)
                .filter(|to| s.map.terrain(*to) == Some(Terrain::Land))
                .map(|to| move_score(&judging, k, token, to).0)
                .max()
                .unwrap();
            (stay, go)
        };
        s.armies.insert(TokenId(9), Army::new(enemy, near, 500));
        let (stay, go) = best(&s, TokenId(1));
        assert_eq!(stay.1.why, Why::HoldsCapital);
        assert_eq!(stay.1.tile, Some(capital));
        assert!(stay.0 > go, "{stay:?} against {go}");
        // Once army 1 is ordered to stay, army 2 need not.
        s.orders.insert(TokenId(1), Order::Defend);
        let (stay, go) = best(&s, TokenId(2));
        assert!(stay.1.why != Why::HoldsCapital && stay.0 < go, "{stay:?}");
        // An enemy three tiles off cannot reach it by next month.
        s.orders.clear();
        s.armies.get_mut(&TokenId(9)).unwrap().hex = far;
        let (stay, go) = best(&s, TokenId(1));
        assert!(stay.1.why != Why::HoldsCapital && stay.0 < go, "{stay:?}");
    }

    // SET-5, WIN-6: armies are placed spread out, where the fewest of its armies stand and
    // nearest the frontier; at the capital first when an enemy army can reach it by next
    // month and none of its own stands there.
    #[test]
    fn win_6_armies_are_placed_spread_out_and_the_capital_held() {
        let mut s = after_setup();
        let (k, enemy) = (KingdomId(0), KingdomId(1));
        s.armies.clear();
        let capital = s.capital_of(k).unwrap();
        let held: Vec<Hex> = s.held_by(k).map(|(h, _)| h).filter(|h| *h != capital).collect();
        let other = held[0];
        let place = |s: &State, hex| place_score(&Judging::by_default(s, k), hex);
        s.armies.insert(TokenId(1), Army::new(k, capital, 500));
        assert!(place(&s, other).0 > place(&s, capital).0, "an army stands at the capital already");
        assert_eq!(place(&s, other).1.why, Why::Places);
        s.armies.insert(TokenId(2), Army::new(k, other, 500));
        s.armies.insert(TokenId(3), Army::new(k, other, 500));
        assert!(place(&s, capital).0 > place(&s, other).0, "fewer stand at the capital now");
        // Of two empty tiles, the nearer the frontier: a tile of the ring before the capital
        // inside it.
        s.armies.clear();
        let judging = Judging::by_default(&s, k);
        let near = *held.iter().min_by_key(|h| judging.frontier_distance(**h)).unwrap();
        assert!(judging.frontier_distance(near) < judging.frontier_distance(capital));
        assert!(place(&s, near).0 > place(&s, capital).0);
        // An enemy two tiles from the empty capital: the capital first, and said so.
        let two = s.map.hexes().find(|h| h.distance(capital) == 2).unwrap();
        s.armies.insert(TokenId(9), Army::new(enemy, two, 500));
        let at_capital = place(&s, capital);
        assert_eq!((at_capital.1.why, at_capital.1.tile), (Why::HoldsCapital, Some(capital)));
        assert!(at_capital.0 > place(&s, near).0);
    }

    /// The sample campaign with `kingdom`'s one army, `villages` villages, `fortresses`
    /// fortresses and no other settlement of its own, and `food` food.
    fn economy(villages: usize, fortresses: usize, food: u32) -> State {
        let mut state = after_setup();
        let k = KingdomId(0);
        state.armies.clear();
        state.armies.insert(TokenId(1), Army::new(k, Hex::new(0, 0), 500));
        for t in state.tiles.iter_mut().filter(|t| t.control == Some(k)) {
            t.settlement = None;
        }
        let own: Vec<usize> = (0..state.tiles.len()).filter(|i| state.tiles[*i].control == Some(k)).collect();
        assert!(own.len() >= villages + fortresses);
        for (n, i) in own.into_iter().take(villages + fortresses).enumerate() {
            let kind = if n < villages { SettlementKind::Village } else { SettlementKind::Fortress };
            state.tiles[i].settlement = Some(crate::engine::state::Settlement::new(kind, None));
        }
        state.kingdoms[0].food = food;
        state
    }

    // WIN-4, WIN-5: a stand-in buys nothing that starves an army at the feeding: an army
    // only with food for it beside the others, a city or capital (1 food) only with food
    // left for every army; else passing (0) is better.
    #[test]
    fn win_4_win_5_a_purchase_never_starves_an_army() {
        let k = KingdomId(0);
        let score = |state: &State, what| purchase_score(&Judging::by_default(state, k), what);
        // Food for its one army only: neither a new army nor a city.
        let mut state = economy(3, 0, 1);
        for what in [Purchase::Army, Purchase::AlliedArmy, Purchase::City, Purchase::Capital] {
            assert!(score(&state, what) < 0, "{what:?} with 1 food");
        }
        assert!(score(&state, Purchase::Village) > 0 && score(&state, Purchase::Fortress) > 0);
        // One more food: an army, or a city (its 1 food still leaves 1 for the army).
        state.kingdoms[0].food = 2;
        assert!(score(&state, Purchase::Army) > score(&state, Purchase::Village));
        assert!(score(&state, Purchase::City) > 0);
        state.kingdoms[0].food = 0;
        assert!(score(&state, Purchase::City) < 0 && score(&state, Purchase::Army) < 0);
    }

    // WIN-2, WIN-4, WIN-5: the villages are next winter's food. A stand-in makes a village a
    // city (gold every winter) before founding another village while the villages left feed
    // every army and one more; from the last village it can spare, only after a new village;
    // never from a village its armies need. Fortresses: two to recruit at, then only as
    // spare might.
    #[test]
    fn win_2_win_4_a_city_from_a_spare_village_never_from_a_needed_one() {
        let k = KingdomId(0);
        let score = |state: &State, what| purchase_score(&Judging::by_default(state, k), what);
        let (city, village, fortress) = (Purchase::City, Purchase::Village, Purchase::Fortress);
        // One army, three villages: two to spare.
        let state = economy(3, 0, 5);
        assert!(score(&state, city) > score(&state, village));
        assert!(score(&state, village) > score(&state, fortress) && score(&state, fortress) > 0);
        // Two villages: one to spare; a new village first, but a city or fortress is still
        // better than passing.
        let state = economy(2, 0, 5);
        assert!(score(&state, village) > score(&state, city) && score(&state, city) > 0);
        assert!(score(&state, fortress) > 0);
        // One village feeds the one army: neither a city nor a fortress.
        let state = economy(1, 0, 5);
        assert!(score(&state, city) < 0 && score(&state, fortress) < 0);
        // Two fortresses already: a third is worth less than a city from a spare village.
        let (two, none) = (economy(4, 2, 5), economy(4, 0, 5));
        assert!(score(&two, fortress) < score(&none, fortress));
        assert!(score(&two, fortress) < score(&two, city));
    }

    // SIM-6: dice are allocated as "allocate for me" does; WIN-4: purchases by might.
    #[test]
    fn sim_6_win_4_suggested_dice_and_purchases_by_might() {
        let game = crate::engine::Game::new(
            crate::engine::testing::sample_setup(),
            crate::engine::ruleset::Options::default(),
            3,
        )
        .unwrap();
        let (k, hex, army) = (KingdomId(0), Hex::new(0, 0), TokenId(4));
        let kind = DecisionKind::AllocateDie { hex, dice: vec![6, 2], targets: Vec::new(), suggested: (6, army) };
        let judging = Judging::new(game.state(), game.options(), k);
        let pick = |face| judge(&judging, &kind, &Command::AllocateDie { face, army }).0;
        assert!(pick(6) > pick(2));
        // OPT-SCORE, WIN-5: an army (5 might) while there is food to feed it, else a village.
        let build = DecisionKind::Build { answers: Vec::new() };
        let mut state = game.state().clone();
        let fed = |state: &State| {
            let judging = Judging::by_default(state, k);
            purchase_score(&judging, Purchase::Army) > purchase_score(&judging, Purchase::Village)
        };
        state.kingdoms[0].food = 9;
        assert!(fed(&state));
        state.kingdoms[0].food = 0;
        assert!(!fed(&state));
        assert!(judge(&judging, &build, &Command::Buy { hex, what: Purchase::Village }).0 > 0);
    }

    // SET-3, SET-4: a stand-in founds its capital where its ring has the most free land
    // (its settlements go only there); of sites alike, the farthest from a rival's capital,
    // up to 6 tiles. Counted here from the map, tile by tile.
    #[test]
    fn set_3_set_4_a_capital_where_its_ring_has_the_most_free_land() {
        use crate::engine::game::Game;
        use crate::engine::testing::sample_setup;
        let mut setup = sample_setup();
        let starts: Vec<Hex> = setup.map.starting_tiles().collect();
        // The first listed site's ring is all water but one tile.
        for (_, h) in starts[0].neighbors().skip(1) {
            if let Some(tile) = setup.map.tile_mut(h) {
                tile.terrain = Terrain::OpenWater;
            }
        }
        let mut game = Game::new(setup, Options::default(), 3).unwrap();
        let mut founded = Vec::new();
        while founded.len() < 2 {
            let DecisionKind::PlaceCapital { tiles } = game.decision().kind.clone() else {
                game.apply(game.answers()[0].clone()).unwrap();
                continue;
            };
            let state = game.state();
            let free = |h: Hex| {
                h.neighbors()
                    .filter(|(_, n)| state.map.terrain(*n) == Some(Terrain::Land))
                    .filter(|(_, n)| state.tile(*n).is_some_and(|t| t.control.is_none()))
                    .count()
            };
            let nearest = |h: Hex| founded.iter().map(|c: &Hex| c.distance(h).min(6)).min().unwrap_or(6);
            let best = tiles.iter().map(|h| (free(*h), nearest(*h))).max().unwrap();
            let Some(super::super::Choice { command: Command::PlaceCapital { hex }, .. }) = super::super::choose(&game)
            else {
                panic!("a capital is founded")
            };
            assert_eq!((free(hex), nearest(hex)), best, "{hex:?} of {tiles:?}");
            assert_ne!(hex, starts[0]);
            founded.push(hex);
            game.apply(Command::PlaceCapital { hex }).unwrap();
        }
    }
}
