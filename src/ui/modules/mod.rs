//! Each rules module's part of the page (`module_ui::ModuleUi`), a file or a folder a
//! module, registered here once, in the engine's order (`rules::MODULES`).

mod domain;
mod loyalty;
mod narrative;

use crate::engine::Command;
use crate::ui::module_ui::ModuleUi;
use crate::ui::session::Session;

/// The rules modules' page parts, in the order they are shown.
pub static REGISTERED: &[&dyn ModuleUi] = &[&loyalty::LoyaltyUi, &narrative::NarrativeUi, &domain::DomainUi];

/// The modules' gestures (`ModuleUi::give`), for the session (`session::Gestures`).
pub fn gestures(session: Session, command: &Command) -> bool {
    REGISTERED.iter().any(|m| m.give(session, command))
}
