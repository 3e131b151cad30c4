//! The campaign's story written at hot-seat play: a roster no battle has shown is told
//! without its units (SET-7), in the page and in the Markdown alike.

mod common;
use common::*;
use marchwarden::engine::ruleset::Resolver;
use marchwarden::engine::state::Phase;
use marchwarden::engine::{Command, Game, Options};
use marchwarden::ui::story;

// SET-7: the page names the units only when the rosters are not secret.
#[test]
fn set_7_secret_rosters_stay_out_of_the_story() {
    let options = Options { resolver: Resolver::Tabletop, ..Options::default() };
    let mut game = Game::new(sample_setup(2), options, 3).unwrap();
    let mut rng = rng(3);
    while game.state().phase != Phase::Orders {
        let c = pick(&mut rng, &game.answers()).unwrap();
        game.apply(c).unwrap();
    }
    let army = *game.state().armies.keys().next().unwrap();
    let unit = Command::AddUnit {
        army,
        name: "Grey Wardens".into(),
        size: "Regiment".into(),
        base_strength: 2,
        tags: Vec::new(),
        character: None,
    };
    game.apply(unit).unwrap();
    let told = format!("Army {army} changes its roster, kept secret until a battle shows it (SET-7).");
    let open = story::html(&game, false, "en");
    assert!(open.contains("Grey Wardens") && !open.contains(&told));
    for secret in [story::html(&game, true, "en"), story::markdown(&game, true, "en")] {
        assert!(!secret.contains("Grey Wardens"), "the unit stays with its owner");
        assert!(secret.contains(&told));
    }
}
