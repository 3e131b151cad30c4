//! Phase D, Reform (RULES §5): terrain takes its toll, failed razes are unmarked, lone
//! armies take their tiles, defence markers go, the player order is re-ranked, and the
//! next month (or winter) begins.

use super::player_order;
use crate::engine::command::Command;
use crate::engine::decision::{Decider, Decision, DecisionKind};
use crate::engine::dice::RollPurpose;
use crate::engine::event::{Event, Loss};
use crate::engine::hex::{Dir, Edge};
use crate::engine::map::{SideMark, Terrain};
use crate::engine::rules::seam::{Ctx, Emitter};
use crate::engine::state::{Crossing, KingdomId, Phase, SettlementKind, State, TokenId};
use std::collections::{BTreeMap, BTreeSet};

/// `REF-1`: whether a move lays the token on its side: a forest or mountain on either side
/// of the edge crossed, or, for an army, a river in the tile entered (ships and pairs
/// ignore rivers). With `OPT-CITY-ROADS`, moving into or out of a city never does.
fn rough_crossing(state: &State, c: Crossing, city_roads: bool, ship: bool) -> bool {
    let is_city = |h| state.tile(h).and_then(|t| t.settlement.as_ref()).is_some_and(|s| s.kind == SettlementKind::City);
    if city_roads && (is_city(c.from) || is_city(c.to)) {
        return false;
    }
    let Some(dir) = Dir::ALL.into_iter().find(|d| c.from.neighbor(*d) == c.to) else { return false };
    let edge = Edge { hex: c.from, dir };
    let rough = state.map.border_shows(edge, SideMark::Forest) || state.map.border_shows(edge, SideMark::Mountain);
    rough || (!ship && state.map.tile(c.to).is_some_and(|t| t.river))
}

/// Runs Reform's automatic steps, then ranks the player order (`REF-6`).
pub fn begin(out: &mut Emitter, ctx: &Ctx) {
    let state = out.state().clone();
    let mut events = Vec::new();
    for (token, crossing) in &state.crossings {
        // DOM-11: a token that marched paid its terrain in MP.
        let stayed = state.token(*token).is_some_and(|(_, hex, upright)| hex == crossing.to && upright)
            && !state.marched(*token);
        let ship = state.ships.contains_key(token);
        if stayed && rough_crossing(&state, *crossing, ctx.options.city_roads, ship) {
            events.push(Event::ArmyLaidDown { army: *token });
        }
    }
    for (i, tile) in state.tiles.iter().enumerate() {
        if tile.settlement.as_ref().is_some_and(|s| s.to_be_razed) {
            events.push(Event::SettlementUnmarked { hex: state.map.hex_of_index(i) });
        }
    }
    // The kingdoms with armies on each tile, tiles in map order; from the armies, not by
    // asking every tile of a large map.
    let mut present: BTreeMap<usize, BTreeSet<KingdomId>> = BTreeMap::new();
    for army in state.armies.values() {
        if let Some(i) = state.map.index(army.hex) {
            present.entry(i).or_default().insert(army.kingdom);
        }
    }
    for (hex, kingdoms) in present.iter().map(|(i, k)| (state.map.hex_of_index(*i), k)) {
        if state.map.terrain(hex) == Some(Terrain::OpenWater) {
            continue;
        }
        if let (1, Some(&kingdom)) = (kingdoms.len(), kingdoms.first()) {
            if state.control(hex) != Some(kingdom) {
                events.push(Event::TileControlled { hex, kingdom });
            }
        }
    }
    events.extend(unit_strength_losses(&state));
    let defending: Vec<TokenId> = state.armies.iter().filter(|(_, a)| a.defending).map(|(id, _)| *id).collect();
    events.extend(defending.into_iter().map(|army| Event::DefenceCleared { army }));
    for e in events {
        out.emit(e);
    }
    if ctx.modules.iter().any(|m| m.month_ended(out, ctx)) {
        return;
    }
    close(out, ctx);
}

