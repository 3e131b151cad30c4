//! A stand-in's reason for a choice (`stand_in`), kept with its command in the save:
//! what it saw, not words, so the chronicle tells it in any language, and a later, stronger
//! stand-in never rewrites an old campaign's reasons.

use crate::engine::hex::Hex;
use crate::engine::map::Map;
use crate::engine::state::{KingdomId, State};
use crate::message;
use crate::words::message::Message;
use serde::{Deserialize, Serialize};
use std::collections::{BTreeMap, BTreeSet};

/// What moved a stand-in, one message each (`stand-in-…`). `Answers`, `Resolves` and
/// `Rolls` say nothing of the position (the only answer, orders in turn, dice nobody
/// chooses): they mark the app's commands for undo and are not told (`is_told`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Why {
    Attacks,
    Fights,
    Guards,
    Takes,
    Explores,
    Advances,
    Holds,
    Allocates,
    FallsBack,
    Buys,
    Places,
    Regroups,
    Answers,
    Pillages,
    Plunders,
    Evades,
    Ambushes,
    Escorts,
    Strikes,
    Spares,
    Pursues,
    Works,
    Agitates,
    Keeps,
    Starves,
    Resolves,
    Rolls,
    GoesHome,
    Founds,
    Musters,
    HoldsCapital,
}

/// A reason: why, the kingdom played, and the tile and chance to win it names, if any.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Reason {
    pub why: Why,
    pub kingdom: KingdomId,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub tile: Option<Hex>,
    /// `APP-5`: the chance to win, in tenths of a percent.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub chance: Option<u16>,
    /// At the cunning level, how many of its best answers it played ahead before this one
    /// came out best (`stand_in::ahead`); a save written before levels were offered has none.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub weighed: Option<u8>,
}

impl Why {
    /// Whether the chronicle and the question's card tell it: a reason says why, or is not
    /// shown.
    pub fn is_told(self) -> bool {
        !matches!(self, Why::Answers | Why::Resolves | Why::Rolls)
    }
}

impl Reason {
    pub fn new(why: Why, kingdom: KingdomId) -> Reason {
        Reason { why, kingdom, tile: None, chance: None, weighed: None }
    }

    pub fn at(self, tile: Hex) -> Reason {
        Reason { tile: Some(tile), ..self }
    }

    /// `chance`, in tenths of a percent.
    pub fn with_chance(self, chance: u128) -> Reason {
        Reason { chance: Some(chance.min(1000) as u16), ..self }
    }

    /// "Basilea (played by the app) attacks C4: 72.4% to win."
    pub fn message(&self, state: &State) -> Message {
        let id = match self.why {
            Why::Attacks => "stand-in-attacks",
            Why::Fights => "stand-in-fights",
            Why::Guards => "stand-in-guards",
            Why::Takes => "stand-in-takes",
            Why::Explores => "stand-in-explores",
            Why::Advances => "stand-in-advances",
            Why::Holds => "stand-in-holds",
            Why::Allocates => "stand-in-allocates",
            Why::FallsBack => "stand-in-falls-back",
            Why::Buys => "stand-in-buys",
            Why::Places => "stand-in-places",
            Why::Regroups => "stand-in-regroups",
            Why::Answers => "stand-in-answers",
            Why::Pillages => "stand-in-pillages",
            Why::Plunders => "stand-in-plunders",
            Why::Evades => "stand-in-evades",
            Why::Ambushes => "stand-in-ambushes",
            Why::Escorts => "stand-in-escorts",
            Why::Strikes => "stand-in-strikes",
            Why::Spares => "stand-in-spares",
            Why::Pursues => "stand-in-pursues",
            Why::Works => "stand-in-works",
            Why::Agitates => "stand-in-agitates",
            Why::Keeps => "stand-in-keeps",
            Why::Starves => "stand-in-starves",
            Why::Resolves => "stand-in-resolves",
            Why::Rolls => "stand-in-rolls",
            Why::GoesHome => "stand-in-goes-home",
            Why::Founds => "stand-in-founds",
            Why::Musters => "stand-in-musters",
            Why::HoldsCapital => "stand-in-holds-capital",
        };
        let mut said = message!(id, kingdom = state.kingdom_name(self.kingdom));
        if let Some(tile) = self.tile {
            said = said.with("tile", Map::label(tile));
        }
        if let Some(c) = self.chance {
            said = said.with("chance", format!("{}.{}", c / 10, c % 10));
        }
        match self.weighed {
            Some(n) => message!("stand-in-looked-ahead", reason = said, n = i64::from(n)),
            None => said,
        }
    }
}

