//! The narrative battle resolver (RULES §9): its dice (`DICE-1`…`DICE-3`, exact pass
//! chances), forces (`NAR-1`…`NAR-3`), the test of each phase with the reason for every
//! upgrade (§9.4, §9.5), what symbols do after a battle (`NAR-SYM-1`), the battle's steps
//! (`battle`) and its odds (`odds`).

mod apply;
pub mod battle;
pub mod chronicle;
pub mod forces;
pub mod odds;
pub mod plans;
pub mod stand_in;
pub mod story;
pub mod symbols;
pub mod view;

use crate::engine::battle::{Battle, BattleKind, BattleStep};
use crate::engine::command::Command;
use crate::engine::decision::{Decision, DecisionKind};
use crate::engine::error::RuleError;
use crate::engine::event::Event;
use crate::engine::ids::KingdomId;
use crate::engine::narrative::{NarrativeCommand, NarrativeDecision, NarrativeEvent};
use crate::engine::reason::Reason;
use crate::engine::rules::seam::{Ctx, Emitter, Judge, Module};
use crate::engine::ruleset::{DiceMode, Options};
use crate::engine::state::State;

/// Narrative battles' place in the core (`seam`): the answers to its decisions, the
/// dice of a test typed in at the table (`DICE-1`), a settlement's developments
/// (`NAR-2`) edited at any time, and the battles of its kind: `rules::battle` runs their
/// choosing and results, and asks it for their steps.
pub struct Narrative;

impl Module for Narrative {
    fn judge_answer(
        &self,
        judge: &dyn Judge,
        kingdom: KingdomId,
        kind: &DecisionKind,
        command: &Command,
    ) -> Option<(i64, Reason)> {
        stand_in::answer(judge.state(), kingdom, kind, command)
    }

    fn apply(&self, state: &mut State, event: &Event) -> bool {
        let Event::Narrative(e) = event else { return false };
        state.apply_narrative(e);
        true
    }

    fn answers(&self, decision: &Decision, options: &Options) -> Option<Vec<Command>> {
        match &decision.kind {
            DecisionKind::Narrative(d) => Some(battle::answers(d, options.dice == DiceMode::Table)),
            _ => None,
        }
    }

    fn answers_kind(&self, decision: &Decision, command: &Command) -> bool {
        matches!((&decision.kind, command), (DecisionKind::Narrative(_), Command::Narrative(_)))
    }

    fn check_answer(
        &self,
        _state: &State,
        decision: &Decision,
        options: &Options,
        command: &Command,
    ) -> Option<Result<(), RuleError>> {
        let (DecisionKind::Narrative(NarrativeDecision::Test { dice, .. }), Command::Roll { faces }) =
            (&decision.kind, command)
        else {
            return None;
        };
        Some(match (options.dice, faces) {
            (DiceMode::App, None) => Ok(()),
            (DiceMode::App, Some(_)) => Err(RuleError::FacesGiven),
            (DiceMode::Table, None) => Err(RuleError::FacesMissing { count: dice.len() }),
            // Each number must be one its die shows (DICE-1).
            (DiceMode::Table, Some(f))
                if f.len() == dice.len() && f.iter().zip(dice).all(|(x, d)| (1..=d.sides()).contains(x)) =>
            {
                Ok(())
            }
            (DiceMode::Table, Some(_)) => Err(RuleError::FacesInvalid { count: dice.len(), sides: 12 }),
        })
    }

    fn any_time(&self, state: &State, options: &Options) -> Vec<Command> {
        battle::development_edits(state, options)
    }

    fn check_any_time(&self, state: &State, options: &Options, command: &Command) -> Option<Result<(), RuleError>> {
        match command {
            Command::Narrative(NarrativeCommand::SetDevelopments { hex, developments }) => {
                Some(battle::check_developments(state, options, *hex, developments))
            }
            _ => None,
        }
    }

    fn execute_any_time(&self, out: &mut Emitter, _ctx: &Ctx, command: &Command) -> bool {
        match command {
            Command::Narrative(NarrativeCommand::SetDevelopments { hex, developments }) => {
                let developments = developments.clone();
                out.emit(Event::Narrative(NarrativeEvent::Developed { hex: *hex, developments }));
                true
            }
            _ => false,
        }
    }

    /// `NAR-1`: a narrative battle (rules version 2 on) opens its own record.
    fn fight_began(&self, out: &mut Emitter, ctx: &Ctx, kind: BattleKind) {
        if kind == BattleKind::Narrative && ctx.rules >= 2 {
            battle::begin(out, ctx);
        }
    }

    fn battle_decision(&self, state: &State, b: &Battle) -> Option<Decision> {
        if b.kind != Some(BattleKind::Narrative) {
            return None;
        }
        Some(match b.narrative.as_deref() {
            Some(nb) => battle::decision(state, b, nb),
            // Rules version 1 campaigns' narrative battles wait, as they did.
            None => Decision::waiting("NAR-1", "Narrative battles"),
        })
    }

    /// A narrative battle is fresh until its first test is rolled.
    fn battle_rolled(&self, b: &Battle) -> bool {
        b.narrative.as_ref().is_some_and(|nb| !nb.tests.is_empty())
    }

    fn battle_execute(&self, out: &mut Emitter, ctx: &Ctx, command: &Command) -> bool {
        let fought = out.state().battle.as_ref().is_some_and(|b| b.step == BattleStep::Roll && b.narrative.is_some());
        if fought {
            battle::execute(out, ctx, command);
        }
        fought
    }
}

#[cfg(test)]
mod tests;
