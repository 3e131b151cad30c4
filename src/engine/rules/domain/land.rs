//! Holding the land: occupation and plunder (`DOM-9`), pillage (`DOM-10`) and the end of
//! the domain turn with its level checks.

use super::march;
use crate::engine::dice::RollPurpose;
use crate::engine::domain::{kind_bit, Barred, DomainEvent, DomainOrder, TURN_MONTHS};
use crate::engine::event::Event;
use crate::engine::hex::Hex;
use crate::engine::loyalty::{Cause, LoyaltyEvent, Noted};
use crate::engine::map::{Holding, HoldingKind};
use crate::engine::rules::seam::{Ctx, Emitter};
use crate::engine::ruleset::{Options, CLARIFIED};
use crate::engine::state::{KingdomId, Order, State, TokenId};

fn emit(out: &mut Emitter, event: DomainEvent) {
    out.emit(Event::Domain(event));
}

/// Why `kingdom` cannot pillage `hex` now, if it cannot: its own land (unless it occupies
/// it), an enemy army there (unless it pillages `freely`: `DOM-6` 1, `DOM-8`), or the
/// month's take at the province level (`DOM-10`).
pub fn pillage_bar(state: &State, hex: Hex, kingdom: KingdomId, freely: bool) -> Option<Barred> {
    let own = state.control(hex) == Some(kingdom) && state.occupied_from(hex).is_none();
    if own || state.map.terrain(hex) != Some(crate::engine::map::Terrain::Land) {
        Some(Barred::OwnLand)
    } else if !freely && state.armies_at(hex).any(|(_, a)| a.kingdom != kingdom) {
        Some(Barred::EnemyArmy)
    } else if room(state, hex) == 0 {
        Some(Barred::Exhausted)
    } else {
        None
    }
}

/// `DOM-10`: the GB still to be had in `hex` this month: the province level less what was
/// taken here this month.
pub fn room(state: &State, hex: Hex) -> u8 {
    let taken = state.tile_domain(hex).map_or(0, |d| d.month_gb);
    state.province_level(hex).saturating_sub(taken)
}

/// `DOM-9`: the holdings `kingdom` may plunder in `hex`: in a tile it occupies, the law,
/// guild and temple holdings above 0 that are not its own.
fn plunderable(state: &State, hex: Hex, kingdom: KingdomId) -> Vec<Holding> {
    if state.control(hex) != Some(kingdom) || state.occupied_from(hex).is_none() {
        return Vec::new();
    }
    state.holdings(hex).into_iter().filter(|h| h.level > 0 && h.owner != Some(kingdom.0)).collect()
}

/// `DOM-5`, `DOM-9`, `DOM-10`: the orders an army standing in its tile may take: skirmish,
/// pillage 1 MP up to its allowance twice or the month's room, plunder any set of the
/// holdings there, or lower a source.
pub fn special_orders(state: &State, options: &Options, token: TokenId) -> Vec<Order> {
    let Some(army) = state.armies.get(&token).filter(|_| state.marches(token)) else { return Vec::new() };
    let (hex, kingdom) = (army.hex, army.kingdom);
    let mut orders = vec![Order::Domain(DomainOrder::Skirmish)];
    if pillage_bar(state, hex, kingdom, false).is_none() {
        let most = (march::allowance(state, options, token).ceil().saturating_mul(2)).min(room(state, hex));
        orders.extend((1..=most).map(|mp| Order::Domain(DomainOrder::Pillage { mp })));
    }
    let enemy = state.armies_at(hex).any(|(_, a)| a.kingdom != kingdom);
    let holdings = if enemy { Vec::new() } else { plunderable(state, hex, kingdom) };
    let kinds: u8 = holdings.iter().filter(|h| h.kind != HoldingKind::Source).fold(0, |b, h| b | kind_bit(h.kind));
    orders.extend(
        (1..=kinds).filter(|set| set & kinds == *set).map(|kinds| Order::Domain(DomainOrder::Plunder { kinds })),
    );
    if holdings.iter().any(|h| h.kind == HoldingKind::Source) {
        orders.push(Order::Domain(DomainOrder::LowerSource));
    }
    orders
}

/// `DOM-10`: `army` spends `mp` pillaging `hex`: 1 GB a MP, up to the month's room; the
/// first pillage of a domain turn costs the tile's controller a step of loyalty.
pub fn pillage(out: &mut Emitter, army: TokenId, hex: Hex, mp: u8) {
    take(out, army, hex, mp, false);
}

/// `DOM-10`: a march that declared pillage has stopped in `hex`: it pillages there, unless
/// it is exploring the tile, which then becomes its own.
pub fn pillage_at_stop(out: &mut Emitter, army: TokenId, hex: Hex, mp: u8) {
    if out.state().exploring.is_some() {
        emit(out, DomainEvent::Barred { army, hex, why: Barred::OwnLand });
    } else {
        pillage(out, army, hex, mp);
    }
}

