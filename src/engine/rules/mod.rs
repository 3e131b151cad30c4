//! The rules, one file per area, behind two entry points: what decision is pending, and
//! what a command does. Phases are dispatched here and nowhere else.

pub mod battle;
pub mod domain;
pub mod flow;
pub mod loyalty;
pub mod moves;
pub mod narrative;
pub mod orders;
pub mod pairing;
pub mod player_order;
pub mod reform;
pub mod resolution;
pub mod roster;
pub mod seam;
pub mod setup;
#[cfg(feature = "test-modules")]
pub mod shrine;
pub mod winter;

use super::battle::{BattleKind, TabletopResult};
use super::command::Command;
use super::decision::{Decider, Decision, DecisionKind};
use super::error::RuleError;
use super::event::Event;
use super::ruleset::RULES_VERSION;
use super::ruleset::{DiceMode, Options};
use orders::Reach;
pub use seam::{Ctx, Emitter, Judge, Module};

use super::state::{Order, Phase, State};
use std::collections::BTreeMap;

/// The rules modules, in the order they are asked (`seam`). Those built only for the
/// tests prove the seam: a module is its folder and its line here.
pub static MODULES: &[&dyn Module] = &[
    &loyalty::Loyalty,
    &narrative::Narrative,
    &domain::Domain,
    #[cfg(feature = "test-modules")]
    &shrine::Shrine,
];

/// The registered module plugged in by `name` (`plugged`).
pub fn plugged(name: &str) -> Option<&'static dyn Module> {
    MODULES.iter().copied().find(|m| !m.name().is_empty() && m.name() == name)
}

/// Teaches the page's words those of every registered module (`Module::words`).
pub fn learn_words() {
    for (code, text) in MODULES.iter().flat_map(|m| m.words()) {
        crate::words::extend(code, text);
    }
}

/// The slices a campaign plugging in `names` starts with; a name this build lacks has
/// none (`Game::start` refuses it first).
pub fn plugged_slices(names: &[String]) -> BTreeMap<String, serde_json::Value> {
    names.iter().filter_map(|n| plugged(n).map(|m| (n.clone(), m.start()))).collect()
}

impl<'a> Ctx<'a> {
    /// A command at `position` of a campaign played by this build's rules.
    pub fn new(options: &'a Options, seed: u64, position: usize) -> Self {
        Ctx::with_rules(options, seed, position, RULES_VERSION)
    }

    /// A command at `position` of a campaign played by rules version `rules`.
    pub fn with_rules(options: &'a Options, seed: u64, position: usize, rules: u32) -> Self {
        Ctx::assemble(options, seed, position, rules, flow::finished, MODULES)
    }
}

/// `SET-6` [design]: the land-battle kinds the players may agree to switch this battle to
/// (`battle::switchable_kinds`, with every registered module's say).
pub fn switchable_kinds(state: &State) -> Vec<BattleKind> {
    battle::switchable_kinds(state, MODULES)
}

/// The decision pending in `state` (`APP-1`).
pub fn decision(state: &State, options: &Options) -> Decision {
    decide(state, options, Reach::Worked)
}

/// The decision pending in `state`, each army's march reach worked out or not (`Reach`).
fn decide(state: &State, options: &Options, reach: Reach) -> Decision {
    if let Some(d) = MODULES.iter().find_map(|m| m.decision(state)) {
        return d;
    }
    match &state.phase {
        Phase::Setup(step) => setup::decision(state, step),
        Phase::Orders => orders::decision(state, options, MODULES, reach)
            .unwrap_or_else(|| Decision::waiting("SUM-ORD-1", "Summer orders")),
        Phase::Resolution => {
            resolution::decision(state).unwrap_or_else(|| Decision::waiting("SUM-RES-1", "Summer resolution"))
        }
        Phase::Battle => {
            battle::decision(state, MODULES).unwrap_or_else(|| Decision::waiting("SUM-BAT-1", "Summer battles"))
        }
        Phase::Reform => reform::decision(state).unwrap_or_else(|| Decision::waiting("REF-6", "Summer reform")),
        Phase::Winter => winter::decision(state, options).unwrap_or_else(|| Decision::waiting("WIN-1", "Winter")),
        Phase::Ended => Decision { who: Decider::Nobody, kind: DecisionKind::CampaignOver },
    }
}

