//! The answers to the battle decisions (`SUM-BAT-1`…`RES-4`), shown in the decision panel.

use crate::engine::battle::{BattleKind, TabletopResult, UnitReport};
use crate::engine::decision::{BattleChoice, Target, TokenMoves};
use crate::engine::state::TokenId;
use crate::engine::view;
use crate::engine::Decider;
use crate::engine::{Command, DecisionKind, Map};
use crate::ui::panels::dice::{die_face, still, Cast};
use crate::ui::session::Session;
use leptos::prelude::*;

/// `SUM-BAT-1`: one button per tile and enemy.
fn battle_choices(session: Session, battles: Vec<BattleChoice>) -> AnyView {
    let buttons = session.game.with_untracked(|g| {
        let s = g.state();
        battles
            .into_iter()
            .map(|b| {
                let colour = s.kingdom(b.enemy).map(|k| k.colour.clone()).unwrap_or_default();
                let text = format!("{}: attack {}", Map::label(b.hex), s.kingdom_name(b.enemy));
                view! {
                    <button class="answer wide" data-testid=format!("battle-{}-{}", Map::label(b.hex), b.enemy.0)
                        on:click=move |_| session.apply(Command::ChooseBattle { hex: b.hex, enemy: b.enemy })>
                        <span class="swatch" style=format!("background:{colour}") />{text}
                    </button>
                }
            })
            .collect_view()
    });
    view! {
        <p>"Choose where to fight and whom (or click a marked tile on the map):"</p>
        <div class="answers" role="group" aria-label="Battles">{buttons}</div>
    }
    .into_any()
}

/// `SUM-BAT-3`: the kinds the attacker may choose, each with its odds where they exist.
fn kind_choices(session: Session, kinds: Vec<BattleKind>) -> AnyView {
    let buttons = session.game.with_untracked(|g| {
        let s = g.state();
        kinds
            .into_iter()
            .map(|kind| {
                let chance = s
                    .battle
                    .as_ref()
                    .and_then(|b| view::odds(s, b, kind))
                    .map(|o| format!(" · you win {}%", o.percent_texts()[0]))
                    .unwrap_or_default();
                view! {
                    <button class="answer wide" data-testid=format!("kind-{kind:?}").to_lowercase()
                        on:click=move |_| session.apply(Command::ChooseBattleKind { kind })>
                        {format!("{}{chance}", kind.name())}
                    </button>
                }
            })
            .collect_view()
    });
    view! {
        <p>"Both sides have ships here: choose the kind of battle."</p>
        <div class="answers" role="group" aria-label="Kinds of battle">{buttons}</div>
    }
    .into_any()
}

/// `SUM-BAT-3` case 1 and `NAV-1`: which of its own tokens the owner removes.
fn remove_choices(session: Session, tokens: Vec<TokenId>) -> AnyView {
    let buttons = session.game.with_untracked(|g| {
        tokens
            .into_iter()
            .map(|token| {
                let label = g.state().token_label(token);
                view! {
                    <button class="answer wide danger" data-testid=format!("remove-{token}")
                        on:click=move |_| session.apply(Command::RemoveToken { token })>{format!("Remove {label}")}</button>
                }
            })
            .collect_view()
    });
    view! { <div class="answers" role="group" aria-label="Tokens to remove">{buttons}</div> }.into_any()
}

