//! What the page reads of the domain war (`engine::view::domain`): a march's cost and its
//! forced-march hits, the camps of an engagement and pillage instead of a battle.

pub use super::engage::{camps, pillaging_instead};
pub use super::march::{hits as forced_hits, step_cost};
