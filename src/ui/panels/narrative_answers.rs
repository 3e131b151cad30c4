//! The narrative battle on the page (RULES §9): the pool before each test as dice with
//! their symbols, why each upgrade was given and the exact chance to pass; table dice
//! entered by the symbols each die shows; the choices of scouting, victims and pursuit;
//! and the battle's record, test by test.

use super::rule_tags::RuleTag;
use crate::engine::battle::{Battle, Side};
use crate::engine::chronicle::narrative_dice;
use crate::engine::narrative::{NarrativeBattle, NarrativeCommand, NarrativeDecision, Phase, TestRecord, UnitRef};
use crate::engine::state::State;
use crate::engine::view::{self, Die, Symbols, TestPlan};
use crate::engine::{Command, DecisionKind, DiceMode};
use crate::ui::session::Session;
use leptos::prelude::*;

/// A symbol's glyph and name.
const GLYPHS: [(&str, &str); 6] =
    [("✶", "success"), ("▲", "advantage"), ("★", "triumph"), ("✖", "failure"), ("▼", "threat"), ("☠", "despair")];

/// The glyphs of a face, in the order s a t f h d; an empty face shows a dot.
pub fn glyphs(face: Symbols) -> String {
    let counts = [face.s, face.a, face.t, face.f, face.h, face.d];
    let text: String = counts.iter().zip(GLYPHS).map(|(n, (g, _))| g.repeat(usize::from(*n))).collect();
    if text.is_empty() {
        "·".into()
    } else {
        text
    }
}

fn die_class(die: Die) -> &'static str {
    match die {
        Die::Ability => "die-chip ability",
        Die::Proficiency => "die-chip proficiency",
        Die::Difficulty => "die-chip difficulty",
        Die::Challenge => "die-chip challenge",
    }
}

/// One die, blank or showing what it rolled.
fn die_chip(die: Die, face: Option<Symbols>) -> impl IntoView {
    let shown = face.map(glyphs).unwrap_or_default();
    let label = match face {
        Some(f) => format!("{}: {}", die.name(), f.text()),
        None => die.name().to_string(),
    };
    view! { <span class=die_class(die) title=label.clone() aria-label=label>{shown}</span> }
}

fn percent((pass, total): (u128, u128)) -> String {
    if total == 0 {
        return "0.0".into();
    }
    let tenths = (pass * 1000 + total / 2) / total;
    format!("{}.{}", tenths / 10, tenths % 10)
}

/// `DICE-1`, `APP-5`: the test about to be rolled: who, the dice, why each upgrade, the
/// exact chance to pass.
fn pool_view(
    state: &State,
    battle: &Battle,
    nb: &NarrativeBattle,
    plan: &TestPlan,
    dice: &[Die],
    chance: (u128, u128),
) -> impl IntoView {
    let who = state.kingdom_name(view::narrative_kingdom(battle, nb, plan.tester)).to_string();
    let reasons = plan.upgrades.iter().map(|u| view! { <li>{u.text()}</li> }).collect_view();
    let chips = dice.iter().map(|d| die_chip(*d, None)).collect_view();
    view! {
        <div class="pool" data-testid="pool">
            <p><strong>{format!("{who} tests {} ({})", plan.rule.name(), plan.rule.id())}</strong></p>
            <p class="dice-row">{chips}</p>
            <p class="muted">{format!("Leadership {} against difficulty {}", plan.leadership, plan.difficulty)}</p>
            <ul class="reasons">{reasons}</ul>
            <p class="chance" data-testid="pass-chance">{format!("Chance to pass: {}% (exact)", percent(chance))}</p>
        </div>
    }
}