/// Every command a player may give now: the answers to `decision` and the actions open
/// whatever is pending (pairing, the resolver switch, roster edits). Where values are
/// typed in (table dice, a race, a battle result, a unit) one command names the action
/// and `check` validates the values.
pub fn legal_commands(state: &State, decision: &Decision, options: &Options) -> Vec<Command> {
    let mut all = decision_answers(decision, options);
    let pairings = state.kingdom_ids().flat_map(|k| pairing::options(state, k));
    let switches = switchable_kinds(state).into_iter().map(|kind| Command::SwitchResolver { kind });
    all.extend(pairings.chain(switches).chain(roster::edits(state, options)));
    all.extend(MODULES.iter().flat_map(|m| m.any_time(state, options)));
    all
}

/// The commands that answer `decision`: the ones that move the campaign on.
pub fn decision_answers(decision: &Decision, options: &Options) -> Vec<Command> {
    match &decision.kind {
        DecisionKind::Roll { count, .. } => match options.dice {
            DiceMode::App => vec![Command::Roll { faces: None }],
            // The faces are typed in: this names the action with the lowest faces.
            DiceMode::Table => vec![Command::Roll { faces: Some(vec![1; *count]) }],
        },
        DecisionKind::PlaceCapital { tiles } => tiles.iter().map(|&hex| Command::PlaceCapital { hex }).collect(),
        DecisionKind::PlaceSettlement { kinds, tiles } => {
            let mut distinct = kinds.clone();
            distinct.dedup();
            distinct
                .iter()
                .flat_map(|&kind| tiles.iter().map(move |&hex| Command::PlaceSettlement { hex, kind }))
                .collect()
        }
        DecisionKind::PlaceArmy { tiles } => tiles.iter().map(|&hex| Command::PlaceArmy { hex }).collect(),
        DecisionKind::ResolveOrder { orders } => {
            orders.iter().map(|o| Command::ResolveOrder { token: o.token }).collect()
        }
        DecisionKind::GiveOrder { tokens } => tokens
            .iter()
            .flat_map(|t| {
                let orders = t.orders.iter().map(|&order| Command::GiveOrder { token: t.token, order });
                orders.chain(MODULES.iter().flat_map(|m| m.order_answers(t)))
            })
            .collect(),
        DecisionKind::ChooseBattle { battles } => {
            battles.iter().map(|b| Command::ChooseBattle { hex: b.hex, enemy: b.enemy }).collect()
        }
        DecisionKind::ChooseBattleKind { kinds, .. } => {
            kinds.iter().map(|&kind| Command::ChooseBattleKind { kind }).collect()
        }
        DecisionKind::RemoveToken { tokens, .. } => {
            tokens.iter().map(|&token| Command::RemoveToken { token }).collect()
        }
        DecisionKind::AllocateDie { dice, targets, .. } => {
            let mut faces = dice.clone();
            crate::sort::sort(&mut faces);
            faces.dedup();
            faces
                .iter()
                .flat_map(|&face| targets.iter().map(move |t| Command::AllocateDie { face, army: t.army }))
                .collect()
        }
        DecisionKind::DeclareLoser { .. } | DecisionKind::Concede { .. } => {
            vec![Command::DeclareLoser { concede: false }, Command::DeclareLoser { concede: true }]
        }
        // The result is typed in; these are the answers without unit reports.
        DecisionKind::ReportTabletop { .. } => {
            [TabletopResult::AttackerWins, TabletopResult::DefenderWins, TabletopResult::Draw]
                .map(|result| Command::ReportTabletop { result, units: Vec::new() })
                .to_vec()
        }
        DecisionKind::Retreat { moves, .. } => {
            moves.iter().flat_map(|m| m.to.iter().map(|&to| Command::Retreat { token: m.token, to })).collect()
        }
        DecisionKind::WinnerMove { moves, .. } => moves
            .iter()
            .flat_map(|m| m.to.iter().map(|&to| Command::WinnerMove { token: m.token, to }))
            .chain([Command::WinnerStays])
            .collect(),
        // The race is typed in; this is the answer that names none.
        DecisionKind::ChooseRace => vec![Command::ChooseRace { race: "Unnamed".into() }],
        DecisionKind::ChooseHome { tiles, .. } => tiles.iter().map(|&hex| Command::RecallTo { hex }).collect(),
        DecisionKind::Tithe { answers } | DecisionKind::Build { answers } => answers.clone(),
        DecisionKind::Starve { armies, .. } => armies.iter().map(|&army| Command::Starve { army }).collect(),
        DecisionKind::Deploy { armies, tiles } => {
            armies.iter().flat_map(|&army| tiles.iter().map(move |&hex| Command::Deploy { army, hex })).collect()
        }
        DecisionKind::Module(d) => d.answers.clone(),
        DecisionKind::Loyalty(_) | DecisionKind::Narrative(_) | DecisionKind::Domain(_) => {
            MODULES.iter().find_map(|m| m.answers(decision, options)).unwrap_or_default()
        }
        DecisionKind::CampaignOver | DecisionKind::Waiting { .. } => Vec::new(),
    }
}

