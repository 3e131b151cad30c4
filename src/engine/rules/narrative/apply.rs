//! How a narrative battle's events change the state (RULES §9).

use crate::engine::narrative::NarrativeEvent;
use crate::engine::state::State;

impl State {
    pub(crate) fn apply_narrative(&mut self, event: &NarrativeEvent) {
        match event {
            NarrativeEvent::Stepped(nb) => {
                if let Some(b) = self.battle.as_mut() {
                    b.narrative = Some(nb.clone());
                }
            }
            NarrativeEvent::Resting { unit, resting } => {
                if let Some(u) = self.armies.get_mut(&unit.army).and_then(|a| a.units.get_mut(usize::from(unit.unit))) {
                    u.resting = *resting;
                }
            }
            NarrativeEvent::Developed { hex, developments } => {
                if let Some(s) = self.map.index(*hex).and_then(|i| self.tiles[i].settlement.as_mut()) {
                    s.developments = Some(developments.clone());
                }
            }
            // Told by the chronicle; the battle's record carries the change.
            _ => {}
        }
    }
}
