//! A narrative test about to be rolled: its rule, tester, Leadership, upgrades with their
//! reasons and difficulty (RULES §9.4, §9.5).

use crate::engine::ids::Side;
use crate::engine::narrative::dice::Pool;
use serde::{Deserialize, Serialize};

/// The test of each phase, named by its rule.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum TestRule {
    SettlementScouting,
    InitialAssault,
    Storming,
    SettlementPursuit,
    FieldScouting,
    InitialEngagement,
    FullEngagement,
    FieldPursuit,
}

impl TestRule {
    /// Its word in the page's language (`crate::words`).
    pub fn word(self) -> crate::words::message::Message {
        crate::words::message::Message::name("test", self.name())
    }

    pub fn id(self) -> &'static str {
        match self {
            TestRule::SettlementScouting => "NAR-SA-1",
            TestRule::InitialAssault => "NAR-SA-2",
            TestRule::Storming => "NAR-SA-3",
            TestRule::SettlementPursuit => "NAR-SA-4",
            TestRule::FieldScouting => "NAR-FA-1",
            TestRule::InitialEngagement => "NAR-FA-2",
            TestRule::FullEngagement => "NAR-FA-3",
            TestRule::FieldPursuit => "NAR-FA-4",
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            TestRule::SettlementScouting | TestRule::FieldScouting => "scouting",
            TestRule::InitialAssault => "the initial assault",
            TestRule::Storming => "storming the walls",
            TestRule::SettlementPursuit | TestRule::FieldPursuit => "the pursuit",
            TestRule::InitialEngagement => "the initial engagement",
            TestRule::FullEngagement => "the full engagement",
        }
    }
}

/// One reason for upgrades: `times` upgrades, and why ("6 ranged against 2").
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Upgrade {
    pub times: u8,
    pub why: String,
    pub rule: TestRule,
}

impl Upgrade {
    /// "upgraded twice: 6 ranged against 2 — NAR-SA-2"
    pub fn text(&self) -> String {
        let times = match self.times {
            1 => "once".to_string(),
            2 => "twice".to_string(),
            n => format!("{n} times"),
        };
        format!("upgraded {times}: {} — {}", self.why, self.rule.id())
    }
}

/// A test about to be rolled.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TestPlan {
    pub rule: TestRule,
    pub tester: Side,
    pub leadership: u8,
    pub upgrades: Vec<Upgrade>,
    pub difficulty: u8,
    /// `DICE-3`: the test passes without a roll.
    pub automatic: bool,
}

impl TestPlan {
    pub fn pool(&self) -> Pool {
        let upgrades = self.upgrades.iter().map(|u| u.times).sum();
        Pool::test(self.leadership, upgrades, self.difficulty)
    }
}
