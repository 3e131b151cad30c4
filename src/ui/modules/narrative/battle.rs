//! Narrative battles on the battle card and the result card (RULES §9): what an army
//! brings to the fight, the battle's record, and its tests and aftermath once decided.

use super::answers::{battle_record, test_line};
use crate::engine::battle::{Battle, BattleKind};
use crate::engine::report::BattleReport;
use crate::engine::state::{Army, State};
use crate::engine::view;
use crate::engine::Game;
use crate::message;
use crate::ui::language::Language;
use crate::words::message::Message;
use leptos::prelude::*;

/// `NAR-1`: an army's units and best character; `NAR-3`: its supply value.
pub fn token_facts(battle: &Battle, a: &Army) -> Vec<Message> {
    if battle.kind != Some(BattleKind::Narrative) || a.units.is_empty() {
        return Vec::new();
    }
    let led = view::narrative::army_leader(a).and_then(|u| Some((u.name.as_str(), u.character?))).map_or_else(
        || Message::new("p-battle-no-character"),
        |(name, c)| message!("p-battle-led-by", name = name, leadership = c.leadership, strategy = c.strategy),
    );
    vec![
        message!("p-battle-units", n = a.units.len()),
        led,
        message!("p-battle-supply", supply = view::narrative::army_supply(a)),
    ]
}

/// The record of the narrative battle being fought.
pub fn record(state: &State, battle: &Battle) -> Option<AnyView> {
    battle.narrative.as_deref().map(|nb| battle_record(state, battle, nb).into_any())
}

/// A decided narrative battle's tests, each with its dice and result; then who fell, the
/// victor's choice and each recovery roll (`NAR-SYM-1`, `NAR-SA-4`, `NAR-SYM-2`).
pub fn result(lang: Language, game: &Game, r: &BattleReport) -> Option<AnyView> {
    let state = game.state();
    let events = (r.from..game.log().len()).flat_map(|p| game.events_of(p));
    let story = view::narrative::story(events, r.attacker, r.defender);
    let tests = (!story.tests.is_empty()).then(|| {
        view! {
            <ul class="tests narrative-tests" data-testid="result-tests">
                {story.tests.iter().map(|(k, test)| test_line(state.kingdom_name(*k), test)).collect_view()}
            </ul>
        }
    });
    let winner = match r.winner {
        Some(Some(k)) => state.kingdom_name(k).to_string(),
        _ => String::new(),
    };
    let aftermath: Vec<String> = (!story.fallen.is_empty())
        .then(|| message!("p-moment-fallen", n = story.fallen.len(), units = story.fallen.join(", ")))
        .into_iter()
        .chain(story.regrouped.map(|regroup| view::narrative::regroup_line(&winner, regroup)))
        .chain(story.recoveries.iter().map(|x| view::narrative::recovery_line(&x.name, x.face, x.bonus, x.result)))
        .map(|m| lang.say(&m))
        .collect();
    let aftermath = (!aftermath.is_empty()).then(|| view! {
        <ul class="moment-losses" data-testid="result-aftermath">{aftermath.into_iter().map(|l| view! { <li>{l}</li> }).collect_view()}</ul>
    });
    (tests.is_some() || aftermath.is_some()).then(|| view! { {tests}{aftermath} }.into_any())
}
