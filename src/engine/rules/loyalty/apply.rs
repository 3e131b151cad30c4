//! How the loyalty module's events change its slice of the state (RULES §7); what the
//! rules read of it is `facts.rs`.

use crate::engine::event::Event;
use crate::engine::hex::Hex;
use crate::engine::ids::{KingdomId, TokenId};
use crate::engine::loyalty::*;
use crate::engine::ruleset::CLARIFIED;
use crate::engine::state::{Army, Phase, State, NEW_ARMY_POINTS};
use std::collections::BTreeSet;

impl State {
    fn tile_loyalty_mut(&mut self, hex: Hex) -> Option<&mut TileLoyalty> {
        let i = self.map.index(hex)?;
        Some(self.tiles[i].loyalty.get_or_insert_with(TileLoyalty::default))
    }

    /// Drops a tile's module data once it is back to nothing (`MAP-6`: absent when empty).
    fn tidy_loyalty(&mut self, hex: Hex) {
        if let Some(i) = self.map.index(hex) {
            if self.tiles[i].loyalty.as_ref().is_some_and(TileLoyalty::is_quiet) {
                self.tiles[i].loyalty = None;
            }
        }
    }

    /// Sets a tile's loyalty to `kingdom`, when the module is on.
    pub(crate) fn set_loyalty(&mut self, hex: Hex, kingdom: KingdomId, value: u8) {
        if self.loyalty.is_none() {
            return;
        }
        if let Some(l) = self.tile_loyalty_mut(hex) {
            l.set(kingdom, value);
        }
        self.tidy_loyalty(hex);
    }

    /// Notes a change of control for `LOY-2` and the capture penalty of `LOY-9`.
    pub(crate) fn note_taken(&mut self, hex: Hex, by: KingdomId, from: Option<KingdomId>) {
        let was_rebel = self.tile_loyalty(hex).is_some_and(|l| l.rebel);
        let owes = self.rules >= CLARIFIED && from.is_some_and(|f| self.loyalty_of(hex, f) > self.loyalty_of(hex, by));
        if let Some(l) = self.loyalty.as_mut() {
            if from != Some(by) {
                l.taken.push(Taken { hex, by, from, rebel: was_rebel, owes });
            }
        }
    }

    /// What the core's events mean for the module's data (`LOY-2`, `LOY-9`): a kingdom's
    /// setup tiles start at 6 and a newly explored tile at 3 for its explorer; a change of
    /// control is noted for the month's end.
    pub(crate) fn loyalty_watches(&mut self, event: &Event) {
        match event {
            Event::SettlementPlaced { hex, kingdom, .. } => self.set_loyalty(*hex, *kingdom, LOYAL),
            Event::TileControlled { hex, kingdom } if matches!(self.phase, Phase::Setup(_)) => {
                self.set_loyalty(*hex, *kingdom, LOYAL)
            }
            Event::TileControlled { hex, kingdom } => self.note_taken(*hex, *kingdom, self.control(*hex)),
            Event::Explored { kingdom, hex, .. } => {
                self.set_loyalty(*hex, *kingdom, EXPLORER);
                self.note_taken(*hex, *kingdom, None);
            }
            Event::TokenDestroyed { token, .. } => self.forget_in_loyalty(*token),
            // The month's notes go with the month; the works of the month before with the
            // new one; winter's frost with the winter.
            Event::MonthEnded => {
                if let Some(l) = self.loyalty.as_mut() {
                    l.noted.clear();
                    l.taken.clear();
                    l.mobilised.clear();
                }
            }
            Event::MonthBegan { .. } => {
                if let Some(l) = self.loyalty.as_mut() {
                    l.worked.clear();
                }
            }
            Event::WinterEnded => {
                if let Some(l) = self.loyalty.as_mut() {
                    l.frozen = false;
                }
            }
            _ => {}
        }
    }

