//! The simple battle (RULES §4.5): Defence from points, one die per upright army, dice
//! allocated one at a time in turn, the winner by destruction or by reductions caused.

use super::forces::side_forces;
use super::results;
use crate::engine::battle::{Battle, BattleStep, Side};
use crate::engine::decision::{Decider, Decision, DecisionKind, Target};
use crate::engine::event::{Event, Loss};
use crate::engine::rules::seam::{Ctx, Emitter};
use crate::engine::ruleset::LETTER;
use crate::engine::state::{Army, State, TokenId};
use std::collections::BTreeMap;

/// Points one hit takes (`SIM-3`).
pub const HIT: u32 = 100;

/// `SIM-3`: whether a die showing `face` hits an army of Defence `defence`.
pub fn hits(face: u8, defence: u32) -> bool {
    u32::from(face) >= defence
}

/// `SIM-1`: an army's Defence: its points ÷ 100, +1 if it took Defend this month;
/// `DOM-3`: −1 per forced-march hit, never below 1.
pub fn defence(points: u32, defending: bool, tired: u8) -> u32 {
    let base = points / 100 + u32::from(defending);
    match tired {
        0 => base,
        hits => base.saturating_sub(u32::from(hits)).max(1),
    }
}

/// `SIM-1`: `army`'s Defence in `battle`: the one set when the dice were rolled (rules
/// `LETTER` on), else worked out from its points now.
pub fn army_defence(battle: &Battle, id: TokenId, army: &Army) -> u32 {
    match &battle.step {
        BattleStep::Allocate { defence: set, .. } if !set.is_empty() => set.get(&id).copied(),
        _ => None,
    }
    .unwrap_or_else(|| defence(army.points, army.defending, battle.tired(id)))
}

/// `SIM-1` (rules `LETTER` on): whether `army` keeps a Defence its points no longer give,
/// set when the battle began, for the battle card to say why.
pub fn defence_held(battle: &Battle, id: TokenId, army: &Army) -> bool {
    army_defence(battle, id, army) != defence(army.points, army.defending, battle.tired(id))
}

/// `SIM-6`: the "allocate for me" answer: against the enemy army easiest to hit, the
/// smallest die that hits it; with no hit possible, the smallest die. `targets` holds (id,
/// Defence, points): of armies equally easy to hit, the one with the fewest points, which
/// the fewest hits destroy (under rules before `LETTER` a hit also lowered its Defence).
pub fn suggest(dice: &[u8], targets: &[(TokenId, u32, u32)]) -> Option<(u8, TokenId)> {
    let &(army, need, _) = targets.iter().min_by_key(|(id, d, points)| (*d, *points, *id))?;
    let hitting = dice.iter().filter(|f| hits(**f, need)).min();
    let face = hitting.or_else(|| dice.iter().min())?;
    Some((*face, army))
}

/// `SIM-4`: the winner: the only side with armies left, else the side that caused more
/// reduction; None is a draw.
pub fn winner(left: [bool; 2], dealt: [u32; 2]) -> Option<Side> {
    match (left, dealt[0].cmp(&dealt[1])) {
        ([true, false], _) => Some(Side::Attacker),
        ([false, true], _) => Some(Side::Defender),
        (_, std::cmp::Ordering::Greater) => Some(Side::Attacker),
        (_, std::cmp::Ordering::Less) => Some(Side::Defender),
        (_, std::cmp::Ordering::Equal) => None,
    }
}

fn targets(state: &State, battle: &Battle, side: Side) -> Vec<Target> {
    side_forces(state, battle, side.other())
        .armies
        .into_iter()
        .filter_map(|army| Some(Target { army, defence: army_defence(battle, army, state.armies.get(&army)?) }))
        .collect()
}

pub fn decision(state: &State, battle: &Battle) -> Option<Decision> {
    let BattleStep::Allocate { dice, turn, .. } = &battle.step else { return None };
    let dice = dice[turn.index()].clone();
    let targets = targets(state, battle, *turn);
    let points = |id| state.armies.get(&id).map_or(0, |a| a.points);
    let pairs: Vec<(TokenId, u32, u32)> = targets.iter().map(|t| (t.army, t.defence, points(t.army))).collect();
    let suggested = suggest(&dice, &pairs)?;
    let kind = DecisionKind::AllocateDie { hex: battle.hex, dice, targets, suggested };
    Some(Decision { who: Decider::Kingdom(battle.kingdom(*turn)), kind })
}

