//! The loyalty module (RULES §7). The rest of the rules call it through a few hooks, each
//! a no-op while the campaign plays without it (`State::loyalty` is `None`):
//! - orders and resolution: the special orders of `LOY-10`, the limit of `LOY-3`;
//! - battles: the loyalty changes of `LOY-9`, losers marked to retreat after the last
//!   battle (`LOY-13`), who may not fight again;
//! - after the battles: the retreats of `LOY-4` and the winners' `RES-3` moves, its own
//!   steps with their own decisions (`decision`, `execute`);
//! - Reform: the month's end (`month_end`); winter: winter quarters (`winter`).

mod apply;
pub mod chronicle;
mod facts;
pub mod month_end;
pub mod orders;
pub mod retreat;
pub mod stand_in;
pub mod supply;
pub mod tiles;
pub mod view;
pub mod winter;

use super::moves::retreat_tiles;
use super::orders::next_to_order;
use super::reform;
use crate::engine::battle::Battle;
use crate::engine::command::Command;
use crate::engine::decision::{Decider, Decision, DecisionKind, TokenMoves};
use crate::engine::dice::RollPurpose;
use crate::engine::error::RuleError;
use crate::engine::event::{Event, Loss};
use crate::engine::hex::Hex;
use crate::engine::loyalty::{
    Cause, Clause, LoyaltyCommand, LoyaltyDecision, LoyaltyEvent, LoyaltyStep, Noted, Push, RetreatChoice, Ruin, Spot,
};
use crate::engine::reason::Reason;
use crate::engine::rules::seam::{Ctx, Emitter, Judge, Module};
use crate::engine::ruleset::{Options, CLARIFIED};
use crate::engine::state::{KingdomId, Order, Phase, State, TokenId};
use tiles::{emit, friendly, land, over_limit};

// ---- LOY-10: special orders --------------------------------------------------------

/// `LOY-10`: the kingdom that may forcibly mobilise now and the tiles where: the kingdom
/// about to give its first order of the month, once a month, below the army cap, in its
/// friendly tiles neither devastated, frozen nor being pillaged.
pub fn mobilise_tiles(state: &State, options: &Options) -> Option<(KingdomId, Vec<Hex>)> {
    let module = state.loyalty.as_ref()?;
    if state.phase != Phase::Orders {
        return None;
    }
    let k = next_to_order(state, options)?;
    let ordered = state.orders.keys().any(|t| state.token(*t).is_some_and(|(owner, _, _)| owner == k));
    let armies = state.armies.values().filter(|a| a.kingdom == k).count();
    if ordered || module.mobilised.contains(&k) || armies >= usize::from(options.max_armies) {
        return None;
    }
    let tiles = state.map.hexes().filter(|h| friendly(state, *h, k) && !state.devastated(*h) && quiet(state, *h));
    Some((k, tiles.collect()))
}

/// `LOY-10` (rules 3 on): no forced mobilisation in a winter-zone tile while it is frozen
/// (`LOY-1`) nor in a tile being pillaged (`DOM-10`).
fn quiet(state: &State, hex: Hex) -> bool {
    state.rules < CLARIFIED || !(state.frozen(hex) || state.pillaged(hex))
}

/// The mobilisations open now, as commands.
pub fn mobilisations(state: &State, options: &Options) -> Vec<Command> {
    let tiles = mobilise_tiles(state, options).map(|(_, t)| t).unwrap_or_default();
    tiles.into_iter().map(|hex| Command::Loyalty(LoyaltyCommand::Mobilise { hex })).collect()
}

pub fn check_mobilise(state: &State, options: &Options, hex: Hex) -> Result<(), RuleError> {
    match mobilise_tiles(state, options) {
        Some((_, tiles)) if tiles.contains(&hex) => Ok(()),
        _ => Err(RuleError::CannotMobilise { hex }),
    }
}

/// `LOY-10`: a new army appears and the tile is devastated.
pub fn mobilise(out: &mut Emitter, options: &Options, hex: Hex) {
    let Some((kingdom, _)) = mobilise_tiles(out.state(), options) else { return };
    let army = TokenId(out.state().next_token);
    emit(out, LoyaltyEvent::Mobilised { army, kingdom, hex });
    emit(out, LoyaltyEvent::Devastated { hex, ruin: Ruin::Mobilisation });
}

