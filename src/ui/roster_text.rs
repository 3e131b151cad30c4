//! Army lists pasted as plain text (`SET-7`): one unit a line, its name first, then its
//! size and, in any order, its unit type, a base Unit Strength and (with narrative
//! battles, `NAR-1`) its tags, separated by commas, semicolons, tabs or bars:
//!
//! ```text
//! Spearmen, Infantry, Regiment
//! Knights; Cavalry; Troop; 3
//! ```
//!
//! Plain Rust, tested natively; every line that cannot be read is named with the reason.

use crate::engine::view::{base_strength_of, Tag, MAX_NAME, MAX_UNITS};
use crate::message;
use crate::words::message::Message;

/// The unit types an army list names, kept before its size ("Infantry Horde", as army
/// lists write it); the rules read only the size.
const TYPES: [&str; 12] = [
    "infantry",
    "heavy infantry",
    "large infantry",
    "monstrous infantry",
    "cavalry",
    "large cavalry",
    "chariot",
    "war engine",
    "monster",
    "titan",
    "hero",
    "swarm",
];

/// A unit read from one line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ReadUnit {
    pub name: String,
    pub size: String,
    pub base_strength: i8,
    pub tags: Vec<Tag>,
}

/// A line that could not be read: its number (from 1), its text, and why (shown to the
/// players in their language; the words read stay English).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Unreadable {
    pub line: usize,
    pub text: String,
    pub why: Message,
}

/// What a pasted list holds.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ReadList {
    pub units: Vec<ReadUnit>,
    pub unreadable: Vec<Unreadable>,
}

fn capitalised(word: &str) -> String {
    let mut c = word.chars();
    c.next().map(|f| f.to_uppercase().chain(c).collect()).unwrap_or_default()
}

fn read_line(line: &str, tagged: bool) -> Result<ReadUnit, Message> {
    let mut fields = line.split([',', ';', '\t', '|']).map(str::trim).filter(|f| !f.is_empty());
    let name = fields.next().unwrap_or_default().to_string();
    let (mut size, mut strength, mut kind, mut tags) = (None::<String>, None::<i8>, None::<String>, Vec::new());
    for field in fields {
        // The words a list is read by (sizes, types, tags) are English: compared in ASCII,
        // which keeps Unicode's case tables out of the page.
        let word = field.to_ascii_lowercase();
        let tag = Tag::ALL.into_iter().find(|t| t.name() == word).filter(|_| tagged);
        if base_strength_of(&word) > 0 {
            if size.is_some() {
                return Err(message!("p-roster-why-two-sizes", field = field));
            }
            size = Some(capitalised(&word));
        } else if let Ok(n) = word.trim_start_matches("us").trim().parse::<i8>() {
            if !(0..=4).contains(&n) {
                return Err(message!("p-roster-why-strength", n = n));
            }
            strength = Some(n);
        } else if let Some(t) = tag {
            if !tags.contains(&t) {
                tags.push(t);
            }
        } else if TYPES.contains(&word.as_str()) && kind.is_none() {
            kind = Some(field.to_string());
        } else {
            let why = if tagged { "p-roster-why-unknown-or-tag" } else { "p-roster-why-unknown" };
            return Err(message!(why, field = field));
        }
    }
    let size = size.ok_or_else(|| message!("p-roster-why-no-size"))?;
    if name.chars().count() > MAX_NAME {
        return Err(message!("p-roster-why-long-name", max = MAX_NAME));
    }
    let base_strength = strength.unwrap_or_else(|| base_strength_of(&size));
    let size = match kind {
        Some(kind) => format!("{} {size}", capitalised(&kind)),
        None => size,
    };
    Ok(ReadUnit { name, size, base_strength, tags })
}

