//! What the chronicle's sentences share: the teller that knows the campaign's names, and
//! the names of the kingdoms a roll tied.

use crate::engine::event::Event;
use crate::engine::game::{Entry, Game};
use crate::engine::ids::{KingdomId, Side, TokenId};
use crate::engine::module_parts::Telling;
use crate::engine::state::State;
use crate::message;
use crate::words::message::Message;
use std::collections::{BTreeMap, BTreeSet};
use std::ops::Deref;

/// What the chronicle's sentences read besides their events: the campaign's state, for
/// names that never change; which tokens were ships, since a sunk ship is gone from the
/// state while its story is still told; and who fought on each side of each battle, since
/// a battle's record leaves the state when it ends.
pub struct Teller<'a> {
    state: &'a State,
    ships: BTreeSet<TokenId>,
    /// Every army's kingdom, those long gone included, so a line names whose army it is.
    owners: BTreeMap<TokenId, KingdomId>,
    battles: Vec<Sides>,
}

/// The kingdoms of a battle chosen at log position `from`, and whether a module's record
/// of it swapped them (`ModuleEvent::sides_swapped`).
struct Sides {
    from: usize,
    attacker: KingdomId,
    defender: KingdomId,
    swapped: bool,
}

impl<'a> Teller<'a> {
    /// The teller of `game`'s chronicle, `entries`.
    pub fn new(game: &'a Game, entries: &[Entry]) -> Self {
        let mut teller = Teller::of_state(game.state(), entries);
        for (position, event) in game.positioned_events() {
            match event {
                Event::BattleChosen { attacker, defender, .. } => teller.battles.push(Sides {
                    from: position,
                    attacker: *attacker,
                    defender: *defender,
                    swapped: false,
                }),
                _ => {
                    let swapped = event.module_part().and_then(|e| e.sides_swapped());
                    if let (Some(swapped), Some(last)) = (swapped, teller.battles.last_mut()) {
                        last.swapped = swapped;
                    }
                }
            }
        }
        teller
    }

    pub(super) fn of_state(state: &'a State, entries: &[Entry]) -> Self {
        let events = || {
            entries.iter().filter_map(|e| match e {
                Entry::Event { event, .. } => Some(event),
                _ => None,
            })
        };
        let built = events().filter_map(|e| match e {
            Event::ShipBuilt { ship, .. } => Some(*ship),
            _ => None,
        });
        let raised = events().filter_map(|e| match e {
            Event::ArmyRaised { army, kingdom, .. } => Some((*army, *kingdom)),
            _ => None,
        });
        let owners = raised.chain(state.armies.iter().map(|(id, a)| (*id, a.kingdom))).collect();
        Teller { state, ships: state.ships.keys().copied().chain(built).collect(), owners, battles: Vec::new() }
    }

    /// The name of the kingdom whose army `id` is, or was.
    pub(super) fn owner_name(&self, id: TokenId) -> &str {
        self.owners.get(&id).map_or("?", |k| self.state.kingdom_name(*k))
    }

    pub(super) fn is_ship(&self, id: TokenId) -> bool {
        self.ships.contains(&id)
    }

    /// "Army 3" or "Ship 7", whether or not the token still stands.
    pub fn token_label(&self, id: TokenId) -> Message {
        message!(if self.is_ship(id) { "chron-ship" } else { "chron-army" }, id = id)
    }

    /// The kingdom on `side` of the battle under way at log position `position`, as a
    /// module's record of it has the sides.
    pub fn battle_side(&self, position: usize, side: Side) -> Option<KingdomId> {
        let b = self.battles.iter().rev().find(|b| b.from <= position)?;
        Some(match if b.swapped { side.other() } else { side } {
            Side::Attacker => b.attacker,
            Side::Defender => b.defender,
        })
    }
}

impl Telling for Teller<'_> {
    fn kingdom_name(&self, kingdom: KingdomId) -> &str {
        self.state.kingdom_name(kingdom)
    }

    fn token_label(&self, token: TokenId) -> Message {
        Teller::token_label(self, token)
    }

    fn battle_side(&self, position: usize, side: Side) -> Option<KingdomId> {
        Teller::battle_side(self, position, side)
    }
}

impl Deref for Teller<'_> {
    type Target = State;

    fn deref(&self) -> &State {
        self.state
    }
}

/// Kingdoms' names, each isolated on its own.
pub fn names(state: &Teller, ids: &[KingdomId]) -> Message {
    Message::list(ids.iter().map(|k| message!("chron-name", name = state.kingdom_name(*k))), "chron-comma")
}

/// The tied groups of a roll for the order, each a list of names.
pub fn tied(state: &Teller, groups: &[Vec<KingdomId>]) -> Message {
    Message::list(groups.iter().filter(|g| g.len() > 1).map(|g| names(state, g)), "chron-semicolon")
}