/// Who the app plays, and why each of its commands was chosen, by log position: kept in
/// the save beside the log, not in the state, so neither the replay nor the hash knows of
/// it (a stand-in's commands are ordinary commands).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct StandIns {
    #[serde(default, skip_serializing_if = "BTreeSet::is_empty")]
    pub kingdoms: BTreeSet<KingdomId>,
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub reasons: BTreeMap<usize, Reason>,
    /// The kingdoms the app plays, or would, at the cunning level (`Level`); a save
    /// written before levels were offered has none.
    #[serde(default, skip_serializing_if = "BTreeSet::is_empty")]
    pub cunning: BTreeSet<KingdomId>,
}

/// How the app plays a kingdom: by the basic judgement of each answer, or looking ahead
/// at its best few (`stand_in::ahead`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Level {
    Steady,
    Cunning,
}

impl StandIns {
    pub fn is_empty(&self) -> bool {
        self.kingdoms.is_empty() && self.reasons.is_empty() && self.cunning.is_empty()
    }

    /// Whether the app plays `kingdom`.
    pub fn plays(&self, kingdom: KingdomId) -> bool {
        self.kingdoms.contains(&kingdom)
    }

    /// How the app plays `kingdom`, or would.
    pub fn level(&self, kingdom: KingdomId) -> Level {
        if self.cunning.contains(&kingdom) {
            Level::Cunning
        } else {
            Level::Steady
        }
    }

    /// The reason of the command at `position`, if a stand-in gave it.
    pub fn reason(&self, position: usize) -> Option<&Reason> {
        self.reasons.get(&position)
    }

    /// A command is given at `position`: the reasons from there on belonged to commands
    /// that are gone (a person's command, or a stand-in's, replaces them).
    pub(crate) fn given_at(&mut self, position: usize) {
        self.reasons.split_off(&position);
    }

    /// Only what a campaign of `commands` (log and redo stack) can hold, and kingdoms it has.
    pub(crate) fn within(mut self, commands: usize, kingdoms: usize) -> StandIns {
        self.reasons.retain(|at, _| *at < commands);
        self.kingdoms.retain(|k| usize::from(k.0) < kingdoms);
        self.cunning.retain(|k| usize::from(k.0) < kingdoms);
        self
    }

    /// As it stood after the first `position` commands (the timeline).
    pub(crate) fn before(&self, position: usize) -> StandIns {
        let reasons = self.reasons.range(..position).map(|(at, r)| (*at, r.clone())).collect();
        StandIns { kingdoms: self.kingdoms.clone(), reasons, cunning: self.cunning.clone() }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::testing::after_setup;

    // APP-5 with stand-ins: every reason is told in English and in Russian, naming its
    // kingdom, its tile and its chance where it has them; never a bare message id.
    #[test]
    fn app_5_every_reason_is_told_in_english_and_russian() {
        use Why::*;
        let state = after_setup();
        #[rustfmt::skip]
        let all = [
            Attacks, Fights, Guards, Takes, Explores, Advances, Holds, Allocates, FallsBack, Buys, Places, Regroups,
            Answers, Pillages, Plunders, Evades, Ambushes, Escorts, Strikes, Spares, Pursues, Works, Agitates, Keeps,
            Starves, Resolves, Rolls, GoesHome, Founds, Musters, HoldsCapital,
        ];
        for why in all {
            let reason = Reason::new(why, KingdomId(1)).at(Hex::new(2, 3)).with_chance(725);
            let message = reason.message(&state);
            for code in ["en", "ru"] {
                let said = crate::words::with(|w| w.say(code, &message)).replace(['\u{2068}', '\u{2069}'], "");
                assert!(said.starts_with("Orcs (") && !said.contains("stand-in-"), "{code} {why:?}: {said}");
                assert!(!said.contains('{'), "{code} {why:?}: {said}");
                let english = crate::words::with(|w| w.say("en", &message));
                assert!(code == "en" || said != english, "{why:?} is said in Russian: {said}");
            }
        }
        let said = crate::words::with(|w| {
            w.say("ru", &Reason::new(Attacks, KingdomId(0)).at(Hex::new(2, 3)).with_chance(725).message(&state))
        });
        assert_eq!(
            said.replace(['\u{2068}', '\u{2069}'], ""),
            format!(
                "Basilea (играет приложение) атакует {}: 72.5% на победу против армий, что там сейчас.",
                Map::label(Hex::new(2, 3))
            )
        );
    }
}
