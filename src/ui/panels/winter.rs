//! The winter card (§6): where the winter stands, and each kingdom's gold, food, armies
//! and how many purchases it can afford now (`WIN-4`); printed, with its tiles and towns,
//! as the winter summary for the table.

use crate::engine::report::Figures;
use crate::engine::state::Phase;
use crate::engine::view;
use crate::engine::winter::WinterStep;
use crate::engine::Command;
use crate::ui::session::Session;
use leptos::prelude::*;

fn step_name(step: &WinterStep) -> &'static str {
    match step {
        WinterStep::RecallArmies { .. } | WinterStep::RecallShip { .. } => "Recall (WIN-1)",
        WinterStep::Tithe { .. } => "Tithes (WIN-3)",
        WinterStep::Build { .. } => "Building and recruiting (WIN-4)",
        WinterStep::Feed { .. } => "Feeding (WIN-5)",
        WinterStep::DeployTie | WinterStep::Deploy => "Deployment (WIN-6)",
    }
}

#[component]
pub fn WinterCard(session: Session) -> impl IntoView {
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
                            <td>{format!("{gold} · {food}")}</td>
                            <td>{if staged > 0 { format!("{armies} ({staged} off map)") } else { armies.to_string() }}</td>
                            <td>{buys}</td>
                        </tr>
                    })
                })
                .collect_view();
            Some(view! {
                <section class="card winter" data-testid="winter">
                    <h2>{format!("Winter of year {} · {}", s.calendar.year, step_name(&w.step))}</h2>
                    <p class="print-only">{g.setup().name.clone()}</p>
                    <table>
                        <thead><tr><th>"Kingdom"</th><th class="print-only">"Tiles"</th><th class="print-only">"Towns"</th>
                            <th>"Gold · food"</th><th>"Armies"</th>
                            <th title="Purchases it can afford now">"Buys"</th></tr></thead>
                        <tbody>{rows}</tbody>
                    </table>
                    <button class="ghost no-print" data-testid="print-winter"
                        on:click=move |_| { if let Some(w) = web_sys::window() { let _ = w.print(); } }>"🖶 Print the winter summary"</button>
                </section>
            })
        })
    }
}
