//! The domain war's slice of the campaign (RULES §8): the marches ordered this month, the
//! forced-march hits still owed, each tile's province level, holdings, occupation and
//! pillage, and the end of the domain turn. Its events, commands and orders are here too;
//! the rules that use them are in `rules/domain/`.

use super::event::Event;
use super::hex::Hex;
use super::map::{Holding, HoldingKind, MAX_LEVEL};
use super::ruleset::CLARIFIED;
use super::state::{KingdomId, SettlementKind, State, TokenId};
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// A month is one action round; a domain turn is three (§8).
pub const TURN_MONTHS: u8 = 3;
/// `DOM-4`: the points an army loses per MP marched out of supply (a step).
pub const STEP_POINTS: u32 = 100;
/// `DOM-4` without the loyalty module: an army farther than this from every tile its
/// kingdom controls is out of supply.
pub const SUPPLY_REACH: i32 = 2;

/// Movement points counted in halves, so a road halves every cost exactly (`DOM-1`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(transparent)]
pub struct HalfMp(pub u16);

impl HalfMp {
    pub const fn whole(mp: u8) -> HalfMp {
        HalfMp(mp as u16 * 2)
    }

    /// Whole MP, a half rounded up: a started MP is spent.
    pub fn ceil(self) -> u8 {
        u8::try_from(self.0.div_ceil(2)).unwrap_or(u8::MAX)
    }
}

impl std::fmt::Display for HalfMp {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match (self.0 / 2, self.0 % 2) {
            (whole, 0) => write!(f, "{whole}"),
            (0, _) => f.write_str("½"),
            (whole, _) => write!(f, "{whole}½"),
        }
    }
}

/// `DOM-11`: a march as ordered: the tiles it passes, start excluded (none for a token
/// that stays and skirmishes), the MP it will spend pillaging where it stops (`DOM-10`),
/// and whether it skirmishes there (`DOM-5`, 1 MP).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct March {
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub path: Vec<Hex>,
    #[serde(default, skip_serializing_if = "is_zero")]
    pub pillage: u8,
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub skirmish: bool,
    /// What it will cost in all as ordered (path, pillage and skirmish): past the
    /// allowance, its forced-march MP (`DOM-3`, `DOM-5`); short of it, MP left free.
    pub spent: HalfMp,
}

fn is_zero(n: &u8) -> bool {
    *n == 0
}

/// The module's campaign-wide data: this month's marches and the forced-march hits owed.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Domain {
    /// `DOM-11`: the marches ordered this month, by token.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub marches: BTreeMap<TokenId, March>,
    /// `DOM-11`: the tokens that marched this month (`REF-1` passes them by).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub marched: Vec<TokenId>,
    /// `DOM-3`: hits each token takes at the start of its first battle this month.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub fatigue: BTreeMap<TokenId, u8>,
    /// `DOM-10`: the end of the domain turn waits for its level checks.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub checks: Vec<Hex>,
    /// `DOM-7`: a second battle follows this one when its late arrivals come: the tile and
    /// the sides (attacker, defender).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub second: Option<(Hex, KingdomId, KingdomId)>,
    /// `DOM-6` 1, `DOM-8`: battles called off this month (tile and the two kingdoms).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub called_off: Vec<(Hex, KingdomId, KingdomId)>,
}

/// `DOM-5`…`DOM-8`: how a battle of the domain war was joined, kept on the battle.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Engagement {
    /// The decision the joining waits for.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub step: Option<Engage>,
    /// Tokens that neither fight this battle nor share its result: the slow armies of
    /// `DOM-5` (late, `DOM-7`) and those the evader does not attack (`DOM-6` 2).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub sitting_out: Vec<TokenId>,
    /// `DOM-7`: late armies and the MP each is short.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub late: Vec<(TokenId, u8)>,
    /// `DOM-7` on the tabletop: the battle round in which each late army arrives.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub arrivals: Vec<(TokenId, u8)>,
    /// `DOM-6` 3: the attacker walked into an ambush.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub ambush: bool,
    /// `DOM-6` 2 on the tabletop: how many units the evader attacks (2D3).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub units: Option<u8>,
    /// `DOM-7`: the second battle, fought without the domain war's special rules.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub second: bool,
}

