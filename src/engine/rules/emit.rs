//! The emitter every rule writes its events to.

use crate::engine::event::Event;
use crate::engine::state::State;

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

    /// Emits a plugged module's event, changing the state as `apply` does: the core's
    /// `State::apply` knows none of a plugged module's data.
    pub fn emit_applied(&mut self, event: Event, apply: impl FnOnce(&mut State)) {
        apply(&mut self.state);
        self.events.push(event);
    }

    pub fn state(&self) -> &State {
        &self.state
    }

    pub fn finish(self) -> (State, Vec<Event>) {
        (self.state, self.events)
    }
}
