//! The loyalty module on the map (RULES §7): devastated and rebel provinces with the
//! months they have left, a kingdom's loyalty as a heat map with supply-limit pips, the
//! supply line of the picked army, and where a retreat may land, each spot named by the
//! clause of `LOY-4` that allows it.

use crate::engine::loyalty::{
    Clause, LoyaltyDecision, RetreatChoice, Spot, REBEL_MONTHS, RECOVERY_MONTHS, UNSUPPLIED_MONTHS,
};
use crate::engine::map::Map;
use crate::engine::state::{State, TokenId};
use crate::engine::view;
use crate::engine::{Decision, DecisionKind, Hex, KingdomId, Terrain};
use crate::message;
use crate::ui::language::Language;
use crate::ui::map::layout::{center, hex_path, segment_path};
use crate::ui::map::legend::{hex, swatch, winter_zone_swatch};
use crate::ui::session::Session;
use crate::words::message::Message;
use leptos::prelude::*;

/// Loyalty 0–6 as a colour from red (0) through amber to green (6).
fn heat(loyalty: u8) -> &'static str {
    ["#b71c1c", "#e53935", "#fb8c00", "#fdd835", "#c0ca33", "#7cb342", "#2e7d32"][usize::from(loyalty.min(6))]
}

/// Devastated tiles (hatched, with the months until they recover) and rebel tiles (a
/// raised fist of a flag), always shown while the module is on.
pub fn module_marks(state: &State, lang: Language) -> impl IntoView {
    let mut devastated = String::new();
    let mut rebel = String::new();
    let mut notes = Vec::new();
    for (i, tile) in state.tiles.iter().enumerate() {
        let Some(l) = &tile.loyalty else { continue };
        let hex = state.map.hex_of_index(i);
        let (x, y) = center(hex);
        if let Some(n) = l.devastated {
            hex_path(hex, 0.93, &mut devastated);
            let left = RECOVERY_MONTHS.saturating_sub(n);
            notes.push(view! {
                <text class="ruin-note" x=format!("{:.1}", x) y=format!("{:.1}", y + 38.0)>{lang.t_with("map-ruin", &[("left", left.into())])}</text>
            });
        }
        if l.rebel {
            hex_path(hex, 0.93, &mut rebel);
            notes.push(view! {
                <text class="rebel-note" x=format!("{:.1}", x) y=format!("{:.1}", y + 38.0)>{lang.t("map-rebel")}</text>
            });
        }
    }
    view! {
        <g class="layer-loyalty-marks" data-testid="loyalty-marks">
            <path class="devastated" d=devastated />
            <path class="rebel" d=rebel />
            {notes}
        </g>
    }
}

/// `LOY-3`, `LOY-7`: `kingdom`'s loyalty on every explored land tile, as a colour and a
/// number, with one pip for each army the tile supports.
pub fn heat_map(state: &State, kingdom: KingdomId) -> impl IntoView {
    let mut layers: Vec<String> = vec![String::new(); 7];
    let mut marks = Vec::new();
    for (i, t) in state.tiles.iter().enumerate() {
        let hex = state.map.hex_of_index(i);
        if !t.explored || state.map.terrain(hex) == Some(Terrain::OpenWater) {
            continue;
        }
        let l = state.loyalty_of(hex, kingdom);
        hex_path(hex, 0.86, &mut layers[usize::from(l)]);
        let (x, y) = center(hex);
        let pips = view::loyalty::supply_limit_at(state, hex, kingdom);
        let pips = (0..pips).map(|p| {
            let px = x - 8.0 * (pips as f64 - 1.0) / 2.0 + 8.0 * p as f64;
            view! { <circle class="limit-pip" cx=format!("{px:.1}") cy=format!("{:.1}", y - 2.0) r="2.6" /> }
        });
        marks.push(view! {
            <g class="loyalty-value" data-testid=format!("loyalty-{}", Map::label(hex))>
                <text class="loyalty-number" x=format!("{x:.1}") y=format!("{:.1}", y - 8.0)>{l}</text>
                {pips.collect_view()}
            </g>
        });
    }
    let fills = layers
        .into_iter()
        .enumerate()
        .filter(|(_, d)| !d.is_empty())
        .map(|(l, d)| view! { <path class="heat" d=d fill=heat(l as u8) /> })
        .collect_view();
    view! { <g class="layer-heat" data-testid="loyalty-overlay">{fills}{marks}</g> }
}

/// `LOY-8`: the supply line of `army`, from its tile to the nearest loyal tile; or, out of
/// supply, a red ring around it.
pub fn supply_line(state: &State, army: TokenId) -> Option<AnyView> {
    let a = state.armies.get(&army)?;
    state.loyalty.as_ref()?;
    let line = view::loyalty::supply_line(state, army);
    if line.is_empty() {
        let mut d = String::new();
        hex_path(a.hex, 0.7, &mut d);
        return Some(view! { <path class="supply-cut" d=d data-testid="supply-cut" /> }.into_any());
    }
    let mut d = String::new();
    if let [home] = line.as_slice() {
        // It stands on a loyal tile, its own hub: a green ring.
        hex_path(*home, 0.7, &mut d);
        return Some(view! { <path class="supply-home" d=d data-testid="supply-line" /> }.into_any());
    }
    for pair in line.windows(2) {
        segment_path(center(pair[0]), center(pair[1]), &mut d);
    }
    Some(view! { <path class="supply-line" d=d data-testid="supply-line" /> }.into_any())
}

