//! The open campaign: one signal holding the game, and every change to it saved at once.

use super::checkpoint;
use super::picks::{Picks, Preview};
use super::presses::{self, same_spot, DOUBLE_CLICK_MS};
use super::timing;
use crate::engine::chronicle::describe_command;
use crate::engine::reason::Reason;
use crate::engine::report::{last_month, Recap};
use crate::engine::save::Save;
use crate::engine::state::{Phase, TokenId};
use crate::engine::view::{Picked, TileClick};
use crate::engine::{history, view, Command, Decider, Decision, Game, Hex, KingdomId};
use crate::message;
use crate::storage::browser::{self, Revision, StorageError};
use crate::storage::codec::{self, CodecError};
use crate::storage::index::CampaignIndex;
use crate::storage::index::{IndexEntry, Standing};
use crate::storage::packer::Packer;
use crate::storage::saving;
use crate::words::message::Message;
use leptos::prelude::*;

/// How many saves pass between two measures of the storage used.
const USAGE_EVERY: u64 = 20;

/// A press on the map that gave a command: its tile, where on the screen, and when (ms).
#[derive(Clone, Copy)]
struct Press {
    hex: Hex,
    point: Option<(f64, f64)>,
    at: f64,
}

impl Press {
    /// Whether a press on `hex` at `point`, at `now`, is the rest of this one's double
    /// click or tap: soon after, on the same tile or the same spot of the screen.
    fn again(&self, hex: Hex, point: Option<(f64, f64)>, now: f64) -> bool {
        let near = matches!((self.point, point), (Some(a), Some(b)) if same_spot(a, b));
        now - self.at < DOUBLE_CLICK_MS && (self.hex == hex || near)
    }
}

/// How long an order must have been shown before a second click on its tile gives it, in
/// ms: a double click or tap is two clicks within this.
const PREVIEW_MS: f64 = 350.0;

/// Whether a tile click's `command` is shown before it is given: an order to a token
/// nobody picked (the lone waiting army, `SUM-ORD-1`), and from a finger (`touch`), which
/// has no hover to show it, every move and a module's command shown as one
/// (`ModuleCommand::shown_first`: a march, `DOM-11`, its path, cost and hits).
fn shown_first(command: &Command, picked: Picked, touch: bool) -> bool {
    let moves = matches!(command, Command::GiveOrder { order: crate::engine::state::Order::Move { .. }, .. })
        || command.module_part().is_some_and(|m| m.shown_first());
    moves && (picked.token.is_none() || touch)
}

/// The longest share link made, in characters of its fragment.
pub const MAX_LINK: usize = 8000;
/// The fragment of a share link, before the compressed campaign.
pub const SHARE_PREFIX: &str = "#share=";

/// The rules modules' gestures (`ModuleUi::give`), provided by the app: whether one took
/// a command a tile click chose.
#[derive(Clone, Copy)]
pub struct Gestures(pub fn(Session, &Command) -> bool);

