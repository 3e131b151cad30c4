//! Every language the app speaks: one Fluent file a language in `locales/`, named by its
//! code, English the reference. `build.rs` embeds them all, so a language is added by
//! adding its file. A message a language lacks is said in English. The interface's words
//! and the engine's sentences (`message`: what the engine says, as data) are worded here.
//! Plain Rust, tested natively; it knows nothing of the engine, which it sits beneath.

pub mod message;

use fluent_bundle::{FluentArgs, FluentBundle, FluentResource, FluentValue};
use message::{Arg, Message};
use std::cell::RefCell;
use unic_langid::LanguageIdentifier;

thread_local! {
    static WORDS: RefCell<Words> = RefCell::new(Words::load());
}

/// Every rule of the rule sheet, in the order of RULES.md: its id and its section's
/// heading's message id (read from English's statements when the app is built).
pub const RULE_ORDER: &[(&str, &str)] = files::RULE_ORDER;

/// Reads the languages, parsed once a thread.
pub fn with<R>(f: impl FnOnce(&Words) -> R) -> R {
    WORDS.with(|w| f(&w.borrow()))
}

/// Adds language `code` from its Fluent file's `text` (the page fetches a language other
/// than English when it is first chosen); a code the app does not speak is ignored.
pub fn add(code: &str, text: String) {
    let Some((code, _)) = files::LANGUAGES.iter().find(|(c, _)| *c == code) else { return };
    let mut bundle = bundle(code, text);
    WORDS.with(|w| {
        let mut w = w.borrow_mut();
        for (_, extra) in w.extras.iter().filter(|(c, _)| c == code) {
            add_text(&mut bundle, extra);
        }
        w.languages.push((code, bundle));
    });
}

/// Adds language `code`'s rule statements from their Fluent file's `text` (the page fetches
/// them when the rule sheet first opens in that language).
pub fn add_rules(code: &str, text: String) {
    WORDS.with(|w| {
        let mut w = w.borrow_mut();
        if let Some(code) = w.add_to(code, &text) {
            w.rules_at_hand.push(code);
        }
    });
}

/// Adds the whole of language `code` from its Fluent file's `text`, where only its first
/// screens' words were built in (`has_whole`); the messages it has keep their words.
pub fn complete(code: &str, text: &str) {
    WORDS.with(|w| {
        let mut w = w.borrow_mut();
        if let Some(code) = w.add_to(code, text) {
            w.partial.retain(|c| *c != code);
        }
    });
}

/// Adds `text`, Fluent messages of language `code` that its file lacks (a rules module's
/// own words), to that language now and whenever it is added later. Adding the same
/// text again does nothing.
pub fn extend(code: &'static str, text: &'static str) {
    WORDS.with(|w| {
        let mut w = w.borrow_mut();
        if w.extras.contains(&(code, text)) {
            return;
        }
        w.extras.push((code, text));
        if let Some((_, bundle)) = w.languages.iter_mut().find(|(c, _)| *c == code) {
            add_text(bundle, text);
        }
    });
}

fn add_text(bundle: &mut FluentBundle<FluentResource>, text: &str) {
    let resource = FluentResource::try_new(text.to_string()).unwrap_or_else(|(partial, _)| partial);
    // A message the language's file already has keeps the file's words.
    let _ = bundle.add_resource(resource);
}

/// One language's messages, parsed.
fn bundle(code: &str, text: String) -> FluentBundle<FluentResource> {
    // A broken message costs only itself (and fails the native test).
    let resource = FluentResource::try_new(text).unwrap_or_else(|(partial, _)| partial);
    let id: LanguageIdentifier = code.parse().unwrap_or_default();
    let mut bundle = FluentBundle::new(vec![id]);
    // Numbers go in bare; text is isolated by `text` itself.
    bundle.set_use_isolating(false);
    let _ = bundle.add_resource(resource);
    bundle
}

/// `message` in English: the engine's own tests and logs read this.
pub fn english(message: &Message) -> String {
    with(|w| w.say("en", message))
}