/// Table dice: for each die, a button per face it can show, by its symbols.
fn symbol_entry(session: Session, dice: Vec<Die>) -> impl IntoView {
    let chosen: Vec<RwSignal<Option<u8>>> = dice.iter().map(|_| RwSignal::new(None)).collect();
    let all = chosen.clone();
    let submit = move |_| {
        let faces: Option<Vec<u8>> = all.iter().map(|c| c.get_untracked()).collect();
        if let Some(faces) = faces {
            session.apply(Command::Roll { faces: Some(faces) });
        }
    };
    let ready = {
        let all = chosen.clone();
        move || all.iter().all(|c| c.get().is_some())
    };
    view! {
        <p>"Roll the narrative dice and press what each one shows:"</p>
        {dice.into_iter().zip(chosen).enumerate().map(|(i, (die, pick))| {
            let faces = die.faces().iter().enumerate().map(|(n, f)| {
                let number = n as u8 + 1;
                view! {
                    <button class=move || format!("{} face{}", die_class(die), if pick.get() == Some(number) { " picked" } else { "" })
                        data-testid=format!("face-{i}-{number}") aria-label=format!("{}: {}", die.name(), f.text())
                        on:click=move |_| pick.set(Some(number))>{glyphs(*f)}</button>
                }
            }).collect_view();
            view! {
                <p class="die-label">{format!("Die {}: {}", i + 1, die.name())}</p>
                <div class="face-picker" role="radiogroup" aria-label=format!("Die {} ({})", i + 1, die.name())>{faces}</div>
            }
        }).collect_view()}
        <button class="primary big" data-testid="enter-roll" disabled=move || !ready() on:click=submit>"Enter the roll"</button>
    }
}

fn unit_label(state: &State, r: UnitRef) -> String {
    let name =
        state.armies.get(&r.army).and_then(|a| a.units.get(usize::from(r.unit))).map_or("a unit", |u| u.name.as_str());
    format!("{name} (army {})", r.army)
}

fn command_button(session: Session, c: NarrativeCommand, text: String, id: String) -> impl IntoView {
    view! { <button class="answer wide" data-testid=id on:click=move |_| session.apply(Command::Narrative(c.clone()))>{text}</button> }
}

