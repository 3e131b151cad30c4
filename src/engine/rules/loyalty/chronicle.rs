//! The loyalty module's sentences (RULES §7).

use crate::engine::hex::Hex;
use crate::engine::ids::TokenId;
use crate::engine::loyalty::{Cause, Clause, LoyaltyEvent, LoyaltyOrder, LoyaltyStep, Spot};
use crate::engine::map::Map;
use crate::engine::module_parts::{rule, signed, ModuleEvent, Telling};
use crate::message;
use crate::words::message::Message;

/// Why a tile's loyalty changed, for the chronicle and the journal.
pub fn cause_text(state: &dyn Telling, cause: Cause) -> Message {
    let name = |k| state.kingdom_name(k).to_string();
    match cause {
        Cause::InvaderDefeated => message!("chron-cause-invader-defeated"),
        Cause::DefenderWon => message!("chron-cause-defender-won"),
        Cause::DefenderLost => message!("chron-cause-defender-lost"),
        Cause::RetreatedOnto { army } => message!("chron-cause-retreated-onto", army = army),
        Cause::Captured { from } => message!("chron-cause-captured", kingdom = name(from)),
        Cause::Wintered { army } => message!("chron-cause-wintered", army = army),
        Cause::Works { army } => message!("chron-cause-works", army = army),
        Cause::Agitated { by } => message!("chron-cause-agitated", kingdom = name(by)),
        Cause::Floor => message!("chron-cause-floor"),
        Cause::Pillaged { by } => message!("chron-cause-pillaged", kingdom = name(by)),
    }
}

/// The causes of a change, and the rule of the first.
fn causes_text(state: &dyn Telling, causes: &[Cause]) -> (Message, &'static str) {
    let why = Message::list(causes.iter().map(|c| cause_text(state, *c)), "chron-semicolon");
    (why, causes.first().map_or("LOY-9", |c| c.rule()))
}

/// The armies of a month's-end count: "army 3 (2 of 3)", …
fn counted(armies: &[(crate::engine::state::TokenId, u8)]) -> Message {
    Message::list(armies.iter().map(|(t, n)| message!("chron-counted", army = *t, n = *n)), "chron-comma")
}

/// `LOY-4`: a token landed on a retreat spot, through a tile or pushed, maybe on its side.
fn retreated(state: &dyn Telling, token: TokenId, from: Hex, spot: &Spot, laid_down: bool) -> Message {
    let label = Map::label;
    let via = spot.via.map_or_else(Message::nothing, |v| message!("chron-through", tile = label(v)));
    let how = match spot.clause {
        Clause::Overfill => message!("chron-over-limit"),
        Clause::Push => message!("chron-pushing"),
        _ => Message::nothing(),
    };
    let side = if laid_down { message!("chron-laid-down") } else { Message::nothing() };
    message!(
        "chron-loyalty-retreated",
        token = state.token_label(token),
        from = label(from),
        via = via,
        to = label(spot.to),
        how = how,
        side = side,
        rule = rule(spot.clause.rule())
    )
}

impl ModuleEvent for LoyaltyEvent {
    fn told(&self, telling: &dyn Telling, _position: usize) -> Message {
        describe(telling, self)
    }
}

