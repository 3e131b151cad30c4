//! The month's end with the module (`LOY-13`), after `REF-1`…`REF-5`: the turn's loyalty
//! changes with the `LOY-2` floor (`LOY-9`), over-limit devastation (`LOY-3`), rebellion
//! and defection (`LOY-6`), loyalty rolls (`LOY-11`), then supply and the counters of
//! `LOY-5`, `LOY-6` and `LOY-8`.

use super::supply;
use super::tiles::{armies_of, emit, land, limit, rebel};
use crate::engine::event::{Event, Loss};
use crate::engine::hex::Hex;
use crate::engine::loyalty::{
    Cause, LoyaltyEvent, LoyaltyStep, Ruin, Taken, LOYAL, REBEL_MONTHS, RECOVERY_MONTHS, UNSUPPLIED_MONTHS,
};
use crate::engine::rules::seam::Emitter;
use crate::engine::ruleset::{CLARIFIED, LETTER};
use crate::engine::state::{KingdomId, Phase, State, TokenId};

/// Runs the month's end up to the loyalty rolls. True when the rolls wait for the table;
/// false when it is done (or the module is off) and `REF-6` follows.
pub fn run(out: &mut Emitter) -> bool {
    if out.state().loyalty.is_none() {
        return false;
    }
    changes(out);
    over_limit(out);
    rebellion(out);
    let rolls = rolls_due(out.state());
    if !rolls.is_empty() {
        out.emit(Event::PhaseChanged { phase: Phase::Reform });
        emit(out, LoyaltyEvent::Stepped { step: Some(LoyaltyStep::Rolls(rolls)) });
        return true;
    }
    counters(out);
    false
}

/// Applies causes to tiles, grouped by tile and kingdom in the order they arose: each
/// group's net change is clamped to 0–6 once. Conditions ("none at 6", "where loyalty to
/// the previous owner is higher") are judged against the loyalty before the change.
/// Devastated tiles stay at 0 to all (`LOY-5`).
pub fn apply_causes(out: &mut Emitter, causes: &[(Hex, KingdomId, Cause)]) {
    let mut groups: Vec<((Hex, KingdomId), Vec<Cause>)> = Vec::new();
    for (hex, k, cause) in causes {
        match groups.iter_mut().find(|(key, _)| *key == (*hex, *k)) {
            Some((_, list)) => list.push(*cause),
            None => groups.push(((*hex, *k), vec![*cause])),
        }
    }
    for ((hex, kingdom), list) in groups {
        let state = out.state();
        if state.devastated(hex) {
            continue;
        }
        let old = state.loyalty_of(hex, kingdom);
        let counted: Vec<Cause> = list
            .into_iter()
            .filter(|c| match c {
                Cause::RetreatedOnto { .. } | Cause::Wintered { .. } => old < LOYAL,
                // Rules 3 on, judged when the tile was taken (`Taken::owes`).
                Cause::Captured { from } => state.rules >= CLARIFIED || state.loyalty_of(hex, *from) > old,
                _ => true,
            })
            .collect();
        if counted.is_empty() {
            continue;
        }
        let net: i32 = counted.iter().map(|c| i32::from(c.delta())).sum();
        let new = (i32::from(old) + net).clamp(0, i32::from(LOYAL)) as u8;
        emit(out, LoyaltyEvent::Changed { hex, kingdom, old, new, causes: counted });
    }
}

/// `LOY-9` for the whole turn, then the `LOY-2` floor for tiles taken this month.
fn changes(out: &mut Emitter) {
    let Some(module) = out.state().loyalty.clone() else { return };
    let mut causes: Vec<(Hex, KingdomId, Cause)> = module.noted.iter().map(|n| (n.hex, n.kingdom, n.cause)).collect();
    let owed = |t: &&Taken| out.state().rules < CLARIFIED || t.owes;
    causes.extend(
        module.taken.iter().filter(owed).filter_map(|t| Some((t.hex, t.by, Cause::Captured { from: t.from? }))),
    );
    apply_causes(out, &causes);
    let mut floored: Vec<(Hex, KingdomId)> = Vec::new();
    for t in module.taken.iter().filter(|t| !t.rebel) {
        let state = out.state();
        let holds = state.control(t.hex) == Some(t.by) && !state.devastated(t.hex);
        if holds && state.loyalty_of(t.hex, t.by) < 1 && !floored.contains(&(t.hex, t.by)) {
            floored.push((t.hex, t.by));
            let floor = LoyaltyEvent::Changed { hex: t.hex, kingdom: t.by, old: 0, new: 1, causes: vec![Cause::Floor] };
            emit(out, floor);
        }
    }
}

