//! The chronicle (`APP-4`): every event and every undo as a sentence a player can read: a
//! `Message` (ids `ev-`, `cmd-`, `when-`, `chron-`) the page words in its language.

use super::battle::BattleKind;
use super::command::Command;
use super::event::{Event, Loss};
use super::game::{Entry, When};
use super::map::Map;
use super::state::{KingdomId, Phase, TokenId};
use crate::message;
use crate::words::message::Message;

mod teller;

pub use super::command_words::describe_order;
use super::command_words::faces;
use super::module_parts::{rule, signed};
use super::plugged::Tagged;
use super::rules::plugged;
pub use teller::Teller;
use teller::{names, tied};

impl When {
    pub fn label(self) -> Message {
        match self {
            When::Setup => message!("when-setup"),
            When::Month { year, month } => message!("when-month", year = year, month = month),
            When::Winter { year } => message!("when-winter", year = year),
            When::End => message!("when-end"),
        }
    }
}

fn describe_phase(phase: &Phase) -> Message {
    match phase {
        Phase::Setup(_) => message!("ev-setup"),
        other => message!("ev-phase-began", phase = other.word()),
    }
}

/// Why a token was lost, and its rule, after its name.
fn loss(cause: Loss) -> &'static str {
    match cause {
        Loss::Slaughtered => "ev-lost-slaughtered",
        Loss::Destroyed => "ev-lost-destroyed",
        Loss::Sunk => "ev-lost-sunk",
        Loss::NoRetreat => "ev-lost-no-retreat",
        Loss::NoUnits => "ev-lost-no-units",
        Loss::NoHome => "ev-lost-no-home",
        Loss::Disbanded => "ev-lost-disbanded",
        Loss::Starved => "ev-lost-starved",
        Loss::NoRoom => "ev-lost-no-room",
        Loss::Fallen => "ev-lost-fallen",
        Loss::Surrounded => "ev-lost-surrounded",
        Loss::Stranded => "ev-lost-stranded",
        Loss::Rebels => "ev-lost-rebels",
        Loss::Unsupplied => "ev-lost-unsupplied",
        Loss::MarchedUnsupplied => "ev-lost-marched-unsupplied",
    }
}

