//! What stands on the selected tile.

use crate::engine::state::{State, TokenId};
use crate::engine::view;
use crate::engine::{Dir, Edge, Hex, Map, SideMark, Terrain};
use crate::message;
use crate::ui::language::{use_language, Language};
use crate::ui::module_ui::{modules_ui, ModulesUi};
use crate::ui::panels::roster::Roster;
use crate::ui::session::Session;
use leptos::prelude::*;

/// The armies on the tile, each with its points and pose, and what the modules tell of it
/// (`ModuleUi::army_facts`: its supply, `LOY-8`).
fn army_facts(lang: Language, modules: ModulesUi, s: &State, hex: Hex) -> Vec<String> {
    let mut facts = Vec::new();
    for (id, a) in view::armies_on_map(s, hex) {
        let pose = message!(if a.upright { "p-tile-upright" } else { "p-tile-on-its-side" });
        let army =
            message!("p-tile-army", army = id, kingdom = s.kingdom_name(a.kingdom), points = a.points, pose = pose);
        facts.push(lang.say(&army));
        facts.extend(modules.iter().flat_map(|m| m.army_facts(s, id)).map(|m| lang.say(&m)));
    }
    facts
}

#[component]
pub fn TileInfo(session: Session) -> impl IntoView {
    let lang = use_language();
    let modules = modules_ui();
    let info = move || {
        let hex = session.picks.selected.get()?;
        session.game.with(|g| {
            let s = g.state();
            let tile = g.map().tile(hex)?;
            let ts = s.tile(hex)?;
            let mut facts = vec![lang.t(match tile.terrain {
                Terrain::OpenWater => "p-tile-open-water",
                Terrain::Land if g.map().is_coastal(hex) => "p-tile-coastal-land",
                Terrain::Land => "p-tile-land",
                Terrain::Marsh => "p-tile-marsh",
            })];
            if tile.river {
                facts.push(lang.t("p-tile-river"));
            }
            let marks =
                |m: SideMark| Dir::ALL.into_iter().filter(|d| g.map().side(Edge { hex, dir: *d }) == Some(m)).count();
            for (m, id) in [
                (SideMark::Water, "p-tile-water-sides"),
                (SideMark::Forest, "p-tile-forest-sides"),
                (SideMark::Mountain, "p-tile-mountain-sides"),
            ] {
                let n = marks(m);
                if n > 0 {
                    facts.push(lang.say(&message!(id, n = n)));
                }
            }
            if tile.starting {
                facts.push(lang.t("p-tile-starting"));
            }
            facts.push(lang.t(if ts.explored { "p-tile-explored" } else { "p-tile-unexplored" }));
            if let Some(k) = ts.control {
                facts.push(lang.say(&message!("p-tile-controlled-by", kingdom = s.kingdom_name(k))));
            }
            if let Some(st) = &ts.settlement {
                facts.push(lang.say(&match st.capital_of {
                    Some(k) => message!("p-tile-capital", kind = st.kind.word(), kingdom = s.kingdom_name(k)),
                    None => message!("p-tile-settlement", kind = st.kind.word()),
                }));
            }
            if tile.winter_zone {
                facts.push(lang.t("p-tile-winter-zone"));
            }
            facts.extend(modules.iter().flat_map(|m| m.tile_facts(lang, s, hex)));
            facts.extend(army_facts(lang, modules, s, hex));
            for (id, sh) in s.ships_at(hex) {
                facts.push(lang.say(&message!("p-tile-ship", ship = id, kingdom = s.kingdom_name(sh.kingdom))));
            }
            Some((Map::label(hex), facts))
        })
    };
    // Rosters are kept only with tabletop battles (SET-7). A memo, so an open roster stays
    // open while its units change.
    let rosters = Memo::new(move |_| {
        let hex = session.picks.selected.get();
        session.game.with(|g| match hex.filter(|_| g.options().keeps_rosters()) {
            Some(hex) => g.state().armies_at(hex).map(|(id, _)| id).collect::<Vec<TokenId>>(),
            None => Vec::new(),
        })
    });
    view! {
        <section class="card tile-info" data-testid="tile-info">
            {move || match info() {
                Some((label, facts)) => view! {
                    <h2>{lang.say(&message!("p-tile-label", label = label))}</h2>
                    <ul>{facts.into_iter().map(|f| view! { <li>{f}</li> }).collect_view()}</ul>
                }.into_any(),
                None => view! { <h2>{lang.t("p-tile-title")}</h2><p class="muted">{lang.t("p-tile-click")}</p> }.into_any(),
            }}
            {move || {
                let hex = session.picks.selected.get()?;
                Some(modules.iter().filter_map(|m| m.tile_controls(session, hex)).collect_view())
            }}
            <For each=move || rosters.get() key=|army| *army let(army)>
                <Roster session army />
            </For>
        </section>
    }
}
