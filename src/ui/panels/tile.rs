//! What stands on the selected tile.

use crate::engine::domain::DomainCommand;
use crate::engine::loyalty::RECOVERY_MONTHS;
use crate::engine::narrative::NarrativeCommand;
use crate::engine::ruleset::Resolver;
use crate::engine::state::{State, TokenId};
use crate::engine::view::{self, Development};
use crate::engine::{Command, Dir, Edge, Hex, KingdomId, Map, SideMark, Terrain};
use crate::ui::panels::roster::Roster;
use crate::ui::session::Session;
use leptos::prelude::*;

/// RULES §7 on a tile: each kingdom's loyalty and supply limit there, devastation and
/// rebellion.
fn loyalty_facts(s: &State, hex: Hex) -> Vec<String> {
    if s.loyalty.is_none() || s.map.terrain(hex) == Some(Terrain::OpenWater) {
        return Vec::new();
    }
    let mut facts = Vec::new();
    let loyal: Vec<String> = s
        .kingdom_ids()
        .filter(|k| s.loyalty_of(hex, *k) > 0)
        .map(|k| format!("{} {} (limit {})", s.kingdom_name(k), s.loyalty_of(hex, k), view::supply_limit_at(s, hex, k)))
        .collect();
    facts.push(if loyal.is_empty() {
        "Loyal to no kingdom (0 to all)".into()
    } else {
        format!("Loyalty: {}", loyal.join(", "))
    });
    if let Some(n) = s.tile_loyalty(hex).and_then(|l| l.devastated) {
        facts.push(format!(
            "Devastated: recovers, and rebels, in {} month(s) (LOY-5)",
            RECOVERY_MONTHS.saturating_sub(n)
        ));
    }
    if view::rebel(s, hex) {
        facts.push("In rebellion (LOY-6)".into());
    }
    facts
}

/// `NAR-2`: a settlement's developments, editable (0 for none) in narrative campaigns.
#[component]
fn Developments(session: Session, hex: Hex) -> impl IntoView {
    let current = move || {
        session.game.with(|g| g.state().tile(hex).and_then(|t| t.settlement.as_ref()).map(|s| s.developments()))
    };
    let rating = |list: &[(Development, u8)], kind| list.iter().find(|(k, _)| *k == kind).map_or(0, |(_, r)| *r);
    let start = current().unwrap_or_default();
    let defence = RwSignal::new(rating(&start, Development::Defence));
    let order = RwSignal::new(rating(&start, Development::Order));
    let save = move |ev: leptos::ev::SubmitEvent| {
        ev.prevent_default();
        let developments =
            [(Development::Defence, defence.get_untracked()), (Development::Order, order.get_untracked())]
                .into_iter()
                .filter(|(_, r)| *r > 0)
                .collect();
        session.apply(Command::Narrative(NarrativeCommand::SetDevelopments { hex, developments }));
    };
    let number = |signal: RwSignal<u8>, label: &'static str, id: &'static str| {
        view! {
            <label>{label}<input type="number" min="0" max="5" class="face" data-testid=id
                prop:value=move || signal.get().to_string()
                on:input=move |ev| signal.set(event_target_value(&ev).trim().parse().unwrap_or(0)) /></label>
        }
    };
    view! {
        <form class="developments row" on:submit=save data-testid="developments">
            <span>"Developments (NAR-2):"</span>
            {number(defence, "Defence", "development-defence")}
            {number(order, "Order", "development-order")}
            <button type="submit" data-testid="save-developments">"Save"</button>
        </form>
    }
}

/// RULES §8 on a tile: its province level and holdings, occupation and pillage.
fn domain_facts(s: &State, hex: Hex) -> Vec<String> {
    if s.domain.is_none() || s.map.terrain(hex) != Some(Terrain::Land) {
        return Vec::new();
    }
    let level = s.province_level(hex);
    let mut facts = vec![format!("Province level {level} (at most {level} GB of pillage a month, DOM-10)")];
    let holdings: Vec<String> = s
        .holdings(hex)
        .iter()
        .map(|h| {
            let owner = h.owner.map_or_else(|| "its ruler".to_string(), |o| s.kingdom_name(KingdomId(o)).to_string());
            format!("{} {} ({owner})", h.kind.name(), h.level)
        })
        .collect();
    if !holdings.is_empty() {
        facts.push(format!("Holdings: {}", holdings.join(", ")));
    }
    if let Some(from) = s.occupied_from(hex) {
        facts.push(format!(
            "Occupied: taken from {}; no income for its occupier this winter (DOM-9)",
            s.kingdom_name(from)
        ));
    }
    if let Some(d) = s.tile_domain(hex).filter(|d| d.turn_gb > 0) {
        facts.push(format!("Pillaged this domain turn: {} GB, {} this month (DOM-10)", d.turn_gb, d.month_gb));
    }
    facts
}

