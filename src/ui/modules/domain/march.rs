//! The domain war on the map (RULES §8): where the picked army can march and what each
//! tile costs, the path to the tile under the pointer (forced MP in another colour), the
//! marches ordered this month, and occupied and pillaged provinces.

use crate::engine::decision::Reach;
use crate::engine::domain::HalfMp;
use crate::engine::state::{State, TokenId};
use crate::engine::{view, Decision, DecisionKind, Hex};
use crate::message;
use crate::ui::language::{use_language, Language};
use crate::ui::map::layout::{center, hex_path, SIZE};
use crate::ui::map::legend::{road_swatch, swatch};
use crate::ui::session::Session;
use leptos::prelude::*;
use std::fmt::Write;

fn reach_of(decision: &Decision, picked: Option<TokenId>) -> Option<(Hex, Vec<Reach>)> {
    let DecisionKind::GiveOrder { tokens } = &decision.kind else { return None };
    let t = tokens.iter().find(|t| Some(t.token) == picked && !t.marches.is_empty())?;
    Some((t.hex, t.marches.clone()))
}

/// "2 MP" or "4½ MP, 1½ forced", in the page's language (read where the page is drawn).
pub fn cost_text(r: &Reach) -> String {
    let cost = r.cost.to_string();
    let said = match r.cost.0.checked_sub(r.allowance.0).filter(|over| *over > 0) {
        Some(over) => message!(
            "p-domain-cost-forced",
            cost = cost,
            over = HalfMp(over).to_string(),
            hits = view::domain::forced_hits(r.cost, r.allowance)
        ),
        None => message!("p-domain-cost", cost = cost),
    };
    use_language().say(&said)
}

/// `DOM-11`, `DOM-3`: the picked army's reachable tiles, shaded within its allowance and
/// hatched beyond it (forced march), each with its cost.
pub fn reach_layer(decision: &Decision, picked: Option<TokenId>) -> impl IntoView {
    let Some((_, reach)) = reach_of(decision, picked) else { return ().into_any() };
    let (mut within, mut forced) = (String::new(), String::new());
    for r in &reach {
        hex_path(r.to, 0.9, if r.cost > r.allowance { &mut forced } else { &mut within });
    }
    let costs = reach
        .iter()
        .map(|r| {
            let (x, y) = center(r.to);
            let forced = r.cost > r.allowance;
            view! {
                <text class="reach-cost" class:forced=forced x=format!("{x:.1}") y=format!("{:.1}", y + SIZE * 0.62)>
                    {r.cost.to_string()}
                </text>
            }
        })
        .collect_view();
    view! {
        <g class="layer-reach" data-testid="reach">
            <path class="reach" d=within />
            <path class="reach reach-forced" d=forced />
            {costs}
        </g>
    }
    .into_any()
}

/// Polyline data through the centres of `hexes`.
fn polyline(hexes: &[Hex]) -> String {
    let mut d = String::new();
    for (i, h) in hexes.iter().enumerate() {
        let (x, y) = center(*h);
        let _ = write!(d, "{}{x:.1},{y:.1}", if i == 0 { 'M' } else { 'L' });
    }
    d
}

/// `DOM-11`: the cheapest path to the tile under the pointer, its steps within the
/// allowance drawn plain and the forced ones in red, with the total at its end.
pub fn path_layer(state: &State, decision: &Decision, picked: Option<TokenId>, hover: Option<Hex>) -> impl IntoView {
    let (Some((start, reach)), Some(hover)) = (reach_of(decision, picked), hover) else { return ().into_any() };
    let Some(r) = reach.into_iter().find(|r| r.to == hover) else { return ().into_any() };
    let mut steps = vec![start];
    steps.extend(r.path.iter().copied());
    // Split where the running cost passes the allowance.
    let mut spent = HalfMp(0);
    let mut split = steps.len();
    for (i, pair) in steps.windows(2).enumerate() {
        spent = HalfMp(spent.0 + view::domain::step_cost(state, pair[0], pair[1]).map_or(0, |c| c.0));
        if r.path.len() > 1 && spent > r.allowance {
            split = i + 1;
            break;
        }
    }
    let plain = polyline(&steps[..split.min(steps.len())]);
    let forced = if split < steps.len() { polyline(&steps[split - 1..]) } else { String::new() };
    let (x, y) = center(hover);
    let label = cost_text(&r);
    view! {
        <g class="layer-path" data-testid="march-path">
            <path class="march-path" d=plain />
            <path class="march-path forced" d=forced />
            <text class="march-cost" x=format!("{x:.1}") y=format!("{:.1}", y - SIZE * 0.55)>{label}</text>
        </g>
    }
    .into_any()
}

