//! What every rule is handed: the command's context (options, seed, position, rules
//! version, its dice) and the emitter that collects its events.

use crate::engine::dice::DiceStream;
use crate::engine::event::Event;
use crate::engine::ruleset::{Options, RULES_VERSION};
use crate::engine::state::State;
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
}

impl<'a> Ctx<'a> {
    /// A command at `position` of a campaign played by this build's rules.
    pub fn new(options: &'a Options, seed: u64, position: usize) -> Self {
        Ctx::with_rules(options, seed, position, RULES_VERSION)
    }

    /// A command at `position` of a campaign played by rules version `rules`.
    pub fn with_rules(options: &'a Options, seed: u64, position: usize, rules: u32) -> Self {
        Ctx { options, seed, position, rules, rolls: Cell::new(0) }
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

/// Collects the events of one command, applying each to a scratch copy of the state so
/// that later steps see earlier ones. The real state is only replaced on success.
pub struct Emitter {
    state: State,
    events: Vec<Event>,
}

impl Emitter {
    pub(crate) fn new(state: &State) -> Self {
        Emitter { state: state.clone(), events: Vec::new() }
    }

    pub(crate) fn emit(&mut self, event: Event) {
        self.state.apply(&event);
        self.events.push(event);
    }

    pub fn state(&self) -> &State {
        &self.state
    }

    pub fn finish(self) -> (State, Vec<Event>) {
        (self.state, self.events)
    }
}

