//! The loyalty journal (`LOY-9`): every change of a tile's loyalty, with its old and new
//! value, rule and cause, filterable by tile, kingdom and rule.

use crate::engine::chronicle::Teller;
use crate::engine::game::When;
use crate::engine::view::loyalty::journal;
use crate::engine::{KingdomId, Map};
use crate::message;
use crate::ui::language::use_language;
use crate::ui::session::Session;
use crate::words::message::Message;
use leptos::prelude::*;

/// "Y1 M6" or "Y1 winter": the journal's column is narrow.
fn short_when(when: When) -> Message {
    match when {
        When::Month { year, month } => message!("chron-journal-month", year = year, month = month),
        When::Winter { year } => message!("chron-journal-winter", year = year),
        other => other.label(),
    }
}

#[component]
pub fn Journal(session: Session) -> impl IntoView {
    let lang = use_language();
    let tile = RwSignal::new(String::new());
    let kingdom = RwSignal::new(None::<KingdomId>);
    let rule = RwSignal::new(String::new());
    let kingdoms = session.game.with_untracked(|g| {
        g.state().kingdom_ids().map(|k| (k, g.state().kingdom_name(k).to_string())).collect::<Vec<_>>()
    });
    let rows = move || {
        let (tile, kingdom, rule) = (tile.get().trim().to_ascii_uppercase(), kingdom.get(), rule.get());
        session.game.with(|g| {
            let entries = g.chronicle();
            let teller = Teller::new(g, &entries);
            journal(&teller, &entries)
                .into_iter()
                .filter(|r| tile.is_empty() || Map::label(r.hex) == tile)
                .filter(|r| kingdom.is_none_or(|k| r.kingdom == k))
                .filter(|r| rule.is_empty() || r.rule == rule)
                .map(|r| {
                    let name = g.state().kingdom_name(r.kingdom).to_string();
                    let colour = g.state().kingdom(r.kingdom).map_or_else(String::new, |k| k.colour.clone());
                    (r, name, colour)
                })
                .collect::<Vec<_>>()
        })
    };
    view! {
        <details class="card journal" data-testid="journal">
            <summary><h2>{lang.text("chron-journal-title")}</h2></summary>
            <div class="row filters">
                <label>{lang.text("chron-journal-tile")}<input type="text" size="4" placeholder="C4" data-testid="journal-tile"
                    prop:value=move || tile.get() on:input=move |ev| tile.set(event_target_value(&ev)) /></label>
                <label>{lang.text("chron-journal-kingdom")}
                    <select data-testid="journal-kingdom" on:change=move |ev| kingdom.set(event_target_value(&ev).parse::<u8>().ok().map(KingdomId))>
                        <option value="">{lang.text("chron-journal-all")}</option>
                        {kingdoms.into_iter().map(|(k, n)| view! { <option value=k.0.to_string()>{n}</option> }).collect_view()}
                    </select>
                </label>
                <label>{lang.text("chron-journal-rule")}
                    <select data-testid="journal-rule" on:change=move |ev| rule.set(event_target_value(&ev))>
                        <option value="">{lang.text("chron-journal-all")}</option>
                        <option value="LOY-9">{lang.text("chron-journal-changes")}</option>
                        <option value="LOY-2">{lang.text("chron-journal-floor")}</option>
                    </select>
                </label>
            </div>
            {move || {
                let rows = rows();
                if rows.is_empty() {
                    return view! { <p class="muted">{lang.t("chron-journal-none")}</p> }.into_any();
                }
                view! {
                    <div class="table-scroll">
                        <table data-testid="journal-table">
                            <thead><tr>
                                <th>{lang.t("chron-journal-when")}</th><th>{lang.t("chron-journal-tile")}</th>
                                <th>{lang.t("chron-journal-kingdom")}</th><th>{lang.t("chron-journal-old-new")}</th>
                                <th>{lang.t("chron-journal-rule")}</th><th>{lang.t("chron-journal-cause")}</th>
                            </tr></thead>
                            <tbody>
                                {rows.into_iter().rev().map(|(r, name, colour)| view! {
                                    <tr>
                                        <td class="when">{lang.say(&short_when(r.when))}</td>
                                        <td>{Map::label(r.hex)}</td>
                                        <td><span class="swatch" style=format!("background:{colour}") />{name}</td>
                                        <td class="num">{format!("{} → {}", r.old, r.new)}</td>
                                        <td>{r.rule}</td>
                                        <td>{lang.say(&r.cause)}</td>
                                    </tr>
                                }).collect_view()}
                            </tbody>
                        </table>
                    </div>
                }.into_any()
            }}
        </details>
    }
}
