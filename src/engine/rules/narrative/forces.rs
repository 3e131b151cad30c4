//! A narrative army's leader and supply value (`NAR-1`, `NAR-3`).

use crate::engine::narrative::forces::Tag;
use crate::engine::state::{Army, Unit};

/// `NAR-1`: an army's leading character (highest Leadership, then Strategy), if any.
pub fn army_leader(army: &Army) -> Option<&Unit> {
    army.units.iter().filter(|u| u.character.is_some()).max_by_key(|u| u.character)
}

/// `NAR-3`: an army's supply value, counting its skirmisher units.
pub fn army_supply(army: &Army) -> u32 {
    supply_value(army.points, army.units.iter().filter(|u| u.tags.contains(&Tag::Skirmishers)).count())
}

/// `NAR-3`: 1 per 1000 points in the army, counting 100 points less per skirmisher unit,
/// at least 1.
pub fn supply_value(points: u32, skirmishers: usize) -> u32 {
    let counted = points.saturating_sub(100 * skirmishers as u32);
    (counted / 1000).max(1)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::narrative::forces::*;
    use crate::engine::state::SettlementKind;
    use crate::engine::tiles::default_developments;

    fn unit(tags: &[Tag], character: Option<(u8, u8)>) -> NarrativeUnit {
        NarrativeUnit {
            tags: tags.to_vec(),
            character: character.map(|(leadership, strategy)| Character { leadership, strategy }),
        }
    }

    // NAR-1: a side counts every unit and tag together and is led by its best character:
    // highest Leadership, then Strategy; without one, Leadership 1 and Strategy 1.
    #[test]
    fn nar_1_side_counts_and_leader() {
        let units = [
            unit(&[Tag::Formation, Tag::HeavyInfantry], None),
            unit(&[Tag::Formation], None),
            unit(&[Tag::Ranged], None),
            unit(&[], Some((3, 1))),
            unit(&[Tag::Cavalry], Some((3, 4))),
            unit(&[], Some((2, 5))),
        ];
        let side = SideCount::of(&units);
        assert_eq!((side.units, side.characters), (6, 3));
        assert_eq!((side.tagged(Tag::Formation), side.tagged(Tag::HeavyInfantry), side.tagged(Tag::Shock)), (2, 1, 0));
        assert_eq!(side.lead(), Character { leadership: 3, strategy: 4 }, "Leadership first, then Strategy");
        assert_eq!(SideCount::of(&units[..3]).lead(), LEADERLESS);
        assert_eq!(Tag::ALL.len(), 14);
    }

    // NAR-2: developments by settlement, unless edited.
    #[test]
    fn nar_2_default_developments() {
        assert!(default_developments(SettlementKind::Village, false).is_empty());
        assert_eq!(default_developments(SettlementKind::City, false), [(Development::Order, 1)]);
        assert_eq!(default_developments(SettlementKind::Fortress, false), [(Development::Defence, 2)]);
        assert_eq!(
            default_developments(SettlementKind::City, true),
            [(Development::Defence, 1), (Development::Order, 2)]
        );
    }

    // NAR-1, NAR-3: an army's leader and supply value from its roster.
    #[test]
    fn nar_1_nar_3_army_leader_and_supply() {
        use crate::engine::state::{Army, KingdomId, Unit};
        let mut army = Army::new(KingdomId(0), crate::engine::hex::Hex::new(0, 0), 2000);
        let character = |l, s| Some(Character { leadership: l, strategy: s });
        army.units = vec![
            Unit { character: character(3, 1), ..Unit::new("Sergeant", "Hero", 0) },
            Unit { character: character(3, 4), ..Unit::new("Lord", "Hero", 0) },
            Unit { tags: vec![Tag::Skirmishers], ..Unit::new("Scouts", "Troop", 1) },
        ];
        assert_eq!(army_leader(&army).map(|u| u.name.as_str()), Some("Lord"));
        assert_eq!(army_supply(&army), 1, "1900 points counted");
        army.units.clear();
        assert!(army_leader(&army).is_none());
        assert_eq!(army_supply(&army), 2);
    }

    // NAR-3: 1 per 1000 points, 100 less per skirmisher unit, at least 1.
    #[test]
    fn nar_3_supply_value() {
        assert_eq!(supply_value(500, 0), 1, "at least 1");
        assert_eq!(supply_value(2000, 0), 2);
        assert_eq!(supply_value(2000, 1), 1, "1900 counts as 1");
        assert_eq!(supply_value(3100, 1), 3);
        assert_eq!(supply_value(3100, 2), 2);
        assert_eq!(supply_value(100, 5), 1);
    }
}
