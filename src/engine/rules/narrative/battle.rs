//! A narrative battle, phase by phase (RULES §9.4, §9.5): rosters asked for, each test
//! planned and rolled, scouting's picks, symbols spent on victims (`NAR-SYM-1`), the
//! victor's regroup or pursuit, recovery (`NAR-SYM-2`), then §4.6 results (`NAR-5`).
//! After every command the steps that need nobody's choice run at once (`advance`).

use super::plans::{pursuit, Field};
use super::symbols::effects;
use crate::engine::battle::{Battle, Side};
use crate::engine::command::Command;
use crate::engine::decision::{Decider, Decision, DecisionKind};
use crate::engine::dice::RollPurpose;
use crate::engine::error::RuleError;
use crate::engine::event::{Event, Loss};
use crate::engine::hex::Hex;
use crate::engine::narrative::dice::Outcome;
use crate::engine::narrative::forces::{Development, SideCount, Tag};
use crate::engine::narrative::plans::{TestPlan, TestRule};
use crate::engine::narrative::symbols::Effect;
use crate::engine::narrative::{
    NarrativeBattle, NarrativeCommand, NarrativeDecision, NarrativeEvent, NarrativePhase, NarrativeStep, Pick,
    Recovery, TestRecord, UnitRef,
};
use crate::engine::rules::battle::forces::forces;
use crate::engine::rules::battle::results;
use crate::engine::rules::roster::suggested_roster;
use crate::engine::rules::seam::{Ctx, Emitter};
use crate::engine::ruleset::{Options, Resolver, CLARIFIED, DEVELOPMENTS_HELD};
use crate::engine::state::{KingdomId, State, TokenId, Unit};

fn emit(out: &mut Emitter, e: NarrativeEvent) {
    out.emit(Event::Narrative(e));
}

fn stepped(out: &mut Emitter, nb: NarrativeBattle) {
    emit(out, NarrativeEvent::Stepped(Box::new(nb)));
}

/// The kingdom on `side` (`NAR-1`).
pub fn kingdom(b: &Battle, nb: &NarrativeBattle, side: Side) -> KingdomId {
    b.narrative_kingdom(nb, side)
}

/// The armies fighting for `side`: its upright armies not paired with a ship (`NAR-1`);
/// rules 3 on, less those that sit the battle out (`DOM-7`, `DOM-6` 2).
fn armies(state: &State, b: &Battle, nb: &NarrativeBattle, side: Side) -> Vec<TokenId> {
    let mut armies = forces(state, b.hex, kingdom(b, nb, side)).armies;
    if state.rules >= CLARIFIED {
        armies.retain(|t| !b.sits_out(*t));
    }
    armies
}

/// `side`'s units still in the fight: not fallen, not resting (`NAR-SYM-2`).
fn units<'a>(state: &'a State, b: &Battle, nb: &NarrativeBattle, side: Side) -> Vec<(UnitRef, &'a Unit)> {
    armies(state, b, nb, side)
        .into_iter()
        .filter_map(|army| state.armies.get(&army).map(|a| (army, a)))
        .flat_map(|(army, a)| a.units.iter().enumerate().map(move |(i, u)| (UnitRef { army, unit: i as u8 }, u)))
        .filter(|(r, u)| !nb.fallen.contains(r) && !nb.worn.contains(r) && !u.resting)
        .collect()
}

/// `DOM-3`: the units of `army` its owner may still leave out for its forced march.
pub(super) fn wearable(state: &State, nb: &NarrativeBattle, army: TokenId) -> Vec<UnitRef> {
    let Some(a) = state.armies.get(&army) else { return Vec::new() };
    (0..a.units.len() as u8)
        .map(|unit| UnitRef { army, unit })
        .filter(|r| !nb.fallen.contains(r) && !nb.worn.contains(r))
        .collect()
}

