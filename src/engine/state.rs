//! The campaign state: everything the rules read and events change. Only
//! `State::apply` (in `event.rs`) mutates it. Collections are vectors indexed by id or
//! `BTreeMap`s, so serialising it (and so its hash) is deterministic.

use super::battle::Battle;
use super::domain::{Domain, DomainOrder};
use super::hex::Hex;
pub use super::ids::{KingdomId, TokenId};
use super::loyalty::{Loyalty, LoyaltyOrder};
use super::map::Map;
use super::tiles::Tiles;
pub use super::tiles::{Settlement, SettlementKind, TileState};
use super::unit::{Character, Tag};
use super::winter::Winter;
use serde::{Deserialize, Serialize};
use std::collections::{BTreeMap, BTreeSet};
use std::sync::Arc;

/// What the players chose for a kingdom at setup.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct KingdomSetup {
    pub name: String,
    /// CSS colour, "#rrggbb".
    pub colour: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub race: Option<String>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Kingdom {
    pub name: String,
    pub colour: String,
    pub race: Option<String>,
    pub gold: u32,
    pub food: u32,
    /// Tabletop and simple battles won, for `OPT-SCORE`.
    #[serde(default, skip_serializing_if = "is_zero")]
    pub victories: u32,
    /// `WIN-8`: the year the kingdom fell, if it did.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub eliminated: Option<u8>,
}

fn is_zero(n: &u32) -> bool {
    *n == 0
}

/// Points of a new army (`SET-5`, `SET-7`).
pub const NEW_ARMY_POINTS: u32 = 500;

/// One unit of a roster (`SET-7`; with narrative battles, `NAR-1`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Unit {
    pub name: String,
    pub size: String,
    pub base_strength: i8,
    /// The running Unit Strength modifier of §4.7.
    pub strength_modifier: i8,
    /// `NAR-1`: its tags.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub tags: Vec<Tag>,
    /// `NAR-1`: a character's Leadership and Strategy.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub character: Option<Character>,
    /// `NAR-SYM-2`: a character back reduced misses its next battle.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub resting: bool,
}

impl Unit {
    /// A unit with a name, a size and its base strength, and nothing else yet.
    pub fn new(name: &str, size: &str, base_strength: i8) -> Unit {
        Unit {
            name: name.to_string(),
            size: size.to_string(),
            base_strength,
            strength_modifier: 0,
            tags: Vec::new(),
            character: None,
            resting: false,
        }
    }
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Army {
    pub kingdom: KingdomId,
    pub hex: Hex,
    /// Simple-battle points (`SET-7`): 500 at creation.
    pub points: u32,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub units: Vec<Unit>,
    pub upright: bool,
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub defending: bool,
    /// The ship this army sails with (`SUM-ORD-2`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub paired_with: Option<TokenId>,
    /// An allied army, raised from an allied list (`WIN-4`).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub allied: bool,
    /// §8: a mounted army marches further (`DOM-1`).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub mounted: bool,
}

impl Army {
    /// A new army, upright, with an empty roster.
    pub fn new(kingdom: KingdomId, hex: Hex, points: u32) -> Army {
        Army {
            kingdom,
            hex,
            points,
            units: Vec::new(),
            upright: true,
            defending: false,
            paired_with: None,
            allied: false,
            mounted: false,
        }
    }
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Ship {
    pub kingdom: KingdomId,
    pub hex: Hex,
    pub upright: bool,
}

/// A summer order (`SUM-ORD-4`…`SUM-ORD-6`, `SUM-ORD-3`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Order {
    Move {
        to: Hex,
    },
    Defend,
    Raze,
    Regroup,
    /// `LOY-10`: a special order of the loyalty module.
    Loyalty(LoyaltyOrder),
    /// `DOM-9`, `DOM-10`: pillage or plunder, with the domain war.
    Domain(DomainOrder),
}

impl Order {
    /// A module's order, which tells itself in words with what it names, and its letter.
    pub fn module_part(&self) -> Option<&dyn super::module_parts::ModuleOrder> {
        match self {
            Order::Loyalty(o) => Some(o),
            Order::Domain(o) => Some(o),
            _ => None,
        }
    }

