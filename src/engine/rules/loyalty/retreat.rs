//! `LOY-4`: where a marked loser may land, each spot with the clause that allows it, and
//! the displacement chains of clause 6. Ships and pairs keep `RES-1`.

use super::tiles::{armies_of, emit, friendly, land, limit};
use crate::engine::battle::Battle;
use crate::engine::event::Event;
use crate::engine::hex::Hex;
use crate::engine::loyalty::{Cause, Clause, LoyaltyEvent, Noted, Push, Spot};
use crate::engine::rules::moves::move_block;
use crate::engine::rules::moves::retreat_tiles;
use crate::engine::rules::seam::Emitter;
use crate::engine::state::{KingdomId, State, TokenId};

/// A friendly tile with room for one more of `kingdom`'s armies.
fn below(state: &State, hex: Hex, kingdom: KingdomId) -> bool {
    friendly(state, hex, kingdom)
        && !state.devastated(hex)
        && armies_of(state, hex, kingdom) < limit(state, hex, kingdom)
}

/// A friendly tile at (or over) its limit for `kingdom`.
fn full(state: &State, hex: Hex, kingdom: KingdomId) -> bool {
    friendly(state, hex, kingdom)
        && !state.devastated(hex)
        && armies_of(state, hex, kingdom) >= limit(state, hex, kingdom)
}

/// The tiles an army may step into from `from` (`SUM-ORD-4`), leaving out `visited`.
fn steps<'a>(state: &'a State, from: Hex, visited: &'a [Hex]) -> impl Iterator<Item = Hex> + 'a {
    state
        .map
        .neighbors(from)
        .map(|(_, to)| to)
        .filter(move |to| !visited.contains(to) && move_block(state, from, *to).is_none())
}

/// Every spot where `token` of `kingdom`, retreating out of `from`, may land. Empty: the
/// token is destroyed (`LOY-4.1`, `LOY-4.4`).
pub fn spots(state: &State, token: TokenId, kingdom: KingdomId, from: Hex) -> Vec<Spot> {
    if state.ships.contains_key(&token) {
        let tiles = retreat_tiles(state, token, kingdom, from);
        return tiles.into_iter().map(|to| Spot { to, via: None, clause: Clause::ShipRetreat }).collect();
    }
    let origin = [from];
    let mut out: Vec<Spot> = steps(state, from, &origin)
        .filter(|t| below(state, *t, kingdom))
        .map(|to| Spot { to, via: None, clause: Clause::Stop })
        .collect();
    for via in steps(state, from, &origin).filter(|p| state.devastated(*p) || full(state, *p, kingdom)) {
        let seen = [from, via];
        out.extend(steps(state, via, &seen).filter(|t| below(state, *t, kingdom)).map(|to| Spot {
            to,
            via: Some(via),
            clause: Clause::Through,
        }));
    }
    if !out.is_empty() {
        // A tile reached both ways is offered once, by the plainer clause.
        let mut seen = Vec::new();
        out.retain(|s| {
            let first = !seen.contains(&s.to);
            seen.push(s.to);
            first
        });
        return out;
    }
    // Clauses 5 and 6, only when 2 and 3 give nothing.
    steps(state, from, &origin)
        .filter(|f| full(state, *f, kingdom))
        .map(|to| {
            let seen = [from, to];
            let onward = steps(state, to, &seen).any(|g| full(state, g, kingdom));
            Spot { to, via: None, clause: if onward { Clause::Push } else { Clause::Overfill } }
        })
        .collect()
}

/// Whether any tile next to `from` could take a retreat at all: friendly or devastated.
/// Without one, a destroyed army falls by `LOY-4.1`, else by `LOY-4.4`.
pub fn surrounded(state: &State, kingdom: KingdomId, from: Hex) -> bool {
    !steps(state, from, &[from]).any(|t| friendly(state, t, kingdom) || state.devastated(t))
}

/// `LOY-4.6`: where an army pushed out of `push.hex` may go: a friendly tile below its
/// limit (it stops) or another full one (it pushes on); none entered before in the chain.
pub fn push_spots(state: &State, push: &Push) -> Vec<Spot> {
    let k = push.kingdom;
    steps(state, push.hex, &push.visited)
        .filter_map(|to| {
            if below(state, to, k) {
                Some(Spot { to, via: None, clause: Clause::Stop })
            } else if full(state, to, k) {
                Some(Spot { to, via: None, clause: Clause::Push })
            } else {
                None
            }
        })
        .collect()
}

/// `LOY-4.6`: the armies of the chain's kingdom in its tile that may be pushed on: all
/// but the one that just arrived.
pub fn pushable(state: &State, push: &Push) -> Vec<TokenId> {
    state
        .armies_at(push.hex)
        .filter(|(id, a)| a.kingdom == push.kingdom && a.paired_with.is_none() && Some(*id) != push.arrived)
        .map(|(id, _)| id)
        .collect()
}

/// `LOY-9`: the changes a battle's result counts for the turn's end. The defender is the
/// tile's controller when the battle started (called before the winner takes the tile).
pub fn note_battle(out: &mut Emitter, battle: &Battle, winner: Option<KingdomId>) {
    let state = out.state();
    let (Some(winner), true, Some(_)) = (winner, land(state, battle.hex), state.loyalty.as_ref()) else { return };
    let hex = battle.hex;
    let loser = if winner == battle.attacker { battle.defender } else { battle.attacker };
    let controller = state.control(hex);
    let mut noted = Vec::new();
    if controller == Some(winner) {
        noted.push(Noted { hex, kingdom: winner, cause: Cause::DefenderWon });
    }
    if controller == Some(loser) {
        if state.loyalty_of(hex, winner) > state.loyalty_of(hex, loser) {
            noted.push(Noted { hex, kingdom: loser, cause: Cause::DefenderLost });
        }
    } else {
        noted.push(Noted { hex, kingdom: loser, cause: Cause::InvaderDefeated });
    }
    for n in noted {
        emit(out, LoyaltyEvent::Noted(n));
    }
}

/// `LOY-13`: with the module, the sides in `queue` (kingdom, laid down) are marked to
/// retreat after the last battle, the winner is owed its `RES-3` move, and the battle is
/// over. False without the module.
pub fn defer_retreats(out: &mut Emitter, battle: &Battle, queue: &[(KingdomId, bool)]) -> bool {
    if out.state().loyalty.is_none() {
        return false;
    }
    for (kingdom, laid_down) in queue {
        let mut tokens = out.state().movers(battle.hex, *kingdom);
        tokens.retain(|t| !battle.sits_out(*t));
        if !tokens.is_empty() {
            emit(out, LoyaltyEvent::Marked { tokens, laid_down: *laid_down });
        }
    }
    if let Some(kingdom) = out.state().battle.as_ref().and_then(|b| b.winner) {
        emit(out, LoyaltyEvent::WinnerOwed { kingdom, hex: battle.hex });
    }
    out.emit(Event::BattleOver);
    true
}