/// A side's count for the coming test, without the units excluded from it.
fn count(state: &State, b: &Battle, nb: &NarrativeBattle, side: Side) -> SideCount {
    let list = units(state, b, nb, side);
    let counted = list.iter().filter(|(r, _)| !nb.excluded.contains(&(*r, nb.phase)));
    SideCount::of_parts(counted.map(|(_, u)| (u.tags.as_slice(), u.character)))
}

/// `NAR-2`: the defender's settlement's developments still enabled.
fn developments(state: &State, b: &Battle, nb: &NarrativeBattle) -> Vec<(Development, u8)> {
    let Some(s) = state.tile(b.hex).and_then(|t| t.settlement.as_ref()) else { return Vec::new() };
    s.developments().into_iter().filter(|(d, _)| !nb.disabled.contains(d)).collect()
}

/// The test of the current phase.
pub(super) fn plan(state: &State, b: &Battle, nb: &NarrativeBattle) -> TestPlan {
    let (a, d) = (count(state, b, nb, Side::Attacker), count(state, b, nb, Side::Defender));
    let devs = developments(state, b, nb);
    let f = Field { attacker: &a, defender: &d, developments: &devs, rules: state.rules };
    let in_phase = |rule: TestRule| nb.tests.iter().filter(|t| t.plan.rule == rule).collect::<Vec<_>>();
    match nb.phase {
        NarrativePhase::SettlementScouting => f.settlement_scouting(),
        NarrativePhase::InitialAssault => f.initial_assault(),
        NarrativePhase::Storming => {
            let assault = in_phase(TestRule::InitialAssault);
            f.storming(assault.last().map_or(0, |t| t.outcome.additional()))
        }
        NarrativePhase::FieldScouting => {
            let tester = if in_phase(TestRule::FieldScouting).is_empty() { Side::Attacker } else { Side::Defender };
            f.field_scouting(tester)
        }
        NarrativePhase::InitialEngagement => f.initial_engagement(nb.engages.unwrap_or(Side::Attacker)),
        NarrativePhase::FullEngagement => {
            let engagement = in_phase(TestRule::InitialEngagement);
            let last = engagement.last();
            let passed = last.is_some_and(|t| t.outcome.passes());
            let first = last.map_or(Side::Attacker, |t| t.plan.tester);
            let tester = if passed { first } else { first.other() };
            f.full_engagement(tester, if passed { last.map_or(0, |t| t.outcome.additional()) } else { 0 })
        }
        NarrativePhase::Retreat | NarrativePhase::Recovery => {
            let victor = nb.victor.unwrap_or(Side::Attacker);
            let lead = |s: Side| if s == Side::Attacker { a.lead() } else { d.lead() };
            let decisive =
                nb.tests.iter().rev().find(|t| matches!(t.plan.rule, TestRule::Storming | TestRule::FullEngagement));
            let additional = decisive.map_or(0, |t| {
                if t.plan.tester == victor {
                    t.outcome.additional()
                } else {
                    u8::try_from(-t.outcome.successes - 1).unwrap_or(0)
                }
            });
            let rule = if nb.settlement { TestRule::SettlementPursuit } else { TestRule::FieldPursuit };
            pursuit(victor, lead(victor).leadership, lead(victor.other()).leadership, additional, rule)
        }
    }
}

