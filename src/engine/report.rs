//! What the latest battle, exploration or tie came to, read from the event log: the
//! result cards that make a roll land as a moment, not only as a chronicle line.

use super::battle::BattleKind;
use super::command::Command;
use super::dice::RollPurpose;
use super::event::{Event, Loss};
use super::game::{Game, When};
use super::hex::Hex;
use super::rules::MODULES;
use super::scoring;
use super::state::{KingdomId, SettlementKind, State, TokenId};

/// A die put on an army (`SIM-3`): whose, its face, on which army, and whether it hit.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DieCast {
    pub by: KingdomId,
    pub face: u8,
    pub army: TokenId,
    pub hit: bool,
}

/// The latest battle, from its choice (`SUM-BAT-1`) to now.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BattleReport {
    /// The log position of the command that chose it: what a dismissed card remembers.
    pub from: usize,
    pub hex: Hex,
    pub attacker: KingdomId,
    pub defender: KingdomId,
    pub kind: Option<BattleKind>,
    pub dice: Vec<DieCast>,
    /// `Some(None)`: decided as a draw; `None`: not decided yet.
    pub winner: Option<Option<KingdomId>>,
    /// What decided it, attacker's first (`SIM-4` reductions, `LWB-1` totals).
    pub score: Option<[u32; 2]>,
    pub destroyed: Vec<(TokenId, Loss)>,
    /// Where each token went (`RES-1`, `RES-2`), laid on its side or not.
    pub retreats: Vec<(TokenId, Hex, bool)>,
    /// `RES-3`: the winner's token moved out.
    pub winner_moves: Vec<(TokenId, Hex)>,
    /// The attacker and defender above are the other way round from the battle's choice,
    /// as a module's record of it has them (`ModuleEvent::sides_swapped`).
    pub swapped: bool,
}

impl BattleReport {
    /// Hits taken by `army`, 100 points each (`SIM-3`).
    pub fn hits_on(&self, army: TokenId) -> usize {
        self.dice.iter().filter(|d| d.hit && d.army == army).count()
    }
}

/// The latest battle of the campaign, if there was one.
pub fn last_battle(game: &Game) -> Option<BattleReport> {
    let from =
        (0..game.log().len()).rev().find(|p| game.events_of(*p).any(|e| matches!(e, Event::BattleChosen { .. })))?;
    let mut report: Option<BattleReport> = None;
    for e in (from..game.log().len()).flat_map(|p| game.events_of(p)) {
        match (e, report.as_mut()) {
            (Event::BattleChosen { hex, attacker, defender }, None) => {
                report = Some(BattleReport {
                    from,
                    hex: *hex,
                    attacker: *attacker,
                    defender: *defender,
                    kind: None,
                    dice: Vec::new(),
                    winner: None,
                    score: None,
                    destroyed: Vec::new(),
                    retreats: Vec::new(),
                    winner_moves: Vec::new(),
                    swapped: false,
                });
            }
            // Its end, or the next battle: the report ends. (The command that chose it
            // may have ended the battle before it.)
            (Event::BattleChosen { .. } | Event::BattleOver, Some(_)) => break,
            (Event::BattleKindSet { kind }, Some(r)) => r.kind = Some(*kind),
            (Event::DieAllocated { by, face, army, hit, .. }, Some(r)) => {
                r.dice.push(DieCast { by: *by, face: *face, army: *army, hit: *hit });
            }
            (Event::BattleDecided { winner, score }, Some(r)) => {
                r.winner = Some(*winner);
                r.score = *score;
            }
            (Event::TokenDestroyed { token, cause }, Some(r)) => r.destroyed.push((*token, *cause)),
            (Event::TokenRetreated { token, to, laid_down, .. }, Some(r)) => r.retreats.push((*token, *to, *laid_down)),
            (Event::WinnerMoved { token, to, .. }, Some(r)) => r.winner_moves.push((*token, *to)),
            (e, Some(r)) => {
                let Some(part) = e.module_part() else { continue };
                // A module's record may tell the sides the other way round (NAR-1: the
                // chooser that holds the tile defends); the report tells them as it does.
                if part.sides_swapped() == Some(true) && !r.swapped {
                    std::mem::swap(&mut r.attacker, &mut r.defender);
                    r.swapped = true;
                }
            }
            _ => {}
        }
    }
    report
}

/// An exploration (`SUM-RES-2`): who, where, the dice and their total, what was found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Exploration {
    pub kingdom: KingdomId,
    pub hex: Hex,
    pub faces: Vec<u8>,
    pub total: u8,
    pub found: Option<SettlementKind>,
}

/// The explorations the latest command made, each with the roll just before it.
pub fn last_explorations(game: &Game) -> Vec<Exploration> {
    let Some(last) = game.log().len().checked_sub(1) else { return Vec::new() };
    let mut faces = Vec::new();
    game.events_of(last)
        .filter_map(|e| match e {
            Event::DiceRolled { purpose: RollPurpose::Exploration, faces: f, .. } => {
                faces = f.clone();
                None
            }
            Event::Explored { kingdom, hex, total, found } => Some(Exploration {
                kingdom: *kingdom,
                hex: *hex,
                faces: std::mem::take(&mut faces),
                total: *total,
                found: *found,
            }),
            _ => None,
        })
        .collect()
}

