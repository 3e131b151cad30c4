//! The final standings once the campaign has ended (`WIN-7`, `OPT-SCORE`), might by source.

use super::rule_tags::RuleTag;
use crate::engine::scoring::standings;
use crate::engine::state::Phase;
use crate::message;
use crate::ui::language::use_language;
use crate::ui::session::Session;
use crate::words::message::Arg;
use leptos::prelude::*;

/// The final table: each kingdom's place, total and might by source ("battles 2 · towns 9
/// (capital, 1 city, 1 fortress, 2 villages) · armies 5").
#[component]
pub fn Standings(session: Session) -> impl IntoView {
    let lang = use_language();
    move || {
        session.game.with(|g| {
            let s = g.state();
            (s.phase == Phase::Ended).then(|| {
                let rows = standings(s)
                    .into_iter()
                    .map(|(place, m)| {
                        let k = s.kingdom(m.kingdom);
                        let colour = k.map_or_else(String::new, |k| k.colour.clone());
                        let name = s.kingdom_name(m.kingdom).to_string();
                        let sources = m.by_source();
                        view! {
                            <tr class:winner=place == 1>
                                <td class="place">{place}</td>
                                <td>
                                    <span class="kname"><span class="swatch" style=format!("background:{colour}") />{name}</span>
                                    <span class="sources">{move || lang.say(&sources)}</span>
                                </td>
                                <td class="total"><strong>{m.total()}</strong></td>
                            </tr>
                        }
                    })
                    .collect_view();
                view! {
                    <section class="card standings" data-testid="standings">
                        <h2>{lang.t("p-standings-title")}<RuleTag id="OPT-SCORE" /></h2>
                        <table>
                            <thead><tr><th></th><th>{lang.t("p-standings-by-source")}</th><th>{lang.t("p-standings-might")}</th></tr></thead>
                            <tbody>{rows}</tbody>
                        </table>
                        <p class="muted">{lang.t("p-standings-ties")}</p>
                    </section>
                }
            })
        })
    }
}

/// The end of the campaign as the table sees it (`WIN-7`, `OPT-SCORE`): the winner named
/// over the map, the first three on a podium with their might by source; dismissed to see
/// the map, while the side card keeps the whole table.
#[component]
pub fn Ending(session: Session) -> impl IntoView {
    let lang = use_language();
    let shown = RwSignal::new(true);
    move || {
        session.game.with(|g| {
            let s = g.state();
            (s.phase == Phase::Ended && shown.get()).then(|| {
                let ranked = standings(s);
                let first: Vec<String> = ranked
                    .iter()
                    .filter(|(place, _)| *place == 1)
                    .map(|(_, m)| s.kingdom_name(m.kingdom).to_string())
                    .collect();
                let best = ranked.first().map_or(0, |(_, m)| m.total());
                let headline = match first.as_slice() {
                    [one] => message!("p-standings-wins", name = one.as_str()),
                    many => {
                        let names = many
                            .iter()
                            .map(|n| Arg::from(n.as_str()))
                            .reduce(|a, b| message!("p-standings-and", a = a, b = b).into())
                            .unwrap_or_else(|| "".into());
                        message!("p-standings-tie", names = names)
                    }
                };
                let podium = ranked
                    .iter()
                    .take(3)
                    .map(|(place, m)| {
                        let colour = s.kingdom(m.kingdom).map_or_else(String::new, |k| k.colour.clone());
                        let sources = m.by_source();
                        view! {
                            <li class=format!("step place-{place}")>
                                <span class="who">{s.kingdom_name(m.kingdom).to_string()}</span>
                                <span class="total">{m.total()}</span>
                                <span class="block" style=format!("background:{colour}")>{*place}</span>
                                <span class="sources">{move || lang.say(&sources)}</span>
                            </li>
                        }
                    })
                    .collect_view();
                view! {
                    <section class="card moment ending" data-testid="ending" role="status">
                        <p class="moment-kind">{lang.t("p-standings-over")}</p>
                        <h2 class="moment-headline">{lang.say(&headline)}</h2>
                        <p class="moment-score">{lang.say(&message!("p-standings-score", might = best))}</p>
                        <ol class="podium">{podium}</ol>
                        <button data-testid="dismiss-ending" on:click=move |_| shown.set(false)>{lang.t("p-standings-see-map")}</button>
                    </section>
                }
            })
        })
    }
}