    /// Its word in the page's language (`crate::words`).
    pub fn word(self) -> crate::words::message::Message {
        crate::words::message::Message::name("order", self.name())
    }

    pub fn name(self) -> &'static str {
        match self {
            Order::Loyalty(o) => o.name(),
            Order::Domain(o) => o.name(),
            Order::Move { .. } => "move",
            Order::Defend => "defend",
            Order::Raze => "raze",
            Order::Regroup => "regroup",
        }
    }
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum SetupStep {
    /// `SET-1`: the races chosen so far, by kingdom, hidden until all have chosen.
    Races { chosen: Vec<String> },
    /// `SET-2`: groups of kingdoms in player order; a group of several is still tied.
    PlayerOrder { groups: Vec<Vec<KingdomId>> },
    /// `SET-3`: the kingdom at this place in player order picks its capital.
    Capitals { turn: usize },
    /// `SET-4`: the kingdom at this place in player order places what is left.
    Rings { turn: usize, left: Vec<SettlementKind> },
    /// `SET-5`: the kingdom at this place in player order places its first army.
    FirstArmies { turn: usize },
}

/// Where the campaign stands. The summer, winter and end phases are driven by their own
/// rules modules.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Phase {
    Setup(SetupStep),
    Orders,
    Resolution,
    Battle,
    Reform,
    Winter,
    Ended,
}

impl Phase {
    /// Its word in the page's language (`crate::words`).
    pub fn word(&self) -> crate::words::message::Message {
        crate::words::message::Message::name("phase", self.name())
    }