/// `LOY-3`: a tile whose controller's armies exceed its limit is devastated; its six
/// months count from the next month's end (`LOY-5`, rules 3 on).
fn over_limit(out: &mut Emitter) {
    let state = out.state();
    let over: Vec<Hex> = state
        .map
        .hexes()
        .filter(|h| land(state, *h))
        // LOY-5 (rules LETTER on): a devastated tile is not devastated again, so its months
        // run on from a clause 5 or 6 retreat that left the army over the limit.
        .filter(|h| state.rules < LETTER || !state.devastated(*h))
        .filter(|h| state.control(*h).is_some_and(|c| armies_of(state, *h, c) > limit(state, *h, c)))
        .collect();
    for hex in over {
        emit(out, LoyaltyEvent::Devastated { hex, ruin: Ruin::OverLimit });
        if out.state().rules >= CLARIFIED {
            emit(out, LoyaltyEvent::CountsFromNext { hex });
        }
    }
}

/// `LOY-5` neutral while empty; `LOY-6` rebellion, its end, the loss of a rebel tile its
/// controller has left, and defection to a neighbour it favours.
fn rebellion(out: &mut Emitter) {
    let hexes: Vec<Hex> = out.state().map.hexes().filter(|h| land(out.state(), *h)).collect();
    for &hex in &hexes {
        let state = out.state();
        let Some(c) = state.control(hex) else { continue };
        let event = if state.devastated(hex) {
            state.armies_at(hex).next().is_none().then_some(LoyaltyEvent::Abandoned { hex, kingdom: c })
        } else if rebel(state, hex) {
            if state.loyalty_of(hex, c) > 0 {
                Some(LoyaltyEvent::Pacified { hex })
            } else if armies_of(state, hex, c) == 0 {
                Some(LoyaltyEvent::Abandoned { hex, kingdom: c })
            } else {
                None
            }
        } else if state.loyalty_of(hex, c) == 0 {
            Some(LoyaltyEvent::Rebelled { hex })
        } else {
            None
        };
        if let Some(e) = event {
            emit(out, e);
        }
    }
    for &hex in &hexes {
        let state = out.state();
        if !rebel(state, hex) {
            continue;
        }
        let holder = state.control(hex);
        if holder.is_some_and(|c| armies_of(state, hex, c) > 0) {
            continue;
        }
        let borders =
            |k: KingdomId| state.map.neighbors(hex).any(|(_, n)| land(state, n) && state.control(n) == Some(k));
        let mut best: Option<(u8, KingdomId)> = None;
        for &k in state.player_order.iter().filter(|k| Some(**k) != holder) {
            let l = state.loyalty_of(hex, k);
            if l > 0 && borders(k) && best.is_none_or(|(b, _)| l > b) {
                best = Some((l, k));
            }
        }
        if let Some((loyalty, to)) = best {
            emit(out, LoyaltyEvent::Defected { hex, to, loyalty });
        }
    }
}

/// An enemy of `kingdom` with one of its armies in a tile it controls next to `hex`.
fn bordering_enemies(state: &State, hex: Hex, kingdom: KingdomId) -> Vec<KingdomId> {
    let mut enemies: Vec<KingdomId> = state
        .map
        .neighbors(hex)
        .filter_map(|(_, n)| state.control(n).filter(|e| *e != kingdom && armies_of(state, n, *e) > 0))
        .collect();
    crate::sort::sort(&mut enemies);
    enemies.dedup();
    enemies
}

