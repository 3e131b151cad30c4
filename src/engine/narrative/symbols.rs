//! What a narrative die's symbols do after a battle (`NAR-SYM-1`).

use crate::engine::ids::Side;
use serde::{Deserialize, Serialize};

/// What one spent symbol group does to the side that suffers it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Effect {
    /// A unit of `victim` is destroyed, chosen by `chooser`.
    Unit { victim: Side, chooser: Side },
    /// A character of `victim` is a casualty, chosen by `chooser`.
    Character { victim: Side, chooser: Side },
}
