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
}

#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct CampaignIndex {
    pub entries: Vec<IndexEntry>,
}

impl CampaignIndex {
    /// Add or refresh an entry, keeping the most recently played first.
    pub fn upsert(&mut self, entry: IndexEntry) {
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
        IndexEntry { id: id.into(), name: id.into(), last_played: t, summary: String::new() }
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
