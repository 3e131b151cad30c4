use super::*;
use crate::engine::chronicle::{describe_event, Teller};
use crate::engine::error::SetupError;
use crate::engine::game::Game;
use crate::engine::rules::{self, Ctx, Emitter};
use crate::engine::ruleset::Options;
use crate::engine::save::{self, Save};
use crate::engine::testing::sample_setup;
use crate::engine::view::module_marks;
use crate::words;

fn with_shrine() -> crate::engine::Setup {
    crate::engine::Setup { modules: vec![NAME.to_string()], ..sample_setup() }
}

/// A campaign with the shrine and loyalty, just after setup.
fn campaign() -> Game {
    let options = Options { loyalty: true, ..Options::default() };
    let mut game = Game::new(with_shrine(), options, 5).unwrap();
    while game.state().phase != crate::engine::state::Phase::Orders {
        let c = game.answers()[0].clone();
        game.apply(c).unwrap();
    }
    game
}

/// Its position when the shrine first asks (`SHR-1`), every kingdom given 3 gold after
/// setup and played by its first answers, with the options and the next log position.
fn asked() -> (State, Options, usize) {
    let game = campaign();
    let options = *game.options();
    let mut state = game.state().clone();
    for k in &mut state.kingdoms {
        k.gold = 3;
    }
    let mut position = game.log().len();
    while rules::decision(&state, &options).rule() != "SHR-1" {
        let c = rules::decision_answers(&rules::decision(&state, &options), &options)[0].clone();
        state = rules::execute(&state, &Ctx::new(&options, 5, position), &c).unwrap().0;
        position += 1;
    }
    (state, options, position)
}

fn run(state: &State, options: &Options, position: usize, command: &Command) -> (State, Vec<Event>) {
    rules::execute(state, &Ctx::new(options, 5, position), command).unwrap()
}

fn offer() -> Command {
    Command::Module(Tagged::of(NAME, &ShrineCommand::Offer))
}

fn asker(state: &State) -> KingdomId {
    *slice(state).unwrap().asking.first().unwrap()
}

// SHR-1: it asks from the second month on, every kingdom holding its capital, in player
// order.
#[test]
fn shr_1_kingdoms_with_gold_are_asked_in_player_order() {
    let (mut state, options, position) = asked();
    assert_eq!(state.calendar.month, 2, "never in the first month");
    assert_eq!(slice(&state).unwrap().asking, state.player_order);
    let decision = rules::decision(&state, &options);
    assert_eq!(decision.who, Decider::Kingdom(state.player_order[0]));
    assert_eq!(rules::decision_answers(&decision, &options).len(), 2, "offer or decline, and only those");
    // Each answers in turn; the asking is then over.
    let (after, _) = run(&state, &options, position, &offer());
    let second = asker(&after);
    state = run(&after, &options, position + 1, &offer()).0;
    assert_eq!(state.kingdom(second).unwrap().gold, 2);
    assert!(slice(&state).unwrap().asking.is_empty());
}

// SHR-2: an offering costs 1 gold when there is any and raises the capital's loyalty by
// 1, never past 6.
#[test]
fn shr_2_an_offering_costs_a_gold_and_raises_the_capital_to_six_at_most() {
    let (asked, options, position) = asked();
    for (gold, before, after) in [(3, 4, 5), (3, 6, 6), (0, 2, 3)] {
        let mut state = asked.clone();
        let k = asker(&state);
        let capital = state.capital_of(k).unwrap();
        state.set_loyalty(capital, k, before);
        state.kingdoms[usize::from(k.0)].gold = gold;
        let (next, events) = run(&state, &options, position, &offer());
        let year = state.calendar.year;
        assert_eq!(events, vec![Event::Module(Tagged::of(NAME, &ShrineEvent::Offered { kingdom: k, year }))]);
        assert_eq!(next.kingdom(k).unwrap().gold, gold.saturating_sub(1));
        assert_eq!(next.loyalty_of(capital, k), after, "from {before}");
    }
}

// SHR-1: a kingdom that lost its capital is not asked.
#[test]
fn shr_1_a_kingdom_without_its_capital_is_not_asked() {
    let (mut state, options, position) = asked();
    let capital = state.capital_of(state.player_order[1]).unwrap();
    let i = state.map.index(capital).unwrap();
    state.tiles[i].control = Some(state.player_order[0]);
    state.modules.insert(NAME.to_string(), Shrine.start());
    let mut out = Emitter::new(&state, rules::MODULES);
    Shrine.month_began(&mut out, &Ctx::new(&options, 5, position));
    let (state, _) = out.finish();
    assert_eq!(slice(&state).unwrap().asking, vec![state.player_order[0]]);
}

// SHR-1: a declined asking costs nothing and changes no loyalty.
#[test]
fn shr_1_a_kingdom_may_decline() {
    let (state, options, position) = asked();
    let k = asker(&state);
    let decline = Command::Module(Tagged::of(NAME, &ShrineCommand::Decline));
    let (next, events) = run(&state, &options, position, &decline);
    assert_eq!(events, vec![Event::Module(Tagged::of(NAME, &ShrineEvent::Declined { kingdom: k }))]);
    assert_eq!(next.kingdoms, state.kingdoms);
    assert!(module_marks(&next).is_empty());
}

// SHR-2: the capital bears the shrine's mark for the rest of the year only.
#[test]
fn shr_2_the_capital_is_marked_for_the_year() {
    let (state, options, position) = asked();
    let k = asker(&state);
    assert!(module_marks(&state).is_empty());
    let (mut next, _) = run(&state, &options, position, &offer());
    let marks = module_marks(&next);
    assert_eq!(marks.len(), 1);
    assert_eq!((marks[0].hex, marks[0].kingdom, marks[0].symbol), (state.capital_of(k).unwrap(), Some(k), '✦'));
    next.calendar.year += 1;
    assert!(module_marks(&next).is_empty(), "a new year, no mark");
}

// SHR-1, SHR-2: its chronicle lines and its answers in its own words, in both languages.
#[test]
fn the_shrine_speaks_english_and_russian() {
    let game = campaign();
    let (state, options, position) = asked();
    let k = asker(&state);
    let name = state.kingdom_name(k).to_string();
    let (_, events) = run(&state, &options, position, &offer());
    let line = describe_event(&Teller::new(&game, &[]), 0, &events[0]);
    let said = |code| words::with(|w| w.say(code, &line)).replace(['\u{2068}', '\u{2069}'], "");
    assert_eq!(said("en"), format!("{name} makes an offering at its capital's shrine (SHR-2)."));
    assert_eq!(said("ru"), format!("{name} жертвует святилищу своей столицы (SHR-2)."));
    let answer = crate::engine::chronicle::describe_command(&offer());
    assert_eq!(words::with(|w| w.say("ru", &answer)), "пожертвование святилищу");
}

// A campaign plugging the shrine in saves and replays to the same state, its slice
// included; one naming a module this build lacks is refused by name.
#[test]
fn a_plugged_campaign_replays_and_an_unknown_module_is_refused() {
    let game = campaign();
    assert_eq!(game.state().modules.get(NAME), Some(&Shrine.start()));
    let loaded = save::load(&Save::of(&game).to_json().unwrap()).unwrap();
    assert_eq!(loaded.state(), game.state());
    assert_eq!(loaded.setup().modules, vec![NAME.to_string()]);
    let setup = crate::engine::Setup { modules: vec!["weather".into()], ..sample_setup() };
    let refused = Game::new(setup, Options::default(), 1).err();
    assert_eq!(refused, Some(SetupError::UnknownModule { name: "weather".into() }));
}