#[derive(Clone, Copy)]
pub struct Session {
    pub id: StoredValue<String>,
    pub game: RwSignal<Game>,
    /// The pending decision, worked out once per change of the game and shared by every
    /// panel and layer that reads it.
    pub decision: Memo<Decision>,
    /// The last save failure, shown until a save succeeds.
    pub save_error: RwSignal<Option<StorageError>>,
    /// Why the last command was refused.
    pub refusal: RwSignal<Option<Message>>,
    /// How much of the browser's storage is used, in code units: measured when the
    /// campaign opens and every `USAGE_EVERY` saves, not on every move, since measuring
    /// reads every stored value.
    pub storage_used: RwSignal<u64>,
    /// What the table has picked and is looking at: never saved.
    pub picks: Picks,
    /// The campaign as it was, looked at from the timeline: nothing is played or saved.
    pub is_past: bool,
    /// The live campaign while the timeline shows its past: nothing may change it then,
    /// neither a command nor an undo or redo, from a button, a key or anywhere else.
    pub timeline_open: RwSignal<bool>,
    /// The map press that gave the person's last command: a second press soon after on
    /// that tile or on that spot of the screen (the map may have moved under it), with no
    /// other command of a person's between, is the rest of a double click or tap.
    last_command_click: StoredValue<Option<Press>>,
    /// Where on the screen (client px) the map's last press was, until its click is taken.
    pointed_at: StoredValue<Option<(f64, f64)>>,
    gestures: Gestures,
    /// The pieces of the save last written, so a move writes only what changed.
    packer: StoredValue<Packer>,
    /// Whether the map's last click was a finger's: a touch screen has no hover to show
    /// an order before it is given, so a tap shows it first (`shown_first`).
    pub pointed_by_touch: StoredValue<bool>,
    /// The army lists being pasted, by army: kept while a card that shows one is drawn anew.
    pub pasted: StoredValue<std::collections::BTreeMap<TokenId, String>>,
    /// After an undo the kingdoms the app plays wait until a person acts or presses Next:
    /// a stand-in would otherwise make the same move again at once (`ui::stand_in`).
    pub stand_ins_wait: RwSignal<bool>,
    /// What the last undo took back, said on the card while the app's kingdoms wait.
    pub undone: StoredValue<Option<Message>>,
    /// Whether the app rolls the dice nobody chooses at once, as this browser's table chose
    /// (`ui::stand_in::rolls_at_once`); None until it chooses.
    pub roll_at_once: RwSignal<Option<bool>>,
    /// A joined device's way of giving a person's command: to the host, whose page plays
    /// it and tells this one (`ui::peers`); None where this page plays the campaign.
    pub remote: RwSignal<Option<fn(Command)>>,
    /// On a joined device: the kingdom it plays, the only one whose questions it answers.
    pub plays_as: RwSignal<Option<KingdomId>>,
    /// On the host: the kingdoms whose devices are joined and connected now, whose
    /// questions are answered there alone (`ui::peers::host`).
    pub on_devices: RwSignal<Vec<KingdomId>>,
    /// How many times the campaign has changed in this tab (a command, an undo or a redo,
    /// a kingdom handed to the app or back): what the save watches.
    revision: RwSignal<u64>,
    /// The revision last handed to storage: behind `revision` between a change and its save.
    saved_revision: StoredValue<u64>,
}

/// Where a campaign stands, for the phase bar.
pub fn summary(game: &Game) -> Message {
    Standing::of(game).word()
}

/// The month before's recap while it is shown: during the Orders phase, with something to
/// tell, to each kingdom at its turn until it puts it away ("since you last looked"); with
/// the kingdom whose turn it is.
pub fn recap_shown(session: &Session, game: &Game) -> Option<(Recap, Option<KingdomId>)> {
    let who = match game.decision().who {
        Decider::Kingdom(k) => Some(k),
        _ => None,
    };
    last_month(game)
        .filter(|r| {
            game.state().phase == Phase::Orders
                && !r.is_empty()
                && !session.picks.recap_seen.with(|seen| seen.contains(&(r.from, who)))
        })
        .map(|r| (r, who))
}

/// The pending decision and the colour of the kingdom that must answer it.
pub fn pending(game: &Game) -> (Decision, Option<String>) {
    let d = game.decision();
    let colour = match d.who {
        Decider::Kingdom(k) => game.state().kingdom(k).map(|k| k.colour.clone()),
        _ => None,
    };
    (d, colour)
}

/// A campaign's entry in the list of campaigns, as slot `id`.
fn entry(id: &str, game: &Game) -> IndexEntry {
    IndexEntry {
        id: id.to_string(),
        name: game.setup().name.clone(),
        last_played: browser::now_ms(),
        summary: String::new(),
        standing: Some(Standing::of(game)),
        exported: 0,
    }
}

/// A campaign's save text and its entry in the list of campaigns, as slot `id`.
fn save_and_entry(id: &str, game: &Game) -> Result<(IndexEntry, String), StorageError> {
    let text = Save::of(game).to_json().map_err(|e| StorageError::Write(e.to_string()))?;
    Ok((entry(id, game), text))
}

