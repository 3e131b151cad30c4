//! A line chart of each kingdom over the campaign, as a standalone SVG string: the
//! kingdoms panel shows it, and the campaign's story carries it. Plain Rust, tested
//! natively.

use super::markup::escaped;
use crate::engine::report::Figures;
use crate::engine::state::State;
use crate::message;
use crate::words;
use crate::words::message::Message;
use std::fmt::Write;

/// What a chart shows of each kingdom.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Measure {
    Might,
    Tiles,
    Settlements,
    Armies,
    Gold,
    /// A played module's own, by its name (`Figures::kept`).
    Kept(&'static str),
}

impl Measure {
    /// Every measure a campaign in `state` has: the core's, then its modules' own.
    pub fn all(state: &State) -> Vec<Measure> {
        let core = [Measure::Might, Measure::Tiles, Measure::Settlements, Measure::Armies, Measure::Gold];
        let first = state.kingdom_ids().next().map(|k| Figures::of(state, k).kept).unwrap_or_default();
        core.into_iter().chain(first.into_iter().map(|(name, _)| Measure::Kept(name))).collect()
    }

    /// Its word in a language (`crate::words`).
    pub fn word(self) -> Message {
        Message::name("chart", self.name())
    }

    /// Its stable English name, a key (the page's test ids).
    pub fn name(self) -> &'static str {
        match self {
            Measure::Might => "Might",
            Measure::Tiles => "Tiles",
            Measure::Settlements => "Towns",
            Measure::Armies => "Armies",
            Measure::Gold => "Gold",
            Measure::Kept(name) => name,
        }
    }

    pub fn of(self, f: &Figures) -> u32 {
        match self {
            Measure::Might => f.might,
            Measure::Tiles => f.tiles,
            Measure::Settlements => f.settlements,
            Measure::Armies => f.armies,
            Measure::Gold => f.gold,
            Measure::Kept(name) => f.kept.iter().find(|(n, _)| *n == name).map_or(0, |(_, v)| *v),
        }
    }
}

const WIDTH: f64 = 340.0;
const HEIGHT: f64 = 170.0;
const LEFT: f64 = 30.0;
const BOTTOM: f64 = 22.0;

/// The chart of `measure`, labelled in language `code`: x the moments in order (each
/// labelled, in that language already), y from 0 to the highest value; a line and a point
/// per kingdom and moment, in `colours`' order. Each point carries its value
/// (`data-value`) and a title naming the moment.
pub fn svg(code: &str, points: &[(String, Vec<Figures>)], colours: &[String], measure: Measure) -> String {
    let top = points.iter().flat_map(|(_, fs)| fs.iter().map(|f| measure.of(f))).max().unwrap_or(0).max(1);
    let n = points.len().max(2) - 1;
    let x = |i: usize| LEFT + (WIDTH - LEFT - 8.0) * i as f64 / n as f64;
    let y = |v: u32| 8.0 + (HEIGHT - BOTTOM - 8.0) * (1.0 - f64::from(v) / f64::from(top));
    let first = points.first().map_or("", |(w, _)| w.as_str());
    let last = points.last().map_or("", |(w, _)| w.as_str());
    let label = message!("chart-label", measure = measure.word(), first = first, last = last);
    let mut out = format!(
        r#"<svg xmlns="http://www.w3.org/2000/svg" class="chart" viewBox="0 0 {WIDTH} {HEIGHT}" role="img" aria-label="{}">"#,
        escaped(&words::with(|w| w.say(code, &label)))
    );
    let (first, last) = (escaped(first), escaped(last));
    let axis = "stroke:#8a8577;stroke-width:1";
    let tick = "font:10px sans-serif;fill:#6b6558";
    let _ = write!(
        out,
        r#"<line style="{axis}" x1="{LEFT}" y1="{b}" x2="{r}" y2="{b}"/><line style="{axis}" x1="{LEFT}" y1="6" x2="{LEFT}" y2="{b}"/><text style="{tick}" x="{t}" y="14" text-anchor="end">{top}</text><text style="{tick}" x="{t}" y="{b}" text-anchor="end">0</text><text style="{tick}" x="{LEFT}" y="{f}">{first}</text><text style="{tick}" x="{r}" y="{f}" text-anchor="end">{last}</text>"#,
        b = HEIGHT - BOTTOM,
        r = WIDTH - 4.0,
        t = LEFT - 4.0,
        f = HEIGHT - 6.0,
    );
    for (k, colour) in colours.iter().enumerate() {
        let colour = escaped(colour);
        let values: Vec<u32> = points.iter().map(|(_, fs)| fs.get(k).map_or(0, |f| measure.of(f))).collect();
        let line: Vec<String> = values.iter().enumerate().map(|(i, v)| format!("{:.1},{:.1}", x(i), y(*v))).collect();
        let _ = write!(
            out,
            r#"<g class="series"><polyline fill="none" stroke-width="2.5" stroke-linejoin="round" stroke="{colour}" points="{}"/>"#,
            line.join(" ")
        );
        for (i, v) in values.iter().enumerate() {
            let _ = write!(
                out,
                r##"<circle cx="{:.1}" cy="{:.1}" r="3.2" fill="{colour}" stroke="#fff" data-testid="point-{k}-{i}" data-value="{v}"><title>{}: {v}</title></circle>"##,
                x(i),
                y(*v),
                escaped(&points[i].0)
            );
        }
        out.push_str("</g>");
    }
    out.push_str("</svg>");
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn figures(tiles: u32) -> Figures {
        Figures { tiles, ..Figures::default() }
    }

    // OPT-SCORE: each kingdom's line passes through its value at each moment, highest at
    // the top; every point says its value and its moment.
    #[test]
    fn opt_score_each_point_is_its_kingdoms_value_then() {
        let points = vec![
            ("Year 1, month 1".to_string(), vec![figures(3), figures(5)]),
            ("now".to_string(), vec![figures(10), figures(0)]),
        ];
        let chart = svg("en", &points, &["#123456".into(), "#abcdef".into()], Measure::Tiles);
        assert!(chart.contains(r#"data-testid="point-0-1" data-value="10"><title>now: 10</title>"#));
        assert!(chart.contains(r#"data-testid="point-1-0" data-value="5"><title>Year 1, month 1: 5</title>"#));
        // 10 is the top (y 8), 0 the axis (y 148).
        assert!(chart.contains(r##"cx="332.0" cy="8.0" r="3.2" fill="#123456""##));
        assert!(chart.contains(r##"cx="332.0" cy="148.0" r="3.2" fill="#abcdef""##));
        assert_eq!(chart.matches("<polyline").count(), 2);
        assert!(chart.contains(">10</text>"), "the scale's top");
        assert!(chart.contains(
            "aria-label=\"Tiles of each kingdom from \u{2068}Year 1, month 1\u{2069} to \u{2068}now\u{2069}\""
        ));
        let russian = svg("ru", &points, &["#123456".into(), "#abcdef".into()], Measure::Might);
        assert!(russian.contains(
            "aria-label=\"Мощь каждого королевства: \u{2068}Year 1, month 1\u{2069} — \u{2068}now\u{2069}\""
        ));
    }
}
