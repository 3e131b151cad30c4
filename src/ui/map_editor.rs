//! The map editor: paint terrain, rivers, starting tiles and edge sides; resize; undo;
//! save maps in this browser, export and import them as files, and start a campaign on
//! one. The editing itself is `engine::map_edit`.

use super::app::Nav;
use super::map::layout::{center, hex_at_point, map_bounds, nearest_side};
use super::map::terrain::{road_layer, terrain_layer, terrain_patterns, tile_label};
use super::map::view::{to_svg, ViewBox};
use super::map::Legend;
use crate::engine::map::HoldingKind;
use crate::engine::map_edit::{cycle_edge, paint, resized, toggle_road, Brush};
use crate::engine::maps::sample::sample_map;
use crate::engine::{Edge, Map, MapText, SideMark, Terrain};
use crate::storage::browser;
use leptos::prelude::*;
use wasm_bindgen::JsCast;

#[derive(Clone, Copy, PartialEq)]
enum Tool {
    Paint(Brush),
    Edge,
    /// `DOM-1`: a road across the side clicked.
    Road,
    /// `MAP-6`: the province level set in the level box.
    Level,
    /// `MAP-6`: a holding of this kind, at the level in the level box.
    Holding(HoldingKind),
}

/// Above this many tiles the editor's map is too fine for a label on each.
const LABELLED_TILES: usize = 1600;

const TOOLS: [(Tool, &str, &str); 15] = [
    (Tool::Paint(Brush::Terrain(Terrain::Land)), "land", "Land"),
    (Tool::Paint(Brush::Terrain(Terrain::Marsh)), "marsh", "Marsh"),
    (Tool::Paint(Brush::Terrain(Terrain::OpenWater)), "water", "Open water"),
    (Tool::Paint(Brush::River), "river", "River (toggle)"),
    (Tool::Paint(Brush::Start), "start", "Starting tile (toggle)"),
    (Tool::Paint(Brush::WinterZone), "winter", "Winter zone (toggle; LOY-1 regional winter)"),
    (Tool::Paint(Brush::Whole(SideMark::Forest)), "forest", "Forest tile"),
    (Tool::Paint(Brush::Whole(SideMark::Mountain)), "mountain", "Mountain tile"),
    (Tool::Edge, "edge", "Edge side: water → forest → mountain → none"),
    (Tool::Road, "road", "Road across a side (toggle; domain war)"),
    (Tool::Level, "level", "Province level (domain war)"),
    (Tool::Holding(HoldingKind::Law), "law", "Law holding (toggle)"),
    (Tool::Holding(HoldingKind::Guild), "guild", "Guild holding (toggle)"),
    (Tool::Holding(HoldingKind::Temple), "temple", "Temple holding (toggle)"),
    (Tool::Holding(HoldingKind::Source), "source", "Source holding (toggle)"),
];

/// `MAP-6`: each province the map sets: its level and its holdings' initials.
fn province_badges(map: &Map) -> impl IntoView {
    map.hexes()
        .filter_map(|h| Some((h, map.province(h)?.clone())))
        .map(|(h, p)| {
            let (x, y) = center(h);
            let level = p.level.map_or("·".to_string(), |l| l.to_string());
            let holdings: String = p
                .holdings
                .iter()
                .map(|hd| format!("{}{}", hd.kind.name()[..1].to_uppercase(), hd.level))
                .collect::<Vec<_>>()
                .join(" ");
            view! {
                <g class="province-badge">
                    <text class="province-level" x=format!("{:.1}", x) y=format!("{:.1}", y + 4.0)>{level}</text>
                    <text class="province-holdings" x=format!("{:.1}", x) y=format!("{:.1}", y + 22.0)>{holdings}</text>
                </g>
            }
        })
        .collect_view()
}

fn view_box(map: &Map) -> ViewBox {
    let (x, y, w, h) = map_bounds(map.width(), map.height());
    ViewBox { x, y, w, h }
}

/// Parses an exported map file, naming what is wrong.
fn parse_map(text: &str) -> Result<Map, String> {
    let text: MapText = serde_json::from_str(text).map_err(|e| format!("not a map file: {e}"))?;
    Map::try_from(text).map_err(|e| e.to_string())
}

