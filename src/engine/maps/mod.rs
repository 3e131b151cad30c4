//! Maps a campaign can start on: the built-in sample and the seeded generator.

pub mod generate;
pub mod sample;
