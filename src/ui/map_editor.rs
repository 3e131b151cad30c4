//! The map editor: paint terrain, rivers, starting tiles and edge sides; resize; undo;
//! save maps in this browser, export and import them as files, and start a campaign on
//! one. The editing itself is `engine::map_edit`.

use super::language::{use_language, Language};
use super::map::layout::{center, hex_at_point, map_bounds, nearest_side};
use super::map::terrain::{road_layer, terrain_layer, terrain_patterns, tile_label};
use super::map::viewport::{to_svg, ViewBox};
use super::map::words::holding_marks;
use super::map::Legend;
use super::nav::Nav;
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

/// Each brush and its name: `tool-<name>` is its test id, `editor-tool-<name>` its label.
const TOOLS: [(Tool, &str); 15] = [
    (Tool::Paint(Brush::Terrain(Terrain::Land)), "land"),
    (Tool::Paint(Brush::Terrain(Terrain::Marsh)), "marsh"),
    (Tool::Paint(Brush::Terrain(Terrain::OpenWater)), "water"),
    (Tool::Paint(Brush::River), "river"),
    (Tool::Paint(Brush::Start), "start"),
    (Tool::Paint(Brush::WinterZone), "winter"),
    (Tool::Paint(Brush::Whole(SideMark::Forest)), "forest"),
    (Tool::Paint(Brush::Whole(SideMark::Mountain)), "mountain"),
    (Tool::Edge, "edge"),
    (Tool::Road, "road"),
    (Tool::Level, "level"),
    (Tool::Holding(HoldingKind::Law), "law"),
    (Tool::Holding(HoldingKind::Guild), "guild"),
    (Tool::Holding(HoldingKind::Temple), "temple"),
    (Tool::Holding(HoldingKind::Source), "source"),
];