/// The answers to a narrative decision; None for other decisions.
pub fn answers(session: Session, kind: DecisionKind) -> Option<AnyView> {
    let DecisionKind::Narrative(d) = kind else { return None };
    let (state, table) = session.game.with_untracked(|g| (g.state().clone(), g.options().dice == DiceMode::Table));
    let battle = state.battle.clone()?;
    let nb = battle.narrative.as_deref()?.clone();
    Some(match d {
        NarrativeDecision::Roster { army } => {
            let units = view::suggested_roster()
                .iter()
                .map(|u| {
                    let tags: Vec<&str> = u.tags.iter().map(|t| t.name()).collect();
                    let character = u.character.map(|c| format!("Leadership {}, Strategy {}", c.leadership, c.strategy));
                    let what = character.unwrap_or_else(|| tags.join(", "));
                    view! { <li>{format!("{} — {what}", u.name)}</li> }
                })
                .collect_view();
            view! {
                <p>{format!("Army {army} fights without a roster. The suggested one (NAR-1), editable later on its tile:")}</p>
                <ul>{units}</ul>
                {command_button(session, NarrativeCommand::AcceptRoster { army }, "Take the suggested roster".into(), "accept-roster".into())}
            }
            .into_any()
        }
        NarrativeDecision::Test { plan, dice, chance } => {
            let pool = pool_view(&state, &battle, &nb, &plan, &dice, chance);
            let roll = if table {
                symbol_entry(session, dice).into_any()
            } else {
                view! { <button class="primary big" data-testid="roll" on:click=move |_| session.apply(Command::Roll { faces: None })>"Roll the dice"</button> }
                    .into_any()
            };
            view! { {pool}{roll} }.into_any()
        }
        NarrativeDecision::Sortie => view! {
            <p>"NAR-SA-1: your scouts passed. Meet the attacker in the field (a field attack begins at the initial engagement, you testing first), or stay behind the walls and use the scouts' openings."</p>
            {command_button(session, NarrativeCommand::Sortie { meet: true }, "Sortie: meet them in the field".into(), "sortie".into())}
            {command_button(session, NarrativeCommand::Sortie { meet: false }, "Stay behind the walls".into(), "stay-behind-walls".into())}
        }
        .into_any(),
        NarrativeDecision::Pick { left, units, developments } => {
            let units = units
                .into_iter()
                .map(|u| command_button(session, NarrativeCommand::Unit { unit: u }, format!("Keep out {}", unit_label(&state, u)), format!("pick-{}-{}", u.army, u.unit)))
                .collect_view();
            let devs = developments
                .into_iter()
                .map(|d| command_button(session, NarrativeCommand::Disable { development: d }, format!("Disable {d:?}"), format!("disable-{d:?}").to_lowercase()))
                .collect_view();
            view! {
                <p>{format!("{left} opening(s) left (one per net success or pair of advantages).")}</p>
                <div class="answers">{units}{devs}
                    {command_button(session, NarrativeCommand::Done, "That is all".into(), "picks-done".into())}
                </div>
            }
            .into_any()
        }
        NarrativeDecision::Victim { effect, units } => {
            let what = match effect {
                view::Effect::Unit { .. } => "Choose the unit that is destroyed (NAR-SYM-1):",
                view::Effect::Character { .. } => "Choose the character who is a casualty (NAR-SYM-1):",
            };
            let units = units
                .into_iter()
                .map(|u| command_button(session, NarrativeCommand::Unit { unit: u }, unit_label(&state, u), format!("victim-{}-{}", u.army, u.unit)))
                .collect_view();
            view! { <p>{what}</p><div class="answers">{units}</div> }.into_any()
        }
        NarrativeDecision::LeaveOut { left, units, .. } => {
            let units = units
                .into_iter()
                .map(|u| command_button(session, NarrativeCommand::Unit { unit: u }, format!("Leave out {}", unit_label(&state, u)), format!("worn-{}-{}", u.army, u.unit)))
                .collect_view();
            view! {
                <p>{format!("DOM-3: one unit per forced-march hit sits out every count of this battle; {left} to choose.")}</p>
                <div class="answers">{units}</div>
            }
            .into_any()
        }
        NarrativeDecision::Retreat { .. } => view! {
            <p>"The battle is won. Regroup (+1 to your recovery rolls) or pursue (a test; each net success or pair of advantages is one more casualty of your choice)."</p>
            {command_button(session, NarrativeCommand::Regroup { regroup: true }, "Regroup".into(), "regroup".into())}
            {command_button(session, NarrativeCommand::Regroup { regroup: false }, "Pursue".into(), "pursue".into())}
        }
        .into_any(),
    })
}

fn phases(settlement: bool) -> &'static [(Phase, &'static str)] {
    if settlement {
        &[
            (Phase::SettlementScouting, "Scouting"),
            (Phase::InitialAssault, "Initial assault"),
            (Phase::Storming, "Storming the walls"),
            (Phase::Retreat, "Retreat"),
            (Phase::Recovery, "Recovery"),
        ]
    } else {
        &[
            (Phase::FieldScouting, "Scouting"),
            (Phase::InitialEngagement, "Initial engagement"),
            (Phase::FullEngagement, "Full engagement"),
            (Phase::Retreat, "Retreat"),
            (Phase::Recovery, "Recovery"),
        ]
    }
}

