//! The shrine: a rules module built only for the tests, to prove that a module is its
//! folder and one line in `rules::MODULES`. It names no central enum: its commands, events
//! and slice of the state travel tagged (`plugged`), its words are its own files here.
//!
//! - `SHR-1`: when a summer month after the first begins, each standing kingdom that holds
//!   its capital is asked, in player order, whether to make an offering at its shrine.
//! - `SHR-2`: an offering costs 1 gold when the kingdom has any and, with the loyalty
//!   module, raises the capital's loyalty to its kingdom by 1 (at most 6). The capital
//!   bears the shrine's mark for the rest of the year.

use crate::engine::command::Command;
use crate::engine::decision::{Decider, Decision, DecisionKind, PluggedDecision};
use crate::engine::event::Event;
use crate::engine::ids::KingdomId;
use crate::engine::loyalty::LOYAL;
use crate::engine::plugged::{Tagged, TileMark};
use crate::engine::rules::seam::{Ctx, Emitter, Module};
use crate::engine::state::State;
use crate::message;
use crate::words::message::Message;
use serde::{Deserialize, Serialize};

const NAME: &str = "shrine";

/// The module's slice of the state.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
struct Slice {
    /// The kingdoms still to answer this month's asking, in player order (`SHR-1`).
    asking: Vec<KingdomId>,
    /// Each kingdom's last offering: the year it was made (`SHR-2`'s mark).
    offered: Vec<(KingdomId, u8)>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
enum ShrineCommand {
    Offer,
    Decline,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
enum ShrineEvent {
    Asked { kingdoms: Vec<KingdomId> },
    Offered { kingdom: KingdomId, year: u8 },
    Declined { kingdom: KingdomId },
}

fn slice(state: &State) -> Option<Slice> {
    serde_json::from_value(state.modules.get(NAME)?.clone()).ok()
}

fn emit(out: &mut Emitter, event: ShrineEvent) {
    out.emit(Event::Module(Tagged::of(NAME, &event)));
}

/// How one of its events changes the state: its slice, and an offering's gold and loyalty.
fn apply(state: &mut State, event: &ShrineEvent) {
    let Some(mut s) = slice(state) else { return };
    match event {
        ShrineEvent::Asked { kingdoms } => s.asking = kingdoms.clone(),
        ShrineEvent::Offered { kingdom, year } => {
            s.asking.retain(|k| k != kingdom);
            s.offered.retain(|(k, _)| k != kingdom);
            s.offered.push((*kingdom, *year));
            let capital = state.capital_of(*kingdom);
            if let Some(k) = state.kingdoms.get_mut(usize::from(kingdom.0)) {
                k.gold = k.gold.saturating_sub(1);
            }
            if let Some(hex) = capital {
                let raised = (state.loyalty_of(hex, *kingdom) + 1).min(LOYAL);
                state.set_loyalty(hex, *kingdom, raised);
            }
        }
        ShrineEvent::Declined { kingdom } => s.asking.retain(|k| k != kingdom),
    }
    state.modules.insert(NAME.to_string(), serde_json::to_value(&s).unwrap_or_default());
}

pub struct Shrine;

impl Module for Shrine {
    fn name(&self) -> &'static str {
        NAME
    }

    fn apply(&self, state: &mut State, event: &Event) -> bool {
        let Event::Module(t) = event else { return false };
        let Some(e) = t.read::<ShrineEvent>(NAME) else { return false };
        apply(state, &e);
        true
    }

    fn start(&self) -> serde_json::Value {
        serde_json::to_value(Slice::default()).unwrap_or_default()
    }

    fn words(&self) -> &'static [(&'static str, &'static str)] {
        &[("en", include_str!("en.ftl")), ("ru", include_str!("ru.ftl"))]
    }

    fn pending(&self, state: &State) -> bool {
        slice(state).is_some_and(|s| !s.asking.is_empty())
    }

    /// `SHR-1`: the first kingdom still to answer decides.
    fn decision(&self, state: &State) -> Option<Decision> {
        let kingdom = *slice(state)?.asking.first()?;
        let answers = [ShrineCommand::Offer, ShrineCommand::Decline];
        let prompt = message!("shrine-prompt", who = state.kingdom_name(kingdom).to_string());
        Some(Decision {
            who: Decider::Kingdom(kingdom),
            kind: DecisionKind::Module(PluggedDecision {
                module: NAME,
                rule: "SHR-1",
                prompt,
                answers: answers.iter().map(|c| Command::Module(Tagged::of(NAME, c))).collect(),
            }),
        })
    }

    fn execute(&self, out: &mut Emitter, _ctx: &Ctx, command: &Command) {
        let (Command::Module(t), Some(s)) = (command, slice(out.state())) else { return };
        let Some(&kingdom) = s.asking.first() else { return };
        match t.read(NAME) {
            Some(ShrineCommand::Offer) => {
                let year = out.state().calendar.year;
                emit(out, ShrineEvent::Offered { kingdom, year })
            }
            Some(ShrineCommand::Decline) => emit(out, ShrineEvent::Declined { kingdom }),
            None => {}
        }
    }

    /// `SHR-1`: the asking, from the second month on.
    fn month_began(&self, out: &mut Emitter, _ctx: &Ctx) {
        let state = out.state();
        if slice(state).is_none() || state.calendar.month < 2 {
            return;
        }
        let holding = |k: &&KingdomId| {
            let standing = state.kingdom(**k).is_some_and(|k| k.eliminated.is_none());
            standing && state.capital_of(**k).is_some_and(|c| state.control(c) == Some(**k))
        };
        let kingdoms: Vec<KingdomId> = state.player_order.iter().filter(holding).copied().collect();
        if !kingdoms.is_empty() {
            emit(out, ShrineEvent::Asked { kingdoms });
        }
    }

    fn describe_event(&self, event: &Tagged, name: &dyn Fn(KingdomId) -> String) -> Option<Message> {
        Some(match event.read(NAME)? {
            ShrineEvent::Asked { kingdoms } => message!("shrine-asked", n = kingdoms.len()),
            ShrineEvent::Offered { kingdom, .. } => message!("shrine-offered", kingdom = name(kingdom)),
            ShrineEvent::Declined { kingdom } => message!("shrine-declined", kingdom = name(kingdom)),
        })
    }

    fn describe_command(&self, command: &Tagged) -> Option<Message> {
        Some(match command.read(NAME)? {
            ShrineCommand::Offer => message!("shrine-offer"),
            ShrineCommand::Decline => message!("shrine-decline"),
        })
    }

    /// `SHR-2`: a capital whose kingdom made an offering this year.
    fn marks(&self, state: &State) -> Vec<TileMark> {
        let Some(s) = slice(state) else { return Vec::new() };
        let year = state.calendar.year;
        s.offered
            .iter()
            .filter(|(_, y)| *y == year)
            .filter_map(|(k, _)| {
                let hex = state.capital_of(*k)?;
                let meaning = message!("shrine-mark", kingdom = state.kingdom_name(*k).to_string());
                Some(TileMark { hex, symbol: '✦', kingdom: Some(*k), meaning })
            })
            .collect()
    }
}

#[cfg(test)]
mod tests;
