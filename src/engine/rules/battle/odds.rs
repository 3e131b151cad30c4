//! Odds (`APP-5`): each side's chance to win, draw and lose a simple, naval or land/water
//! battle, computed exactly from the current state by enumerating the dice, with both
//! sides making the app's suggested choices: "allocate for me" (`SIM-6`), unpaired ships
//! sunk first, and fighting on in `NAV-2` until a side has no ships.
//!
//! Chances are integers in parts of `SCALE` (10^18), so the engine stays free of floating
//! point; a figure is off the exact fraction by a few parts in 10^18 at most, far below
//! the tenth of a point the table sees.

use super::forces::{dice_counts, side_forces};
use super::{naval, simple};
use crate::engine::battle::{Battle, BattleKind, Side};
use crate::engine::ruleset::LETTER;
use crate::engine::state::{State, TokenId};
use std::collections::BTreeMap;

/// A certainty, in the parts chances are counted in.
pub const SCALE: u128 = 1_000_000_000_000_000_000;

/// Each outcome's chance, in parts of `SCALE`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Odds {
    pub attacker: u128,
    pub draw: u128,
    pub defender: u128,
}

impl Odds {
    /// Tenths of a percent (attacker, draw, defender) adding to exactly 1000, each the
    /// exact figure rounded down or up by largest remainder, so within one tenth of it.
    pub fn tenths(&self) -> [u32; 3] {
        let exact = [self.attacker, self.draw, self.defender];
        // Normalised to their sum, which differs from SCALE by rounding only; in
        // thousandths of a tenth of a percent.
        let total = exact.iter().sum::<u128>().max(1);
        let parts = exact.map(|e| e.saturating_mul(1_000_000) / total);
        let mut out = parts.map(|p| (p / 1000) as u32);
        let mut order = [0, 1, 2];
        crate::sort::sort_by_key(&mut order, |&i| (std::cmp::Reverse(parts[i] % 1000), i));
        let short = 1000u32.saturating_sub(out.iter().sum());
        for &i in order.iter().take(short as usize) {
            out[i] += 1;
        }
        out
    }

    /// The tenths as "22.2", for the page.
    pub fn percent_texts(&self) -> [String; 3] {
        self.tenths().map(|t| format!("{}.{}", t / 10, t % 10))
    }
}

/// One army in a simple battle's odds: its points, and its Defence now with what that
/// Defence is worked out from after a hit.
#[derive(Clone, Copy)]
struct Fighter {
    points: u32,
    defence: u32,
    /// Rules before `LETTER`: (defending, forced-march hits), and Defence falls with the
    /// points; None: `SIM-1`'s Defence is set for the battle.
    falls: Option<(bool, u8)>,
}

impl Fighter {
    fn hit(&mut self) {
        self.points = self.points.saturating_sub(simple::HIT);
        if let Some((defending, tired)) = self.falls {
            self.defence = simple::defence(self.points, defending, tired);
        }
    }
}

/// A battle reduced to what its odds need.
enum Forces {
    /// Each side's armies, in token order.
    Simple([Vec<Fighter>; 2]),
    /// Each side's dice.
    LandWater([usize; 2]),
    /// Each side's ships as (unpaired, paired) counts, and whether the tile has a river.
    Naval([(usize, usize); 2], bool),
}

impl Forces {
    fn of(state: &State, battle: &Battle, kind: BattleKind) -> Option<Forces> {
        let forces = |s| side_forces(state, battle, s);
        Some(match kind {
            BattleKind::Simple => Forces::Simple(Side::BOTH.map(|s| {
                let armies = forces(s).armies;
                let fixed = state.rules >= LETTER;
                armies
                    .iter()
                    .filter_map(|id| Some((id, state.armies.get(id)?)))
                    .map(|(id, a)| Fighter {
                        points: a.points,
                        defence: simple::army_defence(battle, *id, a),
                        falls: (!fixed).then(|| (a.defending, battle.tired(*id))),
                    })
                    .collect()
            })),
            BattleKind::LandWater => Forces::LandWater(dice_counts(state, battle, kind)),
            BattleKind::Naval => Forces::Naval(
                Side::BOTH.map(|s| {
                    let ships = forces(s).ships;
                    let paired = ships.iter().filter(|id: &&TokenId| state.passenger(**id).is_some()).count();
                    (ships.len() - paired, paired)
                }),
                state.map.tile(battle.hex).is_some_and(|t| t.river),
            ),
            _ => return None,
        })
    }
}

