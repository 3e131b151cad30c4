//! The host's referee: which device has joined as which kingdom, and what each device's
//! messages come to. A device's answer is checked as a click is, by the rules, and handed
//! back for the host's page to play as it plays a click; after every change to the log,
//! `changed` tells each joined device what changed, with the state's hash.

use super::wire::{self, Closing, Held, Refusal, ToDevice, ToHost, MAX_KEY, MAX_MESSAGE};
use crate::engine::decision::Decider;
use crate::engine::hash::log_hash;
use crate::engine::ids::KingdomId;
use crate::engine::save::Save;
use crate::engine::{Command, Game};

/// A connection to a device, joined or not, as the page numbers them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DeviceId(pub u32);

/// Whom a message goes to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum To {
    One(DeviceId),
    /// Every device joined as a kingdom.
    Joined,
}

/// A message for the page to send, and afterwards, for `Closed`, to hang up.
#[derive(Clone, Debug, PartialEq)]
pub struct Outgoing {
    pub to: To,
    pub message: ToDevice,
}

/// What a device's message comes to: the messages to send, and the answer to play.
#[derive(Debug, Default, PartialEq)]
pub struct Received {
    pub out: Vec<Outgoing>,
    pub give: Option<Command>,
}

/// How many messages a device may send in `FLOOD_WINDOW_MS` before it is closed: far more
/// than a person taps, far fewer than a flood.
const FLOOD_MESSAGES: u32 = 40;
const FLOOD_WINDOW_MS: u64 = 1000;

/// A kingdom a device may join as: the secret of its invite until it is spent, then the
/// pass of the device that joined.
struct Seat {
    kingdom: KingdomId,
    secret: Option<String>,
    pass: Option<String>,
    device: Option<DeviceId>,
}

/// A connection, with the messages it sent in its current window.
struct Connection {
    id: DeviceId,
    window: (u64, u32),
}

pub struct Referee {
    /// Where secrets and passes come from: the browser's random source.
    keys: Box<dyn FnMut() -> String>,
    seats: Vec<Seat>,
    connections: Vec<Connection>,
    next: u32,
    /// The log as the joined devices were last told it.
    told: Vec<Command>,
}

impl Referee {
    /// A referee for `game`, its secrets and passes made by `keys` (each unguessable:
    /// the browser's random source).
    pub fn new(game: &Game, keys: Box<dyn FnMut() -> String>) -> Referee {
        Referee { keys, seats: Vec::new(), connections: Vec::new(), next: 0, told: game.log().to_vec() }
    }

    /// A one-time secret for a device to join as `kingdom`, which any earlier invite of
    /// that kingdom's no longer opens; a device already joined as it stays until another
    /// joins in its place.
    pub fn invite(&mut self, kingdom: KingdomId) -> String {
        let secret = (self.keys)();
        match self.seats.iter_mut().find(|s| s.kingdom == kingdom) {
            Some(seat) => seat.secret = Some(secret.clone()),
            None => self.seats.push(Seat { kingdom, secret: Some(secret.clone()), pass: None, device: None }),
        }
        secret
    }

