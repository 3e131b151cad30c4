//! The narrative battle on the page (RULES §9): the pool before each test as dice with
//! their symbols, why each upgrade was given and the exact chance to pass; table dice
//! entered by the symbols each die shows; the choices of scouting, victims and pursuit;
//! and the battle's record, test by test.

use crate::engine::battle::{Battle, Side};
use crate::engine::narrative::{
    NarrativeBattle, NarrativeCommand, NarrativeDecision, NarrativePhase, TestRecord, UnitRef,
};
use crate::engine::state::{State, TokenId};
use crate::engine::view::{
    self,
    narrative::{Die, Symbols, TestPlan},
};
use crate::engine::{Command, DecisionKind, DiceMode};
use crate::message;
use crate::ui::language::{use_language, Language};
use crate::ui::panels::roster::Roster;
use crate::ui::panels::rule_tags::RuleTag;
use crate::ui::panels::words::{decimal, side_word};
use crate::ui::session::Session;
use crate::words::message::{Arg, Message};
use leptos::prelude::*;

/// The symbols' glyphs, in the order s a t f h d (success, advantage, triumph, failure,
/// threat, despair).
const GLYPHS: [&str; 6] = ["✶", "▲", "★", "✖", "▼", "☠"];

/// The glyphs of a face, in the order s a t f h d; an empty face shows a dot.
pub fn glyphs(face: Symbols) -> String {
    let counts = [face.success, face.advantage, face.triumph, face.failure, face.threat, face.despair];
    let text: String = counts.iter().zip(GLYPHS).map(|(n, g)| g.repeat(usize::from(*n))).collect();
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

/// A die and, if rolled, the face it shows in words ("a success, an advantage").
fn die_word(die: Die, face: Option<Symbols>) -> Message {
    match face {
        Some(f) => message!("p-narrative-die-face", die = die.word(), face = f.words()),
        None => die.word(),
    }
}

/// One die, blank or showing what it rolled.
fn die_chip(lang: Language, die: Die, face: Option<Symbols>) -> impl IntoView {
    let shown = face.map(glyphs).unwrap_or_default();
    let label = die_word(die, face);
    let title = label.clone();
    view! { <span class=die_class(die) title=move || lang.say(&title) aria-label=move || lang.say(&label)>{shown}</span> }
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
    let lang = use_language();
    let who = state.kingdom_name(view::narrative::kingdom(battle, nb, plan.tester));
    let tests = message!("p-narrative-tests", who = who, test = plan.rule.word(), rule = plan.rule.id());
    let against = message!("p-narrative-against", leadership = plan.leadership, difficulty = plan.difficulty);
    let reasons = plan.upgrades.iter().map(|u| view! { <li>{u.text()}</li> }).collect_view();
    let chips = dice.iter().map(|d| die_chip(lang, *d, None)).collect_view();
    let chance = percent(chance);
    view! {
        <div class="pool" data-testid="pool">
            <p><strong>{move || lang.say(&tests)}</strong></p>
            <p class="dice-row">{chips}</p>
            <p class="muted">{move || lang.say(&against)}</p>
            <ul class="reasons">{reasons}</ul>
            <p class="chance" data-testid="pass-chance">{move || lang.say(&message!("p-narrative-chance", chance = decimal(lang, &chance)))}</p>
        </div>
    }
}

/// Table dice: for each die, a button per face it can show, by its symbols.
fn symbol_entry(session: Session, dice: Vec<Die>) -> impl IntoView {
    let lang = use_language();
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
        <p>{lang.text("p-narrative-table-roll")}</p>
        {dice.into_iter().zip(chosen).enumerate().map(|(i, (die, pick))| {
            let faces = die.faces().iter().enumerate().map(|(n, f)| {
                let number = n as u8 + 1;
                view! {
                    <button class=move || format!("{} face{}", die_class(die), if pick.get() == Some(number) { " picked" } else { "" })
                        data-testid=format!("face-{i}-{number}") aria-label=move || lang.say(&die_word(die, Some(*f)))
                        on:click=move |_| pick.set(Some(number))>{glyphs(*f)}</button>
                }
            }).collect_view();
            view! {
                <p class="die-label">{move || lang.say(&message!("p-narrative-die", n = i + 1, die = die.word()))}</p>
                <div class="face-picker" role="radiogroup" aria-label=move || lang.say(&message!("p-decision-die-of", n = i + 1, owner = die.word()))>{faces}</div>
            }
        }).collect_view()}
        <button class="primary big" data-testid="enter-roll" disabled=move || !ready() on:click=submit>{lang.text("p-decision-enter-roll")}</button>
    }
}

