//! The open campaign: one signal holding the game, and every change to it saved at once.

use crate::engine::chronicle::describe_command;
use crate::engine::save::Save;
use crate::engine::state::Phase;
use crate::engine::{Command, Decider, Decision, Game, Hex, SettlementKind};
use crate::storage::browser::{self, StorageError};
use crate::storage::index::IndexEntry;
use leptos::prelude::*;

#[derive(Clone, Copy)]
pub struct Session {
    pub id: StoredValue<String>,
    pub game: RwSignal<Game>,
    /// The last save failure, shown until a save succeeds.
    pub save_error: RwSignal<Option<String>>,
    /// Why the last command was refused.
    pub refusal: RwSignal<Option<String>>,
    pub selected: RwSignal<Option<Hex>>,
    /// The settlement kind the player picked for `SET-4` placement.
    pub kind: RwSignal<Option<SettlementKind>>,
}

/// Where a campaign stands, for the phase bar and the start page.
pub fn summary(game: &Game) -> String {
    let s = game.state();
    match s.phase {
        Phase::Setup(_) => "Setup".to_string(),
        Phase::Winter => format!("Year {}, winter", s.calendar.year),
        Phase::Ended => "Campaign over".to_string(),
        ref p => format!(
            "Year {}, month {} · {}",
            s.calendar.year,
            s.calendar.month,
            p.name()
        ),
    }
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

/// Write a campaign to its slot.
pub fn store(id: &str, game: &Game) -> Result<(), StorageError> {
    let text = Save::of(game)
        .to_json()
        .map_err(|e| StorageError::Write(e.to_string()))?;
    let entry = IndexEntry {
        id: id.to_string(),
        name: game.setup().name.clone(),
        last_played: browser::now_ms(),
        summary: summary(game),
    };
    browser::save_campaign(entry, &text)
}

impl Session {
    pub fn new(id: String, game: Game) -> Session {
        Session {
            id: StoredValue::new(id),
            game: RwSignal::new(game),
            save_error: RwSignal::new(None),
            refusal: RwSignal::new(None),
            selected: RwSignal::new(None),
            kind: RwSignal::new(None),
        }
    }

    fn persist(&self) {
        let result = self.game.with_untracked(|g| store(&self.id.get_value(), g));
        self.save_error.set(result.err().map(|e| e.to_string()));
    }

    pub fn apply(&self, command: Command) {
        // A refused command changed nothing: no redraw, so typed-in dice stay in their boxes.
        let result = self
            .game
            .try_update_untracked(|g| g.apply(command).map(|_| ()))
            .unwrap_or(Ok(()));
        match result {
            Ok(()) => {
                self.game.notify();
                self.refusal.set(None);
                self.kind.set(None);
                self.persist();
            }
            Err(e) => self.refusal.set(Some(e.to_string())),
        }
    }

    pub fn undo(&self) {
        if self.game.try_update_untracked(Game::undo).unwrap_or(false) {
            self.game.notify();
            self.refusal.set(None);
            self.persist();
        }
    }

    pub fn redo(&self) {
        match self
            .game
            .try_update_untracked(Game::redo)
            .unwrap_or(Ok(false))
        {
            Ok(true) => {
                self.game.notify();
                self.refusal.set(None);
                self.persist();
            }
            Ok(false) => {}
            Err(e) => self.refusal.set(Some(e.to_string())),
        }
    }

    /// "Undo the capital at C4", for the buttons' titles.
    pub fn undo_title(&self) -> String {
        self.game
            .with(|g| {
                g.log()
                    .last()
                    .map(|c| format!("Undo {} (Ctrl+Z)", describe_command(c)))
            })
            .unwrap_or_else(|| "Nothing to undo".into())
    }

    pub fn redo_title(&self) -> String {
        self.game
            .with(|g| {
                g.redo_stack()
                    .last()
                    .map(|c| format!("Redo {} (Ctrl+Shift+Z)", describe_command(c)))
            })
            .unwrap_or_else(|| "Nothing to redo".into())
    }

    pub fn export(&self) {
        let result = self.game.with_untracked(|g| {
            let text = Save::of(g)
                .to_json()
                .map_err(|e| StorageError::Write(e.to_string()))?;
            browser::download(&format!("{}.marchwarden.json", self.id.get_value()), &text)
        });
        if let Err(e) = result {
            self.save_error.set(Some(e.to_string()));
        }
    }
}
