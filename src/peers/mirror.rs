//! A joined device's copy of the campaign: it asks to join, plays every command the host
//! tells it and checks the state's hash after them, and asks again from where it stands
//! whenever its copy and the host's part (a gap, a hash that does not hold).

use super::wire::{self, Closing, Held, Refusal, ToDevice, ToHost, WireError, MAX_PARTS};
use crate::engine::error::{LoadError, RuleError};
use crate::engine::hash::log_hash;
use crate::engine::ids::KingdomId;
use crate::engine::{save, Command, Game};

/// What a message from the host came to.
#[derive(Debug)]
pub enum Heard {
    /// Joined as this kingdom; the pass to keep for rejoining.
    Joined {
        kingdom: KingdomId,
        pass: String,
    },
    /// Part of the campaign came: `got` of `of`.
    Receiving {
        got: u32,
        of: u32,
    },
    /// The copy changed from log position `from` on (0: a whole campaign came).
    Changed {
        from: usize,
    },
    /// The answer given after `at` commands was not taken, with the rules' reason where
    /// they refused it.
    Refused {
        at: usize,
        why: Refusal,
        reason: Option<RuleError>,
    },
    /// The copy and the host's parted; the whole campaign has been asked for again.
    Parted,
    Closed(Closing),
}

/// Why a host's message could not be taken.
#[derive(Debug, thiserror::Error)]
pub enum MirrorError {
    #[error(transparent)]
    Wire(#[from] WireError),
    #[error("the campaign's parts came out of order")]
    Parts,
    #[error("the campaign sent could not be opened: {0}")]
    Load(#[from] LoadError),
}

pub struct Mirror {
    /// The invite's secret until the host gives a pass, the pass after.
    key: String,
    kingdom: Option<KingdomId>,
    game: Option<Game>,
    /// The parts of a campaign being sent, and how many it comes in.
    parts: Vec<String>,
    of: u32,
    /// The last answer given, and the log position it answered.
    given: Option<(usize, Command)>,
}

impl Mirror {
    /// A device joining with `key` (an invite's secret or its pass), holding `game` if it
    /// kept a copy from an earlier join.
    pub fn new(key: String, game: Option<Game>) -> Mirror {
        Mirror { key, kingdom: None, game, parts: Vec::new(), of: 0, given: None }
    }

    pub fn game(&self) -> Option<&Game> {
        self.game.as_ref()
    }

    pub fn kingdom(&self) -> Option<KingdomId> {
        self.kingdom
    }

    /// The key to join with next time: the pass once joined.
    pub fn key(&self) -> &str {
        &self.key
    }

    /// The message that asks to join.
    pub fn join(&self) -> String {
        wire::write(&ToHost::Join { key: self.key.clone(), held: self.held() })
    }

    /// The message giving `command` as the answer to the pending decision.
    pub fn give(&mut self, command: Command) -> String {
        let at = self.game.as_ref().map_or(0, |g| g.log().len());
        self.given = Some((at, command.clone()));
        wire::write(&ToHost::Give { at, command })
    }

    /// A message from the host: what it came to, and the message to send back, if any.
    pub fn receive(&mut self, text: &str) -> Result<(Heard, Option<String>), MirrorError> {
        let heard = match wire::read::<ToDevice>(text)? {
            ToDevice::Joined { kingdom, pass } => {
                self.kingdom = Some(KingdomId(kingdom));
                self.key.clone_from(&pass);
                Heard::Joined { kingdom: KingdomId(kingdom), pass }
            }
            ToDevice::Campaign { index, of, text } => return self.part(index, of, text),
            ToDevice::Log { from, commands, hash } => return Ok(self.log(from, commands, &hash)),
            ToDevice::Refused { at, why } => {
                let reason = match (&self.given, &self.game) {
                    (Some((given_at, command)), Some(game)) if *given_at == at && game.log().len() == at => {
                        game.check(command).err()
                    }
                    _ => None,
                };
                Heard::Refused { at, why, reason }
            }
            ToDevice::Closed { why } => Heard::Closed(why),
        };
        Ok((heard, None))
    }

    fn held(&self) -> Option<Held> {
        self.game.as_ref().map(|g| Held { at: g.log().len(), log: log_hash(g.log()) })
    }

    /// A part of a whole campaign; the last one opens it.
    fn part(&mut self, index: u32, of: u32, text: String) -> Result<(Heard, Option<String>), MirrorError> {
        if index == 0 {
            self.parts.clear();
            self.of = of;
        }
        if of == 0 || of > MAX_PARTS || of != self.of || index as usize != self.parts.len() {
            self.parts.clear();
            return Err(MirrorError::Parts);
        }
        self.parts.push(text);
        if index + 1 < of {
            return Ok((Heard::Receiving { got: index + 1, of }, None));
        }
        let whole = std::mem::take(&mut self.parts).concat();
        self.game = Some(save::load(&whole)?);
        Ok((Heard::Changed { from: 0 }, None))
    }

    /// The log from `from` on: played on the copy, whose hash must then hold.
    fn log(&mut self, from: usize, commands: Vec<Command>, hash: &str) -> (Heard, Option<String>) {
        let Some(game) = self.game.as_mut().filter(|g| from <= g.log().len()) else {
            let since = wire::write(&ToHost::Since { held: self.held() });
            return (Heard::Parted, Some(since));
        };
        if from < game.log().len() {
            *game = game.at(from);
        }
        let played = commands.into_iter().all(|c| game.apply(c).is_ok());
        if played && game.state_hash() == hash {
            return (Heard::Changed { from }, None);
        }
        self.game = None;
        (Heard::Parted, Some(wire::write(&ToHost::Since { held: None })))
    }
}