// ---- LOY-9, LOY-13: a battle is decided ----------------------------------------------

/// After the last battle (`LOY-13`): the marked losers retreat, then the winners move.
/// False when there is nothing to do (or no module): Reform follows at once.
pub fn after_battles(out: &mut Emitter, ctx: &Ctx) -> bool {
    let Some(module) = out.state().loyalty.as_ref() else { return false };
    if module.retreating.is_empty() && module.winners.is_empty() {
        return false;
    }
    emit(out, LoyaltyEvent::Stepped { step: Some(LoyaltyStep::Retreats) });
    advance(out, ctx);
    true
}

// ---- the module's own steps ----------------------------------------------------------

/// The kingdom that retreats next: the earliest in player order with a marked token.
fn next_retreating(state: &State) -> Option<KingdomId> {
    let module = state.loyalty.as_ref()?;
    state
        .player_order
        .iter()
        .copied()
        .find(|k| module.retreating.keys().any(|t| state.token(*t).is_some_and(|(owner, _, _)| owner == *k)))
}

fn retreat_choices(state: &State, kingdom: KingdomId) -> Vec<RetreatChoice> {
    let Some(module) = state.loyalty.as_ref() else { return Vec::new() };
    module
        .retreating
        .keys()
        .filter_map(|t| {
            let (owner, from, _) = state.token(*t)?;
            (owner == kingdom).then(|| RetreatChoice {
                token: *t,
                from,
                spots: retreat::spots(state, *t, kingdom, from),
            })
        })
        .collect()
}

/// `RES-3` under `LOY-3`: the winner's tokens in the won tile and the adjacent tiles it
/// controls that each may enter without exceeding its limit.
fn winner_moves(state: &State, kingdom: KingdomId, hex: Hex) -> Vec<TokenMoves> {
    state
        .movers(hex, kingdom)
        .into_iter()
        .map(|token| {
            let to = retreat_tiles(state, token, kingdom, hex)
                .into_iter()
                .filter(|h| state.control(*h) == Some(kingdom) && over_limit(state, token, *h).is_none())
                .collect();
            TokenMoves { token, to }
        })
        .filter(|m| !m.to.is_empty())
        .collect()
}

/// The commands that answer one of the module's decisions.
pub fn answers(decision: &LoyaltyDecision) -> Vec<Command> {
    match decision {
        LoyaltyDecision::Retreat { choices } => {
            let mut all: Vec<Command> = choices
                .iter()
                .flat_map(|c| c.spots.iter().map(|s| Command::Retreat { token: c.token, to: s.to }))
                .collect();
            all.dedup();
            all
        }
        LoyaltyDecision::Push { armies, to, .. } => armies
            .iter()
            .flat_map(|&army| to.iter().map(move |s| Command::Loyalty(LoyaltyCommand::Push { army, to: s.to })))
            .collect(),
    }
}

/// `LOY-4`: `token` lands on `spot`; a clause 5 landing devastates the tile, a clause 6
/// landing starts a displacement chain.
fn land_retreat(out: &mut Emitter, token: TokenId, from: Hex, spot: Spot) {
    let state = out.state();
    let Some((kingdom, _, _)) = state.token(token) else { return };
    let laid_down = state.loyalty.as_ref().and_then(|l| l.retreating.get(&token)).copied().unwrap_or(true);
    let army = if state.armies.contains_key(&token) { Some(token) } else { state.passenger(token) };
    emit(out, LoyaltyEvent::Retreated { token, from, spot, laid_down });
    if let Some(army) = army.filter(|_| land(out.state(), spot.to)) {
        emit(out, LoyaltyEvent::Noted(Noted { hex: spot.to, kingdom, cause: Cause::RetreatedOnto { army } }));
    }
    match spot.clause {
        Clause::Overfill => emit(out, LoyaltyEvent::Devastated { hex: spot.to, ruin: Ruin::Retreat }),
        Clause::Push => {
            let push = Push { kingdom, hex: spot.to, visited: vec![from, spot.to], arrived: Some(token) };
            emit(out, LoyaltyEvent::Stepped { step: Some(LoyaltyStep::Pushing(push)) });
        }
        _ => {}
    }
}