/// Write a campaign to its slot over revision `base` (None: a new slot) at once; the new
/// revision is returned. An open campaign saves through `saving` instead.
pub fn save_now(id: &str, game: &Game, base: Option<Revision>) -> Result<Revision, StorageError> {
    let (entry, text) = save_and_entry(id, game)?;
    let revision = browser::save(entry, &text, base)?;
    saving::holds(id, Some(revision));
    Ok(revision)
}

/// Stores `game` as a new campaign beside those stored, its id made from its name.
fn store_copy(game: Game) -> Result<(String, Game, Revision), StorageError> {
    let index: CampaignIndex = browser::load_index()?;
    let id = index.free_id(&crate::storage::index::campaign_id(&game.setup().name, game.seed()));
    let revision = save_now(&id, &game, None)?;
    Ok((id, game, revision))
}

impl Session {
    pub fn new(id: String, game: Game, revision: Option<Revision>) -> Session {
        saving::holds(&id, revision);
        Session::made(id, game, browser::usage().unwrap_or(0), false)
    }

    /// A session over the campaign as it was (`Game::at`), for the timeline: it shows,
    /// and refuses every move.
    pub fn of_the_past(id: String, game: Game) -> Session {
        Session::made(id, game, 0, true)
    }

    fn made(id: String, game: Game, storage_used: u64, is_past: bool) -> Session {
        let game = RwSignal::new(game);
        let session = Session {
            id: StoredValue::new(id),
            game,
            decision: Memo::new(move |_| game.with(Game::decision)),
            save_error: RwSignal::new(None),
            refusal: RwSignal::new(None),
            storage_used: RwSignal::new(storage_used),
            picks: Picks::default(),
            is_past,
            timeline_open: RwSignal::new(false),
            last_command_click: StoredValue::new(None),
            pointed_at: StoredValue::new(None),
            gestures: use_context::<Gestures>().unwrap_or(Gestures(|_, _| false)),
            packer: StoredValue::new(Packer::default()),
            pointed_by_touch: StoredValue::new(false),
            pasted: StoredValue::new(Default::default()),
            stand_ins_wait: RwSignal::new(false),
            undone: StoredValue::new(None),
            roll_at_once: RwSignal::new(browser::roll_at_once()),
            remote: RwSignal::new(None),
            plays_as: RwSignal::new(None),
            on_devices: RwSignal::new(Vec::new()),
            revision: RwSignal::new(0),
            saved_revision: StoredValue::new(0),
        };
        // Saving follows the changes: once for every run of changes made together (a
        // move and the forced steps after it), never for the past.
        if !is_past {
            Effect::new(move |seen: Option<()>| {
                session.revision.track();
                if seen.is_some() {
                    session.save();
                }
            });
            // The first move's save would compress every piece of a long log (50 ms after
            // reopening a 20-year campaign): the packer learns them once the screen is painted.
            request_animation_frame(move || {
                set_timeout(
                    move || drop(session.game.try_with_untracked(|g| session.packer.try_update_value(|p| p.pack(g)))),
                    Default::default(),
                )
            });
        }
        session
    }

    /// Saves the campaign as it is now: written when its lock is granted (`saving`), at
    /// once in practice; the banner shows how it went. Only what changed since the last
    /// write is compressed (`packer`): a move in a long campaign saves in a frame.
    fn save(&self) {
        self.saved_revision.set_value(self.revision.get_untracked());
        let id = self.id.get_value();
        let packed = timing::measured("mw:save", || {
            self.game.with_untracked(|g| {
                let packed = self.packer.try_update_value(|p| p.pack(g)).unwrap_or(Err(CodecError::Damaged));
                packed.map(|packed| (entry(&id, g), packed)).map_err(|e| StorageError::Write(e.to_string()))
            })
        });
        let (entry, packed) = match packed {
            Ok(packed) => packed,
            Err(e) => return self.save_error.set(Some(e)),
        };
        let (save_error, storage_used) = (self.save_error, self.storage_used);
        saving::save(
            entry,
            packed,
            std::rc::Rc::new(move |result| match result {
                Ok(revision) => {
                    save_error.try_set(None);
                    if revision.count % USAGE_EVERY == 0 {
                        storage_used.try_set(browser::usage().unwrap_or(0));
                    }
                }
                Err(e) => {
                    save_error.try_set(Some(e));
                }
            }),
        );
        checkpoint::keep_when_quiet(self.id, self.game);
    }

