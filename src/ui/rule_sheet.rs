//! The rules at hand: a short statement of every rule of RULES.md in the app's own words
//! (`rule_sheet.txt`: `# section` lines, then `ID<tab>statement` lines), opened from any
//! rule tag. Plain Rust, tested natively.

use std::sync::OnceLock;

/// One rule's statement, with the section it belongs to.
#[derive(Debug, PartialEq, Eq)]
pub struct Rule {
    pub id: &'static str,
    pub section: &'static str,
    pub text: &'static str,
}

const SHEET: &str = include_str!("rule_sheet.txt");

fn parse(sheet: &'static str) -> Vec<Rule> {
    let mut section = "";
    let mut out = Vec::new();
    for line in sheet.lines() {
        if let Some(heading) = line.strip_prefix("# ") {
            section = heading;
        } else if let Some((id, text)) = line.split_once('\t') {
            out.push(Rule { id, section, text });
        }
    }
    out
}

/// Every rule, in the order of RULES.md.
pub fn rules() -> &'static [Rule] {
    static RULES: OnceLock<Vec<Rule>> = OnceLock::new();
    RULES.get_or_init(|| parse(SHEET))
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

    /// The rule ids RULES.md names, read the way the rule-coverage tool reads them.
    fn ids_in_rules_md() -> BTreeSet<String> {
        let path = concat!(env!("CARGO_MANIFEST_DIR"), "/../shared/docs/RULES.md");
        let text = std::fs::read_to_string(path).expect("RULES.md in shared/docs beside the project");
        text.split('`')
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

    #[test]
    fn every_rule_of_rules_md_has_one_statement_in_its_section() {
        let ids: Vec<&str> = rules().iter().map(|r| r.id).collect();
        let unique: BTreeSet<String> = ids.iter().map(|s| s.to_string()).collect();
        assert_eq!(unique.len(), ids.len(), "no rule twice");
        assert_eq!(unique, ids_in_rules_md());
        assert!(rules().iter().all(|r| !r.section.is_empty() && r.text.len() > 20 && !r.text.contains('`')));
        assert_eq!(find("WIN-4").map(|r| r.section), Some("6. Winter"));
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
