//! Dice (`APP-2`, `APP-3`). Every roll is drawn from a ChaCha8 stream keyed by the campaign
//! seed, the command's position in the log and the roll's index within the command, so
//! undoing and redoing a command, or replacing it by another, shows the same faces (undo
//! cannot fish for rolls), and one command may roll several pools without repeating one.

use rand_chacha::ChaCha8Rng;
use rand_core::{RngCore, SeedableRng};
use serde::{Deserialize, Serialize};

/// Why a roll was made, for the dice tray and the chronicle.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum RollPurpose {
    PlayerOrder,
    Exploration,
    ReformOrder,
    /// `SIM-2`
    SimpleBattle,
    /// `LWB-1`
    LandWater,
    /// `NAV-1`
    Naval,
    /// `WIN-6`
    WinterOrder,
    /// `LOY-11`: one die per tile, in the order listed.
    LoyaltyRolls,
    /// `NAR-SYM-2`: one die per fallen unit, in the order they fell.
    Recovery,
    /// `DOM-10`: 2D10 per pillaged tile, in the order listed.
    LevelChecks,
    /// `DOM-6` 2 on the tabletop: 2D3 units attacked.
    EvasionUnits,
    /// `DOM-7` on the tabletop: 1D3 per MP short, late army by army.
    LateArrivals,
}

impl RollPurpose {
    /// Its word in the page's language (`crate::words`).
    pub fn word(self) -> crate::words::message::Message {
        crate::words::message::Message::name("purpose", self.describe())
    }

    pub fn rule(self) -> &'static str {
        match self {
            RollPurpose::PlayerOrder => "SET-2",
            RollPurpose::Exploration => "SUM-RES-2",
            RollPurpose::ReformOrder => "REF-6",
            RollPurpose::SimpleBattle => "SIM-2",
            RollPurpose::LandWater => "LWB-1",
            RollPurpose::Naval => "NAV-1",
            RollPurpose::WinterOrder => "WIN-6",
            RollPurpose::LoyaltyRolls => "LOY-11",
            RollPurpose::Recovery => "NAR-SYM-2",
            RollPurpose::LevelChecks => "DOM-10",
            RollPurpose::EvasionUnits => "DOM-6",
            RollPurpose::LateArrivals => "DOM-7",
        }
    }

    pub fn describe(self) -> &'static str {
        match self {
            RollPurpose::PlayerOrder => "player order",
            RollPurpose::Exploration => "exploration",
            RollPurpose::ReformOrder => "the new player order",
            RollPurpose::SimpleBattle => "the battle (attacker's dice first)",
            RollPurpose::LandWater => "the land/water battle (attacker's dice first)",
            RollPurpose::Naval => "the naval roll-off (attacker's dice first)",
            RollPurpose::WinterOrder => "the player order before deployment",
            RollPurpose::LoyaltyRolls => "the month's loyalty rolls",
            RollPurpose::Recovery => "the recovery of the fallen",
            RollPurpose::LevelChecks => "the pillaged provinces' level checks (2D10 each)",
            RollPurpose::EvasionUnits => "how many units the evader attacks (2D3)",
            RollPurpose::LateArrivals => "the late armies' arrival (1D3+1 rounds per MP short)",
        }
    }
}

/// The dice stream of one command.
pub struct DiceStream {
    rng: ChaCha8Rng,
}

impl DiceStream {
    /// The stream of the first roll of the command at `position` in the log of the
    /// campaign `seed`.
    pub fn new(seed: u64, position: usize) -> Self {
        DiceStream::of_roll(seed, position, 0)
    }

    /// The stream of roll `roll` (0 first) of the command at `position`. The first roll's
    /// key is the one every save before rolls were counted was written with.
    pub fn of_roll(seed: u64, position: usize, roll: u32) -> Self {
        let mut key = [0u8; 32];
        key[..8].copy_from_slice(&seed.to_le_bytes());
        key[8..12].copy_from_slice(&roll.to_le_bytes());
        let mut rng = ChaCha8Rng::from_seed(key);
        rng.set_stream(position as u64);
        DiceStream { rng }
    }

    /// One die of `sides` faces, 1..=sides, by rejection sampling so every face is equally
    /// likely and the mapping never depends on a library's range code.
    pub fn die(&mut self, sides: u8) -> u8 {
        let sides = u32::from(sides.max(1));
        let zone = u32::MAX - u32::MAX % sides;
        loop {
            let x = self.rng.next_u32();
            if x < zone {
                return (x % sides) as u8 + 1;
            }
        }
    }

    pub fn dice(&mut self, count: usize, sides: u8) -> Vec<u8> {
        (0..count).map(|_| self.die(sides)).collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    // APP-2: golden faces. If this fails, every saved campaign would replay differently.
    #[test]
    fn app_2_golden_faces_for_a_fixed_seed() {
        let mut s = DiceStream::new(42, 0);
        assert_eq!(s.dice(10, 6), GOLDEN_42_0);
        let mut s = DiceStream::new(42, 1);
        assert_eq!(s.dice(10, 6), GOLDEN_42_1);
        let mut s = DiceStream::new(7, 0);
        assert_eq!(s.dice(6, 8), GOLDEN_7_0_D8);
    }

    // APP-3: the same seed and position always give the same faces; another position differs.
    #[test]
    fn app_3_stream_is_keyed_by_seed_and_position() {
        let a = DiceStream::new(9, 3).dice(20, 6);
        assert_eq!(a, DiceStream::new(9, 3).dice(20, 6));
        assert_ne!(a, DiceStream::new(9, 4).dice(20, 6));
        assert_ne!(a, DiceStream::new(10, 3).dice(20, 6));
    }

    #[test]
    fn faces_are_in_range_and_all_appear() {
        let mut s = DiceStream::new(1, 1);
        let mut seen = [0u32; 6];
        for _ in 0..6000 {
            let f = s.die(6);
            assert!((1..=6).contains(&f));
            seen[usize::from(f - 1)] += 1;
        }
        assert!(seen.iter().all(|n| (850..1150).contains(n)), "{seen:?}");
    }

    // APP-3: each roll of one command has its own stream; the first is the command's.
    #[test]
    fn app_3_rolls_of_one_command_differ() {
        let first = DiceStream::of_roll(42, 0, 0).dice(10, 6);
        assert_eq!(first, GOLDEN_42_0);
        let second = DiceStream::of_roll(42, 0, 1).dice(10, 6);
        assert_eq!(second, GOLDEN_42_0_ROLL_1);
        assert_ne!(second, DiceStream::of_roll(42, 1, 1).dice(10, 6));
    }

    const GOLDEN_42_0_ROLL_1: [u8; 10] = [4, 2, 3, 4, 4, 4, 3, 5, 4, 4];
    const GOLDEN_42_0: [u8; 10] = [4, 6, 2, 3, 5, 2, 1, 1, 1, 4];
    const GOLDEN_42_1: [u8; 10] = [3, 2, 4, 5, 3, 5, 5, 3, 6, 2];
    const GOLDEN_7_0_D8: [u8; 6] = [4, 3, 6, 3, 7, 6];
}
