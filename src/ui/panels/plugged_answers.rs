//! The answers to a decision of a module plugged in by name (`engine::plugged`): one
//! button for each answer the module lists, in the module's own words.

use crate::engine::chronicle::describe_command;
use crate::engine::{Command, DecisionKind};
use crate::ui::language::use_language;
use crate::ui::session::Session;
use leptos::prelude::*;

/// The answers to a plugged module's decision; None for other decisions.
pub fn answers(session: Session, kind: DecisionKind) -> Option<AnyView> {
    let DecisionKind::Module(decision) = kind else { return None };
    let lang = use_language();
    let buttons = decision.answers.into_iter().enumerate().map(|(i, command): (usize, Command)| {
        let words = describe_command(&command);
        view! {
            <button class="answer" data-testid=format!("{}-answer-{i}", decision.module)
                on:click=move |_| session.apply(command.clone())>
                {move || lang.say(&words)}
            </button>
        }
    });
    Some(view! { <div class="answers" role="group">{buttons.collect_view()}</div> }.into_any())
}
