//! Every change to the state is an event, and `State::apply` is the only mutation.

use super::battle::{Battle, BattleKind, BattleStep};
use super::dice::RollPurpose;
use super::domain::DomainEvent;
use super::hex::Hex;
use super::loyalty::{LoyaltyEvent, Step, EXPLORER, LOYAL};
use super::narrative::NarrativeEvent;
use super::state::{Army, KingdomId, Order, Phase, Settlement, SettlementKind, Ship, State, TokenId, Unit};
use super::winter::{Purchase, Winter, WinterStep};
use serde::{Deserialize, Serialize};

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Event {
    /// A roll and what it was for (`APP-2`). `by` is the kingdom that rolled, if any.
    DiceRolled {
        purpose: RollPurpose,
        by: Option<KingdomId>,
        faces: Vec<u8>,
    },
    /// `SET-1`: a kingdom has chosen its race; nobody sees which yet.
    RaceChosen {
        kingdom: KingdomId,
    },
    /// `SET-1`: all races are revealed at once, by kingdom.
    RacesRevealed {
        races: Vec<String>,
    },
    /// `SET-2`: the player order so far; groups of several are still tied.
    PlayerOrderTied {
        groups: Vec<Vec<KingdomId>>,
    },
    /// The player order is decided: at setup (`SET-2`), at Reform (`REF-6`) or before
    /// the winter's deployment (`WIN-6`), as `purpose` names.
    PlayerOrderSet {
        order: Vec<KingdomId>,
        purpose: RollPurpose,
    },
    /// A settlement is placed and its tile controlled and explored (`SET-3`, `SET-4`).
    SettlementPlaced {
        hex: Hex,
        kingdom: KingdomId,
        kind: SettlementKind,
        capital: bool,
    },
    /// A tile comes under a kingdom's control and is explored.
    TileControlled {
        hex: Hex,
        kingdom: KingdomId,
    },
    /// A new army of `points` (`SET-5`).
    ArmyRaised {
        army: TokenId,
        kingdom: KingdomId,
        hex: Hex,
        points: u32,
        /// `WIN-4`: raised from an allied list.
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        allied: bool,
    },
    PhaseChanged {
        phase: Phase,
    },
    /// `SUM-ORD-1`: the order stands until resolved.
    OrderGiven {
        token: TokenId,
        kingdom: KingdomId,
        order: Order,
    },
    /// `SUM-ORD-6`: the settlement is turned upside down, to be razed.
    SettlementMarked {
        hex: Hex,
    },
    /// `SUM-RES-3`, `SUM-RES-7`: a move is resolved; the token (an army, or a ship with
    /// its paired army) enters the tile.
    ArmyMoved {
        army: TokenId,
        kingdom: KingdomId,
        from: Hex,
        to: Hex,
    },
    /// `SUM-RES-2`: the army entered an unexplored tile; its kingdom rolls next.
    ExplorationPending {
        kingdom: KingdomId,
        hex: Hex,
    },
    /// `SUM-RES-2`: the exploration roll's total and what was found; the tile is the
    /// explorer's.
    Explored {
        kingdom: KingdomId,
        hex: Hex,
        total: u8,
        found: Option<SettlementKind>,
    },
    /// `SUM-RES-4`: the settlement is gone.
    SettlementRazed {
        army: TokenId,
        hex: Hex,
    },
    /// `SUM-RES-4`: an enemy stands in the tile (or nothing is left to raze).
    RazeFailed {
        army: TokenId,
        hex: Hex,
    },
    /// `SUM-RES-5`
    DefenceTaken {
        army: TokenId,
    },
    /// `SUM-RES-6`
    StoodUp {
        army: TokenId,
    },
    /// `REF-1`: the army crossed a forest or mountain edge, or entered a river tile.
    ArmyLaidDown {
        army: TokenId,
    },
    /// `REF-2`: a failed raze's mark is taken off.
    SettlementUnmarked {
        hex: Hex,
    },
    /// `REF-5`
    DefenceCleared {
        army: TokenId,
    },
    /// `REF-6`, `WIN-6`: the new player order is tied; the tied kingdoms roll.
    OrderTied {
        groups: Vec<Vec<KingdomId>>,
        purpose: RollPurpose,
    },
    /// The month's orders, resolutions and crossings are done with.
    MonthEnded,
    /// `REF-7`: the next summer month begins.
    MonthBegan {
        year: u8,
        month: u8,
    },
    /// `SUM-BAT-1`, `SUM-BAT-2`: the attacker chose this tile and enemy.
    BattleChosen {
        hex: Hex,
        attacker: KingdomId,
        defender: KingdomId,
    },
    /// `SUM-BAT-3`: the kind of battle is fixed.
    BattleKindSet {
        kind: BattleKind,
    },
    /// The battle moves on to its next step (shown by the pending decision, not told).
    BattleStepped {
        step: BattleStep,
    },
    /// `SIM-3`: a die put on an enemy army; a hit takes 100 points.
    DieAllocated {
        by: KingdomId,
        face: u8,
        army: TokenId,
        defence: u32,
        hit: bool,
    },
    /// `NAV-1`: dice of 4 or more after modifiers, each side's.
    NavalHits {
        attacker: u8,
        defender: u8,
    },
    /// `NAV-2`: whether a side declared itself the loser.
    Declared {
        kingdom: KingdomId,
        concede: bool,
    },
    /// An army or ship is removed; a ship takes its paired army with it.
    TokenDestroyed {
        token: TokenId,
        cause: Loss,
    },
    /// `UST-1`, `UST-2`: a unit's Unit Strength modifier changes.
    UnitStrengthChanged {
        army: TokenId,
        unit: u8,
        name: String,
        by: i8,
    },
    /// `SET-7`: a unit joins a roster.
    UnitAdded {
        army: TokenId,
        unit: Unit,
    },
    /// `UST-4`: a unit at −2 or lower leaves its army.
    UnitLost {
        army: TokenId,
        unit: u8,
        name: String,
    },
    /// `SET-7`: its owner takes a unit off the roster.
    UnitRemoved {
        army: TokenId,
        unit: u8,
        name: String,
    },
    /// The fight is decided: the winner (none: a draw, or `NAV-3`) and the score that
    /// decided it, attacker's first (`SIM-4` reductions, `LWB-1` totals).
    BattleDecided {
        winner: Option<KingdomId>,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        score: Option<[u32; 2]>,
    },
    /// `RES-1`, `RES-2`: a token leaves the battle tile (a ship with its paired army).
    TokenRetreated {
        token: TokenId,
        from: Hex,
        to: Hex,
        laid_down: bool,
    },
    /// `RES-3`: the winner moves one token out.
    WinnerMoved {
        token: TokenId,
        from: Hex,
        to: Hex,
    },
    /// The battle is over; the next may be chosen.
    BattleOver,
    /// `WIN-8`: a kingdom that controls no tile falls.
    Eliminated {
        kingdom: KingdomId,
        year: u8,
    },
    /// `WIN-1`: a token goes home for the winter.
    Recalled {
        token: TokenId,
        to: Hex,
    },
    /// `WIN-2`
    Gathered {
        kingdom: KingdomId,
        gold: u32,
        food: u32,
    },
    /// `WIN-3`
    Tithed {
        from: KingdomId,
        to: KingdomId,
        gold: u32,
        food: u32,
    },
    /// `WIN-3`, `WIN-4`: a kingdom passes its turn.
    Passed {
        kingdom: KingdomId,
    },
    /// `WIN-4`: a purchase, paid; a settlement is built or raised.
    Purchased {
        kingdom: KingdomId,
        hex: Hex,
        what: Purchase,
    },
    /// `WIN-4`
    ShipBuilt {
        ship: TokenId,
        kingdom: KingdomId,
        hex: Hex,
    },
    /// `WIN-5`: food eaten by the armies.
    Fed {
        kingdom: KingdomId,
        food: u32,
    },
    /// `WIN-5`: unspent gold and food are lost.
    StoresLost {
        kingdom: KingdomId,
    },
    /// `WIN-6`: every army leaves the map to be placed again.
    Staged {
        armies: Vec<TokenId>,
    },
    /// `WIN-6`
    Deployed {
        army: TokenId,
        kingdom: KingdomId,
        hex: Hex,
    },
    /// `WIN-6`, `WIN-7`: the winter is over; every token stands upright for the new year.
    WinterEnded,
    /// The winter moves on to its next step (shown by the pending decision, not told).
    WinterStepped {
        step: WinterStep,
    },
    /// `SUM-ORD-2`
    Paired {
        army: TokenId,
        ship: TokenId,
    },
    /// `SUM-ORD-2`
    Unpaired {
        army: TokenId,
        ship: TokenId,
    },
    /// The loyalty module's events (RULES §7).
    Loyalty(LoyaltyEvent),
    /// The narrative resolver's events (RULES §9).
    Narrative(NarrativeEvent),
    /// The domain war's events (RULES §8).
    Domain(DomainEvent),
}

