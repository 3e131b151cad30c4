//! The campaign's story, to keep and to share: a chapter per year and a section per month
//! and winter with everything that happened in it (the chronicle's sentences, less the
//! phase changes and bare dice), each battle's odds before its dice, the map at the end of
//! each year, and the standings. As a self-contained HTML page (no script, prints well)
//! and as Markdown, worded in the language chosen. Plain Rust, tested natively.

use super::chart::{self, Measure};
use super::map::picture;
use super::markup::escaped;
use crate::engine::battle::BattleKind;
use crate::engine::chronicle::{describe_event, Teller};
use crate::engine::event::Event;
use crate::engine::game::{Entry, When};
use crate::engine::report::{growth, roster_change, roster_shown, Figures};
use crate::engine::scoring::standings;
use crate::engine::state::Phase;
use crate::engine::state::TokenId;
use crate::engine::{view, Game, State};
use crate::message;
use crate::words;
use crate::words::message::Message;
use std::fmt::Write;

/// One part of the story, in order.
enum Part {
    Chapter(String),
    Section(String),
    Line {
        text: String,
        battle: bool,
    },
    /// The map as it stood, with its caption.
    Map(String, String),
}

fn told(event: &Event) -> bool {
    !matches!(event, Event::PhaseChanged { .. } | Event::DiceRolled { .. })
}

fn battle_line(event: &Event) -> bool {
    matches!(
        event,
        Event::BattleChosen { .. }
            | Event::BattleDecided { .. }
            | Event::TokenRetreated { .. }
            | Event::DieAllocated { .. }
    )
}

/// `APP-5`: the odds before the dice of the battle under way after `position` commands,
/// their decimal mark that of language `code`.
fn odds_line(game: &Game, position: usize, kind: BattleKind, code: &str) -> Option<Message> {
    let state = game.state_at(position + 1);
    let battle = state.battle.as_ref()?;
    let mark = said(code, &message!("chron-story-decimal-mark"));
    let [a, draw, d] = view::odds(&state, battle, kind)?.percent_texts().map(|p| p.replace('.', &mark));
    Some(message!(
        "chron-story-odds",
        attacker = state.kingdom_name(battle.attacker),
        a = a,
        draw = draw,
        defender = state.kingdom_name(battle.defender),
        d = d
    ))
}

/// The chapter a season belongs to: the setup, a year, the end.
fn chapter_of(when: When) -> u16 {
    match when {
        When::Setup => 0,
        When::End => u16::MAX,
        other => year_of(other).map_or(0, u16::from),
    }
}

fn year_of(when: When) -> Option<u8> {
    match when {
        When::Month { year, .. } | When::Winter { year } => Some(year),
        _ => None,
    }
}

/// A roster change told without its units (hot-seat: `SET-7` rosters kept secret).
pub fn kept_secret(army: TokenId) -> Message {
    message!("chron-kept-secret", army = army)
}

/// `message` in language `code`.
fn said(code: &str, message: &Message) -> String {
    words::with(|w| w.say(code, message))
}