/// "Spearmen (army 3)".
fn unit_word(state: &State, r: UnitRef) -> Message {
    let name: Arg = match state.armies.get(&r.army).and_then(|a| a.units.get(usize::from(r.unit))) {
        Some(u) => u.name.as_str().into(),
        None => Message::new("p-narrative-a-unit").into(),
    };
    message!("p-narrative-unit", name = name, army = r.army)
}

/// Units named in a list, in the page's language.
fn unit_list(lang: Language, state: &State, units: impl Iterator<Item = UnitRef>) -> String {
    units.map(|u| lang.say(&unit_word(state, u))).collect::<Vec<_>>().join(", ")
}

fn command_button(session: Session, c: NarrativeCommand, text: Message, id: String) -> impl IntoView {
    let lang = use_language();
    view! { <button class="answer wide" data-testid=id on:click=move |_| session.apply(Command::Narrative(c.clone()))>{move || lang.say(&text)}</button> }
}

/// `NAR-1`: an army about to fight without a roster: its owner takes the suggested one, or
/// writes its own first (roster edits are open at any moment, `SET-7`) and fights with it.
fn roster_question(session: Session, army: TokenId) -> impl IntoView {
    let lang = use_language();
    let units = move || session.game.with(|g| g.state().armies.get(&army).map_or(0, |a| a.units.len()));
    let suggested = move || {
        view::narrative::suggested_roster()
            .into_iter()
            .map(|u| {
                let name = u.name.clone();
                let what = move || match u.character {
                    Some(c) => {
                        lang.say(&message!("p-narrative-character", leadership = c.leadership, strategy = c.strategy))
                    }
                    None => u.tags.iter().map(|tag| lang.say(&tag.word())).collect::<Vec<_>>().join(", "),
                };
                view! { <li>{name}" — "{what}</li> }
            })
            .collect_view()
    };
    let question = move || {
        match units() {
        0 => view! {
            <p>{move || lang.say(&message!("p-narrative-no-roster", army = army))}</p>
            <ul>{suggested()}</ul>
            {command_button(session, NarrativeCommand::AcceptRoster { army }, Message::new("p-narrative-take-roster"), "accept-roster".into())}
        }
        .into_any(),
        n => command_button(session, NarrativeCommand::AcceptRoster { army }, message!("p-narrative-fight-with", n = n), "accept-roster".into())
            .into_any(),
    }
    };
    view! {
        {question}
        <Roster session army open=true />
    }
}

/// The answers to a narrative decision; None for other decisions.
pub fn answers(session: Session, kind: DecisionKind) -> Option<AnyView> {
    let DecisionKind::Narrative(d) = kind else { return None };
    let lang = use_language();
    let (state, table) = session.game.with_untracked(|g| (g.state().clone(), g.options().dice == DiceMode::Table));
    let battle = state.battle.clone()?;
    let nb = battle.narrative.as_deref()?.clone();
    // The test just rolled stays in view beside the next question, not only down the
    // battle's record.
    let latest = nb.tests.last().map(|r| {
        let who = state.kingdom_name(view::narrative::kingdom(&battle, &nb, r.plan.tester)).to_string();
        view! {
            <p class="muted">{lang.text("p-narrative-latest")}</p>
            <ul class="tests latest-test" data-testid="latest-test">{test_line(&who, r)}</ul>
        }
    });
    let answer = match d {
        NarrativeDecision::Roster { army } => roster_question(session, army).into_any(),
        NarrativeDecision::Test { plan, dice, chance } => {
            let pool = pool_view(&state, &battle, &nb, &plan, &dice, chance);
            let roll = if table {
                symbol_entry(session, dice).into_any()
            } else {
                view! { <button class="primary big" data-testid="roll" on:click=move |_| session.apply(Command::Roll { faces: None })>{lang.text("p-narrative-roll")}</button> }
                    .into_any()
            };
            view! { {pool}{roll} }.into_any()
        }
        NarrativeDecision::Sortie => view! {
            <p>{lang.text("p-narrative-sortie-hint")}</p>
            {command_button(session, NarrativeCommand::Sortie { meet: true }, Message::new("p-narrative-sortie"), "sortie".into())}
            {command_button(session, NarrativeCommand::Sortie { meet: false }, Message::new("p-narrative-stay"), "stay-behind-walls".into())}
        }
        .into_any(),
        NarrativeDecision::Pick { left, units, developments } => {
            let units = units
                .into_iter()
                .map(|u| command_button(session, NarrativeCommand::Unit { unit: u }, message!("p-narrative-keep-out", unit = unit_word(&state, u)), format!("pick-{}-{}", u.army, u.unit)))
                .collect_view();
            let devs = developments
                .into_iter()
                .map(|d| command_button(session, NarrativeCommand::Disable { development: d }, message!("p-narrative-disable", development = development_word(d)), format!("disable-{}", d.name()).to_ascii_lowercase()))
                .collect_view();
            view! {
                <p>{move || lang.say(&message!("p-narrative-openings", left = left))}</p>
                <div class="answers">{units}{devs}
                    {command_button(session, NarrativeCommand::Done, Message::new("p-narrative-done"), "picks-done".into())}
                </div>
            }
            .into_any()
        }
        NarrativeDecision::Victim { effect, units } => {
            // NAR-SYM-1: the symbols that brought the loss, and who chooses it.
            let (what, victim, chooser) = match effect {
                view::narrative::Effect::Unit { victim, chooser } => ("p-narrative-victim-unit", victim, chooser),
                view::narrative::Effect::Character { victim, chooser } => ("p-narrative-victim-character", victim, chooser),
            };
            let what = message!(what, enemy_chooses = i64::from(victim != chooser));
            let units = units
                .into_iter()
                .map(|u| command_button(session, NarrativeCommand::Unit { unit: u }, unit_word(&state, u), format!("victim-{}-{}", u.army, u.unit)))
                .collect_view();
            view! { <p>{lang.say(&what)}</p><div class="answers">{units}</div> }.into_any()
        }
        NarrativeDecision::LeaveOut { left, units, .. } => {
            let units = units
                .into_iter()
                .map(|u| command_button(session, NarrativeCommand::Unit { unit: u }, message!("p-narrative-leave-out", unit = unit_word(&state, u)), format!("worn-{}-{}", u.army, u.unit)))
                .collect_view();
            view! {
                <p>{move || lang.say(&message!("p-narrative-worn", left = left))}</p>
                <div class="answers">{units}</div>
            }
            .into_any()
        }
        NarrativeDecision::Retreat { .. } => view! {
            <p>{lang.text("p-narrative-won")}</p>
            {command_button(session, NarrativeCommand::Regroup { regroup: true }, Message::new("p-narrative-regroup"), "regroup".into())}
            {command_button(session, NarrativeCommand::Regroup { regroup: false }, Message::new("p-narrative-pursue"), "pursue".into())}
        }
        .into_any(),
    };
    Some(view! { {latest}{answer} }.into_any())
}

