//! Each kingdom at a glance, in player order once it is known.

use crate::engine::report::Figures;
use crate::message;
use crate::ui::language::use_language;
use crate::ui::map::emblem;
use crate::ui::module_ui::modules_ui;
use crate::ui::session::Session;
use leptos::prelude::*;

#[component]
pub fn Kingdoms(session: Session) -> impl IntoView {
    let (lang, modules) = (use_language(), modules_ui());
    // A memo: the table redraws only when a figure in it changed (or the language), not at
    // every command.
    let rows = Memo::new(move |_| {
        session.game.with(|g| {
            let s = g.state();
            let order: Vec<_> =
                if s.player_order.is_empty() { s.kingdom_ids().collect() } else { s.player_order.clone() };
            order
                .into_iter()
                .filter_map(|k| {
                    let kingdom = s.kingdom(k)?;
                    // OPT-SCORE's might as it stands, so the table knows who is ahead.
                    let Figures { tiles, settlements, armies, might, gold, food, .. } = Figures::of(s, k);
                    // The rows stand in player order; the place is told on the name's hover.
                    let place = s
                        .player_order
                        .iter()
                        .position(|x| *x == k)
                        .map(|p| lang.say(&message!("p-kingdoms-place", place = p + 1)));
                    let stores = format!("{gold} · {food}");
                    let spoils = modules.iter().find_map(|m| m.stores_note(lang, g, k));
                    let name = match &kingdom.race {
                        Some(race) => format!("{} ({race})", kingdom.name),
                        None => kingdom.name.clone(),
                    };
                    Some((k, place, name, kingdom.colour.clone(), tiles, settlements, armies, stores, spoils, might))
                })
                .collect::<Vec<_>>()
        })
    });
    view! {
        <section class="card kingdoms" data-testid="kingdoms">
            <h2>{lang.text("p-kingdoms-title")}</h2>
            <table>
                <thead><tr><th title=lang.text("p-kingdoms-kingdom-title")>{lang.text("p-kingdoms-kingdom")}</th>
                    <th class="upright" title=lang.text("p-kingdoms-tiles-title")>{lang.text("p-kingdoms-tiles")}</th>
                    <th class="upright" title=lang.text("p-kingdoms-towns-title")>{lang.text("p-kingdoms-towns")}</th><th class="upright">{lang.text("p-kingdoms-armies")}</th>
                    <th class="upright stores" title=lang.text("p-kingdoms-stores-title")>{lang.text("p-kingdoms-stores")}</th>
                    <th class="upright might" title=lang.text("p-kingdoms-might-title")>{lang.text("p-kingdoms-might")}</th></tr></thead>
                <tbody>
                    {move || rows.get().into_iter().map(|(k, place, name, colour, tiles, towns, armies, stores, spoils, might)| view! {
                        <tr>
                            // The kingdom's emblem in its colour: told apart with or without colour.
                            <td><span class="kname" title=place>
                                <svg class="emblem-key" viewBox="-8 -8 16 16" width="20" height="20" aria-hidden="true">
                                    <circle r="7.6" fill=colour /><path class="emblem" d=emblem(k) />
                                </svg>
                                <span>{name}</span></span></td>
                            <td>{tiles}</td><td>{towns}</td><td>{armies}</td>
                            <td>{stores}{spoils.map(|s| view! { <span class="spoils" data-testid="spoils">{s}</span> })}</td>
                            <td class="might" data-testid="might">{might}</td>
                        </tr>
                    }).collect_view()}
                </tbody>
            </table>
        </section>
    }
}
