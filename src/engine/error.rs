//! Why the engine refused a command or a file. A rule refusal names the rule id.

use super::chronicle::describe_command;
use super::command::Command;
use super::domain::HalfMp;
use super::hex::Hex;
use super::map::{Map, MapError};
use super::ruleset::OptionsError;
use super::state::{SettlementKind, TokenId};
use thiserror::Error;

fn at(hex: &Hex) -> String {
    Map::label(*hex)
}

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

impl std::fmt::Display for MoveBlock {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            MoveBlock::NotAdjacent => "it is not next to the army",
            MoveBlock::OffMap => "it is off the map",
            MoveBlock::OpenWater => "armies cannot enter open water",
            MoveBlock::Marsh => "armies cannot enter marsh",
            MoveBlock::WaterEdge => "the border between the tiles is water",
            MoveBlock::NotNavigable => "ships sail only into open water and coastal or river tiles, never marsh",
            MoveBlock::WinterZone => {
                "winter has closed it: no army enters a winter zone in the year's last three months (LOY-1)"
            }
        })
    }
}

#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum RuleError {
    #[error("APP-1: that does not answer the decision pending now ({pending})")]
    NotPending { pending: &'static str },
    #[error("APP-2: this campaign's dice are rolled by the app; faces cannot be typed in")]
    FacesGiven,
    #[error("APP-2: this campaign rolls dice at the table: enter the {count} faces rolled")]
    FacesMissing { count: usize },
    #[error("APP-2: enter exactly {count} dice, each from 1 to {sides}")]
    FacesInvalid { count: usize, sides: u8 },
    #[error("MAP-5: {} is not on the map", at(.hex))]
    OffMap { hex: Hex },
    #[error("SET-1: name the race in 1 to {max} characters")]
    BadRace { max: usize },
    #[error("SET-3: {} is not a free starting tile", at(.hex))]
    NotFreeStartingTile { hex: Hex },
    #[error("SET-4: {} is not a free land tile in the ring around your capital", at(.hex))]
    NotFreeRingTile { hex: Hex },
    #[error("SET-4: you have no {} left to place", .kind.name())]
    KindNotLeft { kind: SettlementKind },
    #[error("SET-5: the first army goes on a tile you control that holds a settlement; {} is not one", at(.hex))]
    NotOwnSettlement { hex: Hex },
    #[error("SUM-ORD-1: army {token} is not one of yours still waiting for an order this month")]
    NotYourUnorderedToken { token: TokenId },
    #[error("SUM-RES-1: army {token} has no order of yours left to resolve now")]
    NotYourUnresolvedOrder { token: TokenId },
    #[error("SUM-ORD-3: army {token} is on its side: it may only Regroup")]
    MustRegroup { token: TokenId },
    #[error("SUM-ORD-3: army {token} is upright: only a token on its side may Regroup")]
    UprightCannotRegroup { token: TokenId },
    #[error("SUM-ORD-4: token {token} cannot move to {}: {why}", at(.to))]
    MoveBlocked { token: TokenId, to: Hex, why: MoveBlock },
    #[error("SUM-ORD-5: only an army may Defend; token {token} is a ship or pair")]
    DefendArmiesOnly { token: TokenId },
    #[error("SUM-ORD-6: army {token} stands on no settlement to raze")]
    NothingToRaze { token: TokenId },
    #[error("{rule}: the rules of this phase ({phase}) are not in this version of Marchwarden yet")]
    PhaseNotBuilt { rule: &'static str, phase: &'static str },
    #[error("WIN-7: the campaign is over; nothing more is played (Undo can still take back the last steps)")]
    CampaignOver,
    #[error("{rule}: {} is not one of the answers allowed now", describe_command(.answer))]
    NotAnAnswer { rule: &'static str, answer: Box<Command> },
    #[error(
        "TAB-3: army {army} has no unit {unit} fighting in this battle, or it is reported twice or with too many routs"
    )]
    BadUnitReport { army: TokenId, unit: u8 },
    #[error("SET-6: this battle cannot become a {kind} now: only a land battle not yet rolled or reported can change its resolver")]
    CannotSwitch { kind: &'static str },
    #[error("SUM-ORD-2: army {army} cannot pair with ship {ship}: both must be one kingdom's, in one tile, unpaired, both upright or both on their side, before that kingdom's first order of the month")]
    CannotPair { army: TokenId, ship: TokenId },
    #[error("SUM-ORD-2: army {army} sails with ship {ship}, and a pair takes one order: give it to the ship")]
    PairTakesOneOrder { army: TokenId, ship: TokenId },
    #[error("SUM-ORD-2: ship {ship} carries no army it may put ashore now (a pair cannot split in open water, nor after its kingdom's first order)")]
    CannotUnpair { ship: TokenId },
    #[error("SET-7: rosters are kept only when battles are played on the table")]
    RosterNotUsed,
    #[error("SET-7: there is no army {army}")]
    NoSuchArmy { army: TokenId },
    #[error("SET-7: army {army} has no unit {}", u32::from(*.unit) + 1)]
    NoSuchUnit { army: TokenId, unit: u8 },
    #[error("SET-7: a unit needs a name and a size of at most {max_name} characters and a base Unit Strength from 0 to 4; a roster holds at most {max_units} units")]
    BadUnit { max_units: usize, max_name: usize },
    #[error("NAR-2: {} has no settlement, or its developments are not each of Defence and Order at most once, rated 1 to 5 (narrative campaigns only)", at(.hex))]
    BadDevelopments { hex: Hex },
    #[error("LOY-10: you cannot forcibly mobilise in {} now: once a month, before your first order, in a tile you hold that is neither rebel nor devastated, below the army cap", at(.hex))]
    CannotMobilise { hex: Hex },
    #[error("LOY-10: army {token} cannot take that special order: Economic works not on a devastated tile; Agitate only against a rival's tile (yours or next to yours) that is neither rebel nor devastated")]
    SpecialOrderBlocked { token: TokenId },
    #[error("DOM-11: with the domain war army {token} marches: give it a path, not a one-tile move")]
    MarchNeeded { token: TokenId },
    #[error("DOM-11: army {token} cannot march: only an upright army without an order marches; ships and pairs move one tile")]
    CannotMarch { token: TokenId },
    #[error("DOM-11: army {token}'s march cannot enter {label}: {why}", label = Map::label(*at))]
    MarchStep { token: TokenId, at: Hex, why: MarchStepBlock },
    #[error(
        "DOM-3: army {token}'s march costs {cost} MP; it may spend at most {most} (its allowance twice, forced march)"
    )]
    MarchTooLong { token: TokenId, cost: HalfMp, most: HalfMp },
    #[error("DOM-10: army {token} cannot take that order here: pillage outside its own land with no enemy army there, up to the province level this month; plunder only in a tile it occupies (DOM-9)")]
    CannotPillage { token: TokenId },
    #[error("DOM-1: there is no army {army} to mount")]
    NotYourArmy { army: TokenId },
    #[error("DOM-1: army {army} is {} already", if *mounted { "mounted" } else { "on foot" })]
    MountedAlready { army: TokenId, mounted: bool },
    #[error("DOM-1: army {army} has its order for this month: it mounts or dismounts once that is done")]
    MountedOrdered { army: TokenId },
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