/// `LOY-11`: the tiles to roll for, earlier in player order first: held, holding none of
/// the holder's armies, not loyal, next to an enemy's tile with its army in it. Each tile
/// once.
pub fn rolls_due(state: &State) -> Vec<(Hex, KingdomId)> {
    let mut due: Vec<(Hex, KingdomId)> = Vec::new();
    for &k in &state.player_order {
        for hex in state.map.hexes() {
            let eligible = land(state, hex)
                && state.control(hex) == Some(k)
                && armies_of(state, hex, k) == 0
                && state.loyalty_of(hex, k) < LOYAL
                && !due.iter().any(|(h, _)| *h == hex);
            if eligible && !bordering_enemies(state, hex, k).is_empty() {
                due.push((hex, k));
            }
        }
    }
    due
}

/// `LOY-11`: one roll's outcome: above the holder's loyalty, the tile goes to the enemy
/// with most armies next to it (ties by player order), who has at least 1 there
/// (`LOY-2`).
pub fn sway(out: &mut Emitter, hex: Hex, holder: KingdomId, face: u8) {
    let state = out.state();
    if state.control(hex) != Some(holder) {
        return;
    }
    let loyalty = state.loyalty_of(hex, holder);
    let to = if face > loyalty {
        let adjacent = |e: KingdomId| {
            state
                .map
                .neighbors(hex)
                .map(|(_, n)| state.armies_at(n).filter(|(_, a)| a.kingdom == e).count())
                .sum::<usize>()
        };
        let rank = |e: &KingdomId| state.player_order.iter().position(|p| p == e).unwrap_or(usize::MAX);
        let mut enemies = bordering_enemies(state, hex, holder);
        crate::sort::sort_by_key(&mut enemies, |e| (std::cmp::Reverse(adjacent(*e)), rank(e)));
        enemies.first().copied()
    } else {
        None
    };
    emit(out, LoyaltyEvent::Swayed { hex, holder, loyalty, face, to });
    if let Some(to) = to.filter(|to| out.state().loyalty_of(hex, *to) < 1 && !out.state().devastated(hex)) {
        emit(out, LoyaltyEvent::Changed { hex, kingdom: to, old: 0, new: 1, causes: vec![Cause::Floor] });
    }
}

/// `LOY-8` supply, `LOY-6` a season in a rebel tile, `LOY-5` recovery: the counters move
/// on at every month's end, and only then (they pause in winter, `LOY-1`).
pub fn counters(out: &mut Emitter) {
    let state = out.state().clone();
    let Some(module) = state.loyalty.as_ref() else { return };
    let cut_off = supply::unsupplied(&state);
    let (mut unsupplied, mut in_rebel, mut doomed) = (Vec::new(), Vec::new(), Vec::<(TokenId, Loss)>::new());
    for (&id, army) in &state.armies {
        if cut_off.contains(&id) {
            let n = module.unsupplied.get(&id).copied().unwrap_or(0) + 1;
            if n >= UNSUPPLIED_MONTHS {
                doomed.push((id, Loss::Unsupplied));
            } else {
                unsupplied.push((id, n));
            }
        }
        if rebel(&state, army.hex) {
            let n = module.in_rebel.get(&id).copied().unwrap_or(0) + 1;
            if n >= REBEL_MONTHS && !doomed.iter().any(|(d, _)| *d == id) {
                doomed.push((id, Loss::Rebels));
            } else if n < REBEL_MONTHS {
                in_rebel.push((id, n));
            }
        }
    }
    unsupplied.retain(|(id, _)| !doomed.iter().any(|(d, _)| d == id));
    in_rebel.retain(|(id, _)| !doomed.iter().any(|(d, _)| d == id));
    for (token, cause) in doomed {
        out.emit(Event::TokenDestroyed { token, cause });
    }
    emit(out, LoyaltyEvent::Counted { unsupplied, in_rebel });
    let recovered: Vec<Hex> = out
        .state()
        .map
        .hexes()
        .filter(|h| out.state().tile_loyalty(*h).and_then(|l| l.devastated).is_some_and(|n| n >= RECOVERY_MONTHS))
        .collect();
    for hex in recovered {
        emit(out, LoyaltyEvent::Recovered { hex });
    }
}
