//! The answers to the battle decisions (`SUM-BAT-1`…`RES-4`), shown in the decision panel.

use crate::engine::battle::{BattleKind, TabletopResult, UnitReport};
use crate::engine::decision::{BattleChoice, Target, TokenMoves};
use crate::engine::state::TokenId;
use crate::engine::view;
use crate::engine::Decider;
use crate::engine::{Command, DecisionKind, Map};
use crate::message;
use crate::ui::language::use_language;
use crate::ui::panels::dice::{die_face, still, Cast};
use crate::ui::panels::words::decimal;
use crate::ui::panels::words::token_word;
use crate::ui::session::Session;
use crate::words::message::Message;
use leptos::prelude::*;

/// `SUM-BAT-1`: one button per tile and enemy.
fn battle_choices(session: Session, battles: Vec<BattleChoice>) -> AnyView {
    let lang = use_language();
    let buttons = session.game.with_untracked(|g| {
        let s = g.state();
        battles
            .into_iter()
            .map(|b| {
                let colour = s.kingdom(b.enemy).map(|k| k.colour.clone()).unwrap_or_default();
                let text = message!("p-battle-attack", at = Map::label(b.hex), enemy = s.kingdom_name(b.enemy));
                view! {
                    <button class="answer wide" data-testid=format!("battle-{}-{}", Map::label(b.hex), b.enemy.0)
                        on:click=move |_| session.apply(Command::ChooseBattle { hex: b.hex, enemy: b.enemy })>
                        <span class="swatch" style=format!("background:{colour}") />{move || lang.say(&text)}
                    </button>
                }
            })
            .collect_view()
    });
    view! {
        <p>{lang.text("p-battle-choose")}</p>
        <div class="answers" role="group" aria-label=lang.text("p-battle-battles")>{buttons}</div>
    }
    .into_any()
}

/// `SUM-BAT-3`: the kinds the attacker may choose, each with its odds where they exist.
fn kind_choices(session: Session, kinds: Vec<BattleKind>) -> AnyView {
    let lang = use_language();
    let buttons = session.game.with_untracked(|g| {
        let s = g.state();
        kinds
            .into_iter()
            .map(|kind| {
                let chance =
                    s.battle.as_ref().and_then(|b| view::odds(s, b, kind)).map(|o| o.percent_texts()[0].clone());
                let text = move || match &chance {
                    Some(win) => {
                        lang.say(&message!("p-battle-kind-odds", kind = kind.word(), win = decimal(lang, win)))
                    }
                    None => lang.say(&kind.word()),
                };
                view! {
                    <button class="answer wide" data-testid=super::battle::kind_id("kind", kind)
                        on:click=move |_| session.apply(Command::ChooseBattleKind { kind })>
                        {text}
                    </button>
                }
            })
            .collect_view()
    });
    view! {
        <p>{lang.text("p-battle-ships-here")}</p>
        <div class="answers" role="group" aria-label=lang.text("p-battle-kinds")>{buttons}</div>
    }
    .into_any()
}

/// `SUM-BAT-3` case 1 and `NAV-1`: which of its own tokens the owner removes.
fn remove_choices(session: Session, tokens: Vec<TokenId>) -> AnyView {
    let lang = use_language();
    let buttons = session.game.with_untracked(|g| {
        tokens
            .into_iter()
            .map(|token| {
                let text = message!("p-battle-remove", token = token_word(g.state(), token));
                view! {
                    <button class="answer wide danger" data-testid=format!("remove-{token}")
                        on:click=move |_| session.apply(Command::RemoveToken { token })>{move || lang.say(&text)}</button>
                }
            })
            .collect_view()
    });
    view! { <div class="answers" role="group" aria-label=lang.text("p-battle-to-remove")>{buttons}</div> }.into_any()
}

/// `SIM-3`, `SIM-6`: one button per die face and enemy army, marked hit or miss, and the
/// one-click "allocate for me".
fn allocation(session: Session, dice: Vec<u8>, targets: Vec<Target>, suggested: (u8, TokenId)) -> AnyView {
    let lang = use_language();
    let mut faces = dice.clone();
    crate::sort::sort(&mut faces);
    faces.dedup();
    let (face, army) = suggested;
    // The dice are the deciding kingdom's: drawn in its colour.
    let colour = session.game.with_untracked(|g| match session.decision.with_untracked(|d| d.who) {
        Decider::Kingdom(k) => g.state().kingdom(k).map(|k| k.colour.clone()),
        _ => None,
    });
    let colour = colour.unwrap_or_else(|| "#777".to_string());
    let rows = targets
        .into_iter()
        .map(|target| {
            let buttons = faces
                .iter()
                .map(|&f| {
                    let hit = view::hits(f, target.defence);
                    let army = target.army;
                    let verdict = if hit { "p-battle-a-hit" } else { "p-battle-a-miss" };
                    view! {
                        <button class=if hit { "die-answer hit" } else { "die-answer miss" } title=lang.text(verdict)
                            data-testid=format!("allocate-{f}-{army}")
                            aria-label=move || lang.say(&message!("p-battle-put", face = f, army = army, result = Message::new(verdict)))
                            on:click=move |_| session.apply(Command::AllocateDie { face: f, army })>
                            {die_face(f, &colour, !hit, Cast::Still)}
                        </button>
                    }
                })
                .collect_view();
            view! {
                <li>
                    <span class="target">{move || lang.say(&message!("p-battle-target", army = target.army, defence = target.defence))}</span>
                    <span class="answers">{buttons}</span>
                </li>
            }
        })
        .collect_view();
    view! {
        <p class="dice-left-line">{lang.text("p-battle-your-dice")}" "{still(&dice, &colour)}</p>
        <p>{lang.text("p-battle-hits-when")}</p>
        <ul class="allocation">{rows}</ul>
        <button class="primary big" data-testid="allocate-for-me"
            on:click=move |_| session.apply(Command::AllocateDie { face, army })>
            {move || lang.say(&message!("p-battle-allocate-for-me", face = face, army = army))}
        </button>
    }
    .into_any()
}

