//! A long campaign reopened from its stored checkpoint (`engine::checkpoint`): the same
//! campaign as a replay from its first command, undo stopped at the checkpoint until the
//! past is read back, and every checkpoint that does not hold refused.

mod common;

use common::*;
use marchwarden::engine::checkpoint::{Checkpoint, CheckpointRefused, CHECKPOINT_FROM};
use marchwarden::engine::command::UndoNote;
use marchwarden::engine::game::PastRefused;
use marchwarden::engine::hash;
use marchwarden::engine::save::{self, Loading, Save, Start};
use marchwarden::engine::{Game, LoadError, Options};
use std::sync::OnceLock;

/// A 20-year campaign of six kingdoms played at random, with an undo now and then, long
/// enough to keep a checkpoint; and its save's text.
fn long_campaign() -> &'static (Game, String) {
    static LONG: OnceLock<(Game, String)> = OnceLock::new();
    LONG.get_or_init(|| {
        let options = Options { years: 20, ..Options::default() };
        let mut game = Game::new(sample_setup(6), options, 11).expect("setup");
        let mut rng = rng(11);
        while play_random(&mut game, &mut rng, 250) == 250 {
            game.undo();
            game.undo();
        }
        assert!(game.log().len() > CHECKPOINT_FROM + 500, "long enough: {}", game.log().len());
        let text = Save::of(&game).to_json().expect("save");
        (game, text)
    })
}

fn checkpoint_text(game: &Game) -> (usize, String) {
    let position = Checkpoint::position_for(game).expect("a long campaign keeps a checkpoint");
    (position, Checkpoint::of(game, position).to_json().expect("checkpoint"))
}

fn open_from(text: &str, checkpoint: &str) -> (Result<Game, LoadError>, Start) {
    let (loading, start) = Loading::begin_from(text, Some(checkpoint)).expect("the save reads");
    (loading.finish(), start)
}

/// Reads back the past of a campaign opened from a checkpoint, as the page does after it opens.
fn read_past(game: &mut Game) -> Result<(), PastRefused> {
    let past = Loading::past(game.past_to_read().expect("a past to read")).finish().expect("the past replays");
    game.adopt_past(past)
}

#[test]
fn the_checkpoint_lies_where_the_season_before_this_one_began() {
    let (game, _) = long_campaign();
    let seasons = game.seasons();
    assert_eq!(Checkpoint::position_for(game), Some(seasons[seasons.len() - 2].0));
    let mut short = Game::new(sample_setup(3), Options::default(), 1).expect("setup");
    play_random(&mut short, &mut rng(1), CHECKPOINT_FROM - 1);
    assert_eq!(Checkpoint::position_for(&short), None, "a short campaign replays from its start");
}

// APP-3: the campaign opened from a checkpoint is the campaign replayed from its start:
// its state, log, redo stack and undo, and once its past is read, its events too.
#[test]
fn a_campaign_opened_from_its_checkpoint_is_the_one_its_save_holds() {
    let (whole, text) = long_campaign();
    let (position, checkpoint) = checkpoint_text(whole);
    let (opened, start) = open_from(text, &checkpoint);
    let mut opened = opened.expect("opens from the checkpoint");
    assert_eq!(start, Start::Checkpoint(position));
    assert_eq!(opened.state(), whole.state());
    assert_eq!(opened.log(), whole.log());
    assert_eq!(opened.state_hash(), whole.state_hash());
    assert_eq!(Save::of(&opened), Save::of(whole), "saved again, the same save");
    assert!(opened.past_unread());
    assert_eq!(opened.events_of(position).collect::<Vec<_>>(), whole.events_of(position).collect::<Vec<_>>());
    assert_eq!(opened.events_of(position - 1).count(), 0, "the past is not read yet");

    read_past(&mut opened).expect("the past holds");
    assert!(!opened.past_unread());
    assert_eq!(opened.chronicle(), whole.chronicle());
    assert_eq!(opened.seasons(), whole.seasons());
    assert!(opened.undo(), "past the checkpoint once the past is read");
    let mut back = whole.clone();
    back.undo();
    assert_eq!(opened.state(), back.state());
}

