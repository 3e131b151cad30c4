//! How the domain war's events change its slice of the state (RULES §8); what the rules
//! read of it is `facts.rs`.

use crate::engine::domain::*;
use crate::engine::event::Event;
use crate::engine::hex::Hex;
use crate::engine::ids::KingdomId;
use crate::engine::map::HoldingKind;
use crate::engine::ruleset::CLARIFIED;
use crate::engine::state::{Phase, State};

impl State {
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

    /// What the core's events mean for the module's data: a tile taken in play is
    /// occupied (`DOM-9`).
    pub(crate) fn domain_watches(&mut self, event: &Event) {
        match event {
            Event::TileControlled { hex, kingdom } if !matches!(self.phase, Phase::Setup(_)) => {
                self.note_occupation(*hex, *kingdom, self.control(*hex));
            }
            Event::MonthEnded => self.end_domain_month(),
            _ => {}
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
            _ => self.apply_domain_land(event),
        }
    }

    /// Pillage, plunder, the level checks, the mounted flag and a battle's joining (`DOM-5`…`DOM-10`).
    fn apply_domain_land(&mut self, event: &DomainEvent) {
        match event {
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
            DomainEvent::Checked { hex, level, fell: true, .. } => {
                let lowered = level.saturating_sub(1);
                self.change_tile(*hex, |d| d.level = Some(lowered));
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
            _ => {}
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