/// One sentence for one event; names come from `state` (they never change).
/// `event`, of the command at log position `position`, in a sentence.
pub fn describe_event(state: &Teller, position: usize, event: &Event) -> Message {
    let name = |k: KingdomId| state.kingdom_name(k).to_string();
    let tile = Map::label;
    // An army's own line names its kingdom.
    let owned = |id: &str, army: TokenId| message!(id, army = army, kingdom = state.owner_name(army));
    match event {
        Event::DiceRolled { purpose, by, faces: f } => {
            let rolled = match by {
                Some(k) => message!("ev-dice-rolled", kingdom = name(*k)),
                None => message!("ev-dice-rolled-table"),
            };
            rolled.with("faces", faces(f)).with("purpose", purpose.word()).with("rule", rule(purpose.rule()))
        }
        Event::RaceChosen { kingdom } => message!("ev-race-chosen", kingdom = name(*kingdom)),
        Event::RacesRevealed { races } => {
            let named = state
                .kingdom_ids()
                .zip(races)
                .map(|(k, r)| message!("chron-race", kingdom = name(k), race = r.as_str()));
            message!("ev-races-revealed", races = Message::list(named, "chron-semicolon"))
        }
        Event::PlayerOrderTied { groups } => message!("ev-player-order-tied", groups = tied(state, groups)),
        Event::PlayerOrderSet { order, purpose } => {
            message!("ev-player-order-set", order = names(state, order), rule = rule(purpose.rule()))
        }
        Event::SettlementPlaced { hex, kingdom, capital: true, .. } => {
            message!("ev-capital-placed", kingdom = name(*kingdom), tile = tile(*hex))
        }
        Event::SettlementPlaced { hex, kingdom, kind, .. } => {
            message!("ev-settlement-placed", kingdom = name(*kingdom), kind = kind.word(), tile = tile(*hex))
        }
        Event::TileControlled { hex, kingdom } => {
            message!("ev-tile-controlled", kingdom = name(*kingdom), tile = tile(*hex))
        }
        Event::ArmyRaised { army, kingdom, hex, points, allied } => message!(
            if *allied { "ev-allied-army-raised" } else { "ev-army-raised" },
            kingdom = name(*kingdom),
            army = *army,
            points = *points,
            tile = tile(*hex)
        ),
        Event::PhaseChanged { phase } => describe_phase(phase),
        Event::OrderGiven { token, kingdom, order } => message!(
            "ev-order-given",
            kingdom = name(*kingdom),
            ship = u8::from(state.is_ship(*token)),
            token = *token,
            order = describe_order(*order)
        ),
        Event::SettlementMarked { hex } => message!("ev-settlement-marked", tile = tile(*hex)),
        Event::ArmyMoved { army, kingdom, from, to } => {
            message!("ev-army-moved", army = *army, kingdom = name(*kingdom), from = tile(*from), to = tile(*to))
        }
        Event::ExplorationPending { kingdom, hex } => {
            message!("ev-exploration-pending", kingdom = name(*kingdom), tile = tile(*hex))
        }
        Event::Explored { kingdom, hex, total, found } => {
            let explored = match found {
                Some(k) => message!("ev-explored", found = k.word()),
                None => message!("ev-explored-nothing"),
            };
            explored.with("kingdom", name(*kingdom)).with("tile", tile(*hex)).with("total", *total)
        }
        Event::SettlementRazed { army, hex } => owned("ev-settlement-razed", *army).with("tile", tile(*hex)),
        Event::RazeFailed { army, hex } => owned("ev-raze-failed", *army).with("tile", tile(*hex)),
        Event::DefenceTaken { army } => owned("ev-defence-taken", *army),
        Event::StoodUp { army } => owned("ev-stood-up", *army),
        Event::ArmyLaidDown { army } => owned("ev-army-laid-down", *army),
        Event::SettlementUnmarked { hex } => message!("ev-settlement-unmarked", tile = tile(*hex)),
        Event::DefenceCleared { army } => message!("ev-defence-cleared", army = *army),
        Event::OrderTied { groups, purpose } => {
            message!("ev-order-tied", groups = tied(state, groups), rule = rule(purpose.rule()))
        }
        Event::MonthEnded => message!("ev-month-ended"),
        Event::WinterEnded => message!("ev-winter-ended"),
        Event::MonthBegan { year, month } => message!("ev-month-began", year = *year, month = *month),
        Event::Module(t) => plugged(&t.module).and_then(|m| m.describe_event(t, &name)).unwrap_or_else(|| unknown(t)),
        Event::Paired { army, ship } => message!("ev-paired", army = *army, ship = *ship),
        Event::Unpaired { army, ship } => message!("ev-unpaired", army = *army, ship = *ship),
        // A module's event tells itself (`Event::module_part`).
        other => match other.module_part() {
            Some(m) => m.told(state, position),
            None => describe_battle(state, other).unwrap_or_else(|| describe_winter(state, other)),
        },
    }
}

