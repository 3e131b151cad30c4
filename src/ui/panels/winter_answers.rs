//! The answers to the winter decisions (`WIN-1`…`WIN-6`), shown in the decision panel.

use crate::engine::state::TokenId;
use crate::engine::winter::Purchase;
use crate::engine::{view, Command, Decider, DecisionKind, Hex, Map};
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

fn purchase_label(c: &Command) -> String {
    match c {
        Command::Buy { hex, what } => {
            let name = what.name();
            let name = name.strip_prefix("a ").or_else(|| name.strip_prefix("an ")).unwrap_or(name);
            format!("Buy {name} at {} · {}", Map::label(*hex), price(*what))
        }
        Command::Disband { army } => format!("Disband army {army}"),
        _ => String::new(),
    }
}

/// `WIN-4`'s purchases: a clicked tile narrows the list to what it can buy; a purchase
/// that leaves armies unfed at feeding (`WIN-5`) says so and is confirmed first.
fn build_answers(session: Session, answers: Vec<Command>) -> AnyView {
    let answers = StoredValue::new(answers);
    let narrowed = move || {
        let at = session.selected.get()?;
        answers.with_value(|a| a.iter().any(|c| matches!(c, Command::Buy { hex, .. } if *hex == at))).then_some(at)
    };
    let buttons = move || {
        let at = narrowed();
        let shown: Vec<(Command, u32)> = session.game.with(|g| {
            let kingdom = match g.decision().who {
                Decider::Kingdom(k) => Some(k),
                _ => None,
            };
            answers.with_value(|a| {
                a.iter()
                    .filter(|c| {
                        at.is_none()
                            || matches!(c, Command::Buy { hex, .. } if Some(*hex) == at)
                            || **c == Command::Pass
                    })
                    .map(|c| (c.clone(), kingdom.map_or(0, |k| view::hungry_after(g.state(), k, c))))
                    .collect()
            })
        });
        shown
            .into_iter()
            .map(|(c, hungry)| {
                let pass = c == Command::Pass;
                let text = if pass { "Pass".to_string() } else { purchase_label(&c) };
                let id = if pass { "pass".to_string() } else { format!("answer-{}", text.to_lowercase().replace(' ', "-")) };
                let warning = (hungry > 0).then(|| {
                    format!("leaves {hungry} {} unfed at feeding (WIN-5)", if hungry == 1 { "army" } else { "armies" })
                });
                let confirm = warning.clone();
                let class = match (pass, hungry > 0) {
                    (true, _) => "big",
                    (false, true) => "answer wide unfed",
                    (false, false) => "answer wide",
                };
                view! {
                    <button class=class data-testid=id
                        on:click=move |_| {
                            let go = confirm.as_ref().is_none_or(|w| crate::ui::confirmed(&format!("This purchase {w}: that army will be disbanded. Buy it anyway?")));
                            if go { session.apply(c.clone()) }
                        }>
                        {text}
                        {warning.map(|w| view! { <span class="warn" data-testid="unfed-warning">{format!("⚠ {w}")}</span> })}
                    </button>
                }
            })
            .collect_view()
    };
    view! {
        <p>"Buy one thing this turn, or pass. Click a highlighted tile to see only what it can buy."</p>
        {move || narrowed().map(|at| {
            let all = answers.with_value(|a| a.iter().filter(|c| **c != Command::Pass).count());
            view! {
                <p class="narrowed" data-testid="narrowed">
                    {format!("What {} can buy:", Map::label(at))}
                    <button data-testid="show-all-purchases" on:click=move |_| session.selected.set(None)>{format!("Show all ({all})")}</button>
                </p>
            }
        })}
        <div class="answers" role="group" aria-label="Answers">{buttons}</div>
    }
    .into_any()
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
        DecisionKind::Build { answers } => build_answers(session, answers),
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
