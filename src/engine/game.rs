//! A campaign: its setup, its options and seed, the log of accepted commands, and the
//! state they build (`APP-3`). Undo and redo replay the log; dice never re-roll because
//! they are keyed by log position.

use super::command::{Command, UndoNote};
use super::decision::Decision;
pub use super::entry::{Entry, When};
use super::error::{NameProblem, RuleError, SetupError};
use super::event::Event;
use super::hash::{self, Encoding};
use super::ids::{KingdomId, MAX_KINGDOMS};
use super::map::Map;
use super::migrate::Notice;
use super::reason::{Reason, StandIns};
use super::rules::{self, Ctx};
use super::ruleset::{Options, RULES_VERSION};
use super::state::{Calendar, Kingdom, KingdomSetup, Phase, State};
use super::tiles::Tiles;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use std::sync::{Arc, OnceLock};

/// The longest kingdom name and campaign name, in characters, for new campaigns.
pub const MAX_KINGDOM_NAME: usize = 40;
pub const MAX_CAMPAIGN_NAME: usize = 80;
/// The longest name a campaign begun before names were checked (rules version 1) may
/// carry, in characters: far above any name typed then, so no such save is refused, while
/// a name that would freeze the page or fill the browser's storage is.
pub const MAX_OLD_NAME: usize = 1000;

/// A name a player typed: not too long, and free of control and text-direction
/// characters, which would turn the rest of a sentence around it.
fn check_name(name: &str, max: usize) -> Result<(), NameProblem> {
    if name.chars().count() > max {
        return Err(NameProblem::TooLong { max });
    }
    let invisible = |c: char| {
        c.is_control()
            || matches!(c, '\u{200e}' | '\u{200f}' | '\u{061c}' | '\u{202a}'..='\u{202e}' | '\u{2066}'..='\u{2069}')
    };
    if name.chars().any(invisible) {
        return Err(NameProblem::Invisible);
    }
    Ok(())
}

/// What the players chose before the first command: everything replay starts from.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Setup {
    pub name: String,
    pub kingdoms: Vec<KingdomSetup>,
    pub map: Map,
    /// The rules modules plugged in by name (`plugged`), besides those the options turn on.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub modules: Vec<String>,
}

#[derive(Clone, Debug)]
pub struct Game {
    setup: Setup,
    options: Options,
    seed: u64,
    /// The rules version the campaign plays by: the one it was started with.
    rules: u32,
    /// What loading an older save changed, for the players to read.
    notices: Vec<Notice>,
    state: State,
    log: Vec<Command>,
    redo: Vec<Command>,
    undone: Vec<UndoNote>,
    /// Events of each accepted command, by log position.
    events: Vec<Vec<(When, Event)>>,
    /// The state after every `CHECKPOINT_EVERY`-th command (the last `CHECKPOINTS_KEPT`
    /// of them; further back, one every `FAR_CHECKPOINT_EVERY`), so an undo replays a few
    /// commands, not the whole log (`APP-3`), however long the campaign. Not saved.
    checkpoints: Vec<(usize, Arc<State>)>,
    /// The pending decision, worked out once per state: the page asks for it from many
    /// places after every move, and on a large map in winter it lists thousands of
    /// purchases. Emptied whenever the state changes.
    decided: OnceLock<Decision>,
    /// Opened from a stored checkpoint (`checkpoint.rs`): the commands before it are not
    /// replayed yet, so their events are unknown and undo stops there, until
    /// `adopt_past` takes in their replay and checks the checkpoint against it.
    resumed: Option<Resumed>,
    /// Who the app plays, and its reasons (`reason::StandIns`): beside the log, not in it.
    stand_ins: StandIns,
}

/// Where a campaign opened from a checkpoint took up its state, and that state's hash.
#[derive(Clone, Debug)]
struct Resumed {
    position: usize,
    state_hash: String,
}

/// Why a campaign's past, replayed after it was opened from a checkpoint, was refused:
/// the checkpoint did not hold what its log builds, or an undo note did not hold.
#[derive(Debug, thiserror::Error)]
pub enum PastRefused {
    #[error("the past replayed is not this campaign's log")]
    NotThisLog,
    #[error("the checkpoint's state is {expected}, its log builds {found}")]
    CheckpointWrong { expected: String, found: String },
    #[error("an undo note or a step to redo does not hold")]
    History(HistoryError),
}

