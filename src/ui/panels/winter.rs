//! The winter card (§6): where the winter stands, and each kingdom's gold, food, armies
//! and how many purchases it can afford now (`WIN-4`); printed, with its tiles and towns,
//! as the winter summary for the table.

use crate::engine::report::Figures;
use crate::engine::state::Phase;
use crate::engine::view;
use crate::engine::winter::WinterStep;
use crate::engine::Command;
use crate::message;
use crate::ui::language::use_language;
use crate::ui::session::Session;
use leptos::prelude::*;

/// The step's message id.
fn step_name(step: &WinterStep) -> &'static str {
    match step {
        WinterStep::RecallArmies { .. } | WinterStep::RecallShip { .. } => "p-winter-sum-recall",
        WinterStep::Tithe { .. } => "p-winter-sum-tithes",
        WinterStep::Build { .. } => "p-winter-sum-build",
        WinterStep::Feed { .. } => "p-winter-sum-feed",
        WinterStep::DeployTie | WinterStep::Deploy => "p-winter-sum-deploy",
    }
}

#[component]
pub fn WinterCard(session: Session) -> impl IntoView {
    let lang = use_language();
    move || {
        session.game.with(|g| {
            let s = g.state();
            let w = s.winter.as_ref().filter(|_| s.phase == Phase::Winter)?;
            let rows = s
                .player_order
                .iter()
                .filter_map(|k| {
                    let kingdom = s.kingdom(*k)?;
                    let armies = s.armies.values().filter(|a| a.kingdom == *k).count();
                    let buys = view::purchases(s, g.options(), *k)
                        .iter()
                        .filter(|c| matches!(c, Command::Buy { .. }))
                        .count();
                    let staged = view::staged(s, *k).len();
                    let colour = kingdom.colour.clone();
                    let name = kingdom.name.clone();
                    let (gold, food) = (kingdom.gold, kingdom.food);
                    let Figures { tiles, settlements, .. } = Figures::of(s, *k);
                    Some(view! {
                        <tr>
                            <td><span class="kname"><span class="swatch" style=format!("background:{colour}") />{name}</span></td>
                            <td class="print-only">{tiles}</td><td class="print-only">{settlements}</td>
                            <td class="stores">{format!("{gold} · {food}")}</td>
                            <td>{if staged > 0 { lang.say(&message!("p-winter-sum-off-map", armies = armies, staged = staged)) } else { armies.to_string() }}</td>
                            <td>{buys}</td>
                        </tr>
                    })
                })
                .collect_view();
            Some(view! {
                <section class="card winter" data-testid="winter">
                    <h2>{lang.say(&message!("p-winter-sum-title", year = s.calendar.year, step = message!(step_name(&w.step))))}</h2>
                    <p class="print-only">{g.setup().name.clone()}</p>
                    <table>
                        <thead><tr><th>{lang.t("p-winter-sum-kingdom")}</th><th class="print-only">{lang.t("p-winter-sum-tiles")}</th>
                            <th class="print-only">{lang.t("p-winter-sum-towns")}</th>
                            <th class="upright">{lang.t("p-winter-sum-stores")}</th><th class="upright">{lang.t("p-winter-sum-armies")}</th>
                            <th class="upright" title=lang.t("p-winter-sum-buys-title")>{lang.t("p-winter-sum-buys")}</th></tr></thead>
                        <tbody>{rows}</tbody>
                    </table>
                    <button class="ghost no-print" data-testid="print-winter"
                        on:click=move |_| { if let Some(w) = web_sys::window() { let _ = w.print(); } }>{lang.t("p-winter-sum-print")}</button>
                </section>
            })
        })
    }
}
