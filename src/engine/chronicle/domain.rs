//! The domain war's sentences (RULES §8).

use super::Teller;
use crate::engine::domain::{Answer, Barred, DomainCommand, DomainEvent, DomainOrder, Engagement, Halt};
use crate::engine::map::{Holding, HoldingKind, Map};

fn holdings_text(list: &[Holding]) -> String {
    let named: Vec<String> = list.iter().map(|h| format!("{} {}", h.kind.name(), h.level)).collect();
    named.join(", ")
}

pub fn describe(state: &Teller, event: &DomainEvent) -> String {
    let label = |h| Map::label(h);
    match event {
        DomainEvent::Planned { token, march } => {
            let path: Vec<String> = march.path.iter().map(|h| label(*h)).collect();
            let pillage = match march.pillage {
                0 => String::new(),
                mp => format!(", then pillage {mp} MP"),
            };
            format!("Army {token} will march by {}{pillage} (DOM-11).", path.join(" → "))
        }
        DomainEvent::Marched { token, path, halt, spent, hits } => {
            let path: Vec<String> = path.iter().map(|h| label(*h)).collect();
            let stop = match halt {
                Some(Halt::Unexplored) => ", stopping at the unexplored tile",
                Some(Halt::Enemy) => ", stopping where the enemy stands",
                None => "",
            };
            let forced = match hits {
                0 => String::new(),
                n => format!("; forced march: {n} hit(s) at the start of its first battle this month (DOM-3)"),
            };
            format!("Army {token} marched by {} for {spent} MP{stop}{forced} (DOM-11).", path.join(" → "))
        }
        DomainEvent::Starved { army, points } => {
            format!("Army {army} marched out of supply and lost {points} points (DOM-4).")
        }
        DomainEvent::HitsTaken { token, hits } => {
            format!(
                "{} starts the battle tired from its forced march: {hits} hit(s) (DOM-3).",
                state.token_label(*token)
            )
        }
        DomainEvent::Pillaged { army, kingdom, hex, gb } => {
            format!("Army {army} of {} pillaged {} for {gb} GB (DOM-10).", state.kingdom_name(*kingdom), label(*hex))
        }
        DomainEvent::Barred { army, hex, why } => {
            let why = match why {
                Barred::OwnLand => "it is the army's own land (DOM-10)",
                Barred::EnemyArmy => "an enemy army stands there (DOM-10)",
                Barred::Exhausted => "this month's take has reached the province level (DOM-10)",
                Barred::NotOccupied => "nothing there to plunder in a tile it occupies (DOM-9)",
            };
            format!("Army {army} took nothing at {}: {why}.", label(*hex))
        }
        DomainEvent::Plundered { army, kingdom, hex, destroyed, gb } => format!(
            "Army {army} of {} destroyed {} at {} for {gb} GB of plunder (DOM-9).",
            state.kingdom_name(*kingdom),
            holdings_text(destroyed),
            label(*hex)
        ),
        DomainEvent::SourceLowered { army, hex } => {
            format!("Army {army} lowered the source holding at {} by 1 (DOM-9).", label(*hex))
        }
        DomainEvent::Freed { hex } => {
            format!("The occupation of {} is over: its winter has passed (DOM-9).", label(*hex))
        }
        DomainEvent::ChecksDue { hexes } => {
            let tiles: Vec<String> = hexes.iter().map(|h| label(*h)).collect();
            format!("The domain turn ends: the pillaged provinces {} roll 2D10 each (DOM-10).", tiles.join(", "))
        }
        DomainEvent::Checked { hex, faces, taken, level, fell } => {
            let total: u8 = faces.iter().sum();
            let result = if *fell {
                format!("the province level falls from {level} to {}", level.saturating_sub(1))
            } else {
                format!("the province holds at level {level}")
            };
            format!("{}: 2D10 = {total} against {taken} GB pillaged this turn: {result} (DOM-10).", label(*hex))
        }
        DomainEvent::TurnEnded => "The domain turn is over (DOM-10).".into(),
        DomainEvent::Mounted { army, mounted: true } => format!("Army {army} is mounted (DOM-1)."),
        DomainEvent::Mounted { army, mounted: false } => format!("Army {army} marches on foot (DOM-1)."),
        DomainEvent::Engaged(e) => engagement_text(e),
        DomainEvent::Answered { kingdom, answer } => {
            format!("{} chooses: {} ({}).", state.kingdom_name(*kingdom), answer_text(*answer), answer_rule(*answer))
        }
        DomainEvent::CalledOff { hex, kingdom, .. } => {
            format!("No battle at {}: {} pillages instead of fighting.", label(*hex), state.kingdom_name(*kingdom))
        }
        DomainEvent::SecondDue { hex, .. } => {
            format!("When the late armies arrive, a second battle follows at {} (DOM-7).", label(*hex))
        }
        DomainEvent::SecondBegun => "The late armies have arrived (DOM-7).".into(),
        DomainEvent::Skirmishing { army } => format!("Army {army} stands and skirmishes (DOM-5)."),
    }
}

