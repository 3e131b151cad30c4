//! The list of campaigns kept in this browser: what the start page shows.

use crate::engine::state::Phase;
use crate::engine::Game;
use crate::message;
use crate::words::message::Message;
use serde::{Deserialize, Serialize};

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct IndexEntry {
    pub id: String,
    pub name: String,
    /// Milliseconds since 1970, from the browser's clock.
    pub last_played: u64,
    /// Where the campaign stands, in English, as lists stored before `standing` kept it.
    #[serde(default)]
    pub summary: String,
    /// Where the campaign stands, worded in the language of the page that shows it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub standing: Option<Standing>,
    /// When it was last exported to a file, or first stored if it never was
    /// (milliseconds since 1970; 0 for entries listed before this was kept).
    #[serde(default, skip_serializing_if = "is_zero")]
    pub exported: u64,
}

/// Where a campaign stands: the phase bar's and the start page's summary, kept as data so
/// each page words it in its own language.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Standing {
    Setup,
    /// A summer month; `phase` is one of its four.
    Month {
        year: u8,
        years: u8,
        month: u8,
        months: u8,
        phase: Phase,
    },
    Winter {
        year: u8,
        years: u8,
    },
    Over,
}

impl Standing {
    pub fn of(game: &Game) -> Standing {
        let s = game.state();
        let (year, years, month, months) =
            (s.calendar.year, game.options().years, s.calendar.month, game.options().months);
        match s.phase {
            Phase::Setup(_) => Standing::Setup,
            Phase::Winter => Standing::Winter { year, years },
            Phase::Ended => Standing::Over,
            ref phase => Standing::Month { year, years, month, months, phase: phase.clone() },
        }
    }

    /// "Year 1 of 3, month 2 of 6 · A · Orders".
    pub fn word(&self) -> Message {
        match self {
            Standing::Setup => message!("phase-setup"),
            Standing::Month { year, years, month, months, phase } => message!(
                "session-month",
                year = *year,
                years = *years,
                month = *month,
                months = *months,
                phase = phase.word()
            ),
            Standing::Winter { year, years } => message!("session-winter", year = *year, years = *years),
            Standing::Over => message!("phase-campaign-over"),
        }
    }
}

fn is_zero(n: &u64) -> bool {
    *n == 0
}

/// How long a played campaign may go without an export before the start page reminds
/// the group to keep a copy.
pub const BACKUP_AFTER_MS: u64 = 7 * 24 * 60 * 60 * 1000;

impl IndexEntry {
    /// Whole days since the campaign was last kept in a file, when it has been played
    /// since and that was long enough ago to remind the group; None otherwise.
    pub fn backup_due(&self, now: u64) -> Option<u64> {
        let age = now.saturating_sub(self.exported);
        (self.last_played > self.exported && age >= BACKUP_AFTER_MS).then_some(age / 86_400_000)
    }
}

#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct CampaignIndex {
    pub entries: Vec<IndexEntry>,
}

impl CampaignIndex {
    /// Add or refresh an entry, keeping the most recently played first and the time it
    /// was last exported.
    pub fn upsert(&mut self, mut entry: IndexEntry) {
        match self.entries.iter().find(|e| e.id == entry.id) {
            Some(old) => entry.exported = entry.exported.max(old.exported),
            // A new campaign's copy is as old as the campaign.
            None if entry.exported == 0 => entry.exported = entry.last_played,
            None => {}
        }
        self.entries.retain(|e| e.id != entry.id);
        self.entries.push(entry);
        crate::sort::sort_by(&mut self.entries, |a, b| b.last_played.cmp(&a.last_played).then_with(|| a.id.cmp(&b.id)));
    }

    pub fn remove(&mut self, id: &str) {
        self.entries.retain(|e| e.id != id);
    }

    /// The name listed for campaign `id`.
    pub fn name_of(&self, id: &str) -> Option<String> {
        self.entries.iter().find(|e| e.id == id).map(|e| e.name.clone())
    }

    pub fn contains(&self, id: &str) -> bool {
        self.entries.iter().any(|e| e.id == id)
    }

