//! The domain war on the battle card (RULES §8): its notes for the table, and the
//! pillage taken instead of a battle.

use crate::engine::battle::{Battle, BattleKind};
use crate::engine::state::State;
use crate::engine::view;
use crate::message;
use crate::ui::language::Language;
use crate::ui::panels::words::token_word;
use crate::words::message::Message;
use leptos::prelude::*;

/// `DOM-9`: an engagement answered by pillage has no battle to name.
pub fn title(battle: &Battle) -> Option<Message> {
    view::domain::pillaging_instead(battle).then(|| Message::new("p-battle-pillage-instead"))
}

/// `DOM-3`, `DOM-6`…`DOM-8`: what the domain war adds to this battle, for the table.
pub fn notes(lang: Language, state: &State, battle: &Battle) -> Option<impl IntoView> {
    let e = battle.domain.as_deref().cloned().unwrap_or_default();
    let mut notes: Vec<Message> = Vec::new();
    if e.second {
        notes.push(Message::new("p-battle-second"));
    }
    if e.ambush && battle.narrative.is_some() {
        notes.push(message!("p-battle-ambush-narrative", ambusher = state.kingdom_name(battle.defender)));
    } else if e.ambush {
        notes.push(message!(
            "p-battle-ambush",
            ambusher = state.kingdom_name(battle.defender),
            ambushed = state.kingdom_name(battle.attacker)
        ));
    }
    if let Some(n) = e.units {
        notes.push(message!("p-battle-evader", n = n));
    }
    for (army, round) in &e.arrivals {
        notes.push(message!("p-battle-arrives", army = *army, round = *round));
    }
    for (army, short) in &e.late {
        if e.sitting_out.contains(army) {
            notes.push(message!("p-battle-late", army = *army, short = *short));
        }
    }
    // Each kind of battle takes the hits its own way.
    let forced = match battle.kind {
        Some(BattleKind::Tabletop) => "p-battle-forced-march-tabletop",
        Some(BattleKind::Narrative) => "p-battle-forced-march-narrative",
        _ => "p-battle-forced-march-simple",
    };
    for (token, hits) in &battle.tired {
        notes.push(message!(forced, token = token_word(state, *token), hits = *hits));
    }
    for army in view::domain::camps(state) {
        notes.push(message!("p-battle-camp", army = army));
    }
    (!notes.is_empty()).then(|| {
        view! {
            <ul class="domain-notes" data-testid="domain-notes">
                {notes.into_iter().map(|n| view! { <li>{lang.say(&n)}</li> }).collect_view()}
            </ul>
        }
    })
}