/// The battle begins (rules version 2 on): the tile's controller defends (`NAR-1`); a
/// settlement it holds there makes it a settlement attack; armies without a roster are
/// asked for one first. Rules 3 on, a tile held by a kingdom that is no side of the battle
/// changes nothing (`NAR-1`), and an ambush is a field attack whose ambusher, the
/// defender, has won scouting with no test (`DOM-6` 3).
pub fn begin(out: &mut Emitter, ctx: &Ctx) {
    let Some(b) = out.state().battle.clone() else { return };
    let state = out.state();
    let clarified = state.rules >= CLARIFIED;
    let ambush = clarified && b.domain.as_ref().is_some_and(|e| e.ambush);
    let controller =
        state.control(b.hex).filter(|c| !clarified || *c == b.attacker || *c == b.defender).filter(|_| !ambush);
    let swapped = controller == Some(b.attacker);
    let settlement = controller.is_some() && state.tile(b.hex).is_some_and(|t| t.settlement.is_some());
    let phase = match (settlement, ambush) {
        (true, _) => NarrativePhase::SettlementScouting,
        (false, true) => NarrativePhase::InitialEngagement,
        (false, false) => NarrativePhase::FieldScouting,
    };
    let mut nb = NarrativeBattle {
        settlement,
        swapped,
        phase,
        queue: Vec::new(),
        tests: Vec::new(),
        excluded: Vec::new(),
        disabled: Vec::new(),
        fallen: Vec::new(),
        engages: ambush.then_some(Side::Defender),
        victor: None,
        regroup: false,
        worn: Vec::new(),
    };
    let fighting: Vec<TokenId> = Side::BOTH.into_iter().flat_map(|s| armies(state, &b, &nb, s)).collect();
    nb.queue = fighting
        .iter()
        .filter(|a| state.armies.get(a).is_some_and(|a| a.units.is_empty()))
        .map(|army| NarrativeStep::Roster { army: *army })
        .collect();
    // DOM-3: the forced-march hits, one unit left out per hit, once the rosters stand.
    nb.queue.extend(
        fighting
            .iter()
            .filter(|a| b.tired(**a) > 0)
            .map(|army| NarrativeStep::Worn { army: *army, left: b.tired(*army) }),
    );
    stepped(out, nb);
    advance(out, ctx);
}

/// The step at the head of the queue, planning the phase's test when it is empty.
pub(super) fn head(state: &State, b: &Battle, nb: &NarrativeBattle) -> NarrativeStep {
    match nb.queue.first() {
        Some(step) => step.clone(),
        None if nb.phase == NarrativePhase::Recovery => NarrativeStep::Recovery,
        None if nb.phase == NarrativePhase::Retreat && nb.victor.is_some() => NarrativeStep::Retreat,
        None => NarrativeStep::Test(plan(state, b, nb)),
    }
}

pub(super) fn candidates(state: &State, b: &Battle, nb: &NarrativeBattle, effect: Effect) -> Vec<UnitRef> {
    let (victim, character) = match effect {
        Effect::Unit { victim, .. } => (victim, false),
        Effect::Character { victim, .. } => (victim, true),
    };
    units(state, b, nb, victim)
        .into_iter()
        .filter(|(_, u)| u.character.is_some() == character)
        .map(|(r, _)| r)
        .collect()
}

/// What a pick may take: enemy units carrying the tags, or enabled developments.
pub(super) fn pickable(
    state: &State,
    b: &Battle,
    nb: &NarrativeBattle,
    side: Side,
    pick: &Pick,
) -> (Vec<UnitRef>, Vec<Development>) {
    match pick {
        Pick::Exclude(tags) => {
            let units = units(state, b, nb, side.other())
                .into_iter()
                .filter(|(r, u)| !nb.excluded.iter().any(|(x, _)| x == r) && u.tags.iter().any(|t| tags.contains(t)))
                .map(|(r, _)| r)
                .collect();
            (units, Vec::new())
        }
        Pick::Disable => (Vec::new(), developments(state, b, nb).into_iter().map(|(d, _)| d).collect()),
    }
}

