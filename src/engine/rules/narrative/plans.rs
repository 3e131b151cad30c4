//! Who tests in each phase of a narrative battle, with which dice and why (RULES §9.4,
//! §9.5): every upgrade carries its reason ("upgraded twice: 6 ranged against 2 —
//! NAR-SA-2") so the page can show it before the dice are rolled.

use crate::engine::battle::Side;
use crate::engine::narrative::forces::{Development, SideCount, Tag};
use crate::engine::narrative::plans::{TestPlan, TestRule, Upgrade};
use crate::engine::ruleset::CLARIFIED;

/// "Upgraded once for more, twice for twice as many" (a side with some against none has
/// twice as many).
pub fn more_or_twice(mine: usize, theirs: usize) -> u8 {
    match (mine > theirs, mine >= 2 * theirs) {
        (true, true) => 2,
        (true, false) => 1,
        _ => 0,
    }
}

/// "Three times as many" (some against none counts).
pub fn thrice(mine: usize, theirs: usize) -> bool {
    mine > theirs && mine >= 3 * theirs
}

/// `times` upgrades for `mine` of `what` against `theirs`.
fn reason(times: u8, what: &str, mine: usize, theirs: usize, rule: TestRule) -> Option<Upgrade> {
    (times > 0).then(|| Upgrade { times, why: format!("{mine} {what} against {theirs}"), rule })
}

/// One upgrade per additional success (or failure) of an earlier phase.
fn carried(additional: u8, what: &str, rule: TestRule) -> Option<Upgrade> {
    let what =
        if additional == 1 { what.replace("successes", "success").replace("failures", "failure") } else { what.into() };
    (additional > 0).then(|| Upgrade { times: additional, why: format!("{additional} {what}"), rule })
}

/// The forces of both sides as a phase sees them, after exclusions, with the defender's
/// enabled developments.
pub struct Field<'a> {
    pub attacker: &'a SideCount,
    pub defender: &'a SideCount,
    pub developments: &'a [(Development, u8)],
    /// The rules version the battle is fought by (`ruleset::CLARIFIED`).
    pub rules: u32,
}

