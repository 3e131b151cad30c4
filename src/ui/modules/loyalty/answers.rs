//! The answers to the loyalty module's decisions (`LOY-4` retreats and pushes), shown in
//! the decision panel: each landing spot with the clause that allows it.

use super::map::spot_message;
use crate::engine::loyalty::{Clause, LoyaltyCommand, LoyaltyDecision, LoyaltyOrder};
use crate::engine::state::Order;
use crate::engine::view;
use crate::engine::{Command, DecisionKind, Map};
use crate::message;
use crate::ui::language::{use_language, Language};
use crate::ui::panels::words::{capitalised, token_word};
use crate::ui::session::Session;
use crate::words::message::Message;
use leptos::prelude::*;

/// The answers to a loyalty decision; None for other decisions.
pub fn answers(session: Session, kind: DecisionKind) -> Option<AnyView> {
    let DecisionKind::Loyalty(decision) = kind else { return None };
    let lang = use_language();
    Some(match decision {
        LoyaltyDecision::Retreat { choices } => view! {
            <p>{lang.text("p-loyalty-retreat")}</p>
            <ul class="token-orders">
                {choices.into_iter().map(|c| {
                    let id = c.token;
                    let label = session.game.with_untracked(|g| token_word(g.state(), id));
                    let from = message!("p-loyalty-from", token = label.clone(), from = Map::label(c.from));
                    view! {
                        <li class:chosen=move || session.picks.token.get() == Some(id)>
                            <button class="token-pick" data-testid=format!("token-{id}")
                                on:click=move |_| { session.picks.token.set(Some(id)); session.picks.selected.set(Some(c.from)); }>
                                {move || lang.say(&from)}
                            </button>
                            <div class="answers" role="group" aria-label=move || lang.say(&message!("p-loyalty-may-land", token = label.clone()))>
                                {c.spots.into_iter().map(|spot| {
                                    let text = session.game.with_untracked(|g| spot_message(g.state(), &spot));
                                    let to = spot.to;
                                    view! {
                                        <button class="answer wide" data-testid=format!("retreat-{id}-{}", Map::label(to))
                                            on:click=move |_| session.apply(Command::Retreat { token: id, to })>
                                            <strong>{format!("→ {}", Map::label(to))}</strong>" "<span class="clause">{move || lang.say(&text)}</span>
                                        </button>
                                    }
                                }).collect_view()}
                            </div>
                        </li>
                    }
                }).collect_view()}
            </ul>
        }
        .into_any(),
        LoyaltyDecision::Push { hex, armies, to } => view! {
            <p>{move || lang.say(&message!("p-loyalty-over-limit", at = Map::label(hex)))}</p>
            <div class="answers" role="group" aria-label=lang.text("p-loyalty-pushes")>
                {armies.into_iter().flat_map(|army| to.clone().into_iter().map(move |spot| (army, spot))).map(|(army, spot)| {
                    let how = Message::new(if spot.clause == Clause::Push { "p-loyalty-pushes-on" } else { "p-loyalty-stops" });
                    let to = spot.to;
                    view! {
                        <button class="answer wide" data-testid=format!("push-{army}-{}", Map::label(to))
                            on:click=move |_| session.apply(Command::Loyalty(LoyaltyCommand::Push { army, to }))>
                            {move || lang.say(&message!("p-loyalty-push", army = army, to = Map::label(to), how = how.clone()))}
                        </button>
                    }
                }).collect_view()}
            </div>
        }
        .into_any(),
    })
}

/// `LOY-10`'s orders on their buttons, and their test ids.
pub fn order_label(lang: Language, order: Order) -> Option<(String, String)> {
    match order {
        Order::Loyalty(LoyaltyOrder::Works) => Some((capitalised(lang.say(&order.word())), "works".into())),
        Order::Loyalty(LoyaltyOrder::Agitate { at }) => Some((
            lang.say(&message!("p-decision-order-agitate", at = Map::label(at))),
            format!("agitate-{}", Map::label(at)),
        )),
        _ => None,
    }
}

/// `LOY-10`: before its first order of the month, the kingdom may raise an army by force
/// in one of its tiles, which is devastated.
pub fn mobilise_buttons(session: Session) -> Option<impl IntoView> {
    let lang = use_language();
    let commands = session.game.with_untracked(|g| view::loyalty::mobilisations(g.state(), g.options()));
    (!commands.is_empty()).then(|| {
        let buttons = commands
            .into_iter()
            .map(|c| {
                let Command::Loyalty(LoyaltyCommand::Mobilise { hex }) = c else { return ().into_any() };
                let label = Map::label(hex);
                view! {
                    <button class="answer" data-testid=format!("mobilise-{label}") title=lang.text("p-decision-mobilise-title")
                        on:click=move |_| session.apply(Command::Loyalty(LoyaltyCommand::Mobilise { hex })) >{label.clone()}</button>
                }
                .into_any()
            })
            .collect_view();
        view! {
            <details class="mobilise">
                <summary>{lang.text("p-decision-mobilise")}</summary>
                <div class="answers" role="group" aria-label=lang.text("p-decision-mobilise-label")>{buttons}</div>
            </details>
        }
    })
}
