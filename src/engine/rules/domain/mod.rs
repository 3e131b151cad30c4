//! The domain war's rules (RULES §8): marches (`march`), joining battles (`engage`),
//! holding the land (`land`), and the module's hooks into the month (`impl Module`): the
//! march given as an order, walked at resolution, its hits taken in battle, the end of
//! the domain turn after the loyalty month end.

mod apply;
mod chronicle;
pub mod engage;
pub mod facts;
pub mod land;
pub mod march;
pub mod stand_in;
pub mod view;

use super::reform;
use crate::engine::battle::BattleKind;
use crate::engine::command::Command;
use crate::engine::decision::{Decider, Decision, DecisionKind, Reach, TokenOrders};
use crate::engine::dice::RollPurpose;
use crate::engine::domain::{DomainCommand, DomainDecision, DomainEvent};
use crate::engine::error::RuleError;
use crate::engine::event::Event;
use crate::engine::hex::Hex;
use crate::engine::ids::KingdomId;
use crate::engine::reason::Reason;
use crate::engine::rules::seam::{Ctx, Emitter, Judge, Module};
use crate::engine::ruleset::Options;
use crate::engine::state::{Order, State, TokenId};
use DomainCommand::March;

/// §8: the mounted flag of each army, flipped, by its owner at any time but while the
/// army's order of the month stands (its march was costed by it, `DOM-1`).
pub fn mounted_edits(state: &State) -> Vec<Command> {
    if state.domain.is_none() {
        return Vec::new();
    }
    state
        .armies
        .iter()
        .filter(|(id, _)| !state.orders.contains_key(id))
        .map(|(id, a)| Command::Domain(DomainCommand::SetMounted { army: *id, mounted: !a.mounted }))
        .collect()
}

/// §8: the flag may be flipped on an army without an order this month.
pub fn check_mounted(state: &State, army: TokenId, mounted: bool) -> Result<(), RuleError> {
    match (state.domain.is_some(), state.armies.get(&army)) {
        (true, Some(_)) if state.orders.contains_key(&army) => Err(RuleError::MountedOrdered { army }),
        (true, Some(a)) if a.mounted != mounted => Ok(()),
        (true, Some(_)) => Err(RuleError::MountedAlready { army, mounted }),
        _ => Err(RuleError::NotYourArmy { army }),
    }
}

/// The domain war's place in the core (`seam`): joining a battle (`DOM-5`…`DOM-8`) and
/// its second battle (`DOM-7`), the level checks (`DOM-10`), and the mounted flag.
pub struct Domain;

impl Module for Domain {
    fn order_refused(&self, token: TokenId, order: Order) -> Option<RuleError> {
        matches!(order, Order::Domain(_)).then_some(RuleError::CannotPillage { token })
    }

    /// `DOM-9`: once the winter's gathering has passed, every occupation is over.
    fn gathered(&self, out: &mut Emitter) {
        let state = out.state();
        let occupied: Vec<Hex> = state.map.hexes().filter(|h| state.occupied_from(*h).is_some()).collect();
        for hex in occupied {
            out.emit(Event::Domain(DomainEvent::Freed { hex }));
        }
    }

    fn judge_answer(
        &self,
        judge: &dyn Judge,
        kingdom: KingdomId,
        kind: &DecisionKind,
        command: &Command,
    ) -> Option<(i64, Reason)> {
        stand_in::answer(judge, kingdom, kind, command)
    }

    fn judge_stay(&self, judge: &dyn Judge, kingdom: KingdomId, token: TokenId, order: Order) -> Option<(i64, Reason)> {
        stand_in::stay(judge, kingdom, token, order)
    }

    fn supplied_tiles(&self, state: &State, kingdom: KingdomId) -> Option<Vec<bool>> {
        stand_in::supplied_tiles(state, kingdom)
    }

    fn watch(&self, state: &mut State, event: &Event) {
        state.domain_watches(event);
    }

    fn apply(&self, state: &mut State, event: &Event) -> bool {
        let Event::Domain(e) = event else { return false };
        state.apply_domain(e);
        true
    }

    /// Whether one of the module's steps is under way: joining a battle or the level checks.
    fn pending(&self, state: &State) -> bool {
        engage::pending(state) || state.domain.as_ref().is_some_and(|d| !d.checks.is_empty())
    }

    /// The module's pending decision: in joining a battle (`DOM-5`…`DOM-8`), or the level
    /// checks' roll when the domain turn's end waits for it (`DOM-10`).
    fn decision(&self, state: &State) -> Option<Decision> {
        if engage::pending(state) {
            return engage::decision(state);
        }
        let checks = &state.domain.as_ref()?.checks;
        (!checks.is_empty()).then(|| Decision {
            who: Decider::Table,
            kind: DecisionKind::Roll { purpose: RollPurpose::LevelChecks, count: checks.len() * 2, sides: 10 },
        })
    }

    /// Runs an answer in joining a battle, then the battle goes on; or the level checks' roll
    /// (`check` accepted it), then `REF-6` follows.
    fn execute(&self, out: &mut Emitter, ctx: &Ctx, command: &Command) {
        if engage::pending(out.state()) {
            engage::execute(out, ctx, command);
            super::battle::advance(out, ctx);
            return;
        }
        if let Command::Roll { faces } = command {
            land::check_levels(out, ctx, faces);
            reform::rank(out, ctx);
        }
    }

