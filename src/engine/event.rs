//! Every change to the state is an event, and `State::apply` is the only mutation.

use super::dice::RollPurpose;
use super::hex::Hex;
use super::state::{Army, KingdomId, Order, Phase, Settlement, SettlementKind, State, TokenId};
use serde::{Deserialize, Serialize};

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Event {
    /// A roll and what it was for (`APP-2`). `by` is the kingdom that rolled, if any.
    DiceRolled {
        purpose: RollPurpose,
        by: Option<KingdomId>,
        faces: Vec<u8>,
    },
    /// `SET-2`: the player order so far; groups of several are still tied.
    PlayerOrderTied {
        groups: Vec<Vec<KingdomId>>,
    },
    /// `SET-2`: the player order is decided.
    PlayerOrderSet {
        order: Vec<KingdomId>,
    },
    /// A settlement is placed and its tile controlled and explored (`SET-3`, `SET-4`).
    SettlementPlaced {
        hex: Hex,
        kingdom: KingdomId,
        kind: SettlementKind,
        capital: bool,
    },
    /// A tile comes under a kingdom's control and is explored.
    TileControlled {
        hex: Hex,
        kingdom: KingdomId,
    },
    /// A new army of `points` (`SET-5`).
    ArmyRaised {
        army: TokenId,
        kingdom: KingdomId,
        hex: Hex,
        points: u32,
    },
    PhaseChanged {
        phase: Phase,
    },
    /// `SUM-ORD-1`: the order stands until resolved.
    OrderGiven {
        token: TokenId,
        kingdom: KingdomId,
        order: Order,
    },
    /// `SUM-ORD-6`: the settlement is turned upside down, to be razed.
    SettlementMarked {
        hex: Hex,
    },
    /// `SUM-RES-3`, `SUM-RES-7`: a move is resolved; the army enters the tile.
    ArmyMoved {
        army: TokenId,
        kingdom: KingdomId,
        from: Hex,
        to: Hex,
    },
    /// `SUM-RES-2`: the army entered an unexplored tile; its kingdom rolls next.
    ExplorationPending {
        kingdom: KingdomId,
        hex: Hex,
    },
    /// `SUM-RES-2`: the exploration roll's total and what was found; the tile is the
    /// explorer's.
    Explored {
        kingdom: KingdomId,
        hex: Hex,
        total: u8,
        found: Option<SettlementKind>,
    },
    /// `SUM-RES-4`: the settlement is gone.
    SettlementRazed {
        army: TokenId,
        hex: Hex,
    },
    /// `SUM-RES-4`: an enemy stands in the tile (or nothing is left to raze).
    RazeFailed {
        army: TokenId,
        hex: Hex,
    },
    /// `SUM-RES-5`
    DefenceTaken {
        army: TokenId,
    },
    /// `SUM-RES-6`
    StoodUp {
        army: TokenId,
    },
    /// `REF-1`: the army crossed a forest or mountain edge, or entered a river tile.
    ArmyLaidDown {
        army: TokenId,
    },
    /// `REF-2`: a failed raze's mark is taken off.
    SettlementUnmarked {
        hex: Hex,
    },
    /// `REF-5`
    DefenceCleared {
        army: TokenId,
    },
    /// `REF-6`: the new player order is tied; the tied kingdoms roll.
    ReformTied {
        groups: Vec<Vec<KingdomId>>,
    },
    /// The month's orders, resolutions and crossings are done with.
    MonthEnded,
    /// `REF-7`: the next summer month begins.
    MonthBegan {
        year: u8,
        month: u8,
    },
}

impl State {
    /// Apply one event. Events come from the engine's own rules, which checked them, so a
    /// hex off the map here is a bug; it is ignored rather than allowed to panic.
    pub fn apply(&mut self, event: &Event) {
        match event {
            Event::DiceRolled { .. } => {}
            Event::PlayerOrderTied { groups } => {
                self.phase = Phase::Setup(super::state::SetupStep::PlayerOrder { groups: groups.clone() });
            }
            Event::PlayerOrderSet { order } => self.player_order = order.clone(),
            Event::SettlementPlaced { hex, kingdom, kind, capital } => {
                if let Some(i) = self.map.index(*hex) {
                    let tile = &mut self.tiles[i];
                    tile.explored = true;
                    tile.control = Some(*kingdom);
                    tile.settlement =
                        Some(Settlement { kind: *kind, capital_of: capital.then_some(*kingdom), to_be_razed: false });
                }
            }
            Event::TileControlled { hex, kingdom } => {
                if let Some(i) = self.map.index(*hex) {
                    self.tiles[i].explored = true;
                    self.tiles[i].control = Some(*kingdom);
                }
            }
            Event::ArmyRaised { army, kingdom, hex, points } => {
                self.armies.insert(
                    *army,
                    Army {
                        kingdom: *kingdom,
                        hex: *hex,
                        points: *points,
                        units: Vec::new(),
                        upright: true,
                        defending: false,
                        paired_with: None,
                    },
                );
                self.next_token = self.next_token.max(army.0 + 1);
            }
            Event::PhaseChanged { phase } => self.phase = phase.clone(),
            Event::OrderGiven { token, order, .. } => {
                self.orders.insert(*token, *order);
            }
            Event::ArmyMoved { army, from, to, .. } => {
                if let Some(a) = self.armies.get_mut(army) {
                    a.hex = *to;
                }
                self.crossings.insert(*army, super::state::Crossing { from: *from, to: *to });
                self.resolved.insert(*army);
            }
            Event::ExplorationPending { kingdom, hex } => self.exploring = Some((*kingdom, *hex)),
            Event::Explored { kingdom, hex, found, .. } => {
                if let Some(i) = self.map.index(*hex) {
                    let tile = &mut self.tiles[i];
                    tile.explored = true;
                    tile.control = Some(*kingdom);
                    tile.settlement = found.map(|kind| Settlement { kind, capital_of: None, to_be_razed: false });
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
                if let Some(a) = self.armies.get_mut(army) {
                    a.upright = true;
                }
                self.resolved.insert(*army);
            }
            Event::ArmyLaidDown { army } => {
                if let Some(a) = self.armies.get_mut(army) {
                    a.upright = false;
                }
            }
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
            Event::ReformTied { groups } => self.tied = groups.clone(),
            Event::MonthEnded => {
                self.orders.clear();
                self.resolved.clear();
                self.crossings.clear();
                self.tied.clear();
            }
            Event::MonthBegan { year, month } => self.calendar = super::state::Calendar { year: *year, month: *month },
            Event::SettlementMarked { hex } => {
                if let Some(s) = self.map.index(*hex).and_then(|i| self.tiles[i].settlement.as_mut()) {
                    s.to_be_razed = true;
                }
            }
        }
    }
}
