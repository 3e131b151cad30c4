//! What stands on the selected tile.

use crate::engine::domain::DomainCommand;
use crate::engine::loyalty::{RECOVERY_MONTHS, UNSUPPLIED_MONTHS};
use crate::engine::narrative::NarrativeCommand;
use crate::engine::ruleset::Resolver;
use crate::engine::state::{State, TokenId};
use crate::engine::view::{self, Development};
use crate::engine::{Command, Dir, Edge, Hex, KingdomId, Map, RuleError, SideMark, Terrain};
use crate::message;
use crate::ui::language::{use_language, Language};
use crate::ui::panels::roster::Roster;
use crate::ui::session::Session;
use crate::words::message::{Arg, Message};
use leptos::prelude::*;

/// RULES §7 on a tile: each kingdom's loyalty and supply limit there, devastation and
/// rebellion.
fn loyalty_facts(t: Language, s: &State, hex: Hex) -> Vec<String> {
    if s.loyalty.is_none() || s.map.terrain(hex) == Some(Terrain::OpenWater) {
        return Vec::new();
    }
    let mut facts = Vec::new();
    // The controller's own loyalty is told even at 0: it is the one that counts there.
    let loyal: Vec<String> = s
        .kingdom_ids()
        .filter(|k| s.loyalty_of(hex, *k) > 0 || s.control(hex) == Some(*k))
        .map(|k| {
            t.say(&message!(
                "p-tile-loyalty-of",
                kingdom = s.kingdom_name(k),
                loyalty = s.loyalty_of(hex, k),
                limit = view::supply_limit_at(s, hex, k)
            ))
        })
        .collect();
    facts.push(if loyal.is_empty() {
        t.t("p-tile-loyal-to-none")
    } else {
        t.say(&message!("p-tile-loyalty", list = loyal.join(", ")))
    });
    if let Some(n) = s.tile_loyalty(hex).and_then(|l| l.devastated) {
        facts.push(t.say(&message!("p-tile-devastated", months = RECOVERY_MONTHS.saturating_sub(n))));
    }
    if view::rebel(s, hex) {
        facts.push(t.t("p-tile-rebellion"));
    }
    facts
}

/// The armies on the tile, each with its points and pose, and its supply (`LOY-8`).
fn army_facts(t: Language, s: &State, hex: Hex) -> Vec<String> {
    let cut_off = if s.loyalty.is_some() { view::unsupplied(s) } else { Default::default() };
    let mut facts = Vec::new();
    for (id, a) in view::armies_on_map(s, hex) {
        let pose = message!(if a.upright { "p-tile-upright" } else { "p-tile-on-its-side" });
        let army =
            message!("p-tile-army", army = id, kingdom = s.kingdom_name(a.kingdom), points = a.points, pose = pose);
        facts.push(t.say(&army));
        if let Some(supply) = supply_words(s, id, cut_off.contains(&id)) {
            facts.push(t.say(&supply));
        }
    }
    facts
}

/// `LOY-8`: where an army's supply comes from (the line the map draws when it is picked),
/// or how many month-ends it has left cut off; None without the loyalty module.
fn supply_words(s: &State, army: TokenId, cut_off: bool) -> Option<Message> {
    let module = s.loyalty.as_ref()?;
    if cut_off {
        let left = UNSUPPLIED_MONTHS.saturating_sub(module.unsupplied.get(&army).copied().unwrap_or(0));
        return Some(message!("p-tile-unsupplied", army = army, left = left));
    }
    Some(match view::supply_line(s, army).as_slice() {
        [] | [_] => message!("p-tile-supplied-here", army = army),
        [.., from] => message!("p-tile-supplied-from", army = army, from = Map::label(*from)),
    })
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
    let t = use_language();
    // Held while a battle is fought here (NAR-2): the engine says so, the form shows it.
    let held = move || {
        session.game.with(|g| {
            let same = Command::Narrative(NarrativeCommand::SetDevelopments {
                hex,
                developments: current().unwrap_or_default(),
            });
            match g.check(&same) {
                Err(e @ RuleError::DevelopmentsInBattle { .. }) => Some(e.message()),
                _ => None,
            }
        })
    };
    let number = move |signal: RwSignal<u8>, label: &'static str, id: &'static str| {
        view! {
            <label>{t.text(label)}<input type="number" min="0" max="5" class="face" data-testid=id
                disabled=move || held().is_some()
                prop:value=move || signal.get().to_string()
                on:input=move |ev| signal.set(event_target_value(&ev).trim().parse().unwrap_or(0)) /></label>
        }
    };
    view! {
        <form class="developments row" on:submit=save data-testid="developments">
            <span>{t.text("p-tile-developments")}</span>
            {number(defence, "p-tile-defence", "development-defence")}
            {number(order, "p-tile-order", "development-order")}
            <button type="submit" data-testid="save-developments" disabled=move || held().is_some()>{t.text("p-tile-save")}</button>
            {move || held().map(|why| view! { <p class="muted" data-testid="developments-held">{t.say(&why)}</p> })}
        </form>
    }
}

