//! The domain war on the page (RULES §8): its engagement answers, each army's marches in
//! the order list, its map layers (reach, paths, marches, provinces), the provinces' tool,
//! a tile's province facts and the mounted flags, the legend's marks, the march gesture,
//! and its fields in the new-campaign form.

use crate::engine::battle::Battle;
use crate::engine::decision::TokenOrders;
use crate::engine::domain::DomainCommand;
use crate::engine::ruleset::Allowance;
use crate::engine::state::{Order, State, TokenId};
use crate::engine::view;
use crate::engine::{Command, DecisionKind, Game, Hex, KingdomId, Options, Terrain};
use crate::message;
use crate::ui::language::{use_language, Language};
use crate::ui::module_ui::{whole_number, CampaignForm, ModuleUi};
use crate::ui::session::Session;
use crate::words::message::{Arg, Message};
use leptos::prelude::*;

mod answers;
mod battle;
mod march;

pub struct DomainUi;

impl ModuleUi for DomainUi {
    fn order_label(&self, lang: Language, order: Order) -> Option<(String, String)> {
        answers::order_label(lang, order)
    }

    /// §8: where a kingdom's gold came from besides the winter's gathering.
    fn stores_note(&self, lang: Language, game: &Game, kingdom: KingdomId) -> Option<String> {
        game.state().domain.is_some().then(|| {
            let (pillage, plunder) = view::domain::spoils(game.events(), kingdom);
            lang.say(&message!("p-kingdoms-spoils", pillage = pillage, plunder = plunder))
        })
    }

    fn battle_title(&self, battle: &Battle) -> Option<Message> {
        battle::title(battle)
    }

    fn battle_notes(&self, lang: Language, state: &State, battle: &Battle) -> Option<AnyView> {
        battle::notes(lang, state, battle).map(IntoAny::into_any)
    }

    fn campaign_fields(&self, form: CampaignForm, lang: Language) -> Option<AnyView> {
        Some(campaign_fields(form, lang).into_any())
    }

    fn preset_chosen(&self, form: CampaignForm, options: &Options) {
        domain_check(form).set(options.domain);
    }

    /// `DOM-2`: the movement allowances, each refused by the message that names it.
    fn campaign_options(&self, form: CampaignForm, lang: Language, options: &mut Options) -> Result<(), String> {
        options.domain = domain_check(form).get_untracked();
        let (foot, mounted) = allowance_fields(form);
        options.allowance = Allowance {
            foot: whole_number(lang, foot, "new-what-mp-foot")?,
            mounted: whole_number(lang, mounted, "new-what-mp-mounted")?,
        };
        Ok(())
    }

    fn answers(&self, session: Session, kind: &DecisionKind) -> Option<AnyView> {
        answers::answers(session, kind.clone())
    }

    fn order_extras(&self, session: Session, orders: &TokenOrders) -> Option<AnyView> {
        answers::march_list(session, orders).map(|v| v.into_any())
    }

    fn under_tokens(&self, session: Session, lang: Language) -> Option<AnyView> {
        Some(march::marks_below(session, lang).into_any())
    }

    fn over_tokens(&self, session: Session, lang: Language) -> Option<AnyView> {
        Some(march::marks_above(session, lang).into_any())
    }

    fn tools(&self, session: Session, lang: Language) -> Option<AnyView> {
        Some(march::tools(session, lang).into_any())
    }

    fn tile_facts(&self, lang: Language, state: &State, hex: Hex) -> Vec<String> {
        domain_facts(lang, state, hex)
    }

    fn tile_controls(&self, session: Session, hex: Hex) -> Option<AnyView> {
        mounted_toggles(session, hex).map(|v| v.into_any())
    }

    fn legend(&self, state: &State) -> Option<AnyView> {
        state.domain.is_some().then(|| march::swatches().into_any())
    }

    /// `DOM-11`: a march chosen on the map goes with the pillage and skirmish picked for it.
    fn give(&self, session: Session, command: &Command) -> bool {
        let Command::Domain(DomainCommand::March { token, path, .. }) = command else { return false };
        answers::march(session, *token, path.clone());
        true
    }
}