#[component]
pub fn MapEditor() -> impl IntoView {
    let nav = expect_context::<Nav>();
    let map = RwSignal::new(sample_map());
    let history = RwSignal::new(Vec::<Map>::new());
    let tool = RwSignal::new(TOOLS[0].0);
    let name = RwSignal::new("My map".to_string());
    let width = RwSignal::new(map.get_untracked().width().to_string());
    let height = RwSignal::new(map.get_untracked().height().to_string());
    let message = RwSignal::new(None::<(bool, String)>);
    // MAP-6: the level the level and holding brushes paint; empty: by settlement.
    let level = RwSignal::new("3".to_string());
    let saved_version = RwSignal::new(0u32);
    let saved = move || {
        saved_version.track();
        browser::load_maps()
    };
    let edit = move |f: &dyn Fn(&mut Map)| {
        history.update(|h| h.push(map.get_untracked()));
        map.update(|m| f(m));
    };
    let replace = move |m: Map| {
        width.set(m.width().to_string());
        height.set(m.height().to_string());
        edit(&|slot| *slot = m.clone());
    };
    let on_click = move |ev: leptos::ev::MouseEvent| {
        let Some(svg) = ev.current_target().and_then(|t| t.dyn_into::<web_sys::Element>().ok()) else { return };
        let vb = map.with_untracked(view_box);
        let (x, y, _) = to_svg(&svg, vb, f64::from(ev.client_x()), f64::from(ev.client_y()));
        let hex = hex_at_point(x, y);
        if !map.with_untracked(|m| m.contains(hex)) {
            return;
        }
        match tool.get_untracked() {
            Tool::Paint(brush) => edit(&|m| paint(m, hex, brush)),
            Tool::Edge => {
                let dir = nearest_side(hex, x, y);
                edit(&|m| cycle_edge(m, Edge { hex, dir }));
            }
            Tool::Road => {
                let dir = nearest_side(hex, x, y);
                edit(&|m| toggle_road(m, Edge { hex, dir }));
            }
            Tool::Level => {
                let level = level.get_untracked().trim().parse::<u8>().ok();
                edit(&|m| paint(m, hex, Brush::Level(level)));
            }
            Tool::Holding(kind) => {
                let level = level.get_untracked().trim().parse::<u8>().unwrap_or(1);
                edit(&|m| paint(m, hex, Brush::Holding(kind, level)));
            }
        }
    };
    let undo = move |_| {
        if let Some(previous) = history.try_update(|h| h.pop()).flatten() {
            width.set(previous.width().to_string());
            height.set(previous.height().to_string());
            map.set(previous);
        }
    };
    let resize = move |_| {
        let size = |s: RwSignal<String>| s.get_untracked().trim().parse::<u16>().unwrap_or(0);
        match map.with_untracked(|m| resized(m, size(width), size(height))) {
            Ok(m) => replace(m),
            Err(e) => message.set(Some((false, e.to_string()))),
        }
    };
    let save = move || -> bool {
        let n = name.get_untracked().trim().to_string();
        if n.is_empty() {
            message.set(Some((false, "Give the map a name first.".into())));
            return false;
        }
        let result = map.with_untracked(|m| browser::save_map(&n, m));
        saved_version.update(|v| *v += 1);
        match result {
            Ok(browser::MapSaved::Saved) => {
                message.set(Some((true, format!("Saved \"{n}\" in this browser."))));
                true
            }
            Ok(browser::MapSaved::DamagedSetAside) => {
                message.set(Some((
                    false,
                    format!("Saved \"{n}\". The maps saved before were damaged and could not be read: their text is kept in this browser under \"marchwarden/maps-damaged\", and a new list of maps was begun."),
                )));
                true
            }
            Err(e) => {
                message.set(Some((false, e.to_string())));
                false
            }
        }
    };
    let export = move |_| {
        let text = map.with_untracked(|m| serde_json::to_string_pretty(&MapText::from(m.clone())));
        let file = format!("{}.map.json", name.get_untracked().trim());
        if let Err(e) =
            text.map_err(|e| e.to_string()).and_then(|t| browser::download(&file, &t).map_err(|e| e.to_string()))
        {
            message.set(Some((false, e)));
        }
    };
    let import = move |ev: leptos::ev::Event| {
        let input: web_sys::HtmlInputElement = event_target(&ev);
        let Some(file) = input.files().and_then(|f| f.get(0)) else { return };
        let file_name = file.name();
        leptos::task::spawn_local(async move {
            let text = wasm_bindgen_futures::JsFuture::from(file.text()).await.ok().and_then(|t| t.as_string());
            match text.ok_or_else(|| "could not read it".to_string()).and_then(|t| parse_map(&t)) {
                Ok(m) => {
                    replace(m);
                    message.set(Some((true, format!("Imported {file_name}."))));
                }
                Err(e) => message.set(Some((false, format!("Could not import {file_name}: {e}")))),
            }
        });
    };
    let start_campaign = move |_| {
        if save() {
            nav.chosen_map.set(Some(name.get_untracked().trim().to_string()));
            nav.home();
        }
    };

    view! {
        <div class="editor" data-testid="map-editor">
            <header class="topbar">
                <button class="ghost" data-testid="home" on:click=move |_| nav.home()>"← Campaigns"</button>
                <h1>"Map editor"</h1>
                <div class="tools">
                    <button data-testid="editor-undo" disabled=move || history.with(Vec::is_empty)
                        on:click=undo>"↶ Undo"</button>
                    <button data-testid="editor-export" on:click=export>"⇩ Export"</button>
                </div>
            </header>
            <div class="board">
                <main class="map-area">
                    <svg class="map editor-map" data-testid="editor-map" viewBox=move || map.with(view_box).attr()
                        preserveAspectRatio="xMidYMid meet" on:click=on_click>
                        <defs>{terrain_patterns()}</defs>
                        {move || map.with(terrain_layer)}
                        {move || map.with(road_layer)}
                        // Every tile labelled where the labels can still be read.
                        {move || map.with(|m| (m.hexes().count() <= LABELLED_TILES).then(|| m.hexes().map(tile_label).collect_view()))}
                        {move || map.with(province_badges)}
                    </svg>
                    <Legend editor=true />
                </main>
                <aside class="side">
                    <section class="card">
                        <h2>"Brush"</h2>
                        <div class="kinds" role="radiogroup" aria-label="Brush">
                            {TOOLS.map(|(t, id, label)| view! {
                                <button class="kind" role="radio" class:chosen=move || tool.get() == t
                                    aria-checked=move || (tool.get() == t).to_string() data-testid=format!("tool-{id}")
                                    on:click=move |_| tool.set(t)>{label}</button>
                            })}
                        </div>
                        <label style:display=move || if matches!(tool.get(), Tool::Level | Tool::Holding(_)) { "flex" } else { "none" }>
                            "Level (0–10; empty: by settlement)"
                            <input type="number" min="0" max="10" data-testid="editor-level"
                                prop:value=move || level.get() on:input=move |ev| level.set(event_target_value(&ev)) />
                        </label>
                        <p class="muted">"Click tiles to paint them; with the edge and road brushes, click near a tile's side."</p>
                    </section>
                    <section class="card">
                        <h2>"Size"</h2>
                        <div class="row">
                            <label>"Width"<input type="number" min="1" max="100" data-testid="editor-width"
                                prop:value=move || width.get() on:input=move |ev| width.set(event_target_value(&ev)) /></label>
                            <label>"Height"<input type="number" min="1" max="100" data-testid="editor-height"
                                prop:value=move || height.get() on:input=move |ev| height.set(event_target_value(&ev)) /></label>
                            <button data-testid="editor-resize" on:click=resize>"Resize"</button>
                            <button data-testid="editor-blank" on:click=move |_| replace(Map::filled(12, 10, Terrain::Land).unwrap_or_else(|_| sample_map()))>"Blank 12×10"</button>
                        </div>
                    </section>
                    <section class="card">
                        <h2>"Save"</h2>
                        <label>"Name"<input type="text" data-testid="editor-name"
                            prop:value=move || name.get() on:input=move |ev| name.set(event_target_value(&ev)) /></label>
                        <div class="row">
                            <button class="primary" data-testid="editor-save" on:click=move |_| { save(); }>"Save in this browser"</button>
                            <button data-testid="editor-start" on:click=start_campaign>"Save and start a campaign on it"</button>
                        </div>
                        <label class="file-drop">
                            <input type="file" accept=".json,application/json" data-testid="editor-import" on:change=import />
                            <span>"Import a map file"</span>
                        </label>
                        {move || message.get().map(|(ok, t)| view! {
                            <p class=if ok { "notice info" } else { "notice error" } role="status" data-testid="editor-message">{t}</p>
                        })}
                    </section>
                    <section class="card">
                        <h2>"Saved maps"</h2>
                        {move || match saved() {
                            Ok(maps) if maps.is_empty() => view! { <p class="muted">"No saved maps yet."</p> }.into_any(),
                            Ok(maps) => view! {
                                <ul class="saved-maps">
                                    {maps.into_iter().map(|(n, text)| {
                                        let label = n.clone();
                                        view! {
                                            <li><button data-testid=format!("load-map-{n}") on:click=move |_| {
                                                match Map::try_from(text.clone()) {
                                                    Ok(m) => { name.set(n.clone()); replace(m); }
                                                    Err(e) => message.set(Some((false, e.to_string()))),
                                                }
                                            }>{format!("Open {label}")}</button></li>
                                        }
                                    }).collect_view()}
                                </ul>
                            }.into_any(),
                            Err(e) => view! { <p class="notice error">{e.to_string()}</p> }.into_any(),
                        }}
                    </section>
                </aside>
            </div>
        </div>
    }
}
