//! The list of campaigns kept in this browser: what the start page shows.

use serde::{Deserialize, Serialize};

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct IndexEntry {
    pub id: String,
    pub name: String,
    /// Milliseconds since 1970, from the browser's clock.
    pub last_played: u64,
    /// Where the campaign stands, e.g. "Year 1, month 1 · A · Orders".
    #[serde(default)]
    pub summary: String,
    /// When it was last exported to a file, or first stored if it never was
    /// (milliseconds since 1970; 0 for entries listed before this was kept).
    #[serde(default, skip_serializing_if = "is_zero")]
    pub exported: u64,
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
        self.entries.sort_by(|a, b| b.last_played.cmp(&a.last_played).then_with(|| a.id.cmp(&b.id)));
    }

    pub fn remove(&mut self, id: &str) {
        self.entries.retain(|e| e.id != id);
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
        IndexEntry { id: id.into(), name: id.into(), last_played: t, summary: String::new(), exported: 0 }
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
