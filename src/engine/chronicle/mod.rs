//! The chronicle (`APP-4`): every event and every undo as a sentence a player can read.

use super::battle::{BattleKind, Side};
use super::command::Command;
use super::domain::DomainEvent;
use super::event::{Event, Loss};
use super::game::{Entry, Game, When};
use super::loyalty::LoyaltyOrder;
use super::map::Map;
use super::narrative::NarrativeEvent;
use super::state::{KingdomId, Order, Phase, State, TokenId};
use std::collections::BTreeSet;
use std::ops::Deref;

mod domain;
mod loyalty;
mod narrative;

pub use loyalty::{journal, JournalRow};
pub use narrative::dice_text as narrative_dice;

/// A kingdom's name for a sentence: isolated (U+2068 … U+2069), so a name in another
/// script, or one holding direction marks, never turns the sentence around it.
pub fn isolated_name(state: &State, id: KingdomId) -> String {
    format!("\u{2068}{}\u{2069}", state.kingdom_name(id))
}

/// What the chronicle's sentences read besides their events: the campaign's state, for
/// names that never change; which tokens were ships, since a sunk ship is gone from the
/// state while its story is still told; and who fought on each side of each battle, since
/// a battle's record leaves the state when it ends.
pub struct Teller<'a> {
    state: &'a State,
    ships: BTreeSet<TokenId>,
    battles: Vec<Sides>,
}

/// The kingdoms of a battle chosen at log position `from`, and whether the narrative
/// battle swapped them (`NAR-1`: the tile's controller defends).
struct Sides {
    from: usize,
    attacker: KingdomId,
    defender: KingdomId,
    swapped: bool,
}

impl<'a> Teller<'a> {
    /// The teller of `game`'s chronicle, `entries`.
    pub fn new(game: &'a Game, entries: &[Entry]) -> Self {
        let mut teller = Teller::of_state(game.state(), entries);
        for (position, event) in game.positioned_events() {
            match event {
                Event::BattleChosen { attacker, defender, .. } => teller.battles.push(Sides {
                    from: position,
                    attacker: *attacker,
                    defender: *defender,
                    swapped: false,
                }),
                Event::Narrative(NarrativeEvent::Stepped(nb)) => {
                    if let Some(last) = teller.battles.last_mut() {
                        last.swapped = nb.swapped;
                    }
                }
                _ => {}
            }
        }
        teller
    }

    fn of_state(state: &'a State, entries: &[Entry]) -> Self {
        let built = entries.iter().filter_map(|e| match e {
            Entry::Event { event: Event::ShipBuilt { ship, .. }, .. } => Some(*ship),
            _ => None,
        });
        Teller { state, ships: state.ships.keys().copied().chain(built).collect(), battles: Vec::new() }
    }

    /// A kingdom's name as its sentences show it (see `isolated_name`).
    pub fn kingdom_name(&self, id: KingdomId) -> String {
        isolated_name(self.state, id)
    }

    /// "Army 3" or "Ship 7", whether or not the token still stands.
    pub fn token_label(&self, id: TokenId) -> String {
        let kind = if self.ships.contains(&id) { "Ship" } else { "Army" };
        format!("{kind} {id}")
    }

    /// The kingdom on `side` of the narrative battle under way at log position `position`.
    pub fn narrative_side(&self, position: usize, side: Side) -> Option<KingdomId> {
        let b = self.battles.iter().rev().find(|b| b.from <= position)?;
        Some(match if b.swapped { side.other() } else { side } {
            Side::Attacker => b.attacker,
            Side::Defender => b.defender,
        })
    }
}

impl Deref for Teller<'_> {
    type Target = State;

    fn deref(&self) -> &State {
        self.state
    }
}

impl When {
    pub fn label(self) -> String {
        match self {
            When::Setup => "Setup".into(),
            When::Month { year, month } => format!("Year {year}, month {month}"),
            When::Winter { year } => format!("Year {year}, winter"),
            When::End => "The end".into(),
        }
    }
}

