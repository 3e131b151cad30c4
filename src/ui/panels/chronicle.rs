//! The chronicle (`APP-4`) with a kingdom filter, and the dice tray of recent rolls.

use crate::engine::chronicle::{describe_entry, entry_kingdom, Teller};
use crate::engine::game::Entry;
use crate::engine::{Event, KingdomId};
use crate::ui::session::Session;
use leptos::prelude::*;

const DIE_FACES: [&str; 6] = ["⚀", "⚁", "⚂", "⚃", "⚄", "⚅"];

pub fn die(face: u8) -> String {
    DIE_FACES.get(usize::from(face).wrapping_sub(1)).map_or_else(|| face.to_string(), |s| s.to_string())
}

#[component]
pub fn DiceTray(session: Session) -> impl IntoView {
    let rolls = move || {
        session.game.with(|g| {
            let state = g.state();
            g.chronicle()
                .iter()
                .rev()
                .filter_map(|e| match e {
                    Entry::Event { event: Event::DiceRolled { purpose, by, faces }, .. } => Some((
                        by.map_or("Table".to_string(), |k| state.kingdom_name(k).to_string()),
                        by.and_then(|k| state.kingdom(k)).map_or("#777".to_string(), |k| k.colour.clone()),
                        faces.clone(),
                        format!("{} · {}", purpose.describe(), purpose.rule()),
                    )),
                    _ => None,
                })
                .take(8)
                .collect::<Vec<_>>()
        })
    };
    view! {
        <section class="card dice-tray" data-testid="dice-tray">
            <h2>"Dice"</h2>
            {move || {
                let rolls = rolls();
                if rolls.is_empty() {
                    view! { <p class="muted">"No dice rolled yet."</p> }.into_any()
                } else {
                    view! {
                        <ul>
                            {rolls.into_iter().map(|(who, colour, faces, why)| view! {
                                <li>
                                    <span class="swatch" style=format!("background:{colour}") />
                                    <span class="who">{who}</span>
                                    <span class="faces" aria-label={faces.iter().map(u8::to_string).collect::<Vec<_>>().join(", ")}>
                                        {faces.iter().map(|f| die(*f)).collect::<Vec<_>>().join(" ")}
                                    </span>
                                    <span class="why">{why}</span>
                                </li>
                            }).collect_view()}
                        </ul>
                    }.into_any()
                }
            }}
        </section>
    }
}

#[component]
pub fn Chronicle(session: Session) -> impl IntoView {
    let filter = RwSignal::new(None::<KingdomId>);
    let kingdoms = session.game.with_untracked(|g| {
        g.state().kingdom_ids().map(|k| (k, g.state().kingdom_name(k).to_string())).collect::<Vec<_>>()
    });
    let lines = move || {
        let only = filter.get();
        session.game.with(|g| {
            let entries = g.chronicle();
            let teller = Teller::new(g.state(), &entries);
            entries
                .iter()
                .filter(|e| only.is_none() || entry_kingdom(e) == only)
                .map(|e| {
                    let when = match e {
                        Entry::Event { when, .. } => when.label(),
                        Entry::Undone { .. } => "Undo".to_string(),
                    };
                    (when, describe_entry(&teller, e), matches!(e, Entry::Undone { .. }))
                })
                .collect::<Vec<_>>()
        })
    };
    view! {
        <section class="card chronicle" data-testid="chronicle">
            <h2>"Chronicle"
                <select aria-label="Show the chronicle of" on:change=move |ev| {
                    filter.set(event_target_value(&ev).parse::<u8>().ok().map(KingdomId));
                }>
                    <option value="">"All kingdoms"</option>
                    {kingdoms.into_iter().map(|(k, name)| view! { <option value=k.0.to_string()>{name}</option> }).collect_view()}
                </select>
            </h2>
            <ol reversed>
                {move || lines().into_iter().rev().map(|(when, text, undo)| view! {
                    <li class:undo=undo><span class="when">{when}</span>" "{text}</li>
                }).collect_view()}
            </ol>
        </section>
    }
}
