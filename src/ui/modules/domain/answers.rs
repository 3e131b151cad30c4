//! The domain war's answers (RULES §8): each army's marches with their costs, the pillage
//! and skirmish declared with a march, and the choices in joining a battle.

use super::march::cost_text;
use crate::engine::decision::TokenOrders;
use crate::engine::domain::{Answer, DomainCommand, DomainDecision, DomainOrder};
use crate::engine::state::Order;
use crate::engine::state::TokenId;
use crate::engine::{Command, DecisionKind, Hex, Map};
use crate::message;
use crate::ui::language::{use_language, Language};
use crate::ui::panels::words::capitalised;
use crate::ui::session::Session;
use crate::words::message::{InWords, Message};
use leptos::prelude::*;

/// The text and test id of an answer in joining a battle.
fn answer_label(answer: Answer) -> (Message, String) {
    let plain = |slug: &str| (Message::new(&format!("p-domain-{slug}")), slug.to_string());
    match answer {
        Answer::Stay => plain("stay"),
        Answer::TakeField => plain("take-field"),
        Answer::Attack => plain("attack"),
        Answer::Decline => plain("decline"),
        Answer::Pillage => plain("pillage"),
        Answer::PickUnits => plain("pick"),
        Answer::Ambush => plain("ambush"),
        Answer::Escort { army } => (message!("p-domain-escort", army = army), format!("escort-{army}")),
        Answer::Spend { mp, .. } => (message!("p-domain-spend", mp = mp), format!("spend-{mp}")),
    }
}

/// `DOM-5`…`DOM-8`: the choices in joining a battle.
pub fn answers(session: Session, kind: DecisionKind) -> Option<AnyView> {
    let DecisionKind::Domain(DomainDecision::Engage { answers, .. }) = kind else { return None };
    let lang = use_language();
    Some(
        view! {
            <div class="answers" role="group" aria-label=lang.text("p-domain-joining")>
                {answers.into_iter().map(|a| {
                    let (label, slug) = answer_label(a);
                    view! {
                        <button class="answer wide" data-testid=format!("engage-{slug}")
                            on:click=move |_| session.apply(Command::Domain(DomainCommand::Engage(a)))>{move || lang.say(&label)}</button>
                    }
                }).collect_view()}
            </div>
        }
        .into_any(),
    )
}

/// `DOM-11`: where paths differ, the player lays its own, tile by tile on the map (a click
/// on the last tile takes it back), and marches along it; the engine checks every step.
fn path_controls(session: Session, id: TokenId) -> impl IntoView {
    let lang = use_language();
    let laying = move || session.picks.path.get().is_some() && session.picks.token.get() == Some(id);
    view! {
        <div class="row path-controls">
            <label class="inline" title=lang.text("p-domain-lay-title")>
                <input type="checkbox" data-testid=format!("lay-path-{id}") prop:checked=laying
                    on:change=move |ev| {
                        session.picks.token.set(Some(id));
                        session.picks.path.set(event_target_checked(&ev).then(Vec::new));
                    } />
                {lang.text("p-domain-lay")}</label>
            {move || laying().then(|| {
                let path = session.picks.path.get().unwrap_or_default();
                let text = if path.is_empty() {
                    lang.t("p-domain-click-tiles")
                } else {
                    path.iter().map(|h| Map::label(*h)).collect::<Vec<_>>().join(" → ")
                };
                let go = path.clone();
                view! {
                    <span class="path-text" data-testid=format!("path-{id}")>{text}</span>
                    <button class="answer" data-testid=format!("march-path-{id}") disabled=path.is_empty()
                        on:click=move |_| march(session, id, go.clone())>{lang.t("p-domain-march-along")}</button>
                }
            })}
        </div>
    }
}

/// `DOM-11`: the tiles a token can march to, cheapest first, with the pillage MP and the
/// skirmish its march declares.
pub fn march_list(session: Session, orders: &TokenOrders) -> Option<impl IntoView> {
    if orders.marches.is_empty() {
        return None;
    }
    let lang = use_language();
    let id = orders.token;
    let mut reach = orders.marches.clone();
    crate::sort::sort_by_key(&mut reach, |r| (r.cost, Map::offset_of(r.to)));
    let count = reach.len();
    Some(view! {
        <div class="march" data-testid=format!("march-{id}")>
            <div class="row march-extras">
                <label title=lang.text("p-domain-pillage-title")>{lang.text("p-domain-pillage-mp")}
                    <input type="number" min="0" max="12" class="narrow" data-testid=format!("march-pillage-{id}")
                        prop:value=move || session.picks.march_extras.get().0.to_string()
                        on:input=move |ev| {
                            let mp = event_target_value(&ev).trim().parse().unwrap_or(0);
                            session.picks.march_extras.update(|e| e.0 = mp);
                        } /></label>
                <label class="inline" title=lang.text("p-domain-skirmish-title")>
                    <input type="checkbox" data-testid=format!("march-skirmish-{id}")
                        prop:checked=move || session.picks.march_extras.get().1
                        on:change=move |ev| { let on = event_target_checked(&ev); session.picks.march_extras.update(|e| e.1 = on); } />
                    {lang.text("p-domain-skirmish")}</label>
            </div>
            {path_controls(session, id)}
            <details>
                <summary>{move || lang.say(&message!("p-domain-march-to", n = count))}</summary>
                <div class="answers" role="group" aria-label=move || lang.say(&message!("p-domain-marches-for", army = id))>
                    {reach.into_iter().map(|r| {
                        let label = Map::label(r.to);
                        let forced = r.cost > r.allowance;
                        let text = format!("→ {label} · {}", cost_text(&r));
                        let path = r.path.clone();
                        view! {
                            <button class="answer" class:forced=forced data-testid=format!("order-{id}-march-{label}")
                                on:click=move |_| march(session, id, path.clone())>{text}</button>
                        }
                    }).collect_view()}
                </div>
            </details>
        </div>
    })
}

/// `DOM-9`, `DOM-10`'s orders on their buttons, and their test ids.
pub fn order_label(lang: Language, order: Order) -> Option<(String, String)> {
    let Order::Domain(o) = order else { return None };
    Some(match o {
        DomainOrder::Pillage { mp } => {
            (lang.say(&message!("p-decision-order-pillage", mp = mp)), format!("pillage-{mp}"))
        }
        DomainOrder::Skirmish => (lang.t("p-decision-order-skirmish"), "skirmish".into()),
        DomainOrder::LowerSource => (capitalised(lang.say(&order.word())), "lower-source".into()),
        DomainOrder::Plunder { kinds } => (capitalised(lang.say(&o.in_words())), format!("plunder-{kinds}")),
    })
}

/// `DOM-11`: march `token` along `path`, with the pillage and skirmish chosen.
pub fn march(session: Session, token: TokenId, path: Vec<Hex>) {
    let (pillage, skirmish) = session.picks.march_extras.get_untracked();
    session.apply(Command::Domain(DomainCommand::March { token, path, pillage, skirmish }));
    if session.refusal.get_untracked().is_none() {
        session.picks.march_extras.set((0, false));
        session.picks.path.set(None);
    }
}