/// Why a token was removed.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Loss {
    /// `SUM-BAT-3` case 1.
    Slaughtered,
    /// `SIM-3`: reduced to 0 points.
    Destroyed,
    /// `NAV-1`
    Sunk,
    /// `RES-1`, `RES-2`: nowhere to retreat.
    NoRetreat,
    /// `UST-4`: its last unit is gone.
    NoUnits,
    /// `WIN-1`: no settlement to go home to.
    NoHome,
    /// `WIN-4`: disbanded to make room under the army cap.
    Disbanded,
    /// `WIN-5`: no food for it.
    Starved,
    /// `WIN-6`: no room left in the kingdom's settlements.
    NoRoom,
    /// `WIN-8`: its kingdom fell.
    Fallen,
    /// `LOY-4.1`: no tile next to the battle could take its retreat.
    Surrounded,
    /// `LOY-4.4`: nowhere to stop beyond a devastated tile, or two devastated in a row.
    Stranded,
    /// `LOY-6`: a season in a rebel tile.
    Rebels,
    /// `LOY-8`: three month-ends in a row out of supply.
    Unsupplied,
    /// `DOM-4`: marched out of supply until nothing was left.
    MarchedUnsupplied,
}

impl Loss {
    pub fn rule(self) -> &'static str {
        match self {
            Loss::Slaughtered => "SUM-BAT-3",
            Loss::Destroyed => "SIM-3",
            Loss::Sunk => "NAV-1",
            Loss::NoRetreat => "RES-1",
            Loss::NoUnits => "UST-4",
            Loss::NoHome => "WIN-1",
            Loss::Disbanded => "WIN-4",
            Loss::Starved => "WIN-5",
            Loss::NoRoom => "WIN-6",
            Loss::Fallen => "WIN-8",
            Loss::Surrounded => "LOY-4.1",
            Loss::Stranded => "LOY-4.4",
            Loss::Rebels => "LOY-6",
            Loss::Unsupplied => "LOY-8",
            Loss::MarchedUnsupplied => "DOM-4",
        }
    }
}