    /// Whether this tab has a change that is not stored (its save failed) or not yet (its
    /// save is still to be made, or waits for another tab's).
    pub fn unsaved(&self) -> bool {
        self.save_error.get_untracked().is_some_and(|e| e.lost_a_change())
            || self.revision.get_untracked() != self.saved_revision.get_value()
            || saving::waiting(&self.id.get_value())
    }

    /// Whether this tab holds the campaign as stored: nothing of its own unsaved or
    /// waiting, and no other tab has written since.
    pub fn in_step_with_storage(&self) -> bool {
        let id = self.id.get_value();
        !self.unsaved() && browser::revision(&id).ok().flatten() == saving::known(&id)
    }

    /// Keeps this tab's campaign, moves the other tab wrote over included, as a new
    /// campaign beside the stored one, and goes on in it: nothing of either tab is lost.
    pub fn keep_as_copy(&self) -> Result<(String, Game, Revision), StorageError> {
        store_copy(self.game.get_untracked())
    }

    /// A campaign stuck on the rules it began with (`history::stuck_on_old_rules`) taken
    /// up under the current rules as a new campaign, the original kept unchanged; with how
    /// many of its commands the current rules took, of how many.
    pub fn continue_under_current_rules(&self) -> Result<(String, Game, Revision, usize, usize), Message> {
        let (copy, taken) = self.game.with_untracked(history::under_current_rules).map_err(|e| e.message())?;
        let all = self.game.with_untracked(|g| g.log().len());
        let (id, game, revision) = store_copy(copy).map_err(|e| e.message())?;
        Ok((id, game, revision, taken, all))
    }

    /// Whether moves are refused here: the past from the timeline (which says so), or the
    /// live campaign while the timeline shows the past (its bar says so).
    fn frozen(&self) -> bool {
        if self.is_past {
            self.refusal.set(Some(message!("session-looking-back")));
        }
        self.is_past || self.timeline_open.get_untracked()
    }

    /// A person's command: the kingdoms the app plays go on after it.
    pub fn apply(&self, command: Command) {
        self.given(command, None, false);
    }

    /// A stand-in's command, its reason kept beside it in the save.
    pub fn apply_reasoned(&self, command: Command, reason: Reason) {
        self.given(command, Some(reason), false);
    }

    /// A joined device's command, which the host's referee took for that device's own
    /// kingdom: played as a person's is.
    pub fn apply_from_device(&self, command: Command) {
        self.given(command, None, true);
    }

    /// The kingdom whose device answers the question `command` would answer here: at the
    /// host's screen nobody answers for it. Anything open at any time is the table's.
    pub fn on_a_device(&self, command: Option<&Command>) -> Option<KingdomId> {
        let Decider::Kingdom(k) = self.decision.with(|d| d.who) else { return None };
        let any_time = command.is_some_and(|c| self.game.with_untracked(|g| g.is_any_time(c)));
        self.on_devices.with(|on| on.contains(&k)).then_some(k).filter(|_| !any_time)
    }

