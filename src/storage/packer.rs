//! Writing an open campaign's save after every move in time for the next frame, however
//! long the campaign. The save is written in pieces, each compressed on its own
//! (`codec::from_stored` reads them back as one text): the setup, the log and the undo
//! notes `PIECE_ITEMS` at a time, and the rest. The packer remembers the pieces it wrote,
//! so a move compresses only what changed: the log's last piece and the save's end.

use super::codec::{self, CodecError};
use crate::engine::command::{Command, UndoNote};
use crate::engine::save::SaveRest;
use crate::engine::{Game, Setup};
use serde::Serialize;

/// How many commands, or undo notes, one piece holds.
const PIECE_ITEMS: usize = 256;

/// A piece written: the items it holds and its compressed text.
struct Piece<T> {
    items: Vec<T>,
    packed: String,
}

/// The pieces last written of one campaign's save.
#[derive(Default)]
pub struct Packer {
    setup: Option<(Setup, String)>,
    commands: Vec<Piece<Command>>,
    undone: Vec<Piece<UndoNote>>,
}

impl Packer {
    /// The text to store for `game`'s save: the same save as `Save::of(game)`, in pieces.
    pub fn pack(&mut self, game: &Game) -> Result<String, CodecError> {
        let json = |e: serde_json::Error| CodecError::Unwritable(e.to_string());
        let mut pieces = Vec::new();
        match &self.setup {
            Some((setup, packed)) if setup == game.setup() => pieces.push(packed.clone()),
            _ => {
                let head = format!("{{\"setup\":{},\"commands\":[", serde_json::to_string(game.setup()).map_err(json)?);
                let packed = codec::to_piece(&head)?;
                self.setup = Some((game.setup().clone(), packed.clone()));
                pieces.push(packed);
            }
        }
        pieces.extend(pack_items(&mut self.commands, game.log())?);
        pieces.push(codec::to_piece("],\"undone\":[")?);
        pieces.extend(pack_items(&mut self.undone, game.undo_notes())?);
        let rest = serde_json::to_string(&SaveRest::of(game)).map_err(json)?;
        pieces.push(codec::to_piece(&format!("],{}", &rest[1..]))?);
        Ok(codec::joined(&pieces))
    }
}

/// The pieces of `items`, those unchanged since the last write taken from `cache`.
fn pack_items<T: Serialize + Clone + PartialEq>(
    cache: &mut Vec<Piece<T>>,
    items: &[T],
) -> Result<Vec<String>, CodecError> {
    let chunks: Vec<&[T]> = items.chunks(PIECE_ITEMS).collect();
    cache.truncate(chunks.len());
    let mut out = Vec::with_capacity(chunks.len());
    for (k, chunk) in chunks.into_iter().enumerate() {
        if cache.get(k).is_some_and(|p| p.items == chunk) {
            out.push(cache[k].packed.clone());
            continue;
        }
        let mut text = String::new();
        for (i, item) in chunk.iter().enumerate() {
            if k > 0 || i > 0 {
                text.push(',');
            }
            text.push_str(&serde_json::to_string(item).map_err(|e| CodecError::Unwritable(e.to_string()))?);
        }
        let piece = Piece { items: chunk.to_vec(), packed: codec::to_piece(&text)? };
        out.push(piece.packed.clone());
        if k < cache.len() {
            cache[k] = piece;
        } else {
            cache.push(piece);
        }
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::save::{self, Save};
    use crate::engine::testing::sample_setup;
    use crate::engine::Options;

    fn saved(stored: &str) -> Save {
        serde_json::from_str(&codec::from_stored(stored).expect("reads back")).expect("a save")
    }

    // Every write reads back as the save of the campaign as it is, through moves, undos
    // (notes) and redos, and opens as that campaign.
    #[test]
    fn each_write_reads_back_as_the_campaigns_save() {
        let options = Options { years: 20, ..Options::default() };
        let mut game = Game::new(sample_setup(), options, 5).unwrap();
        let mut packer = Packer::default();
        for step in 0..700 {
            match step % 50 {
                10 | 11 => {
                    game.undo();
                }
                12 => {
                    game.redo().unwrap();
                }
                _ => {
                    let Some(c) = game.answers().into_iter().next() else { break };
                    game.apply(c).unwrap();
                }
            }
            let stored = packer.pack(&game).unwrap();
            if step % 37 == 0 || step > 690 {
                assert_eq!(saved(&stored), Save::of(&game), "at step {step}");
            }
        }
        assert!(game.log().len() > 2 * PIECE_ITEMS, "the log spans pieces");
        let stored = packer.pack(&game).unwrap();
        let opened = save::load(&codec::from_stored(&stored).unwrap()).unwrap();
        assert_eq!(opened.state(), game.state());
        // A fresh packer writes the same text as one that kept its pieces.
        assert_eq!(Packer::default().pack(&game).unwrap(), stored);
    }

    // An undo reaching back into an earlier piece makes that piece again: no stale piece.
    #[test]
    fn an_undo_into_an_earlier_piece_writes_that_piece_anew() {
        let mut game = Game::new(sample_setup(), Options::default(), 5).unwrap();
        let mut packer = Packer::default();
        while game.log().len() < PIECE_ITEMS + 3 {
            let c = game.answers()[0].clone();
            game.apply(c).unwrap();
            packer.pack(&game).unwrap();
        }
        for _ in 0..5 {
            game.undo();
        }
        let c = game.answers().into_iter().last().unwrap();
        game.apply(c).unwrap();
        assert_eq!(saved(&packer.pack(&game).unwrap()), Save::of(&game));
    }
}
