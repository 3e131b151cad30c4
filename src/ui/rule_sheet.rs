//! The rules at hand: a short statement of every rule of RULES.md in the app's own words,
//! opened from any rule tag. The statements are messages of their own language files
//! (`locales/rules/`: `rules-section-N` headings, then `rule-ID` statements, in the order
//! of RULES.md), which the page fetches when the sheet first opens in a language;
//! English's gives their order (`words::RULE_ORDER`). Plain Rust, tested natively.

use crate::words;
use std::sync::OnceLock;

/// One rule, with the section it belongs to: its statement and the section's heading are
/// messages (`message`, `section`), worded in the language chosen.
#[derive(Debug, PartialEq, Eq)]
pub struct Rule {
    pub id: &'static str,
    /// The section heading's message id.
    pub section: &'static str,
}

impl Rule {
    /// The statement's message id.
    pub fn message(&self) -> String {
        format!("rule-{}", self.id)
    }
}

/// Every rule, in the order of RULES.md.
pub fn rules() -> &'static [Rule] {
    static RULES: OnceLock<Vec<Rule>> = OnceLock::new();
    RULES.get_or_init(|| words::RULE_ORDER.iter().map(|(id, section)| Rule { id, section }).collect())
}

/// The rule named `id`.
pub fn find(id: &str) -> Option<&'static Rule> {
    rules().iter().find(|r| r.id == id)
}

/// The rules of the section `id` belongs to, in order.
pub fn section_of(id: &str) -> Vec<&'static Rule> {
    let Some(rule) = find(id) else { return Vec::new() };
    rules().iter().filter(|r| r.section == rule.section).collect()
}

/// `text` cut into plain parts and the rule ids it names in brackets ("… (WIN-5)."), so
/// each id can open its statement.
pub fn split_ids(text: &str) -> Vec<(&str, bool)> {
    let mut out = Vec::new();
    let (mut plain, mut at) = (0, 0);
    while let Some(open) = text[at..].find('(').map(|o| at + o) {
        let Some(close) = text[open..].find(')').map(|c| open + c) else { break };
        if find(&text[open + 1..close]).is_some() {
            out.push((&text[plain..=open], false));
            out.push((&text[open + 1..close], true));
            plain = close;
        }
        at = open + 1;
    }
    out.push((&text[plain..], false));
    out.retain(|(part, _)| !part.is_empty());
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::BTreeSet;

    /// The project's copy of the rules it implements.
    const RULES_MD: &str = include_str!("../../docs/RULES.md");

    /// The rule ids RULES.md names, read the way the rule-coverage tool reads them.
    fn ids_in_rules_md() -> BTreeSet<String> {
        RULES_MD
            .split('`')
            .skip(1)
            .step_by(2)
            .filter(|w| {
                let parts: Vec<&str> = w.split('-').collect();
                parts.len() >= 2
                    && (2..=5).contains(&parts[0].len())
                    && parts
                        .iter()
                        .all(|p| !p.is_empty() && p.chars().all(|c| c.is_ascii_uppercase() || c.is_ascii_digit()))
                    && parts[0].chars().all(|c| c.is_ascii_uppercase())
            })
            .map(str::to_string)
            .collect()
    }

    // The project's copy never drifts from the shared contract where that stands beside the
    // project (a clone on its own has only the copy, and passes on it).
    #[test]
    fn the_rules_copy_is_the_shared_contract() {
        let shared = concat!(env!("CARGO_MANIFEST_DIR"), "/../shared/docs/RULES.md");
        if let Ok(contract) = std::fs::read_to_string(shared) {
            assert!(contract == RULES_MD, "docs/RULES.md differs from {shared}: copy the contract over");
        }
    }

    // Every rule has a statement in every language, in its section.
    #[test]
    fn every_rule_of_rules_md_has_one_statement_in_its_section() {
        let ids: Vec<&str> = rules().iter().map(|r| r.id).collect();
        let unique: BTreeSet<String> = ids.iter().map(|s| s.to_string()).collect();
        assert_eq!(unique.len(), ids.len(), "no rule twice");
        assert_eq!(unique, ids_in_rules_md());
        words::with(|w| {
            for (code, _) in w.languages() {
                for r in rules() {
                    let text = w.text(code, &r.message(), &[]);
                    assert!(
                        !r.section.is_empty() && text.chars().count() > 20 && !text.contains('`'),
                        "{code} {}",
                        r.id
                    );
                }
            }
            let heading = |code| find("WIN-4").map(|r| w.text(code, r.section, &[]));
            assert_eq!(heading("en").as_deref(), Some("6. Winter"));
            assert_eq!(heading("ru").as_deref(), Some("6. Зима"));
            assert_ne!(w.text("ru", "rule-WIN-4", &[]), w.text("en", "rule-WIN-4", &[]), "said in Russian");
        });
        assert!(section_of("WIN-4").iter().any(|r| r.id == "WIN-8"));
        assert!(section_of("NO-1").is_empty());
    }

    #[test]
    fn rule_ids_in_brackets_are_found_in_a_line() {
        assert_eq!(
            split_ids("Basilea feeds its armies (WIN-5). (see me) Done (X-1)."),
            vec![("Basilea feeds its armies (", false), ("WIN-5", true), ("). (see me) Done (X-1).", false)]
        );
        assert_eq!(split_ids("no rule"), vec![("no rule", false)]);
    }
}
