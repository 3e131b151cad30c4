//! What the page reads of narrative battles (`engine::view::narrative`): a side's kingdom
//! and suggested roster, its leader and supply, the odds, and the dice, symbols, tests and
//! developments it is told in.

pub use super::battle::kingdom;
pub use super::chronicle::{dice_text, recovery_line, regroup_line};
pub use super::forces::{army_leader, army_supply};
pub use super::odds::{battle_odds as odds, SIMULATED};
pub use super::story::story;
pub use crate::engine::narrative::dice::{Die, Symbols};
pub use crate::engine::narrative::forces::Development;
pub use crate::engine::narrative::plans::TestPlan;
pub use crate::engine::narrative::symbols::Effect;
pub use crate::engine::rules::roster::suggested_roster;
