//! Stand-ins as players: every choice is a legal answer, the same position gives the same
//! choice, and a campaign of stand-ins plays to its end.

use super::choose;
use crate::engine::decision::Decider;
use crate::engine::game::Game;
use crate::engine::ruleset::{Options, Preset};
use crate::engine::state::Phase;
use crate::engine::testing::sample_setup;

/// Plays `game` to its end with stand-ins for every kingdom and the first answer for the
/// table's rolls; the number of commands given.
fn play_out(game: &mut Game) -> usize {
    let mut n = 0;
    while game.state().phase != Phase::Ended {
        let command = match game.decision().who {
            Decider::Kingdom(_) => {
                let choice = choose(game).expect("a kingdom asked always has an answer");
                assert!(game.legal_commands().contains(&choice.command), "{:?} is legal", choice.command);
                assert_eq!(choose(game), Some(choice.clone()), "the same position, the same choice");
                choice.command
            }
            Decider::Table => game.answers()[0].clone(),
            Decider::Nobody => break,
        };
        game.apply(command).expect("a stand-in's answer applies");
        n += 1;
        assert!(n < 20_000, "the campaign ends");
    }
    n
}

// SUM-ORD-1, WIN-7: a campaign of stand-ins, each module combination, plays to its end.
#[test]
fn sum_ord_1_a_campaign_of_stand_ins_plays_to_its_end() {
    for (i, options) in [
        Options::default(),
        Preset::LoyaltyAndSupply.options(),
        Preset::DomainWar.options(),
        Preset::Narrative.options(),
    ]
    .into_iter()
    .enumerate()
    {
        let mut game = Game::new(sample_setup(), options, 11 + i as u64).unwrap();
        play_out(&mut game);
        assert_eq!(game.state().phase, Phase::Ended, "options {i}");
    }
}

// The table's rolls are the table's: a stand-in answers only a kingdom's decision.
#[test]
fn app_1_a_stand_in_leaves_the_tables_rolls_to_the_table() {
    let game = Game::new(sample_setup(), Options::default(), 5).unwrap();
    assert_eq!(game.decision().who, Decider::Table, "the setup's first roll");
    assert_eq!(choose(&game), None);
}
