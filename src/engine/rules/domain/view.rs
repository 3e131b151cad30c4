//! What the page reads of the domain war (`engine::view::domain`): a march's cost and its
//! forced-march hits, the camps of an engagement, pillage instead of a battle, and the
//! gold a kingdom took by pillage and plunder.

pub use super::engage::{camps, pillaging_instead};
pub use super::march::{hits as forced_hits, step_cost};

use crate::engine::domain::DomainEvent;
use crate::engine::event::Event;
use crate::engine::ids::KingdomId;

/// §8: the gold `kingdom` took by pillage (`DOM-10`) and by plunder (`DOM-9`), from a
/// campaign's events.
pub fn spoils<'a>(events: impl Iterator<Item = &'a Event>, kingdom: KingdomId) -> (u32, u32) {
    events.fold((0, 0), |(pillage, plunder), e| match e {
        Event::Domain(DomainEvent::Pillaged { kingdom: k, gb, .. }) if *k == kingdom => {
            (pillage + u32::from(*gb), plunder)
        }
        Event::Domain(DomainEvent::Plundered { kingdom: k, gb, .. }) if *k == kingdom => {
            (pillage, plunder + u32::from(*gb))
        }
        _ => (pillage, plunder),
    })
}
