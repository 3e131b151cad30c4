//! The cunning level: a stand-in that looks ahead. For an order, a battle to fight or a
//! purchase, it takes the basic level's best few answers and plays the campaign on from
//! each, to the orders three months on, a few times over with the basic level for every
//! kingdom and dice of its own (`Game::rehearsal`); the answer that leaves it the most
//! might ahead of its strongest rival, on average, is taken.
//!
//! It stays a pure function of the campaign: the playouts' dice are seeded by the
//! campaign's seed and the log position, every answer meets the same dice, and ties go to
//! the basic level's order. Work is counted in commands, not time, so that a slow device
//! chooses as a fast one does; `LookAhead::step` plays a few commands of one playout, so
//! the page can spread a decision over frames.

use super::{choose, ranked, unchosen_roll, Choice};
use crate::engine::decision::{Decider, DecisionKind};
use crate::engine::game::Game;
use crate::engine::ids::KingdomId;
use crate::engine::reason::Reason;
use crate::engine::rules::MODULES;
use crate::engine::scoring::might;
use crate::engine::state::{Calendar, Phase, State};

/// How many of the basic level's best answers are played out.
const CANDIDATES: usize = 3;
/// How many times each is played out, each time with other dice.
const PLAYOUTS: usize = 4;
/// How many months' orders a playout plays up to: three judged better than two in every
/// preset (a battle begun is fought, its settlement's loss or hold counted), four no
/// better than three (`docs/PERFORMANCE.md`).
const MONTHS: usize = 3;
/// The most commands one playout plays before it is judged where it stands.
const HORIZON: usize = 800;
/// On a large map a command takes longer: a playout plays at most this many commands for
/// each tile of the map (so 250 on 100×100), so that a decision keeps to its budget.
const TILE_COMMANDS: usize = 2_500_000;
/// Where the rules search the map for supply (`Module::supplied_tiles`), a command takes
/// some three times longer again on a large map: its playouts are that much shorter.
const SUPPLY_WORK: usize = 3;

/// How many commands `LookAhead::step` plays: a few, so that the page can keep every
/// frame short however long a playout is.
const STEP_COMMANDS: usize = 8;

/// A decision being looked ahead at: the answers tried and what each has come to so far.
pub struct LookAhead {
    kingdom: KingdomId,
    position: usize,
    candidates: Vec<Choice>,
    totals: Vec<i64>,
    /// How many playouts are over.
    played: usize,
    /// The playout under way.
    current: Option<Playout>,
    /// The most commands a playout plays (`HORIZON`, less on a large map).
    horizon: usize,
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
            horizon: horizon(game.state(), kingdom),
            kingdom,
            position: game.log().len(),
            totals: vec![0; candidates.len()],
            candidates,
            played: 0,
            current: None,
        })
    }

    /// Plays the next few commands of the playouts (`STEP_COMMANDS`); whether any remain.
    pub fn step(&mut self, game: &Game) -> bool {
        let n = self.candidates.len();
        if self.played == n * PLAYOUTS {
            return false;
        }
        let candidate = self.played % n;
        let playout = self.current.take().or_else(|| {
            let seed = playout_seed(game.seed(), self.position, self.played / n);
            Playout::start(game, &self.candidates[candidate], seed, self.horizon)
        });
        let finished = match playout {
            Some(mut playout) => {
                let more = (0..STEP_COMMANDS).all(|_| playout.advance());
                let worth = (!more).then(|| standing(playout.game.state(), self.kingdom));
                self.current = more.then_some(playout);
                worth
            }
            // An answer that does not apply comes last.
            None => Some(i64::MIN / 4),
        };
        if let Some(worth) = finished {
            self.totals[candidate] += worth;
            self.played += 1;
        }
        self.played < n * PLAYOUTS
    }

    /// The answer that came out best (the basic level's first of those tied), its reason
    /// saying how many were played ahead.
    pub fn choice(self) -> Choice {
        let best = (0..self.candidates.len()).fold(0, |b, i| if self.totals[i] > self.totals[b] { i } else { b });
        let weighed = Some(self.candidates.len() as u8);
        let chosen = self.candidates.into_iter().nth(best).expect("a candidate");
        Choice { reason: Reason { weighed, ..chosen.reason }, ..chosen }
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

/// The most commands a playout from `state` plays: `HORIZON`, fewer on a large map, fewer
/// still where the rules search it for supply.
fn horizon(state: &State, kingdom: KingdomId) -> usize {
    let supply = MODULES.iter().any(|m| m.supplied_tiles(state, kingdom).is_some());
    (TILE_COMMANDS / (state.map.len().max(1) * if supply { SUPPLY_WORK } else { 1 })).min(HORIZON)
}

/// The campaign played on from one answer, every kingdom by the basic level, to the next
/// month's orders (or the end, or `horizon` commands).
struct Playout {
    game: Game,
    month: Calendar,
    months: usize,
    /// How many more commands it may play.
    left: usize,
}

impl Playout {
    /// `first` played in a rehearsal of `game` with dice from `seed`; None when it does
    /// not apply.
    fn start(game: &Game, first: &Choice, seed: u64, horizon: usize) -> Option<Playout> {
        let mut ahead = game.rehearsal(seed);
        ahead.apply(first.command.clone()).ok()?;
        Some(Playout { game: ahead, month: game.state().calendar.clone(), months: 0, left: horizon })
    }

    /// Plays its next command; whether it goes on.
    fn advance(&mut self) -> bool {
        let state = self.game.state();
        if state.phase == Phase::Orders && state.calendar != self.month {
            (self.month, self.months) = (state.calendar.clone(), self.months + 1);
        }
        if self.left == 0 || state.phase == Phase::Ended || self.months == MONTHS {
            return false;
        }
        let ahead = &self.game;
        let command = match ahead.decision().who {
            Decider::Kingdom(_) => choose(ahead).or_else(|| unchosen_roll(ahead)).map(|c| c.command),
            Decider::Table => ahead.answers().into_iter().next(),
            Decider::Nobody => None,
        };
        self.left -= 1;
        command.is_some_and(|command| self.game.apply(command).is_ok())
    }
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
