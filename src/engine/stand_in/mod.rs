//! Stand-in kingdoms: the app answers a kingdom's decisions as a player would, by a
//! stated heuristic, in the engine's own terms. A stand-in only ever picks one of the
//! pending decision's legal answers (`Game::answers`), so its choices are ordinary
//! commands and no rule is read a second time here.
//!
//! The choice is a pure function of the campaign: every legal answer is judged (a score
//! and the reason in words), the best is taken, and a tie goes to the first in the
//! engine's order. Undo, then the same position, gives the same choice.
//!
//! The heuristic, by decision (`judge`): attack a tile only at 50% or better by the exact
//! odds (`APP-5`), else explore, take neutral and enemy ground, guard a settlement with an
//! enemy beside it; fight the battle with the best odds; allocate dice as "allocate for
//! me" does (`SIM-6`); retreat onto its own ground; in winter buy what adds the most
//! might and gathers the most without starving an army (an army while food feeds it, a
//! city from a village it can spare, else a village), placing armies spread out.
//! With the modules (`modules`): never a move `LOY-3` would refuse; leaving supply or
//! entering a rebel tile falls a band, and an army out of them heads back a step at a
//! time (`LOY-6`, `LOY-8`, `DOM-4`); the safest `LOY-4` landing; works and agitation
//! where an army stays, works first in a rebel tile of its own; pillage and plunder for gold, marching within the allowance
//! (`DOM-3`); engage at good odds, else pillage or evade; in a narrative battle, strike the
//! enemy's strongest, give up one's own weakest, regroup only with fallen to recover.

pub mod ahead;
mod judge;
mod odds;

use crate::engine::battle::BattleKind;
use crate::engine::command::Command;
use crate::engine::decision::{Decider, DecisionKind};
use crate::engine::game::Game;
use crate::engine::ids::KingdomId;
use crate::engine::reason::{Reason, Why};
use crate::engine::rules::switchable_kinds;
use crate::engine::ruleset::DiceMode;
use judge::{judge, Judging};
pub use odds::{attack_chance, ATTACK_AT};

/// A stand-in's answer and its reason (kept with the command, never recomputed).
#[derive(Clone, Debug, PartialEq)]
pub struct Choice {
    pub command: Command,
    pub reason: Reason,
}

/// The answer the stand-in gives to the pending decision, if a kingdom is asked; None
/// when the table or nobody is, and for dice rolled at the table and a tabletop battle's
/// result, which the people at the table give (`OPT-DICE`, `TAB-3`).
pub fn choose(game: &Game) -> Option<Choice> {
    let decision = game.decision();
    let Decider::Kingdom(kingdom) = decision.who else { return None };
    // Dice rolled at the table and a tabletop battle's result are the people's to give:
    // the app never makes them up (with the app's dice, it rolls as a person would).
    if leaves_to_table(game) {
        return None;
    }
    ranked(game, kingdom, 1).into_iter().next()
}

/// The `best` answers of `kingdom` to the pending decision by the stand-in's judgement,
/// best first; of answers judged alike, the first in the engine's order first.
fn ranked(game: &Game, kingdom: KingdomId, best: usize) -> Vec<Choice> {
    let kind = &game.decision().kind;
    let judging = Judging::new(game.state(), game.options(), kingdom);
    let mut judged: Vec<(i64, Choice)> = Vec::new();
    for command in game.answers() {
        let (score, reason) = judge(&judging, kind, &command);
        // Only the best are kept: a winter's purchases on a large map number thousands.
        if judged.len() < best || judged.last().is_some_and(|(worst, _)| score > *worst) {
            // After every answer judged as well: the engine's order breaks ties.
            let place = judged.partition_point(|(s, _)| *s >= score);
            judged.insert(place, (score, Choice { command, reason }));
            judged.truncate(best);
        }
    }
    judged.into_iter().map(|(_, c)| c).collect()
}

