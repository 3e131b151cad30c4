//! The narrative battle resolver (RULES §9), being built: its dice (`DICE-1`…`DICE-3`,
//! exact pass chances), forces (`NAR-1`…`NAR-3`), the test of each phase with the reason
//! for every upgrade (§9.4, §9.5) and what symbols do after a battle (`NAR-SYM-1`). The
//! battle's steps, rosters and page follow; until then `OPT-RESOLVER = narrative` stays
//! refused for new campaigns (`Options::unbuilt`).

pub mod battle;
pub mod dice;
pub mod forces;
pub mod odds;
pub mod plans;
pub mod symbols;

#[cfg(test)]
mod tests;