/// `LOY-4.6`: `army` moves on out of the chain's tile.
fn push_on(out: &mut Emitter, push: &Push, army: TokenId, spot: Spot) {
    emit(out, LoyaltyEvent::Pushed { army, from: push.hex, to: spot.to });
    let noted = Noted { hex: spot.to, kingdom: push.kingdom, cause: Cause::RetreatedOnto { army } };
    emit(out, LoyaltyEvent::Noted(noted));
    let step = match spot.clause {
        Clause::Push => {
            let mut visited = push.visited.clone();
            visited.push(spot.to);
            LoyaltyStep::Pushing(Push { kingdom: push.kingdom, hex: spot.to, visited, arrived: Some(army) })
        }
        _ => LoyaltyStep::Retreats,
    };
    emit(out, LoyaltyEvent::Stepped { step: Some(step) });
}

/// Runs what needs no choice: tokens with nowhere to go are destroyed, a lone option is
/// taken (`LOY-4`: the engine chooses alone only then), chains with nowhere to go end in
/// devastation; after the last retreat the winners move, then Reform.
fn advance(out: &mut Emitter, ctx: &Ctx) {
    loop {
        let state = out.state();
        let Some(step) = state.loyalty.as_ref().and_then(|l| l.step.clone()) else { return };
        match step {
            LoyaltyStep::Retreats => {
                let Some(k) = next_retreating(state) else {
                    let mut owed = state.loyalty.as_ref().map(|l| l.winners.clone()).unwrap_or_default();
                    let rank = |k: &KingdomId| state.player_order.iter().position(|p| p == k);
                    crate::sort::sort_by_key(&mut owed, |(k, _)| rank(k));
                    emit(out, LoyaltyEvent::Stepped { step: Some(LoyaltyStep::WinnerMoves(owed)) });
                    continue;
                };
                let choices = retreat_choices(state, k);
                let doomed: Vec<(TokenId, Loss)> = choices
                    .iter()
                    .filter(|c| c.spots.is_empty())
                    .map(|c| {
                        let cause = if state.ships.contains_key(&c.token) {
                            Loss::NoRetreat
                        } else if retreat::surrounded(state, k, c.from) {
                            Loss::Surrounded
                        } else {
                            Loss::Stranded
                        };
                        (c.token, cause)
                    })
                    .collect();
                if !doomed.is_empty() {
                    for (token, cause) in doomed {
                        out.emit(Event::TokenDestroyed { token, cause });
                    }
                    continue;
                }
                match choices.as_slice() {
                    [only] if only.spots.len() == 1 => {
                        let (token, from, spot) = (only.token, only.from, only.spots[0]);
                        land_retreat(out, token, from, spot);
                    }
                    _ => return,
                }
            }
            LoyaltyStep::Pushing(push) => {
                let armies = retreat::pushable(state, &push);
                let spots = retreat::push_spots(state, &push);
                match (armies.as_slice(), spots.as_slice()) {
                    ([], _) | (_, []) => {
                        emit(out, LoyaltyEvent::Devastated { hex: push.hex, ruin: Ruin::Retreat });
                        emit(out, LoyaltyEvent::Stepped { step: Some(LoyaltyStep::Retreats) });
                    }
                    ([army], [spot]) => push_on(out, &push, *army, *spot),
                    _ => return,
                }
            }
            LoyaltyStep::WinnerMoves(queue) => match queue.first() {
                None => {
                    emit(out, LoyaltyEvent::Stepped { step: None });
                    reform::begin(out, ctx);
                    return;
                }
                Some((k, hex)) if winner_moves(state, *k, *hex).is_empty() => {
                    emit(
                        out,
                        LoyaltyEvent::Stepped {
                            step: Some(LoyaltyStep::WinnerMoves(queue.get(1..).unwrap_or_default().to_vec())),
                        },
                    );
                }
                Some(_) => return,
            },
            LoyaltyStep::Rolls(_) => return,
        }
    }
}

/// The loyalty module's place in the core (`seam`): its retreats and pushes after the
/// battles (`LOY-4`, `LOY-13`) and forced mobilisation at any time (`LOY-10`).
pub struct Loyalty;

impl Module for Loyalty {
    /// The loyalty a kingdom's tiles bear it, added up (each 0–6).
    fn measure(&self, state: &State, kingdom: KingdomId) -> Option<(&'static str, u32)> {
        state.loyalty.as_ref()?;
        let held = state.tiles.iter().filter(|t| t.control == Some(kingdom));
        Some(("Loyalty", held.filter_map(|t| t.loyalty.as_ref()).map(|l| u32::from(l.of(kingdom))).sum()))
    }

