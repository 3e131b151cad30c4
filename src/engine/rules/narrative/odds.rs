//! The odds of a whole narrative battle before it starts (`APP-5` for §9): simulated, with
//! the app's suggested choices, by the battle's own rules: the next test planned as the
//! battle would plan it, its dice rolled, its result followed as the battle would follow
//! it, until a victor stands.

use super::battle::{after_test, candidates, excluded_from, finish_picks, head, pickable, wearable};
use crate::engine::battle::{Battle, Side};
use crate::engine::dice::DiceStream;
use crate::engine::narrative::dice::{Outcome, Pool};
use crate::engine::narrative::{NarrativeBattle, NarrativeStep, TestRecord};
use crate::engine::state::State;

/// How many battles the odds simulate.
pub const SIMULATED: u32 = 100_000;

/// Rolls a pool from a simulation's stream.
fn roll(pool: Pool, stream: &mut DiceStream) -> Outcome {
    let faces: Vec<u8> = pool.dice().iter().map(|d| stream.die(d.sides())).collect();
    Outcome::of(pool.read(&faces))
}

/// Plays one battle from `nb` with the suggested choices: stay behind the walls, pick the
/// first openings, the first victim the rules list. The victor, or None when a choice
/// the simulation cannot make (a roster to accept) stands in the way.
fn one(state: &State, b: &Battle, mut nb: NarrativeBattle, stream: &mut DiceStream) -> Option<Side> {
    for _ in 0..64 {
        if let Some(victor) = nb.victor {
            return Some(victor);
        }
        match head(state, b, &nb) {
            NarrativeStep::Test(plan) => {
                let outcome = if plan.automatic { Outcome::AUTOMATIC } else { roll(plan.pool(), stream) };
                after_test(&mut nb, TestRecord { plan, dice: Vec::new(), outcome });
            }
            NarrativeStep::Sortie => {
                nb.queue.remove(0);
            }
            NarrativeStep::Pick { side, left, pick } => {
                let (units, devs) = pickable(state, b, &nb, side, &pick);
                let n = usize::from(left);
                let units_taken = units.len().min(n);
                let devs_taken = devs.len().min(n - units_taken);
                for unit in units.into_iter().take(units_taken) {
                    let phase = excluded_from(state, &nb, unit);
                    nb.excluded.push((unit, phase));
                }
                nb.disabled.extend(devs.into_iter().take(devs_taken));
                if let Some(NarrativeStep::Pick { left: l, .. }) = nb.queue.first_mut() {
                    *l = left - (units_taken + devs_taken) as u8;
                }
                finish_picks(&mut nb);
            }
            NarrativeStep::Victim(effect) => {
                if let Some(first) = candidates(state, b, &nb, effect).first() {
                    nb.fallen.push(*first);
                }
                nb.queue.remove(0);
            }
            NarrativeStep::Worn { army, left } => {
                let worn = wearable(state, &nb, army).into_iter().take(usize::from(left));
                nb.worn.extend(worn);
                nb.queue.remove(0);
            }
            NarrativeStep::Roster { .. } | NarrativeStep::Retreat | NarrativeStep::Recovery => return None,
        }
    }
    None
}

/// Each narrative side's wins out of `battles` simulated from where the battle stands;
/// None while a roster is still to be accepted.
pub fn battle_odds(state: &State, b: &Battle, nb: &NarrativeBattle, battles: u32) -> Option<[u32; 2]> {
    let mut wins = [0u32; 2];
    for n in 0..battles {
        let mut stream = DiceStream::new(u64::from(n), 0);
        wins[one(state, b, nb.clone(), &mut stream)?.index()] += 1;
    }
    Some(wins)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::narrative::dice::Die;
    use crate::engine::narrative::forces::Character;
    use crate::engine::rules::narrative::tests::{field_battle, Play};
    use crate::engine::state::Unit;

    /// Every outcome of one ability die against one difficulty die, with its count of 64.
    fn duel() -> Vec<(Outcome, u128)> {
        let mut out = Vec::new();
        for a in Die::Ability.faces() {
            for d in Die::Difficulty.faces() {
                out.push((Outcome::of(a.plus(*d)), 1));
            }
        }
        out
    }

    // APP-5 for §9 (NAR-FA-1…3): two lone captains of Leadership 1 fight in the field. The
    // attacker's chance, worked out exactly by following the rules over every die: both
    // scout (1 against 1), the better scout engages (ties to the attacker), the full
    // engagement is tested by the engagement's winner, upgraded once per additional
    // success. The simulation of 100,000 battles lands within 0.5 points of it.
    #[test]
    fn nar_odds_a_simulated_battle_agrees_with_the_exact_chance() {
        let captain =
            Unit { character: Some(Character { leadership: 1, strategy: 1 }), ..Unit::new("Captain", "Hero", 0) };
        let p: Play = field_battle(vec![captain.clone()], vec![captain]);
        let (b, nb) = p.battle();
        let wins = battle_odds(&p.state, &b, &nb, SIMULATED).unwrap();
        assert_eq!(wins[0] + wins[1], SIMULATED);
        // Exact: sum over the scouting outcomes.
        let total: u128 = 64 * 64 * 64;
        let mut attacker: u128 = 0;
        let full = |upgrades: u8| Pool::test(1, upgrades, 1).pass_chance();
        let mut denominator = 0u128;
        for (a, _) in duel() {
            for (d, _) in duel() {
                let engages = if d.successes > a.successes { Side::Defender } else { Side::Attacker };
                for (e, _) in duel() {
                    let tester = if e.passes() { engages } else { engages.other() };
                    let (pass, all) = full(if e.passes() { e.additional() } else { 0 });
                    // Every branch on one denominator: 8^3 * 12^2 is a multiple of each pool's.
                    let scale = 8u128.pow(3) * 12u128.pow(2) / all;
                    let wins = if tester == Side::Attacker { pass } else { all - pass };
                    attacker += wins * scale;
                    denominator += all * scale;
                }
            }
        }
        assert_eq!(denominator, total * 8u128.pow(3) * 12u128.pow(2));
        // |attacker / denominator − wins / SIMULATED| < 5 / 1000, in integers.
        let (exact, simulated) = (attacker * u128::from(SIMULATED), u128::from(wins[0]) * denominator);
        let gap = exact.abs_diff(simulated);
        assert!(
            1000 * gap < 5 * denominator * u128::from(SIMULATED),
            "exact {attacker}/{denominator}, simulated {wins:?}"
        );
    }
}
