//! A narrative battle in progress (RULES §9): its phase, the steps waiting for a choice or
//! the dice, every test rolled, what is excluded or disabled, who fell. The rules that
//! move it on are in `rules/narrative/`.

pub mod dice;
pub mod forces;
pub mod plans;
pub mod symbols;

use super::hex::Hex;
use super::ids::Side;
use super::ids::TokenId;
use super::module_parts::ModuleCommand;
use crate::message;
use crate::words::message::{InWords, Message};
use dice::{Die, Outcome};
use forces::{Development, Tag};
use plans::TestPlan;
use serde::{Deserialize, Serialize};
use symbols::Effect;

/// One unit of an army in the battle.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
pub struct UnitRef {
    pub army: TokenId,
    pub unit: u8,
}

/// The phases, in the order they come (§9.4 settlement attack, §9.5 field attack).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum NarrativePhase {
    /// `NAR-SA-1`
    SettlementScouting,
    /// `NAR-SA-2`
    InitialAssault,
    /// `NAR-SA-3`
    Storming,
    /// `NAR-FA-1`, the attacker's test then the defender's.
    FieldScouting,
    /// `NAR-FA-2`
    InitialEngagement,
    /// `NAR-FA-3`
    FullEngagement,
    /// `NAR-SA-4`, `NAR-FA-4`
    Retreat,
    /// `NAR-SYM-2`
    Recovery,
}

/// What a scout's pass lets it pick (`NAR-SA-1`, `NAR-FA-1`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Pick {
    /// Enemy units carrying one of these tags are excluded from the next count.
    Exclude(Vec<Tag>),
    /// Defender developments are disabled for the battle.
    Disable,
}

/// A step of the battle waiting for someone.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum NarrativeStep {
    /// `NAR-1`: an army fights without a roster: its owner accepts the suggested one.
    Roster { army: TokenId },
    /// The next test: roll its dice (or, automatic, take its success).
    Test(TestPlan),
    /// `NAR-SA-1`: the defender's scouts passed: meet the attacker in the field, or stay.
    Sortie,
    /// `NAR-SA-1`, `NAR-FA-1`: `side` may pick `left` more.
    Pick { side: Side, left: u8, pick: Pick },
    /// `NAR-SYM-1`: a unit or character falls, chosen by the effect's chooser.
    Victim(Effect),
    /// `NAR-SA-4`: the victor regroups or pursues.
    Retreat,
    /// `NAR-SYM-2`: one die for each fallen unit.
    Recovery,
    /// `DOM-3`: `army` force-marched: its owner leaves `left` more of its units out of
    /// every count of this battle.
    Worn { army: TokenId, left: u8 },
}

/// A test as it was rolled (or passed automatically).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TestRecord {
    pub plan: TestPlan,
    /// The dice, in the pool's order, and the number each showed; empty when automatic.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub dice: Vec<(Die, u8)>,
    pub outcome: Outcome,
}

/// The narrative battle's own record, kept in `Battle::narrative`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct NarrativeBattle {
    /// A settlement attack (§9.4) or a field attack (§9.5).
    pub settlement: bool,
    /// `NAR-1`: the chooser holds the tile, so it defends: the sides are the battle's
    /// the other way round.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub swapped: bool,
    pub phase: NarrativePhase,
    /// The steps waiting, first first; when empty the phase's test is planned.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub queue: Vec<NarrativeStep>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub tests: Vec<TestRecord>,
    /// Units left out of a phase's count, and the phase (`NAR-SA-1`: siege engines from
    /// the assault, a formation from the storm; `NAR-FA-1`: the next phase).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub excluded: Vec<(UnitRef, NarrativePhase)>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub disabled: Vec<Development>,
    /// Destroyed units and fallen characters, for the recovery rolls.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub fallen: Vec<UnitRef>,
    /// The side that tests the initial engagement (the better scout, or the sortie).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub engages: Option<Side>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub victor: Option<Side>,
    /// `NAR-SA-4`: the victor chose Regroup.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub regroup: bool,
    /// `DOM-3`: units worn out by a forced march, left out of every count.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub worn: Vec<UnitRef>,
}

/// The narrative resolver's commands.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum NarrativeCommand {
    /// `NAR-1`: take the suggested roster for an army that has none.
    AcceptRoster { army: TokenId },
    /// `NAR-SA-1`: the defender meets the attacker in the field (or stays).
    Sortie { meet: bool },
    /// `NAR-SA-1`, `NAR-FA-1`, `NAR-SYM-1`: this unit is excluded, or falls.
    Unit { unit: UnitRef },
    /// `NAR-SA-1`: this development is disabled for the battle.
    Disable { development: Development },
    /// `NAR-SA-1`, `NAR-FA-1`: pick nothing more.
    Done,
    /// `NAR-SA-4`: regroup (or pursue).
    Regroup { regroup: bool },
    /// `NAR-2`: the settlement at `hex` has these developments from now on (rated 1–5).
    SetDevelopments { hex: Hex, developments: Vec<(Development, u8)> },
}

/// A narrative battle's answers are given on the decision card, not on the map.
impl ModuleCommand for NarrativeCommand {}

