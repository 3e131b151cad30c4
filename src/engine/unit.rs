//! What a unit on an army's roster may carry besides its name, size and strength (`SET-7`):
//! its tags and a character's values, which narrative battles count (`NAR-1`).

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