fn names(state: &Teller, ids: &[KingdomId]) -> String {
    ids.iter().map(|k| state.kingdom_name(*k)).collect::<Vec<_>>().join(", ")
}

fn faces(f: &[u8]) -> String {
    f.iter().map(u8::to_string).collect::<Vec<_>>().join(", ")
}

fn describe_phase(phase: &Phase) -> String {
    match phase {
        Phase::Setup(_) => "Setup.".into(),
        other => format!("Phase {} begins.", other.name()),
    }
}

/// One sentence for one event; names come from `state` (they never change).
/// `event`, of the command at log position `position`, in a sentence.
pub fn describe_event(state: &Teller, position: usize, event: &Event) -> String {
    match event {
        Event::DiceRolled { purpose, by, faces: f } => {
            let who = by.map_or_else(|| "The table".to_string(), |k| state.kingdom_name(k));
            format!("{who} rolled {} for {} ({}).", faces(f), purpose.describe(), purpose.rule())
        }
        Event::RaceChosen { kingdom } => {
            format!("{} has chosen its main race, in secret (SET-1).", state.kingdom_name(*kingdom))
        }
        Event::RacesRevealed { races } => {
            let named: Vec<String> =
                state.kingdom_ids().zip(races).map(|(k, r)| format!("{}: {r}", state.kingdom_name(k))).collect();
            format!("The races are revealed: {} (SET-1).", named.join("; "))
        }
        Event::PlayerOrderTied { groups } => {
            let tied: Vec<String> = groups.iter().filter(|g| g.len() > 1).map(|g| names(state, g)).collect();
            format!("Tied, and rolling again: {} (SET-2).", tied.join("; "))
        }
        Event::PlayerOrderSet { order, purpose } => {
            format!("Player order: {} ({}).", names(state, order), purpose.rule())
        }
        Event::SettlementPlaced { hex, kingdom, kind, capital } => {
            let what = if *capital { "its capital city".to_string() } else { format!("a {}", kind.name()) };
            let rule = if *capital { "SET-3" } else { "SET-4" };
            format!("{} founded {what} at {} ({rule}).", state.kingdom_name(*kingdom), Map::label(*hex))
        }
        Event::TileControlled { hex, kingdom } => {
            format!("{} took control of {}.", state.kingdom_name(*kingdom), Map::label(*hex))
        }
        Event::ArmyRaised { army, kingdom, hex, points, allied: true } => format!(
            "{} raised allied army {army} ({points} points) at {} (WIN-4).",
            state.kingdom_name(*kingdom),
            Map::label(*hex)
        ),
        Event::ArmyRaised { army, kingdom, hex, points, .. } => {
            format!("{} raised army {army} ({points} points) at {}.", state.kingdom_name(*kingdom), Map::label(*hex))
        }
        Event::PhaseChanged { phase } => describe_phase(phase),
        Event::OrderGiven { token, kingdom, order } => format!(
            "{} ordered {} to {} (SUM-ORD-1).",
            state.kingdom_name(*kingdom),
            state.token_label(*token).to_lowercase(),
            describe_order(*order)
        ),
        Event::SettlementMarked { hex } => {
            format!("The settlement at {} is marked to be razed (SUM-ORD-6).", Map::label(*hex))
        }
        Event::ArmyMoved { army, kingdom, from, to } => format!(
            "Army {army} of {} moved from {} to {} (SUM-RES-1).",
            state.kingdom_name(*kingdom),
            Map::label(*from),
            Map::label(*to)
        ),
        Event::ExplorationPending { kingdom, hex } => {
            format!(
                "{} enters unexplored {} and explores it (SUM-RES-2).",
                state.kingdom_name(*kingdom),
                Map::label(*hex)
            )
        }
        Event::Explored { kingdom, hex, total, found } => {
            let what = found.map_or("nothing but open country".to_string(), |k| format!("a {}", k.name()));
            format!(
                "{} explored {}: 2D6 = {total}, {what} (SUM-RES-2).",
                state.kingdom_name(*kingdom),
                Map::label(*hex)
            )
        }
        Event::SettlementRazed { army, hex } => {
            format!("Army {army} razed the settlement at {} (SUM-RES-4).", Map::label(*hex))
        }
        Event::RazeFailed { army, hex } => format!(
            "Army {army} failed to raze {}: an enemy stands there, or nothing is left to burn (SUM-RES-4).",
            Map::label(*hex)
        ),
        Event::DefenceTaken { army } => format!("Army {army} takes up a defensive position (SUM-RES-5)."),
        Event::StoodUp { army } => format!("Army {army} regroups and stands upright (SUM-RES-6)."),
        Event::ArmyLaidDown { army } => {
            format!("Army {army} is laid on its side by the forest, mountains or river it crossed (REF-1).")
        }
        Event::SettlementUnmarked { hex } => {
            format!("The failed raze at {} is forgotten; the settlement stands (REF-2).", Map::label(*hex))
        }
        Event::DefenceCleared { army } => format!("Army {army} leaves its defensive position (REF-5)."),
        Event::OrderTied { groups, purpose } => {
            let tied: Vec<String> = groups.iter().filter(|g| g.len() > 1).map(|g| names(state, g)).collect();
            format!("Tied on armies, and rolling for the order: {} ({}).", tied.join("; "), purpose.rule())
        }
        Event::MonthEnded => "The month ends.".to_string(),
        Event::WinterEnded => "The winter is over; every token stands ready for the new year (WIN-6).".into(),
        Event::MonthBegan { year, month } => format!("Year {year}, month {month} begins (REF-7)."),
        Event::BattleChosen { hex, attacker, defender } => format!(
            "{} attacks {} at {} (SUM-BAT-1).",
            state.kingdom_name(*attacker),
            state.kingdom_name(*defender),
            Map::label(*hex)
        ),
        Event::BattleKindSet { kind: BattleKind::Slaughter } => "It is a slaughter (SUM-BAT-3).".into(),
        Event::BattleKindSet { kind } => format!("The battle is a {} (SUM-BAT-3).", kind.name()),
        Event::BattleStepped { .. } => String::new(),
        Event::DieAllocated { by, face, army, defence, hit } => {
            let what = if *hit { "a hit: −100 points" } else { "no effect" };
            format!("{} puts a {face} on army {army} (Defence {defence}): {what} (SIM-3).", state.kingdom_name(*by))
        }
        Event::NavalHits { attacker, defender } => {
            format!("Hits on 4+: {attacker} by the attacker, {defender} by the defender (NAV-1).")
        }
        Event::Declared { kingdom, concede } => {
            let what = if *concede { "concedes: it is the loser" } else { "fights on" };
            format!("{} {what}.", state.kingdom_name(*kingdom))
        }
        Event::TokenDestroyed { token, cause } => {
            let why = match cause {
                Loss::Slaughtered => "is slaughtered",
                Loss::Destroyed => "is reduced to nothing and destroyed",
                Loss::Sunk => "is sunk",
                Loss::NoRetreat => "has nowhere to retreat and is destroyed",
                Loss::NoUnits => "has lost its last unit and is removed",
                Loss::NoHome => "has no settlement to winter in and is lost",
                Loss::Disbanded => "is disbanded",
                Loss::Starved => "cannot be fed and disbands",
                Loss::NoRoom => "finds no room in any settlement and disbands",
                Loss::Fallen => "is lost with its kingdom",
                Loss::Surrounded => "finds every tile around held by enemies or rebels and is destroyed",
                Loss::Stranded => "finds nowhere to stop beyond the devastation and is destroyed",
                Loss::Rebels => "is cut off a whole season in a rebel province and destroyed",
                Loss::Unsupplied => "starves, out of supply at three month-ends in a row, and is destroyed",
                Loss::MarchedUnsupplied => "marches out of supply until nothing is left of it, and is destroyed",
            };
            format!("{} {why} ({}).", state.token_label(*token), cause.rule())
        }
        Event::UnitStrengthChanged { army, name, by, .. } => {
            let rule = if *by > 0 { "UST-1" } else { "UST-2" };
            format!("Army {army}'s {name}: Unit Strength {by:+} ({rule}).")
        }
        Event::UnitLost { army, name, .. } => format!("Army {army}'s {name} is worn out and disbanded (UST-4)."),
        Event::BattleDecided { winner, score } => {
            let score = score.map(|[a, d]| format!(" ({a} to {d})")).unwrap_or_default();
            match winner {
                Some(w) => format!("{} wins the battle{score} (RES-3).", state.kingdom_name(*w)),
                None => format!("No side wins{score} (RES-2)."),
            }
        }
        Event::TokenRetreated { token, from, to, laid_down } => {
            let how = if *laid_down { ", laid on its side (RES-1)" } else { " (RES-2)" };
            format!("{} retreats from {} to {}{how}.", state.token_label(*token), Map::label(*from), Map::label(*to))
        }
        Event::WinnerMoved { token, from, to } => {
            format!("{} moves on from {} to {} (RES-3).", state.token_label(*token), Map::label(*from), Map::label(*to))
        }
        Event::BattleOver => String::new(),
        Event::Eliminated { kingdom, year } => {
            format!("{} controls no tile and falls in year {year} (WIN-8).", state.kingdom_name(*kingdom))
        }
        Event::Recalled { token, to } => {
            format!("{} goes home for the winter to {} (WIN-1).", state.token_label(*token), Map::label(*to))
        }
        Event::Gathered { kingdom, gold, food } => {
            format!("{} gathers {gold} gold and {food} food (WIN-2).", state.kingdom_name(*kingdom))
        }
        Event::Tithed { from, to, gold, food } => format!(
            "{} gives {} {gold} gold and {food} food (WIN-3).",
            state.kingdom_name(*from),
            state.kingdom_name(*to)
        ),
        Event::Passed { kingdom } => format!("{} passes.", state.kingdom_name(*kingdom)),
        Event::Purchased { kingdom, hex, what } => {
            let (gold, food) = what.cost();
            let food = if food > 0 { format!(" and {food} food") } else { String::new() };
            format!(
                "{} buys {} at {} for {gold} gold{food} (WIN-4).",
                state.kingdom_name(*kingdom),
                what.name(),
                Map::label(*hex)
            )
        }
        Event::ShipBuilt { ship, hex, .. } => format!("Ship {ship} is launched at {} (WIN-4).", Map::label(*hex)),
        Event::Fed { kingdom, food } => {
            format!("{} feeds its armies: {food} food (WIN-5).", state.kingdom_name(*kingdom))
        }
        Event::StoresLost { kingdom } => {
            format!("{}'s unspent gold and food are lost (WIN-5).", state.kingdom_name(*kingdom))
        }
        Event::Staged { armies } => format!("{} armies leave the map to be placed again (WIN-6).", armies.len()),
        Event::Deployed { army, kingdom, hex } => {
            format!("{} places army {army} at {} (WIN-6).", state.kingdom_name(*kingdom), Map::label(*hex))
        }
        Event::WinterStepped { .. } => String::new(),
        Event::Paired { army, ship } => format!("Army {army} embarks on ship {ship}; they move as a pair (SUM-ORD-2)."),
        Event::Unpaired { army, ship } => format!("Army {army} disembarks from ship {ship} (SUM-ORD-2)."),
        Event::UnitRemoved { army, name, .. } => format!("Army {army}'s {name} leaves the roster (SET-7)."),
        Event::UnitAdded { army, unit } => {
            format!("Army {army} musters {} ({}, Unit Strength {}) (SET-7).", unit.name, unit.size, unit.base_strength)
        }
        Event::Loyalty(e) => loyalty::describe(state, e),
        Event::Domain(e) => domain::describe(state, e),
        Event::Narrative(e) => narrative::describe(state, position, e),
    }
}