impl InWords for NarrativeCommand {
    fn in_words(&self) -> Message {
        match self {
            NarrativeCommand::AcceptRoster { army } => message!("cmd-accept-roster", army = *army),
            NarrativeCommand::Sortie { meet: true } => message!("cmd-sortie"),
            NarrativeCommand::Sortie { meet: false } => message!("cmd-stay-behind"),
            NarrativeCommand::Unit { unit } => message!("cmd-unit", unit = u32::from(unit.unit) + 1, army = unit.army),
            NarrativeCommand::Disable { development: d } => message!("cmd-disable", development = d.in_words()),
            NarrativeCommand::Done => message!("cmd-done"),
            NarrativeCommand::Regroup { regroup: true } => message!("cmd-regroup"),
            NarrativeCommand::Regroup { regroup: false } => message!("cmd-pursuit"),
            NarrativeCommand::SetDevelopments { hex, .. } => {
                message!("cmd-set-developments", tile = crate::engine::map::Map::label(*hex))
            }
        }
    }
}

/// The narrative resolver's events.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum NarrativeEvent {
    /// The battle's record moves on (shown by the pending decision, not told).
    Stepped(Box<NarrativeBattle>),
    /// A test's dice and result (or its automatic success).
    Tested(TestRecord),
    /// A unit is left out of the next count, or falls, or a development is disabled.
    Excluded {
        unit: UnitRef,
        name: String,
    },
    Fell {
        unit: UnitRef,
        name: String,
    },
    /// `DOM-3`: a unit worn out by a forced march is left out of every count.
    Worn {
        unit: UnitRef,
        name: String,
    },
    Disabled {
        development: Development,
    },
    /// `NAR-SYM-2`: a fallen unit's recovery roll: lost, back reduced, or back intact.
    Recovered {
        unit: UnitRef,
        name: String,
        face: u8,
        /// The +1 of a victor that regrouped, added to `face`.
        #[serde(default)]
        bonus: u8,
        result: Recovery,
    },
    /// `NAR-SA-4`: the victor regroups (+1 to its recovery rolls) or pursues.
    Regrouped {
        victor: Side,
        regroup: bool,
    },
    /// `NAR-SYM-2`: a character back reduced misses the army's next battle (or has missed it).
    Resting {
        unit: UnitRef,
        resting: bool,
    },
    /// `NAR-1`: an army takes the suggested roster.
    Mustered {
        army: TokenId,
    },
    /// `NAR-2`: a settlement's developments are set.
    Developed {
        hex: Hex,
        developments: Vec<(Development, u8)>,
    },
}

/// `NAR-SYM-2`: what a recovery roll gives.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Recovery {
    Lost,
    Reduced,
    Intact,
}

impl Recovery {
    /// 1–2 lost for good, 3–4 back reduced, 5–6 back intact (after the +1 for Regroup).
    pub fn of(total: u8) -> Recovery {
        match total {
            0..=2 => Recovery::Lost,
            3 | 4 => Recovery::Reduced,
            _ => Recovery::Intact,
        }
    }
}

/// The narrative resolver's decisions.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum NarrativeDecision {
    Roster {
        army: TokenId,
    },
    /// Roll these dice (faces are the die's numbers, 1 to its sides).
    Test {
        plan: TestPlan,
        dice: Vec<Die>,
        chance: (u128, u128),
    },
    Sortie,
    Pick {
        left: u8,
        units: Vec<UnitRef>,
        developments: Vec<Development>,
    },
    Victim {
        effect: Effect,
        units: Vec<UnitRef>,
    },
    /// `NAR-SA-4` (or `NAR-FA-4` after a field attack): regroup or pursue.
    Retreat {
        field: bool,
    },
    /// `DOM-3`: leave one of these units of a force-marched army out of every count.
    LeaveOut {
        army: TokenId,
        left: u8,
        units: Vec<UnitRef>,
    },
}

impl NarrativeDecision {
    /// The rule that asks it.
    pub fn rule(&self) -> &'static str {
        match self {
            NarrativeDecision::Roster { .. } => "NAR-1",
            NarrativeDecision::Test { plan, .. } => plan.rule.id(),
            NarrativeDecision::Sortie | NarrativeDecision::Pick { .. } => "NAR-SA-1",
            NarrativeDecision::Victim { .. } => "NAR-SYM-1",
            NarrativeDecision::LeaveOut { .. } => "DOM-3",
            NarrativeDecision::Retreat { field: false } => "NAR-SA-4",
            NarrativeDecision::Retreat { field: true } => "NAR-FA-4",
        }
    }

    /// Its sentence for the phase bar: `said` words a prompt with who decides, `side`
    /// names the kingdom on a side of the battle.
    pub fn prompt(&self, said: impl Fn(&str) -> Message, side: impl Fn(Side) -> String) -> Message {
        match self {
            NarrativeDecision::Roster { army } => said("prompt-roster").with("army", *army),
            NarrativeDecision::Test { plan, .. } => {
                message!("prompt-test", side = side(plan.tester), test = plan.rule.word(), rule = plan.rule.id())
            }
            NarrativeDecision::Sortie => said("prompt-sortie"),
            NarrativeDecision::Pick { left, .. } => said("prompt-pick").with("left", *left),
            NarrativeDecision::Victim { .. } => said("prompt-victim"),
            NarrativeDecision::LeaveOut { army, left, .. } => {
                said("prompt-leave-out").with("army", *army).with("left", *left)
            }
            NarrativeDecision::Retreat { .. } => said("prompt-narrative-retreat"),
        }
    }
}