    fn order_refused(&self, token: TokenId, order: Order) -> Option<RuleError> {
        matches!(order, Order::Loyalty(_)).then_some(RuleError::SpecialOrderBlocked { token })
    }

    fn judge_answer(
        &self,
        _: &dyn Judge,
        kingdom: KingdomId,
        kind: &DecisionKind,
        command: &Command,
    ) -> Option<(i64, Reason)> {
        stand_in::answer(kind, command, kingdom)
    }

    fn judge_stay(&self, judge: &dyn Judge, kingdom: KingdomId, token: TokenId, order: Order) -> Option<(i64, Reason)> {
        stand_in::stay(judge.state(), kingdom, token, order)
    }

    fn refuses_move(&self, judge: &dyn Judge, kingdom: KingdomId, token: TokenId, to: Hex) -> bool {
        stand_in::refuses(judge, kingdom, token, to)
    }

    fn supplied_tiles(&self, state: &State, kingdom: KingdomId) -> Option<Vec<bool>> {
        stand_in::supplied_tiles(state, kingdom)
    }

    fn cuts_off(&self, state: &State, hex: Hex) -> bool {
        tiles::rebel(state, hex)
    }

    fn watch(&self, state: &mut State, event: &Event) {
        state.loyalty_watches(event);
    }

    fn apply(&self, state: &mut State, event: &Event) -> bool {
        let Event::Loyalty(e) = event else { return false };
        state.apply_loyalty(e);
        true
    }

    /// Whether one of the module's steps waits for a decision.
    fn pending(&self, state: &State) -> bool {
        state.loyalty.as_ref().is_some_and(|l| l.step.is_some())
    }

    /// The decision of the module's step, if one is under way (`APP-1`).
    fn decision(&self, state: &State) -> Option<Decision> {
        let module = state.loyalty.as_ref()?;
        let (who, kind) = match module.step.as_ref()? {
            LoyaltyStep::Retreats => {
                let k = next_retreating(state)?;
                let choices = retreat_choices(state, k).into_iter().filter(|c| !c.spots.is_empty()).collect();
                (Decider::Kingdom(k), DecisionKind::Loyalty(LoyaltyDecision::Retreat { choices }))
            }
            LoyaltyStep::Pushing(push) => {
                let d = LoyaltyDecision::Push {
                    hex: push.hex,
                    armies: retreat::pushable(state, push),
                    to: retreat::push_spots(state, push),
                };
                (Decider::Kingdom(push.kingdom), DecisionKind::Loyalty(d))
            }
            LoyaltyStep::WinnerMoves(queue) => {
                let (k, hex) = *queue.first()?;
                (Decider::Kingdom(k), DecisionKind::WinnerMove { hex, moves: winner_moves(state, k, hex) })
            }
            LoyaltyStep::Rolls(rolls) => {
                let kind = DecisionKind::Roll { purpose: RollPurpose::LoyaltyRolls, count: rolls.len(), sides: 6 };
                (Decider::Table, kind)
            }
        };
        Some(Decision { who, kind })
    }

