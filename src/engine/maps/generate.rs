//! A seeded random map: the same width, height and seed always give the same map. Integer
//! arithmetic only, so it is the same natively and in the browser.

use crate::engine::hex::Hex;
use crate::engine::map::{Map, MapError, SideMark, Terrain};
use rand_chacha::ChaCha8Rng;
use rand_core::{RngCore, SeedableRng};

/// The most starting tiles a generated map offers (the kingdom limit).
const MAX_STARTS: usize = 8;
/// Starting tiles at least this far apart, so two rings never share a tile.
const START_SPACING: i32 = 3;

struct Gen {
    rng: ChaCha8Rng,
}

impl Gen {
    fn below(&mut self, n: u32) -> u32 {
        self.rng.next_u32() % n.max(1)
    }

    /// A smoothed noise field, 0..1000, one value per tile.
    fn field(&mut self, map: &Map, passes: usize) -> Vec<i32> {
        let mut v: Vec<i32> = (0..map.len()).map(|_| self.below(1000) as i32).collect();
        for _ in 0..passes {
            v = map
                .hexes()
                .enumerate()
                .map(|(i, h)| {
                    let (sum, n) = map
                        .neighbors(h)
                        .filter_map(|(_, nb)| map.index(nb))
                        .fold((v[i] * 2, 2), |(s, n), j| (s + v[j], n + 1));
                    sum / n
                })
                .collect();
        }
        v
    }
}

/// The value below which `share` per mille of `values` lie.
fn percentile(values: &[i32], per_mille: usize) -> i32 {
    let mut sorted = values.to_vec();
    crate::sort::sort(&mut sorted);
    let i = (sorted.len() * per_mille / 1000).min(sorted.len().saturating_sub(1));
    sorted.get(i).copied().unwrap_or(0)
}

pub fn generate(width: u16, height: u16, seed: u64) -> Result<Map, MapError> {
    let mut map = Map::filled(width, height, Terrain::Land)?;
    let mut key = [0u8; 32];
    key[..8].copy_from_slice(&seed.to_le_bytes());
    key[8..12].copy_from_slice(b"map1");
    let mut g = Gen { rng: ChaCha8Rng::from_seed(key) };

    // Elevation, lowered towards the map's border so the sea tends to ring the land.
    let mut elevation = g.field(&map, 3);
    for (i, h) in map.hexes().enumerate() {
        let (col, row) = Map::offset_of(h);
        let border = col.min(row).min(i32::from(width) - 1 - col).min(i32::from(height) - 1 - row);
        elevation[i] -= 60 * (2 - border).max(0);
    }
    let sea = percentile(&elevation, 280);
    let peaks = percentile(&elevation, 930);
    let woods = g.field(&map, 2);
    let forest_line = percentile(&woods, 800);

    let hexes: Vec<Hex> = map.hexes().collect();
    for (i, h) in hexes.iter().enumerate() {
        let Some(tile) = map.tile_mut(*h) else {
            continue;
        };
        if elevation[i] < sea {
            tile.terrain = Terrain::OpenWater;
        } else if elevation[i] >= peaks {
            tile.sides = [Some(SideMark::Mountain); 6];
        } else if woods[i] >= forest_line {
            tile.sides = [Some(SideMark::Forest); 6];
        }
    }
    // Marsh on low ground next to the sea.
    let low = sea + (peaks - sea) / 8;
    for (i, h) in hexes.iter().enumerate() {
        let by_sea = map.neighbors(*h).any(|(_, n)| map.terrain(n) == Some(Terrain::OpenWater));
        if map.terrain(*h) == Some(Terrain::Land) && elevation[i] < low && by_sea && g.below(3) == 0 {
            if let Some(t) = map.tile_mut(*h) {
                t.terrain = Terrain::Marsh;
                t.sides = [None; 6];
            }
        }
    }
    let highland = percentile(&elevation, 650);
    add_rivers(&mut map, &mut g, &elevation, highland);
    add_starting_tiles(&mut map, &mut g);
    Ok(map)
}