/// `MAP-6`: each province the map sets: its level and its holdings' initials.
fn province_badges(map: &Map, lang: Language) -> impl IntoView {
    map.hexes()
        .filter_map(|h| Some((h, map.province(h)?.clone())))
        .map(|(h, p)| {
            let (x, y) = center(h);
            let level = p.level.map_or("·".to_string(), |l| l.to_string());
            let holdings = holding_marks(lang.code(), &p.holdings);
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
fn parse_map(text: &str, lang: Language) -> Result<Map, String> {
    let text: MapText = serde_json::from_str(text)
        .map_err(|e| lang.t_with("editor-not-a-map-file", &[("why", e.to_string().into())]))?;
    Map::try_from(text).map_err(|e| lang.say(&e.message()))
}

/// The editor's state: the map with its undo history, the brush, the name it is saved
/// under, the size fields and what the editor last said.
#[derive(Clone, Copy)]
struct Editor {
    map: RwSignal<Map>,
    history: RwSignal<Vec<Map>>,
    tool: RwSignal<Tool>,
    name: RwSignal<String>,
    width: RwSignal<String>,
    height: RwSignal<String>,
    message: RwSignal<Option<(bool, String)>>,
    /// MAP-6: the level the level and holding brushes paint; empty: by settlement.
    level: RwSignal<String>,
    /// Counts the saves, so the list of saved maps reads them again.
    saved_version: RwSignal<u32>,
    lang: Language,
}

impl Editor {
    fn new(lang: Language) -> Editor {
        let map = sample_map();
        Editor {
            width: RwSignal::new(map.width().to_string()),
            height: RwSignal::new(map.height().to_string()),
            map: RwSignal::new(map),
            history: RwSignal::new(Vec::new()),
            tool: RwSignal::new(TOOLS[0].0),
            name: RwSignal::new(lang.t("editor-default-name")),
            message: RwSignal::new(None),
            level: RwSignal::new("3".to_string()),
            saved_version: RwSignal::new(0),
            lang,
        }
    }

    fn say(&self, ok: bool, text: String) {
        self.message.set(Some((ok, text)));
    }

    fn edit(&self, f: &dyn Fn(&mut Map)) {
        self.history.update(|h| h.push(self.map.get_untracked()));
        self.map.update(|m| f(m));
    }

    fn replace(&self, m: Map) {
        self.width.set(m.width().to_string());
        self.height.set(m.height().to_string());
        self.edit(&|slot| *slot = m.clone());
    }

    /// A click on the map paints the tile, or the side nearest the click, with the brush.
    fn click(&self, ev: leptos::ev::MouseEvent) {
        let Some(svg) = ev.current_target().and_then(|t| t.dyn_into::<web_sys::Element>().ok()) else { return };
        let vb = self.map.with_untracked(view_box);
        let (x, y, _) = to_svg(&svg, vb, f64::from(ev.client_x()), f64::from(ev.client_y()));
        let hex = hex_at_point(x, y);
        if !self.map.with_untracked(|m| m.contains(hex)) {
            return;
        }
        match self.tool.get_untracked() {
            Tool::Paint(brush) => self.edit(&|m| paint(m, hex, brush)),
            Tool::Edge => {
                let dir = nearest_side(hex, x, y);
                self.edit(&|m| cycle_edge(m, Edge { hex, dir }));
            }
            Tool::Road => {
                let dir = nearest_side(hex, x, y);
                self.edit(&|m| toggle_road(m, Edge { hex, dir }));
            }
            Tool::Level => {
                let level = self.level.get_untracked().trim().parse::<u8>().ok();
                self.edit(&|m| paint(m, hex, Brush::Level(level)));
            }
            Tool::Holding(kind) => {
                let level = self.level.get_untracked().trim().parse::<u8>().unwrap_or(1);
                self.edit(&|m| paint(m, hex, Brush::Holding(kind, level)));
            }
        }
    }

    fn undo(&self) {
        if let Some(previous) = self.history.try_update(|h| h.pop()).flatten() {
            self.width.set(previous.width().to_string());
            self.height.set(previous.height().to_string());
            self.map.set(previous);
        }
    }

    fn resize(&self) {
        let size = |s: RwSignal<String>| s.get_untracked().trim().parse::<u16>().unwrap_or(0);
        match self.map.with_untracked(|m| resized(m, size(self.width), size(self.height))) {
            Ok(m) => self.replace(m),
            Err(e) => self.say(false, self.lang.say(&e.message())),
        }
    }

    /// Saves the map under its name; whether it was stored.
    fn save(&self) -> bool {
        let lang = self.lang;
        let n = self.name.get_untracked().trim().to_string();
        if n.is_empty() {
            self.say(false, lang.t("editor-no-name"));
            return false;
        }
        let result = self.map.with_untracked(|m| browser::save_map(&n, m));
        self.saved_version.update(|v| *v += 1);
        let named = [("name", n.as_str().into())];
        match result {
            Ok(browser::MapSaved::Saved) => self.say(true, lang.t_with("editor-saved", &named)),
            Ok(browser::MapSaved::DamagedSetAside) => self.say(false, lang.t_with("editor-saved-damaged", &named)),
            Err(e) => {
                self.say(false, lang.say(&e.message()));
                return false;
            }
        }
        true
    }

    fn export(&self) {
        let text = self.map.with_untracked(|m| serde_json::to_string_pretty(&MapText::from(m.clone())));
        let file = format!("{}.map.json", self.name.get_untracked().trim());
        if let Err(e) = text
            .map_err(|e| e.to_string())
            .and_then(|text| browser::download(&file, &text).map_err(|e| self.lang.say(&e.message())))
        {
            self.say(false, e);
        }
    }

    fn import(&self, ev: leptos::ev::Event) {
        let input: web_sys::HtmlInputElement = event_target(&ev);
        let Some(file) = input.files().and_then(|f| f.get(0)) else { return };
        let file_name = file.name();
        let (this, lang) = (*self, self.lang);
        leptos::task::spawn_local(async move {
            let text = wasm_bindgen_futures::JsFuture::from(file.text()).await.ok().and_then(|t| t.as_string());
            let named = ("name", file_name.as_str().into());
            match text.ok_or_else(|| lang.t("editor-unreadable")).and_then(|text| parse_map(&text, lang)) {
                Ok(m) => {
                    this.replace(m);
                    this.say(true, lang.t_with("editor-imported", &[named]));
                }
                Err(e) => this.say(false, lang.t_with("editor-import-failed", &[named, ("why", e.into())])),
            }
        });
    }
}

#[component]
pub fn MapEditor() -> impl IntoView {
    let nav = expect_context::<Nav>();
    let lang = use_language();
    let ed = Editor::new(lang);
    let Editor { map, history, name, .. } = ed;
    let start_campaign = move |_| {
        if ed.save() {
            nav.chosen_map.set(Some(name.get_untracked().trim().to_string()));
            nav.home();
        }
    };

    view! {
        <div class="editor" data-testid="map-editor">
            <header class="topbar">
                <button class="ghost" data-testid="home" on:click=move |_| nav.home()>"← "{lang.text("bar-campaigns")}</button>
                <h1>{lang.text("editor-title")}</h1>
                <div class="tools">
                    <button data-testid="editor-undo" disabled=move || history.with(Vec::is_empty)
                        on:click=move |_| ed.undo()>"↶ "{lang.text("bar-undo")}</button>
                    <button data-testid="editor-export" on:click=move |_| ed.export()>"⇩ "{lang.text("bar-export")}</button>
                </div>
            </header>
            <div class="board">
                <main class="map-area">
                    <svg class="map editor-map" data-testid="editor-map" viewBox=move || map.with(view_box).attr()
                        preserveAspectRatio="xMidYMid meet" on:click=move |ev| ed.click(ev)>
                        <defs>{terrain_patterns()}</defs>
                        {move || map.with(terrain_layer)}
                        {move || map.with(road_layer)}
                        // Every tile labelled where the labels can still be read.
                        {move || map.with(|m| (m.hexes().count() <= LABELLED_TILES).then(|| m.hexes().map(tile_label).collect_view()))}
                        {move || map.with(|m| province_badges(m, lang))}
                    </svg>
                    <Legend editor=true />
                </main>
                <aside class="side">
                    {brush_card(ed)}
                    {size_card(ed)}
                    <section class="card">
                        <h2>{lang.text("editor-save-title")}</h2>
                        <label>{lang.text("editor-name")}<input type="text" data-testid="editor-name"
                            prop:value=move || name.get() on:input=move |ev| name.set(event_target_value(&ev)) /></label>
                        <div class="row">
                            <button class="primary" data-testid="editor-save" on:click=move |_| { ed.save(); }>{lang.text("editor-save")}</button>
                            <button data-testid="editor-start" on:click=start_campaign>{lang.text("editor-start")}</button>
                        </div>
                        <label class="file-drop">
                            <input type="file" accept=".json,application/json" data-testid="editor-import" on:change=move |ev| ed.import(ev) />
                            <span>{lang.text("editor-import")}</span>
                        </label>
                        {move || ed.message.get().map(|(ok, said)| view! {
                            <p class=if ok { "notice info" } else { "notice error" } role="status" data-testid="editor-message">{said}</p>
                        })}
                    </section>
                    {saved_maps_card(ed)}
                </aside>
            </div>
        </div>
    }
}

/// The brushes, and the level the level and holding brushes paint.
fn brush_card(ed: Editor) -> impl IntoView {
    let Editor { tool, level, lang, .. } = ed;
    view! {
        <section class="card">
            <h2>{lang.text("editor-brush")}</h2>
            <div class="kinds" role="radiogroup" aria-label=lang.text("editor-brush")>
                {TOOLS.map(|(brush, id)| view! {
                    <button class="kind" role="radio" class:chosen=move || tool.get() == brush
                        aria-checked=move || (tool.get() == brush).to_string() data-testid=format!("tool-{id}")
                        on:click=move |_| tool.set(brush)>{move || lang.t(&format!("editor-tool-{id}"))}</button>
                })}
            </div>
            <label style:display=move || if matches!(tool.get(), Tool::Level | Tool::Holding(_)) { "flex" } else { "none" }>
                {lang.text("editor-level")}
                <input type="number" min="0" max="10" data-testid="editor-level"
                    prop:value=move || level.get() on:input=move |ev| level.set(event_target_value(&ev)) />
            </label>
            <p class="muted">{lang.text("editor-hint")}</p>
        </section>
    }
}

/// The map's size, and a blank map to start from.
fn size_card(ed: Editor) -> impl IntoView {
    let Editor { width, height, lang, .. } = ed;
    view! {
        <section class="card">
            <h2>{lang.text("editor-size")}</h2>
            <div class="row">
                <label>{lang.text("new-width")}<input type="number" min="1" max="100" data-testid="editor-width"
                    prop:value=move || width.get() on:input=move |ev| width.set(event_target_value(&ev)) /></label>
                <label>{lang.text("new-height")}<input type="number" min="1" max="100" data-testid="editor-height"
                    prop:value=move || height.get() on:input=move |ev| height.set(event_target_value(&ev)) /></label>
                <button data-testid="editor-resize" on:click=move |_| ed.resize()>{lang.text("editor-resize")}</button>
                <button data-testid="editor-blank" on:click=move |_| ed.replace(Map::filled(12, 10, Terrain::Land).unwrap_or_else(|_| sample_map()))>{lang.text("editor-blank")}</button>
            </div>
        </section>
    }
}

/// The maps saved in this browser, each opened with a click.
fn saved_maps_card(ed: Editor) -> impl IntoView {
    let Editor { name, saved_version, lang, .. } = ed;
    let saved = move || {
        saved_version.track();
        browser::load_maps()
    };
    view! {
        <section class="card">
            <h2>{lang.text("editor-saved-maps")}</h2>
            {move || match saved() {
                Ok(maps) if maps.is_empty() => view! { <p class="muted">{lang.t("editor-no-maps")}</p> }.into_any(),
                Ok(maps) => view! {
                    <ul class="saved-maps">
                        {maps.into_iter().map(|(n, text)| {
                            let label = n.clone();
                            view! {
                                <li><button data-testid=format!("load-map-{n}") on:click=move |_| {
                                    match Map::try_from(text.clone()) {
                                        Ok(m) => { name.set(n.clone()); ed.replace(m); }
                                        Err(e) => ed.say(false, lang.say(&e.message())),
                                    }
                                }>{lang.t_with("editor-open-map", &[("name", label.as_str().into())])}</button></li>
                            }
                        }).collect_view()}
                    </ul>
                }.into_any(),
                Err(e) => view! { <p class="notice error">{lang.say(&e.message())}</p> }.into_any(),
            }}
        </section>
    }
}
