//! The battle being fought: both sides and their tokens, the odds before the dice
//! (`APP-5`), the dice being allocated, and for tabletop battles the printable battle
//! sheet (`TAB-2`) with the rosters' Unit Strength, true and capped (`UST-3`).

use super::rule_tags::RuleTag;
use crate::engine::battle::{Battle, BattleKind, BattleStep, Side};
use crate::engine::state::{KingdomId, State, TokenId};
use crate::engine::view;
use crate::engine::{Command, Game, Map};
use crate::ui::panels::dice::still;
use crate::ui::panels::narrative_answers::battle_record;
use crate::ui::session::Session;
use leptos::prelude::*;

/// The kingdom on `side`: in a narrative battle the tile's holder defends (`NAR-1`).
fn kingdom(battle: &Battle, side: Side) -> KingdomId {
    match battle.narrative.as_deref() {
        Some(nb) => view::narrative_kingdom(battle, nb, side),
        None => battle.kingdom(side),
    }
}

fn colour(state: &State, battle: &Battle, side: Side) -> String {
    state.kingdom(kingdom(battle, side)).map_or_else(|| "#777".into(), |k| k.colour.clone())
}

/// One line per token of a side: what it is, its points and Defence, and its pose.
fn token_lines(state: &State, battle: &Battle, side: Side) -> Vec<(String, bool)> {
    let mut tokens = state.movers(battle.hex, kingdom(battle, side));
    tokens.sort();
    tokens
        .into_iter()
        .map(|id| {
            let mut text = state.token_label(id);
            let mut upright = true;
            if let Some(a) = state.armies.get(&id) {
                text += &format!(" · {} pts", a.points);
                if battle.kind == Some(BattleKind::Simple) {
                    text += &format!(" · Defence {}", view::defence(a.points, a.defending, battle.tired(id)));
                }
                if battle.kind == Some(BattleKind::Narrative) && !a.units.is_empty() {
                    // NAR-1: its units and best character; NAR-3: its supply value.
                    let led = view::army_leader(a).and_then(|u| Some((u.name.as_str(), u.character?))).map_or_else(
                        || "no character (Leadership 1)".to_string(),
                        |(name, c)| format!("led by {name} (Leadership {}, Strategy {})", c.leadership, c.strategy),
                    );
                    let supply = view::army_supply(a);
                    text += &format!(" · {} units · {led} · supply value {supply} (NAR-3)", a.units.len());
                }
                if a.defending {
                    text += " · defending";
                }
                upright = a.upright;
            }
            if let Some(s) = state.ships.get(&id) {
                if let Some(p) = state.passenger(id) {
                    text += &format!(" with army {p}");
                }
                upright = s.upright;
            }
            if !upright {
                text += " · on its side, does not fight";
            }
            if battle.tired(id) > 0 {
                text += &format!(" · forced march: {} hit(s) (DOM-3)", battle.tired(id));
            }
            if battle.sits_out(id) {
                text += " · sits this battle out";
            }
            (text, upright)
        })
        .collect()
}

fn side_card(state: &State, battle: &Battle, side: Side) -> impl IntoView {
    let role = if side == Side::Attacker { "Attacker" } else { "Defender" };
    let lines = token_lines(state, battle, side);
    let dice = match &battle.step {
        BattleStep::Allocate { dice, dealt, .. } => Some((dice[side.index()].clone(), dealt[side.index()])),
        _ => None,
    };
    view! {
        <div class="side-card" style=format!("border-color:{}", colour(state, battle, side)) data-testid=format!("side-{role}").to_lowercase()>
            <h3><span class="swatch" style=format!("background:{}", colour(state, battle, side)) />
                <span>{state.kingdom_name(kingdom(battle, side)).to_string()}<span class="role">{role}</span></span></h3>
            <ul>{lines.into_iter().map(|(t, up)| view! { <li class:fallen=!up>{t}</li> }).collect_view()}</ul>
            {dice.map(|(d, dealt)| view! {
                <p class="dice-left">
                    <span aria-label=format!("Dice left: {d:?}")>{still(&d, &colour(state, battle, side))}</span>
                    <span>{if dealt == 0 { "no hits yet".to_string() } else { format!("caused −{dealt} pts") }}</span>
                </p>
            })}
        </div>
    }
}

