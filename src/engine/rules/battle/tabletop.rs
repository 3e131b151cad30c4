//! The tabletop battle (RULES §4.4, §4.7): played on the table with Kings of War; the app
//! shows the battle sheet and takes the result with each unit's routs and gains.

use super::forces::side_forces;
use super::results;
use crate::engine::battle::{Battle, Side, TabletopResult, UnitReport};
use crate::engine::error::RuleError;
use crate::engine::event::Event;
use crate::engine::rules::roster::unit_name;
use crate::engine::rules::seam::Ctx;
use crate::engine::rules::seam::Emitter;
use crate::engine::state::{SettlementKind, State, TokenId};

/// The most routs one unit can be reported with in one battle.
pub const MAX_ROUTS: u8 = 9;

/// `TAB-2`: the board, by the number of armies on the larger side.
pub fn board_size(armies: usize) -> &'static str {
    match armies {
        0..=2 => "4 × 4 ft",
        3 => "5 × 4 ft",
        4 | 5 => "6 × 4 ft",
        _ => "8 × 4 ft",
    }
}

/// `TAB-2`: what a side that took Defend may do to the table, by the tile's settlement.
pub fn defended_benefit(settlement: Option<SettlementKind>) -> &'static str {
    match settlement {
        None => "add, remove or move 1 terrain piece",
        Some(SettlementKind::Village) => "up to 1 blocking or difficult piece and up to 2 obstacles",
        Some(SettlementKind::City) => {
            "up to 2 blocking or difficult pieces and up to 2 obstacles, plus 1 objective worth 1 VP"
        }
        Some(SettlementKind::Fortress) => {
            "up to 2 blocking or difficult pieces and up to 4 obstacles, plus 2 objectives worth 1 VP each"
        }
    }
}

/// `UST-3`: the Unit Strength a unit plays with: its total, held between 0 and 3.
pub fn capped_strength(base: i8, modifier: i8) -> i8 {
    base.saturating_add(modifier).clamp(0, 3)
}

/// `TAB-1`: the armies that fight: every upright army of both sides in the tile.
pub fn fighting_armies(state: &State, battle: &Battle) -> Vec<TokenId> {
    Side::BOTH.into_iter().flat_map(|s| side_forces(state, battle, s).armies).collect()
}

/// `TAB-3`: each report names a unit of a fighting army, at most once.
pub fn check_report(state: &State, battle: &Battle, units: &[UnitReport]) -> Result<(), RuleError> {
    let armies = fighting_armies(state, battle);
    for (i, r) in units.iter().enumerate() {
        let known = armies.contains(&r.army)
            && state.armies.get(&r.army).is_some_and(|a| usize::from(r.unit) < a.units.len())
            && r.routed <= MAX_ROUTS
            && !units[..i].iter().any(|o| o.army == r.army && o.unit == r.unit);
        if !known {
            return Err(RuleError::BadUnitReport { army: r.army, unit: r.unit });
        }
    }
    Ok(())
}

/// `TAB-3`, `UST-1`, `UST-2`: the result and the units' Unit Strength changes.
pub fn report(out: &mut Emitter, ctx: &Ctx, battle: &Battle, result: TabletopResult, units: &[UnitReport]) {
    for r in units {
        let name = unit_name(out.state(), r.army, r.unit);
        if r.routed > 0 {
            out.emit(Event::UnitStrengthChanged {
                army: r.army,
                unit: r.unit,
                name: name.clone(),
                by: -(r.routed as i8),
            });
        }
        if r.gained {
            out.emit(Event::UnitStrengthChanged { army: r.army, unit: r.unit, name, by: 1 });
        }
    }
    let winner = match result {
        TabletopResult::AttackerWins => Some(battle.attacker),
        TabletopResult::DefenderWins => Some(battle.defender),
        TabletopResult::Draw => None,
    };
    results::decide(out, ctx, winner, None);
}

#[cfg(test)]
mod tests {
    use super::*;

    // TAB-2: board sizes by the larger side, and the defended-tile benefits.
    #[test]
    fn tab_2_board_size_and_benefits() {
        assert_eq!(board_size(1), "4 × 4 ft");
        assert_eq!(board_size(2), "4 × 4 ft");
        assert_eq!(board_size(3), "5 × 4 ft");
        assert_eq!(board_size(5), "6 × 4 ft");
        assert_eq!(board_size(6), "8 × 4 ft");
        assert!(defended_benefit(Some(SettlementKind::Fortress)).contains("2 objectives"));
        assert!(defended_benefit(None).contains("1 terrain piece"));
    }

    // UST-3: below 0 plays as 0, above 3 as 3.
    #[test]
    fn ust_3_capped_strength() {
        assert_eq!(capped_strength(1, -2), 0);
        assert_eq!(capped_strength(3, 2), 3);
        assert_eq!(capped_strength(2, 0), 2);
    }
}
