//! The answers to the winter decisions (`WIN-1`…`WIN-6`), shown in the decision panel.

use crate::engine::state::TokenId;
use crate::engine::winter::Purchase;
use crate::engine::{Command, DecisionKind, Hex, Map};
use crate::ui::session::Session;
use leptos::prelude::*;

fn price(what: Purchase) -> String {
    match what.cost() {
        (g, 0) => format!("{g} gold"),
        (g, f) => format!("{g} gold, {f} food"),
    }
}

/// One button per answer, labelled by `label`; `Pass` last and plain.
fn answer_buttons(session: Session, answers: Vec<Command>, label: impl Fn(&Command) -> String) -> AnyView {
    let buttons = answers
        .into_iter()
        .map(|c| {
            let pass = c == Command::Pass;
            let text = if pass { "Pass".to_string() } else { label(&c) };
            let id =
                if pass { "pass".to_string() } else { format!("answer-{}", text.to_lowercase().replace(' ', "-")) };
            view! {
                <button class=if pass { "big" } else { "answer wide" } data-testid=id
                    on:click=move |_| session.apply(c.clone())>{text}</button>
            }
        })
        .collect_view();
    view! { <div class="answers" role="group" aria-label="Answers">{buttons}</div> }.into_any()
}

/// A button per tile, doing what a click on the tile on the map does.
fn tile_buttons(session: Session, tiles: Vec<Hex>) -> AnyView {
    let buttons = tiles
        .into_iter()
        .map(|hex| {
            let label = Map::label(hex);
            view! {
                <button class="answer" data-testid=format!("answer-{label}")
                    on:click=move |_| session.click_tile(hex)>{label.clone()}</button>
            }
        })
        .collect_view();
    view! { <div class="answers" role="group" aria-label="Legal tiles">{buttons}</div> }.into_any()
}

/// The answers to a winter decision; None for decisions of other phases.
pub fn answers(session: Session, kind: DecisionKind) -> Option<AnyView> {
    let name = move |k| session.game.with_untracked(|g| g.state().kingdom_name(k).to_string());
    Some(match kind {
        DecisionKind::ChooseHome { tiles, .. } => view! {
            <p>"Choose where to winter (or click a highlighted tile):"</p>
            {tile_buttons(session, tiles)}
        }
        .into_any(),
        DecisionKind::Tithe { answers } => view! {
            <p>"You may give one other kingdom up to 1 gold and 1 food (once each this winter)."</p>
            {answer_buttons(session, answers, move |c| match c {
                Command::Tithe { to, gold, food } => {
                    let what = match (gold, food) { (1, 1) => "1 gold and 1 food", (1, _) => "1 gold", _ => "1 food" };
                    format!("Give {} {what}", name(*to))
                }
                _ => String::new(),
            })}
        }
        .into_any(),
        DecisionKind::Build { answers } => view! {
            <p>"Buy one thing this turn (the highlighted tiles have something to buy), or pass."</p>
            {answer_buttons(session, answers, |c| match c {
                Command::Buy { hex, what } => {
                    let name = what.name();
                    let name = name.strip_prefix("a ").or_else(|| name.strip_prefix("an ")).unwrap_or(name);
                    format!("Buy {name} at {} · {}", Map::label(*hex), price(*what))
                }
                Command::Disband { army } => format!("Disband army {army}"),
                _ => String::new(),
            })}
        }
        .into_any(),
        DecisionKind::Starve { armies, left } => view! {
            <p>{format!("There is not food for every army: choose {left} to disband.")}</p>
            {answer_buttons(session, armies.into_iter().map(|army| Command::Starve { army }).collect(), |c| match c {
                Command::Starve { army } => format!("Disband army {army}"),
                _ => String::new(),
            })}
        }
        .into_any(),
        DecisionKind::Deploy { armies, tiles } => {
            let first = armies.first().copied();
            let picks = armies
                .into_iter()
                .map(|army: TokenId| {
                    let chosen = move || session.token.get().or(first) == Some(army);
                    view! {
                        <button class="kind" class:chosen=chosen data-testid=format!("stage-{army}")
                            on:click=move |_| session.token.set(Some(army))>{format!("Army {army}")}</button>
                    }
                })
                .collect_view();
            view! {
                <p>"Pick an army, then a settlement of yours with room (on the map or here):"</p>
                <div class="kinds" role="radiogroup" aria-label="Staged armies">{picks}</div>
                {tile_buttons(session, tiles)}
            }
            .into_any()
        }
        _ => return None,
    })
}