/// The month's last steps after the modules' month end (`LOY-13`): what a module closes it
/// with (`DOM-10`'s turn end), which may wait for steps of its own, then `REF-6`.
pub fn close(out: &mut Emitter, ctx: &Ctx) {
    if ctx.modules.iter().any(|m| m.month_closing(out, ctx)) {
        out.emit(Event::PhaseChanged { phase: Phase::Reform });
        return;
    }
    rank(out, ctx);
}

/// `REF-6`: the new player order, by armies; a tie waits for its roll.
pub fn rank(out: &mut Emitter, ctx: &Ctx) {
    let state = out.state();
    let counts =
        state.player_order.iter().map(|k| (state.armies.values().filter(|a| a.kingdom == *k).count() as u32, *k));
    let groups = player_order::rank(counts);
    match player_order::settled(&groups) {
        Some(order) => finish(out, ctx, order),
        None => {
            out.emit(Event::PhaseChanged { phase: Phase::Reform });
            out.emit(Event::OrderTied { groups, purpose: RollPurpose::ReformOrder });
        }
    }
}

/// `REF-4`, `UST-4`: units at −2 or lower leave their armies; an army that loses its last
/// unit is removed. Armies without a roster (simple battles) are left alone.
fn unit_strength_losses(state: &State) -> Vec<Event> {
    let mut events = Vec::new();
    for (id, army) in state.armies.iter().filter(|(_, a)| !a.units.is_empty()) {
        let worn: Vec<u8> = (0..army.units.len() as u8)
            .rev()
            .filter(|i| {
                let u = &army.units[usize::from(*i)];
                i16::from(u.base_strength) + i16::from(u.strength_modifier) <= -2
            })
            .collect();
        events.extend(worn.iter().map(|&unit| Event::UnitLost {
            army: *id,
            unit,
            name: army.units[usize::from(unit)].name.clone(),
        }));
        if worn.len() == army.units.len() {
            events.push(Event::TokenDestroyed { token: *id, cause: Loss::NoUnits });
        }
    }
    events
}

/// `REF-6`: the tie-break roll, when the new order is tied.
pub fn decision(state: &State) -> Option<Decision> {
    let tied = player_order::first_tie(&state.tied)?;
    let kind = DecisionKind::Roll { purpose: RollPurpose::ReformOrder, count: tied.len(), sides: 6 };
    Some(Decision { who: Decider::Table, kind })
}

/// Runs a tie-break roll that `check` accepted.
pub fn execute(out: &mut Emitter, ctx: &Ctx, command: &Command) {
    let Command::Roll { faces } = command else { return };
    let tied = out.state().tied.clone();
    let groups = player_order::roll_first_tie(out, ctx, RollPurpose::ReformOrder, &tied, faces);
    match player_order::settled(&groups) {
        Some(order) => finish(out, ctx, order),
        None => out.emit(Event::OrderTied { groups, purpose: RollPurpose::ReformOrder }),
    }
}

