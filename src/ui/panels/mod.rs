//! The side panels of the campaign screen.

pub mod battle;
pub mod battle_answers;
pub mod charts;
pub mod chronicle;
pub mod decision;
pub mod dice;
pub mod kingdoms;
pub mod moments;
pub mod plugged_answers;
pub mod roster;
pub mod rule_tags;
pub mod standings;
pub mod tile;
pub mod winter;
pub mod winter_answers;
pub mod words;