/// What `Game::rebuild` replays: from where, the state reached, the events of each
/// command replayed and the checkpoints passed.
struct Rebuilt {
    from: usize,
    state: State,
    events: Vec<Vec<(When, Event)>>,
    marks: Vec<(usize, Arc<State>)>,
}

/// How many commands lie between two checkpoints of the state.
const CHECKPOINT_EVERY: usize = 32;
/// How many of the latest checkpoints a campaign keeps: undo replays at most
/// `CHECKPOINT_EVERY` commands this far back.
const CHECKPOINTS_KEPT: usize = 16;
/// Further back, one checkpoint is kept every this many commands: an undo deep into a
/// 20-year campaign replays at most this many.
const FAR_CHECKPOINT_EVERY: usize = 256;

/// Names typed for a new campaign (rules version 2 on; older saves keep theirs).
fn validate_names(setup: &Setup) -> Result<(), SetupError> {
    check_name(setup.name.trim(), MAX_CAMPAIGN_NAME)
        .map_err(|problem| SetupError::Name { name: "the campaign".into(), problem })?;
    for k in &setup.kingdoms {
        check_name(k.name.trim(), MAX_KINGDOM_NAME).map_err(|problem| SetupError::Name {
            name: format!("kingdom {}", k.name.chars().take(20).collect::<String>()),
            problem,
        })?;
    }
    Ok(())
}

/// Names of a campaign begun before names were checked: only bounded (`MAX_OLD_NAME`).
fn validate_old_names(setup: &Setup) -> Result<(), SetupError> {
    let too_long = |name: &str| name.chars().nth(MAX_OLD_NAME).is_some();
    let problem = NameProblem::TooLong { max: MAX_OLD_NAME };
    if too_long(&setup.name) {
        return Err(SetupError::Name { name: "the campaign".into(), problem });
    }
    match setup.kingdoms.iter().position(|k| too_long(&k.name)) {
        Some(i) => Err(SetupError::Name { name: format!("kingdom {}", i + 1), problem }),
        None => Ok(()),
    }
}

fn validate(setup: &Setup, options: &Options) -> Result<(), SetupError> {
    options.validate()?;
    let n = setup.kingdoms.len();
    if !(2..=MAX_KINGDOMS).contains(&n) {
        return Err(SetupError::KingdomCount { found: n, max: MAX_KINGDOMS });
    }
    for (i, k) in setup.kingdoms.iter().enumerate() {
        let name = k.name.trim();
        if name.is_empty() {
            return Err(SetupError::KingdomName { index: i + 1 });
        }
        if setup.kingdoms[..i].iter().any(|o| o.name.trim().eq_ignore_ascii_case(name)) {
            return Err(SetupError::DuplicateName { name: name.to_string() });
        }
        let hex_colour =
            k.colour.len() == 7 && k.colour.starts_with('#') && k.colour[1..].chars().all(|c| c.is_ascii_hexdigit());
        if !hex_colour {
            return Err(SetupError::Colour { name: k.name.clone(), colour: k.colour.clone() });
        }
    }
    let starts = setup.map.starting_tiles().count();
    if starts < n {
        return Err(SetupError::TooFewStartingTiles { found: starts, kingdoms: n });
    }
    Ok(())
}

fn initial_state(setup: &Setup, options: &Options, rules: u32) -> State {
    State {
        rules,
        map: Arc::new(setup.map.clone()),
        kingdoms: setup
            .kingdoms
            .iter()
            .map(|k| Kingdom {
                name: k.name.trim().to_string(),
                colour: k.colour.to_ascii_lowercase(),
                race: k.race.clone(),
                gold: 0,
                food: 0,
                victories: 0,
                eliminated: None,
            })
            .collect(),
        tiles: Tiles::new(setup.map.len()),
        armies: BTreeMap::new(),
        ships: BTreeMap::new(),
        player_order: Vec::new(),
        calendar: Calendar { year: 1, month: 1 },
        phase: Phase::Setup(rules::setup::first_step(setup.kingdoms.len(), options.secret_races)),
        next_token: 1,
        orders: BTreeMap::new(),
        resolved: Default::default(),
        crossings: BTreeMap::new(),
        exploring: None,
        tied: Vec::new(),
        battle: None,
        battles_chosen: BTreeMap::new(),
        winter: None,
        loyalty: options.loyalty.then(Default::default),
        domain: options.domain.then(Default::default),
        modules: rules::plugged_slices(&setup.modules),
    }
}

