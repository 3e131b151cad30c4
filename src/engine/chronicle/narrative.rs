//! The narrative resolver's sentences (RULES §9).

use super::Teller;
use crate::engine::narrative::{NarrativeCommand, NarrativeEvent, Recovery, TestRecord};

/// "ability d8: s a; difficulty d8: h" — every die with what it showed.
pub fn dice_text(record: &TestRecord) -> String {
    record
        .dice
        .iter()
        .map(|(die, n)| {
            let face = die.faces().get(usize::from(*n).saturating_sub(1)).map_or("?".to_string(), |f| f.text());
            format!("{}: {face}", die.name())
        })
        .collect::<Vec<_>>()
        .join("; ")
}

/// `event`, of the command at log position `position`, in a sentence: its sides are named
/// as they stood in that battle, over or not.
pub fn describe(state: &Teller, position: usize, event: &NarrativeEvent) -> String {
    let side = |s| state.narrative_side(position, s).map_or(String::new(), |k| state.kingdom_name(k));
    match event {
        NarrativeEvent::Stepped(_) => String::new(),
        NarrativeEvent::Tested(r) => {
            let who = side(r.plan.tester);
            let o = r.outcome;
            let result = if o.passes() { "passes" } else { "fails" };
            let symbols = format!(
                "net {} success(es), {} advantage(s){}",
                o.successes,
                o.advantages,
                if o.triumphs > 0 { format!(", {} triumph(s)", o.triumphs) } else { String::new() }
            );
            if r.dice.is_empty() {
                format!("{who} passes {} automatically ({}, DICE-3).", r.plan.rule.name(), r.plan.rule.id())
            } else {
                format!(
                    "{who} tests {}: {} — {symbols}: it {result} ({}).",
                    r.plan.rule.name(),
                    dice_text(r),
                    r.plan.rule.id()
                )
            }
        }
        NarrativeEvent::Excluded { name, .. } => format!("{name} is kept out of the next phase by the scouts."),
        NarrativeEvent::Worn { name, .. } => {
            format!("{name} is worn out by the forced march and left out of every count of this battle (DOM-3).")
        }
        NarrativeEvent::Fell { name, .. } => format!("{name} falls (NAR-SYM-1)."),
        NarrativeEvent::Disabled { development } => {
            format!("The scouts disable the settlement's {development:?} for this battle (NAR-SA-1).")
        }
        NarrativeEvent::Recovered { name, face, result, .. } => {
            let what = match result {
                Recovery::Lost => "is lost for good",
                Recovery::Reduced => "returns reduced",
                Recovery::Intact => "returns intact",
            };
            format!("{name}: recovery roll {face}, {what} (NAR-SYM-2).")
        }
        NarrativeEvent::Resting { resting: true, .. } => String::new(),
        NarrativeEvent::Resting { resting: false, .. } => String::new(),
        NarrativeEvent::Mustered { army } => format!("Army {army} takes the suggested roster (NAR-1)."),
        NarrativeEvent::Developed { hex, developments } => {
            let list: Vec<String> = developments.iter().map(|(d, r)| format!("{d:?} {r}")).collect();
            let list = if list.is_empty() { "none".to_string() } else { list.join(", ") };
            format!(
                "The settlement at {} has these developments now: {list} (NAR-2).",
                crate::engine::map::Map::label(*hex)
            )
        }
    }
}

pub fn describe_command(command: &NarrativeCommand) -> String {
    match command {
        NarrativeCommand::AcceptRoster { army } => format!("the roster of army {army}"),
        NarrativeCommand::Sortie { meet: true } => "the sortie".into(),
        NarrativeCommand::Sortie { meet: false } => "staying behind the walls".into(),
        NarrativeCommand::Unit { unit } => format!("unit {} of army {}", u32::from(unit.unit) + 1, unit.army),
        NarrativeCommand::Disable { development } => format!("disabling {development:?}"),
        NarrativeCommand::Done => "the end of the picks".into(),
        NarrativeCommand::Regroup { regroup: true } => "regrouping".into(),
        NarrativeCommand::Regroup { regroup: false } => "the pursuit".into(),
        NarrativeCommand::SetDevelopments { hex, .. } => {
            format!("the developments of {}", crate::engine::map::Map::label(*hex))
        }
    }
}
