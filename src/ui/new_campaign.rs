//! "New campaign": name, 2–8 kingdoms with names and colours, the sample, a generated or a
//! saved map, the preset and the options of RULES §10, and the seed (shown, editable,
//! random by default).

use super::colour;
use super::language::{use_language, Language};
use super::module_ui::{modules_ui, whole_number, CampaignForm, ModulesUi};
use super::nav::Nav;
use super::session::save_now;
use crate::engine::game::{MAX_CAMPAIGN_NAME, MAX_KINGDOM_NAME};
use crate::engine::maps::{generate::generate, sample::sample_map};
use crate::engine::ruleset::Resolver;
use crate::engine::{DiceMode, Game, KingdomId, KingdomSetup, Map, MapText, Options, Preset, Setup};
use crate::storage::browser;
use crate::storage::index::campaign_id;
use leptos::prelude::*;
use std::collections::BTreeMap;

const DEFAULTS: [(&str, &str); 8] = [
    ("Basilea", "#2a5bd7"),
    ("Abyssal Dwarfs", "#c0392b"),
    ("Northern Alliance", "#f1c40f"),
    ("Forces of Nature", "#1e8449"),
    ("Nightstalkers", "#8e44ad"),
    ("Ogres", "#e67e22"),
    ("Empire of Dust", "#6d4c41"),
    ("Sylvan Kin", "#17a2b8"),
];

/// A fresh seed from the browser's random source, kept below 2^53 so any JSON reader
/// keeps it exact.
fn random_seed() -> u64 {
    let mut bytes = [0u8; 8];
    if getrandom::getrandom(&mut bytes).is_err() {
        bytes = (js_sys::Math::random() * 9.0e15).to_le_bytes();
    }
    u64::from_le_bytes(bytes) & ((1 << 53) - 1)
}

#[derive(Clone, Copy, PartialEq)]
enum MapChoice {
    Sample,
    Generated,
    /// One made in the map editor.
    Saved,
}

/// The form's fields, each a signal the inputs write.
#[derive(Clone, Copy)]
struct Form {
    name: RwSignal<String>,
    count: RwSignal<usize>,
    kingdoms: StoredValue<Vec<(RwSignal<String>, RwSignal<String>)>>,
    map_choice: RwSignal<MapChoice>,
    saved_name: RwSignal<String>,
    width: RwSignal<String>,
    height: RwSignal<String>,
    seed: RwSignal<String>,
    table_dice: RwSignal<bool>,
    preset: RwSignal<Preset>,
    resolver: RwSignal<Resolver>,
    years: RwSignal<String>,
    months: RwSignal<String>,
    city_roads: RwSignal<bool>,
    secret_races: RwSignal<bool>,
    /// Each kingdom the app plays from the start (`engine::stand_in`).
    by_app: StoredValue<Vec<RwSignal<bool>>>,
    brakes: RwSignal<bool>,
    concede: RwSignal<bool>,
    max_armies: RwSignal<String>,
    /// The rules modules' fields (`ModuleUi::campaign_fields`).
    modules: CampaignForm,
}

impl Form {
    /// The form as it opens: the Mighty Kingdoms preset, four kingdoms, a random seed, and
    /// the map the map editor chose if it chose one.
    fn new(lang: Language, chosen: Option<String>, first_saved: Option<String>) -> Form {
        let defaults = Preset::MightyKingdoms.options();
        let months = RwSignal::new(defaults.months.to_string());
        let preset = RwSignal::new(Preset::MightyKingdoms);
        Form {
            name: RwSignal::new(lang.t("campaign-default-name")),
            count: RwSignal::new(4),
            kingdoms: StoredValue::new(
                DEFAULTS.iter().map(|(n, c)| (RwSignal::new(n.to_string()), RwSignal::new(c.to_string()))).collect(),
            ),
            map_choice: RwSignal::new(if chosen.is_some() { MapChoice::Saved } else { MapChoice::Sample }),
            saved_name: RwSignal::new(chosen.or(first_saved).unwrap_or_default()),
            width: RwSignal::new("20".to_string()),
            height: RwSignal::new("16".to_string()),
            seed: RwSignal::new(random_seed().to_string()),
            table_dice: RwSignal::new(false),
            preset,
            resolver: RwSignal::new(defaults.resolver),
            years: RwSignal::new(defaults.years.to_string()),
            months,
            city_roads: RwSignal::new(false),
            secret_races: RwSignal::new(false),
            by_app: StoredValue::new(DEFAULTS.iter().map(|_| RwSignal::new(false)).collect()),
            brakes: RwSignal::new(false),
            concede: RwSignal::new(false),
            max_armies: RwSignal::new(defaults.max_armies.to_string()),
            modules: CampaignForm::new(preset, months),
        }
    }