/// `SIM-2`: both sides' dice are rolled; the attacker allocates first (`DOM-6` 3: in an
/// ambush the ambusher, the defender, allocates all its dice first). `SIM-1` (rules
/// `LETTER` on): each army's Defence is set now, for the whole battle.
pub fn rolled(out: &mut Emitter, battle: &Battle, dice: [Vec<u8>; 2]) {
    let turn = if battle.ambush() { Side::Defender } else { Side::Attacker };
    let state = out.state();
    let defence = if state.rules >= LETTER {
        Side::BOTH
            .into_iter()
            .flat_map(|side| side_forces(state, battle, side).armies)
            .filter_map(|id| Some((id, army_defence(battle, id, state.armies.get(&id)?))))
            .collect()
    } else {
        BTreeMap::new()
    };
    out.emit(Event::BattleStepped { step: BattleStep::Allocate { dice, turn, dealt: [0, 0], defence } });
}

/// `SIM-3`: one die on one enemy army; a hit takes 100 points, and at 0 the army is
/// destroyed. Then the other side's turn.
pub fn allocate(out: &mut Emitter, battle: &Battle, face: u8, army: TokenId) {
    let BattleStep::Allocate { mut dice, turn, mut dealt, defence } = battle.step.clone() else { return };
    let Some(target) = out.state().armies.get(&army).cloned() else { return };
    let need = army_defence(battle, army, &target);
    let hit = hits(face, need);
    out.emit(Event::DieAllocated { by: battle.kingdom(turn), face, army, defence: need, hit });
    if hit {
        dealt[turn.index()] += HIT;
        if target.points <= HIT {
            out.emit(Event::TokenDestroyed { token: army, cause: Loss::Destroyed });
        }
    }
    let own = &mut dice[turn.index()];
    if let Some(i) = own.iter().position(|f| *f == face) {
        own.remove(i);
    }
    // DOM-6 3: the ambusher keeps allocating while it has dice.
    let next = if battle.ambush() && turn == Side::Defender { turn } else { turn.other() };
    out.emit(Event::BattleStepped { step: BattleStep::Allocate { dice, turn: next, dealt, defence } });
}

/// A side with no dice or no enemy army left passes; when neither can go on, the battle
/// is decided (`SIM-3`, `SIM-4`). True when the step moved on.
pub fn pass_or_decide(out: &mut Emitter, ctx: &Ctx, battle: &Battle) -> bool {
    let BattleStep::Allocate { dice, turn, dealt, defence } = &battle.step else { return false };
    let state = out.state();
    let can = |side: Side| !dice[side.index()].is_empty() && !targets(state, battle, side).is_empty();
    if can(*turn) {
        return false;
    }
    if can(turn.other()) {
        let step =
            BattleStep::Allocate { dice: dice.clone(), turn: turn.other(), dealt: *dealt, defence: defence.clone() };
        out.emit(Event::BattleStepped { step });
        return true;
    }
    let left = Side::BOTH.map(|s| !side_forces(state, battle, s).armies.is_empty());
    let winner = winner(left, *dealt).map(|s| battle.kingdom(s));
    results::decide(out, ctx, winner, Some(*dealt));
    true
}

#[cfg(test)]
mod tests {
    use super::*;

    // SIM-1: 500 points is Defence 5; Defend adds 1; every 100 points lost takes 1.
    #[test]
    fn sim_1_defence_from_points() {
        assert_eq!(defence(500, false, 0), 5);
        assert_eq!(defence(500, true, 0), 6);
        assert_eq!(defence(300, false, 0), 3);
        assert_eq!(defence(100, true, 0), 2);
    }

    // SIM-4: the only side with armies wins even with fewer reductions; otherwise more
    // reduction wins; equal is a draw.
    #[test]
    fn sim_4_winner() {
        assert_eq!(winner([true, false], [0, 400]), Some(Side::Attacker));
        assert_eq!(winner([false, true], [500, 0]), Some(Side::Defender));
        assert_eq!(winner([true, true], [200, 100]), Some(Side::Attacker));
        assert_eq!(winner([true, true], [100, 200]), Some(Side::Defender));
        assert_eq!(winner([true, true], [100, 100]), None);
        assert_eq!(winner([false, false], [300, 300]), None);
    }

    // SIM-6: allocate for me: the smallest die that hits the easiest target; a wasted
    // die is the smallest.
    #[test]
    fn sim_6_allocate_for_me() {
        let (a, b) = (TokenId(1), TokenId(2));
        assert_eq!(suggest(&[6, 2], &[(a, 5, 500), (b, 3, 300)]), Some((6, b)));
        assert_eq!(suggest(&[6, 1], &[(a, 1, 100), (b, 5, 500)]), Some((1, a)));
        assert_eq!(suggest(&[2, 3], &[(a, 5, 500), (b, 6, 500)]), Some((2, a)));
        assert_eq!(suggest(&[], &[(a, 5, 500)]), None);
        assert_eq!(suggest(&[4], &[]), None);
        // SIM-1 (rules 5): Defence stays 5 after a hit; the army already hit is the one
        // the fewest hits destroy.
        assert_eq!(suggest(&[5, 6], &[(a, 5, 500), (b, 5, 400)]), Some((5, b)));
    }
}