/// `DOM-11`: the path the player is laying tile by tile, with its cost so far.
pub fn laid_path(
    state: &State,
    decision: &Decision,
    picked: Option<TokenId>,
    path: &[Hex],
    lang: Language,
) -> impl IntoView {
    let Some((start, reach)) = reach_of(decision, picked) else { return ().into_any() };
    let Some(&end) = path.last() else { return ().into_any() };
    let mut steps = vec![start];
    steps.extend(path.iter().copied());
    let mut cost = HalfMp(0);
    for pair in steps.windows(2) {
        match view::domain::step_cost(state, pair[0], pair[1]) {
            Some(c) => cost = HalfMp(cost.0 + c.0),
            None => return ().into_any(),
        }
    }
    let allowance = reach.first().map_or(HalfMp(0), |r| r.allowance);
    let forced = path.len() > 1 && cost > allowance;
    let (x, y) = center(end);
    view! {
        <g class="layer-path" data-testid="laid-path">
            <path class="march-path" class:forced=forced d=polyline(&steps) />
            <text class="march-cost" x=format!("{x:.1}") y=format!("{:.1}", y - SIZE * 0.55)>{lang.t_with("map-mp", &[("cost", cost.to_string().into())])}</text>
        </g>
    }
    .into_any()
}

/// Each province's level, and its holdings' initials and levels (§8), when asked for.
pub fn province_layer(state: &State, lang: Language) -> impl IntoView {
    state
        .map
        .hexes()
        .filter(|h| state.map.terrain(*h) == Some(crate::engine::Terrain::Land) && state.tile(*h).is_some_and(|tile| tile.explored))
        .map(|h| {
            let (x, y) = center(h);
            let holdings = crate::ui::map::words::holding_marks(lang.code(), &state.holdings(h));
            // The level in a disc at the tile's left, the holdings along its foot, clear of
            // the tokens in the middle and the march costs below them.
            let (lx, ly) = (x - SIZE * 0.6, y + SIZE * 0.15);
            view! {
                <g class="province-badge">
                    <circle class="province-disc" cx=format!("{lx:.1}") cy=format!("{ly:.1}") r="10" />
                    <text class="province-level" x=format!("{lx:.1}") y=format!("{:.1}", ly + 5.5)>{state.province_level(h)}</text>
                    <text class="province-holdings" x=format!("{x:.1}") y=format!("{:.1}", y + SIZE * 0.88)>{holdings}</text>
                </g>
            }
        })
        .collect_view()
}

/// The marches given this month and not yet walked, dashed in their kingdom's colour.
pub fn planned_marches(state: &State) -> impl IntoView {
    let Some(domain) = state.domain.as_ref() else { return ().into_any() };
    domain
        .marches
        .iter()
        .filter(|(t, _)| !domain.marched.contains(t))
        .filter_map(|(t, m)| {
            let army = state.armies.get(t)?;
            let colour = state.kingdom(army.kingdom).map_or("#555".to_string(), |k| k.colour.clone());
            let mut steps = vec![army.hex];
            steps.extend(m.path.iter().copied());
            Some(view! { <path class="march-planned" style=format!("stroke:{colour}") d=polyline(&steps) /> })
        })
        .collect_view()
        .into_any()
}

/// A flame, about 14 units high, centred on the origin.
pub const FLAME: &str = "M0,8 C-7,8 -8,1 -4,-3 C-3,0 -1,1 -1,1 C-2,-4 1,-8 3,-9 C2,-5 7,-3 6,3 C5,7 3,8 0,8 Z";

