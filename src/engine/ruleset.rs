//! Campaign options of RULES §10, fixed at setup and stored in the save (`SET-8`), and the
//! rules version a campaign plays by.

use crate::words::message::Message;
use serde::{Deserialize, Serialize};
use thiserror::Error;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Resolver {
    Tabletop,
    Simple,
    Narrative,
}

impl Resolver {
    /// As the new-campaign form offers them.
    pub const ALL: [Resolver; 3] = [Resolver::Simple, Resolver::Tabletop, Resolver::Narrative];

    /// Its name in a save (`OPT-RESOLVER`'s value).
    pub fn id(self) -> &'static str {
        match self {
            Resolver::Simple => "simple",
            Resolver::Tabletop => "tabletop",
            Resolver::Narrative => "narrative",
        }
    }

    /// Its name in the page's words.
    pub fn word(self) -> Message {
        Message::name("new-resolver", self.id())
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Scoring {
    Might,
}

/// `OPT-DICE`: who rolls.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum DiceMode {
    /// Seeded and logged by the app (`APP-2`).
    App,
    /// Players roll real dice and type in the faces.
    Table,
}

/// `DOM-1`: movement allowances in MP, editable at setup.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Allowance {
    pub foot: u8,
    pub mounted: u8,
}

impl Default for Allowance {
    /// RULES §8: armies 3 MP, 4 if mounted.
    fn default() -> Self {
        Allowance { foot: 3, mounted: 4 }
    }
}

impl Allowance {
    fn is_default(&self) -> bool {
        *self == Allowance::default()
    }
}

/// The largest allowance the setup accepts (`DOM-1`).
pub const MAX_ALLOWANCE: u8 = 12;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Options {
    pub resolver: Resolver,
    pub years: u8,
    pub months: u8,
    pub max_armies: u8,
    pub loyalty: bool,
    pub domain: bool,
    pub score: Scoring,
    pub dice: DiceMode,
    pub first_player_brakes: bool,
    pub concede: bool,
    pub city_roads: bool,
    /// `SET-1`: each kingdom chooses its main race in secret at the start.
    #[serde(default)]
    pub secret_races: bool,
    /// `LOY-1`: the seed's regional winter: a 12-month year whose last 3 months freeze the
    /// map's winter zones.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub regional_winter: bool,
    /// `DOM-1`: the movement allowances, with the domain war.
    #[serde(default, skip_serializing_if = "Allowance::is_default")]
    pub allowance: Allowance,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Preset {
    MightyKingdoms,
    LoyaltyAndSupply,
    DomainWar,
    Narrative,
}

impl Preset {
    pub const ALL: [Preset; 4] =
        [Preset::MightyKingdoms, Preset::LoyaltyAndSupply, Preset::DomainWar, Preset::Narrative];

    pub fn options(self) -> Options {
        let base = Options::default();
        match self {
            Preset::MightyKingdoms => base,
            Preset::LoyaltyAndSupply => Options { loyalty: true, months: 9, ..base },
            Preset::DomainWar => Options { loyalty: true, domain: true, months: 9, ..base },
            Preset::Narrative => Options { resolver: Resolver::Narrative, ..base },
        }
    }

    /// Its name in the page's words.
    pub fn word(self) -> Message {
        let code = match self {
            Preset::MightyKingdoms => "preset-mighty-kingdoms",
            Preset::LoyaltyAndSupply => "preset-loyalty-and-supply",
            Preset::DomainWar => "preset-domain-war",
            Preset::Narrative => "preset-narrative",
        };
        Message::new(code)
    }

    pub fn name(self) -> &'static str {
        match self {
            Preset::MightyKingdoms => "Mighty Kingdoms",
            Preset::LoyaltyAndSupply => "Loyalty & Supply",
            Preset::DomainWar => "Domain War",
            Preset::Narrative => "Narrative",
        }
    }
}

impl Default for Options {
    /// The Mighty Kingdoms preset: every default of RULES §10.
    fn default() -> Self {
        Options {
            resolver: Resolver::Simple,
            years: 6,
            months: 6,
            max_armies: 6,
            loyalty: false,
            domain: false,
            score: Scoring::Might,
            dice: DiceMode::App,
            first_player_brakes: false,
            concede: false,
            city_roads: false,
            secret_races: false,
            regional_winter: false,
            allowance: Allowance::default(),
        }
    }
}

/// The version of the rules this build plays. A campaign keeps the version it was started
/// with (saved as `rules`), and every rule change that would make an old campaign replay
/// differently is gated on it (`Ctx::rules`), so a save of any version replays the same
/// forever. Raise it with each such change and say here what changed:
/// - 1: RULES §1–§6 as first built (save format 1). Narrative battles wait at `NAR-1`.
/// - 2: a phase with nothing to decide moves on instead of waiting; each roll of one
///   command draws from its own dice stream (`dice::DiceStream::of_roll`). The loyalty
///   module (§7), narrative battles (§9) and the domain war (§8) arrived within version
///   2: no campaign could choose them before, and version 1 narrative battles still wait
///   at `NAR-1`.
/// - 3: RULES §7–§9 as clarified on 2026-12-02 where the modules meet (`CLARIFIED`).
/// - 4: a settlement's developments stay as they are while a battle is fought in its
///   tile (`DEVELOPMENTS_HELD`).
/// - 5: RULES §1–§6 (and `DOM-6` 1) as clarified on 2026-12-06 (`LETTER`).
pub const RULES_VERSION: u32 = 5;

