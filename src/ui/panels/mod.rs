//! The side panels of the campaign screen.

pub mod chronicle;
pub mod decision;
pub mod kingdoms;
pub mod tile;