/// Reads a pasted army list; blank lines, `#` comments and a heading line (starting
/// "name" or "unit") are passed over. Lines past what a roster holds (`room`) are
/// unreadable too, so nothing is dropped unsaid.
pub fn read(text: &str, tagged: bool, room: usize) -> ReadList {
    let mut out = ReadList::default();
    for (i, line) in text.lines().enumerate() {
        let trimmed = line.trim();
        let first = trimmed.split([',', ';', '\t', '|']).next().unwrap_or_default().trim().to_ascii_lowercase();
        if trimmed.is_empty() || trimmed.starts_with('#') || (i == 0 && (first == "name" || first == "unit")) {
            continue;
        }
        let read = read_line(trimmed, tagged).and_then(|u| {
            if out.units.len() < room {
                Ok(u)
            } else {
                Err(message!("p-roster-why-full", max = MAX_UNITS))
            }
        });
        match read {
            Ok(unit) => out.units.push(unit),
            Err(why) => out.unreadable.push(Unreadable { line: i + 1, text: trimmed.to_string(), why }),
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::words::english;

    fn unit(name: &str, size: &str, base_strength: i8) -> ReadUnit {
        ReadUnit { name: name.into(), size: size.into(), base_strength, tags: Vec::new() }
    }

    // SET-7: a unit's base Unit Strength follows its size unless a number is given.
    #[test]
    fn set_7_lines_in_any_order_with_any_separator() {
        let list = read(
            "Name, Type, Size\nSpearmen, Infantry, Regiment\nKnights; Cavalry; troop; 3\n\n# reserves\nOgres\tHorde\nBallista | war engine | Troop | US 0\n",
            false,
            MAX_UNITS,
        );
        assert_eq!(
            list.units,
            vec![
                unit("Spearmen", "Infantry Regiment", 2),
                unit("Knights", "Cavalry Troop", 3),
                unit("Ogres", "Horde", 3),
                unit("Ballista", "War engine Troop", 0),
            ]
        );
        assert_eq!(list.unreadable, vec![]);
    }

    #[test]
    fn each_unreadable_line_is_named_with_why() {
        let list = read(
            "Spearmen, Regiment\nArchers, Infantry\nGuard, Legion, 7\nRiders, Troop, Horde\nWolves, Troop, Howling\n",
            false,
            MAX_UNITS,
        );
        assert_eq!(list.units, vec![unit("Spearmen", "Regiment", 2)]);
        let why: Vec<(usize, String)> = list.unreadable.iter().map(|u| (u.line, english(&u.why))).collect();
        assert_eq!(
            why,
            vec![
                (2, "no size: add troop, regiment, horde or legion".into()),
                (3, "a Unit Strength of 7: it is 0 to 4".into()),
                (4, "two sizes (\"\u{2068}Horde\u{2069}\")".into()),
                (5, "\"\u{2068}Howling\u{2069}\" is no size (troop, regiment, horde, legion), unit type, Unit Strength 0–4".into()),
            ]
        );
        assert_eq!(list.unreadable[1].text, "Guard, Legion, 7");
    }

    // NAR-1: tags are read only where narrative battles use them; a tag that is also a
    // unit type ("cavalry") is a tag there and a type elsewhere.
    #[test]
    fn nar_1_tags_with_narrative_battles() {
        let list = read("Lancers, Cavalry, Regiment, Shock, heavy cavalry", true, MAX_UNITS);
        assert_eq!(list.units[0].tags, vec![Tag::Cavalry, Tag::Shock, Tag::HeavyCavalry]);
        assert_eq!(list.units[0].name, "Lancers");
        let simple = read("Lancers, Cavalry, Regiment, Shock", false, MAX_UNITS);
        assert_eq!(simple.units, vec![]);
        assert_eq!(
            english(&simple.unreadable[0].why),
            "\"\u{2068}Shock\u{2069}\" is no size (troop, regiment, horde, legion), unit type, Unit Strength 0–4"
        );
        let tagged = read("Lancers, Cavalry, Regiment, Howling", true, MAX_UNITS);
        assert_eq!(
            english(&tagged.unreadable[0].why),
            "\"\u{2068}Howling\u{2069}\" is no size (troop, regiment, horde, legion), unit type, Unit Strength 0–4 or tag"
        );
    }

    #[test]
    fn lines_past_the_rosters_room_are_not_dropped_unsaid() {
        let list = read("A, Troop\nB, Troop\nC, Troop", false, 2);
        assert_eq!(list.units.len(), 2);
        assert_eq!(
            list.unreadable,
            vec![Unreadable { line: 3, text: "C, Troop".into(), why: message!("p-roster-why-full", max = MAX_UNITS) }]
        );
        assert_eq!(english(&list.unreadable[0].why), "the roster is full (40 units)");
        let long = "x".repeat(MAX_NAME + 1);
        let why = &read(&format!("{long}, Troop"), false, 9).unreadable[0].why;
        assert_eq!(english(why), "a name longer than 60 characters");
        assert_eq!(crate::words::with(|w| w.say("ru", why)), "название длиннее 60 символов");
    }
}
