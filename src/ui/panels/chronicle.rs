//! The chronicle (`APP-4`) with a kingdom filter, and the dice tray of recent rolls.

use super::dice::rolled;
use super::rule_tags::with_rule_tags;
use crate::engine::chronicle::{describe_entry, entry_kingdom, Teller};
use crate::engine::game::Entry;
use crate::engine::report::roster_change;
use crate::engine::{Event, Game, KingdomId};
use crate::message;
use crate::storage::browser;
use crate::ui::handover::HandOver;
use crate::ui::language::{use_language, Language};
use crate::ui::session::Session;
use crate::ui::story::{self, kept_secret};
use leptos::prelude::*;

/// How many rolls the dice tray shows.
const TRAY: usize = 8;

/// The campaign's story as a page or as Markdown (`ui::story`), downloaded; at hot-seat
/// play the rosters no battle has shown stay secret in it too. Worded in language `code`.
fn export_story(session: Session, html: bool, code: &str) {
    let id = session.id.get_value();
    let secret = browser::hand_over(&id);
    let result = session.game.with_untracked(|g| {
        let (text, ext, mime) = if html {
            (story::html(g, secret, code), "html", "text/html")
        } else {
            (story::markdown(g, secret, code), "md", "text/markdown")
        };
        browser::download_as(&format!("{id}.story.{ext}"), &text, mime)
    });
    if let Err(e) = result {
        session.save_error.set(Some(e));
    }
}

#[component]
pub fn DiceTray(session: Session) -> impl IntoView {
    let lang = use_language();
    // The latest rolls, newest first, each keyed by its place among all rolls: a new roll
    // is drawn (and tumbles in) while the ones before it stand still.
    let rolls = Memo::new(move |_| {
        session.game.with(|g| {
            let state = g.state();
            // Numbered from the first roll, counted without copying them all.
            let total = g.events().filter(|e| matches!(e, Event::DiceRolled { .. })).count();
            g.events()
                .rev()
                .filter_map(|e| match e {
                    Event::DiceRolled { purpose, by, faces } => Some((*purpose, *by, faces)),
                    _ => None,
                })
                .take(TRAY)
                .enumerate()
                .map(|(back, (purpose, by, faces))| Roll {
                    n: total - 1 - back,
                    who: by.map_or_else(|| lang.t("chron-table"), |k| state.kingdom_name(k).to_string()),
                    colour: by.and_then(|k| state.kingdom(k)).map_or("#777".to_string(), |k| k.colour.clone()),
                    faces: faces.clone(),
                    why: format!("{} · {}", lang.say(&purpose.word()), purpose.rule()),
                })
                .collect::<Vec<_>>()
        })
    });
    view! {
        <section class="card dice-tray" data-testid="dice-tray">
            <h2>{lang.text("chron-dice")}</h2>
            {move || rolls.with(Vec::is_empty).then(|| view! { <p class="muted">{lang.t("chron-no-dice")}</p> })}
            <ul>
                // Keyed by the roll's place and what it showed: an undone roll made again
                // differently is a new row.
                <For each=move || rolls.get() key=|r| (r.n, r.faces.clone(), r.why.clone()) let(r)>
                    <li>
                        <span class="swatch" style=format!("background:{}", r.colour) />
                        <span class="who">{r.who}</span>
                        {rolled(&r.faces, &r.colour)}
                        <span class="why">{r.why}</span>
                    </li>
                </For>
            </ul>
        </section>
    }
}

/// One roll in the tray.
#[derive(Clone, PartialEq)]
struct Roll {
    n: usize,
    who: String,
    colour: String,
    faces: Vec<u8>,
    why: String,
}

fn secret_change(entry: &Entry) -> Option<crate::engine::state::TokenId> {
    match entry {
        Entry::Event { event, .. } => roster_change(event),
        Entry::Undone { .. } | Entry::Reason { .. } => None,
    }
}

/// How many lines the chronicle shows at first, and how many more each "earlier" click
/// adds: a long campaign's thousands of lines would make every move slow to draw.
const PAGE: usize = 100;

/// One chronicle line: its place among the lines shown (newest first), when, what.
#[derive(Clone, PartialEq)]
struct Line {
    index: usize,
    when: String,
    text: String,
    undo: bool,
    /// Undos in a row, folded into this line.
    folded: Vec<String>,
}

