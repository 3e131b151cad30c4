//! The naval battle (RULES §4.1): roll-offs of one die per ship, hits on 4+, losses chosen
//! by their owners, until a side declares itself the loser or has no ships left.

use super::forces::side_forces;
use super::results;
use crate::engine::battle::{Battle, BattleStep, Side};
use crate::engine::event::{Event, Loss};
use crate::engine::rules::seam::{Ctx, Emitter};
use crate::engine::state::{State, TokenId};

/// `NAV-1`: the face a die needs, after modifiers, to sink a ship.
pub const HITS_ON: i16 = 4;

/// `NAV-1`: how many of `faces` hit, each for its ship in order: +1 for a ship carrying
/// an army, −1 for every die on a river tile.
pub fn hits(faces: &[u8], paired: &[bool], river: bool) -> u8 {
    let hit = |(f, p): (&u8, &bool)| i16::from(*f) + i16::from(*p) - i16::from(river) >= HITS_ON;
    faces.iter().zip(paired).filter(|x| hit(*x)).count() as u8
}

fn paired(state: &State, ships: &[TokenId]) -> Vec<bool> {
    ships.iter().map(|s| state.passenger(*s).is_some()).collect()
}

/// After the roll-off: count the hits; the defender removes its losses first.
pub fn rolled(out: &mut Emitter, battle: &Battle, faces: [&[u8]; 2]) {
    let state = out.state();
    let river = state.map.tile(battle.hex).is_some_and(|t| t.river);
    let [a, d] = Side::BOTH.map(|s| {
        let ships = side_forces(state, battle, s).ships;
        (hits(faces[s.index()], &paired(state, &ships), river), ships.len() as u8)
    });
    out.emit(Event::NavalHits { attacker: a.0, defender: d.0 });
    let step = BattleStep::Sink { side: Side::Defender, count: a.0.min(d.1), then: d.0.min(a.1) };
    out.emit(Event::BattleStepped { step });
}

/// The owner sinks one of its ships (with its paired army).
pub fn sink(out: &mut Emitter, battle: &Battle, ship: TokenId) {
    let BattleStep::Sink { side, count, then } = battle.step else { return };
    out.emit(Event::TokenDestroyed { token: ship, cause: Loss::Sunk });
    out.emit(Event::BattleStepped { step: BattleStep::Sink { side, count: count.saturating_sub(1), then } });
}

/// Losses nobody needs to choose are taken at once; after both sides' losses the round
/// ends (`NAV-2`, `NAV-3`). True when the step moved on.
pub fn take_unchosen_losses(out: &mut Emitter, ctx: &Ctx, battle: &Battle) -> bool {
    let BattleStep::Sink { side, count, then } = battle.step else { return false };
    let ships = side_forces(out.state(), battle, side).ships;
    if count > 0 && usize::from(count) < ships.len() {
        return false;
    }
    if count > 0 {
        for ship in ships {
            out.emit(Event::TokenDestroyed { token: ship, cause: Loss::Sunk });
        }
    }
    if side == Side::Defender {
        out.emit(Event::BattleStepped { step: BattleStep::Sink { side: Side::Attacker, count: then, then: 0 } });
        return true;
    }
    let left = Side::BOTH.map(|s| !side_forces(out.state(), battle, s).ships.is_empty());
    match left {
        [false, false] => results::decide(out, ctx, None, None),
        [true, false] => results::decide(out, ctx, Some(battle.attacker), None),
        [false, true] => results::decide(out, ctx, Some(battle.defender), None),
        [true, true] => out.emit(Event::BattleStepped { step: BattleStep::Declare { side: Side::Attacker } }),
    }
    true
}

/// `NAV-2`: a side declares itself the loser, or fights on; when both fight on, the next
/// roll-off.
pub fn declare(out: &mut Emitter, ctx: &Ctx, battle: &Battle, concede: bool) {
    let BattleStep::Declare { side } = battle.step else { return };
    out.emit(Event::Declared { kingdom: battle.kingdom(side), concede });
    if concede {
        results::decide(out, ctx, Some(battle.kingdom(side.other())), None);
    } else if side == Side::Attacker {
        out.emit(Event::BattleStepped { step: BattleStep::Declare { side: Side::Defender } });
    } else {
        out.emit(Event::BattleStepped { step: BattleStep::Roll });
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    // NAV-1: 4+ hits; a paired army adds 1 to its ship's die; a river takes 1 from every die.
    #[test]
    fn nav_1_hits_and_modifiers() {
        assert_eq!(hits(&[3, 4, 6], &[false; 3], false), 2);
        assert_eq!(hits(&[3, 4, 6], &[true, false, false], false), 3, "a pair's 3 becomes 4");
        assert_eq!(hits(&[3, 4, 6], &[false; 3], true), 1, "on a river 4 becomes 3");
        assert_eq!(hits(&[4], &[true], true), 1, "both modifiers cancel");
    }
}
