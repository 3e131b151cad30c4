//! The loyalty module's sentences (RULES §7).

use super::Teller;
use crate::engine::loyalty::{Cause, Clause, LoyaltyCommand, LoyaltyEvent, LoyaltyOrder, Step};
use crate::engine::map::Map;

/// Why a tile's loyalty changed, for the chronicle and the journal.
pub fn cause_text(state: &Teller, cause: Cause) -> String {
    match cause {
        Cause::InvaderDefeated => "the invader was defeated there".into(),
        Cause::DefenderWon => "the defender won there".into(),
        Cause::DefenderLost => "the defender lost where the province favours the victor".into(),
        Cause::RetreatedOnto { army } => format!("army {army} retreated onto it"),
        Cause::Captured { from } => format!("taken from {}, whom it favoured", state.kingdom_name(from)),
        Cause::Wintered { army } => format!("army {army} wintered there"),
        Cause::Works { army } => format!("economic works by army {army}"),
        Cause::Agitated { by } => format!("agitation by {}", state.kingdom_name(by)),
        Cause::Floor => "newly taken: at least 1".into(),
        Cause::Pillaged { by } => format!("pillaged by {}", state.kingdom_name(by)),
    }
}

pub fn describe(state: &Teller, event: &LoyaltyEvent) -> String {
    let label = |h| Map::label(h);
    match event {
        LoyaltyEvent::Noted(n) => format!(
            "{} at {}: {} counts {:+} for the end of the turn ({}).",
            state.kingdom_name(n.kingdom),
            label(n.hex),
            cause_text(state, n.cause),
            n.cause.delta(),
            n.cause.rule()
        ),
        LoyaltyEvent::Changed { hex, kingdom, old, new, causes } => {
            let why: Vec<String> = causes.iter().map(|c| cause_text(state, *c)).collect();
            let rule = causes.first().map_or("LOY-9", |c| c.rule());
            format!(
                "{}'s loyalty at {} goes from {old} to {new}: {} ({rule}).",
                state.kingdom_name(*kingdom),
                label(*hex),
                why.join("; ")
            )
        }
        LoyaltyEvent::Marked { tokens, laid_down } => {
            let names: Vec<String> = tokens.iter().map(|t| state.token_label(*t)).collect();
            let how = if *laid_down { "beaten" } else { "held to a draw" };
            format!("{} {how}: will retreat after the last battle (LOY-13).", names.join(", "))
        }
        LoyaltyEvent::WinnerOwed { kingdom, hex } => {
            format!(
                "{} may move on from {} once the losers have gone (LOY-13).",
                state.kingdom_name(*kingdom),
                label(*hex)
            )
        }
        LoyaltyEvent::Stepped { step: Some(Step::Retreats) } => "The beaten armies retreat (LOY-4).".into(),
        LoyaltyEvent::Stepped { .. } => String::new(),
        LoyaltyEvent::Retreated { token, from, spot, laid_down } => {
            let via = spot.via.map(|v| format!(" through {}", label(v))).unwrap_or_default();
            let how = match spot.clause {
                Clause::Overfill => ", over its limit",
                Clause::Push => ", pushing on the army there",
                _ => "",
            };
            let side = if *laid_down { ", laid on its side" } else { "" };
            format!(
                "{} retreats from {}{via} to {}{how}{side} ({}).",
                state.token_label(*token),
                label(*from),
                label(spot.to),
                spot.clause.rule()
            )
        }
        LoyaltyEvent::Pushed { army, from, to } => {
            format!("Army {army} is pushed on from {} to {} (LOY-4.6).", label(*from), label(*to))
        }
        LoyaltyEvent::MoveRefused { token, to, limit } => format!(
            "{} may not enter {}: its supply limit there is {limit} (LOY-3). It stays.",
            state.token_label(*token),
            label(*to)
        ),
        LoyaltyEvent::SpecialResolved { token, order, effect } => {
            let what = match order {
                LoyaltyOrder::Works => "works the land".to_string(),
                LoyaltyOrder::Agitate { at } => format!("agitates at {}", label(*at)),
            };
            let outcome = if effect.is_some() { "" } else { ", to no effect" };
            format!("{} {what}{outcome} (LOY-10).", state.token_label(*token))
        }
        LoyaltyEvent::Devastated { hex, ruin } => {
            format!("{} is devastated: loyalty 0 to all, six months to recover ({}).", label(*hex), ruin.rule())
        }
        LoyaltyEvent::Recovered { hex } => {
            format!("{} recovers from devastation and rises in rebellion (LOY-5).", label(*hex))
        }
        LoyaltyEvent::Rebelled { hex } => format!("{} rebels against its lord (LOY-6).", label(*hex)),
        LoyaltyEvent::Pacified { hex } => format!("The rebellion at {} is over (LOY-6).", label(*hex)),
        LoyaltyEvent::Abandoned { hex, kingdom } => {
            format!("{} slips out of {}'s hands (LOY-5, LOY-6).", label(*hex), state.kingdom_name(*kingdom))
        }
        LoyaltyEvent::Defected { hex, to, loyalty } => format!(
            "Rebel {} goes over to {}, whom it favours ({loyalty}) (LOY-6).",
            label(*hex),
            state.kingdom_name(*to)
        ),
        LoyaltyEvent::Swayed { hex, holder, loyalty, face, to } => match to {
            Some(to) => format!(
                "{}: rolled {face} against {}'s loyalty {loyalty}: the province goes over to {} (LOY-11).",
                label(*hex),
                state.kingdom_name(*holder),
                state.kingdom_name(*to)
            ),
            None => format!(
                "{}: rolled {face} against {}'s loyalty {loyalty}: it stays loyal (LOY-11).",
                label(*hex),
                state.kingdom_name(*holder)
            ),
        },
        LoyaltyEvent::Mobilised { army, kingdom, hex } => {
            format!("{} forcibly mobilises army {army} at {} (LOY-10).", state.kingdom_name(*kingdom), label(*hex))
        }
        LoyaltyEvent::WinterCame => {
            "Winter closes the winter zones: armies there stand in winter quarters, and none may enter (LOY-1).".into()
        }
        LoyaltyEvent::Counted { unsupplied, in_rebel } => {
            let mut parts = Vec::new();
            if !unsupplied.is_empty() {
                let list: Vec<String> = unsupplied.iter().map(|(t, n)| format!("army {t} ({n} of 3)")).collect();
                parts.push(format!("out of supply: {} (LOY-8)", list.join(", ")));
            }
            if !in_rebel.is_empty() {
                let list: Vec<String> = in_rebel.iter().map(|(t, n)| format!("army {t} ({n} of 3)")).collect();
                parts.push(format!("cut off in rebel lands: {} (LOY-6)", list.join(", ")));
            }
            if parts.is_empty() {
                String::new()
            } else {
                format!("Month's end: {}.", parts.join("; "))
            }
        }
    }
}