/// `APP-5`: a bar of the attacker's, the draw's and the defender's chances.
fn odds_bar(state: &State, battle: &Battle, kind: BattleKind) -> Option<impl IntoView> {
    let [a, draw, d] = view::odds(state, battle, kind)?.percent_texts();
    let (ca, cd) = (colour(state, battle, Side::Attacker), colour(state, battle, Side::Defender));
    let (na, nd) = (state.kingdom_name(battle.attacker).to_string(), state.kingdom_name(battle.defender).to_string());
    let draw_label = if kind == BattleKind::Naval { "neither" } else { "draw" };
    Some(view! {
        <div class="odds" data-testid="odds">
            <div class="odds-bar" role="img" aria-label=format!("{na} wins {a}%, {draw_label} {draw}%, {nd} wins {d}%")>
                <span style=format!("width:{a}%;background:{ca}") />
                <span class="draw" style=format!("width:{draw}%") />
                <span style=format!("width:{d}%;background:{cd}") />
            </div>
            <p class="odds-text"><span>{format!("{na} wins {a}% · {draw_label} {draw}% · {nd} wins {d}%")}</span>
                <RuleTag id="APP-5" /></p>
        </div>
    })
}

/// `TAB-2`: board size, defended-tile benefits, and every roster with Unit Strength.
fn battle_sheet(state: &State, battle: &Battle) -> impl IntoView {
    let armies = Side::BOTH.map(|s| view::side_forces(state, battle, s).armies);
    let board = view::board_size(armies.iter().map(Vec::len).max().unwrap_or(0));
    let settlement = state.tile(battle.hex).and_then(|t| t.settlement.as_ref()).map(|s| s.kind);
    let c = &state.calendar;
    let title = format!(
        "Battle sheet: {} against {} at {}, year {}, month {}",
        state.kingdom_name(battle.attacker),
        state.kingdom_name(battle.defender),
        Map::label(battle.hex),
        c.year,
        c.month
    );
    let sides = Side::BOTH.map(|side| {
        let ids: &Vec<TokenId> = &armies[side.index()];
        let defending = ids.iter().any(|id| state.armies.get(id).is_some_and(|a| a.defending));
        let points: u32 = ids.iter().filter_map(|id| state.armies.get(id)).map(|a| a.points).sum();
        let rosters = ids
            .iter()
            .filter_map(|id| state.armies.get(id).map(|a| (id, a)))
            .map(|(id, a)| {
                let units = a
                    .units
                    .iter()
                    .map(|u| {
                        let total = i16::from(u.base_strength) + i16::from(u.strength_modifier);
                        let plays = view::capped_strength(u.base_strength, u.strength_modifier);
                        view! { <tr><td>{u.name.clone()}</td><td>{u.size.clone()}</td><td>{u.base_strength}</td>
                            <td>{format!("{:+}", u.strength_modifier)}</td><td>{total}</td><td><strong>{plays}</strong></td></tr> }
                    })
                    .collect_view();
                view! {
                    <h4>{format!("Army {id} · {} points", a.points)}</h4>
                    <div class="table-scroll">
                        <table class="roster"><thead><tr><th>"Unit"</th><th>"Size"</th><th>"Base"</th><th>"Mod."</th>
                            <th>"Total"</th><th>"Plays"</th></tr></thead><tbody>{units}</tbody></table>
                    </div>
                }
            })
            .collect_view();
        let benefit = defending.then(|| {
            view! { <p class="benefit">{format!("Defended tile: {}.", view::defended_benefit(settlement))}</p> }
        });
        let role = if side == Side::Attacker { "Attacker" } else { "Defender" };
        view! {
            <section class="sheet-side">
                <h3>{format!("{role}: {} · {points} points", state.kingdom_name(battle.kingdom(side)))}</h3>
                {benefit}
                {rosters}
            </section>
        }
    });
    view! {
        <div class="battle-sheet" data-testid="battle-sheet">
            <h3 class="sheet-title">{title}<RuleTag id="TAB-2" /></h3>
            <p><strong>{format!("Board: {board}")}</strong></p>
            {sides}
            <button class="ghost no-print" data-testid="print-sheet"
                on:click=move |_| { if let Some(w) = web_sys::window() { let _ = w.print(); } }>"🖶 Print the battle sheet"</button>
        </div>
    }
}

