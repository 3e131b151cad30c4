//! Narrative forces (RULES §9.1): unit tags and characters (`NAR-1`), a side's count of
//! each, its leader, settlement developments (`NAR-2`) and an army's supply value
//! (`NAR-3`).

use serde::{Deserialize, Serialize};

/// `NAR-1`: the closed list of unit tags.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Tag {
    Skirmishers,
    SiegeEngine,
    Fortification,
    Formation,
    Ranged,
    Cavalry,
    HeavyCavalry,
    HouseholdKnights,
    HeavyInfantry,
    Phalanx,
    Terror,
    Bodyguard,
    Elite,
    Shock,
}

impl Tag {
    /// Its word in the page's language (`crate::words`).
    pub fn word(self) -> crate::words::message::Message {
        crate::words::message::Message::name("tag", self.name())
    }

    pub const ALL: [Tag; 14] = [
        Tag::Skirmishers,
        Tag::SiegeEngine,
        Tag::Fortification,
        Tag::Formation,
        Tag::Ranged,
        Tag::Cavalry,
        Tag::HeavyCavalry,
        Tag::HouseholdKnights,
        Tag::HeavyInfantry,
        Tag::Phalanx,
        Tag::Terror,
        Tag::Bodyguard,
        Tag::Elite,
        Tag::Shock,
    ];

    pub fn name(self) -> &'static str {
        match self {
            Tag::Skirmishers => "skirmishers",
            Tag::SiegeEngine => "siege engine",
            Tag::Fortification => "fortification",
            Tag::Formation => "formation",
            Tag::Ranged => "ranged",
            Tag::Cavalry => "cavalry",
            Tag::HeavyCavalry => "heavy cavalry",
            Tag::HouseholdKnights => "household knights",
            Tag::HeavyInfantry => "heavy infantry",
            Tag::Phalanx => "phalanx",
            Tag::Terror => "terror",
            Tag::Bodyguard => "bodyguard",
            Tag::Elite => "elite",
            Tag::Shock => "shock",
        }
    }
}

/// `NAR-1`: a character's Leadership and Strategy, each 1–5.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
pub struct Character {
    pub leadership: u8,
    pub strategy: u8,
}

/// `NAR-1`: a side with no character left.
pub const LEADERLESS: Character = Character { leadership: 1, strategy: 1 };

/// One unit as a narrative battle counts it.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct NarrativeUnit {
    pub tags: Vec<Tag>,
    pub character: Option<Character>,
}

/// A side's units counted together (`NAR-1`).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct SideCount {
    pub units: usize,
    pub characters: usize,
    tags: [usize; 14],
    /// The best character: highest Leadership, then Strategy.
    pub leader: Option<Character>,
}

impl SideCount {
    pub fn of<'a>(units: impl IntoIterator<Item = &'a NarrativeUnit>) -> SideCount {
        SideCount::of_parts(units.into_iter().map(|u| (u.tags.as_slice(), u.character)))
    }

    /// Counts units given as their tags and character, without copying them (the odds
    /// count sides many thousand times).
    pub fn of_parts<'a>(units: impl IntoIterator<Item = (&'a [Tag], Option<Character>)>) -> SideCount {
        let mut c = SideCount::default();
        for (tags, character) in units {
            c.units += 1;
            for t in tags {
                c.tags[*t as usize] += 1;
            }
            if let Some(ch) = character {
                c.characters += 1;
                c.leader = c.leader.max(Some(ch));
            }
        }
        c
    }

    pub fn tagged(&self, tag: Tag) -> usize {
        self.tags[tag as usize]
    }

    /// The side's Leadership and Strategy: its best character's, or 1 and 1 without one.
    pub fn lead(&self) -> Character {
        self.leader.unwrap_or(LEADERLESS)
    }
}

/// `NAR-2`: a settlement's development kinds.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Development {
    Defence,
    Order,
}

/// `NAR-2` [design]: the developments a settlement has unless edited: village none, city
/// Order 1, fortress Defence 2, capital Defence 1 and Order 2.
pub fn default_developments(kind: crate::engine::state::SettlementKind, capital: bool) -> Vec<(Development, u8)> {
    use crate::engine::state::SettlementKind;
    match (kind, capital) {
        (SettlementKind::City, true) => vec![(Development::Defence, 1), (Development::Order, 2)],
        (SettlementKind::City, false) => vec![(Development::Order, 1)],
        (SettlementKind::Fortress, _) => vec![(Development::Defence, 2)],
        (SettlementKind::Village, _) => Vec::new(),
    }
}

/// `NAR-1`: an army's leading character (highest Leadership, then Strategy), if any.
pub fn army_leader(army: &crate::engine::state::Army) -> Option<&crate::engine::state::Unit> {
    army.units.iter().filter(|u| u.character.is_some()).max_by_key(|u| u.character)
}

/// `NAR-3`: an army's supply value, counting its skirmisher units.
pub fn army_supply(army: &crate::engine::state::Army) -> u32 {
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
    use crate::engine::state::SettlementKind;

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