/// Out-of-supply and rebel-tile counts on each army that has them: how many month-ends it
/// has left.
pub fn army_warnings(state: &State, lang: Language) -> impl IntoView {
    let Some(module) = state.loyalty.as_ref() else { return ().into_any() };
    let cut_off = view::loyalty::unsupplied(state);
    let marks = state
        .armies
        .iter()
        .filter_map(|(id, a)| {
            let unsupplied = cut_off
                .contains(id)
                .then(|| UNSUPPLIED_MONTHS.saturating_sub(module.unsupplied.get(id).copied().unwrap_or(0)));
            let rebel = module.in_rebel.get(id).map(|n| REBEL_MONTHS - n);
            let left = match (unsupplied, rebel) {
                (Some(u), Some(r)) => u.min(r),
                (Some(u), None) => u,
                (None, Some(r)) => r,
                (None, None) => return None,
            };
            Some((*id, a.hex, left))
        })
        .map(|(id, hex, left)| {
            let (x, y) = center(hex);
            view! {
                <g class="supply-warning" data-testid=format!("unsupplied-{id}")
                    transform=format!("translate({:.1},{:.1})", x + 24.0, y + 2.0)>
                    <title>{lang.say(&message!("map-unsupplied", id = id, left = left))}</title>
                    <circle r="9" />
                    <text y="4">{format!("{left}")}</text>
                </g>
            }
        })
        .collect_view();
    view! { <g class="layer-supply-warnings">{marks}</g> }.into_any()
}

/// What a retreat spot's clause says, for the map and the buttons.
pub fn spot_message(state: &State, spot: &Spot) -> Message {
    match spot.clause {
        Clause::ShipRetreat => message!("map-spot-ship-retreat"),
        Clause::Stop => message!("map-spot-stop"),
        Clause::Through => match spot.via {
            Some(v) if state.devastated(v) => message!("map-spot-through-devastated", tile = Map::label(v)),
            Some(v) => message!("map-spot-through-full", tile = Map::label(v)),
            None => message!("map-spot-through"),
        },
        Clause::Overfill => message!("map-spot-overfill"),
        Clause::Push => message!("map-spot-push"),
    }
}

fn spot_label(spot: &Spot, lang: Language) -> String {
    let rule = spot.clause.rule().trim_start_matches("LOY-");
    match spot.via {
        Some(v) => lang.t_with("map-spot-via", &[("rule", rule.into()), ("tile", Map::label(v).into())]),
        None => rule.to_string(),
    }
}

/// The spots the pending retreat or push may land on, each with the tile it leaves, and
/// whether they are pushes; only the picked token's when one is picked.
fn shown_spots(decision: &Decision, picked: Option<TokenId>) -> Option<(Vec<(Hex, Spot)>, bool)> {
    let DecisionKind::Loyalty(d) = &decision.kind else { return None };
    Some(match d {
        LoyaltyDecision::Retreat { choices } => {
            let shown: Vec<&RetreatChoice> = match choices.iter().find(|c| Some(c.token) == picked) {
                Some(c) => vec![c],
                None => choices.iter().collect(),
            };
            (shown.iter().flat_map(|c| c.spots.iter().map(|s| (c.from, *s))).collect(), false)
        }
        LoyaltyDecision::Push { hex, to, .. } => (to.iter().map(|s| (*hex, *s)).collect(), true),
    })
}

/// Where the pending retreat or push may land: a dashed line through the tile passed,
/// arrows for a push.
pub fn retreat_marks(decision: &Decision, picked: Option<TokenId>) -> impl IntoView {
    let Some((from_spots, arrows)) = shown_spots(decision, picked) else { return ().into_any() };
    let class = if arrows { "push-arrow" } else { "retreat-path" };
    let marks = from_spots
        .iter()
        .map(|(from, spot)| {
            // One path a spot, so each ends in its own arrowhead.
            let mut d = String::new();
            if let Some(v) = spot.via {
                segment_path(center(*from), center(v), &mut d);
            }
            segment_path(center(spot.via.unwrap_or(*from)), center(spot.to), &mut d);
            view! { <path class=class d=d marker-end="url(#arrowhead)" /> }
        })
        .collect_view();
    view! { <g class="layer-retreat">{marks}</g> }.into_any()
}

