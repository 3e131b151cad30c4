//! Army lists pasted as plain text (`SET-7`), in the forms army builders and forum posts
//! write them: one unit a line, its name first, then its size and, in any order, its unit
//! type, a base Unit Strength, its points and (with narrative battles, `NAR-1`) its tags:
//!
//! ```text
//! Basilea — 2000 pts
//! 2x Knights, Cavalry, Regiment, 195pts
//! Men-at-Arms Regiment (20) … 100
//! High Paladin, Hero (Inf) [1] - 150
//! Копейщики, Полк, 100 очков
//! ```
//!
//! Fields are separated by commas, semicolons, tabs, bars, dashes between spaces and
//! ellipses; a size may also stand among the name's words, a type in brackets after it.
//! "2x" counts units; a bracketed number counts models and a number of 10 or more is
//! points, both information only. A hero, monster, titan or war engine with no size is
//! its own size. Passed over: blank lines, `#` comments, a table's heading row, a line of
//! an army's points or a total, and a note under a unit ("- Brew of Strength"). Sizes,
//! types, points and tags are read in English and in Russian.
//!
//! Plain Rust, tested natively; every line that cannot be read is named with the reason.

use crate::engine::view::{base_strength_of, Tag, MAX_NAME, MAX_UNITS};
use crate::message;
use crate::words::message::Message;

/// The unit sizes as the rules name them, each with the words army lists write it in.
const SIZES: [(&str, &str); 4] =
    [("Troop", "troop|отряд"), ("Regiment", "regiment|полк"), ("Horde", "horde|орда"), ("Legion", "legion|легион")];

/// The unit types, each with its words and the short forms army builders print
/// ("Lrg Inf"); the rules read only the size.
const TYPES: [(&str, &str); 12] = [
    ("Infantry", "infantry|inf|пехота"),
    ("Heavy Infantry", "heavy infantry|hvy inf|тяжёлая пехота|тяжелая пехота"),
    ("Large Infantry", "large infantry|lrg inf|крупная пехота"),
    ("Monstrous Infantry", "monstrous infantry"),
    ("Cavalry", "cavalry|cav|кавалерия"),
    ("Large Cavalry", "large cavalry|lrg cav|крупная кавалерия"),
    ("Chariot", "chariot|колесница"),
    ("War Engine", "war engine|боевая машина"),
    ("Monster", "monster|mon|монстр"),
    ("Titan", "titan|титан"),
    ("Hero", "hero|герой"),
    ("Swarm", "swarm|рой"),
];

/// The sizes and unit types a unit's size is made of, as the roster keeps them
/// ("Infantry Regiment": Infantry, Regiment; a typed "Other" too); None when any word of
/// it is none of them.
pub fn size_parts(size: &str) -> Option<Vec<&'static str>> {
    let words = || SIZES.iter().chain(&TYPES).map(|(word, _)| *word).chain(["Other"]);
    let mut rest = size.trim();
    let mut parts = Vec::new();
    while !rest.is_empty() {
        let whole = |w: &&str| rest.strip_prefix(*w).is_some_and(|after| after.is_empty() || after.starts_with(' '));
        let word = words().filter(whole).max_by_key(|w| w.len())?;
        parts.push(word);
        rest = rest[word.len()..].trim_start();
    }
    Some(parts)
}

/// The types that are one model, their own size when the list names none: a monster or a
/// titan counts Unit Strength 1, the others 0 (`SET-7`: "others 0 or 1").
const SINGLE: [&str; 4] = ["Hero", "Monster", "Titan", "War Engine"];

/// What follows a number of points.
const POINTS: [&str; 8] = ["pts", "pt", "points", "p", "очков", "очка", "очк", "оч"];

/// A unit read from one line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ReadUnit {
    pub name: String,
    pub size: String,
    pub base_strength: i8,
    pub tags: Vec<Tag>,
}

/// A line that could not be read: its number (from 1), its text, and why (shown to the
/// players in their language).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Unreadable {
    pub line: usize,
    pub text: String,
    pub why: Message,
}

/// What a pasted list holds, with the points of the units read.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ReadList {
    pub units: Vec<ReadUnit>,
    pub unreadable: Vec<Unreadable>,
    pub points: u32,
}