/// `DOM-9`, `DOM-10`: occupied provinces (a flag of the old owner's colour) and provinces
/// pillaged this domain turn (a flame with the gold taken).
pub fn domain_marks(state: &State, lang: Language) -> impl IntoView {
    if state.domain.is_none() {
        return ().into_any();
    }
    state
        .map
        .hexes()
        .filter_map(|h| Some((h, state.tile_domain(h)?.clone())))
        .map(|(h, d)| {
            let (x, y) = center(h);
            let occupied = d.occupied_from.map(|from| {
                let colour = state.kingdom(from).map_or("#555".to_string(), |k| k.colour.clone());
                let name = state.kingdom_name(from);
                view! {
                    <g class="occupied-mark">
                        <title>{lang.t_with("map-occupied", &[("name", name.into())])}</title>
                        <path d=format!("M{:.1},{:.1} v-20 l12,5 l-12,5", x - 26.0, y + 4.0) style=format!("fill:{colour}") />
                    </g>
                }
            });
            let pillaged = (d.turn_gb > 0).then(|| {
                view! {
                    <g class="pillaged-mark" transform=format!("translate({:.1},{:.1})", x + 16.0, y - 14.0)>
                        <title>{lang.t_with("map-pillaged", &[("gb", d.turn_gb.into())])}</title>
                        <path d=FLAME />
                        <text x="9" y="5">{d.turn_gb}</text>
                    </g>
                }
            });
            view! { <g>{occupied}{pillaged}</g> }
        })
        .collect_view()
        .into_any()
}

/// The domain war's marks below the tokens: occupation and pillage, the picked army's
/// reach and the marches planned this month.
pub fn marks_below(session: Session, lang: Language) -> impl IntoView {
    view! {
        {move || session.game.with(|g| domain_marks(g.state(), lang))}
        {move || { let picked = session.picks.token.get(); session.decision.with(|d| reach_layer(d, picked)) }}
        {move || session.game.with(|g| planned_marches(g.state()))}
    }
}

/// Above the tokens: the march path being laid or hovered (`DOM-11`) and, when asked for,
/// the province levels.
pub fn marks_above(session: Session, lang: Language) -> impl IntoView {
    view! {
        {move || {
            let (picked, hover) = (session.picks.token.get(), session.picks.hover.get());
            match session.picks.path.get() {
                Some(path) => session.game.with(|g| session.decision.with(|d| laid_path(g.state(), d, picked, &path, lang))).into_any(),
                None => session.game.with(|g| session.decision.with(|d| path_layer(g.state(), d, picked, hover))).into_any(),
            }
        }}
        {move || session.picks.provinces.get().then(|| session.game.with(|g| province_layer(g.state(), lang)))}
    }
}

/// The switch that shows the province levels.
pub fn tools(session: Session, lang: Language) -> impl IntoView {
    move || {
        session.game.with(|g| g.state().domain.is_some()).then(|| view! {
        <div class="map-tools map-tools-domain">
            <label class="inline"><input type="checkbox" data-testid="provinces-overlay" prop:checked=move || session.picks.provinces.get()
                on:change=move |ev| session.picks.provinces.set(event_target_checked(&ev)) />{lang.text("map-province-levels")}</label>
        </div>
    })
    }
}

/// The domain war's marks (RULES §8).
pub fn swatches() -> impl IntoView {
    let reach = view! {
        <g><polygon class="reach" points="17,-10 17,10 0,20 -17,10 -17,-10 0,-20" /><text class="reach-cost" y="5">"2"</text></g>
    };
    let forced = view! {
        <g><polygon class="reach reach-forced" points="17,-10 17,10 0,20 -17,10 -17,-10 0,-20" /><text class="reach-cost forced" y="5">"5"</text></g>
    };
    view! {
        {road_swatch()}
        {swatch(reach.into_any(), "map-legend-reach")}
        {swatch(forced.into_any(), "map-legend-forced")}
        {swatch(view! { <g><line class="march-path" x1="-16" y1="6" x2="0" y2="0" /><line class="march-path forced" x1="0" y1="0" x2="16" y2="-6" /></g> }.into_any(), "map-legend-march-path")}
        {swatch(view! { <line class="march-planned" style="stroke:#555" x1="-16" y1="6" x2="16" y2="-6" /> }.into_any(), "map-legend-march-planned")}
        {swatch(view! { <g class="occupied-mark"><path d="M-6,8 v-20 l12,5 l-12,5" style="fill:#c0392b" /></g> }.into_any(), "map-legend-occupied")}
        {swatch(view! { <g class="pillaged-mark"><path d=FLAME /><text x="9" y="5">"2"</text></g> }.into_any(), "map-legend-pillaged")}
    }
}