/// An order in words, for sentences and buttons.
pub fn describe_order(order: Order) -> String {
    match order {
        Order::Move { to } => format!("move to {}", Map::label(to)),
        Order::Loyalty(LoyaltyOrder::Agitate { at }) => format!("agitate at {}", Map::label(at)),
        Order::Domain(o) => domain::describe_order(o),
        other => other.name().to_string(),
    }
}

/// A short description of a command, for undo lines and the redo button.
pub fn describe_command(command: &Command) -> String {
    match command {
        Command::Roll { faces: Some(f) } => format!("the roll of {}", faces(f)),
        Command::Roll { faces: None } => "a roll".into(),
        Command::ChooseRace { .. } => "a race chosen".into(),
        Command::PlaceCapital { hex } => format!("the capital at {}", Map::label(*hex)),
        Command::PlaceSettlement { hex, kind } => {
            format!("the {} at {}", kind.name(), Map::label(*hex))
        }
        Command::PlaceArmy { hex } => format!("the army placed at {}", Map::label(*hex)),
        Command::ResolveOrder { token } => format!("resolving army {token}'s order"),
        Command::GiveOrder { token, order } => {
            format!("the order to army {token} to {}", describe_order(*order))
        }
        Command::ChooseBattle { hex, .. } => format!("the battle chosen at {}", Map::label(*hex)),
        Command::ChooseBattleKind { kind } => format!("the choice of a {}", kind.name()),
        Command::RemoveToken { token } => format!("removing token {token}"),
        Command::AllocateDie { face, army } => format!("the {face} put on army {army}"),
        Command::DeclareLoser { concede: true } => "declaring defeat".into(),
        Command::DeclareLoser { concede: false } => "fighting on".into(),
        Command::ReportTabletop { .. } => "the tabletop result".into(),
        Command::Retreat { token, to } => format!("the retreat of token {token} to {}", Map::label(*to)),
        Command::WinnerMove { token, to } => format!("the move of token {token} to {}", Map::label(*to)),
        Command::WinnerStays => "staying in the won tile".into(),
        Command::RecallTo { hex } => format!("wintering at {}", Map::label(*hex)),
        Command::Tithe { to, gold, food } => {
            format!("the gift of {gold} gold and {food} food to kingdom {}", u32::from(to.0) + 1)
        }
        Command::Pass => "passing".into(),
        Command::Buy { hex, what } => format!("buying {} at {}", what.name(), Map::label(*hex)),
        Command::Disband { army } => format!("disbanding army {army}"),
        Command::Starve { army } => format!("letting army {army} go hungry"),
        Command::Deploy { army, hex } => format!("placing army {army} at {}", Map::label(*hex)),
        Command::SwitchResolver { kind } => format!("switching to a {}", kind.name()),
        Command::Pair { army, ship } => format!("pairing army {army} with ship {ship}"),
        Command::Unpair { ship } => format!("splitting the pair of ship {ship}"),
        Command::AddUnit { army, name, .. } => format!("adding {name} to army {army}"),
        Command::RemoveUnit { army, unit } => format!("removing unit {} from army {army}", u32::from(*unit) + 1),
        Command::Loyalty(c) => loyalty::describe_command(c),
        Command::Narrative(c) => narrative::describe_command(c),
        Command::Domain(c) => domain::describe_command(c),
    }
}

