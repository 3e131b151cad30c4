//! The tiles' campaign data (`TileState`), kept in chunks that copies of the state share:
//! copying the state, once a command, copies one pointer a chunk, and a change copies only
//! the chunk it touches, so what a command costs does not grow with the map. It reads and
//! serialises as one list in tile order.

use super::state::TileState;
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
