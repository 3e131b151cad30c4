//! The page's seam for a rules module (the engine's is `rules::seam`): what a module shows
//! and takes on the page. Each module implements `ModuleUi` in `ui/modules/`, registered
//! once there (`ui::modules::REGISTERED`); the app hands the registry down as a context,
//! and the decision card, the order list, the map, the tile panel, the legend and the
//! session's gestures loop over it. Every hook has a default that shows nothing.

use crate::engine::decision::TokenOrders;
use crate::engine::state::State;
use crate::engine::{Command, DecisionKind, Hex};
use crate::ui::language::Language;
use crate::ui::session::Session;
use leptos::prelude::*;

pub trait ModuleUi: Sync {
    /// Its answers on the decision card to a pending decision of its kinds.
    fn answers(&self, _session: Session, _kind: &DecisionKind) -> Option<AnyView> {
        None
    }

    /// What it adds to a token's entry in the order list (the domain war's marches).
    fn order_extras(&self, _session: Session, _orders: &TokenOrders) -> Option<AnyView> {
        None
    }

    /// Its map layer under the tokens.
    fn under_tokens(&self, _session: Session, _t: Language) -> Option<AnyView> {
        None
    }

    /// Its map layer over the tokens.
    fn over_tokens(&self, _session: Session, _t: Language) -> Option<AnyView> {
        None
    }

    /// Its warnings on the map, over the tokens' marks.
    fn warnings(&self, _session: Session, _t: Language) -> Option<AnyView> {
        None
    }

    /// Its lines on the map, drawn over everything but the highlights.
    fn lines(&self, _session: Session) -> Option<AnyView> {
        None
    }

    /// Its labels on the highlights' layer.
    fn over_highlights(&self, _session: Session, _t: Language) -> Option<AnyView> {
        None
    }

    /// Its tools beside the map.
    fn tools(&self, _session: Session, _t: Language) -> Option<AnyView> {
        None
    }

    /// What it tells of a tile in the tile panel.
    fn tile_facts(&self, _t: Language, _state: &State, _hex: Hex) -> Vec<String> {
        Vec::new()
    }

    /// Its controls for a tile in the tile panel.
    fn tile_controls(&self, _session: Session, _hex: Hex) -> Option<AnyView> {
        None
    }

    /// Its swatches in the map's legend, when the campaign plays with it.
    fn legend(&self, _state: &State) -> Option<AnyView> {
        None
    }

    /// Gives a command that a tile click chose, when it is one of its gestures (a march
    /// with the extras picked for it); false when it is none.
    fn give(&self, _session: Session, _command: &Command) -> bool {
        false
    }
}

/// The registered modules' page parts, handed down by the app.
#[derive(Clone, Copy)]
pub struct ModulesUi(pub &'static [&'static dyn ModuleUi]);

impl ModulesUi {
    pub fn iter(self) -> impl Iterator<Item = &'static dyn ModuleUi> {
        self.0.iter().copied()
    }
}

/// The registry the app provided; none outside it (a component tested alone).
pub fn modules_ui() -> ModulesUi {
    use_context::<ModulesUi>().unwrap_or(ModulesUi(&[]))
}
