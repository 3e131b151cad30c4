//! Runs every scenario file in `tests/scenarios/` (format: `docs/SCENARIOS.md`): a setup,
//! commands with scripted dice, and the exact events, refusals and state expected.

use marchwarden::engine::narrative::NarrativeDecision;
use marchwarden::engine::rules::{self, Ctx};
use marchwarden::engine::ruleset::RULES_VERSION;
use marchwarden::engine::{
    Command, Decision, DecisionKind, DiceMode, Event, Game, Map, Options, RuleError, Setup, State,
};
mod common;

use common::with_hexes;
use serde::Deserialize;
use serde_json::Value;
use std::path::Path;

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Scenario {
    #[allow(dead_code)] // documentation for readers of the file
    about: String,
    setup: Value,
    #[serde(default)]
    options: Option<Value>,
    #[serde(default)]
    seed: u64,
    /// The rules version the campaign plays by (`ruleset::RULES_VERSION`); absent, this
    /// build's. A scenario written for a reading that a later version changed keeps it.
    #[serde(default)]
    rules: Option<u32>,
    /// Scripted faces: each roll takes as many as it needs, in order.
    #[serde(default)]
    dice: Option<Vec<u8>>,
    /// A position to start from instead of the setup's first step: members of the
    /// campaign state that replace the setup's (`tiles` by label, merged; the rest whole).
    #[serde(default)]
    position: Option<serde_json::Map<String, Value>>,
    steps: Vec<Step>,
}

/// What the steps are played on: a campaign from its setup, or a position set up by the
/// scenario and played by the rules directly.
enum Driver {
    Game(Box<Game>),
    Position { state: Box<State>, options: Options, seed: u64, rules: u32, played: usize },
}

impl Driver {
    fn state(&self) -> &State {
        match self {
            Driver::Game(g) => g.state(),
            Driver::Position { state, .. } => state,
        }
    }

    fn decision(&self) -> Decision {
        match self {
            Driver::Game(g) => g.decision(),
            Driver::Position { state, options, .. } => rules::decision(state, options),
        }
    }

    fn apply(&mut self, command: Command) -> Result<Vec<Event>, RuleError> {
        match self {
            Driver::Game(g) => g.apply(command),
            Driver::Position { state, options, seed, rules, played } => {
                let ctx = Ctx::with_rules(options, *seed, *played, *rules);
                let (after, events) = rules::execute(state, &ctx, &command)?;
                **state = after;
                *played += 1;
                Ok(events)
            }
        }
    }

    fn fingerprint(&self) -> String {
        serde_json::to_string(self.state()).expect("state")
    }
}