/// A battle's sentences, and its armies' units'; None for another event.
fn describe_battle(state: &Teller, event: &Event) -> Option<Message> {
    let name = |k: KingdomId| state.kingdom_name(k).to_string();
    let tile = Map::label;
    Some(match event {
        Event::BattleChosen { hex, attacker, defender } => {
            message!("ev-battle-chosen", attacker = name(*attacker), defender = name(*defender), tile = tile(*hex))
        }
        Event::BattleKindSet { kind: BattleKind::Slaughter } => message!("ev-slaughter"),
        Event::BattleKindSet { kind } => message!("ev-battle-kind", kind = kind.word()),
        Event::BattleStepped { .. } => Message::nothing(),
        Event::DieAllocated { by, face, army, defence, hit } => message!(
            if *hit { "ev-die-hit" } else { "ev-die-no-effect" },
            kingdom = name(*by),
            face = *face,
            army = *army,
            defence = *defence
        ),
        Event::NavalHits { attacker, defender } => {
            message!("ev-naval-hits", attacker = *attacker, defender = *defender)
        }
        Event::Declared { kingdom, concede } => {
            message!(if *concede { "ev-concedes" } else { "ev-fights-on" }, kingdom = name(*kingdom))
        }
        Event::TokenDestroyed { token, cause } => message!(loss(*cause), token = state.token_label(*token)),
        Event::UnitStrengthChanged { army, name, by, .. } => message!(
            if *by > 0 { "ev-unit-strengthened" } else { "ev-unit-weakened" },
            army = *army,
            name = name.as_str(),
            by = signed(*by)
        ),
        Event::UnitLost { army, name, .. } => message!("ev-unit-lost", army = *army, name = name.as_str()),
        Event::BattleDecided { winner, score } => {
            let decided = match (winner, score) {
                (Some(w), None) => message!("ev-battle-won", kingdom = name(*w)),
                (Some(w), Some(_)) => message!("ev-battle-won-score", kingdom = name(*w)),
                (None, None) => message!("ev-battle-drawn"),
                (None, Some(_)) => message!("ev-battle-drawn-score"),
            };
            match score {
                Some([a, d]) => decided.with("a", *a).with("d", *d),
                None => decided,
            }
        }
        Event::TokenRetreated { token, from, to, laid_down } => message!(
            if *laid_down { "ev-token-retreated-laid" } else { "ev-token-retreated" },
            token = state.token_label(*token),
            from = tile(*from),
            to = tile(*to)
        ),
        Event::WinnerMoved { token, from, to } => {
            message!("ev-winner-moved", token = state.token_label(*token), from = tile(*from), to = tile(*to))
        }
        Event::BattleOver => Message::nothing(),
        Event::Eliminated { kingdom, year } => message!("ev-eliminated", kingdom = name(*kingdom), year = *year),
        Event::UnitRemoved { army, name, .. } => message!("ev-unit-removed", army = *army, name = name.as_str()),
        Event::UnitAdded { army, unit } => message!(
            "ev-unit-added",
            army = *army,
            name = unit.name.as_str(),
            size = unit.size.as_str(),
            strength = unit.base_strength
        ),
        _ => return None,
    })
}

/// The winter's sentences; nothing for an event told elsewhere.
fn describe_winter(state: &Teller, event: &Event) -> Message {
    let name = |k: KingdomId| state.kingdom_name(k).to_string();
    let tile = Map::label;
    match event {
        Event::Recalled { token, to } => message!("ev-recalled", token = state.token_label(*token), tile = tile(*to)),
        Event::Gathered { kingdom, gold, food } => {
            message!("ev-gathered", kingdom = name(*kingdom), gold = *gold, food = *food)
        }
        Event::Tithed { from, to, gold, food } => {
            message!("ev-tithed", from = name(*from), to = name(*to), gold = *gold, food = *food)
        }
        Event::Passed { kingdom } => message!("ev-passed", kingdom = name(*kingdom)),
        Event::Purchased { kingdom, hex, what } => {
            let (gold, food) = what.cost();
            message!(
                if food > 0 { "ev-purchased-food" } else { "ev-purchased" },
                kingdom = name(*kingdom),
                what = what.word(),
                tile = tile(*hex),
                gold = gold,
                food = food
            )
        }
        Event::ShipBuilt { ship, hex, .. } => message!("ev-ship-built", ship = *ship, tile = tile(*hex)),
        Event::Fed { kingdom, food } => message!("ev-fed", kingdom = name(*kingdom), food = *food),
        Event::StoresLost { kingdom } => message!("ev-stores-lost", kingdom = name(*kingdom)),
        Event::Staged { armies } => message!("ev-staged", armies = armies.len()),
        Event::Deployed { army, kingdom, hex } => {
            message!("ev-deployed", kingdom = name(*kingdom), army = *army, tile = tile(*hex))
        }
        Event::WinterStepped { .. } => Message::nothing(),
        _ => Message::nothing(),
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
            Event::BattleChosen { attacker, .. } => Some(*attacker),
            other => other.module_part().and_then(|m| m.kingdom()),
        },
        Entry::Reason { reason, .. } => Some(reason.kingdom),
        Entry::Undone { .. } => None,
    }
}

