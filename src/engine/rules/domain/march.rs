//! Marching (`DOM-1`, `DOM-2`, `DOM-3`, `DOM-4`, `DOM-11`): what each step costs, where an
//! army can march this month, whether a march as given is legal, and the march walked at
//! resolution.

use crate::engine::decision::Reach;
use crate::engine::domain::{DomainEvent, HalfMp, Halt, March, STEP_POINTS, SUPPLY_REACH};
use crate::engine::error::{MarchStepBlock, RuleError};
use crate::engine::event::{Event, Loss};
use crate::engine::hex::{Edge, Hex};
use crate::engine::map::{SideMark, Terrain};
use crate::engine::rules::loyalty::supply;
use crate::engine::rules::seam::Emitter;
use crate::engine::ruleset::Options;
use crate::engine::state::{KingdomId, Order, State, TokenId};
use std::cmp::Reverse;
use std::collections::{BTreeMap, BinaryHeap};

/// `DOM-1`: the army's movement allowance.
pub fn allowance(state: &State, options: &Options, army: TokenId) -> HalfMp {
    let mounted = state.armies.get(&army).is_some_and(|a| a.mounted);
    HalfMp::whole(if mounted { options.allowance.mounted } else { options.allowance.foot })
}

/// `DOM-1`: what entering `to` from `from` costs: land 1, across a forest side 2, a
/// mountain side 3, +1 into a river tile, halved along a road; None where the step is not
/// a legal move (`SUM-ORD-4`: marsh, open water, a water edge, a winter zone).
pub fn step_cost(state: &State, from: Hex, to: Hex) -> Option<HalfMp> {
    if super::super::moves::move_block(state, from, to).is_some() {
        return None;
    }
    let dir = from.neighbors().find(|(_, n)| *n == to)?.0;
    let edge = Edge { hex: from, dir };
    let side = if state.map.border_shows(edge, SideMark::Mountain) {
        3
    } else if state.map.border_shows(edge, SideMark::Forest) {
        2
    } else {
        1
    };
    let river = u16::from(state.map.tile(to).is_some_and(|t| t.river));
    let half = (side + river) * 2;
    Some(HalfMp(if state.map.road(edge) { half / 2 } else { half }))
}

/// `DOM-11`: why a march entering `hex` stops there: unexplored, or enemy tokens in it.
pub fn halt(state: &State, hex: Hex, kingdom: KingdomId) -> Option<Halt> {
    let unexplored = !state.tile(hex).is_some_and(|t| t.explored) && state.map.terrain(hex) != Some(Terrain::OpenWater);
    let enemy = state.armies_at(hex).any(|(_, a)| a.kingdom != kingdom)
        || state.ships_at(hex).any(|(_, s)| s.kingdom != kingdom);
    if unexplored {
        Some(Halt::Unexplored)
    } else if enemy {
        Some(Halt::Enemy)
    } else {
        None
    }
}

/// What a path costs against the allowance: its steps' costs, but one step never more
/// than the allowance (`DOM-2`: a token may always move one tile).
pub fn charged(steps: usize, cost: HalfMp, allowance: HalfMp) -> HalfMp {
    if steps == 1 {
        cost.min(allowance)
    } else {
        cost
    }
}

/// `DOM-3`: the hits a march owes: one per MP spent past the allowance, a started MP
/// counting whole.
pub fn hits(spent: HalfMp, allowance: HalfMp) -> u8 {
    HalfMp(spent.0.saturating_sub(allowance.0)).ceil()
}

/// `DOM-11`: every tile `token` can march to this month, each once, with the cheapest path
/// and its cost: at most twice its allowance (`DOM-3`), any one legal step (`DOM-2`).
/// A path never passes through a tile where the march would stop.
pub fn reach(state: &State, options: &Options, token: TokenId) -> Vec<Reach> {
    let Some(army) = state.armies.get(&token).filter(|_| state.marches(token)) else { return Vec::new() };
    let (start, kingdom) = (army.hex, army.kingdom);
    let allowance = allowance(state, options, token);
    let budget = HalfMp(allowance.0 * 2);
    // Dijkstra from the start; ties fall to the lower tile index, so paths are stable.
    let mut best: BTreeMap<Hex, (HalfMp, usize, Option<Hex>)> = BTreeMap::new();
    let mut queue = BinaryHeap::new();
    best.insert(start, (HalfMp(0), 0, None));
    queue.push(Reverse((HalfMp(0), state.map.index(start).unwrap_or(0), start)));
    while let Some(Reverse((cost, _, hex))) = queue.pop() {
        if best.get(&hex).is_some_and(|(c, _, _)| *c < cost) {
            continue;
        }
        if hex != start && halt(state, hex, kingdom).is_some() {
            continue;
        }
        let steps = best.get(&hex).map_or(0, |b| b.1) + 1;
        for (_, next) in state.map.neighbors(hex) {
            let Some(step) = step_cost(state, hex, next) else { continue };
            let total = HalfMp(cost.0 + step.0);
            let affordable = charged(steps, total, allowance) <= budget;
            if next == start || !affordable || best.get(&next).is_some_and(|(c, _, _)| *c <= total) {
                continue;
            }
            best.insert(next, (total, steps, Some(hex)));
            queue.push(Reverse((total, state.map.index(next).unwrap_or(0), next)));
        }
    }
    best.iter()
        .filter(|(hex, _)| **hex != start)
        .map(|(&to, &(cost, steps, _))| {
            let mut path = vec![to];
            while let Some(&(_, _, Some(prev))) = path.last().and_then(|h| best.get(h)) {
                if prev == start {
                    break;
                }
                path.push(prev);
            }
            path.reverse();
            Reach { to, path, cost: charged(steps, cost, allowance), allowance }
        })
        .collect()
}