/// The app's dice that nobody chooses, rolled for whoever is asked when the table lets the
/// app roll them (in a campaign with one person, by default): the roll, marked as the
/// app's command so that Undo takes it back with the move before it (`Game::undo_turn`),
/// its reason not told (`Why::is_told`). None unless the app's dice are asked for.
pub fn unchosen_roll(game: &Game) -> Option<Choice> {
    let DecisionKind::Roll { .. } = game.decision().kind else { return None };
    if game.options().dice != DiceMode::App {
        return None;
    }
    // The reason names the kingdom asked; the table's roll, the first in the player order.
    let kingdom = match game.decision().who {
        Decider::Kingdom(k) => k,
        Decider::Table => game.state().player_order.first().copied().unwrap_or(KingdomId(0)),
        Decider::Nobody => return None,
    };
    Some(Choice { command: Command::Roll { faces: None }, reason: Reason::new(Why::Rolls, kingdom) })
}

/// The kingdom the app plays whose answer is due now, which nobody else gives (a person
/// takes the kingdom back first); None when no such kingdom is asked, or its part is the
/// table's (`leaves_to_table`).
pub fn answering(game: &Game) -> Option<KingdomId> {
    match game.decision().who {
        Decider::Kingdom(k) if game.stand_ins().plays(k) && !leaves_to_table(game) => Some(k),
        _ => None,
    }
}

/// `answering`, when `command` answers the question: a roster's edit or a battle fought
/// another way is the table's at any moment (`SET-6`, `SET-7`).
pub fn answers_itself(game: &Game, command: &Command) -> Option<KingdomId> {
    let table =
        crate::engine::rules::roster::is_roster_edit(command) || matches!(command, Command::SwitchResolver { .. });
    answering(game).filter(|_| !table)
}

/// Whether the pending decision is the people's to answer even for a kingdom the app
/// plays: dice rolled at the table (`OPT-DICE`) and a tabletop battle's result (`TAB-3`).
pub fn leaves_to_table(game: &Game) -> bool {
    match game.decision().kind {
        DecisionKind::Roll { .. } => game.options().dice == DiceMode::Table,
        DecisionKind::ReportTabletop { .. } => true,
        _ => false,
    }
}

/// The kingdoms the app plays in the tabletop battle whose result is due, attacker first.
fn tabletop_battle_sides(game: &Game) -> Vec<KingdomId> {
    let DecisionKind::ReportTabletop { .. } = game.decision().kind else { return Vec::new() };
    let Some(battle) = game.state().battle.as_ref() else { return Vec::new() };
    [battle.attacker, battle.defender].into_iter().filter(|k| game.stand_ins().plays(*k)).collect()
}

/// `SET-6`: the kingdoms the app plays in the tabletop battle whose result is due, attacker
/// first; with everyone's agreement the table may fight it as a simple battle instead.
pub fn tabletop_sides(game: &Game) -> Vec<KingdomId> {
    if !switchable_kinds(game.state()).contains(&BattleKind::Simple) {
        return Vec::new();
    }
    tabletop_battle_sides(game)
}

/// `SET-7`: before the table fights a tabletop battle for a kingdom the app plays, each of
/// its armies there without a roster of the table's takes the suggested one of its race
/// (`roster::roster_of`), a unit a command, so the table has a real list to field. The
/// first unit's reason is told.
pub fn muster(game: &Game) -> Option<Choice> {
    let state = game.state();
    let hex = state.battle.as_ref()?.hex;
    let tagged = game.options().unit_tags();
    tabletop_battle_sides(game).into_iter().find_map(|kingdom| {
        let suggested = crate::engine::rules::roster::roster_of(state, kingdom);
        let (&army, units) = state
            .armies
            .iter()
            .filter(|(_, a)| a.kingdom == kingdom && a.hex == hex)
            .map(|(id, a)| (id, &a.units))
            .find(|(_, units)| {
                units.len() < suggested.len() && units.iter().zip(&suggested).all(|(u, s)| u.name == s.name)
            })?;
        let next = &suggested[units.len()];
        let command = Command::AddUnit {
            army,
            name: next.name.clone(),
            size: next.size.clone(),
            base_strength: next.base_strength,
            tags: if tagged { next.tags.clone() } else { Vec::new() },
            character: next.character.filter(|_| tagged),
        };
        let why = if units.is_empty() { Why::Musters } else { Why::Answers };
        Some(Choice { command, reason: Reason::new(why, kingdom).at(hex) })
    })
}

#[cfg(test)]
mod tests;
