//! How an event changes the state: `State::apply`, the one mutation, for the core's
//! events here; each module's slice changes by the methods in its folder
//! (`rules/<module>/apply.rs`), which its `Module::watch` and `Module::apply` call as the emitter asks. Events come from the engine's own rules, which
//! checked them, so a hex off the map here is a bug; it is ignored rather than allowed
//! to panic.

mod battle;
mod winter;

use super::event::Event;
use super::state::{Army, Phase, Settlement, State};

impl State {
    /// Applies one of the core's events; a module's own events and what a core event means
    /// to a module's data are the emitter's to ask the module for (`rules::Emitter`).
    pub(crate) fn apply(&mut self, event: &Event) {
        match event {
            // A module's events are applied by the module (`Module::apply`).
            Event::Loyalty(_) | Event::Domain(_) | Event::Narrative(_) | Event::Module(_) => {}
            Event::BattleChosen { .. }
            | Event::BattleKindSet { .. }
            | Event::BattleStepped { .. }
            | Event::DieAllocated { .. }
            | Event::NavalHits { .. }
            | Event::Declared { .. }
            | Event::TokenDestroyed { .. }
            | Event::UnitStrengthChanged { .. }
            | Event::UnitAdded { .. }
            | Event::UnitLost { .. }
            | Event::UnitRemoved { .. }
            | Event::BattleDecided { .. }
            | Event::TokenRetreated { .. }
            | Event::WinnerMoved { .. }
            | Event::BattleOver
            | Event::Eliminated { .. } => self.apply_battle(event),
            Event::Recalled { .. }
            | Event::Gathered { .. }
            | Event::Tithed { .. }
            | Event::Passed { .. }
            | Event::Purchased { .. }
            | Event::ShipBuilt { .. }
            | Event::Fed { .. }
            | Event::StoresLost { .. }
            | Event::Staged { .. }
            | Event::Deployed { .. }
            | Event::WinterEnded
            | Event::WinterStepped { .. } => self.apply_winter(event),
            // What a core event means to a module's data was applied before, by the
            // module (`Module::watch`).
            _ => self.apply_summer(event),
        }
    }

    /// Setup, orders, resolution and the month.
    fn apply_summer(&mut self, event: &Event) {
        match event {
            Event::DiceRolled { .. } | Event::RaceChosen { .. } => {}
            Event::Paired { army, ship } => {
                if let Some(a) = self.armies.get_mut(army) {
                    a.paired_with = Some(*ship);
                }
            }
            Event::Unpaired { army, .. } => {
                if let Some(a) = self.armies.get_mut(army) {
                    a.paired_with = None;
                }
            }
            Event::RacesRevealed { races } => {
                for (k, race) in self.kingdoms.iter_mut().zip(races) {
                    k.race = Some(race.clone());
                }
            }
            Event::PlayerOrderTied { groups } => {
                self.phase = Phase::Setup(super::state::SetupStep::PlayerOrder { groups: groups.clone() });
            }
            Event::PlayerOrderSet { order, .. } => self.player_order = order.clone(),
            Event::SettlementPlaced { hex, kingdom, kind, capital } => {
                if let Some(i) = self.map.index(*hex) {
                    let tile = &mut self.tiles[i];
                    tile.explored = true;
                    tile.control = Some(*kingdom);
                    tile.settlement = Some(Settlement::new(*kind, capital.then_some(*kingdom)));
                }
            }
            Event::TileControlled { hex, kingdom } => {
                if let Some(i) = self.map.index(*hex) {
                    self.tiles[i].explored = true;
                    self.tiles[i].control = Some(*kingdom);
                }
            }
            Event::ArmyRaised { army, kingdom, hex, points, allied } => {
                self.armies.insert(*army, Army { allied: *allied, ..Army::new(*kingdom, *hex, *points) });
                self.next_token = self.next_token.max(army.0.saturating_add(1));
            }
            Event::PhaseChanged { phase } => self.phase = phase.clone(),
            Event::OrderGiven { token, order, .. } => {
                self.orders.insert(*token, *order);
            }
            Event::ArmyMoved { army, from, to, .. } => {
                self.move_token(*army, *to);
                self.crossings.insert(*army, super::state::Crossing { from: *from, to: *to });
                self.resolved.insert(*army);
            }
            _ => self.apply_month(event),
        }
    }

    /// Exploration, the resolution of orders and the month's turn.
    fn apply_month(&mut self, event: &Event) {
        match event {
            Event::ExplorationPending { kingdom, hex } => self.exploring = Some((*kingdom, *hex)),
            Event::Explored { kingdom, hex, found, .. } => {
                if let Some(i) = self.map.index(*hex) {
                    let tile = &mut self.tiles[i];
                    tile.explored = true;
                    tile.control = Some(*kingdom);
                    tile.settlement = found.map(|kind| Settlement::new(kind, None));
                }
                self.exploring = None;
            }
            Event::SettlementRazed { army, hex } => {
                if let Some(i) = self.map.index(*hex) {
                    self.tiles[i].settlement = None;
                }
                self.resolved.insert(*army);
            }
            Event::RazeFailed { army, .. } => {
                self.resolved.insert(*army);
            }
            Event::DefenceTaken { army } => {
                if let Some(a) = self.armies.get_mut(army) {
                    a.defending = true;
                }
                self.resolved.insert(*army);
            }
            Event::StoodUp { army } => {
                self.set_upright(*army, true);
                self.resolved.insert(*army);
            }
            Event::ArmyLaidDown { army } => self.set_upright(*army, false),
            Event::SettlementUnmarked { hex } => {
                if let Some(s) = self.map.index(*hex).and_then(|i| self.tiles[i].settlement.as_mut()) {
                    s.to_be_razed = false;
                }
            }
            Event::DefenceCleared { army } => {
                if let Some(a) = self.armies.get_mut(army) {
                    a.defending = false;
                }
            }
            Event::OrderTied { groups, .. } => self.tied = groups.clone(),
            Event::MonthEnded => {
                self.orders.clear();
                self.resolved.clear();
                self.crossings.clear();
                self.tied.clear();
                self.battles_chosen.clear();
            }
            Event::MonthBegan { year, month } => {
                self.calendar = super::state::Calendar { year: *year, month: *month };
            }
            Event::SettlementMarked { hex } => {
                if let Some(s) = self.map.index(*hex).and_then(|i| self.tiles[i].settlement.as_mut()) {
                    s.to_be_razed = true;
                }
            }
            _ => {}
        }
    }
}