/// The cost of `path` from `start` against the allowance, or why a step is not legal.
pub fn path_cost(state: &State, kingdom: KingdomId, start: Hex, path: &[Hex]) -> Result<HalfMp, (Hex, MarchStepBlock)> {
    if path.is_empty() {
        return Err((start, MarchStepBlock::Empty));
    }
    let mut cost = HalfMp(0);
    let mut at = start;
    for (i, &to) in path.iter().enumerate() {
        if to == start || path[..i].contains(&to) {
            return Err((to, MarchStepBlock::Twice));
        }
        if i > 0 && halt(state, at, kingdom).is_some() {
            return Err((to, MarchStepBlock::Stops));
        }
        let block = super::super::moves::move_block(state, at, to).map(MarchStepBlock::Move);
        let step = step_cost(state, at, to).ok_or((to, block.unwrap_or(MarchStepBlock::Empty)))?;
        cost = HalfMp(cost.0 + step.0);
        at = to;
    }
    Ok(cost)
}

/// What a march costs in all: its path, the MP it pillages and 1 MP if it skirmishes.
fn total(path: HalfMp, march: &March) -> HalfMp {
    HalfMp(path.0 + u16::from(march.pillage) * 2 + u16::from(march.skirmish) * 2)
}

/// Whether `token` may march along `path`, pillage `pillage` MP where it stops and
/// skirmish: every step legal (`DOM-11`), the whole at most twice the allowance (`DOM-3`).
pub fn check(
    state: &State,
    options: &Options,
    token: TokenId,
    path: &[Hex],
    pillage: u8,
    skirmish: bool,
) -> Result<(), RuleError> {
    let Some(army) = state.armies.get(&token).filter(|_| state.marches(token)) else {
        return Err(RuleError::CannotMarch { token });
    };
    let allowance = allowance(state, options, token);
    let cost =
        path_cost(state, army.kingdom, army.hex, path).map_err(|(at, why)| RuleError::MarchStep { token, at, why })?;
    let march = March { path: path.to_vec(), pillage, skirmish, spent: HalfMp(0) };
    let spent = total(charged(path.len(), cost, allowance), &march);
    let most = HalfMp(allowance.0 * 2);
    if spent > most {
        return Err(RuleError::MarchTooLong { token, cost: spent, most });
    }
    Ok(())
}

/// `DOM-5`: how fast an army is this month: its allowance plus the forced-march MP its own
/// order declared.
pub fn speed(state: &State, options: &Options, army: TokenId) -> u8 {
    let allowance = allowance(state, options, army);
    let forced = state.planned_march(army).map_or(0, |m| hits(m.spent, allowance));
    allowance.ceil() + forced
}

/// What a march as given will cost in all (path, pillage, skirmish); nothing if a step is
/// not legal.
pub fn planned_cost(state: &State, options: &Options, token: TokenId, march: &March) -> HalfMp {
    let (Some(army), allowance) = (state.armies.get(&token), allowance(state, options, token)) else {
        return HalfMp(0);
    };
    path_cost(state, army.kingdom, army.hex, &march.path)
        .map_or(HalfMp(0), |cost| total(charged(march.path.len(), cost, allowance), march))
}

/// `DOM-4`: whether an army is out of supply as it sets out: by `LOY-8` with the loyalty
/// module, else more than `SUPPLY_REACH` tiles from every tile its kingdom controls.
pub fn out_of_supply(state: &State, army: TokenId) -> bool {
    let Some(a) = state.armies.get(&army) else { return false };
    if state.loyalty.is_some() {
        return supply::is_unsupplied(state, army);
    }
    !state.map.hexes().any(|h| state.control(h) == Some(a.kingdom) && h.distance(a.hex) <= SUPPLY_REACH)
}

