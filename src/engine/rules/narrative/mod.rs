//! The narrative battle resolver (RULES §9): its dice (`DICE-1`…`DICE-3`, exact pass
//! chances), forces (`NAR-1`…`NAR-3`), the test of each phase with the reason for every
//! upgrade (§9.4, §9.5), what symbols do after a battle (`NAR-SYM-1`), the battle's steps
//! (`battle`) and its odds (`odds`).

pub mod battle;
pub mod forces;
pub mod odds;
pub mod plans;
pub mod symbols;

#[cfg(test)]
mod tests;