/// The pending decision of a narrative battle.
pub fn decision(state: &State, b: &Battle, nb: &NarrativeBattle) -> Decision {
    let kingdom = |s: Side| Decider::Kingdom(kingdom(b, nb, s));
    let (who, d) = match head(state, b, nb) {
        NarrativeStep::Roster { army } => {
            let owner = state.armies.get(&army).map_or(b.attacker, |a| a.kingdom);
            (Decider::Kingdom(owner), NarrativeDecision::Roster { army })
        }
        NarrativeStep::Test(plan) => {
            let pool = plan.pool();
            (Decider::Table, NarrativeDecision::Test { dice: pool.dice(), chance: pool.pass_chance(), plan })
        }
        NarrativeStep::Sortie => (kingdom(Side::Defender), NarrativeDecision::Sortie),
        NarrativeStep::Pick { side, left, pick } => {
            let (units, developments) = pickable(state, b, nb, side, &pick);
            (kingdom(side), NarrativeDecision::Pick { left, units, developments })
        }
        NarrativeStep::Victim(effect) => {
            let chooser = match effect {
                Effect::Unit { chooser, .. } | Effect::Character { chooser, .. } => chooser,
            };
            (kingdom(chooser), NarrativeDecision::Victim { effect, units: candidates(state, b, nb, effect) })
        }
        NarrativeStep::Retreat => {
            (kingdom(nb.victor.unwrap_or(Side::Attacker)), NarrativeDecision::Retreat { field: !nb.settlement })
        }
        NarrativeStep::Recovery => {
            let kind = DecisionKind::Roll { purpose: RollPurpose::Recovery, count: nb.fallen.len(), sides: 6 };
            return Decision { who: Decider::Table, kind };
        }
        NarrativeStep::Worn { army, left } => {
            let owner = state.armies.get(&army).map_or(b.attacker, |a| a.kingdom);
            (Decider::Kingdom(owner), NarrativeDecision::LeaveOut { army, left, units: wearable(state, nb, army) })
        }
    };
    Decision { who, kind: DecisionKind::Narrative(d) }
}

/// The commands that answer a narrative decision (table dice: the action named with the
/// lowest faces; `check` validates what is typed in).
pub fn answers(d: &NarrativeDecision, table: bool) -> Vec<Command> {
    let n = |c| Command::Narrative(c);
    match d {
        NarrativeDecision::Roster { army } => vec![n(NarrativeCommand::AcceptRoster { army: *army })],
        NarrativeDecision::Test { dice, .. } => {
            vec![Command::Roll { faces: table.then(|| vec![1; dice.len()]) }]
        }
        NarrativeDecision::Sortie => {
            vec![n(NarrativeCommand::Sortie { meet: true }), n(NarrativeCommand::Sortie { meet: false })]
        }
        NarrativeDecision::Pick { units, developments, .. } => units
            .iter()
            .map(|u| n(NarrativeCommand::Unit { unit: *u }))
            .chain(developments.iter().map(|d| n(NarrativeCommand::Disable { development: *d })))
            .chain([n(NarrativeCommand::Done)])
            .collect(),
        NarrativeDecision::Victim { units, .. } | NarrativeDecision::LeaveOut { units, .. } => {
            units.iter().map(|u| n(NarrativeCommand::Unit { unit: *u })).collect()
        }
        NarrativeDecision::Retreat { .. } => {
            vec![n(NarrativeCommand::Regroup { regroup: true }), n(NarrativeCommand::Regroup { regroup: false })]
        }
    }
}

fn unit_name(state: &State, r: UnitRef) -> String {
    crate::engine::rules::roster::unit_name(state, r.army, r.unit)
}

/// The test's result is in: record it and queue what follows (`NAR-SA-*`, `NAR-FA-*`).
fn tested(out: &mut Emitter, mut nb: NarrativeBattle, record: TestRecord) {
    emit(out, NarrativeEvent::Tested(record.clone()));
    after_test(&mut nb, record);
    stepped(out, nb);
}