pub fn describe_entry(state: &Teller, entry: &Entry) -> Message {
    match entry {
        Entry::Event { position, event, .. } => describe_event(state, *position, event),
        Entry::Undone { command, .. } => message!("chron-undone", command = describe_command(command)),
        Entry::Reason { reason, .. } => reason.message(state),
    }
}

/// A command in words (`command_words`), a plugged module's in its own.
pub fn describe_command(command: &Command) -> Message {
    match command {
        Command::Module(t) => plugged(&t.module).and_then(|m| m.describe_command(t)).unwrap_or_else(|| unknown(t)),
        _ => super::command_words::describe_command(command),
    }
}

/// A command or event of a module this build lacks.
fn unknown(t: &Tagged) -> Message {
    message!("chron-module", module = t.module.clone())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::command::Command;
    use crate::engine::dice::RollPurpose;
    use crate::engine::hex::Hex;
    use crate::engine::state::{SettlementKind, State, TokenId};
    use crate::engine::testing::after_setup;

    use crate::words::english;

    /// A name as a sentence places it: isolated (U+2068 … U+2069).
    fn isolated_name(state: &State, id: KingdomId) -> String {
        format!("\u{2068}{}\u{2069}", state.kingdom_name(id))
    }

    fn told(at: usize, event: Event) -> Entry {
        Entry::Event { position: at, when: When::Winter { year: 1 }, event }
    }

    // NAR-SYM-2 with NAR-SA-4: a recovery roll is told with its die, the +1 of a victor
    // that regrouped and the total the result was read from.
    #[test]
    fn nar_sym_2_a_recovery_roll_is_told_with_the_regroup_bonus() {
        use crate::engine::narrative::Recovery;
        use crate::engine::rules::narrative::chronicle::recovery_line;
        let line = |face, bonus, result| {
            english(&recovery_line("Spearmen", face, bonus, result)).replace(['\u{2068}', '\u{2069}'], "")
        };
        assert_eq!(
            line(4, 1, Recovery::Intact),
            "Spearmen: recovery roll 4 + 1 for regrouping = 5, returns intact (NAR-SYM-2)."
        );
        assert_eq!(line(2, 0, Recovery::Lost), "Spearmen: recovery roll 2, is lost for good (NAR-SYM-2).");
    }

    // REF-1, SUM-RES-4/5/6: an army's own line names its kingdom, an army long gone too
    // (raised in the log, no longer on the map).
    #[test]
    fn ref_1_an_armys_line_names_its_kingdom() {
        let mut state = after_setup();
        let (id, army) = state.armies.iter().map(|(id, a)| (*id, a.clone())).next().unwrap();
        let name = state.kingdom_name(army.kingdom).to_string();
        let laid = |teller: &Teller| english(&describe_event(teller, 0, &Event::ArmyLaidDown { army: id }));
        let standing = laid(&Teller::of_state(&state, &[])).replace(['\u{2068}', '\u{2069}'], "");
        assert!(standing.starts_with(&format!("Army {} of {name} is laid on its side", id.0)), "{standing}");
        state.armies.remove(&id);
        let raised =
            told(0, Event::ArmyRaised { army: id, kingdom: army.kingdom, hex: army.hex, points: 500, allied: false });
        let gone = laid(&Teller::of_state(&state, &[raised])).replace(['\u{2068}', '\u{2069}'], "");
        assert_eq!(gone, standing);
        for event in [Event::DefenceTaken { army: id }, Event::StoodUp { army: id }] {
            let said = english(&describe_event(&Teller::of_state(&after_setup(), &[]), 0, &event));
            assert!(said.replace(['\u{2068}', '\u{2069}'], "").contains(&format!(" of {name} ")), "{said}");
        }
    }

    // LOY-9: causes that cancel out, or a loyalty at its bound, leave it where it was:
    // told as staying, never as "goes from 0 to 0"; a real change is told as one.
    #[test]
    fn loy_9_a_loyalty_left_where_it_was_is_told_as_staying() {
        use crate::engine::loyalty::LoyaltyEvent;
        let state = after_setup();
        let teller = Teller::of_state(&state, &[]);
        let changed = |old, new| {
            let event =
                LoyaltyEvent::Changed { hex: Hex::new(1, 1), kingdom: KingdomId(0), old, new, causes: Vec::new() };
            english(&describe_event(&teller, 0, &Event::Loyalty(event))).replace(['\u{2068}', '\u{2069}'], "")
        };
        assert!(changed(0, 0).contains("at B2 stays at 0"), "{}", changed(0, 0));
        assert!(changed(2, 3).contains("at B2 goes from 2 to 3"), "{}", changed(2, 3));
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
        let said = |event: &Event| english(&describe_event(&teller, 2, event));
        assert!(english(&describe_entry(&teller, &entries[1])).starts_with("Ship 77 is sunk"));
        let order = Event::PlayerOrderSet { order: vec![k], purpose: RollPurpose::WinterOrder };
        assert!(said(&order).ends_with("(WIN-6)."));
        let tied = Event::OrderTied { groups: vec![vec![k, KingdomId(1)]], purpose: RollPurpose::WinterOrder };
        assert!(said(&tied).ends_with("(WIN-6)."));
        let reform = Event::PlayerOrderSet { order: vec![k], purpose: RollPurpose::ReformOrder };
        assert!(said(&reform).ends_with("(REF-6)."));
        let step = Event::WinterStepped { step: crate::engine::winter::WinterStep::Deploy };
        assert!(!step.is_told(), "a step of the winter is told by what happens in it");
        // SUM-RES-2: an exploration is one line, the find on its total.
        let hex = Hex::new(1, 1);
        assert!(!Event::ExplorationPending { kingdom: k, hex }.is_told());
        assert!(!Event::DiceRolled { purpose: RollPurpose::Exploration, by: Some(k), faces: vec![3, 5] }.is_told());
        let found = Event::Explored { kingdom: k, hex, total: 8, found: Some(SettlementKind::Village) };
        assert!(found.is_told());
        assert_eq!(
            said(&found),
            format!("{} explored \u{2068}B2\u{2069}: 2D6 = 8, a village (SUM-RES-2).", isolated_name(&state, k))
        );
    }

    // APP-4: a list names each kingdom isolated on its own, and a signed change keeps
    // its sign.
    #[test]
    fn app_4_lists_and_signs() {
        let state = after_setup();
        let teller = Teller::of_state(&state, &[]);
        let (a, b) = (KingdomId(0), KingdomId(1));
        let order = Event::PlayerOrderSet { order: vec![a, b], purpose: RollPurpose::PlayerOrder };
        let both = format!("{}, {}", isolated_name(&state, a), isolated_name(&state, b));
        assert_eq!(english(&describe_event(&teller, 0, &order)), format!("Player order: {both} (SET-2)."));
        let (army, name) = (TokenId(3), "Spears".to_string());
        let changed = |by| Event::UnitStrengthChanged { army, unit: 0, name: name.clone(), by };
        assert!(english(&describe_event(&teller, 0, &changed(2))).ends_with(": Unit Strength +2 (UST-1)."));
        assert!(english(&describe_event(&teller, 0, &changed(-1))).ends_with(": Unit Strength -1 (UST-2)."));
    }

    // APP-4: every rule a sentence takes from its event (a roll's purpose, a loyalty
    // cause, a retreat's clause, a ruin, a narrative test, a domain answer) reads as itself,
    // and so is found and linked on the page.
    #[test]
    fn app_4_every_rule_taken_from_an_event_reads_as_itself() {
        use crate::engine::loyalty::{Cause, Clause, Ruin};
        use crate::engine::narrative::plans::TestRule;
        use RollPurpose::*;
        let purposes = [PlayerOrder, Exploration, ReformOrder, SimpleBattle, LandWater, Naval, WinterOrder];
        let more = [LoyaltyRolls, Recovery, LevelChecks, EvasionUnits, LateArrivals];
        let tests = [
            TestRule::SettlementScouting,
            TestRule::InitialAssault,
            TestRule::Storming,
            TestRule::SettlementPursuit,
            TestRule::FieldScouting,
            TestRule::InitialEngagement,
            TestRule::FullEngagement,
            TestRule::FieldPursuit,
        ];
        let clauses = [Clause::ShipRetreat, Clause::Stop, Clause::Through, Clause::Overfill, Clause::Push];
        let rules = purposes
            .into_iter()
            .chain(more)
            .map(RollPurpose::rule)
            .chain([Cause::Floor, Cause::DefenderWon, Cause::Pillaged { by: KingdomId(0) }].map(Cause::rule))
            .chain(clauses.map(Clause::rule))
            .chain([Ruin::OverLimit, Ruin::Retreat, Ruin::Mobilisation].map(Ruin::rule))
            .chain(tests.map(TestRule::id))
            .chain(["DOM-5", "DOM-6", "DOM-8", "LOY-9"]);
        for id in rules {
            assert_eq!(english(&rule(id)), id);
            assert_eq!(crate::words::with(|w| w.say("ru", &rule(id))), id);
        }
    }

    // APP-4: the chronicle in Russian: a kingdom's name stays as typed, the rule as it is.
    #[test]
    fn app_4_the_chronicle_in_russian() {
        let state = after_setup();
        let teller = Teller::of_state(&state, &[]);
        let k = KingdomId(0);
        let (from, to) = (Hex::new(1, 1), Hex::new(2, 1));
        let moved = Event::ArmyMoved { army: TokenId(3), kingdom: k, from, to };
        let said = crate::words::with(|w| w.say("ru", &describe_event(&teller, 0, &moved)));
        let (from, to) = (Map::label(from), Map::label(to));
        let name = isolated_name(&state, k);
        assert_eq!(said, format!("{name}: армия 3 идёт из \u{2068}{from}\u{2069} в \u{2068}{to}\u{2069} (SUM-RES-1)."));
        let staged = |n| Event::Staged { armies: vec![TokenId(1); n] };
        let staged = |n| crate::words::with(|w| w.say("ru", &describe_event(&teller, 0, &staged(n))));
        assert!(staged(1).starts_with("1 армия покидает"), "{}", staged(1));
        assert!(staged(3).starts_with("3 армии покидают"), "{}", staged(3));
        assert!(staged(5).starts_with("5 армий покидают"), "{}", staged(5));
    }

    // SET-7, WIN-3: numbers from outside never overflow in a sentence.
    #[test]
    fn numbers_from_outside_never_overflow() {
        let remove = Command::RemoveUnit { army: TokenId(1), unit: u8::MAX };
        assert_eq!(english(&describe_command(&remove)), "removing unit 256 from army 1");
        let tithe = Command::Tithe { to: KingdomId(u8::MAX), gold: 1, food: 0 };
        assert!(english(&describe_command(&tithe)).ends_with("kingdom 256"));
        let err = crate::engine::RuleError::NoSuchUnit { army: TokenId(1), unit: u8::MAX };
        assert!(err.to_string().ends_with("no unit 256"));
    }
}
