//! The changing layer: control, fog over unexplored tiles, settlements, armies and ships.

use super::layout::{center, hex_path};
use super::shapes::{emblem, settlement_path, HULL, STAR};
use crate::engine::state::{Army, Settlement, Ship, TokenId};
use crate::engine::state::{Order, State};
use crate::engine::{KingdomId, Terrain};
use crate::ui::language::Language;
use leptos::prelude::*;
use std::collections::BTreeMap;
use std::ops::Range;

fn settlement_view(cx: f64, cy: f64, s: &Settlement, owner: Option<KingdomId>, colour: String) -> AnyView {
    let mark = owner.map(|k| {
        view! { <path class="emblem" d=emblem(k) transform=format!("translate({cx:.1},{:.1}) scale(0.8)", cy + 1.0) /> }
    });
    let star = s.capital_of.is_some().then(|| {
        view! { <path class="capital-star" d=STAR transform=format!("translate({:.1},{:.1})", cx, cy - 24.0) /> }
    });
    view! {
        <g class="settlement" data-kind=s.kind.name()>
            <path d=settlement_path(s.kind) fill=colour transform=format!("translate({cx:.1},{:.1})", cy - 4.0) />
            {mark}
            {star}
        </g>
    }
    .into_any()
}

/// The mark of a given order (`SUM-ORD-1`): an arrow half into the target tile for a move,
/// a letter on the token for the others (`map-letter-…`, as the legend names them).
fn order_view(x: f64, y: f64, order: Order, lang: Language) -> AnyView {
    match order {
        Order::Move { to } => {
            let (tx, ty) = center(to);
            let (ex, ey) = (x + (tx - x) * 0.72, y + (ty - 17.0 - y) * 0.72);
            view! {
                <line class="order-arrow" x1=format!("{x:.1}") y1=format!("{y:.1}") x2=format!("{ex:.1}") y2=format!("{ey:.1}")
                    marker-end="url(#arrowhead)" />
            }
            .into_any()
        }
        other => {
            let letter = match other {
                Order::Defend => "map-letter-defend",
                Order::Raze => "map-letter-raze",
                Order::Regroup => "map-letter-regroup",
                // A module's order has its own letter (`ModuleOrder::letter`).
                _ => other.module_part().map_or("map-letter-regroup", |m| m.letter()),
            };
            view! {
                <g class="order-badge" transform=format!("translate({:.1},{:.1})", x - 18.0, y - 13.0)>
                    <circle r="8" />
                    <text y="4">{lang.t(letter)}</text>
                </g>
            }
            .into_any()
        }
    }
}

/// One army or ship as drawn. Equal marks draw the same: the layer is keyed by them, so a
/// step redraws only the tokens it changed, not every token on the map.
#[derive(Clone, PartialEq, Eq, Hash)]
pub struct TokenMark {
    id: TokenId,
    kingdom: KingdomId,
    transform: String,
    upright: bool,
    colour: String,
    /// An army's shield and hull; None for a ship.
    army: Option<ArmyLook>,
}

#[derive(Clone, PartialEq, Eq, Hash)]
struct ArmyLook {
    defending: bool,
    paired: bool,
}

impl TokenMark {
    fn new(x: f64, y: f64, scale: f64, id: TokenId, kingdom: KingdomId, upright: bool, colour: String) -> TokenMark {
        let turn = if upright { 0 } else { 90 };
        let transform = format!("translate({x:.1},{y:.1}) scale({scale:.2}) rotate({turn})");
        TokenMark { id, kingdom, transform, upright, colour, army: None }
    }

    /// An army token: upright, or laid on its side (turned a quarter and dashed), with a
    /// shield when defending and a hull beneath when paired with a ship; or a ship.
    pub fn view(self) -> AnyView {
        let TokenMark { id, kingdom, transform, upright, colour, army } = self;
        let Some(ArmyLook { defending, paired }) = army else {
            return view! {
                <g class="token ship" transform=transform data-testid=format!("ship-{id}")>
                    <path d=HULL fill=colour />
                    <path class="emblem" d=emblem(kingdom) transform="translate(-9,-5) scale(0.7)" />
                </g>
            }
            .into_any();
        };
        let state = if upright { "upright" } else { "on-side" };
        let shield = defending.then(|| view! { <circle class="defend-mark" cx="16" cy="-11" r="5" /> });
        let hull = paired
            .then(|| view! { <path class="hull" d=HULL transform="translate(0,12) scale(0.9)" fill=colour.clone() /> });
        view! {
            <g class=format!("token army {state}") transform=transform data-testid=format!("army-{id}")>
                {hull}
                <rect x="-18" y="-12" width="36" height="24" rx="4" fill=colour />
                <path class="emblem" d=emblem(kingdom) transform="translate(-7,0)" />
                <text class="token-number" x="8" y="5">{id.0}</text>
                {shield}
            </g>
        }
        .into_any()
    }
}

pub fn colour_of(state: &State, k: Option<KingdomId>) -> String {
    k.and_then(|k| state.kingdom(k)).map_or_else(|| "#9e9e9e".to_string(), |k| k.colour.clone())
}

/// Tiles drawn together: a command redraws only the bands whose tiles it changed, so a
/// capture on a 10,000-hex map repaints a strip of it, not the whole.
pub const BAND: usize = 1024;

