//! Who fights in a battle and which kind of battle it is (`SUM-BAT-3`, `SUM-BAT-4`).

use crate::engine::battle::{Battle, BattleKind, Side};
use crate::engine::hex::Hex;
use crate::engine::ruleset::Resolver;
use crate::engine::state::{KingdomId, State, TokenId};

/// One kingdom's tokens in a battle tile.
#[derive(Debug, Default, PartialEq, Eq)]
pub struct Forces {
    /// Upright armies not paired with a ship: they fight on land.
    pub armies: Vec<TokenId>,
    /// Upright ships, paired or not.
    pub ships: Vec<TokenId>,
    /// Tokens on their side: they never fight, but share the result (`SUM-BAT-4`).
    pub fallen: Vec<TokenId>,
}

impl Forces {
    pub fn fighting(&self) -> bool {
        !self.armies.is_empty() || !self.ships.is_empty()
    }
}

pub fn forces(state: &State, hex: Hex, kingdom: KingdomId) -> Forces {
    let mut f = Forces::default();
    for token in state.movers(hex, kingdom).into_iter().filter(|t| !state.retreating(*t)) {
        let upright = state.token(token).is_some_and(|(_, _, up)| up);
        match (upright, state.ships.contains_key(&token)) {
            (false, _) => f.fallen.push(token),
            (true, true) => f.ships.push(token),
            (true, false) => f.armies.push(token),
        }
    }
    f
}

/// One side's tokens in the battle, less those sitting it out (`DOM-5`…`DOM-7`).
pub fn side_forces(state: &State, battle: &Battle, side: Side) -> Forces {
    let mut f = forces(state, battle.hex, battle.kingdom(side));
    for list in [&mut f.armies, &mut f.ships, &mut f.fallen] {
        list.retain(|t| !battle.sits_out(*t));
    }
    f
}

/// `SUM-BAT-3`: the kinds of battle the attacker may choose from; one means no choice.
pub fn kinds(attacker: &Forces, defender: &Forces, resolver: Resolver) -> Vec<BattleKind> {
    if !defender.fighting() {
        return vec![BattleKind::Slaughter];
    }
    let only_ships = |f: &Forces| f.armies.is_empty() && !f.ships.is_empty();
    let only_armies = |f: &Forces| f.ships.is_empty() && !f.armies.is_empty();
    let land = !attacker.armies.is_empty() && !defender.armies.is_empty();
    let land_water = (only_ships(attacker) && only_armies(defender)) || (only_armies(attacker) && only_ships(defender));
    let mut kinds = Vec::new();
    if !attacker.ships.is_empty() && !defender.ships.is_empty() {
        kinds.push(BattleKind::Naval);
    }
    if land {
        kinds.push(BattleKind::fought_by(resolver));
    } else if land_water || kinds.is_empty() {
        kinds.push(BattleKind::LandWater);
    }
    kinds
}

/// How many dice each side rolls for `kind` (`SIM-2`, `LWB-1`, `NAV-1`): the attacker's
/// first.
pub fn dice_counts(state: &State, battle: &Battle, kind: BattleKind) -> [usize; 2] {
    Side::BOTH.map(|side| {
        let f = side_forces(state, battle, side);
        match kind {
            BattleKind::Simple => f.armies.len(),
            BattleKind::Naval => f.ships.len(),
            BattleKind::LandWater => {
                f.armies.len() + f.ships.iter().map(|s| 1 + usize::from(state.passenger(*s).is_some())).sum::<usize>()
            }
            _ => 0,
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn f(armies: u32, ships: u32, fallen: u32) -> Forces {
        Forces {
            armies: (0..armies).map(TokenId).collect(),
            ships: (10..10 + ships).map(TokenId).collect(),
            fallen: (20..20 + fallen).map(TokenId).collect(),
        }
    }

    // SUM-BAT-3: the four cases, in their order.
    #[test]
    fn sum_bat_3_battle_kinds() {
        let r = Resolver::Simple;
        assert_eq!(kinds(&f(1, 0, 0), &f(0, 0, 2), r), vec![BattleKind::Slaughter], "case 1");
        assert_eq!(kinds(&f(0, 1, 0), &f(0, 1, 1), r), vec![BattleKind::Naval], "case 2, nothing else applies");
        assert_eq!(kinds(&f(1, 1, 0), &f(1, 1, 0), r), vec![BattleKind::Naval, BattleKind::Simple], "case 2 or 3");
        assert_eq!(kinds(&f(0, 1, 0), &f(1, 1, 0), r), vec![BattleKind::Naval], "both have ships, no land");
        assert_eq!(kinds(&f(2, 0, 0), &f(1, 0, 0), Resolver::Tabletop), vec![BattleKind::Tabletop], "case 3");
        assert_eq!(kinds(&f(2, 0, 0), &f(0, 1, 0), r), vec![BattleKind::LandWater], "case 4");
        assert_eq!(kinds(&f(0, 2, 0), &f(1, 0, 3), r), vec![BattleKind::LandWater], "case 4, reversed");
    }

    // SUM-BAT-4: tokens on their side do not count as fighting.
    #[test]
    fn sum_bat_4_fallen_tokens_do_not_fight() {
        assert!(!f(0, 0, 3).fighting());
        assert!(f(1, 0, 3).fighting());
    }
}