impl Game {
    /// A new campaign, played by this build's rules.
    pub fn new(setup: Setup, options: Options, seed: u64) -> Result<Game, SetupError> {
        Game::start(setup, options, seed, RULES_VERSION)
    }

    /// A campaign of rules version `rules`, as a save starts it before its replay.
    pub fn start(setup: Setup, options: Options, seed: u64, rules: u32) -> Result<Game, SetupError> {
        validate(&setup, &options)?;
        if !(1..=RULES_VERSION).contains(&rules) {
            return Err(SetupError::RulesVersion { found: rules, supported: RULES_VERSION });
        }
        if rules >= 2 {
            validate_names(&setup)?;
        } else {
            validate_old_names(&setup)?;
        }
        if let Some(name) = setup.modules.iter().find(|n| rules::plugged(n).is_none()) {
            return Err(SetupError::UnknownModule { name: name.clone() });
        }
        rules::learn_words();
        let state = initial_state(&setup, &options, rules);
        Ok(Game {
            setup,
            options,
            seed,
            rules,
            notices: Vec::new(),
            state,
            log: Vec::new(),
            redo: Vec::new(),
            undone: Vec::new(),
            events: Vec::new(),
            checkpoints: Vec::new(),
            decided: OnceLock::new(),
            resumed: None,
            stand_ins: StandIns::default(),
        })
    }

    /// A campaign taken up from a checkpoint: `state` after its first commands, `log`,
    /// whose hash is `state_hash` (already checked against the checkpoint by the caller).
    /// The commands after it are then replayed as a save's are.
    pub(crate) fn resumed(
        setup: Setup,
        options: Options,
        seed: u64,
        rules: u32,
        log: Vec<Command>,
        state: State,
        state_hash: String,
    ) -> Result<Game, SetupError> {
        let mut game = Game::start(setup, options, seed, rules)?;
        let position = log.len();
        game.events = vec![Vec::new(); position];
        game.checkpoints = vec![(position, Arc::new(state.clone()))];
        game.state = state;
        game.log = log;
        game.resumed = Some(Resumed { position, state_hash });
        Ok(game)
    }

    /// Whether the commands before the checkpoint this campaign was opened from still
    /// wait to be replayed (`past_to_read`): till then their events are unknown.
    pub fn past_unread(&self) -> bool {
        self.resumed.is_some()
    }

    /// The campaign's first commands, up to the checkpoint it was opened from, to replay
    /// from the start (in slices, as a save loads) and hand to `adopt_past`.
    pub fn past_to_read(&self) -> Option<(Game, Vec<Command>)> {
        let commands = self.log.get(..self.resumed.as_ref()?.position)?.to_vec();
        let start = Game::start(self.setup.clone(), self.options, self.seed, self.rules).ok()?;
        Some((start, commands))
    }

    /// Takes in the replay of the commands before the checkpoint this campaign was opened
    /// from: its events and checkpoints, once its state is the checkpoint's and the undo
    /// notes hold (checked only now: they may reach before the checkpoint). Refused, the
    /// campaign is left as it was, and the caller replays it all from the start.
    pub fn adopt_past(&mut self, past: Game) -> Result<(), PastRefused> {
        let Some(r) = self.resumed.clone() else { return Ok(()) };
        if past.log.len() != r.position || past.log[..] != self.log[..r.position] {
            return Err(PastRefused::NotThisLog);
        }
        let found = past.state_hash();
        if found != r.state_hash {
            return Err(PastRefused::CheckpointWrong { expected: r.state_hash, found });
        }
        let before = (self.events.clone(), self.checkpoints.clone());
        self.events.splice(..r.position, past.events);
        let later = std::mem::take(&mut self.checkpoints).into_iter().filter(|(at, _)| *at > r.position);
        self.checkpoints = past.checkpoints.into_iter().chain(later).collect();
        self.thin_checkpoints();
        self.resumed = None;
        if let Err(e) = self.check_undo_notes(&self.undone) {
            (self.events, self.checkpoints) = before;
            self.resumed = Some(r);
            return Err(PastRefused::History(e));
        }
        Ok(())
    }

