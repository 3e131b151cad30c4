//! `LOY-8`: supply lines. An army is supplied when a path runs from its tile to a loyal
//! tile of its kingdom through tiles the kingdom controls with loyalty 1–6 (not rebel),
//! at most one devastated tile, and sea legs between coastal tiles it controls over open
//! water holding no enemy ship. A tile holding an upright enemy army blocks the path; the
//! army's own tile is not part of the path's conditions.
//!
//! One search a kingdom, outward from all its loyal tiles at once, so every army of an
//! 8-kingdom campaign on a 10,000-tile map is checked in a few milliseconds.

use crate::engine::loyalty::LOYAL;
use crate::engine::map::Terrain;
use crate::engine::state::{KingdomId, State, TokenId};
use std::collections::{BTreeSet, VecDeque};

/// What a tile is to one kingdom's supply line.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Node {
    Blocked,
    /// A controlled land tile with loyalty 1–6; `coast` when sea legs may start there.
    Land {
        coast: bool,
    },
    Devastated,
    Water,
}

/// What every kingdom's search needs to know of each tile, gathered once: which
/// kingdoms have an upright army or a ship there (a bit each).
struct Tiles {
    upright: Vec<u16>,
    ships: Vec<u16>,
}

impl Tiles {
    fn of(state: &State) -> Tiles {
        let n = state.map.len();
        let (mut upright, mut ships) = (vec![0u16; n], vec![0u16; n]);
        for a in state.armies.values().filter(|a| a.upright) {
            if let Some(i) = state.map.index(a.hex) {
                upright[i] |= 1 << a.kingdom.0;
            }
        }
        for s in state.ships.values() {
            if let Some(i) = state.map.index(s.hex) {
                ships[i] |= 1 << s.kingdom.0;
            }
        }
        Tiles { upright, ships }
    }
}

fn node(state: &State, tiles: &Tiles, i: usize, kingdom: KingdomId) -> Node {
    let hex = state.map.hex_of_index(i);
    let others = !(1u16 << kingdom.0);
    match state.map.terrain(hex) {
        Some(Terrain::OpenWater) if tiles.ships[i] & others != 0 => Node::Blocked,
        Some(Terrain::OpenWater) => Node::Water,
        Some(_) if tiles.upright[i] & others != 0 => Node::Blocked,
        Some(_) => match &state.tiles[i].loyalty {
            Some(l) if l.devastated.is_some() => Node::Devastated,
            // Whether it is coastal is asked only here: most tiles are not the kingdom's.
            Some(l) if !l.rebel && l.of(kingdom) >= 1 && state.tiles[i].control == Some(kingdom) => {
                Node::Land { coast: state.map.is_coastal(hex) }
            }
            _ => Node::Blocked,
        },
        None => Node::Blocked,
    }
}

/// Whether a path may step between two tiles: sea legs only from and to coastal tiles the
/// kingdom controls.
fn joins(a: Node, b: Node) -> bool {
    match (a, b) {
        (Node::Blocked, _) | (_, Node::Blocked) => false,
        (Node::Water, Node::Water) => true,
        (Node::Water, Node::Land { coast }) | (Node::Land { coast }, Node::Water) => coast,
        (Node::Water, Node::Devastated) | (Node::Devastated, Node::Water) => false,
        _ => true,
    }
}

/// Indexes of the tiles a supply line of `kingdom` reaches, each with the fewest
/// devastated tiles passed (0 or 1); the loyal tiles themselves are reached with 0. What
/// each tile is to the line is worked out only for the tiles the search comes to, as a
/// kingdom holds a small part of a large map; the rest are told as blocked.
fn reached(state: &State, tiles: &Tiles, kingdom: KingdomId) -> (Vec<Node>, Vec<Option<u8>>) {
    let n = state.map.len();
    let mut nodes: Vec<Option<Node>> = vec![None; n];
    let mut node_at = |i: usize| *nodes[i].get_or_insert_with(|| node(state, tiles, i, kingdom));
    let mut best: Vec<Option<u8>> = vec![None; n];
    let mut queue = VecDeque::new();
    for (i, t) in state.tiles.iter().enumerate() {
        if t.control == Some(kingdom)
            && matches!(node_at(i), Node::Land { .. })
            && state.loyalty_of(state.map.hex_of_index(i), kingdom) == LOYAL
        {
            best[i] = Some(0);
            queue.push_back(i);
        }
    }
    while let Some(i) = queue.pop_front() {
        let Some(used) = best[i] else { continue };
        let hex = state.map.hex_of_index(i);
        for (_, next) in state.map.neighbors(hex) {
            let Some(j) = state.map.index(next) else { continue };
            if !joins(node_at(i), node_at(j)) {
                continue;
            }
            let cost = used + u8::from(node_at(j) == Node::Devastated);
            if cost <= 1 && best[j].is_none_or(|b| cost < b) {
                best[j] = Some(cost);
                queue.push_back(j);
            }
        }
    }
    (nodes.into_iter().map(|n| n.unwrap_or(Node::Blocked)).collect(), best)
}

