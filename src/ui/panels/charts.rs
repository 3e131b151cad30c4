//! Each kingdom over the campaign: might, tiles, settlements, armies or gold, one line a
//! kingdom in its colour, a point at the start of each month and winter, and one for now
//! (`report::growth`).

use crate::engine::report::{growth, Figures};
use crate::ui::chart::{self, Measure};
use crate::ui::language::use_language;
use crate::ui::session::Session;
use leptos::prelude::*;

#[component]
pub fn Charts(session: Session) -> impl IntoView {
    let lang = use_language();
    let open = RwSignal::new(false);
    let measure = RwSignal::new(Measure::Might);
    // Nothing is worked out while the charts are closed: the moves stay as quick as before.
    let seasons = Memo::new(move |_| if open.get() { session.game.with(|g| g.seasons()) } else { Vec::new() });
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
        if !open.get() {
            return Vec::new();
        }
        session.game.with(|g| {
            let s = g.state();
            s.kingdom_ids().map(|k| Figures::of(s, k)).collect::<Vec<_>>()
        })
    });
    let kept: Vec<Measure> = session.game.with_untracked(|g| Measure::all(g.state()));
    let colours =
        session.game.with_untracked(|g| g.state().kingdoms.iter().map(|k| k.colour.clone()).collect::<Vec<_>>());
    let names = session.game.with_untracked(|g| g.state().kingdoms.iter().map(|k| k.name.clone()).collect::<Vec<_>>());
    let body = move || {
        open.get().then(|| {
            let mut points: Vec<(String, Vec<Figures>)> =
                past.get().into_iter().map(|(when, fs)| (lang.say(&when.label()), fs)).collect();
            points.push((lang.t("p-charts-now"), now.get()));
            let chosen = measure.get();
            view! {
                <div class="kinds" role="radiogroup" aria-label=lang.t("p-charts-kinds")>
                    {kept.iter().copied().map(|m| view! {
                        <button class="kind" role="radio" class:chosen=move || measure.get() == m
                            aria-checked=move || (measure.get() == m).to_string() data-testid=format!("chart-{}", m.name().to_ascii_lowercase())
                            on:click=move |_| measure.set(m)>{lang.say(&m.word())}</button>
                    }).collect_view()}
                </div>
                <div class="chart-box" inner_html=chart::svg(lang.code(), &points, &colours, chosen) />
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
            <h2>{lang.text("p-charts-title")}
                <button class="ghost" data-testid="charts-toggle" aria-expanded=move || open.get().to_string()
                    on:click=move |_| open.update(|o| *o = !*o)>{move || lang.t(if open.get() { "p-charts-hide" } else { "p-charts-show" })}</button>
            </h2>
            {body}
        </section>
    }
}