/// RULES §8 on a tile: its province level and holdings, occupation and pillage.
fn domain_facts(lang: Language, s: &State, hex: Hex) -> Vec<String> {
    if s.domain.is_none() || s.map.terrain(hex) != Some(Terrain::Land) {
        return Vec::new();
    }
    let level = s.province_level(hex);
    let mut facts = vec![lang.say(&message!("p-tile-province-level", level = level))];
    let holdings: Vec<String> = s
        .holdings(hex)
        .iter()
        .map(|h| {
            let owner: Arg = match h.owner {
                Some(o) => s.kingdom_name(KingdomId(o)).into(),
                None => message!("p-tile-its-ruler").into(),
            };
            lang.say(&message!("p-tile-holding", kind = h.kind.word(), level = h.level, owner = owner))
        })
        .collect();
    if !holdings.is_empty() {
        facts.push(lang.say(&message!("p-tile-holdings", list = holdings.join(", "))));
    }
    if let Some(from) = s.occupied_from(hex) {
        facts.push(lang.say(&message!("p-tile-occupied", kingdom = s.kingdom_name(from))));
    }
    if let Some(d) = s.tile_domain(hex).filter(|d| d.turn_gb > 0) {
        facts.push(lang.say(&message!("p-tile-pillaged", turn = d.turn_gb, month = d.month_gb)));
    }
    facts
}

/// §8: each army's mounted flag, set by its owner at any time (`DOM-1`).
fn mounted_toggles(session: Session, hex: Hex) -> Option<impl IntoView> {
    let armies: Vec<(TokenId, bool)> = session.game.with(|g| {
        let s = g.state();
        if s.domain.is_some() {
            view::armies_on_map(s, hex).map(|(id, a)| (id, a.mounted)).collect()
        } else {
            Vec::new()
        }
    });
    let lang = use_language();
    (!armies.is_empty()).then(|| {
        armies
            .into_iter()
            .map(|(army, mounted)| {
                view! {
                    <label class="inline" title=lang.text("p-tile-mounted-title")>
                        <input type="checkbox" data-testid=format!("mounted-{army}") prop:checked=mounted
                            on:change=move |ev| session.apply(Command::Domain(DomainCommand::SetMounted { army, mounted: event_target_checked(&ev) })) />
                        {move || lang.say(&message!("p-tile-mounted", army = army))}
                    </label>
                }
            })
            .collect_view()
    })
}

/// The fields of the movement allowances on foot and mounted, the default's until typed in.
fn allowance_fields(form: CampaignForm) -> (RwSignal<String>, RwSignal<String>) {
    let foot = form.text("mp-foot", || Allowance::default().foot.to_string());
    let mounted = form.text("mp-mounted", || Allowance::default().mounted.to_string());
    (foot, mounted)
}

/// The domain war's checkbox, as the preset has it until changed.
fn domain_check(form: CampaignForm) -> RwSignal<bool> {
    form.check("domain", || form.preset.get_untracked().options().domain)
}

/// The domain war (§8), with its movement allowances.
fn campaign_fields(form: CampaignForm, lang: Language) -> impl IntoView {
    let domain = domain_check(form);
    let (foot, mounted) = allowance_fields(form);
    view! {
        <label class="inline"><input type="checkbox" data-testid="domain" prop:checked=move || domain.get()
            on:change=move |ev| domain.set(event_target_checked(&ev)) />
            {lang.text("new-domain")}</label>
        <div class="row" style:display=move || if domain.get() { "flex" } else { "none" }>
            <label title=lang.text("new-mp-foot-title")>{lang.text("new-mp-foot")}<input type="number" min="1" max="12" data-testid="mp-foot"
                prop:value=move || foot.get() on:input=move |ev| foot.set(event_target_value(&ev)) /></label>
            <label title=lang.text("new-mp-mounted-title")>{lang.text("new-mp-mounted")}<input type="number" min="1" max="12" data-testid="mp-mounted"
                prop:value=move || mounted.get() on:input=move |ev| mounted.set(event_target_value(&ev)) /></label>
        </div>
    }
}