/// The newest `limit` lines of the chronicle (of the kingdom `only`, if one), undos in a
/// row folded into one line, and how many lines there are in all. Hot-seat: another
/// kingdom's roster changes are told without their units.
fn chronicle_lines(
    g: &Game,
    lang: Language,
    only: Option<KingdomId>,
    limit: usize,
    hot: Option<HandOver>,
) -> (Vec<Line>, usize) {
    let entries = g.chronicle();
    let teller = Teller::new(g, &entries);
    // Undos in a row fold into one line (`APP-3`): the story stays readable.
    let mut groups: Vec<Vec<(usize, &Entry)>> = Vec::new();
    for (index, e) in entries.iter().enumerate().filter(|(_, e)| only.is_none() || entry_kingdom(e) == only) {
        let undo = matches!(e, Entry::Undone { .. });
        match groups.last_mut() {
            Some(last) if undo && matches!(last[0].1, Entry::Undone { .. }) => last.push((index, e)),
            _ => groups.push(vec![(index, e)]),
        }
    }
    let shown = groups
        .iter()
        .rev()
        .take(limit)
        .map(|group| {
            let (index, e) = group[group.len() - 1];
            let undo = matches!(e, Entry::Undone { .. });
            let folded: Vec<String> = if group.len() > 1 {
                group.iter().map(|(_, e)| lang.say(&describe_entry(&teller, e))).collect()
            } else {
                Vec::new()
            };
            Line {
                index,
                when: match e {
                    Entry::Event { when, .. } => lang.say(&when.label()),
                    Entry::Undone { .. } => lang.t("chron-undo"),
                    Entry::Reason { .. } => lang.t("chron-stand-in"),
                },
                text: if let Some(army) = secret_change(e).filter(|a| hot.is_some_and(|h| h.keeps_secret(g, *a))) {
                    lang.say(&kept_secret(army))
                } else if folded.is_empty() {
                    lang.say(&describe_entry(&teller, e))
                } else {
                    lang.say(&message!("chron-moves-undone", n = folded.len()))
                },
                undo,
                folded,
            }
        })
        .collect::<Vec<_>>();
    (shown, groups.len())
}

#[component]
pub fn Chronicle(session: Session) -> impl IntoView {
    let lang = use_language();
    let filter = RwSignal::new(None::<KingdomId>);
    let limit = RwSignal::new(PAGE);
    let kingdoms = session.game.with_untracked(|g| {
        g.state().kingdom_ids().map(|k| (k, g.state().kingdom_name(k).to_string())).collect::<Vec<_>>()
    });
    // The newest `limit` lines of the kingdom filtered for, and how many lines there are.
    // Hot-seat: another kingdom's roster changes are told without their units.
    let hot = use_context::<HandOver>();
    let lines = Memo::new(move |_| {
        let (only, limit) = (filter.get(), limit.get());
        session.game.with(|g| chronicle_lines(g, lang, only, limit, hot))
    });
    let total = move || lines.with(|l| l.1);
    // Opened from a checkpoint, the campaign's earlier lines come once its past is read.
    let past_unread = move || session.game.with(Game::past_unread);
    let hidden = move || total().saturating_sub(limit.get());
    view! {
        <section class="card chronicle" data-testid="chronicle">
            <h2>{lang.text("chron-title")}
                <select aria-label=lang.text("chron-filter") on:change=move |ev| {
                    filter.set(event_target_value(&ev).parse::<u8>().ok().map(KingdomId));
                }>
                    <option value="">{lang.text("chron-all-kingdoms")}</option>
                    {kingdoms.into_iter().map(|(k, name)| view! { <option value=k.0.to_string()>{name}</option> }).collect_view()}
                </select>
            </h2>
            <div class="row story-export">
                <span class="muted">{lang.text("chron-story")}</span>
                <button data-testid="story-html" title=lang.text("chron-story-html-title") disabled=past_unread
                    on:click=move |_| export_story(session, true, lang.code())>{lang.text("chron-story-html")}</button>
                <button data-testid="story-md" title=lang.text("chron-story-md-title") disabled=past_unread
                    on:click=move |_| export_story(session, false, lang.code())>{lang.text("chron-story-md")}</button>
            </div>
            <ol reversed start=total>
                // Keyed: a new move adds its lines without redrawing the others.
                <For each=move || lines.with(|l| l.0.clone()) key=|l| (l.index, l.text.clone()) let(line)>
                    <li class:undo=line.undo>
                        <span class="when">{line.when}</span>" "
                        {if line.folded.is_empty() {
                            with_rule_tags(&line.text).into_any()
                        } else {
                            view! {
                                <details class="folded" data-testid="folded-undos">
                                    <summary>{line.text}</summary>
                                    <ul>{line.folded.iter().map(|t| view! { <li>{t.clone()}</li> }).collect_view()}</ul>
                                </details>
                            }.into_any()
                        }}
                    </li>
                </For>
            </ol>
            {move || past_unread().then(|| view! { <p class="muted" data-testid="chronicle-past-reading">{lang.text("chron-past-reading")}</p> })}
            {move || (hidden() > 0).then(|| view! {
                <button class="ghost" data-testid="chronicle-earlier" on:click=move |_| limit.update(|l| *l += PAGE)>
                    {move || lang.t_with("chron-earlier", &[("n", hidden().into())])}
                </button>
            })}
        </section>
    }
}
