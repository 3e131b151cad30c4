//! The domain war's answers (RULES §8): each army's marches with their costs, the pillage
//! and skirmish declared with a march, and the choices in joining a battle.

use crate::engine::decision::{Reach, TokenOrders};
use crate::engine::domain::{Answer, DomainCommand};
use crate::engine::state::TokenId;
use crate::engine::{Command, DecisionKind, Map};
use crate::ui::session::Session;
use leptos::prelude::*;

/// The text and test id of an answer in joining a battle.
fn answer_label(answer: Answer) -> (String, String) {
    match answer {
        Answer::Stay => ("Stay inside the walls (DOM-8)".into(), "stay".into()),
        Answer::TakeField => ("Take the field".into(), "take-field".into()),
        Answer::Attack => ("Attack".into(), "attack".into()),
        Answer::Decline => ("Let them go (they evade)".into(), "decline".into()),
        Answer::Pillage => ("Pillage instead of fighting (DOM-6 1)".into(), "pillage".into()),
        Answer::PickUnits => ("Attack only some of their units (DOM-6 2)".into(), "pick".into()),
        Answer::Ambush => ("Lure them into an ambush (DOM-6 3)".into(), "ambush".into()),
        Answer::Escort { army } => (format!("Army {army} meets the attack"), format!("escort-{army}")),
    }
}

/// `DOM-5`…`DOM-8`: the choices in joining a battle.
pub fn answers(session: Session, kind: DecisionKind) -> Option<AnyView> {
    let DecisionKind::Engage { answers, .. } = kind else { return None };
    Some(
        view! {
            <div class="answers" role="group" aria-label="Joining the battle">
                {answers.into_iter().map(|a| {
                    let (label, slug) = answer_label(a);
                    view! {
                        <button class="answer wide" data-testid=format!("engage-{slug}")
                            on:click=move |_| session.apply(Command::Domain(DomainCommand::Engage(a)))>{label}</button>
                    }
                }).collect_view()}
            </div>
        }
        .into_any(),
    )
}

/// "2 MP" or "4½ MP, 1½ forced".
pub fn cost_text(r: &Reach) -> String {
    match r.cost.0.checked_sub(r.allowance.0).filter(|over| *over > 0) {
        Some(over) => format!("{} MP, {} forced", r.cost, crate::engine::domain::HalfMp(over)),
        None => format!("{} MP", r.cost),
    }
}

/// `DOM-11`: where paths differ, the player lays its own, tile by tile on the map (a click
/// on the last tile takes it back), and marches along it; the engine checks every step.
fn path_controls(session: Session, id: TokenId) -> impl IntoView {
    let laying = move || session.path.get().is_some() && session.token.get() == Some(id);
    view! {
        <div class="row path-controls">
            <label class="inline" title="DOM-11: choose the path yourself">
                <input type="checkbox" data-testid=format!("lay-path-{id}") prop:checked=laying
                    on:change=move |ev| {
                        session.token.set(Some(id));
                        session.path.set(event_target_checked(&ev).then(Vec::new));
                    } />
                "Lay the path tile by tile"</label>
            {move || laying().then(|| {
                let path = session.path.get().unwrap_or_default();
                let text = if path.is_empty() {
                    "Click the tiles of the march in order on the map.".to_string()
                } else {
                    path.iter().map(|h| Map::label(*h)).collect::<Vec<_>>().join(" → ")
                };
                let go = path.clone();
                view! {
                    <span class="path-text" data-testid=format!("path-{id}")>{text}</span>
                    <button class="answer" data-testid=format!("march-path-{id}") disabled=path.is_empty()
                        on:click=move |_| session.march(id, go.clone())>"March along it"</button>
                }
            })}
        </div>
    }
}

/// `DOM-11`: the tiles a token can march to, cheapest first, with the pillage MP and the
/// skirmish its march declares.
pub fn march_list(session: Session, t: &TokenOrders) -> Option<impl IntoView> {
    if t.marches.is_empty() {
        return None;
    }
    let id = t.token;
    let mut reach = t.marches.clone();
    reach.sort_by_key(|r| (r.cost, Map::offset_of(r.to)));
    Some(view! {
        <div class="march" data-testid=format!("march-{id}")>
            <div class="row march-extras">
                <label title="DOM-10: MP spent pillaging where the march stops (1 GB each)">"Pillage MP"
                    <input type="number" min="0" max="12" class="narrow" data-testid=format!("march-pillage-{id}")
                        prop:value=move || session.march_extras.get().0.to_string()
                        on:input=move |ev| {
                            let mp = event_target_value(&ev).trim().parse().unwrap_or(0);
                            session.march_extras.update(|e| e.0 = mp);
                        } /></label>
                <label class="inline" title="DOM-5: 1 MP; only enemies as fast may attack">
                    <input type="checkbox" data-testid=format!("march-skirmish-{id}")
                        prop:checked=move || session.march_extras.get().1
                        on:change=move |ev| { let on = event_target_checked(&ev); session.march_extras.update(|e| e.1 = on); } />
                    "Skirmish"</label>
            </div>
            {path_controls(session, id)}
            <details>
                <summary>{format!("March to… ({} tiles; or click a shaded tile on the map)", reach.len())}</summary>
                <div class="answers" role="group" aria-label=format!("Marches for army {id}")>
                    {reach.into_iter().map(|r| {
                        let label = Map::label(r.to);
                        let forced = r.cost > r.allowance;
                        let text = format!("→ {label} · {}", cost_text(&r));
                        let path = r.path.clone();
                        view! {
                            <button class="answer" class:forced=forced data-testid=format!("order-{id}-march-{label}")
                                on:click=move |_| session.march(id, path.clone())>{text}</button>
                        }
                    }).collect_view()}
                </div>
            </details>
        </div>
    })
}
