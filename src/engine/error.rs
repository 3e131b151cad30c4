//! Why the engine refused a command or a file. A rule refusal names the rule id.

use super::command::Command;
use super::command_words::describe_command;
use super::domain::HalfMp;
use super::hex::Hex;
use super::map::{Map, MapError};
use super::ruleset::OptionsError;
use super::state::{SettlementKind, TokenId};
use crate::message;
use crate::words::message::Message;
use thiserror::Error;

/// A tile's label, for a message.
fn at(hex: &Hex) -> String {
    Map::label(*hex)
}

crate::words::display_in_english!(RuleError, NameProblem, SetupError, LoadError);

/// Why a move order is illegal (`SUM-ORD-4`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum MoveBlock {
    NotAdjacent,
    OffMap,
    OpenWater,
    Marsh,
    WaterEdge,
    /// A ship or pair: the tile is neither open water nor a coastal or river tile.
    NotNavigable,
    /// `LOY-1`: the regional winter has closed the tile.
    WinterZone,
}

impl MoveBlock {
    pub fn message(&self) -> Message {
        Message::new(match self {
            MoveBlock::NotAdjacent => "refused-move-not-adjacent",
            MoveBlock::OffMap => "refused-move-off-map",
            MoveBlock::OpenWater => "refused-move-open-water",
            MoveBlock::Marsh => "refused-move-marsh",
            MoveBlock::WaterEdge => "refused-move-water-edge",
            MoveBlock::NotNavigable => "refused-move-not-navigable",
            MoveBlock::WinterZone => "refused-move-winter-zone",
        })
    }
}

#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum RuleError {
    NotPending {
        pending: &'static str,
    },
    FacesGiven,
    FacesMissing {
        count: usize,
    },
    FacesInvalid {
        count: usize,
        sides: u8,
    },
    OffMap {
        hex: Hex,
    },
    BadRace {
        max: usize,
    },
    NotFreeStartingTile {
        hex: Hex,
    },
    NotFreeRingTile {
        hex: Hex,
    },
    KindNotLeft {
        kind: SettlementKind,
    },
    NotOwnSettlement {
        hex: Hex,
    },
    NotYourUnorderedToken {
        token: TokenId,
    },
    NotYourUnresolvedOrder {
        token: TokenId,
    },
    MustRegroup {
        token: TokenId,
    },
    UprightCannotRegroup {
        token: TokenId,
    },
    MoveBlocked {
        token: TokenId,
        to: Hex,
        why: MoveBlock,
    },
    DefendArmiesOnly {
        token: TokenId,
    },
    NothingToRaze {
        token: TokenId,
    },
    /// `phase` is a `DecisionKind::Waiting` phase.
    PhaseNotBuilt {
        rule: &'static str,
        phase: &'static str,
    },
    CampaignOver,
    NotAnAnswer {
        rule: &'static str,
        answer: Box<Command>,
    },
    BadUnitReport {
        army: TokenId,
        unit: u8,
    },
    /// `kind` is a `BattleKind::name()`.
    CannotSwitch {
        kind: &'static str,
    },
    CannotPair {
        army: TokenId,
        ship: TokenId,
    },
    PairTakesOneOrder {
        army: TokenId,
        ship: TokenId,
    },
    CannotUnpair {
        ship: TokenId,
    },
    RosterNotUsed,
    NoSuchArmy {
        army: TokenId,
    },
    NoSuchUnit {
        army: TokenId,
        unit: u8,
    },
    BadUnit {
        max_units: usize,
        max_name: usize,
    },
    BadDevelopments {
        hex: Hex,
    },
    DevelopmentsInBattle {
        hex: Hex,
    },
    CannotMobilise {
        hex: Hex,
    },
    SpecialOrderBlocked {
        token: TokenId,
    },
    MarchNeeded {
        token: TokenId,
    },
    CannotMarch {
        token: TokenId,
    },
    MarchStep {
        token: TokenId,
        at: Hex,
        why: MarchStepBlock,
    },
    MarchTooLong {
        token: TokenId,
        cost: HalfMp,
        most: HalfMp,
    },
    CannotPillage {
        token: TokenId,
    },
    NotYourArmy {
        army: TokenId,
    },
    MountedAlready {
        army: TokenId,
        mounted: bool,
    },
    MountedOrdered {
        army: TokenId,
    },
}