/// `Display` of a type with a `message()`: the message in English as plain text (without
/// the marks that isolate names on a page), as logs, tests and `?` have always read it.
/// The page words `message()` in its own language; the English exists once, in `en.ftl`.
#[macro_export]
#[doc(hidden)]
macro_rules! display_in_english {
    ($($t:ty),* $(,)?) => {$(
        impl std::fmt::Display for $t {
            fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                f.write_str(&$crate::words::english(&self.message()).replace(['\u{2068}', '\u{2069}'], ""))
            }
        }
    )*};
}
pub use crate::display_in_english;

mod files {
    include!(concat!(env!("OUT_DIR"), "/locales.rs"));
}

/// Every language's messages.
pub struct Words {
    /// By language code, English first.
    languages: Vec<(&'static str, FluentBundle<FluentResource>)>,
    /// Words added beside the files (`extend`), by language code.
    extras: Vec<(&'static str, &'static str)>,
    /// The languages whose rule statements are at hand (`add_rules`, or built in).
    rules_at_hand: Vec<&'static str>,
    /// The languages built in with only their first screens' words, until `complete`.
    partial: Vec<&'static str>,
}

impl Default for Words {
    fn default() -> Words {
        Words::load()
    }
}

impl Words {
    /// The languages built in: natively all, in the page English alone.
    pub fn load() -> Words {
        let mut languages: Vec<_> =
            files::FILES.iter().map(|(code, text)| (*code, bundle(code, text.to_string()))).collect();
        let mut rules_at_hand = Vec::new();
        for (code, text) in files::RULE_FILES {
            if let Some((_, bundle)) = languages.iter_mut().find(|(c, _)| c == code) {
                add_text(bundle, text);
                rules_at_hand.push(*code);
            }
        }
        Words { languages, extras: Vec::new(), rules_at_hand, partial: files::PARTIAL.to_vec() }
    }

    /// Adds `text`'s messages to language `code`, if its words are at hand (those it has
    /// keep theirs); its code as the app holds it.
    fn add_to(&mut self, code: &str, text: &str) -> Option<&'static str> {
        let (code, bundle) = self.languages.iter_mut().find(|(c, _)| *c == code)?;
        add_text(bundle, text);
        Some(*code)
    }

    /// Each language the app speaks, its code and its name in itself, English first,
    /// whether its words are at hand yet or not.
    pub fn languages(&self) -> Vec<(&'static str, String)> {
        files::LANGUAGES.iter().map(|(code, name)| (*code, name.to_string())).collect()
    }

    /// Whether the rule statements of language `code` are at hand.
    pub fn has_rules(&self, code: &str) -> bool {
        self.rules_at_hand.contains(&code)
    }

    /// Whether every word of language `code` is at hand, not only its first screens'.
    pub fn has_whole(&self, code: &str) -> bool {
        self.has(code) && !self.partial.contains(&code)
    }

    /// Whether the words of language `code` are at hand (built in, or fetched and added).
    pub fn has(&self, code: &str) -> bool {
        self.languages.iter().any(|(c, _)| *c == code)
    }