/// A narrative battle's phases in order, each with its message id.
fn phases(settlement: bool) -> &'static [(NarrativePhase, &'static str)] {
    if settlement {
        &[
            (NarrativePhase::SettlementScouting, "p-narrative-scouting"),
            (NarrativePhase::InitialAssault, "p-narrative-initial-assault"),
            (NarrativePhase::Storming, "p-narrative-storming"),
            (NarrativePhase::Retreat, "p-narrative-retreat"),
            (NarrativePhase::Recovery, "p-narrative-recovery"),
        ]
    } else {
        &[
            (NarrativePhase::FieldScouting, "p-narrative-scouting"),
            (NarrativePhase::InitialEngagement, "p-narrative-initial-engagement"),
            (NarrativePhase::FullEngagement, "p-narrative-full-engagement"),
            (NarrativePhase::Retreat, "p-narrative-retreat"),
            (NarrativePhase::Recovery, "p-narrative-recovery"),
        ]
    }
}

/// A settlement's development (`NAR-2`), by its name in the rules.
fn development_word(d: view::narrative::Development) -> Message {
    Message::name("p-narrative-development", d.name())
}

/// One test as the table saw it: who rolled it for which rule, its dice, its result.
pub fn test_line(who: &str, r: &TestRecord) -> impl IntoView {
    let lang = use_language();
    let chips = r
        .dice
        .iter()
        .map(|(die, n)| die_chip(lang, *die, die.faces().get(usize::from(*n).saturating_sub(1)).copied()))
        .collect_view();
    let o = r.outcome;
    let result = if r.dice.is_empty() {
        Message::new("p-narrative-automatic")
    } else {
        message!(
            "p-narrative-net",
            successes = format!("{:+}", o.successes),
            advantages = format!("{:+}", o.advantages),
            triumphs = o.triumphs,
            verdict = Message::new(if o.passes() { "p-narrative-passes" } else { "p-narrative-fails" })
        )
    };
    let heading = message!("p-narrative-who", who = who, test = r.plan.rule.word(), rule = r.plan.rule.id());
    let dice = view::narrative::dice_text(r);
    view! {
        <li class:passed=o.passes() aria-label=move || lang.say(&dice)>
            <span class="who">{move || lang.say(&heading)}</span>
            <span class="dice-row">{chips}</span>
            <span class="result">{move || lang.say(&result)}</span>
        </li>
    }
}