/// `SIM-3`, `SIM-6`: one button per die face and enemy army, marked hit or miss, and the
/// one-click "allocate for me".
fn allocation(session: Session, dice: Vec<u8>, targets: Vec<Target>, suggested: (u8, TokenId)) -> AnyView {
    let mut faces = dice.clone();
    faces.sort_unstable();
    faces.dedup();
    let (face, army) = suggested;
    // The dice are the deciding kingdom's: drawn in its colour.
    let colour = session.game.with_untracked(|g| match g.decision().who {
        Decider::Kingdom(k) => g.state().kingdom(k).map(|k| k.colour.clone()),
        _ => None,
    });
    let colour = colour.unwrap_or_else(|| "#777".to_string());
    let rows = targets
        .into_iter()
        .map(|t| {
            let buttons = faces
                .iter()
                .map(|&f| {
                    let hit = view::hits(f, t.defence);
                    let title = if hit { "a hit" } else { "a miss" };
                    view! {
                        <button class=if hit { "die-answer hit" } else { "die-answer miss" } title=title
                            data-testid=format!("allocate-{f}-{}", t.army)
                            aria-label=format!("Put the {f} on army {}: {title}", t.army)
                            on:click=move |_| session.apply(Command::AllocateDie { face: f, army: t.army })>
                            {die_face(f, &colour, !hit, Cast::Still)}
                        </button>
                    }
                })
                .collect_view();
            view! {
                <li>
                    <span class="target">{format!("Army {} · Defence {}", t.army, t.defence)}</span>
                    <span class="answers">{buttons}</span>
                </li>
            }
        })
        .collect_view();
    view! {
        <p class="dice-left-line">"Your dice left: "{still(&dice, &colour)}</p>
        <p>"A die hits when it shows at least the army's Defence."</p>
        <ul class="allocation">{rows}</ul>
        <button class="primary big" data-testid="allocate-for-me"
            on:click=move |_| session.apply(Command::AllocateDie { face, army })>
            {format!("Allocate for me: the {face} on army {army}")}
        </button>
    }
    .into_any()
}

/// `NAV-2` and `OPT-CONCEDE`: fight on, or concede (a loss).
fn fight_or_concede(session: Session, fight: &'static str, concede: &'static str) -> AnyView {
    view! {
        <div class="answers" role="group" aria-label="Fight or concede">
            <button class="answer wide" data-testid="fight-on"
                on:click=move |_| session.apply(Command::DeclareLoser { concede: false })>{fight}</button>
            <button class="answer wide danger" data-testid="concede"
                on:click=move |_| session.apply(Command::DeclareLoser { concede: true })>{concede}</button>
        </div>
    }
    .into_any()
}

/// `RES-4`, `RES-3`: each token with the tiles it may move into; the winner may also stay.
fn moves(session: Session, moves: Vec<TokenMoves>, winner: bool) -> AnyView {
    let rows = session.game.with_untracked(|g| {
        moves
            .into_iter()
            .map(|m| {
                let token = m.token;
                let label = g.state().token_label(token);
                let buttons = m
                    .to
                    .into_iter()
                    .map(|to| {
                        let command = if winner {
                            Command::WinnerMove { token, to }
                        } else {
                            Command::Retreat { token, to }
                        };
                        view! {
                            <button class="answer" data-testid=format!("move-{token}-{}", Map::label(to))
                                on:click=move |_| session.apply(command.clone())>{format!("→ {}", Map::label(to))}</button>
                        }
                    })
                    .collect_view();
                view! {
                    <li class:chosen=move || session.token.get() == Some(token)>
                        <button class="token-pick" on:click=move |_| session.token.set(Some(token))>{label}</button>
                        <div class="answers">{buttons}</div>
                    </li>
                }
            })
            .collect_view()
    });
    let stay = winner.then(|| {
        view! {
            <button class="big" data-testid="stay" on:click=move |_| session.apply(Command::WinnerStays)>
                "Stay: keep every token in the tile"
            </button>
        }
    });
    let hint = if winner {
        "You won: you may move one token into a tile of yours next door (or click it on the map)."
    } else {
        "Each token must leave for a tile of yours next door (click it on the map, or choose here)."
    };
    view! { <p>{hint}</p><ul class="token-orders">{rows}</ul>{stay} }.into_any()
}