    /// The language of `code`, or of the first part of a browser's tag ("ru-RU"), if the
    /// app speaks it.
    pub fn speaks(&self, tag: &str) -> Option<&'static str> {
        let base = tag.split(['-', '_']).next().unwrap_or_default().to_ascii_lowercase();
        files::LANGUAGES.iter().map(|(code, _)| *code).find(|code| *code == base)
    }

    /// `message` in language `code`, the messages in its arguments worded in it too.
    pub fn say(&self, code: &str, message: &Message) -> String {
        let args: FluentArgs = message
            .args
            .iter()
            .map(|(name, arg)| match arg {
                Arg::Text(s) => (*name, isolated(s)),
                Arg::Number(n) => (*name, FluentValue::from(*n)),
                Arg::Message(m) => (*name, FluentValue::from(self.say(code, m))),
            })
            .collect();
        self.format(code, &message.id, &args)
    }

    /// Message `id` in language `code` with `args`; in English if that language lacks it;
    /// the id itself if English does too. Text placed in a message is isolated (U+2068 …
    /// U+2069): a name in another script never turns the sentence around it.
    pub fn text(&self, code: &str, id: &str, args: &[(&str, FluentValue)]) -> String {
        let args: FluentArgs = args
            .iter()
            .map(|(name, value)| match value {
                FluentValue::String(s) => (*name, isolated(s)),
                other => (*name, other.clone()),
            })
            .collect();
        self.format(code, id, &args)
    }

    fn format(&self, code: &str, id: &str, args: &FluentArgs) -> String {
        let wanted = self.languages.iter().filter(|(c, _)| *c == code);
        for (_, bundle) in wanted.chain(self.languages.first()) {
            if let Some(pattern) = bundle.get_message(id).and_then(|m| m.value()) {
                let mut errors = Vec::new();
                return bundle.format_pattern(pattern, Some(args), &mut errors).into_owned();
            }
        }
        id.to_string()
    }
}

