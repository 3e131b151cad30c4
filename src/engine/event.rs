//! Every change to the state is an event, and `State::apply` is the only mutation.

use super::battle::{BattleKind, BattleStep};
use super::dice::RollPurpose;
use super::domain::DomainEvent;
use super::hex::Hex;
use super::loyalty::{LoyaltyEvent, LoyaltyStep};
use super::module_parts::ModuleEvent;
use super::narrative::NarrativeEvent;
use super::plugged::Tagged;
use super::state::{KingdomId, Order, Phase, SettlementKind, TokenId, Unit};
use super::winter::{Purchase, WinterStep};
use serde::{Deserialize, Serialize};

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Event {
    /// A roll and what it was for (`APP-2`). `by` is the kingdom that rolled, if any.
    DiceRolled {
        purpose: RollPurpose,
        by: Option<KingdomId>,
        faces: Vec<u8>,
    },
    /// `SET-1`: a kingdom has chosen its race; nobody sees which yet.
    RaceChosen {
        kingdom: KingdomId,
    },
    /// `SET-1`: all races are revealed at once, by kingdom.
    RacesRevealed {
        races: Vec<String>,
    },
    /// `SET-2`: the player order so far; groups of several are still tied.
    PlayerOrderTied {
        groups: Vec<Vec<KingdomId>>,
    },
    /// The player order is decided: at setup (`SET-2`), at Reform (`REF-6`) or before
    /// the winter's deployment (`WIN-6`), as `purpose` names.
    PlayerOrderSet {
        order: Vec<KingdomId>,
        purpose: RollPurpose,
    },
    /// A settlement is placed and its tile controlled and explored (`SET-3`, `SET-4`).
    SettlementPlaced {
        hex: Hex,
        kingdom: KingdomId,
        kind: SettlementKind,
        capital: bool,
    },
    /// A tile comes under a kingdom's control and is explored.
    TileControlled {
        hex: Hex,
        kingdom: KingdomId,
    },
    /// A new army of `points` (`SET-5`).
    ArmyRaised {
        army: TokenId,
        kingdom: KingdomId,
        hex: Hex,
        points: u32,
        /// `WIN-4`: raised from an allied list.
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        allied: bool,
    },
    PhaseChanged {
        phase: Phase,
    },
    /// `SUM-ORD-1`: the order stands until resolved.
    OrderGiven {
        token: TokenId,
        kingdom: KingdomId,
        order: Order,
    },
    /// `SUM-ORD-6`: the settlement is turned upside down, to be razed.
    SettlementMarked {
        hex: Hex,
    },
    /// `SUM-RES-3`, `SUM-RES-7`: a move is resolved; the token (an army, or a ship with
    /// its paired army) enters the tile.
    ArmyMoved {
        army: TokenId,
        kingdom: KingdomId,
        from: Hex,
        to: Hex,
    },
    /// `SUM-RES-2`: the army entered an unexplored tile; its kingdom rolls next.
    ExplorationPending {
        kingdom: KingdomId,
        hex: Hex,
    },
    /// `SUM-RES-2`: the exploration roll's total and what was found; the tile is the
    /// explorer's.
    Explored {
        kingdom: KingdomId,
        hex: Hex,
        total: u8,
        found: Option<SettlementKind>,
    },
    /// `SUM-RES-4`: the settlement is gone.
    SettlementRazed {
        army: TokenId,
        hex: Hex,
    },
    /// `SUM-RES-4`: an enemy stands in the tile (or nothing is left to raze).
    RazeFailed {
        army: TokenId,
        hex: Hex,
    },
    /// `SUM-RES-5`
    DefenceTaken {
        army: TokenId,
    },
    /// `SUM-RES-6`
    StoodUp {
        army: TokenId,
    },
    /// `REF-1`: the army crossed a forest or mountain edge, or entered a river tile.
    ArmyLaidDown {
        army: TokenId,
    },
    /// `REF-2`: a failed raze's mark is taken off.
    SettlementUnmarked {
        hex: Hex,
    },
    /// `REF-5`
    DefenceCleared {
        army: TokenId,
    },
    /// `REF-6`, `WIN-6`: the new player order is tied; the tied kingdoms roll.
    OrderTied {
        groups: Vec<Vec<KingdomId>>,
        purpose: RollPurpose,
    },
    /// The month's orders, resolutions and crossings are done with.
    MonthEnded,
    /// `REF-7`: the next summer month begins.
    MonthBegan {
        year: u8,
        month: u8,
    },
    /// `SUM-BAT-1`, `SUM-BAT-2`: the attacker chose this tile and enemy.
    BattleChosen {
        hex: Hex,
        attacker: KingdomId,
        defender: KingdomId,
    },
    /// `SUM-BAT-3`: the kind of battle is fixed.
    BattleKindSet {
        kind: BattleKind,
    },
    /// The battle moves on to its next step (shown by the pending decision, not told).
    BattleStepped {
        step: BattleStep,
    },
    /// `SIM-3`: a die put on an enemy army; a hit takes 100 points.
    DieAllocated {
        by: KingdomId,
        face: u8,
        army: TokenId,
        defence: u32,
        hit: bool,
    },
    /// `NAV-1`: dice of 4 or more after modifiers, each side's.
    NavalHits {
        attacker: u8,
        defender: u8,
    },
    /// `NAV-2`: whether a side declared itself the loser.
    Declared {
        kingdom: KingdomId,
        concede: bool,
    },
    /// An army or ship is removed; a ship takes its paired army with it.
    TokenDestroyed {
        token: TokenId,
        cause: Loss,
    },
    /// `UST-1`, `UST-2`: a unit's Unit Strength modifier changes.
    UnitStrengthChanged {
        army: TokenId,
        unit: u8,
        name: String,
        by: i8,
    },
    /// `SET-7`: a unit joins a roster.
    UnitAdded {
        army: TokenId,
        unit: Unit,
    },
    /// `UST-4`: a unit at −2 or lower leaves its army.
    UnitLost {
        army: TokenId,
        unit: u8,
        name: String,
    },
    /// `SET-7`: its owner takes a unit off the roster.
    UnitRemoved {
        army: TokenId,
        unit: u8,
        name: String,
    },
    /// The fight is decided: the winner (none: a draw, or `NAV-3`) and the score that
    /// decided it, attacker's first (`SIM-4` reductions, `LWB-1` totals).
    BattleDecided {
        winner: Option<KingdomId>,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        score: Option<[u32; 2]>,
    },
    /// `RES-1`, `RES-2`: a token leaves the battle tile (a ship with its paired army).
    TokenRetreated {
        token: TokenId,
        from: Hex,
        to: Hex,
        laid_down: bool,
    },
    /// `RES-3`: the winner moves one token out.
    WinnerMoved {
        token: TokenId,
        from: Hex,
        to: Hex,
    },
    /// The battle is over; the next may be chosen.
    BattleOver,
    /// `WIN-8`: a kingdom that controls no tile falls.
    Eliminated {
        kingdom: KingdomId,
        year: u8,
    },
    /// `WIN-1`: a token goes home for the winter.
    Recalled {
        token: TokenId,
        to: Hex,
    },
    /// `WIN-2`
    Gathered {
        kingdom: KingdomId,
        gold: u32,
        food: u32,
    },
    /// `WIN-3`
    Tithed {
        from: KingdomId,
        to: KingdomId,
        gold: u32,
        food: u32,
    },
    /// `WIN-3`, `WIN-4`: a kingdom passes its turn.
    Passed {
        kingdom: KingdomId,
    },
    /// `WIN-4`: a purchase, paid; a settlement is built or raised.
    Purchased {
        kingdom: KingdomId,
        hex: Hex,
        what: Purchase,
    },
    /// `WIN-4`
    ShipBuilt {
        ship: TokenId,
        kingdom: KingdomId,
        hex: Hex,
    },
    /// `WIN-5`: food eaten by the armies.
    Fed {
        kingdom: KingdomId,
        food: u32,
    },
    /// `WIN-5`: unspent gold and food are lost.
    StoresLost {
        kingdom: KingdomId,
    },
    /// `WIN-6`: every army leaves the map to be placed again.
    Staged {
        armies: Vec<TokenId>,
    },
    /// `WIN-6`
    Deployed {
        army: TokenId,
        kingdom: KingdomId,
        hex: Hex,
    },
    /// `WIN-6`, `WIN-7`: the winter is over; every token stands upright for the new year.
    WinterEnded,
    /// The winter moves on to its next step (shown by the pending decision, not told).
    WinterStepped {
        step: WinterStep,
    },
    /// `SUM-ORD-2`
    Paired {
        army: TokenId,
        ship: TokenId,
    },
    /// `SUM-ORD-2`
    Unpaired {
        army: TokenId,
        ship: TokenId,
    },
    /// The loyalty module's events (RULES §7).
    Loyalty(LoyaltyEvent),
    /// The narrative resolver's events (RULES §9).
    Narrative(NarrativeEvent),
    /// The domain war's events (RULES §8).
    Domain(DomainEvent),
    /// An event of a module the enums do not name (`plugged`), applied by the module.
    Module(Tagged),
}