/// The most dice a side may roll for its odds to be counted: 6^48 rolls still fit the
/// integers the counting uses. No campaign comes near it (armies are capped at 20).
const MAX_DICE: usize = 48;

/// The odds of `battle` fought as `kind`; None for kinds without dice odds.
pub fn odds(state: &State, battle: &Battle, kind: BattleKind) -> Option<Odds> {
    let forces = Forces::of(state, battle, kind)?;
    let dice = match &forces {
        Forces::Simple(armies) => armies.clone().map(|a| a.len()),
        Forces::LandWater(dice) => *dice,
        Forces::Naval(fleets, _) => fleets.map(|(u, p)| u + p),
    };
    if dice.iter().any(|n| *n > MAX_DICE) {
        return None;
    }
    Some(match forces {
        Forces::Simple(armies) => simple_odds(&armies),
        Forces::LandWater(dice) => land_water_odds(dice),
        Forces::Naval(fleets, river) => naval_odds(fleets, river),
    })
}

/// `ways / total` in parts of `SCALE`, rounded down, by long division so that no
/// product overflows however many rolls `total` counts.
fn chance(ways: u128, total: u128) -> u128 {
    let total = total.max(1);
    let (mut out, mut rest) = (ways / total, ways % total);
    let mut unit = 1;
    while unit < SCALE {
        rest *= 10;
        out = out * 10 + rest / total;
        rest %= total;
        unit *= 10;
    }
    out
}

/// How many orderings a roll of these face counts has: n! / (c1! · … · c6!), built as a
/// product of binomials so it never overflows before the result would.
fn orderings(counts: &[usize]) -> u128 {
    let mut ways = 1u128;
    let mut n = 0u128;
    for &c in counts {
        for k in 1..=c as u128 {
            n += 1;
            ways = ways * n / k;
        }
    }
    ways
}

/// Every multiset of `n` d6 faces, ascending, with the number of ordered rolls showing it.
fn multisets(n: usize) -> Vec<(Vec<u8>, u128)> {
    fn fill(face: u8, left: usize, faces: &mut Vec<u8>, counts: &mut Vec<usize>, out: &mut Vec<(Vec<u8>, u128)>) {
        if face == 6 {
            faces.extend(std::iter::repeat_n(6, left));
            counts.push(left);
            out.push((faces.clone(), orderings(counts)));
            counts.pop();
            faces.truncate(faces.len() - left);
            return;
        }
        for take in 0..=left {
            faces.extend(std::iter::repeat_n(face, take));
            counts.push(take);
            fill(face + 1, left - take, faces, counts, out);
            counts.pop();
            faces.truncate(faces.len() - take);
        }
    }
    let mut out = Vec::new();
    fill(1, n, &mut Vec::new(), &mut Vec::new(), &mut out);
    out
}

fn six_to(n: usize) -> u128 {
    6u128.saturating_pow(n as u32)
}

