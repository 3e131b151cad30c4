//! The shapes of the map's marks as SVG path data, centred on 0,0: settlements, the
//! capital's star, a ship's hull, the kingdoms' emblems. Shared by the page's map and the
//! standalone picture.

use crate::engine::{KingdomId, SettlementKind};

const VILLAGE: &str = "M-10,3 L0,-8 L10,3 L10,11 L-10,11 Z";
const CITY: &str = "M-14,11 V-3 H-8 V-9 H-2 V-3 H3 V-13 H10 V-3 H14 V11 Z";
const FORTRESS: &str = "M-13,11 V-11 H-8 V-6 H-3 V-11 H3 V-6 H8 V-11 H13 V11 Z";
pub const STAR: &str = "M0,-9 L2.6,-2.8 L9,-2.8 L3.8,1.2 L5.8,7.6 L0,3.7 L-5.8,7.6 L-3.8,1.2 L-9,-2.8 L-2.6,-2.8 Z";
pub const HULL: &str = "M-17,0 H17 L11,8 H-11 Z M-1,0 V-13 L9,-3 H-1";

/// Each kingdom's emblem, by its place in the setup: kingdoms told apart without colour
/// (colour-blind players, grey printouts). Centred on 0,0, about 10 units across.
const EMBLEMS: [&str; 8] = [
    "M-5,0 A5,5 0 1,0 5,0 A5,5 0 1,0 -5,0 Z",
    "M-4.5,-4.5 H4.5 V4.5 H-4.5 Z",
    "M0,-5.5 L5,4.5 H-5 Z",
    "M0,-6 L5,0 L0,6 L-5,0 Z",
    "M-1.8,-5.5 H1.8 V-1.8 H5.5 V1.8 H1.8 V5.5 H-1.8 V1.8 H-5.5 V-1.8 H-1.8 Z",
    "M0,5.5 L-5,-4.5 H5 Z",
    "M-5.5,-2 H5.5 V2 H-5.5 Z",
    "M0,-5.5 L1.6,-1.6 L5.5,0 L1.6,1.6 L0,5.5 L-1.6,1.6 L-5.5,0 L-1.6,-1.6 Z",
];

/// The emblem path of kingdom `k`.
pub fn emblem(k: KingdomId) -> &'static str {
    EMBLEMS[usize::from(k.0) % EMBLEMS.len()]
}

pub fn settlement_path(kind: SettlementKind) -> &'static str {
    match kind {
        SettlementKind::Village => VILLAGE,
        SettlementKind::City => CITY,
        SettlementKind::Fortress => FORTRESS,
    }
}