/// A decision in joining a battle.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Engage {
    /// `DOM-8`: the defender, unmoved in a fortress or city, may stay in it.
    Fortification,
    /// `DOM-8`: the defender stays inside: the invader attacks it or pillages instead.
    Invader,
    /// `DOM-5`: only `fast` of the attacker's armies can catch the skirmishers: attack
    /// with them, or decline.
    Catch { fast: Vec<TokenId> },
    /// `DOM-6`: the defender evades and chooses how to use it.
    Evade,
    /// `DOM-6` 2, with the simple or narrative resolver: the attacker picks the one army
    /// the evader attacks.
    Escort,
    /// `DOM-6` 2 on the tabletop: 2D3 for the units attacked.
    UnitsRoll,
    /// `DOM-7` on the tabletop: 1D3+1 rounds per MP short, for each late army in order.
    ArrivalRoll,
}

/// The answers to `Engage` decisions.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Answer {
    /// `DOM-8`: stay in the fortification.
    Stay,
    /// `DOM-8`: take the field (the skirmish rules apply as usual).
    TakeField,
    /// `DOM-8`, `DOM-5`: attack (the fortification, or with the fast armies).
    Attack,
    /// `DOM-5`: do not engage: the skirmishers evade.
    Decline,
    /// `DOM-8`, `DOM-6` 1: pillage instead of fighting.
    Pillage,
    /// `DOM-6` 2: attack only some enemy units.
    PickUnits,
    /// `DOM-6` 3: force the enemy to attack into an ambush.
    Ambush,
    /// `DOM-6` 2: this army is the one attacked.
    Escort { army: TokenId },
}

/// `MAP-6`, §8: what play has changed in a tile's province. Absent while nothing has.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct TileDomain {
    /// The level once pillage has lowered it (`DOM-10`); absent, the map's or the default.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub level: Option<u8>,
    /// The holdings once plunder has changed them (`DOM-9`); absent, the map's.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub holdings: Option<Vec<Holding>>,
    /// `DOM-9`: the kingdom this tile was taken from, while it is occupied.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub occupied_from: Option<KingdomId>,
    /// `DOM-10`: GB pillaged here this month.
    #[serde(default, skip_serializing_if = "is_zero")]
    pub month_gb: u8,
    /// `DOM-10`: GB pillaged here this domain turn.
    #[serde(default, skip_serializing_if = "is_zero")]
    pub turn_gb: u8,
}

impl TileDomain {
    fn is_quiet(&self) -> bool {
        *self == TileDomain::default()
    }
}

/// `DOM-9`, `DOM-10`: the orders an army may take besides a march.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
pub enum DomainOrder {
    /// `DOM-10`: stay and spend `mp` pillaging the tile.
    Pillage { mp: u8 },
    /// `DOM-5`: stay and skirmish (1 MP).
    Skirmish,
    /// `DOM-9`: destroy these law, guild and temple holdings (bits by `HoldingKind`).
    Plunder { kinds: u8 },
    /// `DOM-9`: lower one source holding by 1 instead.
    LowerSource,
}

impl DomainOrder {
    /// Its word in the page's language (`crate::words`).
    pub fn word(self) -> crate::words::message::Message {
        crate::words::message::Message::name("order", self.name())
    }

    pub fn name(self) -> &'static str {
        match self {
            DomainOrder::Pillage { .. } => "pillage",
            DomainOrder::Skirmish => "skirmish",
            DomainOrder::Plunder { .. } => "plunder",
            DomainOrder::LowerSource => "lower the source",
        }
    }
}

/// The bit of a holding kind in `DomainOrder::Plunder`.
pub fn kind_bit(kind: HoldingKind) -> u8 {
    1 << (kind as u8)
}

/// The module's commands.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum DomainCommand {
    /// `DOM-11`: march `token` along `path` (start excluded), then pillage `pillage` MP.
    March {
        token: TokenId,
        path: Vec<Hex>,
        #[serde(default, skip_serializing_if = "is_zero")]
        pillage: u8,
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        skirmish: bool,
    },
    /// §8: the army's roster says whether it is mounted (`DOM-1`).
    SetMounted { army: TokenId, mounted: bool },
    /// `DOM-5`…`DOM-8`: an answer in joining a battle.
    Engage(Answer),
}

/// Why a march stopped short of its last tile (`DOM-11`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Halt {
    Unexplored,
    Enemy,
}

/// Why a pillage or plunder took nothing.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Barred {
    /// The tile is the army's own and not occupied.
    OwnLand,
    /// An enemy army stands there (`DOM-6`: only an evading force pillages freely).
    EnemyArmy,
    /// `DOM-10`: the month's take here has reached the province level.
    Exhausted,
    /// `DOM-9`: the tile is not occupied by the army's kingdom.
    NotOccupied,
}

