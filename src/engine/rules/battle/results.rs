//! Results (RULES §4.6): the loser retreats and is laid on its side, a draw sends away
//! whoever does not hold the tile, the winner takes the tile and may move one token out.
//! Each retreating token with a choice of tiles is its owner's decision (`RES-4`).

use crate::engine::battle::{Battle, BattleKind, BattleStep};
use crate::engine::decision::TokenMoves;
use crate::engine::event::{Event, Loss};
use crate::engine::hex::Hex;
use crate::engine::map::Terrain;
use crate::engine::rules::moves::retreat_tiles;
use crate::engine::rules::seam::Ctx;
use crate::engine::rules::seam::Emitter;
use crate::engine::state::{KingdomId, State, TokenId};

/// The fight is over: record the winner and line up the retreats (`RES-1`…`RES-3`).
pub fn decide(out: &mut Emitter, ctx: &Ctx, winner: Option<KingdomId>, score: Option<[u32; 2]>) {
    out.emit(Event::BattleDecided { winner, score });
    let Some(b) = out.state().battle.clone() else { return };
    for m in ctx.modules {
        m.battle_decided(out, &b, winner);
    }
    let mut queue: Vec<(KingdomId, bool)> = Vec::new();
    match winner {
        Some(w) => {
            let loser = if w == b.attacker { b.defender } else { b.attacker };
            queue.push((loser, true));
            let water = out.state().map.terrain(b.hex) == Some(Terrain::OpenWater);
            if !water && out.state().control(b.hex) != Some(w) {
                out.emit(Event::TileControlled { hex: b.hex, kingdom: w });
            }
        }
        // NAV-3: both fleets are gone; nothing is left to retreat.
        None if b.kind == Some(BattleKind::Naval) => {}
        None => {
            let holder = out.state().control(b.hex);
            queue.extend([b.attacker, b.defender].into_iter().filter(|k| holder != Some(*k)).map(|k| (k, false)));
        }
    }
    if !ctx.modules.iter().any(|m| m.hold_retreats(out, &b, &queue)) {
        next_retreat(out, queue);
    }
}

fn next_retreat(out: &mut Emitter, mut queue: Vec<(KingdomId, bool)>) {
    if queue.is_empty() {
        out.emit(Event::BattleStepped { step: BattleStep::WinnerMove });
    } else {
        let (kingdom, lay_down) = queue.remove(0);
        out.emit(Event::BattleStepped { step: BattleStep::Retreat { kingdom, lay_down, then: queue } });
    }
}

/// `RES-4`: the tokens of `kingdom` still to retreat from the battle, with their tiles.
pub fn retreats(state: &State, battle: &Battle, kingdom: KingdomId) -> Vec<TokenMoves> {
    state
        .movers(battle.hex, kingdom)
        .into_iter()
        .filter(|t| !battle.sits_out(*t))
        .map(|token| TokenMoves { token, to: retreat_tiles(state, token, kingdom, battle.hex) })
        .collect()
}

/// Tokens with nowhere to go are destroyed and tokens with one tile go there; when none
/// is left with a choice, the next side retreats. True when the step moved on.
pub fn settle_retreat(out: &mut Emitter, battle: &Battle) -> bool {
    let BattleStep::Retreat { kingdom, lay_down, then } = &battle.step else { return false };
    let mut choosing = false;
    for m in retreats(out.state(), battle, *kingdom) {
        match m.to.as_slice() {
            [] => out.emit(Event::TokenDestroyed { token: m.token, cause: Loss::NoRetreat }),
            [to] => out.emit(Event::TokenRetreated { token: m.token, from: battle.hex, to: *to, laid_down: *lay_down }),
            _ => choosing = true,
        }
    }
    if choosing {
        return false;
    }
    next_retreat(out, then.clone());
    true
}

/// `RES-4`: the owner moves one of its tokens.
pub fn retreat(out: &mut Emitter, battle: &Battle, token: TokenId, to: Hex) {
    let BattleStep::Retreat { lay_down, .. } = battle.step else { return };
    out.emit(Event::TokenRetreated { token, from: battle.hex, to, laid_down: lay_down });
}

/// `RES-3`: the winner's tokens in the tile and the adjacent tiles it controls that each
/// could move into.
pub fn winner_moves(state: &State, battle: &Battle) -> Vec<TokenMoves> {
    let Some(winner) = battle.winner else { return Vec::new() };
    state
        .movers(battle.hex, winner)
        .into_iter()
        .filter(|t| !battle.sits_out(*t))
        .map(|token| {
            let to = retreat_tiles(state, token, winner, battle.hex)
                .into_iter()
                .filter(|h| state.control(*h) == Some(winner))
                .collect();
            TokenMoves { token, to }
        })
        .filter(|m| !m.to.is_empty())
        .collect()
}