    pub(crate) fn apply_loyalty(&mut self, event: &LoyaltyEvent) {
        let Some(module) = self.loyalty.as_mut() else { return };
        match event {
            LoyaltyEvent::Noted(n) => {
                if let Cause::Works { army } = n.cause {
                    module.worked.insert(army);
                }
                module.noted.push(*n);
            }
            LoyaltyEvent::SpecialResolved { token, effect, .. } => {
                self.resolved.insert(*token);
                if let Some(n) = effect {
                    self.apply_loyalty(&LoyaltyEvent::Noted(*n));
                }
            }
            LoyaltyEvent::Changed { hex, kingdom, new, .. } => self.set_loyalty(*hex, *kingdom, *new),
            LoyaltyEvent::Marked { tokens, laid_down } => {
                module.retreating.extend(tokens.iter().map(|t| (*t, *laid_down)));
            }
            LoyaltyEvent::WinnerOwed { kingdom, hex } => module.winners.push((*kingdom, *hex)),
            LoyaltyEvent::Stepped { step } => {
                if matches!(step, Some(LoyaltyStep::WinnerMoves(_))) {
                    module.winners.clear();
                }
                module.step = step.clone();
            }
            LoyaltyEvent::Retreated { token, spot, laid_down, .. } => {
                module.retreating.remove(token);
                self.move_token(*token, spot.to);
                self.crossings.remove(token);
                if *laid_down {
                    self.set_upright(*token, false);
                }
            }
            LoyaltyEvent::Pushed { army, to, .. } => {
                self.move_token(*army, *to);
                self.crossings.remove(army);
            }
            LoyaltyEvent::MoveRefused { token, .. } => {
                self.resolved.insert(*token);
            }
            _ => self.apply_loyalty_tiles(event),
        }
    }

    /// A tile devastated, recovered, in rebellion or swayed; mobilisation and the month-end counts (`LOY-5`…`LOY-10`).
    fn apply_loyalty_tiles(&mut self, event: &LoyaltyEvent) {
        let Some(module) = self.loyalty.as_mut() else { return };
        match event {
            LoyaltyEvent::Devastated { hex, .. } => {
                let empty = self.armies_at(*hex).next().is_none();
                if let Some(l) = self.tile_loyalty_mut(*hex) {
                    *l = TileLoyalty { values: Values::default(), devastated: Some(0), rebel: false };
                }
                if let (true, Some(i)) = (empty, self.map.index(*hex)) {
                    self.tiles[i].control = None;
                }
            }
            LoyaltyEvent::Recovered { hex } => {
                if let Some(l) = self.tile_loyalty_mut(*hex) {
                    l.devastated = None;
                    l.rebel = true;
                }
            }
            LoyaltyEvent::Rebelled { hex } => {
                if let Some(l) = self.tile_loyalty_mut(*hex) {
                    l.rebel = true;
                }
            }
            LoyaltyEvent::Pacified { hex } => {
                if let Some(l) = self.tile_loyalty_mut(*hex) {
                    l.rebel = false;
                }
                self.tidy_loyalty(*hex);
            }
            LoyaltyEvent::Abandoned { hex, .. } => {
                if let Some(i) = self.map.index(*hex) {
                    self.tiles[i].control = None;
                }
            }
            LoyaltyEvent::Defected { hex, to, .. } => {
                if let Some(i) = self.map.index(*hex) {
                    self.tiles[i].control = Some(*to);
                }
                if let Some(l) = self.tile_loyalty_mut(*hex) {
                    l.rebel = false;
                }
                self.tidy_loyalty(*hex);
            }
            LoyaltyEvent::Swayed { hex, to: Some(to), .. } => {
                if let Some(i) = self.map.index(*hex) {
                    self.tiles[i].control = Some(*to);
                }
            }
            LoyaltyEvent::Swayed { to: None, .. } => {}
            LoyaltyEvent::Mobilised { army, kingdom, hex } => {
                module.mobilised.insert(*kingdom);
                self.armies.insert(*army, Army::new(*kingdom, *hex, NEW_ARMY_POINTS));
                self.next_token = self.next_token.max(army.0.saturating_add(1));
            }
            LoyaltyEvent::WinterCame => module.frozen = true,
            LoyaltyEvent::CountsFromNext { hex } => {
                module.counting_from_next.insert(*hex);
            }
            LoyaltyEvent::Counted { unsupplied, in_rebel } => {
                module.unsupplied = unsupplied.iter().copied().collect();
                module.in_rebel = in_rebel.iter().copied().collect();
                let waiting: BTreeSet<usize> =
                    std::mem::take(&mut module.counting_from_next).iter().filter_map(|h| self.map.index(*h)).collect();
                for (_, t) in self.tiles.iter_mut().enumerate().filter(|(i, _)| !waiting.contains(i)) {
                    if let Some(n) = t.loyalty.as_mut().and_then(|l| l.devastated.as_mut()) {
                        *n = n.saturating_add(1);
                    }
                }
            }
            _ => {}
        }
    }

    /// A token is gone: the module forgets it.
    pub(crate) fn forget_in_loyalty(&mut self, token: TokenId) {
        if let Some(l) = self.loyalty.as_mut() {
            l.retreating.remove(&token);
            l.unsupplied.remove(&token);
            l.in_rebel.remove(&token);
        }
    }
}