/// Text placed in a sentence, isolated (U+2068 … U+2069): a name in another script never
/// turns the sentence around it.
fn isolated(text: &str) -> FluentValue<'static> {
    FluentValue::from(format!("\u{2068}{text}\u{2069}"))
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::BTreeSet;

    fn ids(text: &str) -> BTreeSet<String> {
        let resource = FluentResource::try_new(text.to_string()).expect("parses");
        resource
            .entries()
            .filter_map(|e| match e {
                fluent_syntax::ast::Entry::Message(m) => Some(m.id.name.to_string()),
                _ => None,
            })
            .collect()
    }

    // A text argument is isolated (U+2068 … U+2069), so a choice between variants made
    // on text would never match one: every choice in every language is made on a number
    // (a plural category or the number itself), as the tabletop note, the narrative's loss
    // and its odds choose theirs.
    #[test]
    fn every_choice_is_made_on_a_number() {
        let numeric =
            |key: &str| ["zero", "one", "two", "few", "many", "other"].contains(&key) || key.parse::<i64>().is_ok();
        for (code, text) in files::FILES {
            let mut keys = text.lines().filter_map(|l| l.trim_start().trim_start_matches('*').strip_prefix('['));
            let bad: Vec<&str> = keys.by_ref().filter_map(|k| k.split(']').next()).filter(|k| !numeric(k)).collect();
            assert!(bad.is_empty(), "{code}.ftl chooses on text: {bad:?}");
        }
        let w = Words::load();
        let said = |id: &str, n: i64| {
            w.say("en", &Message::new(id).with("enemy_chooses", n).with("tests", n).with("sides", n))
        };
        assert!(said("p-narrative-victim-unit", 0).starts_with("One net advantage"));
        assert!(said("p-narrative-victim-unit", 1).starts_with("Two net advantages"));
        assert!(said("p-narrative-simulated", 0).starts_with("Odds of the whole battle"));
        assert!(said("p-narrative-simulated", 3).starts_with("Odds of the battle from here"));
        assert!(said("p-stand-in-tabletop", 2).contains("are played by the app"));
        assert!(said("p-stand-in-tabletop", 1).contains("is played by the app"));
    }

    // A kingdom's name takes no "'s" in English: "Abyssal Dwarfs's orders" reads wrong, so
    // a sentence says "the orders of Abyssal Dwarfs".
    #[test]
    fn no_kingdom_is_written_with_an_apostrophe_s() {
        let english = files::FILES[0].1;
        let bad: Vec<&str> =
            english.lines().filter(|l| l.contains("{ $kingdom }'s") || l.contains("{ $kingdoms }'s")).collect();
        assert!(bad.is_empty(), "{bad:#?}");
    }

    // Every language file parses, and says every message English says, and no other.
    #[test]
    fn every_language_has_every_message() {
        let english = ids(files::FILES[0].1);
        assert_eq!(files::FILES[0].0, "en", "English first");
        assert!(files::FILES.len() >= 2);
        for (code, text) in files::FILES {
            assert_eq!(ids(text), english, "{code}.ftl");
        }
        // The rule statements too, kept apart, and all in the order English gives.
        let rules = ids(files::RULE_FILES[0].1);
        assert_eq!(files::RULE_FILES.len(), files::FILES.len());
        for (code, text) in files::RULE_FILES {
            assert_eq!(ids(text), rules, "rules-{code}.ftl");
            assert!(Words::load().has_rules(code));
        }
        let ordered: BTreeSet<String> = RULE_ORDER.iter().map(|(id, _)| format!("rule-{id}")).collect();
        assert!(ordered.is_subset(&rules) && ordered.len() > 100, "{}", ordered.len());
    }

    // Russian counts as Russian does (one, few, many), names keep their own marks, and a
    // message the language lacks, or a language the app lacks, is said in English.
    #[test]
    fn russian_plurals_and_the_english_fallback() {
        let words = Words::load();
        let days = |n: i64| words.text("ru", "home-backup-due", &[("days", n.into())]);
        assert!(days(1).contains(" 1 день:"), "{}", days(1));
        assert!(days(3).contains(" 3 дня:"), "{}", days(3));
        assert!(days(5).contains(" 5 дней:"), "{}", days(5));
        assert!(days(21).contains(" 21 день:"), "{}", days(21));
        assert!(days(11).contains(" 11 дней:"), "{}", days(11));
        assert_eq!(words.text("de", "home-saved", &[]), "Saved campaigns");
        assert_eq!(words.text("ru", "home-saved", &[]), "Сохранённые кампании");
        assert_eq!(words.text("ru", "no-such-message", &[]), "no-such-message");
        assert_eq!(words.speaks("ru-RU"), Some("ru"));
        assert_eq!(words.speaks("de"), None);
        assert_eq!(words.languages(), vec![("en", "English".to_string()), ("ru", "Русский".to_string())]);
        // A name placed in a sentence is isolated: a right-to-left one never turns it.
        let named = words.text("en", "home-deleted", &[("name", "قلعة".into())]);
        assert_eq!(named, "Deleted \"\u{2068}قلعة\u{2069}\".");
    }

    // An engine message is worded whole in one language: its text isolated, its numbers
    // counted, the message inside it worded in the same language.
    #[test]
    fn a_message_and_the_message_inside_it_in_one_language() {
        let words = Words::load();
        let inner = crate::message!("settlement-city");
        assert_eq!(words.say("en", &inner), "city");
        assert_eq!(words.say("ru", &inner), "город");
        let outer = crate::message!("home-replaying", name = "Ашгар", done = 3, total = inner);
        assert_eq!(words.say("en", &outer), "Replaying \u{2068}Ашгар\u{2069}: 3 of city steps");
        assert_eq!(english(&crate::message!("no-such-message")), "no-such-message");
    }

    // DOM-3: forced-march hits are worded by the battle's own kind, counted in words.
    #[test]
    fn dom_3_forced_march_hits_are_worded_by_the_battle_kind() {
        let words = Words::load();
        let said = |code: &str, hits: u8, kind: &str| {
            let m = crate::words::message::Message::name("p-battle-forced-march", kind)
                .with("token", "Army 2")
                .with("hits", hits);
            words.say(code, &m).replace(['\u{2068}', '\u{2069}'], "")
        };
        assert_eq!(
            said("en", 1, "simple"),
            "Army 2 starts with 1 hit from its forced march: its Defence is 1 lower per hit in this battle, never below 1 (DOM-3)."
        );
        let two = said("en", 2, "tabletop");
        assert!(two.contains("2 hits from its forced march: one damage per hit on units"), "{two}");
        assert!(said("en", 3, "narrative").contains("one unit of its owner's choice is left out of every count"));
        assert!(said("ru", 2, "simple").contains("2 попаданиями от форсированного марша: Защита ниже на 1"));
    }
}
