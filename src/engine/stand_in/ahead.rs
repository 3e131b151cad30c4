//! The cunning level: a stand-in that looks ahead. For an order, a battle to fight or a
//! purchase, it takes the basic level's best few answers and plays the campaign on from
//! each, to the next month's orders, a few times over with the basic level for every
//! kingdom and dice of its own (`Game::rehearsal`); the answer that leaves it the most
//! might ahead of its strongest rival, on average, is taken.
//!
//! It stays a pure function of the campaign: the playouts' dice are seeded by the
//! campaign's seed and the log position, every answer meets the same dice, and ties go to
//! the basic level's order. Work is counted in commands, not time, so that a slow device
//! chooses as a fast one does; `LookAhead::step` plays one playout, so the page can spread
//! a decision over frames.

use super::{choose, ranked, unchosen_roll, Choice};
use crate::engine::decision::{Decider, DecisionKind};
use crate::engine::game::Game;
use crate::engine::ids::KingdomId;
use crate::engine::scoring::might;
use crate::engine::state::{Phase, State};

/// How many of the basic level's best answers are played out.
const CANDIDATES: usize = 3;
/// How many times each is played out, each time with other dice.
const PLAYOUTS: usize = 4;
/// How many months' orders a playout plays up to.
const MONTHS: usize = 2;
/// The most commands one playout plays before it is judged where it stands.
const HORIZON: usize = 800;
/// On a large map a command takes longer: a playout plays at most this many commands for
/// each tile of the map (so 250 on 100×100), so that a decision keeps to its budget.
const TILE_COMMANDS: usize = 2_500_000;

/// A decision being looked ahead at: the answers tried and what each has come to so far.
pub struct LookAhead {
    kingdom: KingdomId,
    position: usize,
    candidates: Vec<Choice>,
    totals: Vec<i64>,
    played: usize,
}

impl LookAhead {
    /// The look-ahead for `game`'s pending decision, when a kingdom is asked one worth
    /// looking ahead at (an order, a battle to fight, a purchase) and has more than one
    /// answer to weigh; None otherwise, when the basic level's answer stands.
    pub fn new(game: &Game) -> Option<LookAhead> {
        let decision = game.decision();
        let Decider::Kingdom(kingdom) = decision.who else { return None };
        let weighed = matches!(
            decision.kind,
            DecisionKind::GiveOrder { .. } | DecisionKind::ChooseBattle { .. } | DecisionKind::Build { .. }
        );
        if !weighed || super::leaves_to_table(game) {
            return None;
        }
        let candidates = ranked(game, kingdom, CANDIDATES);
        (candidates.len() > 1).then(|| LookAhead {
            kingdom,
            position: game.log().len(),
            totals: vec![0; candidates.len()],
            candidates,
            played: 0,
        })
    }

    /// Plays the next playout; whether any remain.
    pub fn step(&mut self, game: &Game) -> bool {
        let (candidate, round) = (self.played % self.candidates.len(), self.played / self.candidates.len());
        if round < PLAYOUTS {
            let seed = playout_seed(game.seed(), self.position, round);
            self.totals[candidate] += playout(game, &self.candidates[candidate], seed, self.kingdom);
            self.played += 1;
        }
        self.played < self.candidates.len() * PLAYOUTS
    }

    /// The answer that came out best (the basic level's first of those tied).
    pub fn choice(self) -> Choice {
        let best = (0..self.candidates.len()).fold(0, |b, i| if self.totals[i] > self.totals[b] { i } else { b });
        self.candidates.into_iter().nth(best).expect("a candidate")
    }
}

/// The cunning level's answer to the pending decision: `choose`'s, looked ahead at where
/// that is worth it (`LookAhead`).
pub fn choose_ahead(game: &Game) -> Option<Choice> {
    let Some(mut ahead) = LookAhead::new(game) else { return choose(game) };
    while ahead.step(game) {}
    Some(ahead.choice())
}

/// The dice of playout `round` from the decision at `position`: a stream of their own,
/// the same for every answer weighed.
fn playout_seed(seed: u64, position: usize, round: usize) -> u64 {
    let mixed = seed ^ (position as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15) ^ (round as u64 + 1).rotate_left(32);
    mixed.wrapping_mul(0xBF58_476D_1CE4_E5B9)
}

/// `first` played, then the campaign on to the next month's orders (or the end, or
/// `HORIZON` commands), every kingdom by the basic level: what it leaves `kingdom`.
fn playout(game: &Game, first: &Choice, seed: u64, kingdom: KingdomId) -> i64 {
    let mut ahead = game.rehearsal(seed);
    if ahead.apply(first.command.clone()).is_err() {
        return i64::MIN / 4;
    }
    let (mut month, mut months) = (game.state().calendar.clone(), 0);
    let horizon = (TILE_COMMANDS / game.state().map.len().max(1)).min(HORIZON);
    for _ in 0..horizon {
        let state = ahead.state();
        if state.phase == Phase::Orders && state.calendar != month {
            (month, months) = (state.calendar.clone(), months + 1);
        }
        if state.phase == Phase::Ended || months == MONTHS {
            break;
        }
        let command = match ahead.decision().who {
            Decider::Kingdom(_) => choose(&ahead).or_else(|| unchosen_roll(&ahead)).map(|c| c.command),
            Decider::Table => ahead.answers().into_iter().next(),
            Decider::Nobody => None,
        };
        if command.is_none_or(|command| ahead.apply(command).is_err()) {
            break;
        }
    }
    standing(ahead.state(), kingdom)
}

/// What a position is worth to `kingdom`: its might ahead of its strongest rival's
/// (`OPT-SCORE`), then its armies' points ahead of theirs.
fn standing(state: &State, kingdom: KingdomId) -> i64 {
    let worth = |k: KingdomId| {
        let points: u32 = state.armies.values().filter(|a| a.kingdom == k).map(|a| a.points).sum();
        let held = state.tiles.iter().filter(|t| t.control == Some(k)).count() as i64;
        1000 * i64::from(might(state, k).total()) + 400 * held + i64::from(points) / 10
    };
    let rival = state.kingdom_ids().filter(|k| *k != kingdom).map(worth).max().unwrap_or(0);
    worth(kingdom) - rival
}