impl Field<'_> {
    fn side(&self, side: Side) -> &SideCount {
        match side {
            Side::Attacker => self.attacker,
            Side::Defender => self.defender,
        }
    }

    fn best(&self, kind: Development) -> u8 {
        self.developments.iter().filter(|(k, _)| *k == kind).map(|(_, r)| *r).max().unwrap_or(0)
    }

    /// `NAR-SA-1`: scouting of a settlement attack. The side with the higher Strategy
    /// tests (the attacker on a tie).
    pub fn settlement_scouting(&self) -> TestPlan {
        let (a, d) = (self.attacker, self.defender);
        let (sa, sd) = (a.tagged(Tag::Skirmishers), d.tagged(Tag::Skirmishers));
        if d.lead().strategy > a.lead().strategy {
            let upgrades = reason(more_or_twice(sd, sa), "skirmishers", sd, sa, TestRule::SettlementScouting)
                .into_iter()
                .collect();
            TestPlan {
                rule: TestRule::SettlementScouting,
                tester: Side::Defender,
                leadership: d.lead().leadership,
                upgrades,
                difficulty: a.lead().leadership,
                // Rules 3 on, an attacker with no skirmishers cannot hide from a
                // defender who has none either (seed 001's own words).
                automatic: thrice(sd, sa) || sd > a.units || (self.rules >= CLARIFIED && sa == 0),
            }
        } else {
            // Against the defender's skirmishers or its best Defence development,
            // whichever is more.
            let against = sd.max(usize::from(self.best(Development::Defence)));
            let upgrades = more_or_twice(sa, against);
            let whose = if against > sd { "the best Defence development" } else { "skirmishers" };
            let upgrades = (upgrades > 0)
                .then(|| Upgrade {
                    times: upgrades,
                    why: format!("{sa} skirmishers against {against} ({whose})"),
                    rule: TestRule::SettlementScouting,
                })
                .into_iter()
                .collect();
            TestPlan {
                rule: TestRule::SettlementScouting,
                tester: Side::Attacker,
                leadership: a.lead().leadership,
                upgrades,
                difficulty: d.lead().leadership.max(self.best(Development::Defence)),
                automatic: thrice(sa, against),
            }
        }
    }

    /// `NAR-SA-2`: the initial assault, by the attacker: siege engines against siege
    /// engines and fortifications, ranged against ranged.
    pub fn initial_assault(&self) -> TestPlan {
        let (a, d) = (self.attacker, self.defender);
        let (siege, walls) = (a.tagged(Tag::SiegeEngine), d.tagged(Tag::SiegeEngine) + d.tagged(Tag::Fortification));
        let (ra, rd) = (a.tagged(Tag::Ranged), d.tagged(Tag::Ranged));
        let upgrades = [
            reason(more_or_twice(siege, walls), "siege engines", siege, walls, TestRule::InitialAssault),
            reason(more_or_twice(ra, rd), "ranged", ra, rd, TestRule::InitialAssault),
        ];
        TestPlan {
            rule: TestRule::InitialAssault,
            tester: Side::Attacker,
            leadership: a.lead().leadership,
            upgrades: upgrades.into_iter().flatten().collect(),
            difficulty: d.lead().leadership.max(self.best(Development::Defence)),
            automatic: false,
        }
    }

    /// Once for each category in which `tester` has more than the other side.
    fn categories(&self, tester: Side, tags: &[Tag], rule: TestRule) -> Vec<Upgrade> {
        let (me, them) = (self.side(tester), self.side(tester.other()));
        let mut out: Vec<Upgrade> = Vec::new();
        out.extend(reason(u8::from(me.units > them.units), "units", me.units, them.units, rule));
        for t in tags {
            let (m, o) = (me.tagged(*t), them.tagged(*t));
            out.extend(reason(u8::from(m > o), t.name(), m, o, rule));
        }
        out.extend(reason(
            u8::from(me.characters > them.characters),
            "characters",
            me.characters,
            them.characters,
            rule,
        ));
        out
    }

    /// `NAR-SA-3`: storming the walls, by the attacker; `additional` successes of phase 2
    /// upgrade it once each.
    pub fn storming(&self, additional: u8) -> TestPlan {
        let tags = [
            Tag::Formation,
            Tag::HouseholdKnights,
            Tag::HeavyInfantry,
            Tag::Terror,
            Tag::Bodyguard,
            Tag::Elite,
            Tag::Shock,
        ];
        let mut upgrades = self.categories(Side::Attacker, &tags, TestRule::Storming);
        upgrades.extend(carried(additional, "additional successes in the assault", TestRule::Storming));
        TestPlan {
            rule: TestRule::Storming,
            tester: Side::Attacker,
            leadership: self.attacker.lead().leadership,
            upgrades,
            difficulty: self.defender.lead().leadership.max(self.best(Development::Order)),
            automatic: false,
        }
    }

    /// `NAR-FA-1`: each side scouts, skirmishers against skirmishers.
    pub fn field_scouting(&self, tester: Side) -> TestPlan {
        let (me, them) = (self.side(tester), self.side(tester.other()));
        let (m, o) = (me.tagged(Tag::Skirmishers), them.tagged(Tag::Skirmishers));
        TestPlan {
            rule: TestRule::FieldScouting,
            tester,
            leadership: me.lead().leadership,
            upgrades: reason(more_or_twice(m, o), "skirmishers", m, o, TestRule::FieldScouting).into_iter().collect(),
            difficulty: them.lead().leadership,
            automatic: false,
        }
    }

    /// `NAR-FA-2`: the initial engagement, by the better scout: ranged and cavalry.
    pub fn initial_engagement(&self, tester: Side) -> TestPlan {
        let (me, them) = (self.side(tester), self.side(tester.other()));
        let mut upgrades = Vec::new();
        for tag in [Tag::Ranged, Tag::Cavalry] {
            let (m, o) = (me.tagged(tag), them.tagged(tag));
            upgrades.extend(reason(more_or_twice(m, o), tag.name(), m, o, TestRule::InitialEngagement));
        }
        TestPlan {
            rule: TestRule::InitialEngagement,
            tester,
            leadership: me.lead().leadership,
            upgrades,
            difficulty: them.lead().leadership,
            automatic: false,
        }
    }

    /// `NAR-FA-3`: the full engagement; `additional` successes of phase 2 (the tester's
    /// own) upgrade it once each.
    pub fn full_engagement(&self, tester: Side, additional: u8) -> TestPlan {
        let tags = [
            Tag::Formation,
            Tag::HouseholdKnights,
            Tag::HeavyCavalry,
            Tag::HeavyInfantry,
            Tag::Phalanx,
            Tag::Terror,
            Tag::Bodyguard,
            Tag::Elite,
            Tag::Shock,
        ];
        let mut upgrades = self.categories(tester, &tags, TestRule::FullEngagement);
        upgrades.extend(carried(additional, "additional successes in the engagement", TestRule::FullEngagement));
        TestPlan {
            rule: TestRule::FullEngagement,
            tester,
            leadership: self.side(tester).lead().leadership,
            upgrades,
            difficulty: self.side(tester.other()).lead().leadership,
            automatic: false,
        }
    }
}

