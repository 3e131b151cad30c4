//! The narrative resolver's sentences (RULES §9).

use crate::engine::map::Map;
use crate::engine::module_parts::{rule, ModuleEvent, Telling};
use crate::engine::narrative::{NarrativeEvent, Recovery, TestRecord};
use crate::message;
use crate::words::message::{InWords, Message};

/// "ability d8: a success, an advantage; difficulty d8: a threat" — every die with what
/// it showed.
pub fn dice_text(record: &TestRecord) -> Message {
    let dice = record.dice.iter().map(|(die, n)| {
        let face = die.faces().get(usize::from(*n).saturating_sub(1)).map_or(message!("symbol-blank"), |f| f.words());
        message!("chron-die-face", die = die.word(), face = face)
    });
    Message::list(dice, "chron-semicolon")
}

/// `NAR-SA-4`: the victor `kingdom` regroups, or pursues.
pub fn regroup_line(kingdom: &str, regroup: bool) -> Message {
    message!(if regroup { "chron-nar-regroups" } else { "chron-nar-pursues" }, kingdom = kingdom)
}

/// `NAR-SYM-2`: a casualty's recovery roll, its die with the +1 of a victor that
/// regrouped (`NAR-SA-4`), and what it gave.
pub fn recovery_line(name: &str, face: u8, bonus: u8, result: Recovery) -> Message {
    let id = match result {
        Recovery::Lost => "chron-nar-lost",
        Recovery::Reduced => "chron-nar-reduced",
        Recovery::Intact => "chron-nar-intact",
    };
    let roll = if bonus == 0 {
        message!("chron-nar-roll", face = face)
    } else {
        message!("chron-nar-roll-regrouped", face = face, total = face + bonus)
    };
    message!(id, name = name, roll = roll)
}

impl ModuleEvent for NarrativeEvent {
    fn told(&self, telling: &dyn Telling, position: usize) -> Message {
        describe(telling, position, self)
    }

    fn sides_swapped(&self) -> Option<bool> {
        match self {
            NarrativeEvent::Stepped(nb) => Some(nb.swapped),
            _ => None,
        }
    }
}

/// `event`, of the command at log position `position`, in a sentence: its sides are named
/// as they stood in that battle, over or not.
pub fn describe(state: &dyn Telling, position: usize, event: &NarrativeEvent) -> Message {
    let side = |s| state.battle_side(position, s).map_or(String::new(), |k| state.kingdom_name(k).to_string());
    match event {
        NarrativeEvent::Stepped(_) | NarrativeEvent::Resting { .. } => Message::nothing(),
        NarrativeEvent::Tested(r) => {
            let who = side(r.plan.tester);
            let o = r.outcome;
            let tested = if r.dice.is_empty() {
                message!("chron-test-automatic")
            } else {
                let triumphs =
                    if o.triumphs > 0 { message!("chron-triumphs", n = o.triumphs) } else { Message::nothing() };
                let symbols =
                    message!("chron-symbols", successes = o.successes, advantages = o.advantages, triumphs = triumphs);
                message!(
                    if o.passes() { "chron-test-passes" } else { "chron-test-fails" },
                    dice = dice_text(r),
                    symbols = symbols
                )
            };
            tested.with("kingdom", who).with("test", r.plan.rule.word()).with("rule", rule(r.plan.rule.id()))
        }
        NarrativeEvent::Excluded { name, .. } => message!("chron-nar-excluded", name = name.as_str()),
        NarrativeEvent::Worn { name, .. } => message!("chron-nar-worn", name = name.as_str()),
        NarrativeEvent::Fell { name, .. } => message!("chron-nar-fell", name = name.as_str()),
        NarrativeEvent::Disabled { development: d } => message!("chron-nar-disabled", development = d.in_words()),
        NarrativeEvent::Recovered { name, face, bonus, result, .. } => recovery_line(name, *face, *bonus, *result),
        NarrativeEvent::Regrouped { victor, regroup } => regroup_line(&side(*victor), *regroup),
        NarrativeEvent::Mustered { army } => message!("chron-nar-mustered", army = *army),
        NarrativeEvent::Developed { hex, developments } => {
            let named = developments
                .iter()
                .map(|(d, r)| message!("chron-development-rank", development = d.in_words(), rank = *r));
            let named =
                if developments.is_empty() { message!("chron-none") } else { Message::list(named, "chron-comma") };
            message!("chron-nar-developed", tile = Map::label(*hex), developments = named)
        }
    }
}