/// One test as the table saw it: who rolled it for which rule, its dice, its result.
pub fn test_line(who: &str, r: &TestRecord) -> impl IntoView {
    let chips = r
        .dice
        .iter()
        .map(|(die, n)| die_chip(*die, die.faces().get(usize::from(*n).saturating_sub(1)).copied()))
        .collect_view();
    let o = r.outcome;
    let result = if r.dice.is_empty() {
        "passes automatically (DICE-3)".to_string()
    } else {
        format!(
            "net {:+} success, {:+} advantage{}: {}",
            o.successes,
            o.advantages,
            if o.triumphs > 0 { format!(", {} triumph", o.triumphs) } else { String::new() },
            if o.passes() { "passes" } else { "fails" }
        )
    };
    view! {
        <li class:passed=o.passes() aria-label=narrative_dice(r)>
            <span class="who">{format!("{who} · {} ({})", r.plan.rule.name(), r.plan.rule.id())}</span>
            <span class="dice-row">{chips}</span>
            <span class="result">{result}</span>
        </li>
    }
}

/// The narrative battle's record for the battle card: the phases with the current one
/// marked, every test with its dice and result, who is kept out, what is disabled, who fell.
pub fn battle_record(state: &State, battle: &Battle, nb: &NarrativeBattle) -> impl IntoView {
    let track = phases(nb.settlement)
        .iter()
        .map(|(p, name)| view! { <li class:current=nb.phase == *p>{*name}</li> })
        .collect_view();
    let tests = nb
        .tests
        .iter()
        .map(|r| test_line(state.kingdom_name(view::narrative_kingdom(battle, nb, r.plan.tester)), r))
        .collect_view();
    let roles = Side::BOTH.map(|s| {
        let k = view::narrative_kingdom(battle, nb, s);
        format!("{} {}", if s == Side::Attacker { "Attacker" } else { "Defender" }, state.kingdom_name(k))
    });
    let fallen: Vec<String> = nb.fallen.iter().map(|u| unit_label(state, *u)).collect();
    // APP-5 for §9: before the first test, the whole battle simulated.
    let odds = nb.tests.is_empty().then(|| view::narrative_odds(state, battle, nb, view::SIMULATED)).flatten().map(|[a, d]| {
        let pct = |n: u32| format!("{:.1}", f64::from(n) * 100.0 / f64::from(view::SIMULATED));
        let (ka, kd) = (view::narrative_kingdom(battle, nb, Side::Attacker), view::narrative_kingdom(battle, nb, Side::Defender));
        let colour = |k| state.kingdom(k).map_or_else(|| "#777".to_string(), |k| k.colour.clone());
        view! {
            <div class="odds" data-testid="narrative-odds">
                <div class="odds-bar" role="img">
                    <span style=format!("width:{}%;background:{}", pct(a), colour(ka)) />
                    <span style=format!("width:{}%;background:{}", pct(d), colour(kd)) />
                </div>
                <p class="odds-text"><span>{format!("{} wins {}% · {} wins {}%", state.kingdom_name(ka), pct(a), state.kingdom_name(kd), pct(d))}</span>
                    <RuleTag id="APP-5" /></p>
                <p class="muted">"Odds of the whole battle: 100,000 battles simulated with the app's suggested choices."</p>
            </div>
        }
    });
    let out: Vec<String> = nb.excluded.iter().map(|(u, _)| unit_label(state, *u)).collect();
    view! {
        <div class="narrative" data-testid="narrative-record">
            <p class="muted">{format!("{} · {} · {}", if nb.settlement { "Settlement attack (§9.4)" } else { "Field attack (§9.5)" }, roles[0], roles[1])}</p>
            <ol class="phase-track">{track}</ol>
            {odds}
            <ol class="tests">{tests}</ol>
            {(!out.is_empty()).then(|| view! { <p>{format!("Kept out by the scouts: {}", out.join(", "))}</p> })}
            {(!nb.disabled.is_empty()).then(|| view! { <p>{format!("Disabled: {:?}", nb.disabled)}</p> })}
            {(!fallen.is_empty()).then(|| view! { <p data-testid="fallen">{format!("Fallen: {}", fallen.join(", "))}</p> })}
            <p class="legend-line muted">"✶ success · ▲ advantage · ★ triumph · ✖ failure · ▼ threat · ☠ despair"</p>
        </div>
    }
}