    /// Why the pending question is not answered on this screen, if it is not: on the host,
    /// a kingdom on a device of its own; on a joined device, any question but its own
    /// kingdom's (the host's screen answers the table's).
    pub fn answered_elsewhere(&self) -> Option<Message> {
        let name = |k: KingdomId| self.game.with_untracked(|g| g.state().kingdom_name(k).to_string());
        if let Some(own) = self.plays_as.get() {
            return match self.decision.with(|d| d.who) {
                Decider::Kingdom(k) if k == own => None,
                Decider::Kingdom(k) => Some(message!("p-peer-waiting-for", kingdom = name(k))),
                _ => Some(Message::new("p-peer-host-answers")),
            };
        }
        self.on_a_device(None).map(|k| message!("p-peer-answered-there", kingdom = name(k)))
    }

    fn given(&self, command: Command, reason: Option<Reason>, from_device: bool) {
        if self.frozen() {
            return;
        }
        let person = reason.is_none();
        // On a joined device the host plays every command, the app's kingdoms' too.
        if let Some(remote) = self.remote.get_untracked() {
            if person {
                remote(command);
            }
            return;
        }
        // A kingdom the app plays answering between two presses leaves them one gesture.
        if person {
            self.last_command_click.set_value(None);
            // Nobody answers for a kingdom the app plays: it is taken back first.
            let played = self.game.with_untracked(|g| {
                crate::engine::stand_in::answers_itself(g, &command).map(|k| g.state().kingdom_name(k).to_string())
            });
            if let Some(kingdom) = played {
                return self.refusal.set(Some(message!("p-stand-in-plays", kingdom = kingdom)));
            }
            let on_a_device = if from_device { None } else { self.on_a_device(Some(&command)) };
            if let Some(k) = on_a_device {
                let kingdom = self.game.with_untracked(|g| g.state().kingdom_name(k).to_string());
                return self.refusal.set(Some(message!("p-peer-on-a-device", kingdom = kingdom)));
            }
        }
        // A refused command changed nothing: no redraw, so typed-in dice stay in their boxes.
        let result = timing::measured("mw:apply", || {
            let done = self.game.try_update_untracked(|g| match reason {
                Some(r) => g.apply_reasoned(command, r).map(|_| ()),
                None => g.apply(command).map(|_| ()),
            });
            done.unwrap_or(Ok(()))
        });
        match result {
            Ok(()) => {
                if person {
                    self.stand_ins_wait.set(false);
                }
                self.undone.set_value(None);
                self.changed();
            }
            Err(e) => self.refusal.set(Some(e.message())),
        }
    }

    /// The campaign as the host's page has it now, on a joined device: shown and stored
    /// as a move is.
    pub fn follow_host(&self, game: Game) {
        self.game.update_untracked(|g| *g = game);
        self.changed();
    }

    /// The app plays `kingdom` from now on, or hands it back; saved like a move.
    pub fn set_stand_in(&self, kingdom: KingdomId, played: bool) {
        if self.frozen() {
            return;
        }
        self.game.update(|g| g.set_stand_in(kingdom, played));
        self.stand_ins_wait.set(false);
        self.revision.update(|r| *r += 1);
    }

    /// The app plays `kingdom` at `level` whenever it plays it; saved like a move.
    pub fn set_stand_in_level(&self, kingdom: KingdomId, level: crate::engine::reason::Level) {
        if self.frozen() {
            return;
        }
        self.game.update(|g| g.set_stand_in_level(kingdom, level));
        self.revision.update(|r| *r += 1);
    }

    /// The campaign changed (a command, an undo or a redo): it is drawn and saved, and
    /// nothing picked for an earlier question stays picked.
    fn changed(&self) {
        presses::changed();
        self.game.notify();
        self.refusal.set(None);
        self.picks.clear();
        self.revision.update(|r| *r += 1);
    }

    /// Plays the forced steps (`view::forced_move`) one command at a time, each logged as
    /// if clicked, until a step offers a choice or a roll; the run is saved once.
    pub fn play_forced(&self) {
        // A campaign has far fewer steps in a row without a choice; the bound only guards.
        for _ in 0..1000 {
            let Some(command) = self.game.with_untracked(view::forced_move) else { break };
            self.apply(command);
            if self.refusal.get_untracked().is_some() {
                break;
            }
        }
    }