/// Why a token was removed.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Loss {
    /// `SUM-BAT-3` case 1.
    Slaughtered,
    /// `SIM-3`: reduced to 0 points.
    Destroyed,
    /// `NAV-1`
    Sunk,
    /// `RES-1`, `RES-2`: nowhere to retreat.
    NoRetreat,
    /// `UST-4`: its last unit is gone.
    NoUnits,
    /// `WIN-1`: no settlement to go home to.
    NoHome,
    /// `WIN-4`: disbanded to make room under the army cap.
    Disbanded,
    /// `WIN-5`: no food for it.
    Starved,
    /// `WIN-6`: no room left in the kingdom's settlements.
    NoRoom,
    /// `WIN-8`: its kingdom fell.
    Fallen,
    /// `LOY-4.1`: no tile next to the battle could take its retreat.
    Surrounded,
    /// `LOY-4.4`: nowhere to stop beyond a devastated tile, or two devastated in a row.
    Stranded,
    /// `LOY-6`: a season in a rebel tile.
    Rebels,
    /// `LOY-8`: three month-ends in a row out of supply.
    Unsupplied,
    /// `DOM-4`: marched out of supply until nothing was left.
    MarchedUnsupplied,
}

impl Loss {
    pub fn rule(self) -> &'static str {
        match self {
            Loss::Slaughtered => "SUM-BAT-3",
            Loss::Destroyed => "SIM-3",
            Loss::Sunk => "NAV-1",
            Loss::NoRetreat => "RES-1",
            Loss::NoUnits => "UST-4",
            Loss::NoHome => "WIN-1",
            Loss::Disbanded => "WIN-4",
            Loss::Starved => "WIN-5",
            Loss::NoRoom => "WIN-6",
            Loss::Fallen => "WIN-8",
            Loss::Surrounded => "LOY-4.1",
            Loss::Stranded => "LOY-4.4",
            Loss::Rebels => "LOY-6",
            Loss::Unsupplied => "LOY-8",
            Loss::MarchedUnsupplied => "DOM-4",
        }
    }
}