/// Why a march may not take a step (`DOM-11`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum MarchStepBlock {
    /// `SUM-ORD-4`: the step is not a legal move.
    Move(MoveBlock),
    /// The march would have stopped before: unexplored, or enemy tokens there.
    Stops,
    /// A march enters each tile once, and never its start.
    Twice,
    /// A march needs at least one step.
    Empty,
}

impl MarchStepBlock {
    pub fn message(&self) -> Message {
        match self {
            MarchStepBlock::Move(why) => why.message(),
            MarchStepBlock::Stops => Message::new("refused-march-stops"),
            MarchStepBlock::Twice => Message::new("refused-march-twice"),
            MarchStepBlock::Empty => Message::new("refused-march-empty"),
        }
    }
}

impl RuleError {
    /// The rule id that refused the command.
    pub fn rule(&self) -> &'static str {
        match self {
            RuleError::NotPending { .. } => "APP-1",
            RuleError::FacesGiven | RuleError::FacesMissing { .. } | RuleError::FacesInvalid { .. } => "APP-2",
            RuleError::OffMap { .. } => "MAP-5",
            RuleError::BadRace { .. } => "SET-1",
            RuleError::NotFreeStartingTile { .. } => "SET-3",
            RuleError::NotFreeRingTile { .. } | RuleError::KindNotLeft { .. } => "SET-4",
            RuleError::NotOwnSettlement { .. } => "SET-5",
            RuleError::NotYourUnorderedToken { .. } => "SUM-ORD-1",
            RuleError::NotYourUnresolvedOrder { .. } => "SUM-RES-1",
            RuleError::MustRegroup { .. } | RuleError::UprightCannotRegroup { .. } => "SUM-ORD-3",
            RuleError::MoveBlocked { .. } => "SUM-ORD-4",
            RuleError::NothingToRaze { .. } => "SUM-ORD-6",
            RuleError::DefendArmiesOnly { .. } => "SUM-ORD-5",
            RuleError::CannotPair { .. } | RuleError::CannotUnpair { .. } | RuleError::PairTakesOneOrder { .. } => {
                "SUM-ORD-2"
            }
            RuleError::PhaseNotBuilt { rule, .. } | RuleError::NotAnAnswer { rule, .. } => rule,
            RuleError::CampaignOver => "WIN-7",
            RuleError::BadUnitReport { .. } => "TAB-3",
            RuleError::CannotSwitch { .. } => "SET-6",
            RuleError::RosterNotUsed
            | RuleError::NoSuchArmy { .. }
            | RuleError::NoSuchUnit { .. }
            | RuleError::BadUnit { .. } => "SET-7",
            RuleError::CannotMobilise { .. } | RuleError::SpecialOrderBlocked { .. } => "LOY-10",
            RuleError::BadDevelopments { .. } | RuleError::DevelopmentsInBattle { .. } => "NAR-2",
            RuleError::MarchNeeded { .. } | RuleError::CannotMarch { .. } | RuleError::MarchStep { .. } => "DOM-11",
            RuleError::MarchTooLong { .. } => "DOM-3",
            RuleError::CannotPillage { .. } => "DOM-10",
            RuleError::NotYourArmy { .. } | RuleError::MountedAlready { .. } | RuleError::MountedOrdered { .. } => {
                "DOM-1"
            }
        }
    }

    /// Why, in words: the rule id first, as in the rules' own text.
    pub fn message(&self) -> Message {
        match self {
            RuleError::NotPending { pending } => message!("refused-not-pending", pending = *pending),
            RuleError::FacesGiven => message!("refused-faces-given"),
            RuleError::FacesMissing { count } => message!("refused-faces-missing", count = *count),
            RuleError::FacesInvalid { count, sides } => {
                message!("refused-faces-invalid", count = *count, sides = *sides)
            }
            RuleError::OffMap { hex } => message!("refused-off-map", hex = at(hex)),
            RuleError::BadRace { max } => message!("refused-bad-race", max = *max),
            RuleError::NotFreeStartingTile { hex } => message!("refused-not-free-starting-tile", hex = at(hex)),
            RuleError::NotFreeRingTile { hex } => message!("refused-not-free-ring-tile", hex = at(hex)),
            RuleError::KindNotLeft { kind } => message!("refused-kind-not-left", kind = kind.word()),
            RuleError::NotOwnSettlement { hex } => message!("refused-not-own-settlement", hex = at(hex)),
            RuleError::NotYourUnorderedToken { token } => message!("refused-not-your-unordered-token", token = *token),
            RuleError::NotYourUnresolvedOrder { token } => {
                message!("refused-not-your-unresolved-order", token = *token)
            }
            RuleError::MustRegroup { token } => message!("refused-must-regroup", token = *token),
            RuleError::UprightCannotRegroup { token } => message!("refused-upright-cannot-regroup", token = *token),
            RuleError::MoveBlocked { token, to, why } => {
                message!("refused-move-blocked", token = *token, to = at(to), why = why.message())
            }
            RuleError::DefendArmiesOnly { token } => message!("refused-defend-armies-only", token = *token),
            RuleError::NothingToRaze { token } => message!("refused-nothing-to-raze", token = *token),
            RuleError::PhaseNotBuilt { rule, phase } => {
                message!("refused-phase-not-built", rule = *rule, phase = Message::name("prompt-phase", phase))
            }
            RuleError::CampaignOver => message!("refused-campaign-over"),
            RuleError::NotAnAnswer { rule, answer } => {
                message!("refused-not-an-answer", rule = *rule, answer = describe_command(answer))
            }
            RuleError::BadUnitReport { army, unit } => message!("refused-bad-unit-report", army = *army, unit = *unit),
            RuleError::CannotSwitch { kind } => message!("refused-cannot-switch", kind = Message::name("battle", kind)),
            RuleError::CannotPair { army, ship } => message!("refused-cannot-pair", army = *army, ship = *ship),
            RuleError::PairTakesOneOrder { army, ship } => {
                message!("refused-pair-takes-one-order", army = *army, ship = *ship)
            }
            RuleError::CannotUnpair { ship } => message!("refused-cannot-unpair", ship = *ship),
            RuleError::RosterNotUsed => message!("refused-roster-not-used"),
            RuleError::NoSuchArmy { army } => message!("refused-no-such-army", army = *army),
            RuleError::NoSuchUnit { army, unit } => {
                message!("refused-no-such-unit", army = *army, unit = u32::from(*unit) + 1)
            }
            RuleError::BadUnit { max_units, max_name } => {
                message!("refused-bad-unit", max_units = *max_units, max_name = *max_name)
            }
            RuleError::BadDevelopments { hex } => message!("refused-bad-developments", hex = at(hex)),
            RuleError::DevelopmentsInBattle { hex } => message!("refused-developments-in-battle", hex = at(hex)),
            RuleError::CannotMobilise { hex } => message!("refused-cannot-mobilise", hex = at(hex)),
            RuleError::SpecialOrderBlocked { token } => message!("refused-special-order-blocked", token = *token),
            RuleError::MarchNeeded { token } => message!("refused-march-needed", token = *token),
            RuleError::CannotMarch { token } => message!("refused-cannot-march", token = *token),
            RuleError::MarchStep { token, at: hex, why } => {
                message!("refused-march-step", token = *token, label = at(hex), why = why.message())
            }
            RuleError::MarchTooLong { token, cost, most } => {
                message!("refused-march-too-long", token = *token, cost = cost.to_string(), most = most.to_string())
            }
            RuleError::CannotPillage { token } => message!("refused-cannot-pillage", token = *token),
            RuleError::NotYourArmy { army } => message!("refused-not-your-army", army = *army),
            RuleError::MountedAlready { army, mounted: true } => message!("refused-mounted-already", army = *army),
            RuleError::MountedAlready { army, mounted: false } => message!("refused-on-foot-already", army = *army),
            RuleError::MountedOrdered { army } => message!("refused-mounted-ordered", army = *army),
        }
    }
}

