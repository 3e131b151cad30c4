//! Winter in progress (RULES §6): its step and what it remembers between steps. The rules
//! that move it on are in `rules/winter/`.

use super::hex::Hex;
use super::ids::{KingdomId, TokenId};
use serde::{Deserialize, Serialize};
use std::collections::BTreeSet;

/// `WIN-4`: what a kingdom may buy.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Purchase {
    /// An empty tile becomes a village.
    Village,
    /// A village becomes a city.
    City,
    /// A village becomes a fortress.
    Fortress,
    /// A city becomes the capital of a kingdom that has none.
    Capital,
    /// A ship in a coastal or river city.
    Ship,
    /// An army at a fortress.
    Army,
    /// An allied army at a fortress: at most one, and only with 3 other armies.
    AlliedArmy,
}

impl Purchase {
    /// Its word in the page's language (`crate::words`).
    pub fn word(self) -> crate::words::message::Message {
        crate::words::message::Message::name("purchase", self.name())
    }

    /// `WIN-4`: the price in gold and food.
    pub fn cost(self) -> (u32, u32) {
        match self {
            Purchase::Village | Purchase::Ship | Purchase::Army | Purchase::AlliedArmy => (1, 0),
            Purchase::City | Purchase::Capital => (1, 1),
            Purchase::Fortress => (2, 0),
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            Purchase::Village => "a village",
            Purchase::City => "a city",
            Purchase::Fortress => "a fortress",
            Purchase::Capital => "a new capital",
            Purchase::Ship => "a ship",
            Purchase::Army => "an army",
            Purchase::AlliedArmy => "an allied army",
        }
    }
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum WinterStep {
    /// `WIN-1`: a kingdom without its capital chooses where its armies go.
    RecallArmies { kingdom: KingdomId, tiles: Vec<Hex> },
    /// `WIN-1`: a ship chooses its city.
    RecallShip { ship: TokenId, tiles: Vec<Hex> },
    /// `WIN-3`: the kingdom at `turn` in player order gives or passes; `passes` in a row.
    Tithe { turn: usize, passes: usize },
    /// `WIN-4`: the kingdom at `turn` buys or passes; `passes` in a row.
    Build { turn: usize, passes: usize },
    /// `WIN-5`: `kingdom` removes `left` more armies it cannot feed.
    Feed { kingdom: KingdomId, left: u32 },
    /// `WIN-6`: the new player order is tied; the tied kingdoms roll.
    DeployTie,
    /// `WIN-6`: the staged armies are placed, one a turn in player order.
    Deploy,
}

/// The winter of the current year.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Winter {
    pub step: WinterStep,
    /// `WIN-1`: tokens already sent home.
    #[serde(default, skip_serializing_if = "BTreeSet::is_empty")]
    pub recalled: BTreeSet<TokenId>,
    /// `WIN-3`: who has given to whom.
    #[serde(default, skip_serializing_if = "BTreeSet::is_empty")]
    pub gifts: BTreeSet<(KingdomId, KingdomId)>,
    /// `WIN-4`: fortresses that recruited this winter.
    #[serde(default, skip_serializing_if = "BTreeSet::is_empty")]
    pub recruited: BTreeSet<Hex>,
    /// `WIN-6`: armies waiting to be placed.
    #[serde(default, skip_serializing_if = "BTreeSet::is_empty")]
    pub staged: BTreeSet<TokenId>,
    /// `WIN-6`: armies each kingdom has placed, for the placing cycle.
    #[serde(default, skip_serializing_if = "std::collections::BTreeMap::is_empty")]
    pub placed: std::collections::BTreeMap<KingdomId, u32>,
}

impl Winter {
    pub fn new(step: WinterStep) -> Winter {
        Winter {
            step,
            recalled: BTreeSet::new(),
            gifts: BTreeSet::new(),
            recruited: BTreeSet::new(),
            staged: BTreeSet::new(),
            placed: Default::default(),
        }
    }
}