/// §8: each army's mounted flag, set by its owner at any time (`DOM-1`).
fn mounted_toggles(session: Session, hex: Hex) -> Option<impl IntoView> {
    let armies: Vec<(TokenId, bool)> = session.game.with(|g| {
        let s = g.state();
        if s.domain.is_some() {
            s.armies_at(hex).map(|(id, a)| (id, a.mounted)).collect()
        } else {
            Vec::new()
        }
    });
    (!armies.is_empty()).then(|| {
        armies
            .into_iter()
            .map(|(army, mounted)| {
                view! {
                    <label class="inline" title="DOM-1: a mounted army has 4 MP, on foot 3">
                        <input type="checkbox" data-testid=format!("mounted-{army}") prop:checked=mounted
                            on:change=move |ev| session.apply(Command::Domain(DomainCommand::SetMounted { army, mounted: event_target_checked(&ev) })) />
                        {format!("Army {army} is mounted")}
                    </label>
                }
            })
            .collect_view()
    })
}

#[component]
pub fn TileInfo(session: Session) -> impl IntoView {
    let info = move || {
        let hex = session.selected.get()?;
        session.game.with(|g| {
            let s = g.state();
            let tile = g.map().tile(hex)?;
            let ts = s.tile(hex)?;
            let mut facts = vec![match tile.terrain {
                Terrain::OpenWater => "Open water".to_string(),
                Terrain::Land if g.map().is_coastal(hex) => "Coastal land".to_string(),
                Terrain::Land => "Land".to_string(),
                Terrain::Marsh => "Marsh".to_string(),
            }];
            if tile.river {
                facts.push("River".into());
            }
            let marks =
                |m: SideMark| Dir::ALL.into_iter().filter(|d| g.map().side(Edge { hex, dir: *d }) == Some(m)).count();
            for (m, name) in
                [(SideMark::Water, "water"), (SideMark::Forest, "forest"), (SideMark::Mountain, "mountain")]
            {
                let n = marks(m);
                if n > 0 {
                    facts.push(format!("{n} {name} side{}", if n > 1 { "s" } else { "" }));
                }
            }
            if tile.starting {
                facts.push("Starting tile".into());
            }
            facts.push(if ts.explored { "Explored".into() } else { "Unexplored".into() });
            if let Some(k) = ts.control {
                facts.push(format!("Controlled by {}", s.kingdom_name(k)));
            }
            if let Some(st) = &ts.settlement {
                let capital = st.capital_of.map(|k| format!(" (capital of {})", s.kingdom_name(k))).unwrap_or_default();
                facts.push(format!("A {}{capital}", st.kind.name()));
            }
            if tile.winter_zone {
                facts.push("Winter zone (LOY-1)".into());
            }
            facts.extend(loyalty_facts(s, hex));
            facts.extend(domain_facts(s, hex));
            let cut_off = if s.loyalty.is_some() { view::unsupplied(s) } else { Default::default() };
            for (id, a) in s.armies_at(hex) {
                let pose = if a.upright { "upright" } else { "on its side" };
                let supply = if cut_off.contains(&id) { ", out of supply (LOY-8)" } else { "" };
                facts.push(format!("Army {id} of {}: {} points, {pose}{supply}", s.kingdom_name(a.kingdom), a.points));
            }
            for (id, sh) in s.ships_at(hex) {
                facts.push(format!("Ship {id} of {}", s.kingdom_name(sh.kingdom)));
            }
            Some((Map::label(hex), facts))
        })
    };
    // Rosters are kept only with tabletop battles (SET-7). A memo, so an open roster stays
    // open while its units change.
    let rosters = Memo::new(move |_| {
        let hex = session.selected.get();
        session.game.with(|g| match (hex, g.options().resolver) {
            (Some(hex), Resolver::Tabletop | Resolver::Narrative) => {
                g.state().armies_at(hex).map(|(id, _)| id).collect::<Vec<TokenId>>()
            }
            _ => Vec::new(),
        })
    });
    view! {
        <section class="card tile-info" data-testid="tile-info">
            {move || match info() {
                Some((label, facts)) => view! {
                    <h2>{format!("Tile {label}")}</h2>
                    <ul>{facts.into_iter().map(|f| view! { <li>{f}</li> }).collect_view()}</ul>
                }.into_any(),
                None => view! { <h2>"Tile"</h2><p class="muted">"Click a tile to see what is on it."</p> }.into_any(),
            }}
            {move || {
                let hex = session.selected.get()?;
                let narrative = session.game.with(|g| {
                    g.options().resolver == Resolver::Narrative
                        && g.state().tile(hex).is_some_and(|t| t.settlement.is_some())
                });
                narrative.then(|| view! { <Developments session hex /> })
            }}
            {move || session.selected.get().and_then(|hex| mounted_toggles(session, hex))}
            <For each=move || rosters.get() key=|army| *army let(army)>
                <Roster session army />
            </For>
        </section>
    }
}