/// What a test's result leads to: the picks, victims and phase that follow, and the
/// victor once there is one (`NAR-SA-*`, `NAR-FA-*`).
pub(super) fn after_test(nb: &mut NarrativeBattle, record: TestRecord) {
    let (tester, outcome) = (record.plan.tester, record.outcome);
    let pass = outcome.passes();
    // Picks spend successes first, then pairs of advantages (`NAR-SYM-1` [design]).
    let budget = if pass { u8::try_from(outcome.successes + outcome.advantages.max(0) / 2).unwrap_or(0) } else { 0 };
    nb.tests.push(record);
    let tested = nb.phase;
    nb.excluded.retain(|(_, p)| *p != tested);
    let mut queue: Vec<NarrativeStep> = Vec::new();
    let symbols = |spent| effects(tester, outcome, spent).into_iter().map(NarrativeStep::Victim);
    match nb.phase {
        NarrativePhase::SettlementScouting => {
            if pass && tester == Side::Defender {
                queue.push(NarrativeStep::Sortie);
                let pick = Pick::Exclude(vec![Tag::SiegeEngine, Tag::Formation]);
                queue.push(NarrativeStep::Pick { side: tester, left: budget, pick });
            } else if pass {
                queue.push(NarrativeStep::Pick { side: tester, left: budget, pick: Pick::Disable });
            } else {
                queue.extend(symbols(0));
            }
            nb.phase = NarrativePhase::InitialAssault;
        }
        NarrativePhase::InitialAssault => {
            queue.extend(symbols(0));
            if pass {
                nb.phase = NarrativePhase::Storming;
            } else {
                nb.victor = Some(Side::Defender);
                nb.phase = NarrativePhase::Retreat;
            }
        }
        NarrativePhase::Storming | NarrativePhase::FullEngagement => {
            queue.extend(symbols(0));
            nb.victor = Some(if pass { tester } else { tester.other() });
            nb.phase = NarrativePhase::Retreat;
        }
        NarrativePhase::FieldScouting => {
            if pass {
                queue.push(NarrativeStep::Pick {
                    side: tester,
                    left: budget,
                    pick: Pick::Exclude(vec![Tag::Formation]),
                });
            } else {
                queue.extend(symbols(0));
            }
            let scouts: Vec<&TestRecord> = nb.tests.iter().filter(|t| t.plan.rule == TestRule::FieldScouting).collect();
            if let [a, d] = scouts.as_slice() {
                // NAR-FA-2 [design]: more net successes scout better; ties to the attacker.
                nb.engages =
                    Some(if d.outcome.successes > a.outcome.successes { Side::Defender } else { Side::Attacker });
                nb.phase = NarrativePhase::InitialEngagement;
            }
        }
        NarrativePhase::InitialEngagement => {
            queue.extend(symbols(0));
            nb.phase = NarrativePhase::FullEngagement;
        }
        NarrativePhase::Retreat => {
            // NAR-SA-4: each net s or aa of the pursuit is one more casualty of the
            // victor's choice; what is left is spent as NAR-SYM-1 says.
            let victor = tester;
            let pairs = outcome.advantages.max(0) / 2;
            let hits = if pass { outcome.successes } else { 0 } + pairs;
            for _ in 0..hits {
                queue.push(NarrativeStep::Victim(Effect::Unit { victim: victor.other(), chooser: victor }));
            }
            queue.extend(symbols(u8::try_from(pairs * 2).unwrap_or(0)));
            nb.phase = NarrativePhase::Recovery;
        }
        NarrativePhase::Recovery => {}
    }
    nb.queue = queue;
}

