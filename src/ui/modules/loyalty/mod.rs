//! The loyalty module on the page (RULES §7): its retreat and push answers, its map layers
//! (loyalty, limits, supply lines and warnings, landing spots), the overlay's tool, a
//! tile's loyalty facts, the legend's marks, and its fields in the new-campaign form.

use crate::engine::loyalty::{RECOVERY_MONTHS, UNSUPPLIED_MONTHS};
use crate::engine::state::{Order, State, TokenId};
use crate::engine::view;
use crate::engine::{DecisionKind, Hex, Map, Options, Terrain};
use crate::message;
use crate::ui::language::Language;
use crate::ui::module_ui::{CampaignForm, ModuleUi};
use crate::ui::session::Session;
use crate::words::message::Message;
use leptos::prelude::*;

mod answers;
mod journal;
mod map;

pub struct LoyaltyUi;

impl ModuleUi for LoyaltyUi {
    fn order_label(&self, lang: Language, order: Order) -> Option<(String, String)> {
        answers::order_label(lang, order)
    }

    fn before_orders(&self, session: Session) -> Option<AnyView> {
        answers::mobilise_buttons(session).map(IntoAny::into_any)
    }

    fn campaign_fields(&self, form: CampaignForm, lang: Language) -> Option<AnyView> {
        Some(campaign_fields(form, lang).into_any())
    }

    fn preset_chosen(&self, form: CampaignForm, options: &Options) {
        let (loyalty, regional_winter) = checks(form);
        loyalty.set(options.loyalty);
        regional_winter.set(false);
    }

    fn campaign_options(&self, form: CampaignForm, _lang: Language, options: &mut Options) -> Result<(), String> {
        let (loyalty, regional_winter) = checks(form);
        options.loyalty = loyalty.get_untracked();
        options.regional_winter = regional_winter.get_untracked() && options.loyalty;
        Ok(())
    }

    fn answers(&self, session: Session, kind: &DecisionKind) -> Option<AnyView> {
        answers::answers(session, kind.clone())
    }

    fn under_tokens(&self, session: Session, lang: Language) -> Option<AnyView> {
        Some(map::marks_below(session, lang).into_any())
    }

    fn warnings(&self, session: Session, lang: Language) -> Option<AnyView> {
        Some(map::warnings(session, lang).into_any())
    }

    fn lines(&self, session: Session) -> Option<AnyView> {
        Some(map::lines(session).into_any())
    }

    fn over_highlights(&self, session: Session, lang: Language) -> Option<AnyView> {
        Some(map::spot_labels(session, lang).into_any())
    }

    fn tools(&self, session: Session, lang: Language) -> Option<AnyView> {
        Some(map::tools(session, lang).into_any())
    }

    fn tile_facts(&self, lang: Language, state: &State, hex: Hex) -> Vec<String> {
        loyalty_facts(lang, state, hex)
    }

    fn legend(&self, state: &State) -> Option<AnyView> {
        state.loyalty.is_some().then(|| map::swatches().into_any())
    }

    /// `LOY-9`: the loyalty journal.
    fn panel(&self, session: Session) -> Option<AnyView> {
        session.game.with(|g| g.state().loyalty.is_some()).then(|| view! { <journal::Journal session /> }.into_any())
    }

    fn army_facts(&self, state: &State, army: TokenId) -> Vec<Message> {
        supply_words(state, army).into_iter().collect()
    }
}

/// `LOY-8`: where an army's supply comes from (the line the map draws when it is picked),
/// or how many month-ends it has left cut off; None without the loyalty module.
fn supply_words(s: &State, army: TokenId) -> Option<Message> {
    let module = s.loyalty.as_ref()?;
    if view::loyalty::is_unsupplied(s, army) {
        let left = UNSUPPLIED_MONTHS.saturating_sub(module.unsupplied.get(&army).copied().unwrap_or(0));
        return Some(message!("p-tile-unsupplied", army = army, left = left));
    }
    Some(match view::loyalty::supply_line(s, army).as_slice() {
        [] | [_] => message!("p-tile-supplied-here", army = army),
        [.., from] => message!("p-tile-supplied-from", army = army, from = Map::label(*from)),
    })
}

/// RULES §7 on a tile: each kingdom's loyalty and supply limit there, devastation and
/// rebellion.
fn loyalty_facts(lang: Language, s: &State, hex: Hex) -> Vec<String> {
    if s.loyalty.is_none() || s.map.terrain(hex) == Some(Terrain::OpenWater) {
        return Vec::new();
    }
    let mut facts = Vec::new();
    // The controller's own loyalty is told even at 0: it is the one that counts there.
    let loyal: Vec<String> = s
        .kingdom_ids()
        .filter(|k| s.loyalty_of(hex, *k) > 0 || s.control(hex) == Some(*k))
        .map(|k| {
            lang.say(&message!(
                "p-tile-loyalty-of",
                kingdom = s.kingdom_name(k),
                loyalty = s.loyalty_of(hex, k),
                limit = view::loyalty::supply_limit_at(s, hex, k)
            ))
        })
        .collect();
    facts.push(if loyal.is_empty() {
        lang.t("p-tile-loyal-to-none")
    } else {
        lang.say(&message!("p-tile-loyalty", list = loyal.join(", ")))
    });
    if let Some(n) = s.tile_loyalty(hex).and_then(|l| l.devastated) {
        facts.push(lang.say(&message!("p-tile-devastated", months = RECOVERY_MONTHS.saturating_sub(n))));
    }
    if view::loyalty::rebel(s, hex) {
        facts.push(lang.t("p-tile-rebellion"));
    }
    facts
}

/// The checkboxes of loyalty and supply and of the regional winter, as the preset has them
/// until changed.
fn checks(form: CampaignForm) -> (RwSignal<bool>, RwSignal<bool>) {
    (form.check("loyalty", || form.preset.get_untracked().options().loyalty), form.check("regional-winter", || false))
}

/// Loyalty and supply (§7), with its regional winter.
fn campaign_fields(form: CampaignForm, lang: Language) -> impl IntoView {
    let months = form.months;
    let (loyalty, regional_winter) = checks(form);
    view! {
        <label class="inline"><input type="checkbox" data-testid="loyalty" prop:checked=move || loyalty.get()
            on:change=move |ev| {
                let on = event_target_checked(&ev);
                loyalty.set(on);
                // LOY-1: nine months with the module, six without (unless changed).
                match (on, months.get_untracked().trim()) {
                    (true, "6") => months.set("9".into()),
                    (false, "9" | "12") => {
                        months.set("6".into());
                        regional_winter.set(false);
                    }
                    _ => {}
                }
            } />
            {lang.text("new-loyalty")}</label>
        <label class="inline" style:display=move || if loyalty.get() { "flex" } else { "none" }>
            <input type="checkbox" data-testid="regional-winter" prop:checked=move || regional_winter.get()
                on:change=move |ev| {
                    let on = event_target_checked(&ev);
                    regional_winter.set(on);
                    months.set(if on { "12" } else { "9" }.into());
                } />
            {lang.text("new-regional-winter")}</label>
    }
}