/// What the module adds to the campaign's events.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum DomainEvent {
    /// `DOM-11`: the march given with an order.
    Planned { token: TokenId, march: March },
    /// `DOM-11`: the march as walked: `path` the tiles entered, `spent` the MP paid
    /// (forced MP included), `hits` the `DOM-3` hits it owes.
    Marched {
        token: TokenId,
        path: Vec<Hex>,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        halt: Option<Halt>,
        spent: HalfMp,
        #[serde(default, skip_serializing_if = "is_zero")]
        hits: u8,
    },
    /// `DOM-4`: an army out of supply lost `points` on the march.
    Starved { army: TokenId, points: u32 },
    /// `DOM-3`, `DOM-10`: an army pillaging where it stands spent MP past its allowance:
    /// it owes `hits` at the start of its first battle this month.
    Overspent { army: TokenId, hits: u8 },
    /// `DOM-3`: the hits were taken at the start of the token's first battle this month.
    HitsTaken { token: TokenId, hits: u8 },
    /// `DOM-10`: `gb` gold bars pillaged in `hex`.
    Pillaged { army: TokenId, kingdom: KingdomId, hex: Hex, gb: u8 },
    /// A pillage or plunder that took nothing, and why.
    Barred { army: TokenId, hex: Hex, why: Barred },
    /// `DOM-9`: holdings destroyed for `gb` gold bars of plunder.
    Plundered { army: TokenId, kingdom: KingdomId, hex: Hex, destroyed: Vec<Holding>, gb: u8 },
    /// `DOM-9`: a source holding lowered by 1.
    SourceLowered { army: TokenId, hex: Hex },
    /// `DOM-9`: the occupation of `hex` ended (retaken, or its winter passed).
    Freed { hex: Hex },
    /// `DOM-10`: the level checks of the domain turn's end wait for the dice.
    ChecksDue { hexes: Vec<Hex> },
    /// `DOM-10`: a pillaged tile's 2D10 against the GB taken there this turn.
    Checked { hex: Hex, faces: Vec<u8>, taken: u8, level: u8, fell: bool },
    /// `DOM-10`: the domain turn is over; the turn's pillage is forgotten.
    TurnEnded,
    /// §8: an army's mounted flag.
    Mounted { army: TokenId, mounted: bool },
    /// `DOM-5`…`DOM-8`: the battle's engagement as it now stands.
    Engaged(Box<Engagement>),
    /// `DOM-5`…`DOM-8`: an answer given in joining a battle, for the chronicle.
    Answered { kingdom: KingdomId, answer: Answer },
    /// `DOM-6` 1, `DOM-8`: no battle between `kingdom` and `enemy` is fought here this
    /// month: `kingdom` pillages instead.
    CalledOff { hex: Hex, kingdom: KingdomId, enemy: KingdomId },
    /// `DOM-7`: a second battle will follow the first, when its late arrivals come.
    SecondDue { hex: Hex, attacker: KingdomId, defender: KingdomId },
    /// `DOM-7`: the second battle begins (or is not needed).
    SecondBegun,
    /// `DOM-5`: the army stays and skirmishes.
    Skirmishing { army: TokenId },
}

/// §8: the gold `kingdom` took by pillage (`DOM-10`) and by plunder (`DOM-9`), from a
/// campaign's events.
pub fn spoils<'a>(events: impl Iterator<Item = &'a Event>, kingdom: KingdomId) -> (u32, u32) {
    events.fold((0, 0), |(pillage, plunder), e| match e {
        Event::Domain(DomainEvent::Pillaged { kingdom: k, gb, .. }) if *k == kingdom => {
            (pillage + u32::from(*gb), plunder)
        }
        Event::Domain(DomainEvent::Plundered { kingdom: k, gb, .. }) if *k == kingdom => {
            (pillage, plunder + u32::from(*gb))
        }
        _ => (pillage, plunder),
    })
}

/// `MAP-6`: the province level by settlement (§8's defaults).
pub fn default_level(settlement: Option<(SettlementKind, bool)>) -> u8 {
    match settlement {
        None => 1,
        Some((SettlementKind::Village, _)) => 2,
        Some((SettlementKind::Fortress, _)) => 3,
        Some((SettlementKind::City, false)) => 4,
        Some((SettlementKind::City, true)) => 5,
    }
}

