//! The battle being fought: both sides and their tokens, the odds before the dice
//! (`APP-5`), the dice being allocated, and for tabletop battles the printable battle
//! sheet (`TAB-2`) with the rosters' Unit Strength, true and capped (`UST-3`).

use super::rule_tags::RuleTag;
use crate::engine::battle::{Battle, BattleKind, BattleStep, Side};
use crate::engine::state::{KingdomId, State, TokenId};
use crate::engine::view;
use crate::engine::{Command, Game, Map};
use crate::message;
use crate::ui::language::{use_language, Language};
use crate::ui::module_ui::modules_ui;
use crate::ui::panels::dice::still;
use crate::ui::panels::roster::size_word;
use crate::ui::panels::words::decimal;
use crate::ui::panels::words::side_word;
use crate::ui::panels::words::token_word;
use crate::ui::session::Session;
use crate::words::message::Message;
use leptos::prelude::*;

/// The kingdom on `side` (`Battle::side_kingdom`).
/// A button's test id for a kind of battle: `kind-slaughter`, `switch-land/water`.
pub(super) fn kind_id(what: &str, kind: BattleKind) -> String {
    format!("{what}-{}", kind.name().split(' ').next().unwrap_or_default())
}

fn kingdom(battle: &Battle, side: Side) -> KingdomId {
    battle.side_kingdom(side)
}

fn colour(state: &State, battle: &Battle, side: Side) -> String {
    state.kingdom(kingdom(battle, side)).map_or_else(|| "#777".into(), |k| k.colour.clone())
}

/// One line per token of a side: what it is, its points and Defence, and its pose.
fn token_lines(lang: Language, state: &State, battle: &Battle, side: Side) -> Vec<(String, bool)> {
    let mut tokens = state.movers(battle.hex, kingdom(battle, side));
    crate::sort::sort(&mut tokens);
    tokens
        .into_iter()
        .map(|id| {
            let token = token_word(state, id);
            let mut parts = vec![match state.ships.get(&id).and(state.passenger(id)) {
                Some(army) => message!("p-battle-ship-with", token = token, army = army),
                None => token,
            }];
            let mut upright = true;
            if let Some(a) = state.armies.get(&id) {
                parts.push(message!("p-battle-points", points = a.points));
                if battle.kind == Some(BattleKind::Simple) {
                    // SIM-1: a Defence kept from the battle's start says so, as its points no
                    // longer give it.
                    let id_of =
                        if view::defence_held(battle, id, a) { "p-battle-defence-held" } else { "p-battle-defence" };
                    parts.push(message!(id_of, defence = view::army_defence(battle, id, a)));
                }
                parts.extend(modules_ui().iter().flat_map(|m| m.token_facts(state, battle, a)));
                if a.defending {
                    parts.push(Message::new("p-battle-defending"));
                }
                upright = a.upright;
            }
            if let Some(s) = state.ships.get(&id) {
                upright = s.upright;
            }
            if !upright {
                parts.push(Message::new("p-battle-fallen"));
            }
            if battle.tired(id) > 0 {
                parts.push(message!("p-battle-tired", hits = battle.tired(id)));
            }
            if battle.sits_out(id) {
                parts.push(Message::new("p-battle-sits-out"));
            }
            // A list of facts about the token, each worded whole.
            (parts.iter().map(|m| lang.say(m)).collect::<Vec<_>>().join(" · "), upright)
        })
        .collect()
}

