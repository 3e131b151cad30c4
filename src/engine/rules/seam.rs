//! What every rule is handed (`Ctx`, the `Emitter` its events go to), and the one seam
//! between the core rules and a rules module (the loyalty module, the domain war,
//! narrative battles, a module plugged in by name). A module is its folder
//! plus one `impl Module`, registered in `rules::MODULES`; the core rules never import a
//! module: they ask the registered ones, through `Ctx::modules` where a command runs and
//! through the `Modules` the entry points hand down where a decision is worked out. The
//! facts a module's slice of the state holds (a frozen tile, a marched army) are read
//! from the state itself (each module's `facts.rs`, methods of `State`).
//!
//! Every hook has a default that does nothing, so a module implements only the moments
//! it takes part in. Where two modules answer the same hook, they are asked in the
//! registry's order.

use crate::engine::battle::{Battle, BattleKind};
use crate::engine::command::Command;
use crate::engine::decision::{Decision, DecisionKind, Reach, TokenOrders};
use crate::engine::dice::DiceStream;
use crate::engine::error::RuleError;
use crate::engine::event::Event;
use crate::engine::hex::Hex;
use crate::engine::ids::{KingdomId, TokenId};
use crate::engine::plugged::{Tagged, TileMark};
use crate::engine::reason::Reason;
use crate::engine::ruleset::Options;
use crate::engine::state::{Order, Phase, State};
use crate::words::message::Message;
use std::cell::Cell;
/// Collects the events of one command, applying each to a scratch copy of the state so
/// that later steps see earlier ones. The real state is only replaced on success.
pub struct Emitter {
    state: State,
    events: Vec<Event>,
    /// The registered modules: each watches the core's events and applies its own.
    modules: Modules,
}

impl Emitter {
    pub(crate) fn new(state: &State, modules: Modules) -> Self {
        Emitter { state: state.clone(), events: Vec::new(), modules }
    }

    /// Applies `event`: what a core event means to a module's data first (it reads the
    /// tile as it was: who held it before), then the core's change, or the module's own
    /// event by its module.
    pub(crate) fn emit(&mut self, event: Event) {
        for m in self.modules {
            m.watch(&mut self.state, &event);
        }
        if !self.modules.iter().any(|m| m.apply(&mut self.state, &event)) {
            self.state.apply(&event);
        }
        self.events.push(event);
    }

    pub fn state(&self) -> &State {
        &self.state
    }

    /// The registered modules, for a step that asks them with no `Ctx` at hand.
    pub(crate) fn modules(&self) -> Modules {
        self.modules
    }

    pub fn finish(self) -> (State, Vec<Event>) {
        (self.state, self.events)
    }
}

/// What a command's execution may know besides the state.
pub struct Ctx<'a> {
    pub options: &'a Options,
    pub seed: u64,
    /// The command's position in the log: it keys the dice (`APP-3`).
    pub position: usize,
    /// The rules version the campaign plays by: changes of behaviour are gated on it.
    pub rules: u32,
    /// How many rolls this command has drawn so far: each draws from its own stream.
    rolls: Cell<u32>,
    /// What follows a phase that is over (`rules::flow`).
    next: fn(&mut Emitter, &Ctx, Phase),
    /// The registered rules modules, in the order they are asked.
    pub modules: Modules,
}

/// The registered rules modules, in the order they are asked (`rules::MODULES`).
pub type Modules = &'static [&'static dyn Module];

impl<'a> Ctx<'a> {
    /// A command at `position` of a campaign played by rules version `rules`, whose phases
    /// hand over to `next` and whose modules are `modules` (`rules::Ctx::new` gives the
    /// campaign's own).
    pub fn assemble(
        options: &'a Options,
        seed: u64,
        position: usize,
        rules: u32,
        next: fn(&mut Emitter, &Ctx, Phase),
        modules: Modules,
    ) -> Self {
        Ctx { options, seed, position, rules, rolls: Cell::new(0), next, modules }
    }

    /// `phase` is over: begin what follows it.
    pub fn finished(&self, out: &mut Emitter, phase: Phase) {
        (self.next)(out, self, phase)
    }