/// `NAR-SA-4`, `NAR-FA-4`: the victor's pursuit, upgraded once per additional success (or
/// failure, for a defending victor) of phase 3; difficulty the loser's Leadership.
pub fn pursuit(victor: Side, victor_leadership: u8, loser_leadership: u8, additional: u8, rule: TestRule) -> TestPlan {
    let what = if victor == Side::Defender { "additional failures in the attack" } else { "additional successes" };
    TestPlan {
        rule,
        tester: victor,
        leadership: victor_leadership,
        upgrades: carried(additional, what, rule).into_iter().collect(),
        difficulty: loser_leadership,
        automatic: false,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::narrative::dice::Pool;
    use crate::engine::narrative::forces::{Character, NarrativeUnit};
    use crate::engine::ruleset::RULES_VERSION;

    fn side(tags: &[(Tag, usize)], plain: usize, leader: (u8, u8)) -> SideCount {
        let mut units: Vec<NarrativeUnit> = tags
            .iter()
            .flat_map(|(t, n)| std::iter::repeat_n(NarrativeUnit { tags: vec![*t], character: None }, *n))
            .collect();
        units.extend(std::iter::repeat_n(NarrativeUnit::default(), plain));
        units.push(NarrativeUnit {
            tags: Vec::new(),
            character: Some(Character { leadership: leader.0, strategy: leader.1 }),
        });
        SideCount::of(&units)
    }

    // "Once for more, twice for twice as many, automatic for three times as many".
    #[test]
    fn upgrade_thresholds() {
        assert_eq!([more_or_twice(2, 2), more_or_twice(3, 2), more_or_twice(4, 2), more_or_twice(1, 0)], [0, 1, 2, 2]);
        assert!(thrice(6, 2) && !thrice(5, 2) && thrice(1, 0) && !thrice(0, 0));
    }

    // NAR-SA-1: the higher Strategy scouts. The defender: upgraded for skirmishers,
    // automatic at three times as many or more than the attacker's units; difficulty the
    // attacker's Leadership. The attacker (also on a tie): against the defender's
    // skirmishers or its best Defence, whichever is more; difficulty the higher of the
    // defender's Leadership and its best Defence.
    #[test]
    fn nar_sa_1_scouting() {
        let a = side(&[(Tag::Skirmishers, 1)], 3, (3, 2));
        let d = side(&[(Tag::Skirmishers, 2)], 1, (2, 4));
        let defence = [(Development::Defence, 2), (Development::Order, 1)];
        let f = Field { attacker: &a, defender: &d, developments: &defence, rules: RULES_VERSION };
        let plan = f.settlement_scouting();
        assert_eq!((plan.tester, plan.leadership, plan.difficulty, plan.automatic), (Side::Defender, 2, 3, false));
        assert_eq!(plan.upgrades[0].text(), "upgraded twice: 2 skirmishers against 1 — NAR-SA-1");
        assert_eq!(plan.pool(), Pool { ability: 0, proficiency: 2, difficulty: 3, challenge: 0 });
        let d3 = side(&[(Tag::Skirmishers, 3)], 0, (2, 4));
        assert!(
            Field { attacker: &a, defender: &d3, developments: &[], rules: RULES_VERSION }
                .settlement_scouting()
                .automatic
        );
        // Strategy tied: the attacker scouts against Defence 2 (more than 0 skirmishers).
        let a = side(&[(Tag::Skirmishers, 4)], 0, (3, 4));
        let d = side(&[], 2, (2, 4));
        let defence = [(Development::Defence, 3)];
        let plan =
            Field { attacker: &a, defender: &d, developments: &defence, rules: RULES_VERSION }.settlement_scouting();
        assert_eq!((plan.tester, plan.difficulty), (Side::Attacker, 3), "the higher of Leadership 2 and Defence 3");
        assert_eq!(
            plan.upgrades[0].text(),
            "upgraded once: 4 skirmishers against 3 (the best Defence development) — NAR-SA-1"
        );
        assert!(!plan.automatic, "4 is not three times 3");
    }

    // NAR-SA-2: siege engines against siege engines and fortifications, ranged against
    // ranged; difficulty the higher of Leadership and Defence.
    #[test]
    fn nar_sa_2_initial_assault() {
        let a = side(&[(Tag::SiegeEngine, 2), (Tag::Ranged, 6)], 0, (3, 3));
        let d = side(&[(Tag::Fortification, 1), (Tag::Ranged, 2)], 0, (2, 2));
        let plan =
            Field { attacker: &a, defender: &d, developments: &[(Development::Defence, 4)], rules: RULES_VERSION }
                .initial_assault();
        let texts: Vec<String> = plan.upgrades.iter().map(Upgrade::text).collect();
        assert_eq!(
            texts,
            ["upgraded twice: 2 siege engines against 1 — NAR-SA-2", "upgraded twice: 6 ranged against 2 — NAR-SA-2"]
        );
        assert_eq!((plan.difficulty, plan.pool().proficiency, plan.pool().ability), (4, 3, 1));
    }

    // NAR-SA-3: once per category where the attacker has more, once per additional s of
    // phase 2; difficulty the higher of Leadership and Order.
    #[test]
    fn nar_sa_3_storming() {
        let a = side(&[(Tag::Formation, 3), (Tag::Elite, 1)], 1, (2, 2));
        let d = side(&[(Tag::Formation, 3)], 0, (3, 1));
        let plan = Field { attacker: &a, defender: &d, developments: &[(Development::Order, 4)], rules: RULES_VERSION }
            .storming(2);
        let why: Vec<&str> = plan.upgrades.iter().map(|u| u.why.as_str()).collect();
        assert_eq!(
            why,
            ["6 units against 4", "1 elite against 0", "2 additional successes in the assault"],
            "formations are level"
        );
        assert_eq!(plan.upgrades.iter().map(|u| u.times).sum::<u8>(), 4);
        assert_eq!(plan.difficulty, 4);
    }

    // NAR-FA-1…3: scouting by skirmishers; the engagement by ranged and cavalry; the full
    // engagement by categories and the tester's additional successes.
    #[test]
    fn nar_fa_field_attack_tests() {
        let a = side(&[(Tag::Skirmishers, 1), (Tag::Cavalry, 3), (Tag::HeavyCavalry, 2)], 0, (2, 2));
        let d = side(&[(Tag::Skirmishers, 3), (Tag::Ranged, 1), (Tag::Phalanx, 1)], 0, (3, 3));
        let f = Field { attacker: &a, defender: &d, developments: &[], rules: RULES_VERSION };
        let scout = f.field_scouting(Side::Defender);
        assert_eq!((scout.leadership, scout.difficulty, scout.upgrades[0].times), (3, 2, 2), "NAR-FA-1");
        assert!(f.field_scouting(Side::Attacker).upgrades.is_empty());
        let engage = f.initial_engagement(Side::Attacker);
        assert_eq!(engage.upgrades.len(), 1, "NAR-FA-2: no ranged, 3 cavalry against none");
        assert_eq!(engage.upgrades[0].text(), "upgraded twice: 3 cavalry against 0 — NAR-FA-2");
        let full = f.full_engagement(Side::Attacker, 1);
        let why: Vec<&str> = full.upgrades.iter().map(|u| u.why.as_str()).collect();
        assert_eq!(
            why,
            ["7 units against 6", "2 heavy cavalry against 0", "1 additional success in the engagement"],
            "NAR-FA-3: the defender's phalanx is not counted for the attacker"
        );
    }

    // NAR-SA-4, NAR-FA-4: the pursuit, by additional successes (or failures for a
    // defending victor) of phase 3, against the loser's Leadership.
    #[test]
    fn nar_sa_4_pursuit() {
        let p = pursuit(Side::Defender, 3, 2, 2, TestRule::SettlementPursuit);
        assert_eq!(p.upgrades[0].text(), "upgraded twice: 2 additional failures in the attack — NAR-SA-4");
        assert_eq!((p.difficulty, p.pool().proficiency, p.pool().ability), (2, 2, 1));
        assert!(pursuit(Side::Attacker, 3, 2, 0, TestRule::FieldPursuit).upgrades.is_empty());
    }
}