fn side_card(lang: Language, state: &State, battle: &Battle, side: Side) -> impl IntoView {
    let role = if side == Side::Attacker { "attacker" } else { "defender" };
    let lines = token_lines(lang, state, battle, side);
    let dice = match &battle.step {
        BattleStep::Allocate { dice, dealt, .. } => Some((dice[side.index()].clone(), dealt[side.index()])),
        _ => None,
    };
    view! {
        <div class="side-card" style=format!("border-color:{}", colour(state, battle, side)) data-testid=format!("side-{role}")>
            <h3><span class="swatch" style=format!("background:{}", colour(state, battle, side)) />
                <span>{state.kingdom_name(kingdom(battle, side)).to_string()}<span class="role">{lang.say(&side_word(side))}</span></span></h3>
            <ul>{lines.into_iter().map(|(line, up)| view! { <li class:fallen=!up>{line}</li> }).collect_view()}</ul>
            {dice.map(|(d, dealt)| view! {
                <p class="dice-left">
                    <span aria-label=lang.say(&message!("p-battle-dice-left", dice = d.iter().map(u8::to_string).collect::<Vec<_>>().join(", ")))>{still(&d, &colour(state, battle, side))}</span>
                    <span>{lang.say(&if dealt == 0 { Message::new("p-battle-no-hits") } else { message!("p-battle-caused", dealt = dealt) })}</span>
                </p>
            })}
        </div>
    }
}

/// `APP-5`: a bar of the attacker's, the draw's and the defender's chances.
fn odds_bar(
    lang: Language,
    state: &State,
    battle: &Battle,
    kind: BattleKind,
    id: &'static str,
) -> Option<impl IntoView> {
    let [a, draw, d] = view::odds(state, battle, kind)?.percent_texts();
    let (ca, cd) = (colour(state, battle, Side::Attacker), colour(state, battle, Side::Defender));
    let odds = |id: &str| {
        lang.say(&message!(
            id,
            attacker = state.kingdom_name(battle.attacker),
            win = decimal(lang, &a),
            neither = Message::new(if kind == BattleKind::Naval { "p-battle-neither" } else { "p-battle-draw" }),
            draw = decimal(lang, &draw),
            defender = state.kingdom_name(battle.defender),
            loss = decimal(lang, &d)
        ))
    };
    let (label, text) = (odds("p-battle-odds-label"), odds("p-battle-odds"));
    Some(view! {
        <div class="odds" data-testid=id>
            <div class="odds-bar" role="img" aria-label=label>
                <span style=format!("width:{a}%;background:{ca}") />
                <span class="draw" style=format!("width:{draw}%") />
                <span style=format!("width:{d}%;background:{cd}") />
            </div>
            <p class="odds-text"><span>{text}</span>
                <RuleTag id="APP-5" /></p>
        </div>
    })
}

/// `APP-5` beside the question that asks for a battle's dice, so the odds are in view
/// when the dice are rolled, on a phone's drawer too.
pub fn roll_odds(lang: Language, state: &State) -> Option<AnyView> {
    let battle = state.battle.as_ref()?;
    match (&battle.step, battle.kind) {
        (BattleStep::Roll, Some(k)) => odds_bar(lang, state, battle, k, "roll-odds").map(IntoAny::into_any),
        _ => None,
    }
}