/// `TAB-3`: the result and, for each unit that fought, its routs and Unit Strength gain.
fn tabletop_form(session: Session) -> AnyView {
    let units: Vec<(TokenId, u8, String)> = session.game.with_untracked(|g| {
        let s = g.state();
        let Some(b) = &s.battle else { return Vec::new() };
        view::fighting_armies(s, b)
            .into_iter()
            .filter_map(|id| s.armies.get(&id).map(|a| (id, a)))
            .flat_map(|(id, a)| {
                a.units.iter().enumerate().map(move |(i, u)| (id, i as u8, format!("Army {id}: {}", u.name)))
            })
            .collect()
    });
    let result = RwSignal::new(None::<TabletopResult>);
    let reports: Vec<(TokenId, u8, RwSignal<u8>, RwSignal<bool>)> =
        units.iter().map(|(a, u, _)| (*a, *u, RwSignal::new(0), RwSignal::new(false))).collect();
    let rows = units
        .into_iter()
        .zip(reports.clone())
        .map(|((army, unit, name), (_, _, routed, gained))| {
            view! {
                <tr>
                    <td>{name}</td>
                    <td><input type="number" min="0" max=view::MAX_ROUTS.to_string() class="face"
                        data-testid=format!("routed-{army}-{unit}") aria-label="Times routed"
                        prop:value=move || routed.get().to_string()
                        on:input=move |ev| routed.set(event_target_value(&ev).trim().parse().unwrap_or(0)) /></td>
                    <td><input type="checkbox" data-testid=format!("gained-{army}-{unit}") aria-label="Earned the Unit Strength gain"
                        prop:checked=move || gained.get() on:change=move |ev| gained.set(event_target_checked(&ev)) /></td>
                </tr>
            }
        })
        .collect_view();
    let choice = |r: TabletopResult, text: &'static str, id: &'static str| {
        view! {
            <button class="kind" class:chosen=move || result.get() == Some(r) role="radio"
                aria-checked=move || (result.get() == Some(r)).to_string() data-testid=id
                on:click=move |_| result.set(Some(r))>{text}</button>
        }
    };
    let submit = move |_| {
        let Some(r) = result.get_untracked() else { return };
        let units = reports
            .iter()
            .map(|(army, unit, routed, gained)| UnitReport {
                army: *army,
                unit: *unit,
                routed: routed.get_untracked(),
                gained: gained.get_untracked(),
            })
            .filter(|u| u.routed > 0 || u.gained)
            .collect();
        session.apply(Command::ReportTabletop { result: r, units });
    };
    view! {
        <p>"Play the battle on the table (the battle sheet is above), then enter how it went."</p>
        <div class="kinds" role="radiogroup" aria-label="Result">
            {choice(TabletopResult::AttackerWins, "Attacker won", "result-attacker")}
            {choice(TabletopResult::Draw, "Draw", "result-draw")}
            {choice(TabletopResult::DefenderWins, "Defender won", "result-defender")}
        </div>
        <table class="unit-report">
            <thead><tr><th>"Unit"</th><th>"Routed"</th><th>"Gain (UST-1)"</th></tr></thead>
            <tbody>{rows}</tbody>
        </table>
        <button class="primary big" data-testid="enter-result" disabled=move || result.get().is_none()
            on:click=submit>"Enter the result"</button>
    }
    .into_any()
}

/// The answers to a battle decision; None for decisions of other phases.
pub fn answers(session: Session, kind: DecisionKind) -> Option<AnyView> {
    Some(match kind {
        DecisionKind::ChooseBattle { battles } => battle_choices(session, battles),
        DecisionKind::ChooseBattleKind { kinds, .. } => kind_choices(session, kinds),
        DecisionKind::RemoveToken { tokens, .. } => remove_choices(session, tokens),
        DecisionKind::AllocateDie { dice, targets, suggested, .. } => allocation(session, dice, targets, suggested),
        DecisionKind::DeclareLoser { .. } => {
            fight_or_concede(session, "Fight on: another roll-off", "Declare ourselves the loser")
        }
        DecisionKind::Concede { .. } => fight_or_concede(session, "Fight", "Concede the field (a loss, then retreat)"),
        DecisionKind::ReportTabletop { .. } => tabletop_form(session),
        DecisionKind::Retreat { moves: m, .. } => moves(session, m, false),
        DecisionKind::WinnerMove { moves: m, .. } => moves(session, m, true),
        _ => return None,
    })
}