    /// The map was pressed (and not dragged) by `ev`: by a finger or not, and where.
    pub fn pointed(&self, ev: &leptos::ev::PointerEvent) {
        self.pointed_by_touch.set_value(ev.pointer_type() == "touch");
        self.pointed_at.set_value(Some((f64::from(ev.client_x()), f64::from(ev.client_y()))));
    }

    /// A click on a tile, on the map or by its button: show it, and give the answer the
    /// click means (`view::tile_click`), or pick the token there to order. While a march
    /// path is laid (`DOM-11`), a click adds the next tile along it, or takes the last back.
    pub fn click_tile(&self, hex: Hex) {
        let now = js_sys::Date::now();
        let point = self.pointed_at.try_update_value(Option::take).flatten();
        if self.last_command_click.get_value().is_some_and(|p| p.again(hex, point, now)) {
            return;
        }
        self.picks.selected.set(Some(hex));
        if self.lay_path(hex) {
            return;
        }
        let picked = Picked { kind: self.picks.kind.get_untracked(), token: self.picks.token.get_untracked() };
        let log = self.game.with_untracked(|g| g.log().len());
        match self.game.with_untracked(|g| view::tile_click(g, hex, picked)) {
            TileClick::Answer(command)
                if shown_first(&command, picked, self.pointed_by_touch.get_value())
                    && !self.previewed(hex, &command, now) =>
            {
                // Drawn first: the move, and a march's path, cost and hits (`DOM-11`). A
                // second click too soon after changes nothing: the preview stands.
                let shown = self.picks.preview.get_untracked().is_some_and(|p| p.hex == hex && p.command == command);
                if !shown {
                    self.picks.hover.set(Some(hex));
                    self.picks.preview.set(Some(Preview { hex, command, at: now }));
                }
            }
            TileClick::Answer(command) => self.give(command),
            TileClick::Pick(token) => {
                self.picks.preview.set(None);
                self.picks.token.set(Some(token));
            }
            TileClick::Show => self.picks.preview.set(None),
        }
        if self.game.with_untracked(|g| g.log().len()) != log {
            self.last_command_click.set_value(Some(Press { hex, point, at: now }));
        }
    }

    /// Whether `command` was shown at `hex` before this click, long enough ago for the
    /// table to have seen it: a quick double click or tap never previews and gives at once.
    fn previewed(&self, hex: Hex, command: &Command, now: f64) -> bool {
        self.picks
            .preview
            .get_untracked()
            .is_some_and(|p| p.hex == hex && p.command == *command && now - p.at >= PREVIEW_MS)
    }

    /// Gives a command a tile click or its preview's button chose: a rules module's
    /// gesture takes its own (a march with its extras), else it is applied.
    pub fn give(&self, command: Command) {
        if !(self.gestures.0)(*self, &command) {
            self.apply(command);
        }
    }

    /// `DOM-11`: while a path is laid for the picked token, `hex` extends it or takes its
    /// last tile back; false when no path is being laid.
    fn lay_path(&self, hex: Hex) -> bool {
        let Some(mut path) = self.picks.path.get_untracked() else { return false };
        let from = self.picks.token.get_untracked().and_then(|t| self.game.with_untracked(|g| g.state().token(t)));
        let Some((_, start, _)) = from else { return false };
        let end = path.last().copied().unwrap_or(start);
        if path.last() == Some(&hex) {
            path.pop();
        } else if end.distance(hex) == 1 && hex != start && !path.contains(&hex) {
            path.push(hex);
        }
        self.picks.path.set(Some(path));
        true
    }

    /// Takes back the last command a person gave, with the stand-ins' commands after it;
    /// the stand-ins then wait.
    pub fn undo(&self) {
        if self.frozen() || self.remote.get_untracked().is_some() {
            return;
        }
        self.last_command_click.set_value(None);
        // Said on the card until the next move, when the app's moves went with it.
        let apps = self.game.with_untracked(|g| g.turn_to_undo().0);
        self.undone.set_value((apps > 0).then(|| self.turn_words("p-undone")));
        let undone = timing::measured("mw:undo", || self.game.try_update_untracked(Game::undo_turn).unwrap_or(false));
        if undone {
            self.stand_ins_wait.set(true);
            self.changed();
        }
    }

