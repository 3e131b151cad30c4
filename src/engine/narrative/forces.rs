//! Narrative forces (RULES §9.1): a side's count of unit tags and characters (`NAR-1`)
//! and settlement developments (`NAR-2`).

pub use crate::engine::unit::{Character, Tag};
use crate::words::message::{InWords, Message};
use serde::{Deserialize, Serialize};

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

impl Development {
    /// Its name in the rules.
    pub fn name(self) -> &'static str {
        match self {
            Development::Defence => "Defence",
            Development::Order => "Order",
        }
    }
}

impl InWords for Development {
    fn in_words(&self) -> Message {
        Message::name("chron-development", self.name())
    }
}