/// The first rules version with RULES §7–§9 as clarified on 2026-12-02: standing pillage
/// pays `DOM-3` and `DOM-4` (`DOM-10`); armies that sit a narrative battle out are no side
/// of it (`DOM-7`, `DOM-6` 2); an ambush is a field attack won at scouting (`DOM-6` 3);
/// the defender scouts a settlement with no roll when the attacker has no skirmishers
/// (`NAR-SA-1`); a battle in a third kingdom's tile is a field attack (`NAR-1`); a field
/// scout's exclusion holds in the full engagement (`NAR-FA-1`); a tile devastated at a
/// month's end counts its six months from the next (`LOY-5`); no forced mobilisation in a
/// pillaged or frozen tile (`LOY-10`); an occupied rebel or devastated tile keeps its
/// loyalty (`DOM-9` with `LOY-2`, `LOY-5`); a captor's penalty is judged when the tile is
/// taken (`LOY-9`); every MP spent out of supply costs a step, skirmishing and free
/// pillage too (`DOM-4`).
pub const CLARIFIED: u32 = 3;

/// The first rules version where a settlement's developments cannot be set in the middle
/// of a battle in its tile: `NAR-2` lets a development be disabled for one battle, and a
/// rating changed between two tests would change the battle under way.
pub const DEVELOPMENTS_HELD: u32 = 4;

/// The first rules version with RULES as clarified on 2026-12-06: a simple battle's
/// Defence is set when it begins (`SIM-1`); the winner's `RES-3` move is checked at Reform
/// (`REF-1`); a fallen kingdom ranks below every standing one, by the year it fell
/// (`WIN-8`); marsh ring tiles are not controlled (`SET-4`); a tile already devastated is
/// not devastated again at a month's end (`LOY-3`, `LOY-5`); an evader pillages with the
/// MP its owner chooses, and an MP that can yield nothing costs nothing (`DOM-6` 1).
pub const LETTER: u32 = 5;

/// The rules version of a campaign started now.
pub fn current_rules() -> u32 {
    RULES_VERSION
}

#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum OptionsError {
    Years(u8),
    Months(u8),
    MaxArmies(u8),
    RegionalWinter,
    Allowance(u8),
}

crate::words::display_in_english!(OptionsError);

impl OptionsError {
    pub fn message(&self) -> crate::words::message::Message {
        match self {
            OptionsError::Years(n) => crate::message!("err-options-years", n = *n),
            OptionsError::Months(n) => crate::message!("err-options-months", n = *n),
            OptionsError::MaxArmies(n) => crate::message!("err-options-max-armies", n = *n),
            OptionsError::RegionalWinter => crate::message!("err-options-regional-winter"),
            OptionsError::Allowance(n) => crate::message!("err-options-allowance", max = MAX_ALLOWANCE, n = *n),
        }
    }
}

impl Options {
    /// `SET-7`: whether armies keep rosters: where battles are fought on the table or as
    /// narrative battles.
    pub fn keeps_rosters(&self) -> bool {
        matches!(self.resolver, Resolver::Tabletop | Resolver::Narrative)
    }

    /// `NAR-1`: whether units carry tags and characters: where narrative battles are
    /// fought.
    pub fn unit_tags(&self) -> bool {
        self.resolver == Resolver::Narrative
    }

    pub fn validate(&self) -> Result<(), OptionsError> {
        if !(1..=20).contains(&self.years) {
            return Err(OptionsError::Years(self.years));
        }
        if !(1..=12).contains(&self.months) {
            return Err(OptionsError::Months(self.months));
        }
        if !(1..=20).contains(&self.max_armies) {
            return Err(OptionsError::MaxArmies(self.max_armies));
        }
        if self.regional_winter && !(self.loyalty && self.months == 12) {
            return Err(OptionsError::RegionalWinter);
        }
        let Allowance { foot, mounted } = self.allowance;
        if let Some(bad) = [foot, mounted].into_iter().find(|mp| !(1..=MAX_ALLOWANCE).contains(mp)) {
            return Err(OptionsError::Allowance(bad));
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    // SET-8: every option of §10 with its default (OPT-RESOLVER simple, OPT-YEARS 6,
    // OPT-MONTHS 6, OPT-MAX-ARMIES 6, OPT-DICE app), the presets, and the ranges.
    #[test]
    fn set_8_defaults_and_presets() {
        let o = Options::default();
        assert_eq!((o.resolver, o.years, o.months, o.max_armies), (Resolver::Simple, 6, 6, 6));
        assert_eq!(o.dice, DiceMode::App);
        assert!(!o.loyalty && !o.domain && !o.first_player_brakes && !o.concede && !o.city_roads);
        assert_eq!(Preset::LoyaltyAndSupply.options().months, 9, "LOY-1: nine months with loyalty");
        assert!(Preset::DomainWar.options().domain && Preset::DomainWar.options().loyalty);
        assert_eq!(Preset::Narrative.options().resolver, Resolver::Narrative);
        assert_eq!(Options { years: 0, ..o }.validate(), Err(OptionsError::Years(0)));
        assert_eq!(Options { months: 13, ..o }.validate(), Err(OptionsError::Months(13)));
        assert!(o.validate().is_ok());
    }

    // OPT-DOMAIN, DOM-1: the Domain War preset turns on the domain war with loyalty; the
    // movement allowances default to 3 and 4 MP and are refused outside 1–12.
    #[test]
    fn opt_domain_preset_and_allowances() {
        let o = Preset::DomainWar.options();
        assert!(o.domain && o.loyalty && o.months == 9);
        assert_eq!(o.allowance, Allowance { foot: 3, mounted: 4 });
        assert!(o.validate().is_ok());
        let slow = Options { allowance: Allowance { foot: 3, mounted: 13 }, ..o };
        assert_eq!(slow.validate(), Err(OptionsError::Allowance(13)));
        let json = serde_json::to_value(Options::default()).unwrap();
        assert!(json.get("allowance").is_none(), "absent while the defaults");
    }
}
