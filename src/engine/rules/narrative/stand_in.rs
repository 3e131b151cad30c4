//! How a stand-in judges a narrative battle's answers (§9): exclude and strike the enemy's
//! strongest, give up one's own weakest, regroup when there are fallen of one's own to
//! recover (`NAR-SYM-2`), else pursue; stay behind the walls (`NAR-SA-1`).

use crate::engine::command::Command;
use crate::engine::decision::DecisionKind;
use crate::engine::narrative::{NarrativeCommand, NarrativeDecision, UnitRef};
use crate::engine::reason::{Reason, Why};
use crate::engine::state::{KingdomId, State};

/// A narrative battle's answer by its worth; a regroup asked in any other decision, by
/// whether it regroups.
pub fn answer(state: &State, kingdom: KingdomId, kind: &DecisionKind, command: &Command) -> Option<(i64, Reason)> {
    match (kind, command) {
        (DecisionKind::Narrative(d), Command::Narrative(c)) => Some(score(state, kingdom, d, c)),
        (_, Command::Narrative(NarrativeCommand::Regroup { regroup })) => {
            Some((i64::from(*regroup), Reason::new(Why::Regroups, kingdom)))
        }
        _ => None,
    }
}

pub(crate) fn score(state: &State, kingdom: KingdomId, d: &NarrativeDecision, c: &NarrativeCommand) -> (i64, Reason) {
    let said = |why| Reason::new(why, kingdom);
    match (d, c) {
        (NarrativeDecision::Pick { .. } | NarrativeDecision::Victim { .. }, NarrativeCommand::Unit { unit })
            if owner(state, *unit) != Some(kingdom) =>
        {
            (worth(state, *unit), said(Why::Strikes))
        }
        (NarrativeDecision::Victim { .. } | NarrativeDecision::LeaveOut { .. }, NarrativeCommand::Unit { unit }) => {
            (-worth(state, *unit), said(Why::Spares))
        }
        (NarrativeDecision::Pick { .. }, NarrativeCommand::Disable { development }) => {
            let hex = state.battle.as_ref().map(|b| b.hex);
            let settlement = hex.and_then(|h| state.tile(h)).and_then(|t| t.settlement.as_ref());
            let rating = settlement.map_or(0, |s| {
                s.developments().iter().find(|(d, _)| d == development).map_or(0, |(_, r)| i64::from(*r))
            });
            (10 * rating, said(Why::Strikes))
        }
        (NarrativeDecision::Pick { .. }, NarrativeCommand::Done) => (-1, said(Why::Answers)),
        (NarrativeDecision::Sortie, NarrativeCommand::Sortie { meet }) => (i64::from(!*meet), said(Why::Holds)),
        (NarrativeDecision::Retreat { .. }, NarrativeCommand::Regroup { regroup }) => {
            let fallen = state
                .battle
                .as_ref()
                .and_then(|b| b.narrative.as_ref())
                .map_or(0, |nb| nb.fallen.iter().filter(|u| owner(state, **u) == Some(kingdom)).count());
            let regroups = fallen > 0;
            (i64::from(*regroup == regroups), said(if regroups { Why::Regroups } else { Why::Pursues }))
        }
        _ => (0, said(Why::Answers)),
    }
}

fn owner(state: &State, unit: UnitRef) -> Option<KingdomId> {
    state.armies.get(&unit.army).map(|a| a.kingdom)
}

/// What a unit is worth to its side: its Unit Strength, then its tags, then a character's
/// Leadership and Strategy.
fn worth(state: &State, unit: UnitRef) -> i64 {
    let Some(u) = state.armies.get(&unit.army).and_then(|a| a.units.get(usize::from(unit.unit))) else { return 0 };
    let character = u.character.map_or(0, |c| i64::from(c.leadership) + i64::from(c.strategy));
    100 * i64::from(u.base_strength + u.strength_modifier) + 10 * u.tags.len() as i64 + 5 * character
}