    /// The kingdoms a device has joined as, each with whether its device is connected.
    pub fn joined(&self) -> impl Iterator<Item = (KingdomId, bool)> + '_ {
        self.seats.iter().filter(|s| s.pass.is_some()).map(|s| (s.kingdom, s.device.is_some()))
    }

    /// The connections a message goes to.
    pub fn targets(&self, to: To) -> Vec<DeviceId> {
        match to {
            To::One(device) => vec![device],
            To::Joined => self.seats.iter().filter_map(|s| s.device).collect(),
        }
    }

    /// A new connection, not yet joined.
    pub fn connected(&mut self) -> DeviceId {
        let id = DeviceId(self.next);
        self.next += 1;
        self.connections.push(Connection { id, window: (0, 0) });
        id
    }

    /// A connection gone (a phone asleep or reloaded): its kingdom's pass still lets it
    /// back in.
    pub fn disconnected(&mut self, device: DeviceId) {
        self.connections.retain(|c| c.id != device);
        for seat in self.seats.iter_mut().filter(|s| s.device == Some(device)) {
            seat.device = None;
        }
    }

    /// The host removes the device joined as `kingdom`: it is closed, and neither its
    /// pass nor an invite given before lets anyone in again.
    pub fn remove(&mut self, kingdom: KingdomId) -> Vec<Outgoing> {
        let Some(at) = self.seats.iter().position(|s| s.kingdom == kingdom) else { return Vec::new() };
        let seat = self.seats.remove(at);
        seat.device.map(|d| self.close(d, Closing::Removed)).into_iter().collect()
    }

    /// What the joined devices must be told after the host's log changed (a command
    /// played, an undo, a redo): the log from where it differs from what they were told.
    pub fn changed(&mut self, game: &Game) -> Vec<Outgoing> {
        let log = game.log();
        let same = self.told.iter().zip(log).take_while(|(a, b)| a == b).count();
        if same == log.len() && same == self.told.len() {
            return Vec::new();
        }
        self.told.truncate(same);
        self.told.extend_from_slice(&log[same..]);
        since(game, same, To::Joined)
    }

    /// A message from `from` at `now_ms`: its answers, and the command to play if an
    /// answer was taken. Nothing a device sends can do more than that.
    pub fn receive(&mut self, game: &Game, from: DeviceId, text: &str, now_ms: u64) -> Received {
        let mut out = self.changed(game);
        let Some(connection) = self.connections.iter_mut().find(|c| c.id == from) else {
            return Received { out, give: None };
        };
        let (start, count) = connection.window;
        connection.window =
            if now_ms.saturating_sub(start) < FLOOD_WINDOW_MS { (start, count + 1) } else { (now_ms, 1) };
        if connection.window.1 > FLOOD_MESSAGES {
            out.push(self.close(from, Closing::Flood));
            return Received { out, give: None };
        }
        let message = match wire::read::<ToHost>(text) {
            Ok(message) => message,
            Err(_) => {
                out.push(self.close(from, Closing::Malformed));
                return Received { out, give: None };
            }
        };
        let mut give = None;
        match message {
            ToHost::Join { key, held } => self.join(game, from, &key, held, &mut out),
            ToHost::Since { held } => match self.kingdom_of(from) {
                Some(_) => out.extend(catch_up(game, held, from)),
                None => out.push(self.close(from, Closing::Unknown)),
            },
            ToHost::Give { at, command } => match self.kingdom_of(from) {
                Some(kingdom) => match judge(game, kingdom, at, &command) {
                    Ok(()) => give = Some(command),
                    Err(why) => out.push(Outgoing { to: To::One(from), message: ToDevice::Refused { at, why } }),
                },
                None => out.push(self.close(from, Closing::Unknown)),
            },
        }
        Received { out, give }
    }

    /// `Join`: an invite's secret spends it and gives a pass; a pass lets its device back
    /// in. The device taking a seat closes any other connection on it.
    fn join(&mut self, game: &Game, from: DeviceId, key: &str, held: Option<Held>, out: &mut Vec<Outgoing>) {
        let known = |k: &Option<String>| k.as_deref().is_some_and(|k| k == key);
        let found = self.seats.iter().position(|s| known(&s.secret) || known(&s.pass));
        let Some(at) = found.filter(|_| (1..=MAX_KEY).contains(&key.len())) else {
            out.push(self.close(from, Closing::Unknown));
            return;
        };
        if game.state().kingdom(self.seats[at].kingdom).is_none() {
            out.push(self.close(from, Closing::NoSuchSeat));
            return;
        }
        if known(&self.seats[at].secret) {
            self.seats[at].secret = None;
            self.seats[at].pass = Some((self.keys)());
        }
        if let Some(before) = self.seats[at].device.filter(|d| *d != from) {
            out.push(self.close(before, Closing::Removed));
        }
        for seat in self.seats.iter_mut().filter(|s| s.device == Some(from)) {
            seat.device = None;
        }
        let seat = &mut self.seats[at];
        seat.device = Some(from);
        let joined = ToDevice::Joined { kingdom: seat.kingdom.0, pass: seat.pass.clone().unwrap_or_default() };
        out.push(Outgoing { to: To::One(from), message: joined });
        out.extend(catch_up(game, held, from));
    }

    fn kingdom_of(&self, device: DeviceId) -> Option<KingdomId> {
        self.seats.iter().find(|s| s.device == Some(device)).map(|s| s.kingdom)
    }

    /// Closes `device`: no seat keeps it, and it hears nothing more.
    fn close(&mut self, device: DeviceId, why: Closing) -> Outgoing {
        self.disconnected(device);
        Outgoing { to: To::One(device), message: ToDevice::Closed { why } }
    }
}

/// Whether `kingdom`'s device may give `command` for the decision after `at` commands: it
/// must be that kingdom's decision, not yet answered, and the rules must take it. An
/// action open at any time is the host's to take.
fn judge(game: &Game, kingdom: KingdomId, at: usize, command: &Command) -> Result<(), Refusal> {
    if at != game.log().len() {
        return Err(Refusal::Taken);
    }
    if game.decision().who != Decider::Kingdom(kingdom) || game.is_any_time(command) {
        return Err(Refusal::NotYours);
    }
    game.check(command).map_err(|_| Refusal::Rules)
}

/// What brings a device's copy (`held`) up to the host's: the commands after it where it
/// is a beginning of the host's log, the whole campaign otherwise.
fn catch_up(game: &Game, held: Option<Held>, to: DeviceId) -> Vec<Outgoing> {
    let log = game.log();
    match held.filter(|h| h.at <= log.len() && log_hash(&log[..h.at]) == h.log) {
        Some(h) => since(game, h.at, To::One(to)),
        None => whole(game, To::One(to)),
    }
}

/// The log from `from` on, as one message; the whole campaign where that is too long.
fn since(game: &Game, from: usize, to: To) -> Vec<Outgoing> {
    let message = ToDevice::Log { from, commands: game.log()[from..].to_vec(), hash: game.state_hash() };
    if wire::write(&message).len() > MAX_MESSAGE {
        return whole(game, to);
    }
    vec![Outgoing { to, message }]
}

/// The whole campaign, in parts.
fn whole(game: &Game, to: To) -> Vec<Outgoing> {
    let save = Save::of(game).to_json().unwrap_or_default();
    wire::campaign_parts(&save).into_iter().map(|message| Outgoing { to, message }).collect()
}
