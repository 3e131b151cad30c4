//! Shared by the rules' unit tests.

use crate::engine::maps::sample::sample_map;
use crate::engine::state::{Phase, State};
use crate::engine::{Game, KingdomSetup, Options, Setup};

/// Two kingdoms on the sample map.
pub fn sample_setup() -> Setup {
    let kingdoms = ["Basilea", "Orcs"]
        .iter()
        .zip(["#2a5bd7", "#7d3c98"])
        .map(|(n, c)| KingdomSetup { name: n.to_string(), colour: c.to_string(), race: None })
        .collect();
    Setup { name: "t".into(), kingdoms, map: sample_map(), modules: Vec::new() }
}

/// A sample campaign with two kingdoms, just after setup: the first orders are due.
pub fn after_setup() -> State {
    let mut game = Game::new(sample_setup(), Options::default(), 3).unwrap();
    while game.state().phase != Phase::Orders {
        let c = game.answers()[0].clone();
        game.apply(c).unwrap();
    }
    game.state().clone()
}