/// A word, or two read together ("war engine", "195 pts"), that a list is read by.
#[derive(Clone, Copy)]
enum Word {
    Size(&'static str),
    Type(&'static str),
    Tag(Tag),
    /// A Unit Strength as written, 0 to 4 when it is one.
    Strength(u32),
    Points(u32),
}

/// Lower case for the Latin and Cyrillic letters army lists are written in (Unicode's
/// whole case tables would weigh more than the page's other words). Every letter keeps
/// its length, so the words of a line and of its lower case stand at the same places.
fn lower(s: &str) -> String {
    s.chars()
        .map(|c| match c {
            'А'..='Я' => char::from_u32(c as u32 + 32).unwrap_or(c),
            'Ё' => 'ё',
            _ => c.to_ascii_lowercase(),
        })
        .collect()
}

/// What lower-cased `w` is, if a word the list is read by.
fn word(w: &str, tagged: bool) -> Option<Word> {
    let w = w.trim_end_matches('.');
    if let Some(tag) = Tag::ALL.into_iter().find(|t| t.name() == w).filter(|_| tagged) {
        return Some(Word::Tag(tag));
    }
    let known = |list: &[(&'static str, &str)]| {
        list.iter().find(|(_, words)| words.split('|').any(|k| k == w)).map(|(v, _)| *v)
    };
    if let Some(size) = known(&SIZES) {
        return Some(Word::Size(size));
    }
    if let Some(kind) = known(&TYPES) {
        return Some(Word::Type(kind));
    }
    let (us, w) = w.strip_prefix("us").map_or((false, w), |rest| (true, rest.trim_start()));
    let digits = w.find(|c: char| !c.is_ascii_digit()).unwrap_or(w.len());
    let n: u32 = w[..digits].parse().ok()?;
    match w[digits..].trim_start() {
        "" if us || n < 10 => Some(Word::Strength(n)),
        "" => Some(Word::Points(n)),
        after if !us && POINTS.contains(&after) => Some(Word::Points(n)),
        _ => None,
    }
}

/// The words of a line, each with the number of its field: fields are parted by commas,
/// semicolons, tabs, bars, dashes and ellipses, words by spaces and slashes ("Hero/Inf").
fn words(line: &str) -> Vec<(usize, &str)> {
    let mut out = Vec::new();
    let mut field = 0;
    for part in line.split([',', ';', '\t', '|', '—', '–', '…']) {
        for w in part.split([' ', '/']).filter(|w| !w.is_empty()) {
            // " - " and "..." part fields too.
            if w.trim_matches(['-', '.']).is_empty() {
                field += 1;
            } else {
                out.push((field, w));
            }
        }
        field += 1;
    }
    out
}

/// "2x Knights": how many units a line stands for, and the rest of it.
fn counted(line: &str) -> (usize, &str) {
    let digits = line.find(|c: char| !c.is_ascii_digit()).unwrap_or(0);
    let rest = line[digits..].trim_start();
    match (line[..digits].parse::<usize>(), rest.strip_prefix(['x', 'X', '×', 'х'])) {
        (Ok(n @ 1..), Some(after)) if after.starts_with(' ') => (n, after.trim_start()),
        _ => (1, line),
    }
}

/// A word without the brackets around it ("(Inf)", "[1]").
fn unbracketed(w: &str) -> &str {
    w.trim_matches(['(', ')', '[', ']'])
}

/// A unit, how many of it and the points of one; None for a line passed over.
fn read_line(line: &str, tagged: bool) -> Result<Option<(ReadUnit, usize, u32)>, Message> {
    let bare = line.trim_start_matches(['-', '+', '•', '*']);
    let note = bare.len() != line.len();
    let (count, rest) = counted(bare.trim_start());
    let lowered = lower(rest);
    let (written, low) = (words(rest), words(&lowered));
    let name_field = low.first().map_or(0, |w| w.0);
    let (mut name, mut named_sizes, mut sizes) = (Vec::new(), Vec::new(), Vec::new());
    let (mut kinds, mut tags, mut strength, mut points) = (Vec::new(), Vec::new(), None, 0);
    let mut i = 0;
    while i < low.len() {
        let (field, w) = low[i];
        let in_name = field == name_field;
        let bracketed = unbracketed(w).len() != w.len();
        let pair = low
            .get(i + 1)
            .filter(|next| next.0 == field)
            .and_then(|next| word(&[unbracketed(w), unbracketed(next.1)].join(" "), tagged));
        let took = if pair.is_some() { 2 } else { 1 };
        let read = match pair {
            Some(pair) => Some(pair),
            // A bracketed number counts models: information only.
            None if bracketed && unbracketed(w).bytes().all(|b| b.is_ascii_digit()) => {
                i += 1;
                continue;
            }
            None => word(unbracketed(w), tagged),
        };
        // In the name's field a tag counts only in brackets and a type only there or after
        // the name's first word ("Frost Giant Titan"): "Elite Guard" keeps its name.
        let read = read.filter(|r| match r {
            Word::Type(_) => !in_name || bracketed || i > 0,
            Word::Tag(_) => !in_name || bracketed,
            _ => true,
        });
        match read {
            Some(Word::Size(size)) if in_name => {
                named_sizes.push((name.len(), size));
                name.push(written[i].1);
            }
            Some(Word::Size(size)) if !sizes.is_empty() => {
                return Err(message!("p-roster-why-two-sizes", field = size))
            }
            Some(Word::Size(size)) => sizes.push(size),
            Some(Word::Type(kind)) if !kinds.contains(&kind) => kinds.push(kind),
            Some(Word::Tag(tag)) if !tags.contains(&tag) => tags.push(tag),
            Some(Word::Strength(n)) if n > 4 => return Err(message!("p-roster-why-strength", n = n)),
            Some(Word::Strength(n)) => strength = Some(n as i8),
            Some(Word::Points(n)) => points = n,
            Some(_) => {}
            None if in_name => name.push(written[i].1),
            None => {
                let why = if tagged { "p-roster-why-unknown-or-tag" } else { "p-roster-why-unknown" };
                return Err(message!(why, field = written[i].1));
            }
        }
        i += took;
    }
    // A size among the name's words counts when no field of its own gives one: the last.
    if let (None, Some(&(at, size))) = (sizes.first(), named_sizes.last()) {
        name.remove(at);
        sizes.push(size);
    }
    let single = SINGLE.into_iter().find(|s| kinds.contains(s));
    let (size, base) = match (sizes.first(), single) {
        (Some(size), _) => (*size, base_strength_of(size)),
        (None, Some(single)) => (single, i8::from(kinds.contains(&"Monster") || kinds.contains(&"Titan"))),
        // An army's points, a total or a note under a unit: information, passed over.
        (None, None)
            if note || points >= 500 || [":", "total", "итого", "всего"].iter().any(|t| lowered.contains(t)) =>
        {
            return Ok(None)
        }
        (None, None) => return Err(message!("p-roster-why-no-size")),
    };
    let name = name.join(" ");
    if name.is_empty() {
        return Err(message!("p-roster-why-no-name"));
    }
    if name.chars().count() > MAX_NAME {
        return Err(message!("p-roster-why-long-name", max = MAX_NAME));
    }
    kinds.retain(|k| *k != size);
    kinds.push(size);
    let unit = ReadUnit { name, size: kinds.join(" "), base_strength: strength.unwrap_or(base), tags };
    Ok(Some((unit, count, points)))
}

/// Reads a pasted army list. Lines past what a roster holds (`room`) are unreadable too,
/// so nothing is dropped unsaid.
pub fn read(text: &str, tagged: bool, room: usize) -> ReadList {
    let mut out = ReadList::default();
    for (i, line) in text.lines().enumerate() {
        let trimmed = line.trim();
        let first = lower(trimmed.split([',', ';', '\t', '|']).next().unwrap_or_default().trim());
        if trimmed.is_empty()
            || trimmed.starts_with('#')
            || (i == 0 && ["name", "unit", "название"].contains(&first.as_str()))
        {
            continue;
        }
        let unreadable = |why| Unreadable { line: i + 1, text: trimmed.to_string(), why };
        match read_line(trimmed, tagged) {
            Ok(None) => {}
            Ok(Some((unit, count, points))) => {
                for _ in 0..count {
                    if out.units.len() == room {
                        out.unreadable.push(unreadable(message!("p-roster-why-full", max = MAX_UNITS)));
                        break;
                    }
                    out.units.push(unit.clone());
                    out.points = out.points.saturating_add(points);
                }
            }
            Err(why) => out.unreadable.push(unreadable(why)),
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
                unit("Ballista", "War Engine Troop", 0),
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
                (2, "no size: add troop, regiment, horde or legion, or hero, monster, titan or war engine".into()),
                (3, "a Unit Strength of 7: it is 0 to 4".into()),
                (4, "two sizes (\"\u{2068}Horde\u{2069}\")".into()),
                (5, "\"\u{2068}Howling\u{2069}\" is no size (troop, regiment, horde, legion), unit type, points or Unit Strength 0–4".into()),
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
            "\"\u{2068}Shock\u{2069}\" is no size (troop, regiment, horde, legion), unit type, points or Unit Strength 0–4"
        );
        let tagged = read("Lancers, Cavalry, Regiment, Howling", true, MAX_UNITS);
        assert_eq!(
            english(&tagged.unreadable[0].why),
            "\"\u{2068}Howling\u{2069}\" is no size (troop, regiment, horde, legion), unit type, points, Unit Strength 0–4 or tag"
        );
    }

    /// One list of `tests/army-lists/`: what it reads as, in the corpus's own words.
    fn corpus_case(text: &str) -> (String, String) {
        let section = |name: &str| {
            let start = text.find(&format!("--- {name}\n")).map_or(text.len(), |at| at + name.len() + 5);
            text[start..].split("--- ").next().unwrap_or_default()
        };
        let list = read(section("list"), text.contains("\ntagged: yes\n"), MAX_UNITS);
        let mut got = String::from("--- read\n");
        for u in &list.units {
            let tags: Vec<&str> = u.tags.iter().map(|t| t.name()).collect();
            let tags = if tags.is_empty() { String::new() } else { format!(" | {}", tags.join(", ")) };
            got += &format!("{} | {} | {}{tags}\n", u.name, u.size, u.base_strength);
        }
        got += "--- unreadable\n";
        for u in &list.unreadable {
            got += &format!("{} | {}\n", u.line, english(&u.why).replace(['\u{2068}', '\u{2069}'], ""));
        }
        got += &format!("--- points\n{}\n", list.points);
        (got, text[text.find("--- read\n").unwrap_or_default()..].to_string())
    }

    // SET-7: army lists in the forms army builders and forum posts write them, in English
    // and in Russian: counts, sizes among the names, heroes, monsters and war engines,
    // points in any spelling, headings, totals and notes passed over, every other line
    // refused with its reason.
    #[test]
    fn set_7_army_lists_as_people_paste_them() {
        let corpus = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/army-lists");
        let mut cases = 0;
        for file in std::fs::read_dir(&corpus).expect("the corpus of army lists") {
            let path = file.expect("a corpus file").path();
            if path.extension().is_some_and(|e| e == "txt") {
                let (got, expected) = corpus_case(&std::fs::read_to_string(&path).expect("a list"));
                assert_eq!(got, expected, "{}", path.display());
                cases += 1;
            }
        }
        assert!(cases >= 4, "the corpus is read");
    }

    // SET-7: a unit's size is said part by part in the page's language, the longest type
    // first; a size with any other word is shown as written.
    #[test]
    fn set_7_a_size_is_said_part_by_part() {
        assert_eq!(size_parts("Heavy Infantry Regiment"), Some(vec!["Heavy Infantry", "Regiment"]));
        assert_eq!(size_parts("Monster Hero"), Some(vec!["Monster", "Hero"]));
        assert_eq!(size_parts(" Troop "), Some(vec!["Troop"]));
        assert_eq!(size_parts("Other"), Some(vec!["Other"]));
        assert_eq!(size_parts("Regimental Band"), None, "a word that only begins as a size");
        assert_eq!(size_parts("Elite Regiment"), None);
        let ru = |size: &str| {
            size_parts(size).map(|parts| {
                parts
                    .iter()
                    .map(|p| crate::words::with(|w| w.say("ru", &Message::name("p-roster-size", p))))
                    .collect::<Vec<_>>()
            })
        };
        assert_eq!(ru("Large Cavalry Troop"), Some(vec!["Крупная кавалерия".to_string(), "Отряд".to_string()]));
        assert_eq!(ru("War Engine"), Some(vec!["Боевая машина".to_string()]));
    }

    #[test]
    fn set_7_counts_points_and_single_models() {
        let list = read("3x Knights, Regiment, 100 pts\nGiant, Titan\nCannon, War Engine, US 1", false, 2);
        assert_eq!(list.units, vec![unit("Knights", "Regiment", 2), unit("Knights", "Regiment", 2)]);
        assert_eq!(list.points, 200, "each unit's points, for the units read");
        assert_eq!(list.unreadable.iter().map(|u| u.line).collect::<Vec<_>>(), vec![1, 2, 3], "past the room, said");
        let room = read("Giant, Titan\nCannon, War Engine, US 1\nHero of the Realm, Hero", false, MAX_UNITS);
        assert_eq!(
            room.units,
            vec![unit("Giant", "Titan", 1), unit("Cannon", "War Engine", 1), unit("Hero of the Realm", "Hero", 0)]
        );
        // A line with no size and points under an army's is a unit missing its size.
        assert_eq!(read("Knights - 195", false, MAX_UNITS).unreadable.len(), 1);
        assert_eq!(read("Basilea - 1995", false, MAX_UNITS).unreadable, vec![]);
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