/// The parts of the story, worded in language `code`.
fn parts(game: &Game, secret_rosters: bool, code: &str) -> Vec<Part> {
    let say = |m: &Message| said(code, m);
    let entries = game.chronicle();
    let teller = Teller::new(game, &entries);
    let mut out = Vec::new();
    let mut section = None::<When>;
    for entry in &entries {
        let Entry::Event { position, when, event } = entry else { continue };
        if !told(event) {
            continue;
        }
        if section != Some(*when) {
            // A year ends where the next begins: its map as it stood then.
            if let (Some(before), Some(now)) = (section.and_then(year_of), year_of(*when)) {
                if now != before {
                    out.push(year_map(game, *position, before, code));
                }
            }
            if section.map(chapter_of) != Some(chapter_of(*when)) {
                let chapter = match when {
                    When::Setup | When::End => when.label(),
                    _ => message!("chron-story-year", year = year_of(*when).unwrap_or(0)),
                };
                out.push(Part::Chapter(say(&chapter)));
            }
            if let When::Month { .. } | When::Winter { .. } = when {
                out.push(Part::Section(say(&when.label())));
            }
            section = Some(*when);
        }
        let text = match roster_change(event).filter(|a| secret_rosters && !roster_shown(game, *a)) {
            Some(army) => kept_secret(army),
            None => describe_event(&teller, *position, event),
        };
        out.push(Part::Line { text: say(&text), battle: battle_line(event) });
        if let Event::BattleKindSet { kind } = event {
            if let Some(odds) = odds_line(game, *position, *kind, code) {
                out.push(Part::Line { text: say(&odds), battle: true });
            }
        }
    }
    let caption = if game.state().phase == Phase::Ended { "chron-story-map-end" } else { "chron-story-map-now" };
    out.push(Part::Map(say(&message!(caption)), picture::svg(game.state(), picture::Size::Units)));
    out.push(Part::Chapter(say(&message!("chron-story-over-the-campaign"))));
    let state = game.state();
    let mut points: Vec<(String, Vec<Figures>)> =
        growth(game).into_iter().map(|(w, fs)| (say(&w.label()), fs)).collect();
    points.push((say(&message!("chron-story-now")), state.kingdom_ids().map(|k| Figures::of(state, k)).collect()));
    let colours: Vec<String> = state.kingdoms.iter().map(|k| k.colour.clone()).collect();
    let measures =
        Measure::all(state).into_iter().filter(|m| matches!(m, Measure::Might | Measure::Tiles | Measure::Kept(_)));
    for measure in measures {
        let caption = say(&message!("chron-story-of-each-kingdom", measure = measure.word()));
        out.push(Part::Map(caption, chart::svg(code, &points, &colours, measure)));
    }
    out
}

fn year_map(game: &Game, position: usize, year: u8, code: &str) -> Part {
    Part::Map(
        said(code, &message!("chron-story-year-map", year = year)),
        picture::svg(&game.state_at(position), picture::Size::Units),
    )
}

/// The standings as they stand (`OPT-SCORE`), a row per kingdom: place, name, might by
/// source, total.
fn standing_rows(state: &State, code: &str) -> Vec<(usize, String, String, u32)> {
    standings(state)
        .into_iter()
        .map(|(place, m)| {
            (place, state.kingdom_name(m.kingdom).to_string(), plain(&said(code, &m.by_source())), m.total())
        })
        .collect()
}

/// The standings' heading: final once the campaign has ended.
fn standings_heading(state: &State) -> &'static str {
    if state.phase == Phase::Ended {
        "chron-story-final-standings"
    } else {
        "chron-story-standings-now"
    }
}

/// Text made plain: a sentence isolates the names and labels in it with U+2068/9.
fn plain(text: &str) -> String {
    text.replace(['\u{2068}', '\u{2069}'], "")
}

const PAGE_STYLE: &str = "body{font:17px/1.5 Georgia,'DejaVu Serif',serif;color:#22201b;background:#f6f1e4;max-width:52rem;margin:0 auto;padding:1.5rem}\
h1{color:#7a2e1d}h2{border-bottom:2px solid #d8cfb8;margin-top:2.2rem;page-break-before:auto}h3{margin:1.2rem 0 .3rem}\
ul{padding-left:1.2rem}li.battle{font-weight:700;color:#7a2e1d}\
figure{margin:1rem 0;break-inside:avoid}figure svg{width:100%;height:auto;border:1px solid #d8cfb8;background:#8ec5e6}figure svg.chart{background:#fff;max-width:40rem}\
table{border-collapse:collapse;width:100%}td,th{border-bottom:1px solid #d8cfb8;padding:.3rem;text-align:left}\
.swatch{display:inline-block;width:.9rem;height:.9rem;border-radius:50%;margin-right:.35rem;border:1px solid #0006}\
@media print{body{background:#fff}h2{page-break-before:always}}";