/// Who controls tiles `band`: one path per kingdom, so few DOM nodes on any map.
pub fn control_band(state: &State, band: Range<usize>) -> impl IntoView {
    let mut control = vec![String::new(); state.kingdoms.len()];
    for i in band {
        let k = state.tiles.get(i).and_then(|t| t.control);
        if let Some(d) = k.and_then(|k| control.get_mut(usize::from(k.0))) {
            hex_path(state.map.hex_of_index(i), 0.93, d);
        }
    }
    control
        .into_iter()
        .enumerate()
        .filter(|(_, d)| !d.is_empty())
        .map(|(k, d)| {
            let c = colour_of(state, Some(KingdomId(k as u8)));
            view! { <path class="control" d=d fill=c.clone() stroke=c /> }
        })
        .collect_view()
}

/// Fog over the unexplored land of tiles `band`.
pub fn fog_band(state: &State, band: Range<usize>) -> impl IntoView {
    let mut fog = String::new();
    for i in band {
        let hex = state.map.hex_of_index(i);
        if state.tiles.get(i).is_some_and(|t| !t.explored) && state.map.terrain(hex) != Some(Terrain::OpenWater) {
            hex_path(hex, 1.0, &mut fog);
        }
    }
    (!fog.is_empty()).then(|| view! { <path class="fog" d=fog /> })
}

/// The settlements of tiles `band`.
pub fn settlement_band(state: &State, band: Range<usize>) -> impl IntoView {
    band.filter_map(|i| {
        let tile = state.tiles.get(i)?;
        let s = tile.settlement.as_ref()?;
        let (cx, cy) = center(state.map.hex_of_index(i));
        Some(settlement_view(cx, cy, s, tile.control, colour_of(state, tile.control)))
    })
    .collect_view()
}

/// How wide a tile's row of tokens may be, in map units: a hex is 69 wide.
const ROW_WIDTH: f64 = 64.0;
/// How much smaller a token on its side is drawn: turned, it is taller than wide.
const ON_SIDE: f64 = 0.8;

/// The armies and ships on one tile.
type Tokens<'a> = (Vec<(TokenId, &'a Army)>, Vec<(TokenId, &'a Ship)>);

/// Every army and ship, side by side on their tile: two at full size, more made smaller
/// so that none covers another. Each with its place: the order marks are drawn there.
pub fn token_marks(state: &State) -> Vec<(TokenMark, (f64, f64))> {
    let colour = |k| colour_of(state, Some(k));
    // WIN-6: staged armies are off the map until placed.
    let staged = |id: &TokenId| state.winter.as_ref().is_some_and(|w| w.staged.contains(id));
    // The tiles with tokens, in map order: from the tokens, not by asking every tile.
    let mut at: BTreeMap<usize, Tokens> = BTreeMap::new();
    for (id, a) in state.armies.iter().filter(|(id, _)| !staged(id)) {
        if let Some(i) = state.map.index(a.hex) {
            at.entry(i).or_default().0.push((*id, a));
        }
    }
    for (id, s) in &state.ships {
        if let Some(i) = state.map.index(s.hex) {
            at.entry(i).or_default().1.push((*id, s));
        }
    }
    let mut marks = Vec::new();
    for (i, (armies, mut ships)) in at {
        ships.retain(|(id, _)| !armies.iter().any(|(_, a)| a.paired_with == Some(*id)));
        let count = armies.len() + ships.len();
        let (cx, cy) = center(state.map.hex_of_index(i));
        // A tile's tokens stay within its width, so no two tiles' tokens ever meet.
        let scale = (ROW_WIDTH / (40.0 * count as f64 - 4.0)).min(1.0);
        let step = 40.0 * scale;
        let x0 = cx - step * (count as f64 - 1.0) / 2.0;
        let (y, mut x) = (cy + 17.0, x0);
        for (id, a) in armies {
            // On its side a token is a quarter turned: lower and smaller, clear of the
            // settlement above it.
            let (at, size) = if a.upright { (y, scale) } else { (y + 5.0 * scale, scale * ON_SIDE) };
            let mut mark = TokenMark::new(x, at, size, id, a.kingdom, a.upright, colour(a.kingdom));
            mark.army = Some(ArmyLook { defending: a.defending, paired: a.paired_with.is_some() });
            marks.push((mark, (x, y)));
            x += step;
        }
        for (id, s) in ships {
            marks.push((TokenMark::new(x, y, scale, id, s.kingdom, s.upright, colour(s.kingdom)), (x, y)));
            x += step;
        }
    }
    marks
}

/// The tile of the battle being fought, ringed beneath its tokens.
pub fn battle_ring(state: &State) -> impl IntoView {
    state.battle.as_ref().map(|b| {
        let mut d = String::new();
        hex_path(b.hex, 0.9, &mut d);
        view! { <path class="battle-ring" d=d data-testid="battle-ring" /> }
    })
}

/// The given orders, above the tokens.
pub fn order_layer(state: &State, tokens: &[(TokenMark, (f64, f64))], lang: Language) -> impl IntoView {
    // Orders show until resolved; then the map shows their effect instead.
    let orders = tokens
        .iter()
        .filter_map(|(mark, (x, y))| {
            let order = state.orders.get(&mark.id).filter(|_| !state.resolved.contains(&mark.id))?;
            Some(order_view(*x, *y, *order, lang))
        })
        .collect_view();
    view! { <g class="layer-orders">{orders}</g> }
}
