//! What the domain war's slice of the state says (RULES §8), read by its own rules and by
//! every core rule that must heed it, so neither imports the other for a fact.

use crate::engine::domain::{March, TileDomain};
use crate::engine::hex::Hex;
use crate::engine::ids::{KingdomId, TokenId};
use crate::engine::map::{Holding, MAX_LEVEL};
use crate::engine::state::{SettlementKind, State};

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

    /// Whether `token` marches: an upright army not paired, while the module is on. Ships
    /// and pairs move one tile (`DOM-11`).
    pub fn marches(&self, token: TokenId) -> bool {
        self.domain.is_some() && self.armies.get(&token).is_some_and(|a| a.upright && a.paired_with.is_none())
    }

    /// The march planned for `token` this month (`DOM-11`).
    pub fn planned_march(&self, token: TokenId) -> Option<&March> {
        self.domain.as_ref()?.marches.get(&token)
    }

    /// `REF-1` does not apply to a token that marched (`DOM-11`).
    pub fn marched(&self, token: TokenId) -> bool {
        self.domain.as_ref().is_some_and(|d| d.marched.contains(&token))
    }

    /// `DOM-10`: a tile pillaged this turn.
    pub fn pillaged(&self, hex: Hex) -> bool {
        self.tile_domain(hex).is_some_and(|d| d.turn_gb > 0)
    }

    /// `DOM-6`, `DOM-8`: whether the battle between `a` and `b` at `hex` was called off
    /// this month (neither side chooses it again).
    pub fn called_off(&self, hex: Hex, a: KingdomId, b: KingdomId) -> bool {
        self.domain.as_ref().is_some_and(|d| {
            d.called_off.iter().any(|(h, x, y)| *h == hex && ((*x, *y) == (a, b) || (*x, *y) == (b, a)))
        })
    }
}
