//! The tiles' campaign data (`TileState`), kept in chunks that copies of the state share:
//! copying the state, once a command, copies one pointer a chunk, and a change copies only
//! the chunk it touches, so what a command costs does not grow with the map. It reads and
//! serialises as one list in tile order. A tile's data and its settlement are here too.

use super::domain::TileDomain;
use super::ids::KingdomId;
use super::loyalty::TileLoyalty;
use super::narrative::forces::Development;
use serde::{Deserialize, Deserializer, Serialize, Serializer};
use std::ops::{Index, IndexMut, Range};
use std::sync::Arc;

/// Tiles a chunk: small enough that a change copies little, large enough that a copy of
/// a 10,000-tile map's state is a few hundred pointers.
const CHUNK: usize = 64;

#[derive(Clone, Debug, Default)]
pub struct Tiles {
    chunks: Vec<Arc<Vec<TileState>>>,
    len: usize,
}

impl Tiles {
    /// `len` tiles with nothing on them.
    pub fn new(len: usize) -> Tiles {
        Tiles::from(vec![TileState::default(); len])
    }

    pub fn len(&self) -> usize {
        self.len
    }

    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    pub fn get(&self, i: usize) -> Option<&TileState> {
        self.chunks.get(i / CHUNK)?.get(i % CHUNK)
    }

    /// A tile to change: its chunk is copied first if another state shares it.
    pub fn get_mut(&mut self, i: usize) -> Option<&mut TileState> {
        Arc::make_mut(self.chunks.get_mut(i / CHUNK)?).get_mut(i % CHUNK)
    }

    /// The whole chunks holding tiles `range`, shared, not copied: a part is equal to an
    /// earlier one exactly when those tiles are, at a pointer comparison a chunk when
    /// they are unchanged. The map redraws only the parts a command changed.
    pub fn part(&self, range: Range<usize>) -> Tiles {
        let chunks = range.start / CHUNK..range.end.div_ceil(CHUNK).min(self.chunks.len());
        let chunks = self.chunks.get(chunks).map(<[_]>::to_vec).unwrap_or_default();
        Tiles { len: chunks.iter().map(|c| c.len()).sum(), chunks }
    }

    pub fn iter(&self) -> impl Iterator<Item = &TileState> + '_ {
        self.chunks.iter().flat_map(|c| c.iter())
    }

    /// Every tile to change (every shared chunk is copied).
    pub fn iter_mut(&mut self) -> impl Iterator<Item = &mut TileState> + '_ {
        self.chunks.iter_mut().flat_map(|c| Arc::make_mut(c).iter_mut())
    }
}

impl From<Vec<TileState>> for Tiles {
    fn from(all: Vec<TileState>) -> Tiles {
        let len = all.len();
        Tiles { chunks: all.chunks(CHUNK).map(|c| Arc::new(c.to_vec())).collect(), len }
    }
}

impl Index<usize> for Tiles {
    type Output = TileState;

    fn index(&self, i: usize) -> &TileState {
        &self.chunks[i / CHUNK][i % CHUNK]
    }
}

impl IndexMut<usize> for Tiles {
    fn index_mut(&mut self, i: usize) -> &mut TileState {
        &mut Arc::make_mut(&mut self.chunks[i / CHUNK])[i % CHUNK]
    }
}

impl PartialEq for Tiles {
    fn eq(&self, other: &Tiles) -> bool {
        self.len == other.len && self.chunks.iter().zip(&other.chunks).all(|(a, b)| Arc::ptr_eq(a, b) || a == b)
    }
}

impl Eq for Tiles {}

impl Serialize for Tiles {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_seq(self.iter())
    }
}

impl<'de> Deserialize<'de> for Tiles {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Tiles, D::Error> {
        Vec::<TileState>::deserialize(deserializer).map(Tiles::from)
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum SettlementKind {
    Village,
    City,
    Fortress,
}

impl SettlementKind {
    /// Its word in the page's language (`crate::words`).
    pub fn word(self) -> crate::words::message::Message {
        crate::words::message::Message::name("settlement", self.name())
    }

    pub fn name(self) -> &'static str {
        match self {
            SettlementKind::Village => "village",
            SettlementKind::City => "city",
            SettlementKind::Fortress => "fortress",
        }
    }
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Settlement {
    pub kind: SettlementKind,
    /// The capital city of this kingdom (a captured capital is a plain city for its captor).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub capital_of: Option<KingdomId>,
    /// Marked by a Raze order (`SUM-ORD-6`).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub to_be_razed: bool,
    /// `NAR-2`: its developments as edited; absent, the defaults of its kind.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub developments: Option<Vec<(Development, u8)>>,
}

impl Settlement {
    pub fn new(kind: SettlementKind, capital_of: Option<KingdomId>) -> Settlement {
        Settlement { kind, capital_of, to_be_razed: false, developments: None }
    }

    /// `NAR-2`: its developments: as edited, or the defaults of its kind.
    pub fn developments(&self) -> Vec<(Development, u8)> {
        self.developments.clone().unwrap_or_else(|| default_developments(self.kind, self.capital_of.is_some()))
    }
}

#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct TileState {
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub explored: bool,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub control: Option<KingdomId>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub settlement: Option<Settlement>,
    /// `MAP-6`: the loyalty module's data for this tile (RULES §7).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub loyalty: Option<TileLoyalty>,
    /// `MAP-6`: the domain war's data for this tile (RULES §8), once play has changed any.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub domain: Option<Box<TileDomain>>,
}

/// `NAR-2` [design]: the developments a settlement has unless edited: village none, city
/// Order 1, fortress Defence 2, capital Defence 1 and Order 2.
pub fn default_developments(kind: SettlementKind, capital: bool) -> Vec<(Development, u8)> {
    match (kind, capital) {
        (SettlementKind::City, true) => vec![(Development::Defence, 1), (Development::Order, 2)],
        (SettlementKind::City, false) => vec![(Development::Order, 1)],
        (SettlementKind::Fortress, _) => vec![(Development::Defence, 2)],
        (SettlementKind::Village, _) => Vec::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::state::KingdomId;

    // A change to a copy leaves the original as it was, and both read as one list.
    #[test]
    fn copies_share_chunks_until_changed() {
        let mut a = Tiles::new(150);
        a[70].explored = true;
        let mut b = a.clone();
        b[140].control = Some(KingdomId(1));
        assert!(a[70].explored && b[70].explored);
        assert_eq!((a[140].control, b[140].control), (None, Some(KingdomId(1))));
        assert!(Arc::ptr_eq(&a.chunks[1], &b.chunks[1]), "the untouched chunk is shared");
        assert_ne!(a, b);
        assert_eq!(a.iter().count(), 150);
        let json = serde_json::to_string(&b).unwrap();
        let back: Tiles = serde_json::from_str(&json).unwrap();
        assert_eq!(back, b);
        assert_eq!(json, serde_json::to_string(&b.iter().cloned().collect::<Vec<_>>()).unwrap());
    }

    // A part of the tiles changes when, and only when, one of its tiles does.
    #[test]
    fn parts_change_with_their_tiles() {
        let a = Tiles::new(300);
        let mut b = a.clone();
        b[200].explored = true;
        assert_eq!(a.part(0..128), b.part(0..128), "tiles 0–127 unchanged");
        assert_ne!(a.part(128..256), b.part(128..256), "tile 200 changed");
        assert_eq!(b.part(256..300).len(), 44, "the last part holds the last tiles");
        assert_eq!(b.part(0..300).len(), 300);
    }
}
