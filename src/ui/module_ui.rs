//! The page's seam for a rules module (the engine's is `rules::seam`): what a module shows
//! and takes on the page. Each module implements `ModuleUi` in `ui/modules/`, registered
//! once there (`ui::modules::REGISTERED`); the app hands the registry down as a context,
//! and the decision card, the order list, the map, the tile panel, the legend, the
//! new-campaign form and the session's gestures loop over it. Every hook has a default
//! that shows nothing.

use crate::engine::battle::Battle;
use crate::engine::decision::TokenOrders;
use crate::engine::report::BattleReport;
use crate::engine::state::{Army, Order, State, TokenId};
use crate::engine::{Command, DecisionKind, Game, Hex, KingdomId, Options, Preset};
use crate::ui::language::Language;
use crate::ui::session::Session;
use crate::words::message::Message;
use leptos::prelude::*;

pub trait ModuleUi: Sync {
    /// Its answers on the decision card to a pending decision of its kinds.
    fn answers(&self, _session: Session, _kind: &DecisionKind) -> Option<AnyView> {
        None
    }

    /// Why a step of its rules waits in a campaign begun before they were built (the
    /// message id), when the waiting decision's `rule` is its own.
    fn waiting_note(&self, _rule: &str) -> Option<&'static str> {
        None
    }

    /// Its order's button text in the page's language and its test id, when `order` is one
    /// of its own.
    fn order_label(&self, _lang: Language, _order: Order) -> Option<(String, String)> {
        None
    }

    /// What it offers above the order list while orders are given (`LOY-10`'s forced
    /// mobilisation).
    fn before_orders(&self, _session: Session) -> Option<AnyView> {
        None
    }

    /// What it adds to a token's entry in the order list (the domain war's marches).
    fn order_extras(&self, _session: Session, _orders: &TokenOrders) -> Option<AnyView> {
        None
    }

    /// Its map layer under the tokens.
    fn under_tokens(&self, _session: Session, _lang: Language) -> Option<AnyView> {
        None
    }

    /// Its map layer over the tokens.
    fn over_tokens(&self, _session: Session, _lang: Language) -> Option<AnyView> {
        None
    }

    /// Its warnings on the map, over the tokens' marks.
    fn warnings(&self, _session: Session, _lang: Language) -> Option<AnyView> {
        None
    }

    /// Its lines on the map, drawn over everything but the highlights.
    fn lines(&self, _session: Session) -> Option<AnyView> {
        None
    }

    /// Its labels on the highlights' layer.
    fn over_highlights(&self, _session: Session, _lang: Language) -> Option<AnyView> {
        None
    }

    /// Its tools beside the map.
    fn tools(&self, _session: Session, _lang: Language) -> Option<AnyView> {
        None
    }

    /// What it tells of a tile in the tile panel.
    fn tile_facts(&self, _lang: Language, _state: &State, _hex: Hex) -> Vec<String> {
        Vec::new()
    }

    /// What it tells of an army in the tile panel.
    fn army_facts(&self, _state: &State, _army: TokenId) -> Vec<Message> {
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

    /// What it tells of `army`, fighting in the battle, on its side's card.
    fn token_facts(&self, _state: &State, _battle: &Battle, _army: &Army) -> Vec<Message> {
        Vec::new()
    }

    /// The battle's name while no kind is chosen, when that is its doing (pillage instead).
    fn battle_title(&self, _battle: &Battle) -> Option<Message> {
        None
    }

    /// Its notes on the battle card.
    fn battle_notes(&self, _lang: Language, _state: &State, _battle: &Battle) -> Option<AnyView> {
        None
    }

    /// Its record of the battle being fought.
    fn battle_record(&self, _state: &State, _battle: &Battle) -> Option<AnyView> {
        None
    }

    /// Its part of a decided battle's result card.
    fn battle_result(&self, _lang: Language, _game: &Game, _report: &BattleReport) -> Option<AnyView> {
        None
    }

    /// What it adds to a kingdom's stores in the kingdoms table (the domain war's spoils).
    fn stores_note(&self, _lang: Language, _game: &Game, _kingdom: KingdomId) -> Option<String> {
        None
    }

    /// Its own panel beside the map, when the campaign plays with it (the loyalty journal).
    fn panel(&self, _session: Session) -> Option<AnyView> {
        None
    }

    /// Its fields in the new-campaign form, bound to the options being chosen.
    fn campaign_fields(&self, _form: CampaignForm, _lang: Language) -> Option<AnyView> {
        None
    }

    /// Sets its fields as the preset just chosen has them (`options`).
    fn preset_chosen(&self, _form: CampaignForm, _options: &Options) {}

    /// Takes its fields into the options of the campaign about to start; why not, in words.
    fn campaign_options(&self, _form: CampaignForm, _lang: Language, _options: &mut Options) -> Result<(), String> {
        Ok(())
    }

    /// Gives a command that a tile click chose, when it is one of its gestures (a march
    /// with the extras picked for it); false when it is none.
    fn give(&self, _session: Session, _command: &Command) -> bool {
        false
    }
}

/// What the new-campaign form lends a module's fields: the preset chosen (where each
/// field starts), the months (which a module may change with itself, `LOY-1`), and its
/// fields by name, checkboxes and text, as set until the campaign starts.
#[derive(Clone, Copy)]
pub struct CampaignForm {
    pub preset: RwSignal<Preset>,
    pub months: RwSignal<String>,
    checks: StoredValue<Vec<(&'static str, RwSignal<bool>)>>,
    texts: StoredValue<Vec<(&'static str, RwSignal<String>)>>,
}

impl CampaignForm {
    pub fn new(preset: RwSignal<Preset>, months: RwSignal<String>) -> Self {
        CampaignForm { preset, months, checks: StoredValue::new(Vec::new()), texts: StoredValue::new(Vec::new()) }
    }

    /// The checkbox `name`, holding `initial` until changed.
    pub fn check(&self, name: &'static str, initial: impl FnOnce() -> bool) -> RwSignal<bool> {
        field(self.checks, name, initial)
    }

    /// The text field `name`, holding `initial` until typed in.
    pub fn text(&self, name: &'static str, initial: impl FnOnce() -> String) -> RwSignal<String> {
        field(self.texts, name, initial)
    }
}

/// The field `name` of `fields`, made with `initial` when first asked for.
fn field<T: Send + Sync + 'static>(
    fields: StoredValue<Vec<(&'static str, RwSignal<T>)>>,
    name: &'static str,
    initial: impl FnOnce() -> T,
) -> RwSignal<T> {
    if let Some(field) = fields.with_value(|f| f.iter().find(|(n, _)| *n == name).map(|(_, s)| *s)) {
        return field;
    }
    let field = RwSignal::new(initial());
    fields.update_value(|f| f.push((name, field)));
    field
}

/// A whole number typed into `field`, or the message that names the field (`what`).
pub fn whole_number(lang: Language, field: RwSignal<String>, what: &str) -> Result<u8, String> {
    field
        .get_untracked()
        .trim()
        .parse::<u8>()
        .map_err(|_| lang.t_with("new-whole-number", &[("what", lang.t(what).into())]))
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