    /// A storage id not used yet: `base`, or `base-2`, `base-3`…
    pub fn free_id(&self, base: &str) -> String {
        if !self.contains(base) {
            return base.to_string();
        }
        (2..).map(|n| format!("{base}-{n}")).find(|id| !self.contains(id)).unwrap_or_default()
    }
}

/// A storage id from a campaign's name and seed: readable, stable across export and import.
pub fn campaign_id(name: &str, seed: u64) -> String {
    let slug: String = name
        .chars()
        .filter_map(|c| {
            if c.is_alphanumeric() {
                Some(c.to_ascii_lowercase())
            } else if c == ' ' || c == '-' {
                Some('-')
            } else {
                None
            }
        })
        .take(32)
        .collect();
    format!("{}-{seed:x}", slug.trim_matches('-'))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn entry(id: &str, t: u64) -> IndexEntry {
        IndexEntry {
            id: id.into(),
            name: id.into(),
            last_played: t,
            summary: String::new(),
            standing: None,
            exported: 0,
        }
    }

    const DAY: u64 = 86_400_000;

    // Played, not exported for a week or more: remind; exported since the last play: not.
    #[test]
    fn backups_are_due_a_week_after_the_last_export() {
        let mut ix = CampaignIndex::default();
        ix.upsert(entry("a", 10 * DAY));
        assert_eq!(ix.entries[0].exported, 10 * DAY, "a new campaign counts from its start");
        ix.upsert(entry("a", 16 * DAY));
        assert_eq!(ix.entries[0].backup_due(16 * DAY), None, "six days");
        assert_eq!(ix.entries[0].backup_due(17 * DAY), Some(7), "played since, a week on");
        let mut e = ix.entries[0].clone();
        e.exported = 18 * DAY;
        assert_eq!(e.backup_due(40 * DAY), None, "nothing played since the export");
        e.last_played = 30 * DAY;
        assert_eq!(e.backup_due(29 * DAY), Some(11), "a clock behind the save never panics");
        ix.upsert(e);
        ix.upsert(entry("a", 31 * DAY));
        assert_eq!(ix.entries[0].exported, 18 * DAY, "a save keeps the export time");
    }

    // A list stored before `standing` was kept still reads, its English summary kept; a
    // new entry keeps where it stands as data, worded in the page's language.
    #[test]
    fn where_a_campaign_stands_is_worded_when_shown() {
        let old: IndexEntry =
            serde_json::from_str(r#"{"id":"a","name":"A","last_played":1,"summary":"Year 1 of 3, winter"}"#).unwrap();
        assert_eq!((old.summary.as_str(), &old.standing), ("Year 1 of 3, winter", &None));
        let standing = Standing::Month { year: 1, years: 3, month: 2, months: 6, phase: Phase::Orders };
        let entry = IndexEntry { standing: Some(standing.clone()), ..old };
        let back: IndexEntry = serde_json::from_str(&serde_json::to_string(&entry).unwrap()).unwrap();
        assert_eq!(back.standing.as_ref(), Some(&standing));
        assert_eq!(crate::words::english(&standing.word()), "Year 1 of 3, month 2 of 6 · A · Orders");
        let russian = |s: &Standing| crate::words::with(|w| w.say("ru", &s.word()));
        assert_eq!(russian(&standing), "Год 1 из 3, месяц 2 из 6 · A · Приказы");
        assert_eq!(russian(&Standing::Winter { year: 2, years: 3 }), "Год 2 из 3, зима");
        assert_eq!(crate::words::english(&Standing::Over.word()), "Campaign over");
    }

    #[test]
    fn most_recent_first_and_ids_stay_unique() {
        let mut ix = CampaignIndex::default();
        ix.upsert(entry("a", 1));
        ix.upsert(entry("b", 3));
        ix.upsert(entry("a", 5));
        assert_eq!(ix.entries.iter().map(|e| e.id.as_str()).collect::<Vec<_>>(), vec!["a", "b"]);
        assert_eq!(ix.free_id("a"), "a-2");
        assert_eq!(ix.free_id("c"), "c");
        ix.remove("a");
        assert!(!ix.contains("a"));
        assert_eq!(campaign_id("The Iron March!", 255), "the-iron-march-ff");
    }
}
