//! A decided narrative battle as its result card tells it: its tests, each with the
//! kingdom that rolled it, who fell, the victor's choice and each recovery roll.

use crate::engine::event::Event;
use crate::engine::ids::{KingdomId, Side};
use crate::engine::narrative::{NarrativeEvent, Recovery, TestRecord};

/// `NAR-SYM-2`: one casualty's recovery roll: its die, the +1 of a regrouped victor, and
/// what it gave.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RecoveryRoll {
    pub name: String,
    pub face: u8,
    pub bonus: u8,
    pub result: Recovery,
}

#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Story {
    /// Its tests (RULES §9), each with the kingdom that rolled it.
    pub tests: Vec<(KingdomId, TestRecord)>,
    /// `NAR-SYM-1`: its casualties, by name, in the order they fell.
    pub fallen: Vec<String>,
    /// `NAR-SA-4`: the victor regrouped (`Some(true)`) or pursued.
    pub regrouped: Option<bool>,
    /// `NAR-SYM-2`: each casualty's recovery roll.
    pub recoveries: Vec<RecoveryRoll>,
}

/// The story of the battle chosen first among `events` (those from its choice on, to the
/// log's end), fought by `attacker` and `defender` as the narrative battle has them
/// (`NAR-1`): it ends where the battle does, or where the next one is chosen.
pub fn story<'a>(events: impl IntoIterator<Item = &'a Event>, attacker: KingdomId, defender: KingdomId) -> Story {
    let mut s = Story::default();
    let mut chosen = false;
    for e in events {
        let e = match e {
            Event::BattleChosen { .. } | Event::BattleOver if chosen => break,
            Event::BattleChosen { .. } => {
                chosen = true;
                continue;
            }
            Event::Narrative(e) if chosen => e,
            _ => continue,
        };
        match e {
            NarrativeEvent::Tested(t) => {
                let by = if t.plan.tester == Side::Attacker { attacker } else { defender };
                s.tests.push((by, t.clone()));
            }
            NarrativeEvent::Fell { name, .. } => s.fallen.push(name.clone()),
            NarrativeEvent::Regrouped { regroup, .. } => s.regrouped = Some(*regroup),
            NarrativeEvent::Recovered { name, face, bonus, result, .. } => {
                s.recoveries.push(RecoveryRoll { name: name.clone(), face: *face, bonus: *bonus, result: *result });
            }
            _ => {}
        }
    }
    s
}