impl std::fmt::Display for MarchStepBlock {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            MarchStepBlock::Move(why) => write!(f, "{why}"),
            MarchStepBlock::Stops => f.write_str("the march stops at the tile before it (unexplored, or enemy tokens)"),
            MarchStepBlock::Twice => f.write_str("a march enters each tile once and never returns to its start"),
            MarchStepBlock::Empty => f.write_str("the path is empty"),
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
            RuleError::BadDevelopments { .. } => "NAR-2",
            RuleError::MarchNeeded { .. } | RuleError::CannotMarch { .. } | RuleError::MarchStep { .. } => "DOM-11",
            RuleError::MarchTooLong { .. } => "DOM-3",
            RuleError::CannotPillage { .. } => "DOM-10",
            RuleError::NotYourArmy { .. } | RuleError::MountedAlready { .. } | RuleError::MountedOrdered { .. } => {
                "DOM-1"
            }
        }
    }
}

/// What is wrong with a typed name.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Error)]
pub enum NameProblem {
    #[error("is longer than {max} characters")]
    TooLong { max: usize },
    #[error("holds control or text-direction characters")]
    Invisible,
}

/// Why a campaign could not be set up.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum SetupError {
    #[error("a campaign has 2 to {max} kingdoms, not {found}")]
    KingdomCount { found: usize, max: usize },
    #[error("kingdom {index} needs a name")]
    KingdomName { index: usize },
    #[error("the name of {name} {problem}")]
    Name { name: String, problem: NameProblem },
    #[error("two kingdoms are both called \"{name}\"")]
    DuplicateName { name: String },
    #[error("kingdom \"{name}\" has colour \"{colour}\"; use #rrggbb")]
    Colour { name: String, colour: String },
    #[error("the map has {found} starting tiles, too few for {kingdoms} kingdoms (SET-3)")]
    TooFewStartingTiles { found: usize, kingdoms: usize },
    #[error("the campaign plays by rules version {found}; this Marchwarden knows versions up to {supported}. Update the app to open it")]
    RulesVersion { found: u32, supported: u32 },
    #[error(transparent)]
    Map(#[from] MapError),
    #[error(transparent)]
    Options(#[from] OptionsError),
}

/// Why a save file could not be opened. The current campaign is never touched by one.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum LoadError {
    #[error("this file is not JSON ({0})")]
    NotJson(String),
    #[error("this JSON is not a Marchwarden campaign: it has no \"format\" number")]
    NotASave,
    #[error("this campaign's \"format\" is {0}, not a whole number of a save format")]
    BadFormatNumber(String),
    #[error("this campaign was saved by a newer Marchwarden (save format {found}; this version reads up to {supported}). Update the app to open it")]
    NewerFormat { found: u64, supported: u64 },
    #[error("save format {found} is unknown")]
    UnknownFormat { found: u64 },
    #[error("the campaign file is damaged: {0}")]
    Malformed(String),
    #[error("the campaign's setup is invalid: {0}")]
    Setup(#[from] SetupError),
    #[error("replaying the campaign fails at command {at}: {error}")]
    ReplayDiverged { at: usize, error: RuleError },
    #[error("the campaign file has no hash to check its replay or its undo history against")]
    MissingHash,
    #[error("the campaign's undo history (what Redo would replay, and the undos the chronicle shows) was changed by hand: it does not match its hash")]
    HistoryMismatch,
    #[error("the campaign's redo history fails at step {at}: {error}")]
    RedoDiverged { at: usize, error: RuleError },
    #[error("the campaign file's state hash \"{0}\" is of a kind this version does not know")]
    UnknownHash(String),
    #[error("the replayed campaign differs from the one saved (state hash {found}, the file says {expected}): the file was changed by hand or by another rules version")]
    HashMismatch { expected: String, found: String },
}