    fn answers(&self, decision: &Decision, _options: &Options) -> Option<Vec<Command>> {
        match &decision.kind {
            DecisionKind::Domain(DomainDecision::Engage { answers, .. }) => {
                Some(answers.iter().map(|a| Command::Domain(DomainCommand::Engage(*a))).collect())
            }
            _ => None,
        }
    }

    fn answers_kind(&self, decision: &Decision, command: &Command) -> bool {
        matches!((&decision.kind, command), (DecisionKind::Domain(_), Command::Domain(DomainCommand::Engage(_))))
    }

    fn any_time(&self, state: &State, _options: &Options) -> Vec<Command> {
        mounted_edits(state)
    }

    fn check_any_time(&self, state: &State, _options: &Options, command: &Command) -> Option<Result<(), RuleError>> {
        match command {
            Command::Domain(DomainCommand::SetMounted { army, mounted }) => Some(check_mounted(state, *army, *mounted)),
            _ => None,
        }
    }

    fn execute_any_time(&self, out: &mut Emitter, _ctx: &Ctx, command: &Command) -> bool {
        match command {
            Command::Domain(DomainCommand::SetMounted { army, mounted }) => {
                out.emit(Event::Domain(DomainEvent::Mounted { army: *army, mounted: *mounted }));
                true
            }
            _ => false,
        }
    }

    fn battle_chosen(&self, out: &mut Emitter, ctx: &Ctx) -> bool {
        engage::begin(out, ctx)
    }

    fn battle_follows(&self, out: &mut Emitter, ctx: &Ctx) -> bool {
        engage::second(out, ctx)
    }

    fn check_answer(
        &self,
        state: &State,
        decision: &Decision,
        options: &Options,
        command: &Command,
    ) -> Option<Result<(), RuleError>> {
        match (&decision.kind, command) {
            (
                DecisionKind::GiveOrder { tokens },
                Command::Domain(DomainCommand::March { token, path, pillage, skirmish }),
            ) => Some(match path.iter().find(|h| !state.map.contains(**h)) {
                Some(hex) => Err(RuleError::OffMap { hex: *hex }),
                None if !tokens.iter().any(|t| t.token == *token) => {
                    Err(RuleError::NotYourUnorderedToken { token: *token })
                }
                None => march::check(state, options, *token, path, *pillage, *skirmish),
            }),
            _ => None,
        }
    }

    fn special_orders(&self, state: &State, options: &Options, token: TokenId) -> Vec<Order> {
        land::special_orders(state, options, token)
    }

    fn reach(&self, state: &State, options: &Options, token: TokenId) -> Vec<Reach> {
        march::reach(state, options, token)
    }

    /// `DOM-11`: each tile an army can reach is answered by a march there, with no pillage
    /// nor skirmish declared.
    fn order_answers(&self, t: &TokenOrders) -> Vec<Command> {
        let march = |r: &Reach| March { token: t.token, path: r.path.clone(), pillage: 0, skirmish: false };
        t.marches.iter().map(|r| Command::Domain(march(r))).collect()
    }

    fn give_order(&self, out: &mut Emitter, ctx: &Ctx, command: &Command) -> bool {
        let Command::Domain(March { token, path, pillage, skirmish }) = command else { return false };
        march::give_march(out, ctx.options, *token, path, *pillage, *skirmish);
        true
    }

    /// `DOM-11`: a march is refused or resolved where it stops.
    fn move_ends(&self, state: &State, token: TokenId) -> Option<Hex> {
        let (kingdom, _, _) = state.token(token)?;
        march::stops_at(state, kingdom, &state.planned_march(token)?.path).0.last().copied()
    }

    fn walk(&self, out: &mut Emitter, ctx: &Ctx, token: TokenId) -> Option<bool> {
        let planned = out.state().planned_march(token)?.clone();
        Some(march::walk(out, ctx.options, token, &planned).is_some())
    }

    fn entered(&self, out: &mut Emitter, token: TokenId, hex: Hex) {
        if let Some(mp) = out.state().planned_march(token).map(|m| m.pillage).filter(|mp| *mp > 0) {
            land::pillage_at_stop(out, token, hex, mp);
        }
    }

    fn resolve_order(&self, out: &mut Emitter, ctx: &Ctx, token: TokenId, order: Order) -> bool {
        let Order::Domain(order) = order else { return false };
        land::resolve_order(out, ctx.options, token, order);
        true
    }

    /// `DOM-3`: every fight but a slaughter takes the forced-march hits owed.
    fn fight_begins(&self, out: &mut Emitter, kind: BattleKind) {
        if kind != BattleKind::Slaughter {
            march::take_hits(out);
        }
    }

    fn month_closing(&self, out: &mut Emitter, ctx: &Ctx) -> bool {
        land::turn_end(out, ctx)
    }
}

#[cfg(test)]
mod engage_tests;
#[cfg(test)]
mod tests;