/// `DOM-3`, `DOM-6`…`DOM-8`: what the domain war adds to this battle, for the table.
fn domain_notes(state: &State, battle: &Battle) -> Option<impl IntoView> {
    let e = battle.domain.as_deref().cloned().unwrap_or_default();
    let mut notes: Vec<String> = Vec::new();
    if e.second {
        notes.push("The second battle: the late armies have arrived; no domain-war special rules (DOM-7).".into());
    }
    if e.ambush {
        notes.push(format!(
            "Ambush: {} is the ambusher; {} may neither move nor attack in the first round (DOM-6).",
            state.kingdom_name(battle.defender),
            state.kingdom_name(battle.attacker)
        ));
    }
    if let Some(n) = e.units {
        notes.push(format!(
            "The evader attacks only {n} enemy units: pick one to attack, the defender an escort, and so on (DOM-6)."
        ));
    }
    for (army, round) in &e.arrivals {
        notes.push(format!("Army {army} arrives at the start of battle round {round} (DOM-7)."));
    }
    for (army, short) in &e.late {
        if e.sitting_out.contains(army) {
            notes.push(format!(
                "Army {army} is {short} MP short: it arrives after this battle, and a second battle follows (DOM-7)."
            ));
        }
    }
    for (token, hits) in &battle.tired {
        notes.push(format!(
            "{} starts with {hits} hit(s) from its forced march: on the table, one damage per hit on units its owner chooses (DOM-3).",
            state.token_label(*token)
        ));
    }
    for army in view::camps(state) {
        notes.push(format!(
            "Army {army} took Defend: it may fight from a fortified camp, one extra terrain feature (DOM-8)."
        ));
    }
    (!notes.is_empty()).then(|| {
        view! {
            <ul class="domain-notes" data-testid="domain-notes">
                {notes.into_iter().map(|n| view! { <li>{n}</li> }).collect_view()}
            </ul>
        }
    })
}

/// `SET-6`: the other resolvers this land battle may be fought with, by agreement.
fn switch_buttons(session: Session, state: &State) -> Option<impl IntoView> {
    let kinds = view::switchable_kinds(state);
    (!kinds.is_empty()).then(|| {
        let buttons = kinds
            .into_iter()
            .map(|kind| {
                view! {
                    <button data-testid=format!("switch-{kind:?}").to_lowercase()
                        on:click=move |_| session.apply(Command::SwitchResolver { kind })>{format!("Make it a {}", kind.name())}</button>
                }
            })
            .collect_view();
        view! {
            <details class="switch no-print">
                <summary>"Fight this battle another way (all players agree) · SET-6"</summary>
                <div class="row">{buttons}</div>
            </details>
        }
    })
}

fn battle_view(session: Session, game: &Game) -> Option<AnyView> {
    let state = game.state();
    let battle = state.battle.as_ref()?;
    let kind = battle.kind.map_or("choosing the kind of battle", BattleKind::name);
    let odds = match (&battle.step, battle.kind) {
        (BattleStep::Roll, Some(k)) => odds_bar(state, battle, k).map(|v| v.into_any()),
        _ => None,
    };
    let sheet = (battle.kind == Some(BattleKind::Tabletop)).then(|| battle_sheet(state, battle));
    let record = battle.narrative.as_deref().map(|nb| battle_record(state, battle, nb));
    Some(
        view! {
            <section class="card battle" data-testid="battle">
                <h2>{format!("⚔ Battle at {} · {kind}", Map::label(battle.hex))}</h2>
                <div class="sides">
                    {side_card(state, battle, Side::Attacker)}
                    {side_card(state, battle, Side::Defender)}
                </div>
                {domain_notes(state, battle)}
                {odds}
                {record}
                {sheet}
                {switch_buttons(session, state)}
            </section>
        }
        .into_any(),
    )
}

#[component]
pub fn BattlePanel(session: Session) -> impl IntoView {
    move || session.game.with(|g| battle_view(session, g))
}