/// The clause of `LOY-4` that allows each spot, one label a tile (the clauses of several
/// tokens' spots joined), drawn above the legal tiles' ring so nothing covers it.
pub fn spot_labels(session: Session, lang: Language) -> impl IntoView {
    move || {
        let picked = session.picks.token.get();
        session.decision.with(|d| {
            let (spots, _) = shown_spots(d, picked)?;
            let mut labels: std::collections::BTreeMap<Hex, Vec<String>> = Default::default();
            for (_, spot) in &spots {
                let said = labels.entry(spot.to).or_default();
                let label = spot_label(spot, lang);
                if !said.contains(&label) {
                    said.push(label);
                }
            }
            let marks = labels
                .into_iter()
                .map(|(to, said)| {
                    let (x, y) = center(to);
                    view! {
                        <text class="spot-clause" data-testid=format!("spot-{}", Map::label(to))
                            x=format!("{x:.1}") y=format!("{:.1}", y + 27.0)>{said.join(" · ")}</text>
                    }
                })
                .collect_view();
            Some(view! { <g class="layer-spot-labels">{marks}</g> })
        })
    }
}

/// The module's marks below the tokens: devastation, rebellion and the winter zone, and
/// the loyalty of the kingdom the table chose to see.
pub fn marks_below(session: Session, lang: Language) -> impl IntoView {
    view! {
        {move || session.game.with(|g| g.state().loyalty.is_some().then(|| module_marks(g.state(), lang)))}
        {move || session.picks.overlay.get().map(|k| session.game.with(|g| heat_map(g.state(), k)))}
    }
}

/// The warnings on armies over a limit or out of supply, above the tokens.
pub fn warnings(session: Session, lang: Language) -> impl IntoView {
    move || session.game.with(|g| army_warnings(g.state(), lang))
}

/// `LOY-8`: the supply line of the picked army, or of the armies on the selected tile; and
/// the spots the picked token may retreat to (`LOY-4`).
pub fn lines(session: Session) -> impl IntoView {
    view! {
        {move || {
            let picked = session.picks.token.get();
            let at = session.picks.selected.get();
            session.game.with(|g| {
                let s = g.state();
                let armies: Vec<_> = match picked.filter(|t| s.armies.contains_key(t)) {
                    Some(t) => vec![t],
                    None => at.map(|h| s.armies_at(h).map(|(id, _)| id).collect()).unwrap_or_default(),
                };
                armies.into_iter().filter_map(|a| supply_line(s, a)).collect_view()
            })
        }}
        {move || { let picked = session.picks.token.get(); session.decision.with(|d| retreat_marks(d, picked)) }}
    }
}

/// The choice of whose loyalty the map shows.
pub fn tools(session: Session, lang: Language) -> impl IntoView {
    move || {
        session.game.with(|g| g.state().loyalty.is_some()).then(|| {
        let names: Vec<(u8, String)> = session.game.with_untracked(|g| {
            g.state().kingdoms.iter().enumerate().map(|(i, k)| (i as u8, k.name.clone())).collect()
        });
        view! {
            <div class="map-tools">
                <label>{lang.text("map-loyalty-of")}" "
                    <select data-testid="loyalty-overlay-select" on:change=move |ev| {
                        session.picks.overlay.set(event_target_value(&ev).parse::<u8>().ok().map(KingdomId));
                    }>
                        <option value="" selected=move || session.picks.overlay.get().is_none()>{lang.text("map-loyalty-off")}</option>
                        {names.into_iter().map(|(i, n)| view! {
                            <option value=i.to_string() selected=move || session.picks.overlay.get() == Some(KingdomId(i))>{n}</option>
                        }).collect_view()}
                    </select>
                </label>
            </div>
        }
    })
    }
}

/// The loyalty module's marks (RULES §7).
pub fn swatches() -> impl IntoView {
    let heat = view! {
        <g>
            <polygon points="17,-10 17,10 0,20 -17,10 -17,-10 0,-20" fill="#7cb342" fill-opacity=".55" stroke="#6b6b5f" />
            <text class="loyalty-number" y="-2">"5"</text>
            <circle class="limit-pip" cx="-4" cy="8" r="2.6" /><circle class="limit-pip" cx="4" cy="8" r="2.6" />
        </g>
    };
    view! {
        {swatch(heat.into_any(), "map-legend-loyalty")}
        {swatch(view! { <g>{hex("#d9dfae")}<polygon class="devastated" points="17,-10 17,10 0,20 -17,10 -17,-10 0,-20" /></g> }.into_any(), "map-legend-devastated")}
        {swatch(view! { <g>{hex("#d9dfae")}<polygon class="rebel" points="17,-10 17,10 0,20 -17,10 -17,-10 0,-20" /></g> }.into_any(), "map-legend-rebel")}
        {winter_zone_swatch()}
        {swatch(view! { <line class="supply-line" x1="-16" y1="8" x2="16" y2="-8" /> }.into_any(), "map-legend-supply-line")}
        {swatch(view! { <g class="supply-warning"><circle r="9" /><text y="4">"2"</text></g> }.into_any(), "map-legend-out-of-supply")}
        {swatch(view! { <text class="spot-clause" y="5">"4.3"</text> }.into_any(), "map-legend-retreat-spot")}
    }
}