/// Whether `command` answers `decision`, and if not, the rule that refuses it.
/// Whether `command` is one of the actions open whatever is pending (a roster's edit,
/// pairing, the resolver switch, a module's any-time command) rather than an answer to
/// the pending decision.
pub fn is_any_time(state: &State, options: &Options, command: &Command) -> bool {
    roster::is_roster_edit(command)
        || pairing::is_pairing(command)
        || matches!(command, Command::SwitchResolver { .. })
        || MODULES.iter().any(|m| m.check_any_time(state, options, command).is_some())
}

pub fn check(state: &State, decision: &Decision, options: &Options, command: &Command) -> Result<(), RuleError> {
    if roster::is_roster_edit(command) {
        return roster::check(state, options, command);
    }
    if pairing::is_pairing(command) {
        return pairing::check(state, command);
    }
    if let Command::SwitchResolver { kind } = command {
        return battle::check_switch(state, MODULES, *kind);
    }
    let modules = || MODULES.iter();
    if let Some(checked) = modules().find_map(|m| m.check_any_time(state, options, command)) {
        return checked;
    }
    if let Some(checked) = modules().find_map(|m| m.check_answer(state, decision, options, command)) {
        return checked;
    }
    let off_map = |hex| {
        if state.map.contains(hex) {
            Ok(())
        } else {
            Err(RuleError::OffMap { hex })
        }
    };
    match (&decision.kind, command) {
        (DecisionKind::Waiting { rule, phase }, _) => Err(RuleError::PhaseNotBuilt { rule, phase }),
        (DecisionKind::CampaignOver, _) => Err(RuleError::CampaignOver),
        (DecisionKind::Roll { count, sides, .. }, Command::Roll { faces }) => match (options.dice, faces) {
            (DiceMode::App, None) => Ok(()),
            (DiceMode::App, Some(_)) => Err(RuleError::FacesGiven),
            (DiceMode::Table, None) => Err(RuleError::FacesMissing { count: *count }),
            (DiceMode::Table, Some(f)) if f.len() == *count && f.iter().all(|x| (1..=*sides).contains(x)) => Ok(()),
            (DiceMode::Table, Some(_)) => Err(RuleError::FacesInvalid { count: *count, sides: *sides }),
        },
        (DecisionKind::ChooseRace, Command::ChooseRace { race }) => {
            let len = race.trim().chars().count();
            (1..=setup::MAX_RACE).contains(&len).then_some(()).ok_or(RuleError::BadRace { max: setup::MAX_RACE })
        }
        (DecisionKind::PlaceCapital { tiles }, Command::PlaceCapital { hex }) => {
            off_map(*hex)?;
            tiles.contains(hex).then_some(()).ok_or(RuleError::NotFreeStartingTile { hex: *hex })
        }
        (DecisionKind::PlaceSettlement { kinds, tiles }, Command::PlaceSettlement { hex, kind }) => {
            off_map(*hex)?;
            if !kinds.contains(kind) {
                return Err(RuleError::KindNotLeft { kind: *kind });
            }
            tiles.contains(hex).then_some(()).ok_or(RuleError::NotFreeRingTile { hex: *hex })
        }
        (DecisionKind::PlaceArmy { tiles }, Command::PlaceArmy { hex }) => {
            off_map(*hex)?;
            tiles.contains(hex).then_some(()).ok_or(RuleError::NotOwnSettlement { hex: *hex })
        }
        (DecisionKind::GiveOrder { tokens }, Command::GiveOrder { token, order }) => {
            if let Order::Move { to } = order {
                off_map(*to)?;
            }
            let legal = tokens.iter().any(|t| t.token == *token && t.orders.contains(order));
            let kingdom = match decision.who {
                Decider::Kingdom(k) => Some(k),
                _ => None,
            };
            legal.then_some(()).ok_or_else(|| orders::refusal(state, MODULES, kingdom, *token, *order))
        }
        (DecisionKind::ResolveOrder { orders }, Command::ResolveOrder { token }) => orders
            .iter()
            .any(|o| o.token == *token)
            .then_some(())
            .ok_or(RuleError::NotYourUnresolvedOrder { token: *token }),
        (DecisionKind::ReportTabletop { .. }, Command::ReportTabletop { units, .. }) => match &state.battle {
            Some(b) => battle::tabletop::check_report(state, b, units),
            None => Err(RuleError::NotPending { pending: decision.rule() }),
        },
        _ if answers_kind(decision, command) => {
            if decision_answers(decision, options).contains(command) {
                Ok(())
            } else {
                Err(RuleError::NotAnAnswer { rule: decision.rule(), answer: Box::new(command.clone()) })
            }
        }
        _ => Err(RuleError::NotPending { pending: decision.rule() }),
    }
}