/// How a battle stands in joining, told when it changes.
fn engagement_text(e: &Engagement) -> String {
    let mut parts = Vec::new();
    if e.second {
        parts.push("the second battle, without the domain war's special rules (DOM-7)".to_string());
    }
    if e.ambush {
        parts.push("an ambush: the attacker may neither move nor attack in the first round (DOM-6)".to_string());
    }
    if let Some(n) = e.units {
        parts.push(format!("the evader attacks only {n} units, picked alternately (DOM-6)"));
    }
    for (army, round) in &e.arrivals {
        parts.push(format!("army {army} arrives in round {round} (DOM-7)"));
    }
    if parts.is_empty() {
        return match e.step {
            Some(_) => "The battle is being joined (DOM-5).".into(),
            None => "The battle is joined.".into(),
        };
    }
    format!("The battle is joined: {}.", parts.join("; "))
}

pub fn answer_text(answer: Answer) -> String {
    match answer {
        Answer::Stay => "stay in the fortification".into(),
        Answer::TakeField => "take the field".into(),
        Answer::Attack => "attack".into(),
        Answer::Decline => "do not engage".into(),
        Answer::Pillage => "pillage instead of fighting".into(),
        Answer::PickUnits => "attack only some of the enemy's units".into(),
        Answer::Ambush => "force the enemy into an ambush".into(),
        Answer::Escort { army } => format!("army {army} meets the attack"),
    }
}

fn answer_rule(answer: Answer) -> &'static str {
    match answer {
        Answer::Stay | Answer::TakeField => "DOM-8",
        Answer::Attack | Answer::Decline => "DOM-5",
        Answer::Pillage | Answer::PickUnits | Answer::Ambush | Answer::Escort { .. } => "DOM-6",
    }
}

pub fn describe_order(order: DomainOrder) -> String {
    match order {
        DomainOrder::Pillage { mp } => format!("pillage for {mp} MP"),
        DomainOrder::Plunder { kinds } => {
            let named: Vec<&str> = HoldingKind::ALL
                .into_iter()
                .filter(|k| kinds & crate::engine::domain::kind_bit(*k) != 0)
                .map(|k| k.name())
                .collect();
            format!("plunder the {} holdings", named.join(", "))
        }
        DomainOrder::LowerSource => "lower the source holding".into(),
        DomainOrder::Skirmish => "stand and skirmish".into(),
    }
}

pub fn describe_command(command: &DomainCommand) -> String {
    match command {
        DomainCommand::March { token, path, .. } => {
            let to = path.last().map_or_else(String::new, |h| Map::label(*h));
            format!("army {token}'s march to {to}")
        }
        DomainCommand::SetMounted { army, mounted } => {
            format!("army {army} {}", if *mounted { "mounted" } else { "on foot" })
        }
        DomainCommand::Engage(answer) => format!("the choice to {}", answer_text(*answer)),
    }
}
