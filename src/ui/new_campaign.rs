//! "New campaign": name, 2–8 kingdoms with names and colours, the sample, a generated or a
//! saved map, the preset and the options of RULES §10, and the seed (shown, editable,
//! random by default).

use super::app::Nav;
use super::colour;
use super::session::store;
use crate::engine::game::{MAX_CAMPAIGN_NAME, MAX_KINGDOM_NAME};
use crate::engine::maps::{generate::generate, sample::sample_map};
use crate::engine::ruleset::{Allowance, Resolver};
use crate::engine::{DiceMode, Game, KingdomSetup, Map, Options, Preset, Setup};
use crate::storage::browser;
use crate::storage::index::campaign_id;
use leptos::prelude::*;

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

#[component]
pub fn NewCampaign() -> impl IntoView {
    let nav = expect_context::<Nav>();
    let name = RwSignal::new("The Border Marches".to_string());
    let count = RwSignal::new(4usize);
    let kingdoms: Vec<(RwSignal<String>, RwSignal<String>)> =
        DEFAULTS.iter().map(|(n, c)| (RwSignal::new(n.to_string()), RwSignal::new(c.to_string()))).collect();
    let chosen = nav.chosen_map.get_untracked();
    let map_choice = RwSignal::new(if chosen.is_some() { MapChoice::Saved } else { MapChoice::Sample });
    // A damaged map store is said, never shown as "no maps".
    let (saved_maps, maps_error) = match browser::load_maps() {
        Ok(maps) => (maps, None),
        Err(e) => (Default::default(), Some(e.to_string())),
    };
    let saved_names: Vec<String> = saved_maps.keys().cloned().collect();
    let saved_name = RwSignal::new(chosen.or_else(|| saved_names.first().cloned()).unwrap_or_default());
    let saved_maps = StoredValue::new(saved_maps);
    let width = RwSignal::new("20".to_string());
    let height = RwSignal::new("16".to_string());
    let seed = RwSignal::new(random_seed().to_string());
    let table_dice = RwSignal::new(false);
    let preset = RwSignal::new(Preset::MightyKingdoms);
    let resolver = RwSignal::new(Preset::MightyKingdoms.options().resolver);
    let years = RwSignal::new(Preset::MightyKingdoms.options().years.to_string());
    let months = RwSignal::new(Preset::MightyKingdoms.options().months.to_string());
    let city_roads = RwSignal::new(false);
    let secret_races = RwSignal::new(false);
    let brakes = RwSignal::new(false);
    let concede = RwSignal::new(false);
    let loyalty = RwSignal::new(false);
    let regional_winter = RwSignal::new(false);
    let domain = RwSignal::new(false);
    let foot = RwSignal::new(Allowance::default().foot.to_string());
    let mounted = RwSignal::new(Allowance::default().mounted.to_string());
    let max_armies = RwSignal::new(Preset::MightyKingdoms.options().max_armies.to_string());
    let error = RwSignal::new(None::<String>);

    let rows = kingdoms.clone();
    let create = move |_| {
        let result = (|| -> Result<String, String> {
            let seed: u64 =
                seed.get_untracked().trim().parse().map_err(|_| "The seed must be a whole number.".to_string())?;
            let map: Map = match map_choice.get_untracked() {
                MapChoice::Sample => sample_map(),
                MapChoice::Generated => {
                    let w: u16 =
                        width.get_untracked().trim().parse().map_err(|_| "Map width must be a number.".to_string())?;
                    let h: u16 = height
                        .get_untracked()
                        .trim()
                        .parse()
                        .map_err(|_| "Map height must be a number.".to_string())?;
                    generate(w, h, seed).map_err(|e| e.to_string())?
                }
                MapChoice::Saved => {
                    let name = saved_name.get_untracked();
                    let text = saved_maps
                        .with_value(|m| m.get(&name).cloned())
                        .ok_or_else(|| format!("No saved map called \"{name}\"."))?;
                    Map::try_from(text).map_err(|e| e.to_string())?
                }
            };
            let setup = Setup {
                name: name.get_untracked().trim().to_string(),
                kingdoms: kingdoms
                    .iter()
                    .take(count.get_untracked())
                    .map(|(n, c)| KingdomSetup { name: n.get_untracked(), colour: c.get_untracked(), race: None })
                    .collect(),
                map,
            };
            if setup.name.is_empty() {
                return Err("Give the campaign a name.".into());
            }
            let colours: Vec<String> = setup.kingdoms.iter().map(|k| k.colour.clone()).collect();
            if let Some((a, b)) = colour::first_clash(&colours) {
                let name = |i: usize| setup.kingdoms[i].name.trim().to_string();
                return Err(format!(
                    "{} and {} have colours too alike to tell apart on the map: pick another for one of them.",
                    name(a),
                    name(b)
                ));
            }
            let dice = if table_dice.get_untracked() { DiceMode::Table } else { DiceMode::App };
            let count = |s: RwSignal<String>, what: &str| {
                s.get_untracked().trim().parse::<u8>().map_err(|_| format!("{what} must be a whole number."))
            };
            let options = Options {
                dice,
                resolver: resolver.get_untracked(),
                years: count(years, "Years")?,
                months: count(months, "Summer months")?,
                city_roads: city_roads.get_untracked(),
                secret_races: secret_races.get_untracked(),
                first_player_brakes: brakes.get_untracked(),
                concede: concede.get_untracked(),
                max_armies: count(max_armies, "The army cap")?,
                loyalty: loyalty.get_untracked(),
                regional_winter: regional_winter.get_untracked() && loyalty.get_untracked(),
                domain: domain.get_untracked(),
                allowance: Allowance {
                    foot: count(foot, "The movement allowance on foot")?,
                    mounted: count(mounted, "The mounted movement allowance")?,
                },
                ..preset.get_untracked().options()
            };
            let game = Game::new(setup, options, seed).map_err(|e| format!("Cannot start: {e}"))?;
            let index = browser::load_index().map_err(|e| e.to_string())?;
            let id = index.free_id(&campaign_id(&game.setup().name, seed));
            store(&id, &game, None).map_err(|e| e.to_string())?;
            Ok(id)
        })();
        match result {
            Ok(id) => nav.open(&id),
            Err(e) => error.set(Some(e)),
        }
    };

    view! {
        <section class="card new-campaign" data-testid="new-campaign">
            <h2>"New campaign"</h2>
            <label>"Campaign name"
                <input type="text" data-testid="campaign-name" maxlength=MAX_CAMPAIGN_NAME.to_string() prop:value=move || name.get() on:input=move |ev| name.set(event_target_value(&ev)) />
            </label>
            <label>"Kingdoms"
                <select data-testid="kingdom-count" on:change=move |ev| count.set(event_target_value(&ev).parse().unwrap_or(4))>
                    {(2..=DEFAULTS.len()).map(|n| view! { <option value=n.to_string() selected=n == 4>{n}</option> }).collect_view()}
                </select>
            </label>
            <ol class="kingdom-rows">
                {rows.into_iter().enumerate().map(|(i, (n, c))| view! {
                    <li style:display=move || if i < count.get() { "flex" } else { "none" }>
                        <input type="color" aria-label=format!("Colour of kingdom {}", i + 1) prop:value=move || c.get()
                            on:input=move |ev| c.set(event_target_value(&ev)) />
                        <input type="text" maxlength=MAX_KINGDOM_NAME.to_string() aria-label=format!("Name of kingdom {}", i + 1) data-testid=format!("kingdom-name-{i}")
                            prop:value=move || n.get() on:input=move |ev| n.set(event_target_value(&ev)) />
                    </li>
                }).collect_view()}
            </ol>
            <fieldset>
                <legend>"Map"</legend>
                <label class="inline"><input type="radio" name="map" checked=move || map_choice.get() == MapChoice::Sample on:change=move |_| map_choice.set(MapChoice::Sample) />"Sample map (12×10, six starting tiles)"</label>
                <label class="inline"><input type="radio" name="map" data-testid="map-generated" on:change=move |_| map_choice.set(MapChoice::Generated) />"Generated from the seed"</label>
                {(!saved_names.is_empty()).then(|| view! {
                    <label class="inline"><input type="radio" name="map" data-testid="map-saved" checked=move || map_choice.get() == MapChoice::Saved
                        on:change=move |_| map_choice.set(MapChoice::Saved) />"A map from the editor: "
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
                    <label>"Width"<input type="number" min="6" max="100" data-testid="map-width" prop:value=move || width.get() on:input=move |ev| width.set(event_target_value(&ev)) /></label>
                    <label>"Height"<input type="number" min="6" max="100" data-testid="map-height" prop:value=move || height.get() on:input=move |ev| height.set(event_target_value(&ev)) /></label>
                </div>
            </fieldset>
            <label>"Rules preset"
                <select data-testid="preset" on:change=move |ev| {
                    let i: usize = event_target_value(&ev).parse().unwrap_or(0);
                    let p = Preset::ALL.get(i).copied().unwrap_or(Preset::MightyKingdoms);
                    preset.set(p);
                    resolver.set(p.options().resolver);
                    years.set(p.options().years.to_string());
                    months.set(p.options().months.to_string());
                    loyalty.set(p.options().loyalty);
                    domain.set(p.options().domain);
                    regional_winter.set(false);
                }>
                    {Preset::ALL.iter().enumerate().map(|(i, p)| {
                        view! { <option value=i.to_string()>{p.name()}</option> }
                    }).collect_view()}
                </select>
            </label>
            <label>"Land battles (SET-6)"
                <select data-testid="resolver" on:change=move |ev| {
                    resolver.set(match event_target_value(&ev).as_str() {
                        "tabletop" => Resolver::Tabletop,
                        "narrative" => Resolver::Narrative,
                        _ => Resolver::Simple,
                    });
                }>
                    <option value="simple" selected=move || resolver.get() == Resolver::Simple>"Simple: dice in the app"</option>
                    <option value="tabletop" selected=move || resolver.get() == Resolver::Tabletop>"Tabletop: play them with Kings of War"</option>
                    <option value="narrative" selected=move || resolver.get() == Resolver::Narrative>"Narrative: Leadership tests with narrative dice"</option>
                </select>
            </label>
            <div class="row">
                <label title="OPT-YEARS">"Years"<input type="number" min="1" max="20" data-testid="years"
                    prop:value=move || years.get() on:input=move |ev| years.set(event_target_value(&ev)) /></label>
                <label title="OPT-MONTHS">"Summer months"<input type="number" min="1" max="12" data-testid="months"
                    prop:value=move || months.get() on:input=move |ev| months.set(event_target_value(&ev)) /></label>
                <label title="OPT-MAX-ARMIES: armies per kingdom at most">"Army cap"<input type="number" min="1" max="20" data-testid="max-armies"
                    prop:value=move || max_armies.get() on:input=move |ev| max_armies.set(event_target_value(&ev)) /></label>
            </div>
            <label class="inline"><input type="checkbox" data-testid="loyalty" prop:checked=move || loyalty.get()
                on:change=move |ev| {
                    let on = event_target_checked(&ev);
                    loyalty.set(on);
                    // LOY-1: nine months with the module, six without (unless changed).
                    match (on, months.get_untracked().trim()) {
                        (true, "6") => months.set("9".into()),
                        (false, "9" | "12") => { months.set("6".into()); regional_winter.set(false); }
                        _ => {}
                    }
                } />
                "Loyalty and supply: provinces that love, starve, burn and rebel (OPT-LOYALTY, RULES §7)"</label>
            <label class="inline" style:display=move || if loyalty.get() { "flex" } else { "none" }>
                <input type="checkbox" data-testid="regional-winter" prop:checked=move || regional_winter.get()
                    on:change=move |ev| {
                        let on = event_target_checked(&ev);
                        regional_winter.set(on);
                        months.set(if on { "12" } else { "9" }.into());
                    } />
                "Regional winter: a 12-month year whose last three months close the map's winter zones (LOY-1)"</label>
            <label class="inline"><input type="checkbox" data-testid="domain" prop:checked=move || domain.get()
                on:change=move |ev| domain.set(event_target_checked(&ev)) />
                "Domain war: marches on movement points, skirmish and ambush, occupation, pillage (OPT-DOMAIN, RULES §8)"</label>
            <div class="row" style:display=move || if domain.get() { "flex" } else { "none" }>
                <label title="DOM-1: movement points of an army on foot">"MP on foot"<input type="number" min="1" max="12" data-testid="mp-foot"
                    prop:value=move || foot.get() on:input=move |ev| foot.set(event_target_value(&ev)) /></label>
                <label title="DOM-1: movement points of a mounted army">"MP mounted"<input type="number" min="1" max="12" data-testid="mp-mounted"
                    prop:value=move || mounted.get() on:input=move |ev| mounted.set(event_target_value(&ev)) /></label>
            </div>
            <label class="inline"><input type="checkbox" data-testid="secret-races" on:change=move |ev| secret_races.set(event_target_checked(&ev)) />
                "Each kingdom first chooses its main race in secret (SET-1)"</label>
            <label class="inline"><input type="checkbox" data-testid="brakes" on:change=move |ev| brakes.set(event_target_checked(&ev)) />
                "A first player with more armies than the second orders all its tokens first (OPT-FIRST-PLAYER-BRAKES)"</label>
            <label class="inline"><input type="checkbox" data-testid="concede" on:change=move |ev| concede.set(event_target_checked(&ev)) />
                "Sides may concede a battle; an outnumbered side with somewhere to go must (OPT-CONCEDE)"</label>
            <label class="inline"><input type="checkbox" data-testid="city-roads" on:change=move |ev| city_roads.set(event_target_checked(&ev)) />
                "Roads in cities: moving into or out of a city never lays an army down (OPT-CITY-ROADS)"</label>
            <label class="inline"><input type="checkbox" data-testid="table-dice" on:change=move |ev| table_dice.set(event_target_checked(&ev)) />
                "Roll real dice at the table and type them in"</label>
            <label>"Seed (decides the app's dice and a generated map)"
                <input type="text" inputmode="numeric" data-testid="seed" prop:value=move || seed.get() on:input=move |ev| seed.set(event_target_value(&ev)) />
            </label>
            {move || error.get().map(|e| view! { <p class="notice error" role="alert" data-testid="new-error">{e}</p> })}
            <button class="primary big" data-testid="create" on:click=create>"Start the campaign"</button>
        </section>
    }
}