/// `DOM-6` 1, `DOM-8`: pillage where an enemy army stands, which evasion (or a defender
/// shut in its fortification) allows, with the MP its order left free: spent like any
/// (`DOM-4`, rules 3 on).
pub fn pillage_freely(out: &mut Emitter, options: &Options, army: TokenId, hex: Hex, mp: u8) {
    if out.state().rules < CLARIFIED || march::spend_standing(out, options, army, mp) {
        take(out, army, hex, mp, true);
    }
}

fn take(out: &mut Emitter, army: TokenId, hex: Hex, mp: u8, freely: bool) {
    let state = out.state();
    let Some(kingdom) = state.armies.get(&army).map(|a| a.kingdom) else { return };
    if let Some(why) = pillage_bar(state, hex, kingdom, freely) {
        emit(out, DomainEvent::Barred { army, hex, why });
        return;
    }
    let gb = mp.min(room(state, hex));
    let first = !state.pillaged(hex);
    let lord = state.control(hex);
    emit(out, DomainEvent::Pillaged { army, kingdom, hex, gb });
    if let (true, Some(lord), true) = (first, lord, out.state().loyalty.is_some()) {
        out.emit(Event::Loyalty(LoyaltyEvent::Noted(Noted {
            hex,
            kingdom: lord,
            cause: Cause::Pillaged { by: kingdom },
        })));
    }
}

/// Resolves a pillage, skirmish or plunder order; the tile's state now decides it
/// (`SUM-RES-1`). MP spent pillaging or skirmishing are paid as on a march (`DOM-10`,
/// rules 3 on), whether or not the tile still yields, as a march pays for what it declared.
pub fn resolve_order(out: &mut Emitter, options: &Options, token: TokenId, order: DomainOrder) {
    let spent = match order {
        DomainOrder::Pillage { mp } => mp,
        DomainOrder::Skirmish => 1,
        _ => 0,
    };
    if spent > 0 && out.state().rules >= CLARIFIED && !march::spend_standing(out, options, token, spent) {
        return;
    }
    let state = out.state();
    let Some(army) = state.armies.get(&token) else { return };
    let (hex, kingdom) = (army.hex, army.kingdom);
    let enemy = state.armies_at(hex).any(|(_, a)| a.kingdom != kingdom);
    let holdings = plunderable(state, hex, kingdom);
    let barred = |why| DomainEvent::Barred { army: token, hex, why };
    let event = match order {
        DomainOrder::Pillage { mp } => return pillage(out, token, hex, mp),
        DomainOrder::Skirmish => DomainEvent::Skirmishing { army: token },
        _ if enemy => barred(Barred::EnemyArmy),
        _ if holdings.is_empty() => barred(Barred::NotOccupied),
        DomainOrder::Plunder { kinds } => {
            let destroyed: Vec<Holding> = holdings
                .into_iter()
                .filter(|h| h.kind != HoldingKind::Source && kinds & kind_bit(h.kind) != 0)
                .collect();
            let gb = destroyed.iter().map(|h| h.level).sum();
            DomainEvent::Plundered { army: token, kingdom, hex, destroyed, gb }
        }
        DomainOrder::LowerSource if holdings.iter().any(|h| h.kind == HoldingKind::Source) => {
            DomainEvent::SourceLowered { army: token, hex }
        }
        DomainOrder::LowerSource => barred(Barred::NotOccupied),
    };
    emit(out, event);
}

/// `DOM-10`: whether this month ends a domain turn: every third month, and the summer's
/// last (a shorter turn).
fn turn_ends(state: &State, options: &Options) -> bool {
    let month = state.calendar.month;
    month % TURN_MONTHS == 0 || month >= options.months
}

/// `DOM-10`: the end of the domain turn, after the loyalty module's month end (`LOY-13`).
/// True when its level checks wait for the dice.
pub fn turn_end(out: &mut Emitter, ctx: &Ctx) -> bool {
    let state = out.state();
    if state.domain.is_none() || !turn_ends(state, ctx.options) {
        return false;
    }
    let hexes: Vec<Hex> = state.map.hexes().filter(|h| state.pillaged(*h)).collect();
    if hexes.is_empty() {
        emit(out, DomainEvent::TurnEnded);
        return false;
    }
    emit(out, DomainEvent::ChecksDue { hexes });
    true
}

/// `DOM-10`: the level checks' 2D10 per tile, in the order listed: at or below the GB
/// taken there this turn, the province level falls by 1.
pub fn check_levels(out: &mut Emitter, ctx: &Ctx, faces: &Option<Vec<u8>>) {
    let hexes = out.state().domain.as_ref().map(|d| d.checks.clone()).unwrap_or_default();
    let all = ctx.faces(faces, hexes.len() * 2, 10);
    out.emit(Event::DiceRolled { purpose: RollPurpose::LevelChecks, by: None, faces: all.clone() });
    for (hex, pair) in hexes.iter().zip(all.chunks(2)) {
        let state = out.state();
        let taken = state.tile_domain(*hex).map_or(0, |d| d.turn_gb);
        let level = state.province_level(*hex);
        let total: u8 = pair.iter().sum();
        let fell = total <= taken && level > 0;
        emit(out, DomainEvent::Checked { hex: *hex, faces: pair.to_vec(), taken, level, fell });
    }
    emit(out, DomainEvent::TurnEnded);
}