/// Runs a command that answers the pending narrative decision (`check` accepted it).
pub fn execute(out: &mut Emitter, ctx: &Ctx, command: &Command) {
    let Some(b) = out.state().battle.clone() else { return };
    let Some(mut nb) = b.narrative.as_deref().cloned() else { return };
    let state = out.state();
    match (head(state, &b, &nb), command) {
        (NarrativeStep::Roster { army }, Command::Narrative(NarrativeCommand::AcceptRoster { .. })) => {
            if state.armies.get(&army).is_some_and(|a| a.units.is_empty()) {
                for unit in suggested_roster() {
                    out.emit(Event::UnitAdded { army, unit });
                }
                emit(out, NarrativeEvent::Mustered { army });
            }
            nb.queue.remove(0);
            stepped(out, nb);
        }
        (NarrativeStep::Test(plan), Command::Roll { faces }) => {
            let pool = plan.pool();
            let dice = pool.dice();
            let f = match faces {
                Some(f) => f.clone(),
                None => dice.iter().map(|d| ctx.faces(&None, 1, d.sides())[0]).collect(),
            };
            let record = TestRecord {
                dice: dice.into_iter().zip(f.iter().copied()).collect(),
                outcome: Outcome::of(pool.read(&f)),
                plan,
            };
            tested(out, nb, record);
        }
        (NarrativeStep::Sortie, Command::Narrative(NarrativeCommand::Sortie { meet })) => {
            nb.queue.remove(0);
            if *meet {
                // NAR-SA-1: the defender meets the attacker in the field, at the initial
                // engagement, as the scouting winner; its picks are forgone.
                nb.queue.retain(|s| !matches!(s, NarrativeStep::Pick { .. }));
                let last = nb.tests.last().map(|t| (t.plan.tester, t.outcome));
                if let Some((tester, outcome)) = last {
                    nb.queue.extend(effects(tester, outcome, 0).into_iter().map(NarrativeStep::Victim));
                }
                nb.settlement = false;
                nb.engages = Some(Side::Defender);
                nb.phase = NarrativePhase::InitialEngagement;
            }
            stepped(out, nb);
        }
        (NarrativeStep::Pick { side, left, pick }, Command::Narrative(c)) => {
            match c {
                NarrativeCommand::Unit { unit } => {
                    nb.excluded.push((*unit, excluded_from(out.state(), &nb, *unit)));
                    emit(out, NarrativeEvent::Excluded { unit: *unit, name: unit_name(out.state(), *unit) });
                }
                NarrativeCommand::Disable { development } => {
                    nb.disabled.push(*development);
                    emit(out, NarrativeEvent::Disabled { development: *development });
                }
                _ => {}
            }
            let done = matches!(c, NarrativeCommand::Done) || left <= 1;
            nb.queue[0] = NarrativeStep::Pick { side, left: left.saturating_sub(1), pick };
            if done {
                finish_picks(&mut nb);
            }
            stepped(out, nb);
        }
        (NarrativeStep::Worn { army, left }, Command::Narrative(NarrativeCommand::Unit { unit })) => {
            emit(out, NarrativeEvent::Worn { unit: *unit, name: unit_name(out.state(), *unit) });
            nb.worn.push(*unit);
            nb.queue[0] = NarrativeStep::Worn { army, left: left.saturating_sub(1) };
            stepped(out, nb);
        }
        (NarrativeStep::Victim(_), Command::Narrative(NarrativeCommand::Unit { unit })) => {
            emit(out, NarrativeEvent::Fell { unit: *unit, name: unit_name(out.state(), *unit) });
            nb.fallen.push(*unit);
            nb.queue.remove(0);
            stepped(out, nb);
        }
        (NarrativeStep::Retreat, Command::Narrative(NarrativeCommand::Regroup { regroup })) => {
            let victor = nb.victor.unwrap_or(Side::Attacker);
            emit(out, NarrativeEvent::Regrouped { victor, regroup: *regroup });
            nb.regroup = *regroup;
            if *regroup {
                nb.phase = NarrativePhase::Recovery;
            }
            if !*regroup {
                // Pursuing: the pursuit's test is next.
                nb.queue = vec![NarrativeStep::Test(plan(out.state(), &b, &nb))];
            }
            stepped(out, nb);
        }
        (NarrativeStep::Recovery, Command::Roll { faces }) => {
            let f = ctx.faces(faces, nb.fallen.len(), 6);
            out.emit(Event::DiceRolled { purpose: RollPurpose::Recovery, by: None, faces: f.clone() });
            recover(out, ctx, &b, &nb, &f);
            return;
        }
        _ => return,
    }
    advance(out, ctx);
}

