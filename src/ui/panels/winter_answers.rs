//! The answers to the winter decisions (`WIN-1`…`WIN-6`), shown in the decision panel.

use crate::engine::state::TokenId;
use crate::engine::winter::Purchase;
use crate::engine::{view, Command, Decider, DecisionKind, Hex, Map};
use crate::message;
use crate::ui::language::use_language;
use crate::ui::session::Session;
use crate::words::message::Message;
use leptos::prelude::*;

fn price(what: Purchase) -> Message {
    match what.cost() {
        (g, 0) => message!("p-winter-gold", gold = g),
        (g, f) => message!("p-winter-gold-food", gold = g, food = f),
    }
}

/// An answer's test id: its English words, whatever the page's language.
fn answer_id(text: &Message) -> String {
    let english = crate::words::english(text).replace(['\u{2068}', '\u{2069}'], "");
    format!("answer-{}", english.to_ascii_lowercase().replace(' ', "-"))
}

/// One button per answer, labelled by `label` (an answer it cannot label is not shown);
/// `Pass` last and plain.
fn answer_buttons(session: Session, answers: Vec<Command>, label: impl Fn(&Command) -> Option<Message>) -> AnyView {
    let lang = use_language();
    let buttons = answers
        .into_iter()
        .filter_map(|c| {
            let pass = c == Command::Pass;
            let text = if pass { Message::new("p-winter-pass") } else { label(&c)? };
            let id = if pass { "pass".to_string() } else { answer_id(&text) };
            Some(view! {
                <button class=if pass { "big" } else { "answer wide" } data-testid=id
                    on:click=move |_| session.apply(c.clone())>{move || lang.say(&text)}</button>
            })
        })
        .collect_view();
    view! { <div class="answers" role="group" aria-label=lang.text("p-winter-answers")>{buttons}</div> }.into_any()
}

/// A button per tile, doing what a click on the tile on the map does.
fn tile_buttons(session: Session, tiles: Vec<Hex>) -> AnyView {
    let lang = use_language();
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
    view! { <div class="answers" role="group" aria-label=lang.text("p-decision-legal-tiles")>{buttons}</div> }
        .into_any()
}

/// A purchase's button: each purchase its own message, so a language words the thing
/// bought as the sentence needs it (English drops its article: "Buy city at D4").
fn purchase_label(c: &Command) -> Option<Message> {
    match c {
        Command::Buy { hex, what } => {
            Some(Message::name("p-winter-buy", what.name()).with("at", Map::label(*hex)).with("price", price(*what)))
        }
        Command::Disband { army } => Some(message!("p-winter-disband", army = *army)),
        _ => None,
    }
}