impl State {
    /// The module's data for a tile, if play has changed any.
    pub fn tile_domain(&self, hex: Hex) -> Option<&TileDomain> {
        self.tile(hex).and_then(|t| t.domain.as_deref())
    }

    /// `MAP-6`, §8: a tile's province level: lowered by pillage, else the map's, else the
    /// default by its settlement (0 where the module is off).
    pub fn province_level(&self, hex: Hex) -> u8 {
        if self.domain.is_none() {
            return 0;
        }
        let changed = self.tile_domain(hex).and_then(|d| d.level);
        let mapped = || self.map.province(hex).and_then(|p| p.level);
        let default = || {
            let settlement = self.tile(hex).and_then(|t| t.settlement.as_ref());
            default_level(settlement.map(|s| (s.kind, s.capital_of.is_some())))
        };
        changed.or_else(mapped).unwrap_or_else(default).min(MAX_LEVEL)
    }

    /// `MAP-6`, §8: a tile's holdings now.
    pub fn holdings(&self, hex: Hex) -> Vec<Holding> {
        match self.tile_domain(hex).and_then(|d| d.holdings.clone()) {
            Some(h) => h,
            None => self.map.province(hex).map(|p| p.holdings.clone()).unwrap_or_default(),
        }
    }

    /// `DOM-9`: the kingdom an occupied tile was taken from.
    pub fn occupied_from(&self, hex: Hex) -> Option<KingdomId> {
        self.tile_domain(hex).and_then(|d| d.occupied_from)
    }

    fn tile_domain_mut(&mut self, hex: Hex) -> Option<&mut TileDomain> {
        let i = self.map.index(hex)?;
        Some(self.tiles[i].domain.get_or_insert_with(Box::default))
    }

    /// Changes a tile's module data, dropping it once it is back to nothing.
    fn change_tile(&mut self, hex: Hex, change: impl FnOnce(&mut TileDomain)) {
        if self.domain.is_none() {
            return;
        }
        if let Some(d) = self.tile_domain_mut(hex) {
            change(d);
        }
        if let Some(i) = self.map.index(hex) {
            if self.tiles[i].domain.as_deref().is_some_and(TileDomain::is_quiet) {
                self.tiles[i].domain = None;
            }
        }
    }

    /// `DOM-9`: a change of control while the module is on: taking a tile from another
    /// kingdom occupies it, and its loyalty becomes "poor" (with §7: at least 1 to the
    /// occupier, at most 2 to the old owner, but for a rebel or devastated tile); its old
    /// owner taking it back frees it.
    pub(crate) fn note_occupation(&mut self, hex: Hex, by: KingdomId, from: Option<KingdomId>) {
        let Some(from) = from.filter(|f| *f != by && self.domain.is_some()) else { return };
        if self.occupied_from(hex) == Some(by) {
            self.change_tile(hex, |d| d.occupied_from = None);
            return;
        }
        self.change_tile(hex, |d| d.occupied_from = Some(from));
        // Rules 3 on, a rebel or devastated tile keeps its loyalty: entering a rebel tile
        // gives no floor (LOY-2), a devastated one stays at 0 to all (LOY-5).
        let unruly = self.tile_loyalty(hex).is_some_and(|l| l.rebel || l.devastated.is_some());
        if self.loyalty.is_some() && !(unruly && self.rules >= CLARIFIED) {
            let (own, old) = (self.loyalty_of(hex, by), self.loyalty_of(hex, from));
            self.set_loyalty(hex, by, own.max(1));
            self.set_loyalty(hex, from, old.min(2));
        }
    }