impl State {
    /// Apply one event. Events come from the engine's own rules, which checked them, so a
    /// hex off the map here is a bug; it is ignored rather than allowed to panic.
    pub fn apply(&mut self, event: &Event) {
        match event {
            Event::DiceRolled { .. } | Event::RaceChosen { .. } => {}
            Event::RacesRevealed { races } => {
                for (k, race) in self.kingdoms.iter_mut().zip(races) {
                    k.race = Some(race.clone());
                }
            }
            Event::PlayerOrderTied { groups } => {
                self.phase = Phase::Setup(super::state::SetupStep::PlayerOrder { groups: groups.clone() });
            }
            Event::PlayerOrderSet { order, .. } => self.player_order = order.clone(),
            Event::SettlementPlaced { hex, kingdom, kind, capital } => {
                // LOY-2: a kingdom's setup tiles start at 6.
                self.set_loyalty(*hex, *kingdom, LOYAL);
                if let Some(i) = self.map.index(*hex) {
                    let tile = &mut self.tiles[i];
                    tile.explored = true;
                    tile.control = Some(*kingdom);
                    tile.settlement = Some(Settlement::new(*kind, capital.then_some(*kingdom)));
                }
            }
            Event::TileControlled { hex, kingdom } => {
                if matches!(self.phase, Phase::Setup(_)) {
                    self.set_loyalty(*hex, *kingdom, LOYAL);
                } else {
                    self.note_taken(*hex, *kingdom, self.control(*hex));
                    self.note_occupation(*hex, *kingdom, self.control(*hex));
                }
                if let Some(i) = self.map.index(*hex) {
                    self.tiles[i].explored = true;
                    self.tiles[i].control = Some(*kingdom);
                }
            }
            Event::ArmyRaised { army, kingdom, hex, points, allied } => {
                self.armies.insert(*army, Army { allied: *allied, ..Army::new(*kingdom, *hex, *points) });
                self.next_token = self.next_token.max(army.0.saturating_add(1));
            }
            Event::PhaseChanged { phase } => self.phase = phase.clone(),
            Event::OrderGiven { token, order, .. } => {
                self.orders.insert(*token, *order);
            }
            Event::ArmyMoved { army, from, to, .. } => {
                self.move_token(*army, *to);
                self.crossings.insert(*army, super::state::Crossing { from: *from, to: *to });
                self.resolved.insert(*army);
            }
            Event::ExplorationPending { kingdom, hex } => self.exploring = Some((*kingdom, *hex)),
            Event::Explored { kingdom, hex, found, .. } => {
                // LOY-2: 3 to the explorer of a newly explored tile.
                self.set_loyalty(*hex, *kingdom, EXPLORER);
                self.note_taken(*hex, *kingdom, None);
                if let Some(i) = self.map.index(*hex) {
                    let tile = &mut self.tiles[i];
                    tile.explored = true;
                    tile.control = Some(*kingdom);
                    tile.settlement = found.map(|kind| Settlement::new(kind, None));
                }
                self.exploring = None;
            }
            Event::SettlementRazed { army, hex } => {
                if let Some(i) = self.map.index(*hex) {
                    self.tiles[i].settlement = None;
                }
                self.resolved.insert(*army);
            }
            Event::RazeFailed { army, .. } => {
                self.resolved.insert(*army);
            }
            Event::DefenceTaken { army } => {
                if let Some(a) = self.armies.get_mut(army) {
                    a.defending = true;
                }
                self.resolved.insert(*army);
            }
            Event::StoodUp { army } => {
                self.set_upright(*army, true);
                self.resolved.insert(*army);
            }
            Event::ArmyLaidDown { army } => self.set_upright(*army, false),
            Event::SettlementUnmarked { hex } => {
                if let Some(s) = self.map.index(*hex).and_then(|i| self.tiles[i].settlement.as_mut()) {
                    s.to_be_razed = false;
                }
            }
            Event::DefenceCleared { army } => {
                if let Some(a) = self.armies.get_mut(army) {
                    a.defending = false;
                }
            }
            Event::OrderTied { groups, .. } => self.tied = groups.clone(),
            Event::MonthEnded => {
                self.end_domain_month();
                if let Some(l) = self.loyalty.as_mut() {
                    l.noted.clear();
                    l.taken.clear();
                    l.mobilised.clear();
                }
                self.orders.clear();
                self.resolved.clear();
                self.crossings.clear();
                self.tied.clear();
                self.battles_chosen.clear();
            }
            Event::MonthBegan { year, month } => {
                if let Some(l) = self.loyalty.as_mut() {
                    l.worked.clear();
                }
                self.calendar = super::state::Calendar { year: *year, month: *month };
            }
            Event::SettlementMarked { hex } => {
                if let Some(s) = self.map.index(*hex).and_then(|i| self.tiles[i].settlement.as_mut()) {
                    s.to_be_razed = true;
                }
            }
            Event::BattleChosen { hex, attacker, defender } => {
                *self.battles_chosen.entry(*attacker).or_default() += 1;
                self.battle = Some(Battle {
                    hex: *hex,
                    attacker: *attacker,
                    defender: *defender,
                    kind: None,
                    step: BattleStep::ChooseKind { kinds: Vec::new() },
                    winner: None,
                    narrative: None,
                    tired: Default::default(),
                    domain: None,
                });
            }
            Event::BattleKindSet { kind } => {
                if let Some(b) = self.battle.as_mut() {
                    b.kind = Some(*kind);
                    // A narrative record belongs to a narrative battle only (SET-6 switch).
                    b.narrative = None;
                }
            }
            Event::BattleStepped { step } => {
                if let Some(b) = self.battle.as_mut() {
                    b.step = step.clone();
                }
            }
            Event::DieAllocated { army, hit, .. } => {
                if let Some(a) = self.armies.get_mut(army).filter(|_| *hit) {
                    a.points = a.points.saturating_sub(100);
                }
            }
            Event::NavalHits { .. } | Event::Declared { .. } => {}
            Event::TokenDestroyed { token, .. } => {
                self.forget_in_loyalty(*token);
                if self.ships.remove(token).is_some() {
                    self.armies.retain(|_, a| a.paired_with != Some(*token));
                }
                self.armies.remove(token);
            }
            Event::UnitStrengthChanged { army, unit, by, .. } => {
                if let Some(u) = self.armies.get_mut(army).and_then(|a| a.units.get_mut(usize::from(*unit))) {
                    u.strength_modifier = u.strength_modifier.saturating_add(*by);
                }
            }
            Event::UnitAdded { army, unit } => {
                if let Some(a) = self.armies.get_mut(army) {
                    a.units.push(unit.clone());
                }
            }
            Event::UnitLost { army, unit, .. } | Event::UnitRemoved { army, unit, .. } => {
                if let Some(a) = self.armies.get_mut(army).filter(|a| usize::from(*unit) < a.units.len()) {
                    a.units.remove(usize::from(*unit));
                }
            }
            Event::BattleDecided { winner, .. } => {
                if let Some(b) = self.battle.as_mut() {
                    b.winner = *winner;
                    let counts =
                        matches!(b.kind, Some(BattleKind::Simple | BattleKind::Tabletop | BattleKind::Narrative));
                    if let (true, Some(k)) = (counts, winner.and_then(|w| self.kingdoms.get_mut(usize::from(w.0)))) {
                        k.victories += 1;
                    }
                }
            }
            Event::TokenRetreated { token, to, laid_down, .. } => {
                self.move_token(*token, *to);
                self.crossings.remove(token);
                if *laid_down {
                    self.set_upright(*token, false);
                }
            }
            Event::WinnerMoved { token, to, .. } => self.move_token(*token, *to),
            Event::BattleOver => self.battle = None,
            Event::Eliminated { kingdom, year } => {
                if let Some(k) = self.kingdoms.get_mut(usize::from(kingdom.0)) {
                    k.eliminated = Some(*year);
                }
                self.player_order.retain(|k| k != kingdom);
            }
            Event::Recalled { token, to } => {
                self.move_token(*token, *to);
                for a in self.armies.values_mut().filter(|a| a.paired_with == Some(*token)) {
                    a.paired_with = None;
                }
                if let Some(a) = self.armies.get_mut(token) {
                    a.paired_with = None;
                }
                if let Some(w) = self.winter.as_mut() {
                    w.recalled.insert(*token);
                }
            }
            Event::Gathered { kingdom, gold, food } => {
                if let Some(k) = self.kingdoms.get_mut(usize::from(kingdom.0)) {
                    k.gold += gold;
                    k.food += food;
                }
            }
            Event::Tithed { from, to, gold, food } => {
                if let Some(k) = self.kingdoms.get_mut(usize::from(from.0)) {
                    k.gold = k.gold.saturating_sub(*gold);
                    k.food = k.food.saturating_sub(*food);
                }
                if let Some(k) = self.kingdoms.get_mut(usize::from(to.0)) {
                    k.gold += gold;
                    k.food += food;
                }
                if let Some(w) = self.winter.as_mut() {
                    w.gifts.insert((*from, *to));
                }
            }
            Event::Passed { .. } => {}
            Event::Purchased { kingdom, hex, what } => self.purchase(*kingdom, *hex, *what),
            Event::ShipBuilt { ship, kingdom, hex } => {
                self.ships.insert(*ship, Ship { kingdom: *kingdom, hex: *hex, upright: true });
                self.next_token = self.next_token.max(ship.0.saturating_add(1));
            }
            Event::Fed { kingdom, food } => {
                if let Some(k) = self.kingdoms.get_mut(usize::from(kingdom.0)) {
                    k.food = k.food.saturating_sub(*food);
                }
            }
            Event::StoresLost { kingdom } => {
                if let Some(k) = self.kingdoms.get_mut(usize::from(kingdom.0)) {
                    k.gold = 0;
                    k.food = 0;
                }
            }
            Event::Staged { armies } => {
                if let Some(w) = self.winter.as_mut() {
                    w.staged = armies.iter().copied().collect();
                }
            }
            Event::Deployed { army, kingdom, hex } => {
                if let Some(a) = self.armies.get_mut(army) {
                    a.hex = *hex;
                    a.upright = true;
                }
                if let Some(w) = self.winter.as_mut() {
                    w.staged.remove(army);
                    *w.placed.entry(*kingdom).or_default() += 1;
                }
            }
            Event::WinterEnded => {
                if let Some(l) = self.loyalty.as_mut() {
                    l.frozen = false;
                }
                self.winter = None;
                self.tied.clear();
                for a in self.armies.values_mut() {
                    a.upright = true;
                }
                for s in self.ships.values_mut() {
                    s.upright = true;
                }
            }
            Event::WinterStepped { step } => match self.winter.as_mut() {
                Some(w) => w.step = step.clone(),
                None => self.winter = Some(Winter::new(step.clone())),
            },
            Event::Paired { army, ship } => {
                if let Some(a) = self.armies.get_mut(army) {
                    a.paired_with = Some(*ship);
                }
            }
            Event::Unpaired { army, .. } => {
                if let Some(a) = self.armies.get_mut(army) {
                    a.paired_with = None;
                }
            }
            Event::Loyalty(e) => self.apply_loyalty(e),
            Event::Domain(e) => self.apply_domain(e),
            Event::Narrative(NarrativeEvent::Stepped(nb)) => {
                if let Some(b) = self.battle.as_mut() {
                    b.narrative = Some(nb.clone());
                }
            }
            Event::Narrative(NarrativeEvent::Resting { unit, resting }) => {
                if let Some(u) = self.armies.get_mut(&unit.army).and_then(|a| a.units.get_mut(usize::from(unit.unit))) {
                    u.resting = *resting;
                }
            }
            Event::Narrative(NarrativeEvent::Developed { hex, developments }) => {
                if let Some(s) = self.map.index(*hex).and_then(|i| self.tiles[i].settlement.as_mut()) {
                    s.developments = Some(developments.clone());
                }
            }
            // Told by the chronicle; the battle's record carries the change.
            Event::Narrative(_) => {}
        }
    }
}