/// The phase a scout's pick keeps `unit` out of: with a settlement attack, a siege engine
/// the assault, a formation the storm (`NAR-SA-1`); with a field attack, the full
/// engagement where formations count (`NAR-FA-1`; the next phase before rules 3).
pub(super) fn excluded_from(state: &State, nb: &NarrativeBattle, unit: UnitRef) -> NarrativePhase {
    let siege = state
        .armies
        .get(&unit.army)
        .and_then(|a| a.units.get(usize::from(unit.unit)))
        .is_some_and(|u| u.tags.contains(&Tag::SiegeEngine));
    match (nb.settlement, siege) {
        (true, true) => NarrativePhase::InitialAssault,
        (true, false) => NarrativePhase::Storming,
        // Formations count only in the full engagement (rules 3 on).
        (false, _) if state.rules >= CLARIFIED => NarrativePhase::FullEngagement,
        (false, _) => NarrativePhase::InitialEngagement,
    }
}

/// The picks are over: the test's symbols are spent, less the advantages the picks used.
pub(super) fn finish_picks(nb: &mut NarrativeBattle) {
    let Some(NarrativeStep::Pick { left, side, .. }) = nb.queue.first().cloned() else { return };
    nb.queue.remove(0);
    let Some(last) = nb.tests.last() else { return };
    let budget = u8::try_from(last.outcome.successes + last.outcome.advantages.max(0) / 2).unwrap_or(0);
    let used = budget.saturating_sub(left);
    let spent = 2 * used.saturating_sub(u8::try_from(last.outcome.successes).unwrap_or(0));
    let victims: Vec<NarrativeStep> =
        effects(side, last.outcome, spent).into_iter().map(NarrativeStep::Victim).collect();
    nb.queue.splice(0..0, victims);
}

/// `NAR-SYM-2`: each fallen unit's roll (+1 for a victor that regrouped): lost for good,
/// back reduced (Unit Strength −1; a character misses the next battle), or back intact;
/// then the battle is decided (`NAR-5`).
pub(super) fn recover(out: &mut Emitter, ctx: &Ctx, b: &Battle, nb: &NarrativeBattle, faces: &[u8]) {
    let victor_kingdom = kingdom(b, nb, nb.victor.unwrap_or(Side::Attacker));
    let mut lost: Vec<UnitRef> = Vec::new();
    for (unit, face) in nb.fallen.iter().zip(faces) {
        let bonus =
            u8::from(nb.regroup && out.state().armies.get(&unit.army).is_some_and(|a| a.kingdom == victor_kingdom));
        let result = Recovery::of(face + bonus);
        let name = unit_name(out.state(), *unit);
        emit(out, NarrativeEvent::Recovered { unit: *unit, name: name.clone(), face: *face, bonus, result });
        match result {
            Recovery::Lost => lost.push(*unit),
            Recovery::Reduced => {
                out.emit(Event::UnitStrengthChanged { army: unit.army, unit: unit.unit, name, by: -1 });
                let character = out.state().armies.get(&unit.army).and_then(|a| a.units.get(usize::from(unit.unit)));
                if character.is_some_and(|u| u.character.is_some()) {
                    emit(out, NarrativeEvent::Resting { unit: *unit, resting: true });
                }
            }
            Recovery::Intact => {}
        }
    }
    // Highest index first, so the others keep their places.
    crate::sort::sort(&mut lost);
    for unit in lost.into_iter().rev() {
        let name = unit_name(out.state(), unit);
        out.emit(Event::UnitLost { army: unit.army, unit: unit.unit, name });
        // UST-4: an army that loses its last unit is removed.
        if out.state().armies.get(&unit.army).is_some_and(|a| a.units.is_empty()) {
            out.emit(Event::TokenDestroyed { token: unit.army, cause: Loss::NoUnits });
        }
    }
    decide(out, ctx, b, nb);
}

/// `NAR-5`: the victor and the loser go through §4.6 like any battle. Characters that
/// missed this battle are back for the next.
fn decide(out: &mut Emitter, ctx: &Ctx, b: &Battle, nb: &NarrativeBattle) {
    let state = out.state();
    let resting: Vec<UnitRef> = Side::BOTH
        .into_iter()
        .flat_map(|s| armies(state, b, nb, s))
        .filter_map(|army| state.armies.get(&army).map(|a| (army, a)))
        .flat_map(|(army, a)| {
            a.units.iter().enumerate().filter(|(_, u)| u.resting).map(move |(i, _)| UnitRef { army, unit: i as u8 })
        })
        .filter(|r| !nb.fallen.contains(r))
        .collect();
    for unit in resting {
        emit(out, NarrativeEvent::Resting { unit, resting: false });
    }
    let winner = nb.victor.map(|s| kingdom(b, nb, s));
    results::decide(out, ctx, winner, None);
}

