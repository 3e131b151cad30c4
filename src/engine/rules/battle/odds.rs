//! Odds (`APP-5`): each side's chance in a simple, naval or land/water battle, by playing
//! it many times on the current state with dice that are never logged and a fixed seed,
//! so the same position always shows the same figures. Simulated players allocate with
//! "allocate for me" (`SIM-6`), sink unpaired ships first, and never concede.

use super::forces::{dice_counts, side_forces};
use super::{naval, simple};
use crate::engine::battle::{Battle, BattleKind, Side};
use crate::engine::dice::DiceStream;
use crate::engine::state::{State, TokenId};

/// How many battles are played for the odds.
pub const TRIALS: u32 = 2000;
const SEED: u64 = 0x0dd5;
/// A naval battle still undecided after this many roll-offs counts as a draw.
const MAX_ROUNDS: u32 = 100;

/// Out of `trials` battles: how many the attacker won, drew and lost.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Odds {
    pub attacker: u32,
    pub draw: u32,
    pub defender: u32,
    pub trials: u32,
}

impl Odds {
    /// Whole percentages, summing to 100.
    pub fn percent(&self) -> [u32; 3] {
        let t = self.trials.max(1);
        let a = self.attacker * 100 / t;
        let d = self.defender * 100 / t;
        [a, 100 - a - d, d]
    }
}

/// A battle reduced to what its simulation needs.
enum Sim {
    /// Each side's armies: (points, defending).
    Simple([Vec<(u32, bool)>; 2]),
    /// Each side's dice.
    LandWater([usize; 2]),
    /// Each side's ships (carrying an army?), and whether the tile has a river.
    Naval([Vec<bool>; 2], bool),
}

impl Sim {
    fn of(state: &State, battle: &Battle, kind: BattleKind) -> Option<Sim> {
        let forces = |s| side_forces(state, battle, s);
        Some(match kind {
            BattleKind::Simple => Sim::Simple(Side::BOTH.map(|s| {
                let armies = forces(s).armies;
                armies.iter().filter_map(|id| state.armies.get(id)).map(|a| (a.points, a.defending)).collect()
            })),
            BattleKind::LandWater => Sim::LandWater(dice_counts(state, battle, kind)),
            BattleKind::Naval => Sim::Naval(
                Side::BOTH.map(|s| forces(s).ships.iter().map(|id: &TokenId| state.passenger(*id).is_some()).collect()),
                state.map.tile(battle.hex).is_some_and(|t| t.river),
            ),
            _ => return None,
        })
    }

    fn play(&self, dice: &mut DiceStream) -> Option<Side> {
        match self {
            Sim::Simple(armies) => simple_battle(dice, armies),
            Sim::LandWater(counts) => {
                let [a, b] = counts.map(|n| dice.dice(n, 6).iter().map(|f| u32::from(*f)).sum::<u32>());
                (a != b).then_some(if a > b { Side::Attacker } else { Side::Defender })
            }
            Sim::Naval(fleets, river) => naval_battle(dice, fleets, *river),
        }
    }
}

/// The odds of `battle` as `kind`; None for kinds that are not simulated.
pub fn odds(state: &State, battle: &Battle, kind: BattleKind) -> Option<Odds> {
    let sim = Sim::of(state, battle, kind)?;
    let mut dice = DiceStream::new(SEED, 0);
    let mut odds = Odds { attacker: 0, draw: 0, defender: 0, trials: TRIALS };
    for _ in 0..TRIALS {
        match sim.play(&mut dice) {
            Some(Side::Attacker) => odds.attacker += 1,
            Some(Side::Defender) => odds.defender += 1,
            None => odds.draw += 1,
        }
    }
    Some(odds)
}