pub fn describe_command(command: &LoyaltyCommand) -> String {
    match command {
        LoyaltyCommand::Mobilise { hex } => format!("the forced mobilisation at {}", Map::label(*hex)),
        LoyaltyCommand::Push { army, to } => format!("pushing army {army} on to {}", Map::label(*to)),
    }
}

/// One line of the loyalty journal (`LOY-9`): a tile's loyalty to a kingdom changed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct JournalRow {
    pub when: crate::engine::game::When,
    pub hex: crate::engine::Hex,
    pub kingdom: crate::engine::KingdomId,
    pub old: u8,
    pub new: u8,
    pub rule: &'static str,
    pub cause: String,
}

/// The loyalty journal, oldest first: every change with its tile, kingdom, old and new
/// value, rule and cause, as the chronicle's entries record them.
pub fn journal(teller: &Teller, entries: &[crate::engine::game::Entry]) -> Vec<JournalRow> {
    use crate::engine::event::Event;
    use crate::engine::game::Entry;
    entries
        .iter()
        .filter_map(|e| match e {
            Entry::Event {
                when,
                event: Event::Loyalty(LoyaltyEvent::Changed { hex, kingdom, old, new, causes }),
                ..
            } => Some(JournalRow {
                when: *when,
                hex: *hex,
                kingdom: *kingdom,
                old: *old,
                new: *new,
                rule: causes.first().map_or("LOY-9", |c| c.rule()),
                cause: causes.iter().map(|c| cause_text(teller, *c)).collect::<Vec<_>>().join("; "),
            }),
            _ => None,
        })
        .collect()
}