    pub fn setup(&self) -> &Setup {
        &self.setup
    }

    pub fn options(&self) -> &Options {
        &self.options
    }

    pub fn seed(&self) -> u64 {
        self.seed
    }

    /// The rules version this campaign plays by (`ruleset::RULES_VERSION` history).
    pub fn rules_version(&self) -> u32 {
        self.rules
    }

    /// What loading an older save changed, to show when the campaign is opened.
    pub fn notices(&self) -> &[Notice] {
        &self.notices
    }

    pub fn state(&self) -> &State {
        &self.state
    }

    pub fn map(&self) -> &Map {
        &self.state.map
    }

    /// The accepted commands, oldest first.
    pub fn log(&self) -> &[Command] {
        &self.log
    }

    /// Commands taken back by undo, most recent last: `redo` replays the last.
    pub fn redo_stack(&self) -> &[Command] {
        &self.redo
    }

    pub fn undo_notes(&self) -> &[UndoNote] {
        &self.undone
    }

    pub fn decision(&self) -> Decision {
        self.decided.get_or_init(|| rules::decision(&self.state, &self.options)).clone()
    }

    /// What the rules may know besides the state, for the command at the log's end.
    fn ctx(&self) -> Ctx<'_> {
        Ctx::with_rules(&self.options, self.seed, self.log.len(), self.rules)
    }

    /// The single source of truth for what may be done now: the answers to the pending
    /// decision and the actions open at any time (pairing, the resolver switch, rosters).
    pub fn legal_commands(&self) -> Vec<Command> {
        rules::legal_commands(&self.state, &self.decision(), &self.options)
    }

    /// The legal commands that answer the pending decision, and so move the campaign on.
    pub fn answers(&self) -> Vec<Command> {
        rules::decision_answers(&self.decision(), &self.options)
    }

    /// Whether `command` is an action open whatever is pending rather than an answer to
    /// the pending decision (`rules::is_any_time`).
    pub fn is_any_time(&self, command: &Command) -> bool {
        rules::is_any_time(&self.state, &self.options, command)
    }

    pub fn check(&self, command: &Command) -> Result<(), RuleError> {
        rules::check(&self.state, &self.decision(), &self.options, command)
    }

    /// Apply a new command. Clears the redo stack, as any editor does.
    pub fn apply(&mut self, command: Command) -> Result<Vec<Event>, RuleError> {
        let position = self.log.len();
        let events = self.accept(command)?;
        self.redo.clear();
        self.stand_ins.given_at(position);
        Ok(events)
    }

    /// A stand-in's command, with its reason kept beside it.
    pub fn apply_reasoned(&mut self, command: Command, reason: Reason) -> Result<Vec<Event>, RuleError> {
        let position = self.log.len();
        let events = self.apply(command)?;
        self.stand_ins.reasons.insert(position, reason);
        Ok(events)
    }

    /// Who the app plays, and its reasons.
    pub fn stand_ins(&self) -> &StandIns {
        &self.stand_ins
    }

    /// The app plays `kingdom` from now on, or hands it back.
    pub fn set_stand_in(&mut self, kingdom: KingdomId, played: bool) {
        if played && usize::from(kingdom.0) < self.setup.kingdoms.len() {
            self.stand_ins.kingdoms.insert(kingdom);
        } else {
            self.stand_ins.kingdoms.remove(&kingdom);
        }
    }

    /// A copy of the campaign as it stands, to play ahead in (`stand_in::ahead`): its dice
    /// drawn from `seed` instead (it never sees the campaign's own), rolled by the app;
    /// its past left behind (nothing to undo), every kingdom played by the app.
    pub fn rehearsal(&self, seed: u64) -> Game {
        let kingdoms = self.state.kingdom_ids().collect();
        Game {
            setup: self.setup.clone(),
            options: Options { dice: super::ruleset::DiceMode::App, ..self.options },
            seed,
            rules: self.rules,
            notices: Vec::new(),
            state: self.state.clone(),
            log: Vec::new(),
            redo: Vec::new(),
            undone: Vec::new(),
            events: Vec::new(),
            checkpoints: Vec::new(),
            decided: OnceLock::new(),
            resumed: None,
            stand_ins: StandIns { kingdoms, ..StandIns::default() },
        }
    }

    /// The app plays `kingdom` at `level` from its next move, whenever it plays it.
    pub fn set_stand_in_level(&mut self, kingdom: KingdomId, level: super::reason::Level) {
        if level == super::reason::Level::Cunning && usize::from(kingdom.0) < self.setup.kingdoms.len() {
            self.stand_ins.cunning.insert(kingdom);
        } else {
            self.stand_ins.cunning.remove(&kingdom);
        }
    }

    /// A save's stand-ins, once its log and history are in place.
    pub(crate) fn restore_stand_ins(&mut self, stand_ins: StandIns) {
        self.stand_ins = stand_ins.within(self.log.len() + self.redo.len(), self.setup.kingdoms.len());
    }

    /// One command of a save's log, as it is replayed.
    pub(crate) fn replay_one(&mut self, command: Command) -> Result<(), RuleError> {
        self.accept(command).map(|_| ())
    }

    fn accept(&mut self, command: Command) -> Result<Vec<Event>, RuleError> {
        // The pending decision the page already worked out is the one the command answers.
        let (state, events) = match self.decided.get() {
            Some(pending) => rules::execute_answering(&self.state, &self.ctx(), &command, pending)?,
            None => rules::execute(&self.state, &self.ctx(), &command)?,
        };
        let whens = When::of_each(&self.state, &events);
        self.state = state;
        self.decided = OnceLock::new();
        self.log.push(command);
        self.events.push(whens.into_iter().zip(events.iter().cloned()).collect());
        self.mark();
        Ok(events)
    }

    /// Keeps a checkpoint of the state at every `CHECKPOINT_EVERY`-th position.
    fn mark(&mut self) {
        let at = self.log.len();
        if at % CHECKPOINT_EVERY == 0 {
            self.checkpoints.push((at, Arc::new(self.state.clone())));
            self.thin_checkpoints();
        }
    }

    /// Keeps the latest `CHECKPOINTS_KEPT` checkpoints and, before them, those at every
    /// `FAR_CHECKPOINT_EVERY`-th position.
    fn thin_checkpoints(&mut self) {
        let recent = self.checkpoints.len().saturating_sub(CHECKPOINTS_KEPT);
        // The state a campaign was opened from stays while nothing before it is replayed.
        let resumed = self.resumed.as_ref().map(|r| r.position);
        let mut i = 0;
        self.checkpoints.retain(|(at, _)| {
            i += 1;
            i > recent || at % FAR_CHECKPOINT_EVERY == 0 || Some(*at) == resumed
        });
    }

    /// Undo stops at the checkpoint a campaign was opened from until its past is read.
    pub fn can_undo(&self) -> bool {
        self.log.len() > self.resumed.as_ref().map_or(0, |r| r.position)
    }

    pub fn can_redo(&self) -> bool {
        !self.redo.is_empty()
    }

    /// The state after the first `target` commands, replayed from the nearest checkpoint
    /// at or before it (or the start), with the replayed commands' events and the
    /// checkpoints passed on the way. None if a command no longer applies (never, for
    /// commands this campaign accepted).
    fn rebuild(&self, target: usize) -> Option<Rebuilt> {
        let (from, mut state) = match self.checkpoints.iter().rev().find(|(at, _)| *at <= target) {
            Some((at, state)) => (*at, State::clone(state)),
            None => (0, initial_state(&self.setup, &self.options, self.rules)),
        };
        let mut events = Vec::new();
        let mut marks = Vec::new();
        for (position, c) in self.log.iter().enumerate().take(target).skip(from) {
            let ctx = Ctx::with_rules(&self.options, self.seed, position, self.rules);
            let (next, told) = rules::execute(&state, &ctx, c).ok()?;
            let whens = When::of_each(&state, &told);
            events.push(whens.into_iter().zip(told).collect());
            state = next;
            if (position + 1) % CHECKPOINT_EVERY == 0 {
                marks.push((position + 1, Arc::new(state.clone())));
            }
        }
        Some(Rebuilt { from, state, events, marks })
    }

    /// Take back the last command by replaying the ones before it from the nearest
    /// checkpoint (or the start). Those commands were accepted from this very state, so
    /// they replay; were one ever refused, the campaign is left exactly as it was and
    /// nothing is undone.
    pub fn undo(&mut self) -> bool {
        if !self.can_undo() {
            return false;
        }
        let Some(command) = self.log.last().cloned() else {
            return false;
        };
        let target = self.log.len() - 1;
        let Some(Rebuilt { from, state, events, marks }) = self.rebuild(target) else { return false };
        self.events.truncate(from);
        self.events.extend(events);
        self.checkpoints.retain(|(at, _)| *at <= from);
        self.checkpoints.extend(marks);
        self.thin_checkpoints();
        self.log.truncate(target);
        self.state = state;
        self.decided = OnceLock::new();
        self.undone.push(UndoNote { position: target, command: command.clone() });
        self.redo.push(command);
        true
    }

    /// The campaign as it stood after its first `position` commands, to look at (the
    /// timeline): its log, events and chronicle up to there, nothing to redo. The state is
    /// replayed from the nearest checkpoint, so any moment of a long campaign is a few
    /// hundred commands away at most.
    pub fn at(&self, position: usize) -> Game {
        let position = position.min(self.log.len());
        let state = self.state_at(position);
        Game {
            setup: self.setup.clone(),
            options: self.options,
            seed: self.seed,
            rules: self.rules,
            notices: Vec::new(),
            state,
            log: self.log[..position].to_vec(),
            redo: Vec::new(),
            undone: self.undone.iter().filter(|n| n.position < position).cloned().collect(),
            events: self.events[..position].to_vec(),
            checkpoints: self.checkpoints.iter().filter(|(at, _)| *at <= position).cloned().collect(),
            decided: OnceLock::new(),
            resumed: self.resumed.clone().filter(|r| r.position <= position),
            stand_ins: self.stand_ins.before(position),
        }
    }

    /// The state after the first `position` commands (the present past the end).
    pub fn state_at(&self, position: usize) -> State {
        if position >= self.log.len() {
            return self.state.clone();
        }
        self.rebuild(position).map_or_else(|| self.state.clone(), |r| r.state)
    }

    /// The timeline's marks: the setup's start, then the position after which each
    /// month, winter and the end began, with when that is; oldest first.
    pub fn seasons(&self) -> Vec<(usize, When)> {
        let mut marks = vec![(0, When::Setup)];
        for (position, told) in self.events.iter().enumerate() {
            let Some((when, _)) = told.last() else { continue };
            if marks.last().is_some_and(|(_, w)| w != when) {
                marks.push((position + 1, *when));
            }
        }
        marks
    }

    /// Replay the last undone command. Its dice are the ones already seen.
    pub fn redo(&mut self) -> Result<bool, RuleError> {
        let Some(command) = self.redo.pop() else {
            return Ok(false);
        };
        match self.accept(command.clone()) {
            Ok(_) => Ok(true),
            Err(e) => {
                self.redo.push(command);
                Err(e)
            }
        }
    }

    /// What `undo_turn` takes back: how many of the stand-ins' commands end the log, and
    /// the person's command before them (None when only the app's are left).
    pub fn turn_to_undo(&self) -> (usize, Option<&Command>) {
        let apps = (0..self.log.len()).rev().take_while(|at| self.stand_ins.reason(*at).is_some()).count();
        (apps, self.log.len().checked_sub(apps + 1).map(|at| &self.log[at]))
    }

    /// Takes back the last command a person gave, with the stand-ins' commands after it
    /// (`stand_in`): undoing only theirs, a stand-in would give the same again at once.
    /// Whether anything was undone.
    pub fn undo_turn(&mut self) -> bool {
        let mut undone = false;
        while self.log.len().checked_sub(1).is_some_and(|at| self.stand_ins.reason(at).is_some()) {
            if !self.undo() {
                return undone;
            }
            undone = true;
        }
        self.undo() || undone
    }

    /// Gives again the command undone last, with the stand-ins' commands that followed it.
    pub fn redo_turn(&mut self) -> Result<bool, RuleError> {
        let first = self.redo()?;
        while first && self.can_redo() && self.stand_ins.reason(self.log.len()).is_some() {
            self.redo()?;
        }
        Ok(first)
    }

    /// Rebuild a campaign from its setup and log, as a save is loaded. Returns the
    /// position (1-based) and error of the first command that no longer applies.
    pub fn replay(
        setup: Setup,
        options: Options,
        seed: u64,
        rules: u32,
        commands: Vec<Command>,
    ) -> Result<Game, ReplayError> {
        let mut game = Game::start(setup, options, seed, rules).map_err(ReplayError::Setup)?;
        for (i, c) in commands.into_iter().enumerate() {
            game.accept(c).map_err(|error| ReplayError::Diverged { at: i + 1, error })?;
        }
        Ok(game)
    }

    /// Restore what a save remembers besides the log. The redo stack must replay from
    /// the end of the log, as a real one does; the position (1-based, the next to redo
    /// first) and error of the first that does not are returned, and nothing changes.
    pub fn restore_history(
        &mut self,
        redo: Vec<Command>,
        undone: Vec<UndoNote>,
        notices: Vec<Notice>,
    ) -> Result<(), HistoryError> {
        let mut probe = self.clone();
        for (i, c) in redo.iter().rev().enumerate() {
            probe.accept(c.clone()).map_err(|e| HistoryError::Redo(i + 1, e))?;
        }
        // Notes reaching before a checkpoint are checked with the past (`adopt_past`).
        if self.resumed.is_none() {
            self.check_undo_notes(&undone)?;
        }
        self.redo = redo;
        self.undone = undone;
        self.notices = notices;
        Ok(())
    }

    /// Each undo note names a command taken back from the log as it then stood. Between
    /// two undos the log only grows, so, working back from now, the log before each undo
    /// is known: each note's command must be one the rules accepted there.
    fn check_undo_notes(&self, notes: &[UndoNote]) -> Result<(), HistoryError> {
        // The log before the undo being checked: this campaign's first `shared` commands,
        // then `tail`; and the state after the last note checked, with where it stands.
        let (mut shared, mut tail) = (self.log.len(), Vec::<Command>::new());
        let mut after_last: Option<(usize, usize, State)> = None;
        for (i, note) in notes.iter().enumerate().rev() {
            let refused = |e| HistoryError::UndoNote(i + 1, Some(e));
            if note.position > shared + tail.len() {
                return Err(HistoryError::UndoNote(i + 1, None));
            }
            tail.truncate(note.position.saturating_sub(shared));
            shared = shared.min(note.position);
            // Undos in a row are checked in one pass: the state the last one left is the
            // one the next one starts from.
            let mut state = match after_last.take() {
                Some((s, t, state)) if (s, t) == (shared, tail.len()) => state,
                _ => {
                    let mut state = self.state_at(shared);
                    for (offset, c) in tail.iter().enumerate() {
                        let ctx = Ctx::with_rules(&self.options, self.seed, shared + offset, self.rules);
                        state = rules::execute(&state, &ctx, c).map_err(refused)?.0;
                    }
                    state
                }
            };
            let ctx = Ctx::with_rules(&self.options, self.seed, note.position, self.rules);
            state = rules::execute(&state, &ctx, &note.command).map_err(refused)?.0;
            tail.push(note.command.clone());
            after_last = Some((shared, tail.len(), state));
        }
        Ok(())
    }

    /// Every event of the campaign, oldest first (undone commands' events are gone).
    pub fn events(&self) -> impl DoubleEndedIterator<Item = &Event> {
        self.events.iter().flat_map(|list| list.iter().map(|(_, e)| e))
    }

    /// Every event with the log position of the command that made it, oldest first.
    pub fn positioned_events(&self) -> impl Iterator<Item = (usize, &Event)> {
        self.events.iter().enumerate().flat_map(|(position, list)| list.iter().map(move |(_, e)| (position, e)))
    }

    /// The events of the command at log position `position`.
    pub fn events_of(&self, position: usize) -> impl Iterator<Item = &Event> {
        self.events.get(position).into_iter().flatten().map(|(_, e)| e)
    }

    /// The events of the command at log position `position`, each with when it happened.
    pub fn timed_events_of(&self, position: usize) -> impl Iterator<Item = (When, &Event)> {
        self.events.get(position).into_iter().flatten().map(|(w, e)| (*w, e))
    }

    /// When the campaign stands now: its month, its winter, its setup or its end.
    pub fn now(&self) -> When {
        When::at(&self.state.phase, &self.state.calendar)
    }

    /// The chronicle, oldest first, with undos in place.
    pub fn chronicle(&self) -> Vec<Entry> {
        let mut out = Vec::new();
        let mut notes: Vec<&UndoNote> = self.undone.iter().collect();
        crate::sort::sort_by_key(&mut notes, |n| n.position);
        let mut notes = notes.into_iter().peekable();
        for (position, events) in self.events.iter().enumerate() {
            while let Some(n) = notes.next_if(|n| n.position <= position) {
                out.push(Entry::Undone { position: n.position, command: n.command.clone() });
            }
            if let Some(reason) = self.stand_ins.reason(position).filter(|r| r.why.is_told()) {
                out.push(Entry::Reason { position, reason: reason.clone() });
            }
            for (when, e) in events.iter().filter(|(_, e)| e.is_told()) {
                out.push(Entry::Event { position, when: *when, event: e.clone() });
            }
        }
        out.extend(notes.map(|n| Entry::Undone { position: n.position, command: n.command.clone() }));
        out
    }

    /// The hash of the whole state that new saves carry (`hash::Encoding::Canon1`).
    pub fn state_hash(&self) -> String {
        hash::state_hash(&self.state, Encoding::Canon1)
    }
}