/// One side's dice in a simple battle, allocated by `SIM-6` against the enemy armies: the
/// chance of each (points of reduction dealt, every enemy army destroyed). A side's
/// allocations depend only on its own dice and on the enemy armies it hits, so the two
/// sides are counted apart and then combined.
fn simple_side(dice: usize, enemy: &[Fighter]) -> BTreeMap<(u32, bool), u128> {
    let total = six_to(dice);
    let mut out = BTreeMap::new();
    for (mut faces, ways) in multisets(dice) {
        let mut armies: Vec<(TokenId, Fighter)> =
            enemy.iter().enumerate().map(|(i, f)| (TokenId(i as u32), *f)).collect();
        let mut dealt = 0;
        loop {
            let targets: Vec<(TokenId, u32, u32)> = armies.iter().map(|(id, f)| (*id, f.defence, f.points)).collect();
            let Some((face, army)) = simple::suggest(&faces, &targets) else { break };
            let Some(at) = armies.iter().position(|(id, ..)| *id == army) else { break };
            if simple::hits(face, armies[at].1.defence) {
                dealt += simple::HIT;
                armies[at].1.hit();
                if armies[at].1.points == 0 {
                    armies.remove(at);
                }
            }
            if let Some(used) = faces.iter().position(|f| *f == face) {
                faces.remove(used);
            }
        }
        *out.entry((dealt, armies.is_empty() && !enemy.is_empty())).or_insert(0) += chance(ways, total);
    }
    out
}

/// `SIM-2`…`SIM-4` with `SIM-6` on both sides.
fn simple_odds(armies: &[Vec<Fighter>; 2]) -> Odds {
    let attacker = simple_side(armies[0].len(), &armies[1]);
    let defender = simple_side(armies[1].len(), &armies[0]);
    let mut odds = Odds::default();
    for (&(dealt_a, wiped_d), &pa) in &attacker {
        for (&(dealt_d, wiped_a), &pd) in &defender {
            let left = [!armies[0].is_empty() && !wiped_a, !armies[1].is_empty() && !wiped_d];
            add(&mut odds, simple::winner(left, [dealt_a, dealt_d]), pa * pd / SCALE);
        }
    }
    odds
}

fn add(odds: &mut Odds, winner: Option<Side>, chance: u128) {
    match winner {
        Some(Side::Attacker) => odds.attacker += chance,
        Some(Side::Defender) => odds.defender += chance,
        None => odds.draw += chance,
    }
}

/// The chance of each total of `n` d6, by convolution.
fn sums(n: usize) -> Vec<u128> {
    let mut ways = vec![1u128];
    for _ in 0..n {
        let mut next = vec![0u128; ways.len() + 6];
        for (s, w) in ways.iter().enumerate() {
            for face in 1..=6 {
                next[s + face] += w;
            }
        }
        ways = next;
    }
    let total = six_to(n);
    ways.into_iter().map(|w| chance(w, total)).collect()
}

/// `LWB-1`: the higher total wins; equal is a draw.
fn land_water_odds(dice: [usize; 2]) -> Odds {
    let [a, d] = dice.map(sums);
    let mut odds = Odds::default();
    for (ta, pa) in a.iter().enumerate() {
        for (td, pd) in d.iter().enumerate() {
            add(
                &mut odds,
                match ta.cmp(&td) {
                    std::cmp::Ordering::Greater => Some(Side::Attacker),
                    std::cmp::Ordering::Less => Some(Side::Defender),
                    std::cmp::Ordering::Equal => None,
                },
                pa * pd / SCALE,
            );
        }
    }
    odds
}

/// The chance of each number of hits from a fleet of (unpaired, paired) ships (`NAV-1`).
fn naval_hits(fleet: (usize, usize), river: bool) -> Vec<u128> {
    // Out of 6: how many faces hit for a die without and with a paired army.
    let hitting = |paired: bool| (1..=6u8).filter(|f| naval::hits(&[*f], &[paired], river) == 1).count() as u128;
    let mut ways = vec![1u128];
    for paired in std::iter::repeat_n(false, fleet.0).chain(std::iter::repeat_n(true, fleet.1)) {
        let (hit, miss) = (hitting(paired), 6 - hitting(paired));
        let mut next = vec![0u128; ways.len() + 1];
        for (h, w) in ways.iter().enumerate() {
            next[h] += w * miss;
            next[h + 1] += w * hit;
        }
        ways = next;
    }
    let total = six_to(fleet.0 + fleet.1);
    ways.into_iter().map(|w| chance(w, total)).collect()
}

