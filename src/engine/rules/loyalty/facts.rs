//! What the loyalty module's slice of the state says (RULES §7), read by its own rules and
//! by every core rule that must heed it, so neither imports the other for a fact.

use crate::engine::hex::Hex;
use crate::engine::ids::{KingdomId, TokenId};
use crate::engine::loyalty::TileLoyalty;
use crate::engine::state::State;

impl State {
    /// A land tile's loyalty data, if the module is on and the tile has any.
    pub fn tile_loyalty(&self, hex: Hex) -> Option<&TileLoyalty> {
        self.tile(hex).and_then(|t| t.loyalty.as_ref())
    }

    /// A tile's loyalty to `kingdom` (0 when the module is off or the tile has none).
    pub fn loyalty_of(&self, hex: Hex, kingdom: KingdomId) -> u8 {
        self.tile_loyalty(hex).map_or(0, |l| l.of(kingdom))
    }

    /// `LOY-5`
    pub fn devastated(&self, hex: Hex) -> bool {
        self.tile_loyalty(hex).is_some_and(|l| l.devastated.is_some())
    }

    /// `LOY-1`: a winter-zone tile while the regional winter holds it.
    pub fn frozen(&self, hex: Hex) -> bool {
        self.loyalty.as_ref().is_some_and(|l| l.frozen) && self.map.tile(hex).is_some_and(|t| t.winter_zone)
    }

    /// `LOY-1`: an army (or a pair carrying one) standing in winter quarters in a frozen
    /// winter zone: it takes no orders until the year's end.
    pub fn quartered(&self, token: TokenId) -> bool {
        if !self.loyalty.as_ref().is_some_and(|l| l.frozen) {
            return false;
        }
        let army = self.armies.contains_key(&token) || self.passenger(token).is_some();
        army && self.token(token).is_some_and(|(_, hex, _)| self.frozen(hex))
    }

    /// Whether armies stand in winter quarters instead of going home (`LOY-12`).
    pub fn winter_quarters(&self) -> bool {
        self.loyalty.is_some()
    }

    /// `LOY-13`: a loser waiting to retreat, who can no longer be chosen for battle nor fight.
    pub fn retreating(&self, token: TokenId) -> bool {
        self.loyalty.as_ref().is_some_and(|l| l.retreating.contains_key(&token))
    }
}
