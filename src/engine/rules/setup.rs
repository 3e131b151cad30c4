//! Setup, RULES §2: player order (`SET-2`), capitals (`SET-3`), the ring around each
//! capital (`SET-4`) and the first armies (`SET-5`).

use super::player_order;
use crate::engine::command::Command;
use crate::engine::decision::{Decider, Decision, DecisionKind};
use crate::engine::dice::RollPurpose;
use crate::engine::event::Event;
use crate::engine::hex::Hex;
use crate::engine::map::Terrain;
use crate::engine::rules::seam::{Ctx, Emitter};
use crate::engine::ruleset::LETTER;
use crate::engine::state::{KingdomId, Phase, SettlementKind, SetupStep, State, TokenId, NEW_ARMY_POINTS};

/// What each kingdom places around its capital (`SET-4`).
pub const RING: [SettlementKind; 4] =
    [SettlementKind::City, SettlementKind::Fortress, SettlementKind::Village, SettlementKind::Village];

/// The first step: the secret race choice (`SET-1`) when the campaign has it, else the
/// player order roll (`SET-2`).
pub fn first_step(kingdoms: usize, secret_races: bool) -> SetupStep {
    if secret_races {
        SetupStep::Races { chosen: Vec::new() }
    } else {
        order_step(kingdoms)
    }
}

fn order_step(kingdoms: usize) -> SetupStep {
    SetupStep::PlayerOrder { groups: vec![(0..kingdoms as u8).map(KingdomId).collect()] }
}

/// The longest race name.
pub const MAX_RACE: usize = 40;

fn free_starting_tiles(state: &State) -> Vec<Hex> {
    state
        .map
        .starting_tiles()
        .filter(|h| state.tile(*h).is_some_and(|t| t.settlement.is_none() && t.control.is_none()))
        .collect()
}

fn ring(state: &State, kingdom: KingdomId) -> Vec<Hex> {
    state.capital_of(kingdom).map(|c| state.map.neighbors(c).map(|(_, h)| h).collect()).unwrap_or_default()
}

/// Ring tiles that may take a settlement: land, empty, not another kingdom's.
fn free_ring_tiles(state: &State, kingdom: KingdomId) -> Vec<Hex> {
    state.capital_of(kingdom).map(|c| free_ring_around(state, c, kingdom).collect()).unwrap_or_default()
}

/// `SET-4`: the tiles around `centre` that may take a settlement of `kingdom`'s, were its
/// capital there (a stand-in weighs a capital's site by them).
pub(crate) fn free_ring_around(state: &State, centre: Hex, kingdom: KingdomId) -> impl Iterator<Item = Hex> + '_ {
    state.map.neighbors(centre).map(|(_, h)| h).filter(|h| state.map.terrain(*h) == Some(Terrain::Land)).filter(
        move |h| state.tile(*h).is_some_and(|t| t.settlement.is_none() && t.control.is_none_or(|c| c == kingdom)),
    )
}

fn own_settlements(state: &State, kingdom: KingdomId) -> Vec<Hex> {
    state
        .map
        .hexes()
        .filter(|h| state.tile(*h).is_some_and(|t| t.control == Some(kingdom) && t.settlement.is_some()))
        .collect()
}

fn turn_of(state: &State, turn: usize) -> Option<KingdomId> {
    state.player_order.get(turn).copied()
}

pub fn decision(state: &State, step: &SetupStep) -> Decision {
    let nobody = Decision::waiting("SET-2", "Setup");
    match step {
        SetupStep::Races { chosen } => {
            Decision { who: Decider::Kingdom(KingdomId(chosen.len() as u8)), kind: DecisionKind::ChooseRace }
        }
        SetupStep::PlayerOrder { groups } => match player_order::first_tie(groups) {
            Some(tied) => Decision {
                who: Decider::Table,
                kind: DecisionKind::Roll { purpose: RollPurpose::PlayerOrder, count: tied.len(), sides: 6 },
            },
            None => nobody,
        },
        SetupStep::Capitals { turn } => match turn_of(state, *turn) {
            Some(k) => Decision {
                who: Decider::Kingdom(k),
                kind: DecisionKind::PlaceCapital { tiles: free_starting_tiles(state) },
            },
            None => nobody,
        },
        SetupStep::Rings { turn, left } => match turn_of(state, *turn) {
            Some(k) => Decision {
                who: Decider::Kingdom(k),
                kind: DecisionKind::PlaceSettlement { kinds: left.clone(), tiles: free_ring_tiles(state, k) },
            },
            None => nobody,
        },
        SetupStep::FirstArmies { turn } => match turn_of(state, *turn) {
            Some(k) => Decision {
                who: Decider::Kingdom(k),
                kind: DecisionKind::PlaceArmy { tiles: own_settlements(state, k) },
            },
            None => nobody,
        },
    }
}