/// Whether the latest command was a player-order roll that left kingdoms tied (`SET-2`,
/// `REF-6`, `WIN-6`): a roll is asked for again, and the table should hear why.
pub fn last_roll_tied(game: &Game) -> bool {
    let Some(last) = game.log().len().checked_sub(1) else { return false };
    matches!(game.log()[last], Command::Roll { .. })
        && game.events_of(last).any(|e| matches!(e, Event::PlayerOrderTied { .. } | Event::OrderTied { .. }))
}

/// What happened between the start of the month before and the start of this one (the
/// winter too, at a year's first month): the "since you last looked" of a month's start.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Recap {
    /// The log position of the command that began this month: what a dismissed recap
    /// remembers.
    pub from: usize,
    /// Each battle's tile and winner (none: a draw).
    pub battles: Vec<(Hex, Option<KingdomId>)>,
    /// Tiles that changed hands, and to whom.
    pub captures: Vec<(Hex, KingdomId)>,
    /// Tiles explored, by whom (`SUM-RES-2`).
    pub explored: Vec<(Hex, KingdomId)>,
    /// Settlements found by exploring (`SUM-RES-2`).
    pub finds: Vec<(Hex, SettlementKind)>,
    /// Armies and ships removed, and why.
    pub losses: Vec<(TokenId, Loss)>,
}

impl Recap {
    pub fn is_empty(&self) -> bool {
        self.battles.is_empty()
            && self.captures.is_empty()
            && self.explored.is_empty()
            && self.finds.is_empty()
            && self.losses.is_empty()
    }
}

/// The recap of the month before the current one (`REF-7` begins each month), if a month
/// has begun since the campaign's first.
pub fn last_month(game: &Game) -> Option<Recap> {
    let began = |p: &usize| game.events_of(*p).any(|e| matches!(e, Event::MonthBegan { .. }));
    let mut starts = (0..game.log().len()).rev().filter(began);
    let now = starts.next()?;
    let before = starts.next().unwrap_or(0);
    let mut recap = Recap { from: now, ..Recap::default() };
    let mut battle_at = None;
    // The first month's recap begins with it: the tiles set up are nobody's capture.
    let played = (before..=now).flat_map(|p| game.timed_events_of(p)).filter(|(when, _)| *when != When::Setup);
    for (_, e) in played {
        match e {
            Event::BattleChosen { hex, .. } => battle_at = Some(*hex),
            Event::BattleDecided { winner, .. } => recap.battles.extend(battle_at.map(|h| (h, *winner))),
            Event::TileControlled { hex, kingdom } => recap.captures.push((*hex, *kingdom)),
            Event::Explored { hex, kingdom, found, .. } => {
                recap.explored.push((*hex, *kingdom));
                recap.finds.extend(found.map(|kind| (*hex, kind)));
            }
            Event::TokenDestroyed { token, cause } => recap.losses.push((*token, *cause)),
            _ => {}
        }
    }
    Some(recap)
}

/// A kingdom's standing at one moment: what the kingdoms table shows and the charts draw.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Figures {
    pub tiles: u32,
    pub settlements: u32,
    pub armies: u32,
    /// `OPT-SCORE` as it stands.
    pub might: u32,
    pub gold: u32,
    pub food: u32,
    /// Each played module's own measure of the kingdom, by its name (`Module::measure`:
    /// the loyalty its tiles bear it).
    pub kept: Vec<(&'static str, u32)>,
}

impl Figures {
    pub fn of(state: &State, kingdom: KingdomId) -> Figures {
        let held = || state.tiles.iter().filter(|t| t.control == Some(kingdom));
        let (gold, food) = state.kingdom(kingdom).map_or((0, 0), |k| (k.gold, k.food));
        Figures {
            tiles: held().count() as u32,
            settlements: held().filter(|t| t.settlement.is_some()).count() as u32,
            armies: state.armies.values().filter(|a| a.kingdom == kingdom).count() as u32,
            might: scoring::might(state, kingdom).total(),
            gold,
            food,
            kept: MODULES.iter().filter_map(|m| m.measure(state, kingdom)).collect(),
        }
    }
}

/// Every kingdom's figures at the start of each season the campaign has had (the setup
/// excepted: nothing stands then), in kingdom order: the charts' points.
pub fn growth(game: &Game) -> Vec<(When, Vec<Figures>)> {
    game.seasons()
        .into_iter()
        .filter(|(_, when)| *when != When::Setup)
        .map(|(position, when)| {
            let state = game.state_at(position);
            (when, state.kingdom_ids().map(|k| Figures::of(&state, k)).collect())
        })
        .collect()
}

/// Whether a battle has shown `army`'s roster (`SET-7` at hot-seat play): the army stands
/// in the battle under way, or a battle's Unit Strength changes (`UST-1`…`UST-4`) named its
/// units.
pub fn roster_shown(game: &Game, army: TokenId) -> bool {
    let state = game.state();
    let in_battle = state.armies.get(&army).is_some_and(|a| state.battle.as_ref().is_some_and(|b| b.hex == a.hex));
    in_battle
        || game.events().any(
            |e| matches!(e, Event::UnitStrengthChanged { army: x, .. } | Event::UnitLost { army: x, .. } if *x == army),
        )
}

/// The army whose roster an event changes by its owner's word (`SET-7`).
pub fn roster_change(event: &Event) -> Option<TokenId> {
    match event {
        Event::UnitAdded { army, .. } | Event::UnitRemoved { army, .. } => Some(*army),
        _ => None,
    }
}