/// One simple battle between armies of (points, defending), by `SIM-2`…`SIM-4`.
fn simple_battle(dice: &mut DiceStream, armies: &[Vec<(u32, bool)>; 2]) -> Option<Side> {
    let mut armies = armies.clone();
    let mut rolled = [dice.dice(armies[0].len(), 6), dice.dice(armies[1].len(), 6)];
    let mut dealt = [0u32; 2];
    let mut turn = Side::Attacker;
    loop {
        let can = |s: Side, rolled: &[Vec<u8>; 2], armies: &[Vec<(u32, bool)>; 2]| {
            !rolled[s.index()].is_empty() && !armies[s.other().index()].is_empty()
        };
        if !can(turn, &rolled, &armies) {
            if !can(turn.other(), &rolled, &armies) {
                break;
            }
            turn = turn.other();
        }
        let enemy = &mut armies[turn.other().index()];
        let targets: Vec<(TokenId, u32)> =
            enemy.iter().enumerate().map(|(i, (p, d))| (TokenId(i as u32), simple::defence(*p, *d))).collect();
        let Some((face, TokenId(i))) = simple::suggest(&rolled[turn.index()], &targets) else { break };
        let i = i as usize;
        if u32::from(face) >= targets[i].1 {
            dealt[turn.index()] += simple::HIT;
            enemy[i].0 = enemy[i].0.saturating_sub(simple::HIT);
            if enemy[i].0 == 0 {
                enemy.remove(i);
            }
        }
        let own = &mut rolled[turn.index()];
        if let Some(at) = own.iter().position(|f| *f == face) {
            own.remove(at);
        }
        turn = turn.other();
    }
    simple::winner([!armies[0].is_empty(), !armies[1].is_empty()], dealt)
}

/// One naval battle between fleets (each ship: carries an army?), by `NAV-1`…`NAV-3`.
fn naval_battle(dice: &mut DiceStream, fleets: &[Vec<bool>; 2], river: bool) -> Option<Side> {
    let mut fleets = fleets.clone();
    for f in fleets.iter_mut() {
        // Losses go to unpaired ships first: sorted so they are removed from the front.
        f.sort();
    }
    for _ in 0..MAX_ROUNDS {
        let hits = fleets.clone().map(|f| naval::hits(&dice.dice(f.len(), 6), &f, river));
        for side in Side::BOTH {
            let fleet = &mut fleets[side.index()];
            let n = usize::from(hits[side.other().index()]).min(fleet.len());
            fleet.drain(..n);
        }
        match (fleets[0].is_empty(), fleets[1].is_empty()) {
            (false, false) => continue,
            (false, true) => return Some(Side::Attacker),
            (true, false) => return Some(Side::Defender),
            (true, true) => return None,
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    // APP-5: the odds follow the forces: three armies against one mostly win; equal
    // forces are close; figures always sum to the trials.
    #[test]
    fn app_5_simple_odds_follow_the_forces() {
        let mut d = DiceStream::new(1, 0);
        let strong = [vec![(500, false); 3], vec![(500, false)]];
        let wins = (0..500).filter(|_| simple_battle(&mut d, &strong) == Some(Side::Attacker)).count();
        assert!(wins > 250, "{wins}");
        // One against one: a 5 or 6 hits, so the attacker alone hits 2/9 of the time.
        let even = [vec![(500, false)], vec![(500, false)]];
        let wins = (0..1000).filter(|_| simple_battle(&mut d, &even) == Some(Side::Attacker)).count();
        assert!((170..280).contains(&wins), "{wins}");
        let lone = [vec![(100, false)], vec![(500, false)]];
        assert_eq!(simple_battle(&mut DiceStream::new(3, 0), &[lone[1].clone(), vec![]]), Some(Side::Attacker));
    }

    // APP-5 with NAV-1: more ships win more often; a fleet always ends or draws.
    #[test]
    fn app_5_naval_odds_follow_the_fleets() {
        let mut d = DiceStream::new(2, 0);
        let fleets = [vec![false; 3], vec![false]];
        let wins = (0..500).filter(|_| naval_battle(&mut d, &fleets, false) == Some(Side::Attacker)).count();
        assert!(wins > 400, "{wins}");
        assert_eq!(Odds { attacker: 1, draw: 1, defender: 1, trials: 3 }.percent().iter().sum::<u32>(), 100);
    }
}