/// Why a save's undo history does not hold: the 1-based step of the redo stack, or the
/// undo note, that the rules refuse (a note whose position lies past the log: no error).
#[derive(Debug)]
pub enum HistoryError {
    Redo(usize, RuleError),
    UndoNote(usize, Option<RuleError>),
}

#[derive(Debug)]
pub enum ReplayError {
    Setup(SetupError),
    Diverged { at: usize, error: RuleError },
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::testing::sample_setup;

    // A checkpoint whose state is not what its log builds, though its hash names that
    // state, is caught when the past is read: refused, and the campaign left as it was.
    #[test]
    fn a_past_that_does_not_reach_the_checkpoint_state_is_refused() {
        let mut whole = Game::new(sample_setup(), Options::default(), 3).unwrap();
        while whole.log().len() < 60 {
            let c = whole.answers()[0].clone();
            whole.apply(c).unwrap();
        }
        let mut wrong = whole.state_at(40);
        wrong.kingdoms[0].gold += 3;
        let hash = hash::state_hash(&wrong, Encoding::Canon1);
        let (setup, options) = (whole.setup().clone(), *whole.options());
        let mut resumed =
            Game::resumed(setup, options, 3, whole.rules, whole.log()[..40].to_vec(), wrong, hash).unwrap();
        let past = Game::replay(whole.setup().clone(), options, 3, whole.rules, whole.log()[..40].to_vec()).unwrap();
        assert!(matches!(resumed.adopt_past(past.clone()), Err(PastRefused::CheckpointWrong { .. })));
        assert!(resumed.past_unread() && !resumed.can_undo(), "left as it was");
        let shorter = Game::replay(whole.setup().clone(), options, 3, whole.rules, whole.log()[..39].to_vec()).unwrap();
        assert!(matches!(resumed.adopt_past(shorter), Err(PastRefused::NotThisLog)));
    }
}
