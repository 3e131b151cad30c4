//! What the page reads of the loyalty module (`engine::view::loyalty`): the tiles a
//! kingdom may raise an army in, supply lines, limits and rebels.

pub use super::chronicle::{journal, JournalRow};
pub use super::mobilisations;
pub use super::supply::{is_unsupplied, line as supply_line, unsupplied};
pub use super::tiles::{limit as supply_limit_at, rebel};
