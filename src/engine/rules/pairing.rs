//! Pairing (`SUM-ORD-2`): at the start of the Orders phase, before it gives its first order
//! of the month, a kingdom may pair an army with a ship in the same tile (one army per
//! ship) or split a pair, except in open water. A pair moves and takes orders as its ship.

use crate::engine::command::Command;
use crate::engine::error::RuleError;
use crate::engine::event::Event;
use crate::engine::map::Terrain;
use crate::engine::rules::seam::Emitter;
use crate::engine::state::{KingdomId, Phase, State};

pub fn is_pairing(command: &Command) -> bool {
    matches!(command, Command::Pair { .. } | Command::Unpair { .. })
}

/// Whether `kingdom` is still at the start of its Orders phase.
fn at_start(state: &State, kingdom: KingdomId) -> bool {
    state.phase == Phase::Orders && !state.orders.keys().any(|t| state.token(*t).is_some_and(|(k, _, _)| k == kingdom))
}

pub fn check(state: &State, command: &Command) -> Result<(), RuleError> {
    match command {
        Command::Pair { army, ship } => {
            let (Some(a), Some(s)) = (state.armies.get(army), state.ships.get(ship)) else {
                return Err(RuleError::CannotPair { army: *army, ship: *ship });
            };
            let free = a.paired_with.is_none() && state.passenger(*ship).is_none();
            let together = a.kingdom == s.kingdom && a.hex == s.hex && a.upright == s.upright;
            if !(free && together && at_start(state, a.kingdom)) {
                return Err(RuleError::CannotPair { army: *army, ship: *ship });
            }
            Ok(())
        }
        Command::Unpair { ship } => {
            let s = state.ships.get(ship).filter(|s| state.passenger(*ship).is_some() && at_start(state, s.kingdom));
            match s {
                Some(s) if state.map.terrain(s.hex) != Some(Terrain::OpenWater) => Ok(()),
                _ => Err(RuleError::CannotUnpair { ship: *ship }),
            }
        }
        _ => Ok(()),
    }
}

pub fn execute(out: &mut Emitter, command: &Command) {
    match command {
        Command::Pair { army, ship } => out.emit(Event::Paired { army: *army, ship: *ship }),
        Command::Unpair { ship } => {
            if let Some(army) = out.state().passenger(*ship) {
                out.emit(Event::Unpaired { army, ship: *ship });
            }
        }
        _ => {}
    }
}

/// The pairings `kingdom` may make or split now, for the page.
pub fn options(state: &State, kingdom: KingdomId) -> Vec<Command> {
    let mut out: Vec<Command> = Vec::new();
    for ship in state.ships.iter().filter(|(_, s)| s.kingdom == kingdom).map(|(id, _)| *id) {
        let candidates = state.armies.keys().map(|army| Command::Pair { army: *army, ship });
        out.extend(candidates.chain([Command::Unpair { ship }]).filter(|c| check(state, c).is_ok()));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::error::RuleError;
    use crate::engine::rules::orders::{legal_orders, refusal};
    use crate::engine::state::{Order, Ship, TokenId};
    use crate::engine::testing::after_setup;

    // SUM-ORD-2: an army and a ship of one kingdom in one tile pair before the kingdom's
    // first order; the pair takes one order, as a ship (no Defend, SUM-ORD-5); it cannot
    // split in open water; after an order is given, pairing is closed for the month.
    #[test]
    fn sum_ord_2_pairing() {
        let mut state = after_setup();
        let (&army, a) = state.armies.iter().next().unwrap();
        let (kingdom, hex) = (a.kingdom, a.hex);
        let ship = TokenId(90);
        state.ships.insert(ship, Ship { kingdom, hex, upright: true });
        let pair = Command::Pair { army, ship };
        assert_eq!(check(&state, &pair), Ok(()));
        assert!(options(&state, kingdom).contains(&pair));
        let listed = |s: &State| {
            let o = crate::engine::Options::default();
            crate::engine::rules::legal_commands(s, &crate::engine::rules::decision(s, &o), &o)
        };
        assert!(listed(&state).contains(&pair), "APP-1: pairing is in legal_commands");
        let mut out = Emitter::new(&state, crate::engine::rules::MODULES);
        execute(&mut out, &pair);
        let (paired, _) = out.finish();
        assert_eq!(paired.passenger(ship), Some(army));
        assert_eq!(paired.movers(hex, kingdom), vec![ship], "the pair is one token: its ship");
        assert!(
            !legal_orders(&paired, &crate::engine::ruleset::Options::default(), crate::engine::rules::MODULES, ship)
                .contains(&Order::Defend),
            "SUM-ORD-5: no Defend for a pair"
        );
        assert_eq!(
            refusal(&paired, crate::engine::rules::MODULES, Some(kingdom), army, Order::Defend),
            RuleError::PairTakesOneOrder { army, ship },
            "the army inside a pair takes no order of its own"
        );
        assert_eq!(check(&paired, &pair).unwrap_err().rule(), "SUM-ORD-2", "one army per ship");
        assert_eq!(check(&paired, &Command::Unpair { ship }), Ok(()));
        assert!(listed(&paired).contains(&Command::Unpair { ship }), "APP-1: so is splitting");
        let mut at_sea = paired.clone();
        let water = at_sea.map.hexes().find(|h| at_sea.map.terrain(*h) == Some(Terrain::OpenWater)).unwrap();
        at_sea.ships.get_mut(&ship).unwrap().hex = water;
        at_sea.armies.get_mut(&army).unwrap().hex = water;
        assert_eq!(check(&at_sea, &Command::Unpair { ship }).unwrap_err().rule(), "SUM-ORD-2", "no split at sea");
        let mut ordered = state.clone();
        ordered.orders.insert(army, Order::Defend);
        assert_eq!(check(&ordered, &pair).unwrap_err().rule(), "SUM-ORD-2", "only at the start of the phase");
    }
}
