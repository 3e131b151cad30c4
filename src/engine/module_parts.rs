//! What the core asks of a built-in module's command, order and event
//! (`Command::module_part`, `Order::module_part`, `Event::module_part`): its words, and
//! what it does on the map, so that the chronicle and a tile click (`tile_click`) tell and
//! give it without the core knowing the module; and the pieces its sentences are made of.

use super::hex::Hex;
use super::ids::{KingdomId, Side, TokenId};
use crate::message;
use crate::words::message::{InWords, Message};

/// What a module's event reads of the campaign as the chronicle tells it (`chronicle::Teller`).
pub trait Telling {
    fn kingdom_name(&self, kingdom: KingdomId) -> &str;
    /// "Army 3" or "ship 5".
    fn token_label(&self, token: TokenId) -> Message;
    /// The kingdom on `side` of the battle under way at log position `position`, when the
    /// battle's own record has swapped the sides.
    fn battle_side(&self, position: usize, side: Side) -> Option<KingdomId>;
}

/// A module's event as the chronicle sees it.
pub trait ModuleEvent {
    /// The event in words, at log position `position`.
    fn told(&self, telling: &dyn Telling, position: usize) -> Message;

    /// The kingdom whose doing it is, for the chronicle's filter by kingdom.
    fn kingdom(&self) -> Option<KingdomId> {
        None
    }

    /// Whether the battle under way has its sides the other way round from its choice,
    /// when this event says so (a narrative battle's record, `NAR-1`).
    fn sides_swapped(&self) -> Option<bool> {
        None
    }
}

/// A module's order as the core sees it: in words, and its letter on the token's badge.
pub trait ModuleOrder: InWords {
    /// The message id of its letter on the map.
    fn letter(&self) -> &'static str;
}

/// How an answer is given by a click on its tile when nothing picked decides among several.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Unpicked {
    /// The first answer at the tile (the first settlement kind left, the first army
    /// staged, the order of the first token there).
    First,
    /// Only when it is the one answer of its kind at the tile (one enemy to fight there,
    /// one token that may retreat there).
    Only,
    /// Never: an order goes to the token picked first.
    Never,
}

/// A built-in module's command as the core sees it. Every method but the words has a
/// default for a command that plays off the map.
pub trait ModuleCommand: InWords {
    /// The tile it acts on, if it acts on one.
    fn tile(&self) -> Option<Hex> {
        None
    }

    /// The token it moves, if it names one.
    fn token(&self) -> Option<TokenId> {
        None
    }

    fn unpicked(&self) -> Unpicked {
        Unpicked::First
    }

    /// Whether a tile click shows it before giving it, as a move is shown (a march: its
    /// path, cost and hits).
    fn shown_first(&self) -> bool {
        false
    }

    /// Whether its token is picked before a click gives it, even when it waits alone, so
    /// that what it costs is drawn first (a march, `DOM-11`).
    fn picked_first(&self) -> bool {
        false
    }
}

// The pieces every sentence of the chronicle, a module's or the core's, is made of.

/// A rule id placed in a sentence as it is: a message of its own, not an argument, so it
/// is never isolated and the page finds it to link the rule.
pub fn rule(id: &str) -> Message {
    Message::name("chron-rule", id)
}

/// A change, its sign always shown: "+2", "-1".
pub fn signed(n: impl Into<i64>) -> Message {
    let n = n.into();
    message!(if n > 0 { "chron-plus" } else { "chron-number" }, n = n)
}