/// `DOM-4`: by map index, whether an army of `kingdom` setting out from there would be in
/// supply (`out_of_supply` for every tile at once).
pub fn supplied_tiles(state: &State, kingdom: KingdomId) -> Vec<bool> {
    if state.loyalty.is_some() {
        return supply::supplied_tiles(state, kingdom);
    }
    let mut supplied = vec![false; state.map.len()];
    for held in state.map.hexes().filter(|h| state.control(*h) == Some(kingdom)) {
        for i in held.within(SUPPLY_REACH).filter_map(|h| state.map.index(h)) {
            supplied[i] = true;
        }
    }
    supplied
}

/// `DOM-11`: the part of `path` a march of `kingdom` walks now, and why it stops short.
pub fn stops_at(state: &State, kingdom: KingdomId, path: &[Hex]) -> (Vec<Hex>, Option<Halt>) {
    let mut walked = Vec::new();
    for &hex in path {
        walked.push(hex);
        if let Some(h) = halt(state, hex, kingdom) {
            return (walked, Some(h));
        }
    }
    (walked, None)
}

/// `DOM-11`: walks a planned march, stopping at the first unexplored tile or tile with
/// enemy tokens; returns the tile it stopped in. Pays `DOM-3` and `DOM-4`.
pub fn walk(out: &mut Emitter, options: &Options, token: TokenId, march: &March) -> Option<Hex> {
    let state = out.state();
    let army = state.armies.get(&token)?;
    let kingdom = army.kingdom;
    let (walked, stop) = stops_at(state, kingdom, &march.path);
    let allowance = allowance(state, options, token);
    let cost = path_cost(state, kingdom, army.hex, &walked).unwrap_or_default();
    let spent = charged(walked.len(), cost, allowance);
    let total = total(spent, march);
    let starving = out_of_supply(state, token);
    let to = *walked.last()?;
    out.emit(Event::Domain(DomainEvent::Marched {
        token,
        path: walked,
        halt: stop,
        spent,
        hits: hits(total, allowance),
    }));
    (!starving || starve(out, token, total)).then_some(to)
}

/// `DOM-4`: an army out of supply loses a step per MP spent (a started MP counting
/// whole). True while it still stands.
fn starve(out: &mut Emitter, token: TokenId, spent: HalfMp) -> bool {
    let points = out.state().armies.get(&token).map_or(0, |a| a.points);
    let lost = u32::from(spent.ceil()) * STEP_POINTS;
    out.emit(Event::Domain(DomainEvent::Starved { army: token, points: lost }));
    if lost >= points {
        out.emit(Event::TokenDestroyed { token, cause: Loss::MarchedUnsupplied });
    }
    lost < points
}

/// Rules 3 on: MP an army spends where it stands (pillaging, skirmishing) are spent as on
/// a march (`DOM-10`): past its allowance they are forced-march hits (`DOM-3`), and out
/// of supply each costs a step (`DOM-4`). True while the army still stands.
pub fn spend_standing(out: &mut Emitter, options: &Options, token: TokenId, mp: u8) -> bool {
    let spent = HalfMp::whole(mp);
    let starving = out_of_supply(out.state(), token);
    let hits = hits(spent, allowance(out.state(), options, token));
    if hits > 0 {
        out.emit(Event::Domain(DomainEvent::Overspent { army: token, hits }));
    }
    !starving || starve(out, token, spent)
}

/// `DOM-11`: the order a march gives: a move to its last tile, with its path kept.
pub fn give_march(out: &mut Emitter, options: &Options, token: TokenId, path: &[Hex], pillage: u8, skirmish: bool) {
    let (Some((kingdom, _, _)), Some(&to)) = (out.state().token(token), path.last()) else { return };
    out.emit(Event::OrderGiven { token, kingdom, order: Order::Move { to } });
    let mut march = March { path: path.to_vec(), pillage, skirmish, spent: HalfMp(0) };
    march.spent = planned_cost(out.state(), options, token, &march);
    out.emit(Event::Domain(DomainEvent::Planned { token, march }));
}

/// `DOM-3`: a battle begins: every upright token fighting in it that owes forced-march
/// hits takes them now, for this battle.
pub fn take_hits(out: &mut Emitter) {
    let state = out.state();
    let (Some(domain), Some(battle)) = (state.domain.as_ref(), state.battle.as_ref()) else { return };
    // Only upright tokens fight (SUM-BAT-4); marches are armies' alone.
    let fighting = |t: &TokenId| {
        let here = state.token(*t).is_some_and(|(k, hex, up)| up && hex == battle.hex && battle.side_of(k).is_some());
        here && !battle.sits_out(*t)
    };
    let owed: Vec<(TokenId, u8)> = domain.fatigue.iter().filter(|(t, _)| fighting(t)).map(|(t, h)| (*t, *h)).collect();
    for (token, hits) in owed {
        out.emit(Event::Domain(DomainEvent::HitsTaken { token, hits }));
    }
}
