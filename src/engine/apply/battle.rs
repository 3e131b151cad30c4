//! How a battle's events change the state (`SUM-BAT`, `NAV`, `LWB`, `SIM`, `TAB`).

use crate::engine::battle::{Battle, BattleKind};
use crate::engine::event::Event;
use crate::engine::ruleset::LETTER;
use crate::engine::state::{Crossing, State};

impl State {
    /// A battle begun, fought, decided and over.
    pub(super) fn apply_battle(&mut self, event: &Event) {
        match event {
            Event::BattleChosen { hex, attacker, defender } => {
                *self.battles_chosen.entry(*attacker).or_default() += 1;
                self.battle = Some(Battle::chosen(*hex, *attacker, *defender));
            }
            Event::BattleKindSet { kind } => {
                if let Some(b) = self.battle.as_mut() {
                    b.kind = Some(*kind);
                    // A narrative record belongs to a narrative battle only (SET-6 switch).
                    b.forget_record();
                }
            }
            Event::BattleStepped { step } => {
                if let Some(b) = self.battle.as_mut() {
                    b.step = step.clone();
                }
            }
            Event::DieAllocated { army, hit, .. } => {
                if let Some(a) = self.armies.get_mut(army).filter(|_| *hit) {
                    a.points = a.points.saturating_sub(100);
                }
            }
            Event::NavalHits { .. } | Event::Declared { .. } => {}
            Event::TokenDestroyed { token, .. } => {
                if self.ships.remove(token).is_some() {
                    self.armies.retain(|_, a| a.paired_with != Some(*token));
                }
                self.armies.remove(token);
            }
            Event::UnitStrengthChanged { army, unit, by, .. } => {
                if let Some(u) = self.armies.get_mut(army).and_then(|a| a.units.get_mut(usize::from(*unit))) {
                    u.strength_modifier = u.strength_modifier.saturating_add(*by);
                }
            }
            Event::UnitAdded { army, unit } => {
                if let Some(a) = self.armies.get_mut(army) {
                    a.units.push(unit.clone());
                }
            }
            Event::UnitLost { army, unit, .. } | Event::UnitRemoved { army, unit, .. } => {
                if let Some(a) = self.armies.get_mut(army).filter(|a| usize::from(*unit) < a.units.len()) {
                    a.units.remove(usize::from(*unit));
                }
            }
            Event::BattleDecided { winner, .. } => {
                if let Some(b) = self.battle.as_mut() {
                    b.winner = *winner;
                    let counts = b.kind.is_some_and(|k| BattleKind::LAND.contains(&k));
                    if let (true, Some(k)) = (counts, winner.and_then(|w| self.kingdoms.get_mut(usize::from(w.0)))) {
                        k.victories += 1;
                    }
                }
            }
            Event::TokenRetreated { token, to, laid_down, .. } => {
                self.move_token(*token, *to);
                self.crossings.remove(token);
                if *laid_down {
                    self.set_upright(*token, false);
                }
            }
            Event::WinnerMoved { token, from, to } => {
                self.move_token(*token, *to);
                // REF-1 (rules LETTER on): the winner's move is a move; Reform checks it.
                if self.rules >= LETTER {
                    self.crossings.insert(*token, Crossing { from: *from, to: *to });
                }
            }
            Event::BattleOver => self.battle = None,
            Event::Eliminated { kingdom, year } => {
                if let Some(k) = self.kingdoms.get_mut(usize::from(kingdom.0)) {
                    k.eliminated = Some(*year);
                }
                self.player_order.retain(|k| k != kingdom);
            }
            _ => {}
        }
    }
}