/// The story as one HTML page that opens offline in any browser, in language `code`;
/// `secret_rosters` (hot-seat play) tells the roster changes no battle has shown without
/// their units.
pub fn html(game: &Game, secret_rosters: bool, code: &str) -> String {
    let state = game.state();
    let say = |id: &str| said(code, &message!(id));
    let name = escaped(&game.setup().name);
    let title = escaped(&plain(&said(code, &message!("chron-story-title", name = game.setup().name.as_str()))));
    let mut out = String::new();
    let _ = write!(
        out,
        "<!DOCTYPE html><html lang=\"{code}\"><head><meta charset=\"utf-8\"><meta name=\"viewport\" content=\"width=device-width\"><title>{title}</title><style>{PAGE_STYLE}</style></head><body><h1>{name}</h1><p>"
    );
    for k in &state.kingdoms {
        let _ = write!(
            out,
            "<span class=\"swatch\" style=\"background:{}\"></span>{} ",
            escaped(&k.colour),
            escaped(&k.name)
        );
    }
    out.push_str("</p>");
    let mut open_list = false;
    for part in parts(game, secret_rosters, code) {
        let close = |out: &mut String, open: &mut bool| {
            if *open {
                out.push_str("</ul>");
                *open = false;
            }
        };
        match part {
            Part::Chapter(t) => {
                close(&mut out, &mut open_list);
                let _ = write!(out, "<h2>{}</h2>", escaped(&t));
            }
            Part::Section(t) => {
                close(&mut out, &mut open_list);
                let _ = write!(out, "<h3>{}</h3>", escaped(&t));
            }
            Part::Line { text, battle } => {
                if !open_list {
                    out.push_str("<ul>");
                    open_list = true;
                }
                let class = if battle { " class=\"battle\"" } else { "" };
                let _ = write!(out, "<li{class}>{}</li>", escaped(&plain(&text)));
            }
            Part::Map(caption, svg) => {
                close(&mut out, &mut open_list);
                let _ = write!(out, "<figure>{svg}<figcaption>{}</figcaption></figure>", escaped(&caption));
            }
        }
    }
    if open_list {
        out.push_str("</ul>");
    }
    let heading = say(standings_heading(state));
    let _ = write!(
        out,
        "<h2>{}</h2><table><tr><th></th><th>{}</th><th>{}</th></tr>",
        escaped(&heading),
        escaped(&say("chron-story-by-source")),
        escaped(&say("chron-story-might"))
    );
    for (place, name, sources, total) in standing_rows(state, code) {
        let _ = write!(
            out,
            "<tr><td>{place}</td><td>{}<br><small>{}</small></td><td><strong>{total}</strong></td></tr>",
            escaped(&name),
            escaped(&sources)
        );
    }
    out.push_str("</table></body></html>");
    out
}

