//! The map legend: every mark the map uses, drawn with the same shapes.

use super::shapes::settlement_path;
use crate::engine::SettlementKind;
use crate::ui::language::use_language;
use crate::ui::module_ui::modules_ui;
use crate::ui::session::Session;
use leptos::prelude::*;

/// A mark and what it means: message `label` (`map-legend-…`).
pub(crate) fn swatch(body: AnyView, label: &'static str) -> impl IntoView {
    let lang = use_language();
    view! {
        <li>
            <svg viewBox="-20 -20 40 40" width="30" height="30" aria-hidden="true">{body}</svg>
            <span>{lang.text(label)}</span>
        </li>
    }
}

pub(crate) fn hex(fill: &'static str) -> AnyView {
    view! { <polygon points="17,-10 17,10 0,20 -17,10 -17,-10 0,-20" fill=fill stroke="#6b6b5f" stroke-width="1" /> }
        .into_any()
}

/// Open from the start where the map has room for it beside its tiles.
fn roomy_screen() -> bool {
    web_sys::window().and_then(|w| w.inner_width().ok()).and_then(|v| v.as_f64()).is_some_and(|w| w >= 1500.0)
}

pub(crate) fn road_swatch() -> impl IntoView {
    swatch(
        view! { <g><line class="road-bed" x1="-16" y1="6" x2="16" y2="-6" /><line class="road" x1="-16" y1="6" x2="16" y2="-6" /></g> }.into_any(),
        "map-legend-road",
    )
}

pub(crate) fn winter_zone_swatch() -> impl IntoView {
    swatch(
        view! { <g>{hex("#d9dfae")}<polygon class="winter-zone" points="17,-10 17,10 0,20 -17,10 -17,-10 0,-20" /></g> }.into_any(),
        "map-legend-winter-zone",
    )
}

/// The map's own marks, the same in the editor and in a campaign.
fn terrain_swatches() -> impl IntoView {
    view! {
                {swatch(hex("#d9dfae"), "map-legend-land")}
                {swatch(hex("url(#water)"), "map-legend-open-water")}
                {swatch(hex("url(#marsh)"), "map-legend-marsh")}
                {swatch(view! { <line class="side side-water" x1="-16" y1="0" x2="16" y2="0" /> }.into_any(), "map-legend-water-edge")}
                {swatch(view! { <g><line class="side side-forest" x1="-16" y1="0" x2="16" y2="0" /><line class="side side-forest-core" x1="-16" y1="0" x2="16" y2="0" /></g> }.into_any(), "map-legend-forest-edge")}
                {swatch(view! { <g><line class="side side-mountain" x1="-16" y1="0" x2="16" y2="0" /><line class="side side-mountain-core" x1="-16" y1="0" x2="16" y2="0" /></g> }.into_any(), "map-legend-mountain-edge")}
                {swatch(view! { <line class="river" x1="-16" y1="6" x2="16" y2="-6" /> }.into_any(), "map-legend-river")}
                {swatch(view! { <g>{hex("#d9dfae")}<circle class="start-ring" r="11" /></g> }.into_any(), "map-legend-starting-tile")}
    }
}

/// `editor`: only the map's own marks (terrain, sides, rivers, roads, winter zones).
#[component]
pub fn Legend(#[prop(optional)] session: Option<Session>, #[prop(optional)] editor: bool) -> impl IntoView {
    let lang = use_language();
    let settlement = |kind| view! { <path d=settlement_path(kind) fill="#9e9e9e" /> }.into_any();
    let play = (!editor).then(|| view! {
                {swatch(view! { <g>{hex("#d9dfae")}<polygon class="fog" points="17,-10 17,10 0,20 -17,10 -17,-10 0,-20" /></g> }.into_any(), "map-legend-unexplored")}
                {swatch(settlement(SettlementKind::Village), "map-legend-village")}
                {swatch(settlement(SettlementKind::City), "map-legend-city")}
                {swatch(settlement(SettlementKind::Fortress), "map-legend-fortress")}
                {swatch(view! { <path class="capital-star" d="M0,-9 L2.6,-2.8 L9,-2.8 L3.8,1.2 L5.8,7.6 L0,3.7 L-5.8,7.6 L-3.8,1.2 L-9,-2.8 L-2.6,-2.8 Z" /> }.into_any(), "map-legend-capital")}
                {swatch(view! { <g class="token army upright"><rect x="-15" y="-10" width="30" height="20" rx="4" fill="#9e9e9e" /></g> }.into_any(), "map-legend-army-upright")}
                {swatch(view! { <g class="token army on-side" transform="rotate(90)"><rect x="-15" y="-10" width="30" height="20" rx="4" fill="#9e9e9e" /></g> }.into_any(), "map-legend-army-on-side")}
                {swatch(view! { <polygon class="legal" points="15,-9 15,9 0,17 -15,9 -15,-9 0,-17" /> }.into_any(), "map-legend-choose-here")}
                {swatch(view! { <polygon class="move-target" points="15,-9 15,9 0,17 -15,9 -15,-9 0,-17" /> }.into_any(), "map-legend-may-move-here")}
                {swatch(view! { <line class="order-arrow" x1="-14" y1="8" x2="8" y2="-6" marker-end="url(#arrowhead)" /> }.into_any(), "map-legend-move-order")}
                {swatch(view! { <g class="order-badge"><circle r="8" /><text y="4">{lang.text("map-letter-defend")}</text></g> }.into_any(), "map-legend-defend")}
    });
    view! {
        <details class="legend" open=roomy_screen()>
            <summary>{lang.text("map-legend")}</summary>
            <ul>
                {terrain_swatches()}
                {play}
                {editor.then(|| view! { {road_swatch()} {winter_zone_swatch()} })}
                {session.map(|s| {
                    let modules = modules_ui();
                    s.game.with_untracked(|g| modules.iter().filter_map(|m| m.legend(g.state())).collect_view())
                })}
            </ul>
        </details>
    }
}