/// `WIN-4`'s purchases: a clicked tile narrows the list to what it can buy; a purchase
/// that leaves armies unfed at feeding (`WIN-5`) says so and is confirmed first.
fn build_answers(session: Session, answers: Vec<Command>) -> AnyView {
    let lang = use_language();
    let ask = crate::ui::ask::use_ask();
    let answers = StoredValue::new(answers);
    // Only a tile clicked while this list is shown narrows it: one clicked before, for
    // another question (even months ago), would hide purchases nobody chose to hide.
    let clicked = RwSignal::new(None::<Hex>);
    Effect::watch(move || session.picks.selected.get(), move |hex, _, _| clicked.set(*hex), false);
    let narrowed = move || {
        let at = clicked.get()?;
        answers.with_value(|a| a.iter().any(|c| matches!(c, Command::Buy { hex, .. } if *hex == at))).then_some(at)
    };
    let buttons = move || {
        let at = narrowed();
        let shown: Vec<(Command, u32)> = session.game.with(|g| {
            let kingdom = match session.decision.with(|d| d.who) {
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
            .filter_map(|(c, hungry)| {
                let pass = c == Command::Pass;
                let text = if pass { Message::new("p-winter-pass") } else { purchase_label(&c)? };
                let id = if pass { "pass".to_string() } else { answer_id(&text) };
                let warning = (hungry > 0).then(|| message!("p-winter-unfed", n = hungry));
                let confirm = warning.clone();
                let class = match (pass, hungry > 0) {
                    (true, _) => "big",
                    (false, true) => "answer wide unfed",
                    (false, false) => "answer wide",
                };
                Some(view! {
                    <button class=class data-testid=id
                        on:click=move |_| {
                            let (c, buy) = (c.clone(), c.clone());
                            match confirm.clone() {
                                Some(w) => ask.ask(message!("p-winter-unfed-confirm", warning = w), "ask-buy-anyway", move || session.apply(buy.clone())),
                                None => session.apply(c),
                            }
                        }>
                        {lang.say(&text)}
                        {warning.map(|w| view! { <span class="warn" data-testid="unfed-warning">{format!("⚠ {}", lang.say(&w))}</span> })}
                    </button>
                })
            })
            .collect_view()
    };
    view! {
        <p>{lang.text("p-winter-buy-hint")}</p>
        {move || narrowed().map(|at| {
            let all = answers.with_value(|a| a.iter().filter(|c| **c != Command::Pass).count());
            view! {
                <p class="narrowed" data-testid="narrowed">
                    {lang.say(&message!("p-winter-can-buy", at = Map::label(at)))}
                    <button data-testid="show-all-purchases" on:click=move |_| session.picks.selected.set(None)>{lang.say(&message!("p-winter-show-all", all = all))}</button>
                </p>
            }
        })}
        <div class="answers" role="group" aria-label=lang.text("p-winter-answers")>{buttons}</div>
    }
    .into_any()
}

/// The answers to a winter decision; None for decisions of other phases.
pub fn answers(session: Session, kind: DecisionKind) -> Option<AnyView> {
    let name = move |k| session.game.with_untracked(|g| g.state().kingdom_name(k).to_string());
    let lang = use_language();
    Some(match kind {
        DecisionKind::ChooseHome { tiles, .. } => view! {
            <p>{lang.text("p-winter-choose-home")}</p>
            {tile_buttons(session, tiles)}
        }
        .into_any(),
        DecisionKind::Tithe { answers } => view! {
            <p>{lang.text("p-winter-tithe")}</p>
            {answer_buttons(session, answers, move |c| match c {
                Command::Tithe { to, gold, food } => {
                    let what = match (gold, food) { (1, 1) => "p-winter-give-both", (1, _) => "p-winter-give-gold", _ => "p-winter-give-food" };
                    Some(message!(what, kingdom = name(*to)))
                }
                _ => None,
            })}
        }
        .into_any(),
        DecisionKind::Build { answers } => build_answers(session, answers),
        DecisionKind::Starve { armies, left } => view! {
            <p>{move || lang.say(&message!("p-winter-starve", left = left))}</p>
            {answer_buttons(session, armies.into_iter().map(|army| Command::Starve { army }).collect(), |c| match c {
                Command::Starve { army } => Some(message!("p-winter-disband", army = *army)),
                _ => None,
            })}
        }
        .into_any(),
        DecisionKind::Deploy { armies, tiles } => {
            let first = armies.first().copied();
            let picks = armies
                .into_iter()
                .map(|army: TokenId| {
                    let chosen = move || session.picks.token.get().or(first) == Some(army);
                    view! {
                        <button class="kind" class:chosen=chosen data-testid=format!("stage-{army}")
                            on:click=move |_| session.picks.token.set(Some(army))>{move || lang.say(&message!("p-decision-army", id = army))}</button>
                    }
                })
                .collect_view();
            view! {
                <p>{lang.text("p-winter-deploy")}</p>
                <div class="kinds" role="radiogroup" aria-label=lang.text("p-winter-staged")>{picks}</div>
                {tile_buttons(session, tiles)}
            }
            .into_any()
        }
        _ => return None,
    })
}