/// The armies with no supply line now.
pub fn unsupplied(state: &State) -> BTreeSet<TokenId> {
    let tiles = Tiles::of(state);
    state.kingdom_ids().flat_map(|k| unsupplied_of(state, &tiles, k, |_| true)).collect()
}

/// Whether `army` has no supply line now: only its own kingdom's lines are searched.
pub fn is_unsupplied(state: &State, army: TokenId) -> bool {
    let Some(a) = state.armies.get(&army) else { return false };
    !unsupplied_of(state, &Tiles::of(state), a.kingdom, |id| id == army).is_empty()
}

/// `LOY-8`: by map index, whether an army of `kingdom` standing there would be supplied.
/// One search serves every tile, as the kingdom's own armies neither block nor carry its
/// lines: a stand-in weighs every march with it.
pub fn supplied_tiles(state: &State, kingdom: KingdomId) -> Vec<bool> {
    let (nodes, best) = reached(state, &Tiles::of(state), kingdom);
    let mut supplied = vec![false; state.map.len()];
    let mut asked = supplied.clone();
    // Only a tile the search reached, or one beside it, can be supplied: only they are asked.
    for hex in (0..best.len()).filter(|j| best[*j].is_some()).map(|j| state.map.hex_of_index(j)) {
        for i in state.map.neighbors(hex).map(|(_, n)| n).chain([hex]).filter_map(|h| state.map.index(h)) {
            if !std::mem::replace(&mut asked[i], true) {
                supplied[i] = supplied_at(state, &nodes, &best, i, kingdom);
            }
        }
    }
    supplied
}

/// The armies of kingdom `k` that `wanted` names and that have no supply line now.
fn unsupplied_of(state: &State, tiles: &Tiles, k: KingdomId, wanted: impl Fn(TokenId) -> bool) -> Vec<TokenId> {
    let own: Vec<(TokenId, usize)> = state
        .armies
        .iter()
        .filter(|(id, a)| a.kingdom == k && wanted(**id))
        .filter_map(|(id, a)| Some((*id, state.map.index(a.hex)?)))
        .collect();
    if own.is_empty() {
        return Vec::new();
    }
    let (nodes, best) = reached(state, tiles, k);
    own.into_iter().filter(|(_, i)| !supplied_at(state, &nodes, &best, *i, k)).map(|(id, _)| id).collect()
}

/// An army's own tile is supplied when it is a loyal tile reached by the search, or when
/// it borders a reached tile by a step the path may take from anywhere (its own tile's
/// conditions do not count).
fn supplied_at(state: &State, nodes: &[Node], best: &[Option<u8>], i: usize, kingdom: KingdomId) -> bool {
    if best[i] == Some(0) && state.loyalty_of(state.map.hex_of_index(i), kingdom) == LOYAL {
        return true;
    }
    let hex = state.map.hex_of_index(i);
    let own_water = state.map.terrain(hex) == Some(Terrain::OpenWater);
    state.map.neighbors(hex).any(|(_, n)| {
        let Some(j) = state.map.index(n) else { return false };
        let Some(used) = best[j] else { return false };
        let n_node = nodes[j];
        let sea_leg = own_water || state.map.terrain(n) == Some(Terrain::OpenWater);
        let allowed = match n_node {
            Node::Land { coast } => !sea_leg || coast,
            Node::Water => true,
            Node::Devastated => !sea_leg,
            Node::Blocked => false,
        };
        allowed && used <= 1
    })
}

/// The tiles of one army's supply line, from its tile to the nearest loyal tile, for the
/// map to draw; empty when it has none or needs none.
pub fn line(state: &State, army: TokenId) -> Vec<crate::engine::hex::Hex> {
    let Some(a) = state.armies.get(&army) else { return Vec::new() };
    let Some(start) = state.map.index(a.hex) else { return Vec::new() };
    let (nodes, best) = reached(state, &Tiles::of(state), a.kingdom);
    if !supplied_at(state, &nodes, &best, start, a.kingdom) {
        return Vec::new();
    }
    if best[start] == Some(0) && state.loyalty_of(a.hex, a.kingdom) == LOYAL {
        // It stands on a loyal tile: the line is the tile itself.
        return vec![a.hex];
    }
    // Walk down the search's distances: a second, plain search from the army's tile over
    // reached tiles, stopping at the first loyal one.
    let n = state.map.len();
    let mut prev: Vec<Option<usize>> = vec![None; n];
    let mut seen = vec![false; n];
    seen[start] = true;
    let mut queue = VecDeque::from([start]);
    while let Some(i) = queue.pop_front() {
        let hex = state.map.hex_of_index(i);
        if i != start && best[i] == Some(0) && state.loyalty_of(hex, a.kingdom) == LOYAL {
            let mut path = vec![hex];
            let mut at = i;
            while let Some(p) = prev[at] {
                path.push(state.map.hex_of_index(p));
                at = p;
            }
            path.reverse();
            return path;
        }
        for (_, next) in state.map.neighbors(hex) {
            let Some(j) = state.map.index(next) else { continue };
            if !seen[j] && best[j].is_some() {
                seen[j] = true;
                prev[j] = Some(i);
                queue.push_back(j);
            }
        }
    }
    vec![a.hex]
}