    /// The map chosen: the sample, a generated one, or one saved by the map editor.
    fn map(
        &self,
        lang: Language,
        seed: u64,
        saved_maps: StoredValue<BTreeMap<String, MapText>>,
    ) -> Result<Map, String> {
        Ok(match self.map_choice.get_untracked() {
            MapChoice::Sample => sample_map(),
            MapChoice::Generated => {
                let w: u16 = self.width.get_untracked().trim().parse().map_err(|_| lang.t("new-width-number"))?;
                let h: u16 = self.height.get_untracked().trim().parse().map_err(|_| lang.t("new-height-number"))?;
                generate(w, h, seed).map_err(|e| lang.say(&e.message()))?
            }
            MapChoice::Saved => {
                let name = self.saved_name.get_untracked();
                let text = saved_maps
                    .with_value(|m| m.get(&name).cloned())
                    .ok_or_else(|| lang.t_with("new-no-saved-map", &[("name", name.as_str().into())]))?;
                Map::try_from(text).map_err(|e| lang.say(&e.message()))?
            }
        })
    }

    /// The campaign's name, kingdoms and map; refused without a name or with two colours
    /// alike.
    fn setup(&self, lang: Language, map: Map) -> Result<Setup, String> {
        let setup = Setup {
            name: self.name.get_untracked().trim().to_string(),
            kingdoms: self.kingdoms.with_value(|k| {
                k.iter()
                    .take(self.count.get_untracked())
                    .map(|(n, c)| KingdomSetup { name: n.get_untracked(), colour: c.get_untracked(), race: None })
                    .collect()
            }),
            map,
            modules: Vec::new(),
        };
        if setup.name.is_empty() {
            return Err(lang.t("new-no-name"));
        }
        let colours: Vec<String> = setup.kingdoms.iter().map(|k| k.colour.clone()).collect();
        if let Some((a, b)) = colour::first_clash(&colours) {
            let name = |i: usize| setup.kingdoms[i].name.trim().to_string();
            return Err(lang.t_with("new-colours-alike", &[("a", name(a).into()), ("b", name(b).into())]));
        }
        Ok(setup)
    }

    /// The options of RULES §10 chosen, each number refused by the message that names it:
    /// the core's fields over the preset's options, then each module's fields.
    fn options(&self, lang: Language, modules: ModulesUi) -> Result<Options, String> {
        let mut options = Options {
            dice: if self.table_dice.get_untracked() { DiceMode::Table } else { DiceMode::App },
            resolver: self.resolver.get_untracked(),
            years: whole_number(lang, self.years, "new-years")?,
            months: whole_number(lang, self.months, "new-months")?,
            city_roads: self.city_roads.get_untracked(),
            secret_races: self.secret_races.get_untracked(),
            first_player_brakes: self.brakes.get_untracked(),
            concede: self.concede.get_untracked(),
            max_armies: whole_number(lang, self.max_armies, "new-what-army-cap")?,
            ..self.preset.get_untracked().options()
        };
        for m in modules.iter() {
            m.campaign_options(self.modules, lang, &mut options)?;
        }
        Ok(options)
    }

    /// Starts and stores the campaign; its id, or why not.
    fn start(
        &self,
        lang: Language,
        saved_maps: StoredValue<BTreeMap<String, MapText>>,
        modules: ModulesUi,
    ) -> Result<String, String> {
        let seed: u64 = self.seed.get_untracked().trim().parse().map_err(|_| lang.t("new-seed-number"))?;
        let setup = self.setup(lang, self.map(lang, seed, saved_maps)?)?;
        let mut game = Game::new(setup, self.options(lang, modules)?, seed)
            .map_err(|e| lang.t_with("new-cannot-start", &[("why", lang.say(&e.message()).into())]))?;
        let by_app = self.by_app.get_value();
        for (i, played) in by_app.iter().enumerate().take(self.count.get_untracked()) {
            game.set_stand_in(KingdomId(i as u8), played.get_untracked());
        }
        let index = browser::load_index().map_err(|e| lang.say(&e.message()))?;
        let id = index.free_id(&campaign_id(&game.setup().name, seed));
        save_now(&id, &game, None).map_err(|e| lang.say(&e.message()))?;
        Ok(id)
    }
}

