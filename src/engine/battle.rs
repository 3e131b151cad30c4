//! The battle being fought (RULES §3.C, §4): who fights where, which kind of battle, and
//! the step it has reached. The rules that move it on are in `rules/battle/`.

use super::domain::Engagement;
use super::hex::Hex;
pub use super::ids::Side;
use super::ids::{KingdomId, TokenId};
use super::narrative::NarrativeBattle;
use super::ruleset::Resolver;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// `SUM-BAT-3`: the kinds of battle. A land battle is fought with the campaign's resolver.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum BattleKind {
    Slaughter,
    Naval,
    LandWater,
    Simple,
    Tabletop,
    Narrative,
}

impl BattleKind {
    /// Its word in the page's language (`crate::words`).
    pub fn word(self) -> crate::words::message::Message {
        crate::words::message::Message::name("battle", self.name())
    }

    pub fn name(self) -> &'static str {
        match self {
            BattleKind::Slaughter => "slaughter",
            BattleKind::Naval => "naval battle",
            BattleKind::LandWater => "land/water battle",
            BattleKind::Simple => "simple battle",
            BattleKind::Tabletop => "tabletop battle",
            BattleKind::Narrative => "narrative battle",
        }
    }

    /// The land battles a campaign's resolver fights (`SET-6`), as the players may switch
    /// among them.
    pub const LAND: [BattleKind; 3] = [BattleKind::Simple, BattleKind::Tabletop, BattleKind::Narrative];

    /// The kind a land battle takes with the campaign's resolver (`SET-6`).
    pub fn fought_by(resolver: Resolver) -> BattleKind {
        match resolver {
            Resolver::Simple => BattleKind::Simple,
            Resolver::Tabletop => BattleKind::Tabletop,
            Resolver::Narrative => BattleKind::Narrative,
        }
    }

    /// The rule that governs this kind.
    pub fn rule(self) -> &'static str {
        match self {
            BattleKind::Slaughter => "SUM-BAT-3",
            BattleKind::Naval => "NAV-1",
            BattleKind::LandWater => "LWB-1",
            BattleKind::Simple => "SIM-1",
            BattleKind::Tabletop => "TAB-1",
            BattleKind::Narrative => "NAR-1",
        }
    }
}

/// Where the battle stands, each step a pending decision or an automatic move on.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum BattleStep {
    /// `SUM-BAT-3` case 2: the attacker chooses among these kinds.
    ChooseKind { kinds: Vec<BattleKind> },
    /// `OPT-CONCEDE`: `side` may concede the field before the battle.
    Concede { side: Side },
    /// `SUM-BAT-3` case 1: the defender removes one of its fallen tokens.
    Slaughter,
    /// Both sides roll at once (`SIM-2`, `LWB-1`, `NAV-1`).
    Roll,
    /// `SIM-3`: the unused dice of each side (attacker first), whose turn it is, and the
    /// points of reduction each side has caused. `SIM-1` (rules `LETTER` on): each army's
    /// Defence, set when the dice were rolled and kept while it takes hits.
    Allocate {
        dice: [Vec<u8>; 2],
        turn: Side,
        dealt: [u32; 2],
        #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
        defence: BTreeMap<TokenId, u32>,
    },
    /// `NAV-1`: `side` removes `count` more of its ships or pairs; then the other side
    /// removes `then`.
    Sink { side: Side, count: u8, then: u8 },
    /// `NAV-2`: `side` may declare itself the loser.
    Declare { side: Side },
    /// `TAB-3`: the players enter the tabletop result.
    Tabletop,
    /// `RES-1`, `RES-2`, `RES-4`: this kingdom's tokens leave the tile one by one; the
    /// kingdoms in `then` follow.
    Retreat { kingdom: KingdomId, lay_down: bool, then: Vec<(KingdomId, bool)> },
    /// `RES-3`: the winner may move one token out.
    WinnerMove,
}

/// The battle in progress.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Battle {
    pub hex: Hex,
    pub attacker: KingdomId,
    pub defender: KingdomId,
    /// None while the attacker chooses (`SUM-BAT-3`).
    pub kind: Option<BattleKind>,
    pub step: BattleStep,
    /// Once the fight is decided: the winner, if any.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub winner: Option<KingdomId>,
    /// A narrative battle's own record (RULES §9; rules version 2 on).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub narrative: Option<Box<NarrativeBattle>>,
    /// `DOM-3`: the forced-march hits each token took at the start of this battle.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub tired: BTreeMap<TokenId, u8>,
    /// `DOM-5`…`DOM-8`: how the battle was joined, with the domain war.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub domain: Option<Box<Engagement>>,
}

impl Battle {
    /// A battle just chosen at `hex` (`SUM-BAT-2`): its kind still to choose, no module's
    /// record yet.
    pub fn chosen(hex: Hex, attacker: KingdomId, defender: KingdomId) -> Battle {
        Battle {
            hex,
            attacker,
            defender,
            kind: None,
            step: BattleStep::ChooseKind { kinds: Vec::new() },
            winner: None,
            narrative: None,
            tired: Default::default(),
            domain: None,
        }
    }

    /// The kingdom on `side` of a narrative battle: the tile's controller defends whoever
    /// chose the battle (`NAR-1`), so the sides may be swapped.
    pub fn narrative_kingdom(&self, nb: &NarrativeBattle, side: Side) -> KingdomId {
        self.kingdom(if nb.swapped { side.other() } else { side })
    }

    /// Forgets the record a kind of battle keeps, when the battle changes kind (`SET-6`).
    pub fn forget_record(&mut self) {
        self.narrative = None;
    }

    /// The kingdom fighting on `side`: a narrative battle may have swapped them (`NAR-1`).
    pub fn side_kingdom(&self, side: Side) -> KingdomId {
        match self.narrative.as_deref() {
            Some(nb) => self.narrative_kingdom(nb, side),
            None => self.kingdom(side),
        }
    }

    pub fn kingdom(&self, side: Side) -> KingdomId {
        match side {
            Side::Attacker => self.attacker,
            Side::Defender => self.defender,
        }
    }

    /// `DOM-5`, `DOM-6`, `DOM-7`: whether `token` sits this battle out (neither fights nor
    /// shares its result).
    pub fn sits_out(&self, token: TokenId) -> bool {
        self.domain.as_ref().is_some_and(|e| e.sitting_out.contains(&token))
    }

    /// `DOM-6` 3: whether the attacker walked into an ambush.
    pub fn ambush(&self) -> bool {
        self.domain.as_ref().is_some_and(|e| e.ambush)
    }

    /// `DOM-3`: the forced-march hits `token` took at the start of this battle.
    pub fn tired(&self, token: TokenId) -> u8 {
        self.tired.get(&token).copied().unwrap_or(0)
    }

    pub fn side_of(&self, kingdom: KingdomId) -> Option<Side> {
        Side::BOTH.into_iter().find(|s| self.kingdom(*s) == kingdom)
    }
}

/// `TAB-3`: a tabletop result, from the attacker's side of the table.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum TabletopResult {
    AttackerWins,
    DefenderWins,
    Draw,
}

/// `TAB-3`, `UST-1`, `UST-2`: what one unit did in a tabletop battle.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct UnitReport {
    pub army: TokenId,
    /// The unit's place in its army's roster.
    pub unit: u8,
    /// How many times it was routed (`UST-2`).
    #[serde(default)]
    pub routed: u8,
    /// Whether it earned the Unit Strength gain (`UST-1`).
    #[serde(default)]
    pub gained: bool,
}