    /// Runs a command that answers the module's pending step (`check` accepted it).
    fn execute(&self, out: &mut Emitter, ctx: &Ctx, command: &Command) {
        let Some(step) = out.state().loyalty.as_ref().and_then(|l| l.step.clone()) else { return };
        match (step, command) {
            (LoyaltyStep::Retreats, Command::Retreat { token, to }) => {
                let state = out.state();
                let Some((kingdom, from, _)) = state.token(*token) else { return };
                let spot = retreat::spots(state, *token, kingdom, from).into_iter().find(|s| s.to == *to);
                if let Some(spot) = spot {
                    land_retreat(out, *token, from, spot);
                }
            }
            (LoyaltyStep::Pushing(push), Command::Loyalty(LoyaltyCommand::Push { army, to })) => {
                let spot = retreat::push_spots(out.state(), &push).into_iter().find(|s| s.to == *to);
                if let Some(spot) = spot {
                    push_on(out, &push, *army, spot);
                }
            }
            (LoyaltyStep::WinnerMoves(queue), Command::WinnerMove { .. } | Command::WinnerStays) => {
                if let (Command::WinnerMove { token, to }, Some((_, hex))) = (command, queue.first()) {
                    out.emit(Event::WinnerMoved { token: *token, from: *hex, to: *to });
                }
                emit(
                    out,
                    LoyaltyEvent::Stepped {
                        step: Some(LoyaltyStep::WinnerMoves(queue.get(1..).unwrap_or_default().to_vec())),
                    },
                );
            }
            (LoyaltyStep::Rolls(rolls), Command::Roll { faces }) => {
                let f = ctx.faces(faces, rolls.len(), 6);
                out.emit(Event::DiceRolled { purpose: RollPurpose::LoyaltyRolls, by: None, faces: f.clone() });
                for ((hex, holder), face) in rolls.iter().zip(f) {
                    month_end::sway(out, *hex, *holder, face);
                }
                emit(out, LoyaltyEvent::Stepped { step: None });
                month_end::counters(out);
                reform::close(out, ctx);
                return;
            }
            _ => return,
        }
        advance(out, ctx);
    }

    fn answers(&self, decision: &Decision, _options: &Options) -> Option<Vec<Command>> {
        match &decision.kind {
            DecisionKind::Loyalty(d) => Some(answers(d)),
            _ => None,
        }
    }

    fn answers_kind(&self, decision: &Decision, command: &Command) -> bool {
        matches!(
            (&decision.kind, command),
            (DecisionKind::Loyalty(LoyaltyDecision::Retreat { .. }), Command::Retreat { .. })
                | (DecisionKind::Loyalty(LoyaltyDecision::Push { .. }), Command::Loyalty(LoyaltyCommand::Push { .. }))
        )
    }

    fn any_time(&self, state: &State, options: &Options) -> Vec<Command> {
        mobilisations(state, options)
    }

    fn check_any_time(&self, state: &State, options: &Options, command: &Command) -> Option<Result<(), RuleError>> {
        match command {
            Command::Loyalty(LoyaltyCommand::Mobilise { hex }) => Some(check_mobilise(state, options, *hex)),
            _ => None,
        }
    }

    fn execute_any_time(&self, out: &mut Emitter, ctx: &Ctx, command: &Command) -> bool {
        match command {
            Command::Loyalty(LoyaltyCommand::Mobilise { hex }) => {
                mobilise(out, ctx.options, *hex);
                true
            }
            _ => false,
        }
    }

    fn after_battles(&self, out: &mut Emitter, ctx: &Ctx) -> bool {
        after_battles(out, ctx)
    }

    fn special_orders(&self, state: &State, _options: &Options, token: TokenId) -> Vec<Order> {
        orders::special_orders(state, token)
    }

    /// `LOY-3`: a voluntary move that would exceed the tile's limit is refused.
    fn refuse_move(&self, out: &mut Emitter, token: TokenId, to: Hex) -> bool {
        let Some(limit) = over_limit(out.state(), token, to) else { return false };
        emit(out, LoyaltyEvent::MoveRefused { token, to, limit: limit as u8 });
        true
    }

    fn resolve_order(&self, out: &mut Emitter, _ctx: &Ctx, token: TokenId, order: Order) -> bool {
        let Order::Loyalty(order) = order else { return false };
        orders::resolve_special(out, token, order);
        true
    }

    fn battle_decided(&self, out: &mut Emitter, battle: &Battle, winner: Option<KingdomId>) {
        retreat::note_battle(out, battle, winner);
    }

    fn hold_retreats(&self, out: &mut Emitter, battle: &Battle, queue: &[(KingdomId, bool)]) -> bool {
        retreat::defer_retreats(out, battle, queue)
    }

    fn month_ended(&self, out: &mut Emitter, _ctx: &Ctx) -> bool {
        month_end::run(out)
    }

    fn month_began(&self, out: &mut Emitter, ctx: &Ctx) {
        winter::month_began(out, ctx.options);
    }

    fn winter_began(&self, out: &mut Emitter, _ctx: &Ctx) {
        winter::wintering(out);
    }

    fn post(&self, state: &State, kingdom: KingdomId, fortress: Hex) -> Option<Hex> {
        state.winter_quarters().then(|| winter::post(state, kingdom, fortress))
    }
}

#[cfg(test)]
mod tests;