/// `NAV-2` and `OPT-CONCEDE`: fight on, or concede (a loss); the buttons' message ids.
fn fight_or_concede(session: Session, fight: &'static str, concede: &'static str) -> AnyView {
    let lang = use_language();
    view! {
        <div class="answers" role="group" aria-label=lang.text("p-battle-fight-or-concede")>
            <button class="answer wide" data-testid="fight-on"
                on:click=move |_| session.apply(Command::DeclareLoser { concede: false })>{lang.text(fight)}</button>
            <button class="answer wide danger" data-testid="concede"
                on:click=move |_| session.apply(Command::DeclareLoser { concede: true })>{lang.text(concede)}</button>
        </div>
    }
    .into_any()
}

/// `RES-4`, `RES-3`: each token with the tiles it may move into; the winner may also stay.
fn moves(session: Session, moves: Vec<TokenMoves>, winner: bool) -> AnyView {
    let lang = use_language();
    let rows = session.game.with_untracked(|g| {
        moves
            .into_iter()
            .map(|m| {
                let token = m.token;
                let label = token_word(g.state(), token);
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
                    <li class:chosen=move || session.picks.token.get() == Some(token)>
                        <button class="token-pick" on:click=move |_| session.picks.token.set(Some(token))>{move || lang.say(&label)}</button>
                        <div class="answers">{buttons}</div>
                    </li>
                }
            })
            .collect_view()
    });
    let stay = winner.then(|| {
        view! {
            <button class="big" data-testid="stay" on:click=move |_| session.apply(Command::WinnerStays)>
                {lang.text("p-battle-stay")}
            </button>
        }
    });
    let hint = if winner { "p-battle-winner-moves" } else { "p-battle-retreat" };
    view! { <p>{lang.text(hint)}</p><ul class="token-orders">{rows}</ul>{stay} }.into_any()
}

/// `TAB-3`: the result and, for each unit that fought, its routs and Unit Strength gain.
fn tabletop_form(session: Session) -> AnyView {
    let lang = use_language();
    let units: Vec<(TokenId, u8, String)> = session.game.with_untracked(|g| {
        let s = g.state();
        let Some(b) = &s.battle else { return Vec::new() };
        view::fighting_armies(s, b)
            .into_iter()
            .filter_map(|id| s.armies.get(&id).map(|a| (id, a)))
            .flat_map(|(id, a)| a.units.iter().enumerate().map(move |(i, u)| (id, i as u8, u.name.clone())))
            .collect()
    });
    let result = RwSignal::new(None::<TabletopResult>);
    let reports: Vec<(TokenId, u8, RwSignal<u8>, RwSignal<bool>)> =
        units.iter().map(|(a, u, _)| (*a, *u, RwSignal::new(0), RwSignal::new(false))).collect();
    let rows = units
        .into_iter()
        .zip(reports.clone())
        .map(|((army, unit, name), (_, _, routed, gained))| {
            let who = message!("p-battle-army-unit", army = army, unit = name);
            view! {
                <tr>
                    <td>{move || lang.say(&who)}</td>
                    <td><input type="number" min="0" max=view::MAX_ROUTS.to_string() class="face"
                        data-testid=format!("routed-{army}-{unit}") aria-label=lang.text("p-battle-times-routed")
                        prop:value=move || routed.get().to_string()
                        on:input=move |ev| routed.set(event_target_value(&ev).trim().parse().unwrap_or(0)) /></td>
                    <td><input type="checkbox" data-testid=format!("gained-{army}-{unit}") aria-label=lang.text("p-battle-earned-gain")
                        prop:checked=move || gained.get() on:change=move |ev| gained.set(event_target_checked(&ev)) /></td>
                </tr>
            }
        })
        .collect_view();
    let choice = |r: TabletopResult, text: &'static str, id: &'static str| {
        view! {
            <button class="kind" class:chosen=move || result.get() == Some(r) role="radio"
                aria-checked=move || (result.get() == Some(r)).to_string() data-testid=id
                on:click=move |_| result.set(Some(r))>{lang.text(text)}</button>
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
        <p>{lang.text("p-battle-play-on-table")}</p>
        <div class="kinds" role="radiogroup" aria-label=lang.text("p-battle-result")>
            {choice(TabletopResult::AttackerWins, "p-battle-attacker-won", "result-attacker")}
            {choice(TabletopResult::Draw, "p-battle-result-draw", "result-draw")}
            {choice(TabletopResult::DefenderWins, "p-battle-defender-won", "result-defender")}
        </div>
        <table class="unit-report">
            <thead><tr><th>{lang.text("p-battle-unit")}</th><th>{lang.text("p-battle-routed")}</th><th>{lang.text("p-battle-gain")}</th></tr></thead>
            <tbody>{rows}</tbody>
        </table>
        <button class="primary big" data-testid="enter-result" disabled=move || result.get().is_none()
            on:click=submit>{lang.text("p-battle-enter-result")}</button>
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
        DecisionKind::DeclareLoser { .. } => fight_or_concede(session, "p-battle-fight-on", "p-battle-declare-loser"),
        DecisionKind::Concede { .. } => fight_or_concede(session, "p-battle-fight", "p-battle-concede"),
        DecisionKind::ReportTabletop { .. } => tabletop_form(session),
        DecisionKind::Retreat { moves: m, .. } => moves(session, m, false),
        DecisionKind::WinnerMove { moves: m, .. } => moves(session, m, true),
        _ => return None,
    })
}
