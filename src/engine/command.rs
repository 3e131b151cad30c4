//! Every player action and every answer to a pending decision (`APP-1`).

use super::battle::{BattleKind, TabletopResult, UnitReport};
use super::domain::DomainCommand;
use super::hex::Hex;
use super::loyalty::LoyaltyCommand;
use super::module_parts::ModuleCommand;
use super::narrative::NarrativeCommand;
use super::plugged::Tagged;
use super::state::{KingdomId, Order, SettlementKind, TokenId};
use super::unit::{Character, Tag};
use super::winter::Purchase;
use serde::{Deserialize, Serialize};

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Command {
    /// Roll the dice the pending decision asks for. With `OPT-DICE = table` the players
    /// give the faces they rolled; with app dice the faces must be absent.
    Roll {
        #[serde(default, skip_serializing_if = "Option::is_none")]
        faces: Option<Vec<u8>>,
    },
    /// `SET-1`: the kingdom whose turn it is names its main race, in secret.
    ChooseRace { race: String },
    /// `SET-3`
    PlaceCapital { hex: Hex },
    /// `SET-4`
    PlaceSettlement { hex: Hex, kind: SettlementKind },
    /// `SET-5`
    PlaceArmy { hex: Hex },
    /// `SUM-ORD-1`: give one token its order for the month.
    GiveOrder { token: TokenId, order: Order },
    /// `SUM-RES-1`: resolve this token's order now.
    ResolveOrder { token: TokenId },
    /// `SUM-BAT-1`: fight the enemy `enemy` in `hex`.
    ChooseBattle { hex: Hex, enemy: KingdomId },
    /// `SUM-BAT-3`: the kind of battle, where the attacker may choose.
    ChooseBattleKind { kind: BattleKind },
    /// `SUM-BAT-3` case 1, `NAV-1`: the owner removes this token of its own.
    RemoveToken { token: TokenId },
    /// `SIM-3`: put one unused die showing `face` on the enemy army `army`.
    AllocateDie { face: u8, army: TokenId },
    /// `NAV-2`: whether the side declares itself the loser.
    DeclareLoser { concede: bool },
    /// `TAB-3`: the result of a tabletop battle and what its units did.
    ReportTabletop {
        result: TabletopResult,
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        units: Vec<UnitReport>,
    },
    /// `RES-1`, `RES-2`, `RES-4`: this token retreats into `to`.
    Retreat { token: TokenId, to: Hex },
    /// `RES-3`: the winner moves this token into `to`.
    WinnerMove { token: TokenId, to: Hex },
    /// `RES-3`: the winner keeps all its tokens in the tile.
    WinnerStays,
    /// `WIN-1`: where the armies (or the ship) go home for the winter.
    RecallTo { hex: Hex },
    /// `WIN-3`: give another kingdom up to 1 gold and 1 food.
    Tithe { to: KingdomId, gold: u32, food: u32 },
    /// `WIN-3`, `WIN-4`: give or buy nothing this turn.
    Pass,
    /// `WIN-4`: one purchase.
    Buy { hex: Hex, what: Purchase },
    /// `WIN-4`: at the army cap, disband an army to make room.
    Disband { army: TokenId },
    /// `WIN-5`: this army goes hungry and disbands.
    Starve { army: TokenId },
    /// `WIN-6`: place a staged army in one of your settlements.
    Deploy { army: TokenId, hex: Hex },
    /// `SET-6`: by the agreement of all players, fight this land battle with another
    /// resolver.
    SwitchResolver { kind: BattleKind },
    /// `SUM-ORD-2`: pair an army with a ship in its tile.
    Pair { army: TokenId, ship: TokenId },
    /// `SUM-ORD-2`: split a pair.
    Unpair { ship: TokenId },
    /// `SET-7`: a unit joins an army's tabletop roster (at any time, by its owner's word).
    AddUnit {
        army: TokenId,
        name: String,
        size: String,
        base_strength: i8,
        /// `NAR-1`: its tags, with narrative battles.
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        tags: Vec<Tag>,
        /// `NAR-1`: a character's Leadership and Strategy.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        character: Option<Character>,
    },
    /// `SET-7`: a unit leaves an army's roster.
    RemoveUnit { army: TokenId, unit: u8 },
    /// The loyalty module's commands (RULES §7).
    Loyalty(LoyaltyCommand),
    /// The narrative resolver's commands (RULES §9).
    Narrative(NarrativeCommand),
    /// The domain war's commands (RULES §8).
    Domain(DomainCommand),
    /// A command of a module the enums do not name (`plugged`).
    Module(Tagged),
}

impl Command {
    /// A built-in module's command, which tells itself in words and says what it does on
    /// the map.
    pub fn module_part(&self) -> Option<&dyn ModuleCommand> {
        match self {
            Command::Loyalty(c) => Some(c),
            Command::Narrative(c) => Some(c),
            Command::Domain(c) => Some(c),
            _ => None,
        }
    }
}

/// An undo the players made, kept so the chronicle shows it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct UndoNote {
    /// The log position of the command taken back.
    pub position: usize,
    pub command: Command,
}