/// The story as Markdown, in language `code`: the same chapters, without the maps.
pub fn markdown(game: &Game, secret_rosters: bool, code: &str) -> String {
    let state = game.state();
    let say = |id: &str| said(code, &message!(id));
    let mut out = format!("# {}\n\n", plain(&game.setup().name));
    let names: Vec<&str> = state.kingdoms.iter().map(|k| k.name.as_str()).collect();
    let kingdoms = said(code, &message!("chron-story-kingdoms", names = names.join(", ")));
    let _ = writeln!(out, "{}", plain(&kingdoms));
    for part in parts(game, secret_rosters, code) {
        match part {
            Part::Chapter(t) => {
                let _ = write!(out, "\n## {t}\n");
            }
            Part::Section(t) => {
                let _ = write!(out, "\n### {t}\n\n");
            }
            Part::Line { text, battle: true } => {
                let _ = writeln!(out, "- **{}**", plain(&text));
            }
            Part::Line { text, battle: false } => {
                let _ = writeln!(out, "- {}", plain(&text));
            }
            Part::Map(..) => {}
        }
    }
    let _ = write!(
        out,
        "\n## {}\n\n| | {} | {} | {} |\n|---|---|---|---|\n",
        say(standings_heading(state)),
        say("chron-story-kingdom"),
        say("chron-story-might-by-source"),
        say("chron-story-might")
    );
    for (place, name, sources, total) in standing_rows(state, code) {
        let _ = writeln!(out, "| {place} | {} | {sources} | {total} |", plain(&name));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::save;

    fn fixture(text: &str) -> Game {
        save::load(text).expect("the fixture loads")
    }

    // APP-4, OPT-YEARS: the story of the six-year fixture: a chapter per year with its
    // months and winter in order, a map at the end of each year, the standings so far;
    // nothing that runs a script; the Markdown has the same chapters.
    #[test]
    fn app_4_the_story_has_a_chapter_and_a_map_for_each_year() {
        let game = fixture(include_str!("../../tests/fixtures/save-v2-six-year-campaign.json"));
        let page = html(&game, false, "en");
        assert!(page.starts_with("<!DOCTYPE html>") && page.ends_with("</html>"));
        assert!(!page.contains("<script"), "opens offline, no script");
        assert!(page.find("<h2>Setup</h2>") < page.find("<h2>Year 1</h2>"), "the setup first");
        for year in 1..=5 {
            let chapter = page.find(&format!("<h2>Year {year}</h2>")).unwrap_or_else(|| panic!("year {year}"));
            let next = page.find(&format!("<h2>Year {}</h2>", year + 1)).expect("the next year");
            let months = page.find(&format!("<h3>Year {year}, month 1</h3>")).expect("its first month");
            let winter = page.find(&format!("<h3>Year {year}, winter</h3>")).expect("its winter");
            assert!(chapter < months && months < winter && winter < next, "year {year} in order");
            assert_eq!(page.matches(&format!("<h3>Year {year}, winter</h3>")).count(), 1, "one winter a year");
            assert!(page.contains(&format!("The map at the end of year {year}")), "year {year}'s map");
        }
        assert!(!page.contains("Phase A · Orders begins"), "no phase changes");
        assert!(page.contains("<h2>Standings now</h2>"));
        assert!(page.contains("<h2>Over the campaign</h2>") && page.contains("Might of each kingdom"), "the charts");
        for k in &game.state().kingdoms {
            assert!(page.contains(&k.name));
        }
        let md = markdown(&game, false, "en");
        assert!(md.starts_with("# "));
        assert_eq!(md.matches("\n## Year ").count(), page.matches("<h2>Year ").count());
        assert!(md.contains("| 1 | "), "the standings table");
        assert!(!md.contains('\u{2068}'), "plain names");
        // The story in the language chosen.
        let russian = html(&game, false, "ru");
        assert!(russian.contains("<html lang=\"ru\">") && russian.contains("<h2>Год 1</h2>"));
        assert!(russian.contains("<h3>Год 1, зима</h3>") && russian.contains("Карта в конце года 1"));
        assert!(markdown(&game, false, "ru").contains("\n## Год 1\n"));
    }

    // SUM-BAT-1, RES-3, APP-5, OPT-SCORE: the story tells every battle's choice and result,
    // marked as battles, with the odds before the dice, and ends with the standings.
    #[test]
    fn app_5_every_battle_is_told_with_its_odds_and_the_final_standings_close_it() {
        let game = fixture(include_str!("../../tests/fixtures/save-v1-mighty-whole-campaign.json"));
        let page = html(&game, false, "en");
        let entries = game.chronicle();
        let teller = Teller::new(&game, &entries);
        let battles: Vec<(usize, &Event)> = game
            .positioned_events()
            .filter(|(_, e)| matches!(e, Event::BattleChosen { .. } | Event::BattleDecided { .. }))
            .collect();
        assert!(!battles.is_empty(), "the fixture has battles");
        for (position, e) in battles {
            let said = crate::words::english(&describe_event(&teller, position, e));
            let line = format!("<li class=\"battle\">{}</li>", escaped(&plain(&said)));
            assert!(page.contains(&line), "{line}");
        }
        assert!(page.contains("Odds before the dice:"), "the odds of the battles that had dice");
        // In Russian, with its decimal comma.
        let russian = html(&game, false, "ru");
        let odds = russian.split("Шансы до броска: ").nth(1).expect("the odds in Russian");
        let draw = odds.split(" · ничья ").nth(1).expect("the draw");
        assert!(draw.split('%').next().is_some_and(|p| p.contains(',') && !p.contains('.')), "{draw}");
        let ended = game.state().phase == Phase::Ended;
        assert!(page.contains(if ended { "<h2>Final standings</h2>" } else { "<h2>Standings now</h2>" }));
    }

    // Names the players typed never turn into markup.
    #[test]
    fn typed_names_are_escaped() {
        assert_eq!(escaped("<b>\"Orcs\" & co</b>"), "&lt;b&gt;&quot;Orcs&quot; &amp; co&lt;/b&gt;");
    }
}
