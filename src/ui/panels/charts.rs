//! Each kingdom over the campaign: might, tiles, settlements, armies or gold, one line a
//! kingdom in its colour, a point at the start of each month and winter, and one for now
//! (`report::growth`).

use crate::engine::report::{growth, Figures};
use crate::ui::session::Session;
use leptos::prelude::*;

#[derive(Clone, Copy, PartialEq, Eq)]
enum Measure {
    Might,
    Tiles,
    Settlements,
    Armies,
    Gold,
}

impl Measure {
    const ALL: [Measure; 5] = [Measure::Might, Measure::Tiles, Measure::Settlements, Measure::Armies, Measure::Gold];

    fn name(self) -> &'static str {
        match self {
            Measure::Might => "Might",
            Measure::Tiles => "Tiles",
            Measure::Settlements => "Towns",
            Measure::Armies => "Armies",
            Measure::Gold => "Gold",
        }
    }

    fn of(self, f: &Figures) -> u32 {
        match self {
            Measure::Might => f.might,
            Measure::Tiles => f.tiles,
            Measure::Settlements => f.settlements,
            Measure::Armies => f.armies,
            Measure::Gold => f.gold,
        }
    }
}

const WIDTH: f64 = 340.0;
const HEIGHT: f64 = 170.0;
const LEFT: f64 = 30.0;
const BOTTOM: f64 = 22.0;

/// The chart: x the seasons then now, y from 0 to the highest value.
fn chart(points: &[(String, Vec<Figures>)], colours: &[String], measure: Measure) -> impl IntoView {
    let top = points.iter().flat_map(|(_, fs)| fs.iter().map(|f| measure.of(f))).max().unwrap_or(0).max(1);
    let n = points.len().max(2) - 1;
    let x = move |i: usize| LEFT + (WIDTH - LEFT - 8.0) * i as f64 / n as f64;
    let y = move |v: u32| 8.0 + (HEIGHT - BOTTOM - 8.0) * (1.0 - f64::from(v) / f64::from(top));
    let lines = colours
        .iter()
        .enumerate()
        .map(|(k, colour)| {
            let values: Vec<u32> = points.iter().map(|(_, fs)| fs.get(k).map_or(0, |f| measure.of(f))).collect();
            let line: Vec<String> =
                values.iter().enumerate().map(|(i, v)| format!("{:.1},{:.1}", x(i), y(*v))).collect();
            let dots = values
                .iter()
                .enumerate()
                .map(|(i, v)| {
                    view! {
                        <circle cx=format!("{:.1}", x(i)) cy=format!("{:.1}", y(*v)) r="3.2" fill=colour.clone()
                            data-testid=format!("point-{k}-{i}") data-value=v.to_string()>
                            <title>{format!("{}: {v}", points[i].0)}</title>
                        </circle>
                    }
                })
                .collect_view();
            view! {
                <g class="series">
                    <polyline points=line.join(" ") stroke=colour.clone() />
                    {dots}
                </g>
            }
        })
        .collect_view();
    let first = points.first().map(|(w, _)| w.clone()).unwrap_or_default();
    let label = format!("{} of each kingdom from {first} to now", measure.name());
    view! {
        <svg class="chart" viewBox=format!("0 0 {WIDTH} {HEIGHT}") role="img" aria-label=label>
            <line class="axis" x1=LEFT y1=HEIGHT - BOTTOM x2=WIDTH - 4.0 y2=HEIGHT - BOTTOM />
            <line class="axis" x1=LEFT y1="6" x2=LEFT y2=HEIGHT - BOTTOM />
            <text class="tick" x=LEFT - 4.0 y="14" text-anchor="end">{top}</text>
            <text class="tick" x=LEFT - 4.0 y=HEIGHT - BOTTOM text-anchor="end">"0"</text>
            <text class="tick" x=LEFT y=HEIGHT - 6.0>{first}</text>
            <text class="tick" x=WIDTH - 4.0 y=HEIGHT - 6.0 text-anchor="end">"now"</text>
            {lines}
        </svg>
    }
}

#[component]
pub fn Charts(session: Session) -> impl IntoView {
    let open = RwSignal::new(false);
    let measure = RwSignal::new(Measure::Might);
    let seasons = Memo::new(move |_| session.game.with(|g| g.seasons()));
    // The seasons' figures are worked out again only when a season begins or is undone,
    // and only while the charts are open; now's point follows every move.
    let past = Memo::new(move |_| {
        if !open.get() {
            return Vec::new();
        }
        seasons.track();
        session.game.with_untracked(growth)
    });
    let now = Memo::new(move |_| {
        session.game.with(|g| {
            let s = g.state();
            s.kingdom_ids().map(|k| Figures::of(s, k)).collect::<Vec<_>>()
        })
    });
    let colours =
        session.game.with_untracked(|g| g.state().kingdoms.iter().map(|k| k.colour.clone()).collect::<Vec<_>>());
    let names = session.game.with_untracked(|g| g.state().kingdoms.iter().map(|k| k.name.clone()).collect::<Vec<_>>());
    let body = move || {
        open.get().then(|| {
            let mut points: Vec<(String, Vec<Figures>)> =
                past.get().into_iter().map(|(when, fs)| (when.label(), fs)).collect();
            points.push(("now".to_string(), now.get()));
            let chosen = measure.get();
            view! {
                <div class="kinds" role="radiogroup" aria-label="What the chart shows">
                    {Measure::ALL.map(|m| view! {
                        <button class="kind" role="radio" class:chosen=move || measure.get() == m
                            aria-checked=move || (measure.get() == m).to_string() data-testid=format!("chart-{}", m.name().to_lowercase())
                            on:click=move |_| measure.set(m)>{m.name()}</button>
                    })}
                </div>
                {chart(&points, &colours, chosen)}
                <ul class="chart-key">
                    {names.iter().zip(&colours).map(|(n, c)| view! {
                        <li><span class="swatch" style=format!("background:{c}") />{n.clone()}</li>
                    }).collect_view()}
                </ul>
            }
        })
    };
    view! {
        <section class="card charts" data-testid="charts">
            <h2>"Over the campaign"
                <button class="ghost" data-testid="charts-toggle" aria-expanded=move || open.get().to_string()
                    on:click=move |_| open.update(|o| *o = !*o)>{move || if open.get() { "Hide" } else { "Show" }}</button>
            </h2>
            {body}
        </section>
    }
}