/// Runs what needs no choice: automatic tests, victims and picks with one option or none,
/// recovery with nobody fallen.
pub fn advance(out: &mut Emitter, ctx: &Ctx) {
    for _ in 0..64 {
        let Some(b) = out.state().battle.clone() else { return };
        let Some(mut nb) = b.narrative.as_deref().cloned() else { return };
        let state = out.state();
        match head(state, &b, &nb) {
            NarrativeStep::Test(plan) if plan.automatic => {
                let record = TestRecord { plan, dice: Vec::new(), outcome: Outcome::AUTOMATIC };
                tested(out, nb, record);
            }
            NarrativeStep::Victim(effect) => match candidates(state, &b, &nb, effect).as_slice() {
                [] => {
                    nb.queue.remove(0);
                    stepped(out, nb);
                }
                [only] => {
                    let only = *only;
                    emit(out, NarrativeEvent::Fell { unit: only, name: unit_name(state, only) });
                    nb.fallen.push(only);
                    nb.queue.remove(0);
                    stepped(out, nb);
                }
                _ => return,
            },
            NarrativeStep::Worn { army, left } if left == 0 || wearable(state, &nb, army).is_empty() => {
                nb.queue.remove(0);
                stepped(out, nb);
            }
            NarrativeStep::Pick { side, left, pick } => {
                let (units, devs) = pickable(state, &b, &nb, side, &pick);
                if left == 0 || units.len() + devs.len() == 0 {
                    finish_picks(&mut nb);
                    stepped(out, nb);
                } else {
                    return;
                }
            }
            NarrativeStep::Recovery if nb.fallen.is_empty() => {
                decide(out, ctx, &b, &nb);
                return;
            }
            _ => return,
        }
    }
}

/// `NAR-2`: a settlement's developments are held while a battle is fought in its tile
/// (`DEVELOPMENTS_HELD`).
fn held_in_battle(state: &State, hex: Hex) -> bool {
    state.rules >= DEVELOPMENTS_HELD && state.battle.as_ref().is_some_and(|b| b.hex == hex)
}

/// `NAR-2`: whether the developments may be set: a narrative campaign, a settlement at
/// `hex`, each kind once, rated 1–5.
pub fn check_developments(
    state: &State,
    options: &Options,
    hex: Hex,
    developments: &[(Development, u8)],
) -> Result<(), RuleError> {
    let narrative = options.resolver == Resolver::Narrative;
    let settled = state.tile(hex).is_some_and(|t| t.settlement.is_some());
    let rated = developments.iter().all(|(_, r)| (1..=5).contains(r));
    let once = developments.iter().enumerate().all(|(i, (k, _))| developments[..i].iter().all(|(o, _)| o != k));
    if held_in_battle(state, hex) {
        return Err(RuleError::DevelopmentsInBattle { hex });
    }
    if narrative && settled && rated && once {
        Ok(())
    } else {
        Err(RuleError::BadDevelopments { hex })
    }
}

/// `NAR-2`: the development edits open now, one per settlement (its ratings are typed in;
/// this names the action with its current ones).
pub fn development_edits(state: &State, options: &Options) -> Vec<Command> {
    if options.resolver != Resolver::Narrative {
        return Vec::new();
    }
    state
        .map
        .hexes()
        .filter_map(|hex| {
            let s = state.tile(hex)?.settlement.as_ref().filter(|_| !held_in_battle(state, hex))?;
            Some(Command::Narrative(NarrativeCommand::SetDevelopments { hex, developments: s.developments() }))
        })
        .collect()
}