pub fn describe(state: &dyn Telling, event: &LoyaltyEvent) -> Message {
    let label = Map::label;
    let name = |k| state.kingdom_name(k).to_string();
    match event {
        LoyaltyEvent::Noted(n) => message!(
            "chron-loyalty-noted",
            kingdom = name(n.kingdom),
            tile = label(n.hex),
            cause = cause_text(state, n.cause),
            delta = signed(n.cause.delta()),
            rule = rule(n.cause.rule())
        ),
        LoyaltyEvent::Changed { hex, kingdom, old, new, causes } => {
            let (why, first) = causes_text(state, causes);
            // Causes that cancel out, or a loyalty already at its bound, leave it as it was.
            message!(
                if old == new { "chron-loyalty-unchanged" } else { "chron-loyalty-changed" },
                kingdom = name(*kingdom),
                tile = label(*hex),
                old = *old,
                new = *new,
                causes = why,
                rule = rule(first)
            )
        }
        LoyaltyEvent::Marked { tokens, laid_down } => message!(
            if *laid_down { "chron-loyalty-beaten" } else { "chron-loyalty-drawn" },
            tokens = Message::list(tokens.iter().map(|t| state.token_label(*t)), "chron-comma")
        ),
        LoyaltyEvent::WinnerOwed { kingdom, hex } => {
            message!("chron-loyalty-winner-owed", kingdom = name(*kingdom), tile = label(*hex))
        }
        LoyaltyEvent::Stepped { step: Some(LoyaltyStep::Retreats) } => message!("chron-loyalty-retreats"),
        LoyaltyEvent::Stepped { .. } => Message::nothing(),
        LoyaltyEvent::Retreated { token, from, spot, laid_down } => retreated(state, *token, *from, spot, *laid_down),
        LoyaltyEvent::Pushed { army, from, to } => {
            message!("chron-loyalty-pushed", army = *army, from = label(*from), to = label(*to))
        }
        LoyaltyEvent::MoveRefused { token, to, limit } => {
            message!("chron-loyalty-move-refused", token = state.token_label(*token), tile = label(*to), limit = *limit)
        }
        LoyaltyEvent::SpecialResolved { token, order, effect } => {
            let resolved = match order {
                LoyaltyOrder::Works => message!("chron-loyalty-works"),
                LoyaltyOrder::Agitate { at } => message!("chron-loyalty-agitates", tile = label(*at)),
            };
            let outcome = if effect.is_some() { Message::nothing() } else { message!("chron-no-effect") };
            resolved.with("token", state.token_label(*token)).with("outcome", outcome)
        }
        LoyaltyEvent::Devastated { hex, ruin } => {
            message!("chron-loyalty-devastated", tile = label(*hex), rule = rule(ruin.rule()))
        }
        LoyaltyEvent::CountsFromNext { hex } => message!("chron-loyalty-counts-from-next", tile = label(*hex)),
        LoyaltyEvent::Recovered { hex } => message!("chron-loyalty-recovered", tile = label(*hex)),
        LoyaltyEvent::Rebelled { hex } => message!("chron-loyalty-rebelled", tile = label(*hex)),
        LoyaltyEvent::Pacified { hex } => message!("chron-loyalty-pacified", tile = label(*hex)),
        LoyaltyEvent::Abandoned { hex, kingdom } => {
            message!("chron-loyalty-abandoned", tile = label(*hex), kingdom = name(*kingdom))
        }
        LoyaltyEvent::Defected { hex, to, loyalty } => {
            message!("chron-loyalty-defected", tile = label(*hex), kingdom = name(*to), loyalty = *loyalty)
        }
        LoyaltyEvent::Swayed { hex, holder, loyalty, face, to } => {
            let swayed = match to {
                Some(to) => message!("chron-loyalty-swayed", to = name(*to)),
                None => message!("chron-loyalty-stays"),
            };
            swayed.with("tile", label(*hex)).with("face", *face).with("holder", name(*holder)).with("loyalty", *loyalty)
        }
        LoyaltyEvent::Mobilised { army, kingdom, hex } => {
            message!("chron-loyalty-mobilised", kingdom = name(*kingdom), army = *army, tile = label(*hex))
        }
        LoyaltyEvent::WinterCame => message!("chron-loyalty-winter-came"),
        LoyaltyEvent::Counted { unsupplied, in_rebel } => {
            let mut parts = Vec::new();
            if !unsupplied.is_empty() {
                parts.push(message!("chron-unsupplied", armies = counted(unsupplied)));
            }
            if !in_rebel.is_empty() {
                parts.push(message!("chron-in-rebel", armies = counted(in_rebel)));
            }
            if parts.is_empty() {
                Message::nothing()
            } else {
                message!("chron-month-end", parts = Message::list(parts, "chron-semicolon"))
            }
        }
    }
}

/// One line of the loyalty journal (`LOY-9`): a tile's loyalty to a kingdom changed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct JournalRow {
    pub when: crate::engine::entry::When,
    pub hex: crate::engine::hex::Hex,
    pub kingdom: crate::engine::ids::KingdomId,
    pub old: u8,
    pub new: u8,
    pub rule: &'static str,
    pub cause: Message,
}

/// The loyalty journal, oldest first: every change with its tile, kingdom, old and new
/// value, rule and cause, as the chronicle's entries record them.
pub fn journal(teller: &dyn Telling, entries: &[crate::engine::entry::Entry]) -> Vec<JournalRow> {
    use crate::engine::entry::Entry;
    use crate::engine::event::Event;
    entries
        .iter()
        .filter_map(|e| match e {
            Entry::Event {
                when,
                event: Event::Loyalty(LoyaltyEvent::Changed { hex, kingdom, old, new, causes }),
                ..
            } => {
                let (cause, rule) = causes_text(teller, causes);
                Some(JournalRow { when: *when, hex: *hex, kingdom: *kingdom, old: *old, new: *new, rule, cause })
            }
            _ => None,
        })
        .collect()
}
