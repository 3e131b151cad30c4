//! Every player action and every answer to a pending decision (`APP-1`).

use super::hex::Hex;
use super::state::{Order, SettlementKind, TokenId};
use serde::{Deserialize, Serialize};

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Command {
    /// Roll the dice the pending decision asks for. With `OPT-DICE = table` the players
    /// give the faces they rolled; with app dice the faces must be absent.
    Roll {
        #[serde(default, skip_serializing_if = "Option::is_none")]
        faces: Option<Vec<u8>>,
    },
    /// `SET-3`
    PlaceCapital { hex: Hex },
    /// `SET-4`
    PlaceSettlement { hex: Hex, kind: SettlementKind },
    /// `SET-5`
    PlaceArmy { hex: Hex },
    /// `SUM-ORD-1`: give one token its order for the month.
    GiveOrder { token: TokenId, order: Order },
    /// `SUM-RES-1`: resolve this token's order now.
    ResolveOrder { token: TokenId },
}