impl Event {
    /// A built-in module's event, which the chronicle asks to tell itself.
    pub fn module_part(&self) -> Option<&dyn ModuleEvent> {
        match self {
            Event::Loyalty(e) => Some(e),
            Event::Domain(e) => Some(e),
            Event::Narrative(e) => Some(e),
            _ => None,
        }
    }

    /// Whether the chronicle tells this event; bookkeeping steps are shown by the pending
    /// decision instead.
    pub fn is_told(&self) -> bool {
        // Setup's turns are told by the placements that follow them; a battle's or the
        // winter's steps by what happens in them.
        !matches!(
            self,
            Event::BattleStepped { .. }
                | Event::Narrative(NarrativeEvent::Stepped(_) | NarrativeEvent::Resting { .. })
                | Event::BattleOver
                | Event::WinterStepped { .. }
                | Event::PhaseChanged { phase: Phase::Setup(_) }
                // An exploration is one line: what was found, on what total (`SUM-RES-2`).
                | Event::ExplorationPending { .. }
                | Event::DiceRolled { purpose: RollPurpose::Exploration, .. }
                | Event::Loyalty(LoyaltyEvent::Stepped { step: None | Some(LoyaltyStep::WinnerMoves(_) | LoyaltyStep::Pushing(_)) })
        ) && !matches!(self, Event::Loyalty(LoyaltyEvent::Counted { unsupplied, in_rebel }) if unsupplied.is_empty() && in_rebel.is_empty())
    }
}
