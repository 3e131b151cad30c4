//! What the table has picked and is looking at on the open campaign, apart from the
//! campaign itself (`session.rs`): the tile shown, the token and settlement kind picked,
//! the march path being laid, the overlays asked for and the recaps put away. None of it
//! is saved; a command played clears the picks it answered.

use crate::engine::state::TokenId;
use crate::engine::{Command, Hex, KingdomId, SettlementKind};
use leptos::prelude::*;
use std::collections::BTreeSet;

#[derive(Clone, Copy, Default)]
pub struct Picks {
    pub selected: RwSignal<Option<Hex>>,
    /// The settlement kind the player picked for `SET-4` placement.
    pub kind: RwSignal<Option<SettlementKind>>,
    /// The token the player picked to give an order to (`SUM-ORD-1`).
    pub token: RwSignal<Option<TokenId>>,
    /// The kingdom whose loyalty the map shows as a heat map (RULES §7), if any.
    pub overlay: RwSignal<Option<KingdomId>>,
    /// `DOM-10`, `DOM-5`: the MP the next march pillages where it stops, and whether it
    /// skirmishes.
    pub march_extras: RwSignal<(u8, bool)>,
    /// The tile under the pointer, for the march path drawn to it (`DOM-11`).
    pub hover: RwSignal<Option<Hex>>,
    /// `DOM-11`: a march path chosen tile by tile (start excluded), while the player lays
    /// one instead of taking the cheapest.
    pub path: RwSignal<Option<Vec<Hex>>>,
    /// §8: the map shows each province's level and holdings.
    pub provinces: RwSignal<bool>,
    /// The month recaps put away, by the log position that began the month and the
    /// kingdom whose turn it was: each kingdom sees the recap at its own turn.
    pub recap_seen: RwSignal<BTreeSet<(usize, Option<KingdomId>)>>,
    /// An order a tile click would give, shown before it is given: a second click on the
    /// tile (or the card's button) gives it (`Session::click_tile`).
    pub preview: RwSignal<Option<Preview>>,
    /// The tiles the question names that lie outside the map's view (the map keeps this
    /// up to date), for the card to list.
    pub unseen: RwSignal<Vec<Hex>>,
    /// A tile the card asks the map to bring into view.
    pub jump: RwSignal<Option<Hex>>,
}

/// An order shown before it is given: its tile, the command, and when it was drawn (ms).
#[derive(Clone, Debug, PartialEq)]
pub struct Preview {
    pub hex: Hex,
    pub command: Command,
    pub at: f64,
}

impl Picks {
    /// A command was played: the kind, token and path it answered are picked no more.
    pub fn clear(&self) {
        self.kind.set(None);
        self.token.set(None);
        self.path.set(None);
        self.preview.set(None);
    }
}