    /// Gives again the command undone last, with the stand-ins' commands that followed it.
    pub fn redo(&self) {
        if self.frozen() || self.remote.get_untracked().is_some() {
            return;
        }
        self.last_command_click.set_value(None);
        match self.game.try_update_untracked(Game::redo_turn).unwrap_or(Ok(false)) {
            Ok(true) => self.changed(),
            Ok(false) => {}
            Err(e) => self.refusal.set(Some(e.message())),
        }
    }

    /// "Undo the capital at C4", for the buttons' titles, with the app's moves after it
    /// that go with it (`Game::undo_turn`).
    pub fn undo_title(&self) -> Message {
        self.turn_words("session-undo")
    }

    /// The turn an undo takes back, in the words of `prefix` (the button's title, or what
    /// the card says once it is taken back), or its `-app` form when only the app's moves
    /// are left.
    fn turn_words(&self, prefix: &str) -> Message {
        self.game.with(|g| match g.turn_to_undo() {
            (0, None) => message!("session-nothing-to-undo"),
            (n, Some(c)) => message!(prefix, what = describe_command(c), n = n),
            (n, None) => message!(&format!("{prefix}-app"), n = n),
        })
    }

    pub fn redo_title(&self) -> Message {
        self.game
            .with(|g| g.redo_stack().last().map(|c| message!("session-redo", what = describe_command(c))))
            .unwrap_or_else(|| message!("session-nothing-to-redo"))
    }

    /// A link that carries the whole campaign in its fragment (never sent to a server),
    /// or why there is none: over `MAX_LINK` characters it would not survive a chat or a
    /// mail, and the file export is the way.
    pub fn share_link(&self) -> Result<String, Message> {
        // The same text as the file (one serialiser in the app, not two).
        let text = self
            .game
            .with_untracked(|g| Save::of(g).to_json())
            .map_err(|e| message!("session-link-failed", why = e.to_string()))?;
        let packed = codec::to_link(&text);
        if packed.len() > MAX_LINK {
            return Err(message!("session-link-too-long", length = packed.len(), max = MAX_LINK));
        }
        let page = web_sys::window().and_then(|w| w.location().href().ok()).unwrap_or_default();
        let base = page.split('#').next().unwrap_or_default();
        Ok(format!("{base}{SHARE_PREFIX}{packed}"))
    }

    pub fn export(&self) {
        let result = self.game.with_untracked(|g| {
            let text = Save::of(g).to_json().map_err(|e| StorageError::Write(e.to_string()))?;
            browser::download(&format!("{}.marchwarden.json", self.id.get_value()), &text)?;
            browser::mark_exported(&[self.id.get_value()])
        });
        if let Err(e) = result {
            self.save_error.set(Some(e));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    // One gesture, one command: a second press soon after a press that gave a command is
    // its double on the same tile, or on the same spot of the screen when the map moved
    // under the finger between the taps and another tile lies there now.
    #[test]
    fn a_second_press_soon_on_the_same_tile_or_spot_is_the_first_ones_double() {
        let first = Press { hex: Hex::new(3, 3), point: Some((100.0, 200.0)), at: 1000.0 };
        let other = Hex::new(5, 2);
        assert!(first.again(Hex::new(3, 3), None, 1100.0), "the same tile, by its button");
        assert!(first.again(other, Some((110.0, 215.0)), 1150.0), "the same spot, the map moved");
        assert!(!first.again(other, Some((160.0, 200.0)), 1150.0), "another spot: a new choice");
        assert!(!first.again(other, None, 1150.0), "another tile's button");
        assert!(!first.again(Hex::new(3, 3), Some((100.0, 200.0)), 1500.0), "half a second on: a new press");
    }
}
