//! The answers to the loyalty module's decisions (`LOY-4` retreats and pushes), shown in
//! the decision panel: each landing spot with the clause that allows it.

use crate::engine::loyalty::{Clause, LoyaltyCommand, LoyaltyDecision};
use crate::engine::{Command, DecisionKind, Map};
use crate::ui::map::loyalty::spot_text;
use crate::ui::session::Session;
use leptos::prelude::*;

/// The answers to a loyalty decision; None for other decisions.
pub fn answers(session: Session, kind: DecisionKind) -> Option<AnyView> {
    let DecisionKind::Loyalty(decision) = kind else { return None };
    Some(match decision {
        LoyaltyDecision::Retreat { choices } => view! {
            <p>"Choose where each beaten army lands (or pick it, then click a marked tile). Each spot names the clause of LOY-4 that allows it."</p>
            <ul class="token-orders">
                {choices.into_iter().map(|c| {
                    let id = c.token;
                    let label = session.game.with_untracked(|g| g.state().token_label(id));
                    view! {
                        <li class:chosen=move || session.token.get() == Some(id)>
                            <button class="token-pick" data-testid=format!("token-{id}")
                                on:click=move |_| { session.token.set(Some(id)); session.selected.set(Some(c.from)); }>
                                {format!("{label} from {}", Map::label(c.from))}
                            </button>
                            <div class="answers" role="group" aria-label=format!("Where {label} may land")>
                                {c.spots.into_iter().map(|spot| {
                                    let text = session.game.with_untracked(|g| spot_text(g.state(), &spot));
                                    let to = spot.to;
                                    view! {
                                        <button class="answer wide" data-testid=format!("retreat-{id}-{}", Map::label(to))
                                            on:click=move |_| session.apply(Command::Retreat { token: id, to })>
                                            <strong>{format!("→ {}", Map::label(to))}</strong>" "<span class="clause">{text}</span>
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
            <p>{format!(
                "LOY-4.6: {} is over its limit. Choose which of your armies there moves on, and where: a tile below its limit takes it; a full one passes the push on.",
                Map::label(hex)
            )}</p>
            <div class="answers" role="group" aria-label="Pushes">
                {armies.into_iter().flat_map(|army| to.clone().into_iter().map(move |spot| (army, spot))).map(|(army, spot)| {
                    let how = if spot.clause == Clause::Push { "pushes on" } else { "stops" };
                    let to = spot.to;
                    view! {
                        <button class="answer wide" data-testid=format!("push-{army}-{}", Map::label(to))
                            on:click=move |_| session.apply(Command::Loyalty(LoyaltyCommand::Push { army, to }))>
                            {format!("Army {army} → {} ({how})", Map::label(to))}
                        </button>
                    }
                }).collect_view()}
            </div>
        }
        .into_any(),
    })
}
