//! A line of the chronicle as the game's log gives it (`APP-4`): what happened and when,
//! an undo, a stand-in's reason.

use super::command::Command;
use super::event::Event;
use super::reason::Reason;
use super::state::{Calendar, Phase, State};
use serde::{Deserialize, Serialize};

/// When an event happened, for the chronicle.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum When {
    Setup,
    Month { year: u8, month: u8 },
    Winter { year: u8 },
    End,
}

impl When {
    pub(crate) fn at(phase: &Phase, calendar: &Calendar) -> When {
        let Calendar { year, month } = *calendar;
        match phase {
            Phase::Setup(_) => When::Setup,
            Phase::Winter => When::Winter { year },
            Phase::Ended => When::End,
            _ => When::Month { year, month },
        }
    }

    /// When each of a command's events happened: a command may end a month or begin
    /// winter part-way through its events.
    pub(crate) fn of_each(before: &State, events: &[Event]) -> Vec<When> {
        let (mut phase, mut calendar) = (before.phase.clone(), before.calendar.clone());
        events
            .iter()
            .map(|e| {
                match e {
                    Event::PhaseChanged { phase: p } => phase = p.clone(),
                    // A month begins in it, even out of a winter whose phase has not yet
                    // changed: the winter's end and the next year are told in turn.
                    Event::MonthBegan { year, month } => {
                        calendar = Calendar { year: *year, month: *month };
                        return When::Month { year: *year, month: *month };
                    }
                    _ => {}
                }
                When::at(&phase, &calendar)
            })
            .collect()
    }
}

/// One line of the chronicle (`APP-4`): what happened, when, and by which command.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Entry {
    Event {
        position: usize,
        when: When,
        event: Event,
    },
    /// The log shows each undo (`APP-3`).
    Undone {
        position: usize,
        command: Command,
    },
    /// A stand-in's reason for the command at `position` (`stand_in`).
    Reason {
        position: usize,
        reason: Reason,
    },
}