/// Sets the new order (`REF-6`); the month is over (`REF-7`).
fn finish(out: &mut Emitter, ctx: &Ctx, order: Vec<KingdomId>) {
    out.emit(Event::PlayerOrderSet { order, purpose: RollPurpose::ReformOrder });
    ctx.finished(out, Phase::Reform);
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::hex::Hex;
    use crate::engine::ruleset::Options;
    use crate::engine::testing::after_setup;

    fn crossing_into(state: &State, pick: impl Fn(&State, Hex, Hex) -> bool) -> Option<Crossing> {
        state.map.hexes().find_map(|from| {
            state.map.neighbors(from).map(|(_, to)| Crossing { from, to }).find(|c| pick(state, c.from, c.to))
        })
    }

    // REF-1: a forest or mountain edge on either side, or a river tile entered, lays the
    // army down; open ground does not; OPT-CITY-ROADS spares moves into or out of cities.
    #[test]
    fn ref_1_terrain_features() {
        let state = after_setup();
        let land = |s: &State, h| s.map.terrain(h) == Some(Terrain::Land);
        let plain = |s: &State, h: Hex| land(s, h) && s.map.tile(h).is_some_and(|t| !t.river && t.sides == [None; 6]);
        let open = crossing_into(&state, |s, a, b| plain(s, a) && plain(s, b)).unwrap();
        assert!(!rough_crossing(&state, open, false, false));
        let forest = crossing_into(&state, |s, a, b| {
            plain(s, a) && land(s, b) && s.map.tile(b).is_some_and(|t| t.sides[0] == Some(SideMark::Forest))
        })
        .unwrap();
        assert!(rough_crossing(&state, forest, false, false), "entering a forest tile crosses its forest side");
        let out_of_forest = Crossing { from: forest.to, to: forest.from };
        assert!(rough_crossing(&state, out_of_forest, false, false), "either side of the edge counts");
        let river = crossing_into(&state, |s, a, b| {
            plain(s, a) && s.map.tile(b).is_some_and(|t| t.river && t.sides == [None; 6])
        })
        .unwrap();
        assert!(rough_crossing(&state, river, false, false));
        assert!(!rough_crossing(&state, river, false, true), "ships and pairs ignore rivers");
        assert!(rough_crossing(&state, forest, false, true), "but not forests");
        let leave_river = Crossing { from: river.to, to: river.from };
        assert!(!rough_crossing(&state, leave_river, false, false), "leaving a river tile for dry land costs nothing");
        let mut city_state = state.clone();
        let i = city_state.map.index(river.to).unwrap();
        city_state.tiles[i].settlement = Some(crate::engine::state::Settlement::new(SettlementKind::City, None));
        assert!(rough_crossing(&city_state, river, false, false));
        assert!(!rough_crossing(&city_state, river, true, false), "OPT-CITY-ROADS");
    }

    // REF-2: a failed raze's mark goes. REF-3: a tile where only one kingdom has armies
    // becomes that kingdom's. REF-6: more armies go first, without a roll.
    #[test]
    fn ref_2_ref_3_ref_6_reform_steps() {
        let mut state = after_setup();
        let mut ids = state.armies.keys().copied();
        let (a, b) = (ids.next().unwrap(), ids.next().unwrap());
        let (ka, kb) = (state.armies[&a].kingdom, state.armies[&b].kingdom);
        let home_of_a = state.armies[&a].hex;
        let i = state.map.index(home_of_a).unwrap();
        state.tiles[i].settlement.as_mut().unwrap().to_be_razed = true;
        // b's army stands alone on a tile of a's kingdom; a's army has moved off it.
        let elsewhere = state.map.hexes().find(|h| state.control(*h) == Some(ka) && *h != home_of_a).unwrap();
        state.armies.get_mut(&a).unwrap().hex = elsewhere;
        state.armies.get_mut(&b).unwrap().hex = home_of_a;
        // A third army gives a's kingdom the lead.
        let mut third = state.armies[&a].clone();
        third.hex = elsewhere;
        state.armies.insert(TokenId(99), third);
        let options = Options::default();
        let ctx = Ctx::new(&options, 1, 0);
        let mut out = Emitter::new(&state, crate::engine::rules::MODULES);
        begin(&mut out, &ctx);
        let (after, events) = out.finish();
        assert!(events.contains(&Event::SettlementUnmarked { hex: home_of_a }), "REF-2");
        assert!(!after.tiles[i].settlement.as_ref().unwrap().to_be_razed);
        assert_eq!(after.control(home_of_a), Some(kb), "REF-3");
        assert_eq!(after.player_order, vec![ka, kb], "REF-6: most armies first, no roll");
        assert_eq!(after.calendar.month, 2);
        assert!(!events.iter().any(|e| matches!(e, Event::DiceRolled { .. })));
        // REF-7: after the last summer month comes winter.
        let one_month = Options { months: 1, ..Options::default() };
        let ctx = Ctx::new(&one_month, 1, 0);
        let mut out = Emitter::new(&state, crate::engine::rules::MODULES);
        begin(&mut out, &ctx);
        assert_eq!(out.state().phase, Phase::Winter, "REF-7");
    }
}
