//! What every rule is handed (`Ctx`), and the one seam between the core rules and a rules
//! module (the loyalty module, the
//! domain war, narrative battles). A module is its folder plus one `impl Module`,
//! registered in `rules::MODULES`; the core asks every registered module where it once
//! named each. A module's own variants sit in the central enums (`Command::Loyalty`,
//! `Event::Domain`, `DecisionKind::Narrative`, …); its data in the state (`state.loyalty`).
//!
//! Every hook has a default that does nothing, so a module implements only the moments
//! it takes part in.

use crate::engine::command::Command;
use crate::engine::decision::Decision;
use crate::engine::dice::DiceStream;
use crate::engine::error::RuleError;
use crate::engine::rules::emit::Emitter;
use crate::engine::ruleset::Options;
use crate::engine::state::{Phase, State};
use std::cell::Cell;
/// What a command's execution may know besides the state.
pub struct Ctx<'a> {
    pub options: &'a Options,
    pub seed: u64,
    /// The command's position in the log: it keys the dice (`APP-3`).
    pub position: usize,
    /// The rules version the campaign plays by: changes of behaviour are gated on it.
    pub rules: u32,
    /// How many rolls this command has drawn so far: each draws from its own stream.
    rolls: Cell<u32>,
    /// What follows a phase that is over (`rules::flow`).
    next: fn(&mut Emitter, &Ctx, Phase),
    /// The registered rules modules, in the order they are asked.
    pub modules: &'static [&'static dyn Module],
}

impl<'a> Ctx<'a> {
    /// A command at `position` of a campaign played by rules version `rules`, whose phases
    /// hand over to `next` and whose modules are `modules` (`rules::Ctx::new` gives the
    /// campaign's own).
    pub fn assemble(
        options: &'a Options,
        seed: u64,
        position: usize,
        rules: u32,
        next: fn(&mut Emitter, &Ctx, Phase),
        modules: &'static [&'static dyn Module],
    ) -> Self {
        Ctx { options, seed, position, rules, rolls: Cell::new(0), next, modules }
    }

    /// `phase` is over: begin what follows it.
    pub fn finished(&self, out: &mut Emitter, phase: Phase) {
        (self.next)(out, self, phase)
    }

    /// The faces of a roll: typed in at the table (already checked), or drawn from the
    /// stream keyed by this command's position.
    pub(crate) fn faces(&self, given: &Option<Vec<u8>>, count: usize, sides: u8) -> Vec<u8> {
        match given {
            Some(faces) => faces.clone(),
            None => {
                // Rules version 1 drew every roll of a command from its first stream.
                let roll = if self.rules < 2 { 0 } else { self.rolls.get() };
                self.rolls.set(roll + 1);
                DiceStream::of_roll(self.seed, self.position, roll).dice(count, sides)
            }
        }
    }
}

/// A rules module's hooks into the core.
pub trait Module: Sync {
    /// Whether one of its own steps is under way: its decision then comes before the
    /// phase's, and commands go to it.
    fn pending(&self, _state: &State) -> bool {
        false
    }

    /// Its pending decision, while `pending`.
    fn decision(&self, _state: &State) -> Option<Decision> {
        None
    }

    /// Runs a command that answers its pending decision (`check` accepted it).
    fn execute(&self, _out: &mut Emitter, _ctx: &Ctx, _command: &Command) {}

    /// The commands that answer `decision`, when the decision is one of its kinds.
    fn answers(&self, _decision: &Decision, _options: &Options) -> Option<Vec<Command>> {
        None
    }

    /// Whether `command` is of the kind that answers `decision` (right or wrong), when
    /// the decision is one of its kinds.
    fn answers_kind(&self, _decision: &Decision, _command: &Command) -> bool {
        false
    }

    /// Its own check of an answer to one of its decisions, where listing every answer
    /// cannot say (typed-in dice); `None` leaves it to the list of answers.
    fn check_answer(
        &self,
        _state: &State,
        _decision: &Decision,
        _options: &Options,
        _command: &Command,
    ) -> Option<Result<(), RuleError>> {
        None
    }

    /// Its commands open whatever is pending (forced mobilisation, a settlement's
    /// developments, an army's mounted flag).
    fn any_time(&self, _state: &State, _options: &Options) -> Vec<Command> {
        Vec::new()
    }

    /// Whether one of its any-time commands may be given now; `None` when `command` is
    /// none of them.
    fn check_any_time(&self, _state: &State, _options: &Options, _command: &Command) -> Option<Result<(), RuleError>> {
        None
    }

    /// Runs one of its any-time commands (`check_any_time` accepted it); false when
    /// `command` is none of them.
    fn execute_any_time(&self, _out: &mut Emitter, _ctx: &Ctx, _command: &Command) -> bool {
        false
    }

    /// A chosen battle is about to be joined: true when the module holds it for steps of
    /// its own first (`DOM-5`…`DOM-8`), which join it when they end.
    fn battle_chosen(&self, _out: &mut Emitter, _ctx: &Ctx) -> bool {
        false
    }

    /// A battle is over and none follows it yet: true when the module began one more
    /// (`DOM-7`'s second battle).
    fn battle_follows(&self, _out: &mut Emitter, _ctx: &Ctx) -> bool {
        false
    }

    /// The month's battles are over: true when the module holds the month for steps of
    /// its own before Reform (`LOY-13`).
    fn after_battles(&self, _out: &mut Emitter, _ctx: &Ctx) -> bool {
        false
    }
}