    pub fn name(&self) -> &'static str {
        match self {
            Phase::Setup(_) => "Setup",
            Phase::Orders => "A · Orders",
            Phase::Resolution => "B · Resolution",
            Phase::Battle => "C · Battle",
            Phase::Reform => "D · Reform",
            Phase::Winter => "Winter",
            Phase::Ended => "Campaign over",
        }
    }
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Calendar {
    pub year: u8,
    pub month: u8,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct State {
    /// The rules version the campaign plays by (`ruleset::RULES_VERSION`), for the rules
    /// whose reading changed. Fixed when the campaign starts and saved beside the log, so
    /// never part of the state's hash.
    #[serde(skip, default = "crate::engine::ruleset::current_rules")]
    pub rules: u32,
    /// The map never changes in a campaign: shared, so copying the state (once a command)
    /// does not copy it.
    pub map: Arc<Map>,
    pub kingdoms: Vec<Kingdom>,
    /// One per map tile, in the map's tile order.
    pub tiles: Tiles,
    pub armies: BTreeMap<TokenId, Army>,
    pub ships: BTreeMap<TokenId, Ship>,
    /// Empty until `SET-2` has decided it.
    pub player_order: Vec<KingdomId>,
    pub calendar: Calendar,
    pub phase: Phase,
    pub next_token: u32,
    /// Orders given this month, by token (`SUM-ORD-1`).
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub orders: BTreeMap<TokenId, Order>,
    /// Tokens whose order is resolved this month (`SUM-RES-1`).
    #[serde(default, skip_serializing_if = "BTreeSet::is_empty")]
    pub resolved: BTreeSet<TokenId>,
    /// The moves made this month: the tile left and the tile entered, so Reform can find
    /// the edge crossed (`SUM-RES-7`).
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub crossings: BTreeMap<TokenId, Crossing>,
    /// Reform's player order still tied, in ranked groups (`REF-6`).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub tied: Vec<Vec<KingdomId>>,
    /// A move into an unexplored tile waits for its exploration roll (`SUM-RES-2`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub exploring: Option<(KingdomId, Hex)>,
    /// The battle being fought (`SUM-BAT-1`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub battle: Option<Battle>,
    /// How many battles each kingdom has chosen this month, for the battle cycle.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub battles_chosen: BTreeMap<KingdomId, u32>,
    /// The winter being played (§6).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub winter: Option<Winter>,
    /// The loyalty module (RULES §7), when the campaign plays with it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub loyalty: Option<Loyalty>,
    /// The domain war (RULES §8), when the campaign plays with it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub domain: Option<Domain>,
    /// The slices of the modules plugged in by name (`plugged`), each as it serialises it.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub modules: BTreeMap<String, serde_json::Value>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Crossing {
    pub from: Hex,
    pub to: Hex,
}

impl State {
    pub fn kingdom(&self, id: KingdomId) -> Option<&Kingdom> {
        self.kingdoms.get(usize::from(id.0))
    }

    pub fn kingdom_ids(&self) -> impl Iterator<Item = KingdomId> {
        (0..self.kingdoms.len() as u8).map(KingdomId)
    }

    pub fn kingdom_name(&self, id: KingdomId) -> &str {
        self.kingdom(id).map_or("an unknown kingdom", |k| k.name.as_str())
    }

    pub fn tile(&self, hex: Hex) -> Option<&TileState> {
        self.map.index(hex).and_then(|i| self.tiles.get(i))
    }

    pub fn control(&self, hex: Hex) -> Option<KingdomId> {
        self.tile(hex).and_then(|t| t.control)
    }

    /// The tiles `kingdom` controls, in map order: read straight from the tiles, as
    /// winter's questions ask it of every tile of the map several times a command.
    pub fn held_by(&self, kingdom: KingdomId) -> impl Iterator<Item = (Hex, &TileState)> + '_ {
        self.tiles
            .iter()
            .enumerate()
            .filter(move |(_, t)| t.control == Some(kingdom))
            .map(|(i, t)| (self.map.hex_of_index(i), t))
    }

    /// The kingdom's own capital, if it still holds it (a captured one does not count).
    pub fn held_capital(&self, kingdom: KingdomId) -> Option<Hex> {
        self.capital_of(kingdom).filter(|h| self.control(*h) == Some(kingdom))
    }

    /// The hex of a kingdom's capital, if it has one.
    pub fn capital_of(&self, kingdom: KingdomId) -> Option<Hex> {
        self.tiles
            .iter()
            .position(|t| t.settlement.as_ref().is_some_and(|s| s.capital_of == Some(kingdom)))
            .map(|i| self.map.hex_of_index(i))
    }

    pub fn armies_at(&self, hex: Hex) -> impl Iterator<Item = (TokenId, &Army)> {
        self.armies.iter().filter(move |(_, a)| a.hex == hex).map(|(id, a)| (*id, a))
    }

    pub fn ships_at(&self, hex: Hex) -> impl Iterator<Item = (TokenId, &Ship)> {
        self.ships.iter().filter(move |(_, s)| s.hex == hex).map(|(id, s)| (*id, s))
    }

    /// The army sailing with this ship, if any (`SUM-ORD-2`).
    pub fn passenger(&self, ship: TokenId) -> Option<TokenId> {
        self.armies.iter().find(|(_, a)| a.paired_with == Some(ship)).map(|(id, _)| *id)
    }

    /// The tokens of `kingdom` in `hex` that move and fight on their own: armies not
    /// paired, and ships (each carrying its paired army).
    pub fn movers(&self, hex: Hex, kingdom: KingdomId) -> Vec<TokenId> {
        self.movers_of(kingdom).filter(|t| self.token(*t).is_some_and(|(_, h, _)| h == hex)).collect()
    }

    /// Every token of `kingdom` that moves and fights on its own (see `movers`).
    pub fn movers_of(&self, kingdom: KingdomId) -> impl Iterator<Item = TokenId> + '_ {
        let armies = self.armies.iter().filter(move |(_, a)| a.kingdom == kingdom && a.paired_with.is_none());
        let ships = self.ships.iter().filter(move |(_, s)| s.kingdom == kingdom);
        armies.map(|(id, _)| *id).chain(ships.map(|(id, _)| *id))
    }

    /// "Army 3" or "Ship 7", for sentences and buttons.
    pub fn token_label(&self, id: TokenId) -> String {
        let kind = if self.ships.contains_key(&id) { "Ship" } else { "Army" };
        format!("{kind} {id}")
    }

    /// The owner, hex and upright state of an army or ship.
    pub fn token(&self, id: TokenId) -> Option<(KingdomId, Hex, bool)> {
        self.armies
            .get(&id)
            .map(|a| (a.kingdom, a.hex, a.upright))
            .or_else(|| self.ships.get(&id).map(|s| (s.kingdom, s.hex, s.upright)))
    }
}