    pub(crate) fn apply_domain(&mut self, event: &DomainEvent) {
        match event {
            DomainEvent::Planned { token, march } => {
                if let Some(d) = self.domain.as_mut() {
                    d.marches.insert(*token, march.clone());
                }
            }
            DomainEvent::Marched { token, path, hits, .. } => {
                if let Some(&to) = path.last() {
                    self.move_token(*token, to);
                }
                self.resolved.insert(*token);
                if let Some(d) = self.domain.as_mut() {
                    d.marched.push(*token);
                    if *hits > 0 {
                        d.fatigue.insert(*token, *hits);
                    }
                }
            }
            DomainEvent::Overspent { army, hits } => {
                if let Some(d) = self.domain.as_mut() {
                    d.fatigue.insert(*army, *hits);
                }
            }
            DomainEvent::Starved { army, points } => {
                if let Some(a) = self.armies.get_mut(army) {
                    a.points = a.points.saturating_sub(*points);
                }
            }
            DomainEvent::HitsTaken { token, hits } => {
                if let Some(d) = self.domain.as_mut() {
                    d.fatigue.remove(token);
                }
                if let Some(b) = self.battle.as_mut() {
                    b.tired.insert(*token, *hits);
                }
            }
            DomainEvent::Pillaged { army, kingdom, hex, gb } => {
                self.change_tile(*hex, |d| {
                    d.month_gb = d.month_gb.saturating_add(*gb);
                    d.turn_gb = d.turn_gb.saturating_add(*gb);
                });
                self.add_gold(*kingdom, u32::from(*gb));
                self.resolved.insert(*army);
            }
            DomainEvent::Barred { army, .. } => {
                self.resolved.insert(*army);
            }
            DomainEvent::Plundered { army, kingdom, hex, destroyed, gb } => {
                // DOM-9: destroyed holdings are reduced to level 0.
                let mut holdings = self.holdings(*hex);
                for h in holdings.iter_mut().filter(|h| destroyed.contains(h)) {
                    h.level = 0;
                }
                self.change_tile(*hex, |d| d.holdings = Some(holdings));
                self.add_gold(*kingdom, u32::from(*gb));
                self.resolved.insert(*army);
            }
            DomainEvent::SourceLowered { army, hex } => {
                let mut holdings = self.holdings(*hex);
                if let Some(h) = holdings.iter_mut().find(|h| h.kind == HoldingKind::Source && h.level > 0) {
                    h.level -= 1;
                }
                self.change_tile(*hex, |d| d.holdings = Some(holdings));
                self.resolved.insert(*army);
            }
            DomainEvent::Freed { hex } => self.change_tile(*hex, |d| d.occupied_from = None),
            DomainEvent::ChecksDue { hexes } => {
                if let Some(d) = self.domain.as_mut() {
                    d.checks = hexes.clone();
                }
            }
            DomainEvent::Checked { hex, level, fell, .. } => {
                if *fell {
                    let lowered = level.saturating_sub(1);
                    self.change_tile(*hex, |d| d.level = Some(lowered));
                }
            }
            DomainEvent::TurnEnded => {
                if let Some(d) = self.domain.as_mut() {
                    d.checks.clear();
                }
                self.reset_tiles(|d| d.turn_gb > 0, |d| d.turn_gb = 0);
            }
            DomainEvent::Mounted { army, mounted } => {
                if let Some(a) = self.armies.get_mut(army) {
                    a.mounted = *mounted;
                }
            }
            DomainEvent::Engaged(e) => {
                if let Some(b) = self.battle.as_mut() {
                    b.domain = Some(e.clone());
                }
            }
            DomainEvent::Answered { .. } => {}
            DomainEvent::CalledOff { hex, kingdom, enemy } => {
                if let Some(d) = self.domain.as_mut() {
                    d.called_off.push((*hex, *kingdom, *enemy));
                }
                self.battle = None;
            }
            DomainEvent::SecondDue { hex, attacker, defender } => {
                if let Some(d) = self.domain.as_mut() {
                    d.second = Some((*hex, *attacker, *defender));
                }
            }
            DomainEvent::Skirmishing { army } => {
                self.resolved.insert(*army);
            }
            DomainEvent::SecondBegun => {
                if let Some(d) = self.domain.as_mut() {
                    d.second = None;
                }
            }
        }
    }

    /// The month is over: its marches, unspent hits and pillage caps are forgotten.
    pub(crate) fn end_domain_month(&mut self) {
        let Some(d) = self.domain.as_mut() else { return };
        d.marches.clear();
        d.marched.clear();
        d.fatigue.clear();
        d.called_off.clear();
        d.second = None;
        self.reset_tiles(|d| d.month_gb > 0, |d| d.month_gb = 0);
    }

    /// Applies `reset` to every tile's module data that `is_set` picks (and only those, so
    /// untouched chunks of the tiles stay shared).
    fn reset_tiles(&mut self, is_set: impl Fn(&TileDomain) -> bool, reset: impl Fn(&mut TileDomain) + Copy) {
        for i in 0..self.tiles.len() {
            if self.tiles[i].domain.as_deref().is_some_and(&is_set) {
                let hex = self.map.hex_of_index(i);
                self.change_tile(hex, reset);
            }
        }
    }

    fn add_gold(&mut self, kingdom: KingdomId, gb: u32) {
        if let Some(k) = self.kingdoms.get_mut(usize::from(kingdom.0)) {
            k.gold = k.gold.saturating_add(gb);
        }
    }
}