impl Event {
    /// Whether the chronicle tells this event; bookkeeping steps are shown by the pending
    /// decision instead.
    pub fn is_told(&self) -> bool {
        // Setup's turns are told by the placements that follow them; a battle's or the
        // winter's steps by what happens in them.
        !matches!(
            self,
            Event::BattleStepped { .. }
                | Event::Narrative(NarrativeEvent::Stepped(_) | NarrativeEvent::Resting { .. })
                | Event::BattleOver
                | Event::WinterStepped { .. }
                | Event::PhaseChanged { phase: Phase::Setup(_) }
                // An exploration is one line: what was found, on what total (`SUM-RES-2`).
                | Event::ExplorationPending { .. }
                | Event::DiceRolled { purpose: RollPurpose::Exploration, .. }
                | Event::Loyalty(LoyaltyEvent::Stepped { step: None | Some(Step::WinnerMoves(_) | Step::Pushing(_)) })
        ) && !matches!(self, Event::Loyalty(LoyaltyEvent::Counted { unsupplied, in_rebel }) if unsupplied.is_empty() && in_rebel.is_empty())
    }
}

impl State {
    /// `WIN-4`: pays for a purchase and raises or founds the settlement it buys.
    fn purchase(&mut self, kingdom: KingdomId, hex: Hex, what: Purchase) {
        let (gold, food) = what.cost();
        if let Some(k) = self.kingdoms.get_mut(usize::from(kingdom.0)) {
            k.gold = k.gold.saturating_sub(gold);
            k.food = k.food.saturating_sub(food);
        }
        if what == Purchase::Capital {
            for t in self.tiles.iter_mut() {
                if let Some(s) = t.settlement.as_mut().filter(|s| s.capital_of == Some(kingdom)) {
                    s.capital_of = None;
                }
            }
        }
        let Some(tile) = self.map.index(hex).and_then(|i| self.tiles.get_mut(i)) else { return };
        let kind = match what {
            Purchase::Village => SettlementKind::Village,
            Purchase::City | Purchase::Capital => SettlementKind::City,
            Purchase::Fortress => SettlementKind::Fortress,
            Purchase::Ship | Purchase::Army | Purchase::AlliedArmy => {
                if what != Purchase::Ship {
                    if let Some(w) = self.winter.as_mut() {
                        w.recruited.insert(hex);
                    }
                }
                return;
            }
        };
        let capital_of = (what == Purchase::Capital).then_some(kingdom);
        tile.settlement = Some(Settlement::new(kind, capital_of));
    }

    /// Moves an army or a ship; a ship carries its paired army.
    pub(crate) fn move_token(&mut self, token: TokenId, to: Hex) {
        if let Some(s) = self.ships.get_mut(&token) {
            s.hex = to;
            for a in self.armies.values_mut().filter(|a| a.paired_with == Some(token)) {
                a.hex = to;
            }
        } else if let Some(a) = self.armies.get_mut(&token) {
            a.hex = to;
        }
    }

    /// Stands up or lays down an army or a ship with its paired army.
    pub(crate) fn set_upright(&mut self, token: TokenId, upright: bool) {
        if let Some(s) = self.ships.get_mut(&token) {
            s.upright = upright;
            for a in self.armies.values_mut().filter(|a| a.paired_with == Some(token)) {
                a.upright = upright;
            }
        } else if let Some(a) = self.armies.get_mut(&token) {
            a.upright = upright;
        }
    }
}