/// The setup's state with the scenario's position laid over it.
fn position_state(game: &Game, position: &serde_json::Map<String, Value>) -> State {
    let mut state = serde_json::to_value(game.state()).expect("state");
    for (key, value) in position {
        let value = with_hexes(value);
        if key == "tiles" {
            let Value::Object(by_label) = value else { panic!("position.tiles is an object by label") };
            for (label, tile) in by_label {
                let hex = Map::parse_label(&label).unwrap_or_else(|| panic!("bad label {label}"));
                let i = game.state().map.index(hex).unwrap_or_else(|| panic!("{label} is off the map"));
                let (Value::Object(into), Value::Object(from)) = (&mut state["tiles"][i], tile) else {
                    panic!("tile {label}")
                };
                into.extend(from);
            }
        } else {
            state[key] = value;
        }
    }
    let mut state: State = serde_json::from_value(state).expect("a position that makes a campaign state");
    state.rules = game.rules_version();
    state
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Step {
    #[serde(rename = "do")]
    command: Value,
    /// The exact events the command must produce.
    #[serde(default)]
    events: Option<Vec<Value>>,
    /// The rule id of the refusal the command must meet.
    #[serde(default)]
    refused: Option<String>,
    /// Checks on the state after the step.
    #[serde(default)]
    expect: Option<Expect>,
}

#[derive(Deserialize, Default)]
#[serde(deny_unknown_fields)]
struct Expect {
    /// Partial match against the serialised state (objects by key, arrays element by element).
    #[serde(default)]
    state: Option<Value>,
    /// Partial match against tiles, by board label ("C4").
    #[serde(default)]
    tiles: Option<serde_json::Map<String, Value>>,
    /// The rule id of the decision pending now.
    #[serde(default)]
    pending: Option<String>,
    /// The legal tiles of the pending decision, by label, in any order.
    #[serde(default)]
    legal_tiles: Option<Vec<String>>,
}

fn matches(expected: &Value, actual: &Value, path: &str, errors: &mut Vec<String>) {
    match (expected, actual) {
        (Value::Object(e), Value::Object(a)) => {
            for (k, ev) in e {
                matches(ev, a.get(k).unwrap_or(&Value::Null), &format!("{path}.{k}"), errors);
            }
        }
        (Value::Array(e), Value::Array(a)) if e.len() == a.len() => {
            for (i, (ev, av)) in e.iter().zip(a).enumerate() {
                matches(ev, av, &format!("{path}[{i}]"), errors);
            }
        }
        _ if expected != actual => errors.push(format!("{path}: expected {expected}, found {actual}")),
        _ => {}
    }
}

fn run(path: &Path) -> Vec<String> {
    let text = std::fs::read_to_string(path).expect("readable scenario");
    let sc: Scenario = serde_json::from_str(&text).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let setup: Setup = serde_json::from_value(with_hexes(&sc.setup)).expect("setup");
    // A module built only with the test modules (`--features test-modules`, as ./dev test
    // builds) is played there, and only there.
    if let Some(missing) = setup.modules.iter().find(|m| rules::plugged(m).is_none()) {
        println!("{}: skipped, this build has no module {missing}", path.display());
        return Vec::new();
    }
    let mut options: Options = match sc.options {
        Some(o) => {
            let mut full = serde_json::to_value(Options::default()).expect("options");
            if let (Value::Object(f), Value::Object(o)) = (&mut full, o) {
                f.extend(o);
            }
            serde_json::from_value(full).expect("options")
        }
        None => Options::default(),
    };
    let mut dice = sc.dice.map(|d| d.into_iter());
    if dice.is_some() {
        options.dice = DiceMode::Table;
    }
    let rules = sc.rules.unwrap_or(RULES_VERSION);
    let game = Game::start(setup, options, sc.seed, rules).expect("valid setup");
    let mut game = match &sc.position {
        Some(p) => {
            Driver::Position { state: Box::new(position_state(&game, p)), options, seed: sc.seed, rules, played: 0 }
        }
        None => Driver::Game(Box::new(game)),
    };
    let mut errors = Vec::new();
    for (n, step) in sc.steps.into_iter().enumerate() {
        let at = format!("step {}", n + 1);
        let mut command: Command = serde_json::from_value(with_hexes(&step.command)).expect("command");
        let count = match game.decision().kind {
            DecisionKind::Roll { count, .. } => Some(count),
            DecisionKind::Narrative(NarrativeDecision::Test { dice, .. }) => Some(dice.len()),
            _ => None,
        };
        if let (Command::Roll { faces: None }, Some(d), Some(count)) = (&command, dice.as_mut(), count) {
            command = Command::Roll { faces: Some(d.by_ref().take(count).collect()) };
        }
        let before = game.fingerprint();
        match (game.apply(command), &step.refused) {
            (Ok(events), None) => {
                if let Some(expected) = step.events {
                    let expected: Vec<Value> = expected.iter().map(with_hexes).collect();
                    let actual: Vec<Value> = events.iter().map(|e| serde_json::to_value(e).expect("event")).collect();
                    if expected != actual {
                        let json = |v: &Vec<Value>| serde_json::to_string(v).expect("json");
                        errors.push(format!(
                            "{at}: events\n  expected {}\n  found    {}",
                            json(&expected),
                            json(&actual)
                        ));
                    }
                }
            }
            (Ok(_), Some(rule)) => errors.push(format!("{at}: expected a refusal by {rule}, but it was accepted")),
            (Err(e), Some(rule)) => {
                if e.rule() != rule {
                    errors.push(format!("{at}: refused by {} ({e}), expected {rule}", e.rule()));
                }
                if game.fingerprint() != before {
                    errors.push(format!("{at}: a refused command changed the state"));
                }
            }
            (Err(e), None) => errors.push(format!("{at}: refused: {e}")),
        }
        let expect = step.expect.unwrap_or_default();
        let state = serde_json::to_value(game.state()).expect("state");
        if let Some(s) = expect.state {
            matches(&s, &state, &at, &mut errors);
        }
        for (label, e) in expect.tiles.unwrap_or_default() {
            let hex = Map::parse_label(&label).expect("label");
            let tile = serde_json::to_value(game.state().tile(hex)).expect("tile");
            matches(&e, &tile, &format!("{at} {label}"), &mut errors);
        }
        if let Some(rule) = expect.pending {
            let found = game.decision().rule();
            if found != rule {
                errors.push(format!("{at}: pending decision is {found}, expected {rule}"));
            }
        }
        if let Some(mut labels) = expect.legal_tiles {
            let mut found: Vec<String> = game.decision().tiles().iter().map(|h| Map::label(*h)).collect();
            labels.sort();
            found.sort();
            if labels != found {
                errors.push(format!("{at}: legal tiles {found:?}, expected {labels:?}"));
            }
        }
    }
    errors.into_iter().map(|e| format!("{}: {e}", path.display())).collect()
}

#[test]
fn scenario_files() {
    let mut files: Vec<_> = std::fs::read_dir("tests/scenarios")
        .expect("tests/scenarios")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "json"))
        .collect();
    files.sort();
    assert!(!files.is_empty(), "no scenario files");
    let failures: Vec<String> = files.iter().flat_map(|f| run(f)).collect();
    println!("{} scenario files", files.len());
    assert!(failures.is_empty(), "\n{}", failures.join("\n"));
}