#[test]
fn undo_stops_at_the_checkpoint_until_the_past_is_read() {
    let (whole, text) = long_campaign();
    let (position, checkpoint) = checkpoint_text(whole);
    let mut opened = open_from(text, &checkpoint).0.expect("opens from the checkpoint");
    let mut undone = 0;
    while opened.undo() {
        undone += 1;
    }
    assert_eq!(undone, whole.log().len() - position);
    assert!(!opened.can_undo());
    for _ in 0..undone {
        opened.redo().expect("redo");
    }
    assert_eq!(opened.state(), whole.state());

    read_past(&mut opened).expect("the past holds");
    assert!(opened.undo());
}

#[test]
fn a_checkpoint_that_does_not_hold_is_refused_and_the_save_replays_from_its_start() {
    let (whole, text) = long_campaign();
    let (position, checkpoint) = checkpoint_text(whole);
    let mut parsed: Checkpoint = serde_json::from_str(&checkpoint).expect("json");
    let cases: Vec<(String, CheckpointRefused)> = vec![
        ("{not json".into(), CheckpointRefused::Unreadable(String::new())),
        (
            serde_json::to_string(&Checkpoint { position: whole.log().len() + 1, ..parsed.clone() }).unwrap(),
            CheckpointRefused::PastTheLog,
        ),
        (
            serde_json::to_string(&Checkpoint { position: position - 1, ..parsed.clone() }).unwrap(),
            CheckpointRefused::OtherLog,
        ),
        (
            serde_json::to_string(&Checkpoint {
                log_hash: hash::log_hash(&whole.log()[1..=position]),
                ..parsed.clone()
            })
            .unwrap(),
            CheckpointRefused::OtherLog,
        ),
        (
            {
                parsed.state.kingdoms[0].gold += 1;
                serde_json::to_string(&parsed).unwrap()
            },
            CheckpointRefused::StateHash,
        ),
    ];
    for (tampered, why) in cases {
        let (opened, start) = open_from(text, &tampered);
        match (&start, &why) {
            (Start::Refused(CheckpointRefused::Unreadable(_)), CheckpointRefused::Unreadable(_)) => {}
            _ => assert_eq!(start, Start::Refused(why)),
        }
        let opened = opened.expect("replayed from its first command");
        assert!(!opened.past_unread());
        assert_eq!(opened.chronicle(), whole.chronicle());
    }
    // A checkpoint of another campaign is refused for this one.
    let other = Game::new(sample_setup(6), Options { years: 20, ..Options::default() }, 12).expect("setup");
    let (_, start) = open_from(text, &Checkpoint::of(&other, 0).to_json().unwrap());
    assert!(matches!(start, Start::Refused(CheckpointRefused::OtherLog)), "{start:?}");
}

// A wrong state whose hash was made to match is taken up, but its campaign does not reach
// the state the save names: the load fails, and the page replays from the start instead.
#[test]
fn a_forged_checkpoint_with_its_hash_made_to_match_does_not_open() {
    let (whole, text) = long_campaign();
    let (_, checkpoint) = checkpoint_text(whole);
    let mut forged: Checkpoint = serde_json::from_str(&checkpoint).expect("json");
    forged.state.kingdoms[1].gold += 5;
    forged.state_hash = hash::state_hash(&forged.state, hash::Encoding::Canon1);
    let (opened, start) = open_from(text, &forged.to_json().unwrap());
    assert!(matches!(start, Start::Checkpoint(_)));
    assert!(matches!(opened, Err(LoadError::HashMismatch { .. } | LoadError::ReplayDiverged { .. })), "{opened:?}");
    assert!(save::load(text).is_ok(), "the save itself opens");
}

// Undo notes reaching before the checkpoint are checked with the past: a forged one is
// refused there as a full load refuses it.
#[test]
fn a_forged_undo_note_before_the_checkpoint_is_refused_when_the_past_is_read() {
    let (whole, text) = long_campaign();
    let (_, checkpoint) = checkpoint_text(whole);
    let mut save: Save = serde_json::from_str(text).expect("json");
    let gift = save.commands[100].clone();
    save.undone.insert(0, UndoNote { position: 3, command: gift });
    save.history_hash = Some(hash::history_hash(&save.redo, &save.undone));
    let forged = save.to_json().unwrap();
    assert!(matches!(save::load(&forged), Err(LoadError::UndoNoteRefused { .. })));
    let (opened, _) = open_from(&forged, &checkpoint);
    let mut opened = opened.expect("opens: the note is checked with the past");
    assert!(matches!(read_past(&mut opened), Err(PastRefused::History(_))));
    assert!(opened.past_unread(), "left as it was");
}