/// What is wrong with a typed name.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Error)]
pub enum NameProblem {
    TooLong { max: usize },
    Invisible,
}

impl NameProblem {
    pub fn message(&self) -> Message {
        match self {
            NameProblem::TooLong { max } => message!("err-name-too-long", max = *max),
            NameProblem::Invisible => message!("err-name-invisible"),
        }
    }
}

/// Why a campaign could not be set up.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum SetupError {
    KingdomCount {
        found: usize,
        max: usize,
    },
    KingdomName {
        index: usize,
    },
    Name {
        name: String,
        problem: NameProblem,
    },
    DuplicateName {
        name: String,
    },
    Colour {
        name: String,
        colour: String,
    },
    TooFewStartingTiles {
        found: usize,
        kingdoms: usize,
    },
    RulesVersion {
        found: u32,
        supported: u32,
    },
    /// A rules module plugged in by a name this build has no module for.
    UnknownModule {
        name: String,
    },
    Map(#[from] MapError),
    Options(#[from] OptionsError),
}

impl SetupError {
    pub fn message(&self) -> Message {
        match self {
            SetupError::KingdomCount { found, max } => message!("err-kingdom-count", found = *found, max = *max),
            SetupError::KingdomName { index } => message!("err-kingdom-name", index = *index),
            SetupError::Name { name, problem } => {
                message!("err-name", name = name.as_str(), problem = problem.message())
            }
            SetupError::DuplicateName { name } => message!("err-duplicate-name", name = name.as_str()),
            SetupError::Colour { name, colour } => {
                message!("err-colour", name = name.as_str(), colour = colour.as_str())
            }
            SetupError::TooFewStartingTiles { found, kingdoms } => {
                message!("err-too-few-starting-tiles", found = *found, kingdoms = *kingdoms)
            }
            SetupError::RulesVersion { found, supported } => {
                message!("err-rules-version", found = *found, supported = *supported)
            }
            SetupError::UnknownModule { name } => message!("err-unknown-module", module = name.as_str()),
            SetupError::Map(e) => e.message(),
            SetupError::Options(e) => e.message(),
        }
    }
}

/// Why a save file could not be opened. The current campaign is never touched by one.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum LoadError {
    /// What the JSON reader said (its own words, in English).
    NotJson(String),
    NotASave,
    BadFormatNumber(String),
    NewerFormat {
        found: u64,
        supported: u64,
    },
    UnknownFormat {
        found: u64,
    },
    /// What the reader of the save's fields said (its own words, in English).
    Malformed(String),
    Setup(#[from] SetupError),
    ReplayDiverged {
        at: usize,
        error: RuleError,
    },
    MissingHash,
    HistoryMismatch,
    RedoDiverged {
        at: usize,
        error: RuleError,
    },
    /// An undo note names a command the campaign never could have taken back there.
    UndoNoteRefused {
        at: usize,
        error: Option<RuleError>,
    },
    UnknownHash(String),
    HashMismatch {
        expected: String,
        found: String,
    },
}

impl LoadError {
    pub fn message(&self) -> Message {
        match self {
            LoadError::NotJson(why) => message!("err-not-json", why = why.as_str()),
            LoadError::NotASave => message!("err-not-a-save"),
            LoadError::BadFormatNumber(found) => message!("err-bad-format-number", found = found.as_str()),
            LoadError::NewerFormat { found, supported } => {
                message!("err-newer-format", found = *found, supported = *supported)
            }
            LoadError::UnknownFormat { found } => message!("err-unknown-format", found = *found),
            LoadError::Malformed(why) => message!("err-malformed", why = why.as_str()),
            LoadError::Setup(e) => message!("err-setup", why = e.message()),
            LoadError::ReplayDiverged { at, error } => {
                message!("err-replay-diverged", at = *at, error = error.message())
            }
            LoadError::MissingHash => message!("err-missing-hash"),
            LoadError::HistoryMismatch => message!("err-history-mismatch"),
            LoadError::RedoDiverged { at, error } => message!("err-redo-diverged", at = *at, error = error.message()),
            LoadError::UndoNoteRefused { at, error: Some(error) } => {
                message!("err-undo-note-refused", at = *at, error = error.message())
            }
            LoadError::UndoNoteRefused { at, error: None } => message!("err-undo-note-misplaced", at = *at),
            LoadError::UnknownHash(hash) => message!("err-unknown-hash", hash = hash.as_str()),
            LoadError::HashMismatch { expected, found } => {
                message!("err-hash-mismatch", expected = expected.as_str(), found = found.as_str())
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    // `Display` reads as the English always did, the rule id first; Russian keeps the rule
    // id and the tile label and words the reason inside in Russian too.
    #[test]
    fn a_refusal_in_english_and_in_russian() {
        let refused = RuleError::MoveBlocked { token: TokenId(3), to: Map::hex_at(3, 3), why: MoveBlock::OffMap };
        assert_eq!(refused.to_string(), "SUM-ORD-4: token 3 cannot move to D4: it is off the map");
        let russian = crate::words::with(|w| w.say("ru", &refused.message()));
        assert_eq!(russian, "SUM-ORD-4: фишка 3 не может пойти на \u{2068}D4\u{2069}: она за краем карты");
        let file =
            LoadError::Setup(SetupError::Name { name: "Orcs".into(), problem: NameProblem::TooLong { max: 40 } });
        assert_eq!(file.to_string(), "the campaign's setup is invalid: the name of Orcs is longer than 40 characters");
        let mounted = RuleError::MountedAlready { army: TokenId(2), mounted: false };
        assert_eq!(mounted.to_string(), "DOM-1: army 2 is on foot already");
    }
}
