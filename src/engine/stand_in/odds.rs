//! What a stand-in sees of a fight: its chance to win by the exact odds (`APP-5`), with
//! its armies already ordered into the tile beside it, and the score that chance earns.

use crate::engine::battle::{Battle, BattleKind, BattleStep};
use crate::engine::hex::Hex;
use crate::engine::rules::battle::odds::{odds, SCALE};
use crate::engine::state::{KingdomId, Order, State, TokenId};

/// The least chance to win, in percent, at which a stand-in attacks.
pub const ATTACK_AT: u128 = 50;

/// `APP-5`: `kingdom`'s chance to win, in tenths of a percent, were `token` to attack the
/// enemy army at `to`; None when no enemy army stands there.
pub fn attack_chance(state: &State, kingdom: KingdomId, token: TokenId, to: Hex) -> Option<u128> {
    let enemy = state.armies_at(to).map(|(_, a)| a.kingdom).find(|k| *k != kingdom)?;
    Some(battle_chance(state, kingdom, enemy, to, Some(token)))
}

/// A fight at `chance` (tenths of a percent): the top band at `ATTACK_AT` or better, else
/// the last resort.
pub(super) fn fight_score(chance: u128) -> i64 {
    if chance >= ATTACK_AT * 10 {
        9000 + chance as i64
    } else {
        -9000 + chance as i64
    }
}

/// The state as it will be once `kingdom`'s armies already ordered into `hex` this month,
/// and `joining`, have moved in.
pub(super) fn with_ordered_in(state: &State, kingdom: KingdomId, hex: Hex, joining: Option<TokenId>) -> State {
    let ordered: Vec<TokenId> = state
        .orders
        .iter()
        .filter(|(id, o)| **o == Order::Move { to: hex } && state.armies.get(id).is_some_and(|a| a.kingdom == kingdom))
        .map(|(id, _)| *id)
        .filter(|id| Some(*id) != joining)
        .chain(joining)
        .collect();
    let mut s = state.clone();
    for (_, a) in s.armies.iter_mut().filter(|(id, _)| ordered.contains(id)) {
        a.hex = hex;
        a.defending = false;
    }
    s
}

/// `APP-5`: `kingdom`'s chance to win, in tenths of a percent, attacking `enemy` at `hex`
/// as a simple battle, with `joining` (if any) moved into the tile first: the exact odds
/// the battle card shows, the app's suggested choices on both sides.
pub(super) fn battle_chance(
    state: &State,
    kingdom: KingdomId,
    enemy: KingdomId,
    hex: Hex,
    joining: Option<TokenId>,
) -> u128 {
    // Its armies already ordered into the tile this month fight beside the one joining.
    let s = with_ordered_in(state, kingdom, hex, joining);
    let battle =
        Battle { kind: Some(BattleKind::Simple), step: BattleStep::Roll, ..Battle::chosen(hex, kingdom, enemy) };
    odds(&s, &battle, BattleKind::Simple).map_or(0, |o| o.attacker * 1000 / SCALE)
}