/// RULES §8 on a tile: its province level and holdings, occupation and pillage.
fn domain_facts(t: Language, s: &State, hex: Hex) -> Vec<String> {
    if s.domain.is_none() || s.map.terrain(hex) != Some(Terrain::Land) {
        return Vec::new();
    }
    let level = s.province_level(hex);
    let mut facts = vec![t.say(&message!("p-tile-province-level", level = level))];
    let holdings: Vec<String> = s
        .holdings(hex)
        .iter()
        .map(|h| {
            let owner: Arg = match h.owner {
                Some(o) => s.kingdom_name(KingdomId(o)).into(),
                None => message!("p-tile-its-ruler").into(),
            };
            t.say(&message!("p-tile-holding", kind = h.kind.word(), level = h.level, owner = owner))
        })
        .collect();
    if !holdings.is_empty() {
        facts.push(t.say(&message!("p-tile-holdings", list = holdings.join(", "))));
    }
    if let Some(from) = s.occupied_from(hex) {
        facts.push(t.say(&message!("p-tile-occupied", kingdom = s.kingdom_name(from))));
    }
    if let Some(d) = s.tile_domain(hex).filter(|d| d.turn_gb > 0) {
        facts.push(t.say(&message!("p-tile-pillaged", turn = d.turn_gb, month = d.month_gb)));
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
    let t = use_language();
    (!armies.is_empty()).then(|| {
        armies
            .into_iter()
            .map(|(army, mounted)| {
                view! {
                    <label class="inline" title=t.text("p-tile-mounted-title")>
                        <input type="checkbox" data-testid=format!("mounted-{army}") prop:checked=mounted
                            on:change=move |ev| session.apply(Command::Domain(DomainCommand::SetMounted { army, mounted: event_target_checked(&ev) })) />
                        {move || t.say(&message!("p-tile-mounted", army = army))}
                    </label>
                }
            })
            .collect_view()
    })
}

#[component]
pub fn TileInfo(session: Session) -> impl IntoView {
    let t = use_language();
    let info = move || {
        let hex = session.picks.selected.get()?;
        session.game.with(|g| {
            let s = g.state();
            let tile = g.map().tile(hex)?;
            let ts = s.tile(hex)?;
            let mut facts = vec![t.t(match tile.terrain {
                Terrain::OpenWater => "p-tile-open-water",
                Terrain::Land if g.map().is_coastal(hex) => "p-tile-coastal-land",
                Terrain::Land => "p-tile-land",
                Terrain::Marsh => "p-tile-marsh",
            })];
            if tile.river {
                facts.push(t.t("p-tile-river"));
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
                    facts.push(t.say(&message!(id, n = n)));
                }
            }
            if tile.starting {
                facts.push(t.t("p-tile-starting"));
            }
            facts.push(t.t(if ts.explored { "p-tile-explored" } else { "p-tile-unexplored" }));
            if let Some(k) = ts.control {
                facts.push(t.say(&message!("p-tile-controlled-by", kingdom = s.kingdom_name(k))));
            }
            if let Some(st) = &ts.settlement {
                facts.push(t.say(&match st.capital_of {
                    Some(k) => message!("p-tile-capital", kind = st.kind.word(), kingdom = s.kingdom_name(k)),
                    None => message!("p-tile-settlement", kind = st.kind.word()),
                }));
            }
            if tile.winter_zone {
                facts.push(t.t("p-tile-winter-zone"));
            }
            facts.extend(loyalty_facts(t, s, hex));
            facts.extend(domain_facts(t, s, hex));
            facts.extend(army_facts(t, s, hex));
            for (id, sh) in s.ships_at(hex) {
                facts.push(t.say(&message!("p-tile-ship", ship = id, kingdom = s.kingdom_name(sh.kingdom))));
            }
            Some((Map::label(hex), facts))
        })
    };
    // Rosters are kept only with tabletop battles (SET-7). A memo, so an open roster stays
    // open while its units change.
    let rosters = Memo::new(move |_| {
        let hex = session.picks.selected.get();
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
                    <h2>{t.say(&message!("p-tile-label", label = label))}</h2>
                    <ul>{facts.into_iter().map(|f| view! { <li>{f}</li> }).collect_view()}</ul>
                }.into_any(),
                None => view! { <h2>{t.t("p-tile-title")}</h2><p class="muted">{t.t("p-tile-click")}</p> }.into_any(),
            }}
            {move || {
                let hex = session.picks.selected.get()?;
                let narrative = session.game.with(|g| {
                    g.options().resolver == Resolver::Narrative
                        && g.state().tile(hex).is_some_and(|t| t.settlement.is_some())
                });
                narrative.then(|| view! { <Developments session hex /> })
            }}
            {move || session.picks.selected.get().and_then(|hex| mounted_toggles(session, hex))}
            <For each=move || rosters.get() key=|army| *army let(army)>
                <Roster session army />
            </For>
        </section>
    }
}