/// Runs a command that `check` accepted for this step.
pub fn execute(out: &mut Emitter, ctx: &Ctx, step: &SetupStep, command: &Command) {
    let turn_kingdom = |out: &Emitter, turn| turn_of(out.state(), turn);
    match (step, command) {
        (SetupStep::Races { chosen }, Command::ChooseRace { race }) => {
            let kingdom = KingdomId(chosen.len() as u8);
            let mut chosen = chosen.clone();
            chosen.push(race.trim().to_string());
            out.emit(Event::RaceChosen { kingdom });
            if chosen.len() < out.state().kingdoms.len() {
                out.emit(Event::PhaseChanged { phase: Phase::Setup(SetupStep::Races { chosen }) });
            } else {
                out.emit(Event::RacesRevealed { races: chosen });
                out.emit(Event::PhaseChanged { phase: Phase::Setup(order_step(out.state().kingdoms.len())) });
            }
        }
        (SetupStep::PlayerOrder { groups }, Command::Roll { faces }) => roll_player_order(out, ctx, groups, faces),
        (SetupStep::Capitals { turn }, Command::PlaceCapital { hex }) => {
            let Some(kingdom) = turn_kingdom(out, *turn) else {
                return;
            };
            out.emit(Event::SettlementPlaced { hex: *hex, kingdom, kind: SettlementKind::City, capital: true });
            if *turn + 1 < out.state().player_order.len() {
                out.emit(Event::PhaseChanged { phase: Phase::Setup(SetupStep::Capitals { turn: turn + 1 }) });
            } else {
                next_ring(out, 0, RING.to_vec());
            }
        }
        (SetupStep::Rings { turn, left }, Command::PlaceSettlement { hex, kind }) => {
            let Some(kingdom) = turn_kingdom(out, *turn) else {
                return;
            };
            out.emit(Event::SettlementPlaced { hex: *hex, kingdom, kind: *kind, capital: false });
            let mut left = left.clone();
            if let Some(i) = left.iter().position(|k| k == kind) {
                left.remove(i);
            }
            next_ring(out, *turn, left);
        }
        (SetupStep::FirstArmies { turn }, Command::PlaceArmy { hex }) => {
            let Some(kingdom) = turn_kingdom(out, *turn) else {
                return;
            };
            let army = TokenId(out.state().next_token);
            out.emit(Event::ArmyRaised { army, kingdom, hex: *hex, points: NEW_ARMY_POINTS, allied: false });
            let phase = if *turn + 1 < out.state().player_order.len() {
                Phase::Setup(SetupStep::FirstArmies { turn: turn + 1 })
            } else {
                Phase::Orders
            };
            out.emit(Event::PhaseChanged { phase });
        }
        _ => {}
    }
}

/// `SET-2`: every kingdom of the first tied group rolls 1D6; higher goes first; those who
/// tie again roll again among themselves.
fn roll_player_order(out: &mut Emitter, ctx: &Ctx, groups: &[Vec<KingdomId>], given: &Option<Vec<u8>>) {
    let groups = player_order::roll_first_tie(out, ctx, RollPurpose::PlayerOrder, groups, given);
    match player_order::settled(&groups) {
        Some(order) => {
            out.emit(Event::PlayerOrderSet { order, purpose: RollPurpose::PlayerOrder });
            out.emit(Event::PhaseChanged { phase: Phase::Setup(SetupStep::Capitals { turn: 0 }) });
        }
        None => out.emit(Event::PlayerOrderTied { groups }),
    }
}

/// `SET-4`: whether a ring tile of `terrain` falls to the ring's kingdom: never open water,
/// and (rules `LETTER` on) never marsh, which no token can enter and so no enemy could
/// ever take.
fn controls_ring_tile(state: &State, terrain: Option<Terrain>) -> bool {
    match terrain {
        Some(Terrain::OpenWater) => false,
        Some(Terrain::Marsh) => state.rules < LETTER,
        _ => true,
    }
}

/// Moves the ring step on: the same kingdom while it has something to place and room for
/// it; otherwise it controls the rest of its ring and the next kingdom places.
fn next_ring(out: &mut Emitter, mut turn: usize, mut left: Vec<SettlementKind>) {
    loop {
        let Some(kingdom) = turn_of(out.state(), turn) else {
            out.emit(Event::PhaseChanged { phase: Phase::Setup(SetupStep::FirstArmies { turn: 0 }) });
            return;
        };
        if !left.is_empty() && !free_ring_tiles(out.state(), kingdom).is_empty() {
            out.emit(Event::PhaseChanged { phase: Phase::Setup(SetupStep::Rings { turn, left }) });
            return;
        }
        let state = out.state();
        let rest: Vec<Hex> = ring(state, kingdom)
            .into_iter()
            .filter(|h| controls_ring_tile(state, state.map.terrain(*h)))
            .filter(|h| state.tile(*h).is_some_and(|t| t.control.is_none()))
            .collect();
        for hex in rest {
            out.emit(Event::TileControlled { hex, kingdom });
        }
        turn += 1;
        left = RING.to_vec();
    }
}