/// Rivers run downhill from high ground until they meet open water, the map's edge or
/// another river, which they join. A river starts only away from the others, so each is
/// drawn as a single line.
fn add_rivers(map: &mut Map, g: &mut Gen, elevation: &[i32], highland: i32) {
    let sources: Vec<Hex> = map
        .hexes()
        .enumerate()
        .filter(|(i, h)| elevation[*i] >= highland && map.terrain(*h) == Some(Terrain::Land))
        .map(|(_, h)| h)
        .collect();
    let is_river = |map: &Map, h: Hex| map.tile(h).is_some_and(|t| t.river);
    let count = (map.len() / 60).clamp(1, 12);
    let mut rivers: Vec<Hex> = Vec::new();
    let mut made = 0;
    for _ in 0..count * 4 {
        if made == count {
            return;
        }
        if sources.is_empty() {
            return;
        }
        let mut at = sources[g.below(sources.len() as u32) as usize];
        if rivers.iter().any(|r| r.distance(at) < 4) {
            continue;
        }
        let mut course: Vec<Hex> = Vec::new();
        for _ in 0..40 {
            // Meeting another river: flow into it and end.
            let joins = map.neighbors(at).any(|(_, n)| is_river(map, n) && !course.contains(&n));
            if let Some(t) = map.tile_mut(at) {
                t.river = true;
            }
            course.push(at);
            if joins {
                break;
            }
            // Downhill, never folding back against its own course.
            let next = map
                .neighbors(at)
                .filter_map(|(_, n)| map.index(n).map(|i| (elevation[i], n)))
                .filter(|(_, n)| {
                    !is_river(map, *n) && map.neighbors(*n).filter(|(_, m)| course.contains(m)).count() <= 1
                })
                .min();
            match next {
                Some((_, n)) if map.terrain(n) != Some(Terrain::OpenWater) => at = n,
                _ => break,
            }
        }
        // A spring that reaches the sea at once is no river: try another source.
        if course.len() < 3 {
            for h in &course {
                if let Some(t) = map.tile_mut(*h) {
                    t.river = false;
                }
            }
            continue;
        }
        rivers.extend(course);
        made += 1;
    }
}

/// Starting tiles on open land with room for a ring, spread as far apart as they go.
fn add_starting_tiles(map: &mut Map, g: &mut Gen) {
    let candidates: Vec<Hex> = map
        .hexes()
        .filter(|h| map.tile(*h).is_some_and(|t| t.terrain == Terrain::Land && t.sides == [None; 6]))
        .filter(|h| map.neighbors(*h).filter(|(_, n)| map.terrain(*n) == Some(Terrain::Land)).count() >= 4)
        .collect();
    if candidates.is_empty() {
        return;
    }
    let mut chosen = vec![candidates[g.below(candidates.len() as u32) as usize]];
    while chosen.len() < MAX_STARTS {
        let best = candidates
            .iter()
            .map(|c| (chosen.iter().map(|s| s.distance(*c)).min().unwrap_or(0), *c))
            .max_by_key(|(d, c)| (*d, std::cmp::Reverse(*c)));
        match best {
            Some((d, c)) if d >= START_SPACING => chosen.push(c),
            _ => break,
        }
    }
    for h in chosen {
        if let Some(t) = map.tile_mut(h) {
            t.starting = true;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    // MAP-1…MAP-4: generated maps are deterministic and have spread-out starting tiles.
    #[test]
    fn generated_maps_are_deterministic_and_playable() {
        let a = generate(20, 16, 1234).unwrap();
        assert_eq!(a, generate(20, 16, 1234).unwrap());
        assert_ne!(a, generate(20, 16, 1235).unwrap());
        for seed in 0..20 {
            let m = generate(16, 12, seed).unwrap();
            let starts: Vec<Hex> = m.starting_tiles().collect();
            assert!(starts.len() >= 4, "seed {seed}: {} starting tiles", starts.len());
            for s in &starts {
                assert!(starts.iter().all(|o| o == s || o.distance(*s) >= START_SPACING));
            }
            assert!(m.hexes().any(|h| m.terrain(h) == Some(Terrain::OpenWater)));
            let rivers: Vec<Hex> = m.hexes().filter(|h| m.tile(*h).is_some_and(|t| t.river)).collect();
            assert!(rivers.len() >= 3, "seed {seed}: rivers run, not just spring");
            for r in &rivers {
                let joined = m.neighbors(*r).filter(|(_, n)| rivers.contains(n)).count();
                assert!(joined <= 3, "seed {seed}: a river tile with {joined} river neighbours is a blob");
            }
        }
        assert!(generate(0, 5, 1).is_err());
        assert_eq!(generate(100, 100, 9).unwrap().len(), 10_000);
    }
}
