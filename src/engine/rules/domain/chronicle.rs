//! The domain war's sentences (RULES §8).

use crate::engine::domain::{Answer, Barred, DomainEvent, Engagement, HalfMp, Halt};
use crate::engine::hex::Hex;
use crate::engine::ids::KingdomId;
use crate::engine::map::{Holding, Map};
use crate::engine::module_parts::{rule, ModuleEvent, Telling};
use crate::message;
use crate::words::message::{InWords, Message};

fn holdings_text(holdings: &[Holding]) -> Message {
    Message::list(
        holdings.iter().map(|h| message!("chron-holding", kind = h.kind.word(), level = h.level)),
        "chron-comma",
    )
}

/// Movement points in halves: "2", "½", "1½".
fn half_mp(mp: HalfMp) -> Message {
    match (mp.0 / 2, mp.0 % 2) {
        (whole, 0) => message!("chron-number", n = whole),
        (0, _) => message!("chron-half"),
        (whole, _) => message!("chron-and-a-half", n = whole),
    }
}

/// A path, tile → tile.
fn path_text(path: &[Hex]) -> Message {
    Message::list(path.iter().map(|h| message!("chron-tile", tile = Map::label(*h))), "chron-arrow")
}

impl ModuleEvent for DomainEvent {
    fn told(&self, telling: &dyn Telling, _position: usize) -> Message {
        describe(telling, self)
    }

    fn kingdom(&self) -> Option<KingdomId> {
        match self {
            DomainEvent::Pillaged { kingdom, .. } | DomainEvent::Plundered { kingdom, .. } => Some(*kingdom),
            _ => None,
        }
    }
}

pub fn describe(state: &dyn Telling, event: &DomainEvent) -> Message {
    let label = Map::label;
    let name = |k| state.kingdom_name(k).to_string();
    match event {
        DomainEvent::Planned { token, march } => {
            let pillage = match march.pillage {
                0 => Message::nothing(),
                mp => message!("chron-then-pillage", mp = mp),
            };
            message!("chron-domain-planned", army = *token, path = path_text(&march.path), pillage = pillage)
        }
        DomainEvent::Marched { token, path, halt, spent, hits } => {
            let stop = match halt {
                Some(Halt::Unexplored) => message!("chron-stop-unexplored"),
                Some(Halt::Enemy) => message!("chron-stop-enemy"),
                None => Message::nothing(),
            };
            let forced = match hits {
                0 => Message::nothing(),
                n => message!("chron-forced-march", hits = *n),
            };
            message!(
                "chron-domain-marched",
                army = *token,
                path = path_text(path),
                spent = half_mp(*spent),
                stop = stop,
                forced = forced
            )
        }
        DomainEvent::Overspent { army, hits } => message!("chron-domain-overspent", army = *army, hits = *hits),
        DomainEvent::Starved { army, points } => message!("chron-domain-starved", army = *army, points = *points),
        DomainEvent::HitsTaken { token, hits } => {
            message!("chron-domain-hits-taken", token = state.token_label(*token), hits = *hits)
        }
        DomainEvent::Pillaged { army, kingdom, hex, gb } => {
            message!("chron-domain-pillaged", army = *army, kingdom = name(*kingdom), tile = label(*hex), gb = *gb)
        }
        DomainEvent::Barred { army, hex, why } => {
            let why = match why {
                Barred::OwnLand => message!("chron-barred-own-land"),
                Barred::EnemyArmy => message!("chron-barred-enemy-army"),
                Barred::Exhausted => message!("chron-barred-exhausted"),
                Barred::NotOccupied => message!("chron-barred-not-occupied"),
            };
            message!("chron-domain-barred", army = *army, tile = label(*hex), why = why)
        }
        DomainEvent::Plundered { army, kingdom, hex, destroyed, gb } => message!(
            "chron-domain-plundered",
            army = *army,
            kingdom = name(*kingdom),
            holdings = holdings_text(destroyed),
            tile = label(*hex),
            gb = *gb
        ),
        DomainEvent::SourceLowered { army, hex } => {
            message!("chron-domain-source-lowered", army = *army, tile = label(*hex))
        }
        DomainEvent::Freed { hex } => message!("chron-domain-freed", tile = label(*hex)),
        DomainEvent::ChecksDue { hexes } => message!("chron-domain-checks-due", tiles = path_list(hexes)),
        DomainEvent::Checked { hex, faces, taken, level, fell } => {
            let total: u8 = faces.iter().sum();
            let checked = if *fell {
                message!("chron-domain-level-fell", lower = level.saturating_sub(1))
            } else {
                message!("chron-domain-level-held")
            };
            checked.with("tile", label(*hex)).with("total", total).with("taken", *taken).with("level", *level)
        }
        DomainEvent::TurnEnded => message!("chron-domain-turn-ended"),
        DomainEvent::Mounted { army, mounted: true } => message!("chron-domain-mounted", army = *army),
        DomainEvent::Mounted { army, mounted: false } => message!("chron-domain-on-foot", army = *army),
        DomainEvent::Engaged(e) => engagement_text(e),
        DomainEvent::Answered { kingdom, answer } => message!(
            "chron-domain-answered",
            kingdom = name(*kingdom),
            answer = answer.in_words(),
            rule = rule(answer_rule(*answer))
        ),
        DomainEvent::CalledOff { hex, kingdom, .. } => {
            message!("chron-domain-called-off", tile = label(*hex), kingdom = name(*kingdom))
        }
        DomainEvent::SecondDue { hex, .. } => message!("chron-domain-second-due", tile = label(*hex)),
        DomainEvent::SecondBegun => message!("chron-domain-second-begun"),
        DomainEvent::Skirmishing { army } => message!("chron-domain-skirmishing", army = *army),
    }
}

/// Tiles, one after another: "D5, E5".
fn path_list(hexes: &[Hex]) -> Message {
    Message::list(hexes.iter().map(|h| message!("chron-tile", tile = Map::label(*h))), "chron-comma")
}

/// How a battle stands in joining, told when it changes.
fn engagement_text(e: &Engagement) -> Message {
    let mut parts = Vec::new();
    if e.second {
        parts.push(message!("chron-engaged-second"));
    }
    if e.ambush {
        parts.push(message!("chron-engaged-ambush"));
    }
    if let Some(n) = e.units {
        parts.push(message!("chron-engaged-units", n = n));
    }
    for (army, round) in &e.arrivals {
        parts.push(message!("chron-engaged-arrival", army = *army, round = *round));
    }
    if parts.is_empty() {
        return match e.step {
            Some(_) => message!("chron-engaging"),
            None => message!("chron-engaged"),
        };
    }
    message!("chron-engaged-with", parts = Message::list(parts, "chron-semicolon"))
}

fn answer_rule(answer: Answer) -> &'static str {
    match answer {
        Answer::Stay | Answer::TakeField => "DOM-8",
        Answer::Attack | Answer::Decline => "DOM-5",
        Answer::Pillage | Answer::PickUnits | Answer::Ambush | Answer::Escort { .. } | Answer::Spend { .. } => "DOM-6",
    }
}
