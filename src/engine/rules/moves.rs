//! Where a token may go (`SUM-ORD-4`): the moves an army or a ship may make, and the
//! tiles a beaten token may retreat to. Orders, marches, retreats and the winter read them.

use crate::engine::error::MoveBlock;
use crate::engine::hex::{Edge, Hex};
use crate::engine::map::{SideMark, Terrain};
use crate::engine::state::{KingdomId, State, TokenId};

/// Why an army may not move from `from` to `to` (`SUM-ORD-4`), if it may not.
pub fn move_block(state: &State, from: Hex, to: Hex) -> Option<MoveBlock> {
    let Some(dir) = from.neighbors().find(|(_, n)| *n == to).map(|(d, _)| d) else {
        return Some(MoveBlock::NotAdjacent);
    };
    if state.frozen(to) {
        return Some(MoveBlock::WinterZone);
    }
    match state.map.terrain(to) {
        None => Some(MoveBlock::OffMap),
        Some(Terrain::OpenWater) => Some(MoveBlock::OpenWater),
        Some(Terrain::Marsh) => Some(MoveBlock::Marsh),
        Some(Terrain::Land) if state.map.border_shows(Edge { hex: from, dir }, SideMark::Water) => {
            Some(MoveBlock::WaterEdge)
        }
        Some(Terrain::Land) => None,
    }
}

/// `SUM-ORD-4`: whether a ship or pair may enter `to`: open water, or a coastal or river
/// tile that is not marsh.
pub fn ship_may_enter(state: &State, to: Hex) -> bool {
    match (state.map.terrain(to), state.map.tile(to)) {
        (Some(Terrain::OpenWater), _) => true,
        (Some(Terrain::Land), Some(tile)) => tile.river || state.map.is_coastal(to),
        _ => false,
    }
}

/// `RES-1`: where `token` may retreat from `from`: an adjacent tile its kingdom controls
/// that it could move into; a ship (with its pair) also into adjacent open water without
/// an enemy ship. [design] The movement rules of `SUM-ORD-4` apply to retreats too.
pub fn retreat_tiles(state: &State, token: TokenId, kingdom: KingdomId, from: Hex) -> Vec<Hex> {
    let ship = state.ships.contains_key(&token);
    state
        .map
        .neighbors(from)
        .map(|(_, to)| to)
        .filter(|to| {
            let held = state.control(*to) == Some(kingdom);
            if !ship {
                return held && move_block(state, from, *to).is_none();
            }
            let open_water = state.map.terrain(*to) == Some(Terrain::OpenWater);
            let enemy_ship = state.ships_at(*to).any(|(_, s)| s.kingdom != kingdom);
            ship_may_enter(state, *to) && (held || (open_water && !enemy_ship))
        })
        .collect()
}