/// The kingdom an entry is about, for filtering the chronicle by kingdom.
pub fn entry_kingdom(entry: &Entry) -> Option<KingdomId> {
    match entry {
        Entry::Event { event, .. } => match event {
            Event::DiceRolled { by, .. } => *by,
            Event::SettlementPlaced { kingdom, .. }
            | Event::TileControlled { kingdom, .. }
            | Event::ArmyRaised { kingdom, .. }
            | Event::OrderGiven { kingdom, .. }
            | Event::ArmyMoved { kingdom, .. }
            | Event::ExplorationPending { kingdom, .. }
            | Event::Explored { kingdom, .. }
            | Event::Declared { kingdom, .. }
            | Event::DieAllocated { by: kingdom, .. }
            | Event::Gathered { kingdom, .. }
            | Event::Passed { kingdom }
            | Event::Purchased { kingdom, .. }
            | Event::Fed { kingdom, .. }
            | Event::Deployed { kingdom, .. } => Some(*kingdom),
            Event::Tithed { from, .. } => Some(*from),
            Event::Domain(DomainEvent::Pillaged { kingdom, .. } | DomainEvent::Plundered { kingdom, .. }) => {
                Some(*kingdom)
            }
            Event::BattleChosen { attacker, .. } => Some(*attacker),
            _ => None,
        },
        Entry::Undone { .. } => None,
    }
}