/// `TAB-2`: board size, defended-tile benefits, and every roster with Unit Strength.
fn battle_sheet(lang: Language, state: &State, battle: &Battle) -> impl IntoView {
    let armies = Side::BOTH.map(|s| view::side_forces(state, battle, s).armies);
    let board = view::board_size(armies.iter().map(Vec::len).max().unwrap_or(0));
    let settlement = state.tile(battle.hex).and_then(|t| t.settlement.as_ref()).map(|s| s.kind);
    let c = &state.calendar;
    let title = lang.say(&message!(
        "p-battle-sheet-title",
        attacker = state.kingdom_name(battle.attacker),
        defender = state.kingdom_name(battle.defender),
        at = Map::label(battle.hex),
        year = c.year,
        month = c.month
    ));
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
                        // The size under the name: five columns fit the side panel.
                        view! { <tr><td>{u.name.clone()}<small class="tags-line">{size_word(lang, &u.size)}</small></td><td>{u.base_strength}</td>
                            <td>{format!("{:+}", u.strength_modifier)}</td><td>{total}</td><td><strong>{plays}</strong></td></tr> }
                    })
                    .collect_view();
                view! {
                    <h4>{lang.say(&message!("p-battle-sheet-army", army = *id, points = a.points))}</h4>
                    <div class="table-scroll">
                        <table class="roster"><thead><tr><th>{lang.t("p-battle-unit")}</th>
                            <th>{lang.t("p-battle-base")}</th><th>{lang.t("p-battle-mod")}</th>
                            <th>{lang.t("p-battle-total")}</th><th>{lang.t("p-battle-plays")}</th></tr></thead><tbody>{units}</tbody></table>
                    </div>
                }
            })
            .collect_view();
        let benefit = defending.then(|| {
            // The engine's English names the benefit; its words are keyed by it.
            let benefit = Message::name("p-battle-benefit", view::defended_benefit(settlement));
            view! { <p class="benefit">{lang.say(&message!("p-battle-defended-tile", benefit = benefit))}</p> }
        });
        let heading = message!(
            "p-battle-sheet-side",
            role = side_word(side),
            kingdom = state.kingdom_name(battle.kingdom(side)),
            points = points
        );
        view! {
            <section class="sheet-side">
                <h3>{lang.say(&heading)}</h3>
                {benefit}
                {rosters}
            </section>
        }
    });
    view! {
        <div class="battle-sheet" data-testid="battle-sheet">
            <h3 class="sheet-title">{title}<RuleTag id="TAB-2" /></h3>
            <p><strong>{lang.say(&message!("p-battle-board", board = Message::name("p-battle-board", board)))}</strong></p>
            {sides}
            <button class="ghost no-print" data-testid="print-sheet"
                on:click=move |_| { if let Some(w) = web_sys::window() { let _ = w.print(); } }>{lang.t("p-battle-print")}</button>
        </div>
    }
}

/// `SET-6`: the other resolvers this land battle may be fought with, by agreement.
fn switch_buttons(lang: Language, session: Session, state: &State) -> Option<impl IntoView> {
    let kinds = view::switchable_kinds(state);
    (!kinds.is_empty()).then(|| {
        let buttons = kinds
            .into_iter()
            .map(|kind| {
                view! {
                    <button data-testid=kind_id("switch", kind)
                        on:click=move |_| session.apply(Command::SwitchResolver { kind })>{lang.say(&message!("p-battle-make-it", kind = kind.word()))}</button>
                }
            })
            .collect_view();
        view! {
            <details class="switch no-print">
                <summary>{lang.t("p-battle-switch")}</summary>
                <div class="row">{buttons}</div>
            </details>
        }
    })
}

fn battle_view(session: Session, game: &Game) -> Option<AnyView> {
    let state = game.state();
    let battle = state.battle.as_ref()?;
    let (lang, modules) = (use_language(), modules_ui());
    let kind = match battle.kind {
        Some(kind) => kind.word(),
        None => modules
            .iter()
            .find_map(|m| m.battle_title(battle))
            .unwrap_or_else(|| Message::new("p-battle-choosing-kind")),
    };
    let odds = match (&battle.step, battle.kind) {
        (BattleStep::Roll, Some(k)) => odds_bar(lang, state, battle, k, "odds").map(|v| v.into_any()),
        _ => None,
    };
    let sheet = (battle.kind == Some(BattleKind::Tabletop)).then(|| battle_sheet(lang, state, battle));
    let notes = modules.iter().filter_map(|m| m.battle_notes(lang, state, battle)).collect_view();
    let record = modules.iter().filter_map(|m| m.battle_record(state, battle)).collect_view();
    Some(
        view! {
            <section class="card battle" data-testid="battle">
                <h2>{lang.say(&message!("p-battle-title", at = Map::label(battle.hex), kind = kind))}</h2>
                <div class="sides">
                    {side_card(lang, state, battle, Side::Attacker)}
                    {side_card(lang, state, battle, Side::Defender)}
                </div>
                {notes}
                {odds}
                {record}
                {sheet}
                {switch_buttons(lang, session, state)}
            </section>
        }
        .into_any(),
    )
}

#[component]
pub fn BattlePanel(session: Session) -> impl IntoView {
    move || session.game.with(|g| battle_view(session, g))
}