#[component]
pub fn NewCampaign() -> impl IntoView {
    let nav = expect_context::<Nav>();
    let lang = use_language();
    let chosen = nav.chosen_map.get_untracked();
    // A damaged map store is said, never shown as "no maps".
    let (saved_maps, maps_error) = match browser::load_maps() {
        Ok(maps) => (maps, None),
        Err(e) => (Default::default(), Some(lang.say(&e.message()))),
    };
    let saved_names: Vec<String> = saved_maps.keys().cloned().collect();
    let form = Form::new(lang, chosen, saved_names.first().cloned());
    let saved_maps = StoredValue::new(saved_maps);
    let error = RwSignal::new(None::<String>);
    let modules = modules_ui();
    let create = move |_| match form.start(lang, saved_maps, modules) {
        Ok(id) => nav.open(&id),
        Err(e) => error.set(Some(e)),
    };
    let Form { name, count, seed, table_dice, secret_races, brakes, concede, city_roads, .. } = form;

    view! {
        <section class="card new-campaign" data-testid="new-campaign">
            <h2>{lang.text("new-title")}</h2>
            <label>{lang.text("new-name")}
                <input type="text" data-testid="campaign-name" maxlength=MAX_CAMPAIGN_NAME.to_string() prop:value=move || name.get() on:input=move |ev| name.set(event_target_value(&ev)) />
            </label>
            <label>{lang.text("new-kingdoms")}
                <select data-testid="kingdom-count" on:change=move |ev| count.set(event_target_value(&ev).parse().unwrap_or(4))>
                    {(2..=DEFAULTS.len()).map(|n| view! { <option value=n.to_string() selected=n == 4>{n}</option> }).collect_view()}
                </select>
            </label>
            {kingdom_rows(form, lang)}
            {map_fields(form, lang, saved_names, maps_error)}
            {rule_fields(form, lang)}
            {modules.iter().filter_map(|m| m.campaign_fields(form.modules, lang)).collect_view()}
            <label class="inline"><input type="checkbox" data-testid="secret-races" on:change=move |ev| secret_races.set(event_target_checked(&ev)) />
                {lang.text("new-secret-races")}</label>
            <label class="inline"><input type="checkbox" data-testid="brakes" on:change=move |ev| brakes.set(event_target_checked(&ev)) />
                {lang.text("new-brakes")}</label>
            <label class="inline"><input type="checkbox" data-testid="concede" on:change=move |ev| concede.set(event_target_checked(&ev)) />
                {lang.text("new-concede")}</label>
            <label class="inline"><input type="checkbox" data-testid="city-roads" on:change=move |ev| city_roads.set(event_target_checked(&ev)) />
                {lang.text("new-city-roads")}</label>
            <label class="inline"><input type="checkbox" data-testid="table-dice" on:change=move |ev| table_dice.set(event_target_checked(&ev)) />
                {lang.text("new-table-dice")}</label>
            <label>{lang.text("new-seed")}
                <input type="text" inputmode="numeric" data-testid="seed" prop:value=move || seed.get() on:input=move |ev| seed.set(event_target_value(&ev)) />
            </label>
            {move || error.get().map(|e| view! { <p class="notice error" role="alert" data-testid="new-error">{e}</p> })}
            <button class="primary big" data-testid="create" on:click=create>{lang.text("new-start")}</button>
        </section>
    }
}

/// Each kingdom's colour and name, as many rows as kingdoms chosen.
fn kingdom_rows(form: Form, lang: Language) -> impl IntoView {
    let count = form.count;
    view! {
        <ol class="kingdom-rows">
            {form.kingdoms.get_value().into_iter().zip(form.by_app.get_value()).enumerate().map(|(i, ((n, c), by_app))| view! {
                <li style:display=move || if i < count.get() { "flex" } else { "none" }>
                    <input type="color" aria-label=move || lang.t_with("new-colour-of", &[("n", (i + 1).into())]) prop:value=move || c.get()
                        on:input=move |ev| c.set(event_target_value(&ev)) />
                    <input type="text" maxlength=MAX_KINGDOM_NAME.to_string() aria-label=move || lang.t_with("new-name-of", &[("n", (i + 1).into())]) data-testid=format!("kingdom-name-{i}")
                        prop:value=move || n.get() on:input=move |ev| n.set(event_target_value(&ev)) />
                    <label class="inline by-app"><input type="checkbox" data-testid=format!("played-by-app-{i}")
                        prop:checked=move || by_app.get() on:change=move |ev| by_app.set(event_target_checked(&ev)) />
                        {lang.text("new-played-by-app")}</label>
                </li>
            }).collect_view()}
        </ol>
    }
}

