//! Narrative battles on the page (RULES §9): a battle's answers, what an army brings to
//! the battle card, the battle's record and its part of the result card, and a
//! settlement's developments in the tile panel (`NAR-2`).

mod answers;
mod battle;

use crate::engine::battle::Battle;
use crate::engine::narrative::NarrativeCommand;
use crate::engine::report::BattleReport;
use crate::engine::ruleset::Resolver;
use crate::engine::state::{Army, State};
use crate::engine::view::narrative::Development;
use crate::engine::{Command, DecisionKind, Game, Hex, RuleError};
use crate::ui::language::{use_language, Language};
use crate::ui::module_ui::ModuleUi;
use crate::ui::session::Session;
use crate::words::message::Message;
use leptos::prelude::*;

pub struct NarrativeUi;

impl ModuleUi for NarrativeUi {
    fn token_facts(&self, _state: &State, battle: &Battle, army: &Army) -> Vec<Message> {
        battle::token_facts(battle, army)
    }

    fn battle_record(&self, state: &State, battle: &Battle) -> Option<AnyView> {
        battle::record(state, battle)
    }

    fn battle_result(&self, lang: Language, game: &Game, report: &BattleReport) -> Option<AnyView> {
        battle::result(lang, game, report)
    }

    fn answers(&self, session: Session, kind: &DecisionKind) -> Option<AnyView> {
        answers::answers(session, kind.clone())
    }

    /// A rules version 1 campaign's narrative battle cannot be fought (`NAR-1`).
    fn waiting_note(&self, rule: &str) -> Option<&'static str> {
        (rule == "NAR-1").then_some("p-decision-no-narrative")
    }

    fn tile_controls(&self, session: Session, hex: Hex) -> Option<AnyView> {
        let narrative = session.game.with(|g| {
            g.options().resolver == Resolver::Narrative && g.state().tile(hex).is_some_and(|t| t.settlement.is_some())
        });
        narrative.then(|| view! { <Developments session hex /> }.into_any())
    }
}

/// `NAR-2`: a settlement's developments, editable (0 for none) in narrative campaigns.
#[component]
fn Developments(session: Session, hex: Hex) -> impl IntoView {
    let current = move || {
        session.game.with(|g| g.state().tile(hex).and_then(|t| t.settlement.as_ref()).map(|s| s.developments()))
    };
    let rating = |list: &[(Development, u8)], kind| list.iter().find(|(k, _)| *k == kind).map_or(0, |(_, r)| *r);
    let start = current().unwrap_or_default();
    let defence = RwSignal::new(rating(&start, Development::Defence));
    let order = RwSignal::new(rating(&start, Development::Order));
    let save = move |ev: leptos::ev::SubmitEvent| {
        ev.prevent_default();
        let developments =
            [(Development::Defence, defence.get_untracked()), (Development::Order, order.get_untracked())]
                .into_iter()
                .filter(|(_, r)| *r > 0)
                .collect();
        session.apply(Command::Narrative(NarrativeCommand::SetDevelopments { hex, developments }));
    };
    let lang = use_language();
    // Held while a battle is fought here (NAR-2): the engine says so, the form shows it.
    let held = move || {
        session.game.with(|g| {
            let same = Command::Narrative(NarrativeCommand::SetDevelopments {
                hex,
                developments: current().unwrap_or_default(),
            });
            match g.check(&same) {
                Err(e @ RuleError::DevelopmentsInBattle { .. }) => Some(e.message()),
                _ => None,
            }
        })
    };
    let number = move |signal: RwSignal<u8>, label: &'static str, id: &'static str| {
        view! {
            <label>{lang.text(label)}<input type="number" min="0" max="5" class="face" data-testid=id
                disabled=move || held().is_some()
                prop:value=move || signal.get().to_string()
                on:input=move |ev| signal.set(event_target_value(&ev).trim().parse().unwrap_or(0)) /></label>
        }
    };
    view! {
        <form class="developments row" on:submit=save data-testid="developments">
            <span>{lang.text("p-tile-developments")}</span>
            {number(defence, "p-tile-defence", "development-defence")}
            {number(order, "p-tile-order", "development-order")}
            <button type="submit" data-testid="save-developments" disabled=move || held().is_some()>{lang.text("p-tile-save")}</button>
            {move || held().map(|why| view! { <p class="muted" data-testid="developments-held">{lang.say(&why)}</p> })}
        </form>
    }
}