    /// The faces of a roll: typed in at the table (already checked), or drawn from the
    /// stream keyed by this command's position.
    pub(crate) fn faces(&self, given: &Option<Vec<u8>>, count: usize, sides: u8) -> Vec<u8> {
        match given {
            Some(faces) => faces.clone(),
            None => {
                // Rules version 1 drew every roll of a command from its first stream.
                let roll = if self.rules < 2 { 0 } else { self.rolls.get() };
                self.rolls.set(roll + 1);
                DiceStream::of_roll(self.seed, self.position, roll).dice(count, sides)
            }
        }
    }
}

/// A rules module's hooks into the core.
pub trait Module: Sync {
    /// The name a module plugged in by name (`plugged`) goes by in a campaign's setup, its
    /// tagged commands and events and the state's `modules`; empty for the built-in ones,
    /// which the central enums name.
    fn name(&self) -> &'static str {
        ""
    }

    /// What a core event means to its data, before the core applies it (`LOY-2`, `DOM-9`).
    fn watch(&self, _state: &mut State, _event: &Event) {}

    /// Applies one of its own events; false when `event` is none of them.
    fn apply(&self, _state: &mut State, _event: &Event) -> bool {
        false
    }

    /// A plugged module's slice of the state when a campaign starts with it.
    fn start(&self) -> serde_json::Value {
        serde_json::Value::Null
    }

    /// Its words in each language it speaks: the language's code and Fluent text. A
    /// message it lacks in a language is said in English.
    fn words(&self) -> &'static [(&'static str, &'static str)] {
        &[]
    }

    /// One of its tagged events in words, for the chronicle; `name` names a kingdom.
    fn describe_event(&self, _event: &Tagged, _name: &dyn Fn(KingdomId) -> String) -> Option<Message> {
        None
    }

    /// One of its tagged commands in words.
    fn describe_command(&self, _command: &Tagged) -> Option<Message> {
        None
    }

    /// The marks it draws on the map's tiles now.
    fn marks(&self, _state: &State) -> Vec<TileMark> {
        Vec::new()
    }

    /// Whether one of its own steps is under way: its decision then comes before the
    /// phase's, and commands go to it.
    fn pending(&self, _state: &State) -> bool {
        false
    }

    /// Its pending decision, while `pending`.
    fn decision(&self, _state: &State) -> Option<Decision> {
        None
    }

    /// Runs a command that answers its pending decision (`check` accepted it).
    fn execute(&self, _out: &mut Emitter, _ctx: &Ctx, _command: &Command) {}

    /// The commands that answer `decision`, when the decision is one of its kinds.
    fn answers(&self, _decision: &Decision, _options: &Options) -> Option<Vec<Command>> {
        None
    }

    /// Whether `command` is of the kind that answers `decision` (right or wrong), when
    /// the decision is one of its kinds.
    fn answers_kind(&self, _decision: &Decision, _command: &Command) -> bool {
        false
    }

    /// Its own check of an answer to one of its decisions, where listing every answer
    /// cannot say (typed-in dice); `None` leaves it to the list of answers.
    fn check_answer(
        &self,
        _state: &State,
        _decision: &Decision,
        _options: &Options,
        _command: &Command,
    ) -> Option<Result<(), RuleError>> {
        None
    }

    /// Its commands open whatever is pending (forced mobilisation, a settlement's
    /// developments, an army's mounted flag).
    fn any_time(&self, _state: &State, _options: &Options) -> Vec<Command> {
        Vec::new()
    }

    /// Whether one of its any-time commands may be given now; `None` when `command` is
    /// none of them.
    fn check_any_time(&self, _state: &State, _options: &Options, _command: &Command) -> Option<Result<(), RuleError>> {
        None
    }

    /// Runs one of its any-time commands (`check_any_time` accepted it); false when
    /// `command` is none of them.
    fn execute_any_time(&self, _out: &mut Emitter, _ctx: &Ctx, _command: &Command) -> bool {
        false
    }

    /// A chosen battle is about to be joined: true when the module holds it for steps of
    /// its own first (`DOM-5`…`DOM-8`), which join it when they end.
    fn battle_chosen(&self, _out: &mut Emitter, _ctx: &Ctx) -> bool {
        false
    }

    /// A battle is over and none follows it yet: true when the module began one more
    /// (`DOM-7`'s second battle).
    fn battle_follows(&self, _out: &mut Emitter, _ctx: &Ctx) -> bool {
        false
    }

    /// The month's battles are over: true when the module holds the month for steps of
    /// its own before Reform (`LOY-13`).
    fn after_battles(&self, _out: &mut Emitter, _ctx: &Ctx) -> bool {
        false
    }

    /// The orders of its own `token` may take now besides the core's (`SUM-ORD-7`).
    fn special_orders(&self, _state: &State, _options: &Options, _token: TokenId) -> Vec<Order> {
        Vec::new()
    }

    /// The tiles `token` can reach by an order of its own this month (`DOM-11`'s marches).
    fn reach(&self, _state: &State, _options: &Options, _token: TokenId) -> Vec<Reach> {
        Vec::new()
    }

    /// The commands of its own that give one of `token`'s listed orders (a march).
    fn order_answers(&self, _token: &TokenOrders) -> Vec<Command> {
        Vec::new()
    }

    /// Gives an order by a command of its own (`check_answer` accepted it); false when
    /// `command` is none of them.
    fn give_order(&self, _out: &mut Emitter, _ctx: &Ctx, _command: &Command) -> bool {
        false
    }

    /// Where `token`'s move order ends, when an order of its own carries it further (the
    /// tile a march stops in).
    fn move_ends(&self, _state: &State, _token: TokenId) -> Option<Hex> {
        None
    }

    /// A move into `to` is about to be resolved: true when the module refuses it, having
    /// said why (`LOY-3`).
    fn refuse_move(&self, _out: &mut Emitter, _token: TokenId, _to: Hex) -> bool {
        false
    }

    /// Carries out `token`'s move when an order of its own moves it: `Some(true)` when it
    /// arrived, `Some(false)` when it was lost on the way, `None` when the move is the
    /// core's to make.
    fn walk(&self, _out: &mut Emitter, _ctx: &Ctx, _token: TokenId) -> Option<bool> {
        None
    }

    /// `token` entered `hex` by its resolved move (a march's pillage where it stops).
    fn entered(&self, _out: &mut Emitter, _token: TokenId, _hex: Hex) {}

    /// Resolves one of its own orders; false when `order` is none of them.
    fn resolve_order(&self, _out: &mut Emitter, _ctx: &Ctx, _token: TokenId, _order: Order) -> bool {
        false
    }

    /// A fight of `kind` is about to begin, before its first step (`DOM-3`'s hits).
    fn fight_begins(&self, _out: &mut Emitter, _kind: BattleKind) {}

    /// A fight of `kind` has begun, after its first step (a narrative battle's record).
    fn fight_began(&self, _out: &mut Emitter, _ctx: &Ctx, _kind: BattleKind) {}

    /// The decision of a battle's roll, when the module fights it (`NAR-1`).
    fn battle_decision(&self, _state: &State, _battle: &Battle) -> Option<Decision> {
        None
    }

    /// Its own measure of `kingdom`, by name, when the campaign plays it: charted beside
    /// the core's figures (the loyalty a kingdom's tiles bear it).
    fn measure(&self, _state: &State, _kingdom: KingdomId) -> Option<(&'static str, u32)> {
        None
    }

    /// Whether the module's part of `battle` has rolled its first dice, so the players may
    /// no longer switch its resolver (`SET-6`).
    fn battle_rolled(&self, _battle: &Battle) -> bool {
        false
    }

    /// Runs a command of a battle the module fights; false when it fights none.
    fn battle_execute(&self, _out: &mut Emitter, _ctx: &Ctx, _command: &Command) -> bool {
        false
    }

    /// A battle was decided (`RES-1`): what the module notes of it (`LOY-13`).
    fn battle_decided(&self, _out: &mut Emitter, _battle: &Battle, _winner: Option<KingdomId>) {}

    /// The losers' retreats are lined up: true when the module holds them for steps of its
    /// own (`LOY-13`).
    fn hold_retreats(&self, _out: &mut Emitter, _battle: &Battle, _queue: &[(KingdomId, bool)]) -> bool {
        false
    }

    /// Reform's automatic steps are done: true when the module holds the month for steps of
    /// its own, which close it (`rules::reform::close`) when they end (`LOY-13`).
    fn month_ended(&self, _out: &mut Emitter, _ctx: &Ctx) -> bool {
        false
    }

    /// The month is closing, before the player order is ranked: true when the module holds
    /// it for steps of its own, which rank it when they end (`DOM-10`).
    fn month_closing(&self, _out: &mut Emitter, _ctx: &Ctx) -> bool {
        false
    }

    /// A new summer month began (`LOY-1`'s regional winter).
    fn month_began(&self, _out: &mut Emitter, _ctx: &Ctx) {}

    /// The winter began, before recall (`LOY-9`).
    fn winter_began(&self, _out: &mut Emitter, _ctx: &Ctx) {}

    /// The winter's gathering is done (`WIN-2`; `DOM-9`: the occupations end).
    fn gathered(&self, _out: &mut Emitter) {}

    /// The refusal of one of its orders that `token` may not take now (`LOY-10`, `DOM-10`).
    fn order_refused(&self, _token: TokenId, _order: Order) -> Option<RuleError> {
        None
    }

    /// Where an army bought at `fortress` is placed, when the module places it elsewhere
    /// (`LOY-12`).
    fn post(&self, _state: &State, _kingdom: KingdomId, _fortress: Hex) -> Option<Hex> {
        None
    }

    // A stand-in's judgement (`stand_in`), in the same bands as the core's answers.

    /// The score of `command`, `kingdom`'s answer to `kind`, and its reason, when the
    /// answer is this module's to judge.
    fn judge_answer(
        &self,
        _judge: &dyn Judge,
        _kingdom: KingdomId,
        _kind: &DecisionKind,
        _command: &Command,
    ) -> Option<(i64, Reason)> {
        None
    }

    /// The score of one of its orders to `token`, an army that stays where it is.
    fn judge_stay(
        &self,
        _judge: &dyn Judge,
        _kingdom: KingdomId,
        _token: TokenId,
        _order: Order,
    ) -> Option<(i64, Reason)> {
        None
    }

    /// Whether its rules would refuse `token`'s move into `to` (`LOY-3`), once the armies
    /// already ordered there have moved in.
    fn refuses_move(&self, _judge: &dyn Judge, _kingdom: KingdomId, _token: TokenId, _to: Hex) -> bool {
        false
    }

    /// By map index, whether an army of `kingdom` there is in supply by its rules (`LOY-8`,
    /// `DOM-4`); None when it counts no supply in this campaign.
    fn supplied_tiles(&self, _state: &State, _kingdom: KingdomId) -> Option<Vec<bool>> {
        None
    }

    /// Whether an army standing in `hex` is cut off by its rules though it may be in
    /// supply (`LOY-6`: a rebel tile destroys it after a season).
    fn cuts_off(&self, _state: &State, _hex: Hex) -> bool {
        false
    }
}

/// What a stand-in lends a module judging an answer: the state, and its own view of a
/// fight and of a move, so that a module's judgement reads in the same bands.
pub trait Judge {
    fn state(&self) -> &State;
    fn options(&self) -> &Options;
    /// The state once `kingdom`'s armies already ordered into `to` this month, and
    /// `joining`, have moved in.
    fn ordered_in(&self, kingdom: KingdomId, to: Hex, joining: Option<TokenId>) -> State;
    /// `kingdom`'s chance, in tenths of a percent, attacking `enemy` at `hex`, and the
    /// score that chance earns.
    fn fight(&self, kingdom: KingdomId, enemy: KingdomId, hex: Hex) -> (i64, u128);
    /// The score of `token` moving into `to`, and its reason.
    fn move_to(&self, kingdom: KingdomId, token: TokenId, to: Hex) -> (i64, Reason);
    /// Whether the judging kingdom's army at `hex` is in supply (`supplied_tiles`); None
    /// when the campaign counts no supply.
    fn in_supply(&self, hex: Hex) -> Option<bool>;
}
