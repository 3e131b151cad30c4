//! Axial hex coordinates (`MAP-1`), the six directions and tile edges.

use serde::{Deserialize, Serialize};

/// One hex in axial coordinates.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct Hex {
    pub q: i32,
    pub r: i32,
}

impl Hex {
    pub const fn new(q: i32, r: i32) -> Self {
        Hex { q, r }
    }

    pub fn neighbor(self, dir: Dir) -> Hex {
        let (dq, dr) = dir.offset();
        Hex::new(self.q + dq, self.r + dr)
    }

    /// The six neighbours in `Dir::ALL` order, on or off the map.
    pub fn neighbors(self) -> impl Iterator<Item = (Dir, Hex)> {
        Dir::ALL.into_iter().map(move |d| (d, self.neighbor(d)))
    }

    /// The hexes at most `reach` steps away, itself among them, on or off the map.
    pub fn within(self, reach: i32) -> impl Iterator<Item = Hex> {
        (-reach..=reach).flat_map(move |dq| {
            let rows = (-reach).max(-dq - reach)..=reach.min(-dq + reach);
            rows.map(move |dr| Hex::new(self.q + dq, self.r + dr))
        })
    }

    pub fn distance(self, other: Hex) -> i32 {
        let dq = self.q - other.q;
        let dr = self.r - other.r;
        (dq.abs() + dr.abs() + (dq + dr).abs()) / 2
    }
}

/// The six directions of a pointy-top hex, counter-clockwise from east.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Dir {
    E,
    NE,
    NW,
    W,
    SW,
    SE,
}

impl Dir {
    pub const ALL: [Dir; 6] = [Dir::E, Dir::NE, Dir::NW, Dir::W, Dir::SW, Dir::SE];

    pub const fn index(self) -> usize {
        self as usize
    }

    pub const fn offset(self) -> (i32, i32) {
        match self {
            Dir::E => (1, 0),
            Dir::NE => (1, -1),
            Dir::NW => (0, -1),
            Dir::W => (-1, 0),
            Dir::SW => (-1, 1),
            Dir::SE => (0, 1),
        }
    }

    pub const fn opposite(self) -> Dir {
        match self {
            Dir::E => Dir::W,
            Dir::NE => Dir::SW,
            Dir::NW => Dir::SE,
            Dir::W => Dir::E,
            Dir::SW => Dir::NE,
            Dir::SE => Dir::NW,
        }
    }
}

/// One side of one tile. The same border seen from the neighbour is `flipped()`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct Edge {
    pub hex: Hex,
    pub dir: Dir,
}

impl Edge {
    pub fn flipped(self) -> Edge {
        Edge { hex: self.hex.neighbor(self.dir), dir: self.dir.opposite() }
    }

    /// True when both name the same border between two tiles.
    pub fn same_border(self, other: Edge) -> bool {
        self == other || self.flipped() == other
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    // MAP-1: axial neighbours and their inverse.
    #[test]
    fn map_1_directions_are_axial_and_opposites_return() {
        let h = Hex::new(2, -1);
        for d in Dir::ALL {
            assert_eq!(h.neighbor(d).neighbor(d.opposite()), h);
            assert_eq!(h.distance(h.neighbor(d)), 1);
        }
        assert_eq!(h.neighbor(Dir::NE), Hex::new(3, -2));
        assert_eq!(Hex::new(0, 0).distance(Hex::new(3, -1)), 3);
    }

    // MAP-1: the hexes within a reach are exactly those at that distance or less.
    #[test]
    fn map_1_within_a_reach_is_every_hex_that_near() {
        let h = Hex::new(2, -1);
        let within: Vec<Hex> = h.within(2).collect();
        assert_eq!(within.len(), 19);
        let box_ = (-4..=4).flat_map(|q| (-4..=4).map(move |r| Hex::new(q, r)));
        for other in box_ {
            assert_eq!(within.contains(&other), other.distance(h) <= 2, "{other:?}");
        }
    }

    // MAP-2: an edge and its flipped twin are one border.
    #[test]
    fn map_2_edge_flip_is_the_same_border() {
        let e = Edge { hex: Hex::new(0, 0), dir: Dir::SE };
        assert_eq!(e.flipped(), Edge { hex: Hex::new(0, 1), dir: Dir::NW });
        assert_eq!(e.flipped().flipped(), e);
        assert!(e.same_border(e.flipped()));
        assert!(!e.same_border(Edge { hex: Hex::new(0, 0), dir: Dir::E }));
    }
}
