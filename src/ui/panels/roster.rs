//! An army's tabletop roster (`SET-7`): its units with base and current Unit Strength,
//! true and capped (`UST-3`), and a form to add or remove units.

use crate::engine::state::TokenId;
use crate::engine::view::{base_strength_of, capped_strength};
use crate::engine::Command;
use crate::ui::session::Session;
use leptos::prelude::*;

const SIZES: [&str; 5] = ["Troop", "Regiment", "Horde", "Legion", "Other"];

#[component]
pub fn Roster(session: Session, army: TokenId) -> impl IntoView {
    let units = move || session.game.with(|g| g.state().armies.get(&army).map(|a| a.units.clone()).unwrap_or_default());
    let name = RwSignal::new(String::new());
    let size = RwSignal::new("Regiment".to_string());
    let base = RwSignal::new(2i8);
    let add = move |ev: leptos::ev::SubmitEvent| {
        ev.prevent_default();
        session.apply(Command::AddUnit {
            army,
            name: name.get_untracked(),
            size: size.get_untracked(),
            base_strength: base.get_untracked(),
        });
        if session.refusal.get_untracked().is_none() {
            name.set(String::new());
        }
    };
    view! {
        <details class="roster-editor" data-testid=format!("roster-{army}")>
            <summary>{move || {
                let n = units().len();
                format!("Roster of army {army} ({n} unit{})", if n == 1 { "" } else { "s" })
            }}</summary>
            <table class="roster">
                <thead><tr><th>"Unit"</th><th>"Size"</th><th>"Base"</th><th>"Mod."</th><th>"Plays as"</th><th></th></tr></thead>
                <tbody>
                    {move || units().into_iter().enumerate().map(|(i, u)| {
                        let total = i16::from(u.base_strength) + i16::from(u.strength_modifier);
                        let plays = capped_strength(u.base_strength, u.strength_modifier);
                        view! {
                            <tr>
                                <td>{u.name.clone()}</td><td>{u.size.clone()}</td><td>{u.base_strength}</td>
                                <td>{format!("{:+}", u.strength_modifier)}</td>
                                <td title=format!("true total {total}")>{format!("{plays} (true {total})")}</td>
                                <td><button class="ghost danger" aria-label=format!("Remove {}", u.name)
                                    on:click=move |_| session.apply(Command::RemoveUnit { army, unit: i as u8 })>"✕"</button></td>
                            </tr>
                        }
                    }).collect_view()}
                </tbody>
            </table>
            <form class="row" on:submit=add>
                <input type="text" placeholder="Unit name" aria-label="Unit name" data-testid=format!("unit-name-{army}")
                    prop:value=move || name.get() on:input=move |ev| name.set(event_target_value(&ev)) />
                <select aria-label="Unit size" on:change=move |ev| {
                    let s = event_target_value(&ev);
                    base.set(base_strength_of(&s));
                    size.set(s);
                }>
                    {SIZES.map(|s| view! { <option value=s selected=move || size.get() == s>{s}</option> })}
                </select>
                <input type="number" min="0" max="4" class="face" aria-label="Base Unit Strength"
                    prop:value=move || base.get().to_string()
                    on:input=move |ev| base.set(event_target_value(&ev).trim().parse().unwrap_or(0)) />
                <button type="submit" data-testid=format!("add-unit-{army}")>"Add unit"</button>
            </form>
        </details>
    }
}