pub fn describe_entry(state: &Teller, entry: &Entry) -> String {
    match entry {
        Entry::Event { position, event, .. } => describe_event(state, *position, event),
        Entry::Undone { command, .. } => format!("Undone: {} (APP-3).", describe_command(command)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::dice::RollPurpose;
    use crate::engine::hex::Hex;
    use crate::engine::state::SettlementKind;
    use crate::engine::testing::after_setup;

    fn told(at: usize, event: Event) -> Entry {
        Entry::Event { position: at, when: When::Winter { year: 1 }, event }
    }

    // APP-4: a ship sunk long ago is still told as a ship; the winter's player order
    // names WIN-6, not SET-2 or REF-6; winter steps leave no blank line; an exploration
    // is one line.
    #[test]
    fn app_4_past_ships_winter_order_and_no_blank_lines() {
        let state = after_setup();
        let ship = TokenId(77);
        let k = KingdomId(0);
        let entries = vec![
            told(0, Event::ShipBuilt { ship, kingdom: k, hex: Hex::new(0, 0) }),
            told(1, Event::TokenDestroyed { token: ship, cause: Loss::Sunk }),
        ];
        let teller = Teller::of_state(&state, &entries);
        assert!(describe_entry(&teller, &entries[1]).starts_with("Ship 77 is sunk"));
        let order = Event::PlayerOrderSet { order: vec![k], purpose: RollPurpose::WinterOrder };
        assert!(describe_event(&teller, 2, &order).ends_with("(WIN-6)."));
        let tied = Event::OrderTied { groups: vec![vec![k, KingdomId(1)]], purpose: RollPurpose::WinterOrder };
        assert!(describe_event(&teller, 2, &tied).ends_with("(WIN-6)."));
        let reform = Event::PlayerOrderSet { order: vec![k], purpose: RollPurpose::ReformOrder };
        assert!(describe_event(&teller, 2, &reform).ends_with("(REF-6)."));
        let step = Event::WinterStepped { step: crate::engine::winter::WinterStep::Deploy };
        assert!(!step.is_told(), "a step of the winter is told by what happens in it");
        // SUM-RES-2: an exploration is one line, the find on its total.
        let hex = Hex::new(1, 1);
        assert!(!Event::ExplorationPending { kingdom: k, hex }.is_told());
        assert!(!Event::DiceRolled { purpose: RollPurpose::Exploration, by: Some(k), faces: vec![3, 5] }.is_told());
        let found = Event::Explored { kingdom: k, hex, total: 8, found: Some(SettlementKind::Village) };
        assert!(found.is_told());
        assert_eq!(
            describe_event(&teller, 2, &found),
            format!("{} explored B2: 2D6 = 8, a village (SUM-RES-2).", teller.kingdom_name(k))
        );
    }

    // SET-7, WIN-3: numbers from outside never overflow in a sentence.
    #[test]
    fn numbers_from_outside_never_overflow() {
        let remove = Command::RemoveUnit { army: TokenId(1), unit: u8::MAX };
        assert_eq!(describe_command(&remove), "removing unit 256 from army 1");
        let tithe = Command::Tithe { to: KingdomId(u8::MAX), gold: 1, food: 0 };
        assert!(describe_command(&tithe).ends_with("kingdom 256"));
        let err = crate::engine::RuleError::NoSuchUnit { army: TokenId(1), unit: u8::MAX };
        assert!(err.to_string().ends_with("no unit 256"));
    }
}
