//! Two copies of one campaign compared, as when a save comes back by mail or another tab
//! wrote the same campaign: is one the other's continuation, an older copy, or a history
//! that went another way?

use super::decision::DecisionKind;
use super::error::SetupError;
use super::game::Game;
use super::ruleset::RULES_VERSION;

/// How an incoming copy of a campaign stands to the local one.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Comparison {
    /// Another campaign: another setup, seed, options or rules version.
    Unrelated,
    /// The same commands.
    Identical,
    /// The incoming copy goes on from the local one: `new` commands more.
    Continuation { new: usize },
    /// The incoming copy stops `behind` commands before the local one.
    Older { behind: usize },
    /// The two agree up to command `at` (1-based), the first where they differ.
    Diverged { at: usize },
}

/// How `incoming` stands to `local`.
pub fn compare(local: &Game, incoming: &Game) -> Comparison {
    let same = local.setup() == incoming.setup()
        && local.seed() == incoming.seed()
        && local.options() == incoming.options()
        && local.rules_version() == incoming.rules_version();
    if !same {
        return Comparison::Unrelated;
    }
    let (a, b) = (local.log(), incoming.log());
    let common = a.iter().zip(b).take_while(|(x, y)| x == y).count();
    match (common == a.len(), common == b.len()) {
        (true, true) => Comparison::Identical,
        (true, false) => Comparison::Continuation { new: b.len() - common },
        (false, true) => Comparison::Older { behind: a.len() - common },
        (false, false) => Comparison::Diverged { at: common + 1 },
    }
}

/// A campaign whose rules version has it waiting where nobody can act (a version 1
/// campaign stops in a summer phase nobody has anything to do in, and at `NAR-1`) taken
/// up under the current rules: the same setup, seed and options, with as many of its
/// commands as the current rules accept, in order; and how many that is. The campaign
/// itself is left as it was: this is a new one, to be kept beside it.
pub fn under_current_rules(game: &Game) -> Result<(Game, usize), SetupError> {
    let mut copy = Game::start(game.setup().clone(), *game.options(), game.seed(), RULES_VERSION)?;
    let taken = game.log().iter().take_while(|c| copy.replay_one((*c).clone()).is_ok()).count();
    Ok((copy, taken))
}

/// Whether `game` waits where nobody can act and the current rules would move it on:
/// a campaign of an earlier rules version, stuck.
pub fn stuck_on_old_rules(game: &Game) -> bool {
    game.rules_version() < RULES_VERSION && matches!(game.decision().kind, DecisionKind::Waiting { .. })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::maps::sample::sample_map;
    use crate::engine::{KingdomSetup, Options, Setup};

    fn campaign(seed: u64) -> Game {
        let kingdoms = ["Basilea", "Orcs"]
            .iter()
            .zip(["#2a5bd7", "#7d3c98"])
            .map(|(n, c)| KingdomSetup { name: n.to_string(), colour: c.to_string(), race: None })
            .collect();
        Game::new(
            Setup { name: "Mail".into(), kingdoms, map: sample_map(), modules: Vec::new() },
            Options::default(),
            seed,
        )
        .unwrap()
    }

    fn played(seed: u64, steps: usize) -> Game {
        let mut g = campaign(seed);
        for _ in 0..steps {
            let c = g.answers()[0].clone();
            g.apply(c).unwrap();
        }
        g
    }

    // APP-3: play by mail: the copies' logs decide how they stand to each other.
    #[test]
    fn app_3_copies_are_compared_by_their_logs() {
        let (short, long) = (played(5, 4), played(5, 9));
        assert_eq!(compare(&short, &short.clone()), Comparison::Identical);
        assert_eq!(compare(&short, &long), Comparison::Continuation { new: 5 });
        assert_eq!(compare(&long, &short), Comparison::Older { behind: 5 });
        assert_eq!(compare(&short, &played(6, 4)), Comparison::Unrelated, "another seed");
        let mut other = played(5, 3);
        let answers = other.answers();
        let different = answers.iter().find(|c| **c != long.log()[3]).cloned().unwrap();
        other.apply(different).unwrap();
        assert_eq!(compare(&long, &other), Comparison::Diverged { at: 4 });
        assert_eq!(compare(&campaign(5), &campaign(5)), Comparison::Identical, "both empty");
    }
}