/// The battles simulated for the odds: the whole battle's before its first test, and a
/// tenth as many from each test on, so a test's result lands as fast on a phone.
fn simulated(nb: &NarrativeBattle) -> u32 {
    if nb.tests.is_empty() {
        view::narrative::SIMULATED
    } else {
        view::narrative::SIMULATED / 10
    }
}

/// The battle's odds as `view::narrative::odds` simulates them, kept while the battle and
/// its rosters stand as they were: the card is drawn anew at every move, the simulation
/// only when a test or a roster changed something.
fn battle_odds(state: &State, battle: &Battle, nb: &NarrativeBattle) -> Option<[u32; 2]> {
    thread_local! {
        static KEPT: std::cell::RefCell<Option<(String, Option<[u32; 2]>)>> = const { std::cell::RefCell::new(None) };
    }
    // The battle as a save writes it, and the units in its tile (a roster may change).
    let units: usize = state.armies.values().filter(|a| a.hex == battle.hex).map(|a| a.units.len()).sum();
    let key = serde_json::to_string(battle).unwrap_or_default() + &units.to_string();
    KEPT.with_borrow_mut(|kept| match kept {
        Some((k, odds)) if *k == key => *odds,
        _ => {
            let odds = view::narrative::odds(state, battle, nb, simulated(nb));
            *kept = Some((key, odds));
            odds
        }
    })
}

/// The narrative battle's record for the battle card: the phases with the current one
/// marked, every test with its dice and result, who is kept out, what is disabled, who fell.
pub fn battle_record(state: &State, battle: &Battle, nb: &NarrativeBattle) -> impl IntoView {
    let lang = use_language();
    let track = phases(nb.settlement)
        .iter()
        .map(|(p, name)| view! { <li class:current=nb.phase == *p>{lang.t(name)}</li> })
        .collect_view();
    let tests = nb
        .tests
        .iter()
        .map(|r| test_line(state.kingdom_name(view::narrative::kingdom(battle, nb, r.plan.tester)), r))
        .collect_view();
    let roles = Side::BOTH.map(|s| {
        let k = view::narrative::kingdom(battle, nb, s);
        lang.say(&message!("p-narrative-role", role = side_word(s), kingdom = state.kingdom_name(k)))
    });
    let fallen = unit_list(lang, state, nb.fallen.iter().copied());
    // APP-5 for §9: the whole battle simulated, from where it stands.
    let odds = battle_odds(state, battle, nb).map(|[a, d]| {
        let pct = |n: u32| format!("{:.1}", f64::from(n) * 100.0 / f64::from(simulated(nb)));
        let (ka, kd) = (
            view::narrative::kingdom(battle, nb, Side::Attacker),
            view::narrative::kingdom(battle, nb, Side::Defender),
        );
        let colour = |k| state.kingdom(k).map_or_else(|| "#777".to_string(), |k| k.colour.clone());
        view! {
            <div class="odds" data-testid="narrative-odds">
                <div class="odds-bar" role="img">
                    <span style=format!("width:{}%;background:{}", pct(a), colour(ka)) />
                    <span style=format!("width:{}%;background:{}", pct(d), colour(kd)) />
                </div>
                <p class="odds-text"><span>{lang.say(&message!(
                    "p-narrative-odds",
                    attacker = state.kingdom_name(ka),
                    win = decimal(lang, &pct(a)),
                    defender = state.kingdom_name(kd),
                    loss = decimal(lang, &pct(d))
                ))}</span>
                    <RuleTag id="APP-5" /></p>
                <p class="muted">{lang.say(&message!("p-narrative-simulated", tests = nb.tests.len() as i64))}</p>
            </div>
        }
    });
    let out = unit_list(lang, state, nb.excluded.iter().map(|(u, _)| *u));
    let attack = lang.t(if nb.settlement { "p-narrative-settlement-attack" } else { "p-narrative-field-attack" });
    let disabled = nb.disabled.iter().map(|d| lang.say(&development_word(*d))).collect::<Vec<_>>().join(", ");
    view! {
        <div class="narrative" data-testid="narrative-record">
            <p class="muted">{format!("{attack} · {} · {}", roles[0], roles[1])}</p>
            <ol class="phase-track">{track}</ol>
            {odds}
            <ol class="tests">{tests}</ol>
            {(!out.is_empty()).then(|| view! { <p>{lang.say(&message!("p-narrative-kept-out", units = out))}</p> })}
            {(!disabled.is_empty()).then(|| view! { <p>{lang.say(&message!("p-narrative-disabled", developments = disabled))}</p> })}
            {(!fallen.is_empty()).then(|| view! { <p data-testid="fallen">{lang.say(&message!("p-narrative-fallen", units = fallen))}</p> })}
            <p class="legend-line muted">{lang.t("p-narrative-legend")}</p>
        </div>
    }
}
