//! How the winter's events change the state (RULES §6), and the token moves other events share.

use crate::engine::event::Event;
use crate::engine::hex::Hex;
use crate::engine::ids::{KingdomId, TokenId};
use crate::engine::state::{Settlement, SettlementKind, Ship, State};
use crate::engine::winter::{Purchase, Winter};

impl State {
    /// The winter: recall, gathering, tithes, purchases, feeding, deployment.
    pub(super) fn apply_winter(&mut self, event: &Event) {
        match event {
            Event::Recalled { token, to } => {
                self.move_token(*token, *to);
                for a in self.armies.values_mut().filter(|a| a.paired_with == Some(*token)) {
                    a.paired_with = None;
                }
                if let Some(a) = self.armies.get_mut(token) {
                    a.paired_with = None;
                }
                if let Some(w) = self.winter.as_mut() {
                    w.recalled.insert(*token);
                }
            }
            Event::Gathered { kingdom, gold, food } => {
                if let Some(k) = self.kingdoms.get_mut(usize::from(kingdom.0)) {
                    k.gold += gold;
                    k.food += food;
                }
            }
            Event::Tithed { from, to, gold, food } => {
                if let Some(k) = self.kingdoms.get_mut(usize::from(from.0)) {
                    k.gold = k.gold.saturating_sub(*gold);
                    k.food = k.food.saturating_sub(*food);
                }
                if let Some(k) = self.kingdoms.get_mut(usize::from(to.0)) {
                    k.gold += gold;
                    k.food += food;
                }
                if let Some(w) = self.winter.as_mut() {
                    w.gifts.insert((*from, *to));
                }
            }
            Event::Passed { .. } => {}
            Event::Purchased { kingdom, hex, what } => self.purchase(*kingdom, *hex, *what),
            Event::ShipBuilt { ship, kingdom, hex } => {
                self.ships.insert(*ship, Ship { kingdom: *kingdom, hex: *hex, upright: true });
                self.next_token = self.next_token.max(ship.0.saturating_add(1));
            }
            Event::Fed { kingdom, food } => {
                if let Some(k) = self.kingdoms.get_mut(usize::from(kingdom.0)) {
                    k.food = k.food.saturating_sub(*food);
                }
            }
            Event::StoresLost { kingdom } => {
                if let Some(k) = self.kingdoms.get_mut(usize::from(kingdom.0)) {
                    k.gold = 0;
                    k.food = 0;
                }
            }
            Event::Staged { armies } => {
                if let Some(w) = self.winter.as_mut() {
                    w.staged = armies.iter().copied().collect();
                }
            }
            Event::Deployed { army, kingdom, hex } => {
                if let Some(a) = self.armies.get_mut(army) {
                    a.hex = *hex;
                    a.upright = true;
                }
                if let Some(w) = self.winter.as_mut() {
                    w.staged.remove(army);
                    *w.placed.entry(*kingdom).or_default() += 1;
                }
            }
            Event::WinterEnded => {
                self.winter = None;
                self.tied.clear();
                for a in self.armies.values_mut() {
                    a.upright = true;
                }
                for s in self.ships.values_mut() {
                    s.upright = true;
                }
            }
            Event::WinterStepped { step } => match self.winter.as_mut() {
                Some(w) => w.step = step.clone(),
                None => self.winter = Some(Winter::new(step.clone())),
            },
            _ => {}
        }
    }
}

impl State {
    /// `WIN-4`: pays for a purchase and raises or founds the settlement it buys.
    fn purchase(&mut self, kingdom: KingdomId, hex: Hex, what: Purchase) {
        let (gold, food) = what.cost();
        if let Some(k) = self.kingdoms.get_mut(usize::from(kingdom.0)) {
            k.gold = k.gold.saturating_sub(gold);
            k.food = k.food.saturating_sub(food);
        }
        if what == Purchase::Capital {
            for t in self.tiles.iter_mut() {
                if let Some(s) = t.settlement.as_mut().filter(|s| s.capital_of == Some(kingdom)) {
                    s.capital_of = None;
                }
            }
        }
        let Some(tile) = self.map.index(hex).and_then(|i| self.tiles.get_mut(i)) else { return };
        let kind = match what {
            Purchase::Village => SettlementKind::Village,
            Purchase::City | Purchase::Capital => SettlementKind::City,
            Purchase::Fortress => SettlementKind::Fortress,
            Purchase::Ship | Purchase::Army | Purchase::AlliedArmy => {
                if what != Purchase::Ship {
                    if let Some(w) = self.winter.as_mut() {
                        w.recruited.insert(hex);
                    }
                }
                return;
            }
        };
        let capital_of = (what == Purchase::Capital).then_some(kingdom);
        tile.settlement = Some(Settlement::new(kind, capital_of));
    }

    /// Moves an army or a ship; a ship carries its paired army.
    pub(crate) fn move_token(&mut self, token: TokenId, to: Hex) {
        if let Some(s) = self.ships.get_mut(&token) {
            s.hex = to;
            for a in self.armies.values_mut().filter(|a| a.paired_with == Some(token)) {
                a.hex = to;
            }
        } else if let Some(a) = self.armies.get_mut(&token) {
            a.hex = to;
        }
    }

    /// Stands up or lays down an army or a ship with its paired army.
    pub(crate) fn set_upright(&mut self, token: TokenId, upright: bool) {
        if let Some(s) = self.ships.get_mut(&token) {
            s.upright = upright;
            for a in self.armies.values_mut().filter(|a| a.paired_with == Some(token)) {
                a.upright = upright;
            }
        } else if let Some(a) = self.armies.get_mut(&token) {
            a.upright = upright;
        }
    }
}