/// A fleet after `hits` losses, unpaired ships sunk first.
fn sunk(fleet: (usize, usize), hits: usize) -> (usize, usize) {
    let unpaired = hits.min(fleet.0);
    (fleet.0 - unpaired, fleet.1.saturating_sub(hits - unpaired))
}

/// `NAV-1`…`NAV-3`, roll-off after roll-off until a fleet is gone: a Markov chain whose
/// only loop is a roll-off in which nobody hits, summed as its geometric series.
fn naval_odds(fleets: [(usize, usize); 2], river: bool) -> Odds {
    fn solve(fleets: [(usize, usize); 2], river: bool, memo: &mut BTreeMap<[(usize, usize); 2], Odds>) -> Odds {
        let empty = fleets.map(|(u, p)| u + p == 0);
        match empty {
            [true, true] => return Odds { draw: SCALE, ..Odds::default() },
            [false, true] => return Odds { attacker: SCALE, ..Odds::default() },
            [true, false] => return Odds { defender: SCALE, ..Odds::default() },
            [false, false] => {}
        }
        if let Some(known) = memo.get(&fleets) {
            return *known;
        }
        let [ha, hd] = fleets.map(|f| naval_hits(f, river));
        let stay = ha[0] * hd[0] / SCALE;
        let mut odds = Odds::default();
        for (a, pa) in ha.iter().enumerate() {
            for (d, pd) in hd.iter().enumerate() {
                if a == 0 && d == 0 {
                    continue;
                }
                let next = solve([sunk(fleets[0], d), sunk(fleets[1], a)], river, memo);
                let p = pa * pd / SCALE;
                odds.attacker += p * next.attacker / SCALE;
                odds.draw += p * next.draw / SCALE;
                odds.defender += p * next.defender / SCALE;
            }
        }
        // Divide by the chance that a roll-off decides something.
        let moves = (SCALE - stay).max(1);
        let odds = Odds {
            attacker: odds.attacker * SCALE / moves,
            draw: odds.draw * SCALE / moves,
            defender: odds.defender * SCALE / moves,
        };
        memo.insert(fleets, odds);
        odds
    }
    solve(fleets, river, &mut BTreeMap::new())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `num/den` in parts of SCALE.
    fn frac(num: u128, den: u128) -> u128 {
        num * SCALE / den
    }

    /// An army under rules before `LETTER`: its Defence falls with its points.
    fn army(points: u32, defending: bool, tired: u8) -> Fighter {
        Fighter { points, defence: simple::defence(points, defending, tired), falls: Some((defending, tired)) }
    }

    /// An army whose Defence is set for the battle (`SIM-1`, rules `LETTER` on).
    fn set(points: u32, defending: bool) -> Fighter {
        Fighter { points, defence: simple::defence(points, defending, 0), falls: None }
    }

    fn close(odds: Odds, expected: [(u128, u128); 3]) {
        let got = [odds.attacker, odds.draw, odds.defender];
        for (g, (n, d)) in got.iter().zip(expected) {
            let want = frac(n, d);
            assert!(g.abs_diff(want) < 1000, "{got:?} against {expected:?}");
        }
    }

    // APP-5, SIM-1…SIM-4, SIM-6: one army each at Defence 5: a side hits on 5 or 6 (1/3).
    // The attacker wins when it hits and the defender misses: 1/3 · 2/3 = 2/9; the same
    // for the defender; a draw otherwise: 5/9.
    #[test]
    fn app_5_simple_one_against_one_is_two_ninths_each() {
        let one = vec![army(500, false, 0)];
        let odds = simple_odds(&[one.clone(), one]);
        close(odds, [(2, 9), (5, 9), (2, 9)]);
        assert_eq!(odds.tenths(), [222, 556, 222]);
        assert_eq!(odds.percent_texts(), ["22.2", "55.6", "22.2"].map(String::from));
    }

    // APP-5, SIM-1: a defender with Defend is Defence 6: the attacker hits only on a 6
    // (1/6), the defender still on 5+ (1/3). Attacker wins 1/6 · 2/3 = 1/9; defender wins
    // 5/6 · 1/3 = 5/18; draw 1 − 1/9 − 5/18 = 11/18.
    #[test]
    fn app_5_simple_defend_raises_the_bar() {
        let odds = simple_odds(&[vec![army(500, false, 0)], vec![army(500, true, 0)]]);
        close(odds, [(1, 9), (11, 18), (5, 18)]);
    }

    // APP-5, SIM-3, SIM-4: a 100-point army is Defence 1: any die hits and destroys it.
    // 100 against 500: the defender's die always destroys the attacker, which keeps no
    // army: the defender wins whatever the attacker dealt. 100 against 100: both are
    // destroyed with equal reductions: a draw.
    #[test]
    fn app_5_simple_destruction_decides_before_reductions() {
        close(simple_odds(&[vec![army(100, false, 0)], vec![army(500, false, 0)]]), [(0, 1), (0, 1), (1, 1)]);
        close(simple_odds(&[vec![army(500, false, 0)], vec![army(100, false, 0)]]), [(1, 1), (0, 1), (0, 1)]);
        close(simple_odds(&[vec![army(100, false, 0)], vec![army(100, false, 0)]]), [(0, 1), (1, 1), (0, 1)]);
    }

    // APP-5, SIM-3, SIM-6: two attacking armies against one of 200 points (Defence 2). The
    // suggested die is the smallest that hits: unless both dice show 1 (1/36), one hits,
    // the army falls to Defence 1 and the other die destroys it: the attacker wins. With
    // two 1s nobody is dealt anything by the attacker; the defender's die hits Defence 5
    // on 5+ (1/3): defender wins 1/36 · 1/3 = 1/108, draw 1/36 · 2/3 = 1/54.
    #[test]
    fn app_5_simple_allocation_is_the_suggested_one() {
        let odds = simple_odds(&[vec![army(500, false, 0), army(500, false, 0)], vec![army(200, false, 0)]]);
        close(odds, [(35, 36), (1, 54), (1, 108)]);
        assert_eq!(odds.tenths(), [972, 19, 9]);
    }

    // APP-5, SIM-1 [clarified 2026-12-06]: two 500-point armies against one. Counted over
    // the 216 rolls by hand from the rules: with Defence set at the start the attacker
    // wins 88, draws 96 and loses 32; when a hit lowered Defence it won 96 and drew 88.
    #[test]
    fn app_5_sim_1_a_second_die_on_an_army_already_hit() {
        let fixed = simple_odds(&[vec![set(500, false), set(500, false)], vec![set(500, false)]]);
        close(fixed, [(88, 216), (96, 216), (32, 216)]);
        let falling = simple_odds(&[vec![army(500, false, 0), army(500, false, 0)], vec![army(500, false, 0)]]);
        close(falling, [(96, 216), (88, 216), (32, 216)]);
    }

    #[test]
    fn app_5_simple_figures_add_to_one() {
        let odds = simple_odds(&[
            vec![army(500, false, 0), army(500, true, 0), army(300, false, 0)],
            vec![army(500, false, 0), army(300, false, 0)],
        ]);
        let sum = odds.attacker + odds.draw + odds.defender;
        assert!(sum.abs_diff(SCALE) < 1000, "{sum}");
        assert_eq!(odds.tenths().iter().sum::<u32>(), 1000);
    }

    // APP-5, LWB-1: one die against one: a draw 1/6, each side 5/12. Two dice against one:
    // against a defender's 1…6 the pair's total is higher in 36, 35, 33, 30, 26, 21 of its
    // 36 rolls (181 of 216), equal in 0, 1, 2, 3, 4, 5 (15), lower in the other 20.
    #[test]
    fn app_5_land_water_totals() {
        close(land_water_odds([1, 1]), [(5, 12), (1, 6), (5, 12)]);
        close(land_water_odds([2, 1]), [(181, 216), (15, 216), (20, 216)]);
    }

    // APP-5, NAV-1, NAV-2, NAV-3: one unpaired ship each, no river: each die hits on 4+
    // (1/2). A roll-off decides with 3/4: attacker alone 1/4, defender alone 1/4, both
    // sunk 1/4 (NAV-3, a draw). So each side wins 1/3 and the draw is 1/3.
    #[test]
    fn app_5_naval_one_against_one() {
        close(naval_odds([(1, 0), (1, 0)], false), [(1, 3), (1, 3), (1, 3)]);
    }

    // APP-5, NAV-1: a paired ship (+1: hits on 3+, 2/3) on a river (−1: 4+, 1/2) against an
    // unpaired one (−1: 5+, 1/3). Per roll-off: attacker alone 1/2 · 2/3 = 1/3, defender
    // alone 1/2 · 1/3 = 1/6, both 1/6, nothing 1/3. Over the deciding 2/3: attacker 1/2,
    // defender 1/4, draw 1/4.
    #[test]
    fn app_5_naval_river_and_pairs() {
        close(naval_odds([(0, 1), (1, 0)], true), [(1, 2), (1, 4), (1, 4)]);
    }

    // APP-5, NAV-2: two ships against one, no river. The attacker's two dice hit at least
    // once with 3/4: the lone defender sinks while the attacker keeps a ship: it wins.
    // With no attacker hit (1/4) the defender hits with 1/2, leaving one ship each (1/3
    // each, as above); both missing (1/8) decides nothing. Over the deciding 7/8: attacker
    // (3/4 + 1/24) / (7/8) = 19/21, draw and defender (1/24) / (7/8) = 1/21 each.
    #[test]
    fn app_5_naval_two_against_one() {
        close(naval_odds([(2, 0), (1, 0)], false), [(19, 21), (1, 21), (1, 21)]);
    }

    // APP-5: shown to one decimal, adding to 100.0, each within a tenth of the exact value.
    #[test]
    fn app_5_tenths_add_to_a_thousand() {
        let thirds = Odds { attacker: frac(1, 3), draw: frac(1, 3), defender: frac(1, 3) };
        assert_eq!(thirds.tenths().iter().sum::<u32>(), 1000);
        assert_eq!(thirds.percent_texts(), ["33.4", "33.3", "33.3"].map(String::from));
        let sure = Odds { attacker: SCALE, ..Odds::default() };
        assert_eq!(sure.tenths(), [1000, 0, 0]);
        // 61.90…, 19.04…, 19.04…: the leftover tenth goes to the largest remainder.
        let odd = Odds { attacker: frac(13, 21), draw: frac(4, 21), defender: frac(4, 21) };
        assert_eq!(odd.tenths(), [619, 191, 190]);
    }

    #[test]
    fn chance_divides_exactly_without_overflow() {
        assert_eq!(chance(2, 9), 222_222_222_222_222_222);
        assert_eq!(chance(6u128.pow(48), 6u128.pow(48)), SCALE);
        assert_eq!(chance(6u128.pow(47), 6u128.pow(48)), 166_666_666_666_666_666);
        assert_eq!(orderings(&[2, 1, 0, 0, 0, 3]), 60);
    }

    #[test]
    fn multisets_count_every_roll() {
        for n in 0..6 {
            assert_eq!(multisets(n).iter().map(|(_, w)| w).sum::<u128>(), six_to(n));
        }
        assert_eq!(multisets(6).len(), 462);
    }
}