/// Whether `command` is of the kind that answers `decision` (right or wrong).
fn answers_kind(decision: &Decision, command: &Command) -> bool {
    MODULES.iter().any(|m| m.answers_kind(decision, command))
        || matches!(
            (&decision.kind, command),
            (DecisionKind::ChooseBattle { .. }, Command::ChooseBattle { .. })
                | (DecisionKind::ChooseBattleKind { .. }, Command::ChooseBattleKind { .. })
                | (DecisionKind::RemoveToken { .. }, Command::RemoveToken { .. })
                | (DecisionKind::AllocateDie { .. }, Command::AllocateDie { .. })
                | (DecisionKind::DeclareLoser { .. } | DecisionKind::Concede { .. }, Command::DeclareLoser { .. })
                | (DecisionKind::Retreat { .. }, Command::Retreat { .. })
                | (DecisionKind::WinnerMove { .. }, Command::WinnerMove { .. } | Command::WinnerStays)
                | (DecisionKind::ChooseHome { .. }, Command::RecallTo { .. })
                | (DecisionKind::Tithe { .. }, Command::Tithe { .. } | Command::Pass)
                | (DecisionKind::Build { .. }, Command::Buy { .. } | Command::Disband { .. } | Command::Pass)
                | (DecisionKind::Starve { .. }, Command::Starve { .. })
                | (DecisionKind::Deploy { .. }, Command::Deploy { .. })
                | (DecisionKind::Module(_), Command::Module(_))
        )
}

/// Check, then execute: the events `command` causes and the state after them. On `Err`
/// nothing changed.
pub fn execute(state: &State, ctx: &Ctx, command: &Command) -> Result<(State, Vec<Event>), RuleError> {
    execute_answering(state, ctx, command, &decide(state, ctx.options, Reach::Skipped))
}

/// `execute`, with the decision pending in `state` already worked out (`decision`; its
/// marches' reach, if worked, is not read by any check), so a command works it out once.
pub fn execute_answering(
    state: &State,
    ctx: &Ctx,
    command: &Command,
    pending: &Decision,
) -> Result<(State, Vec<Event>), RuleError> {
    check(state, pending, ctx.options, command)?;
    let mut out = Emitter::new(state, ctx.modules);
    if roster::is_roster_edit(command) {
        roster::execute(&mut out, command);
        return Ok(out.finish());
    }
    if pairing::is_pairing(command) {
        pairing::execute(&mut out, command);
        return Ok(out.finish());
    }
    if let Command::SwitchResolver { kind } = command {
        battle::switch(&mut out, ctx, *kind);
        return Ok(out.finish());
    }
    if ctx.modules.iter().any(|m| m.execute_any_time(&mut out, ctx, command)) {
        return Ok(out.finish());
    }
    if let Some(module) = ctx.modules.iter().find(|m| m.pending(state)) {
        module.execute(&mut out, ctx, command);
        flow::move_on(&mut out, ctx);
        return Ok(out.finish());
    }
    match &state.phase {
        Phase::Setup(step) => setup::execute(&mut out, ctx, step, command),
        Phase::Orders => orders::execute(&mut out, ctx, command),
        Phase::Resolution => resolution::execute(&mut out, ctx, command),
        Phase::Battle => battle::execute(&mut out, ctx, command),
        Phase::Reform => reform::execute(&mut out, ctx, command),
        Phase::Winter => winter::execute(&mut out, ctx, command),
        _ => {}
    }
    flow::move_on(&mut out, ctx);
    Ok(out.finish())
}