/// The map: the sample, a generated one of a size, or one saved by the map editor.
fn map_fields(form: Form, lang: Language, saved_names: Vec<String>, maps_error: Option<String>) -> impl IntoView {
    let Form { map_choice, saved_name, width, height, .. } = form;
    view! {
        <fieldset>
            <legend>{lang.text("new-map")}</legend>
            <label class="inline"><input type="radio" name="map" checked=move || map_choice.get() == MapChoice::Sample on:change=move |_| map_choice.set(MapChoice::Sample) />{lang.text("new-map-sample")}</label>
            <label class="inline"><input type="radio" name="map" data-testid="map-generated" on:change=move |_| map_choice.set(MapChoice::Generated) />{lang.text("new-map-generated")}</label>
            {(!saved_names.is_empty()).then(|| view! {
                <label class="inline"><input type="radio" name="map" data-testid="map-saved" checked=move || map_choice.get() == MapChoice::Saved
                    on:change=move |_| map_choice.set(MapChoice::Saved) />{lang.text("new-map-saved")}" "
                    <select data-testid="saved-map" on:change=move |ev| { saved_name.set(event_target_value(&ev)); map_choice.set(MapChoice::Saved); }>
                        {saved_names.iter().map(|n| {
                            let n = n.clone();
                            let selected = n == saved_name.get_untracked();
                            view! { <option value=n.clone() selected=selected>{n.clone()}</option> }
                        }).collect_view()}
                    </select>
                </label>
            })}
            {maps_error.map(|e| view! { <p class="notice error" data-testid="maps-error">{e}</p> })}
            <div class="row" style:display=move || if map_choice.get() == MapChoice::Generated { "flex" } else { "none" }>
                <label>{lang.text("new-width")}<input type="number" min="6" max="100" data-testid="map-width" prop:value=move || width.get() on:input=move |ev| width.set(event_target_value(&ev)) /></label>
                <label>{lang.text("new-height")}<input type="number" min="6" max="100" data-testid="map-height" prop:value=move || height.get() on:input=move |ev| height.set(event_target_value(&ev)) /></label>
            </div>
        </fieldset>
    }
}

/// The preset, the land battles' resolver, the years, months and army cap.
fn rule_fields(form: Form, lang: Language) -> impl IntoView {
    let Form { preset, resolver, years, months, max_armies, modules, .. } = form;
    let registry = modules_ui();
    view! {
        <label>{lang.text("new-preset")}
            <select data-testid="preset" on:change=move |ev| {
                let i: usize = event_target_value(&ev).parse().unwrap_or(0);
                let p = Preset::ALL.get(i).copied().unwrap_or(Preset::MightyKingdoms);
                preset.set(p);
                resolver.set(p.options().resolver);
                years.set(p.options().years.to_string());
                months.set(p.options().months.to_string());
                for m in registry.iter() {
                    m.preset_chosen(modules, &p.options());
                }
            }>
                {Preset::ALL.iter().enumerate().map(|(i, p)| {
                    let word = p.word();
                    view! { <option value=i.to_string()>{move || lang.say(&word)}</option> }
                }).collect_view()}
            </select>
        </label>
        <label>{lang.text("new-land-battles")}
            <select data-testid="resolver" on:change=move |ev| {
                let picked = event_target_value(&ev);
                resolver.set(Resolver::ALL.into_iter().find(|r| r.id() == picked).unwrap_or(Resolver::Simple));
            }>
                {Resolver::ALL.iter().map(|r| {
                    let (r, word) = (*r, r.word());
                    view! { <option value=r.id() selected=move || resolver.get() == r>{move || lang.say(&word)}</option> }
                }).collect_view()}
            </select>
        </label>
        <div class="row">
            <label title="OPT-YEARS">{lang.text("new-years")}<input type="number" min="1" max="20" data-testid="years"
                prop:value=move || years.get() on:input=move |ev| years.set(event_target_value(&ev)) /></label>
            <label title="OPT-MONTHS">{lang.text("new-months")}<input type="number" min="1" max="12" data-testid="months"
                prop:value=move || months.get() on:input=move |ev| months.set(event_target_value(&ev)) /></label>
            <label title=lang.text("new-army-cap-title")>{lang.text("new-army-cap")}<input type="number" min="1" max="20" data-testid="max-armies"
                prop:value=move || max_armies.get() on:input=move |ev| max_armies.set(event_target_value(&ev)) /></label>
        </div>
    }
}
