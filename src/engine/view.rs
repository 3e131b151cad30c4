//! The read-only view the page draws from: every figure it shows that a rule computes
//! (forces, Defence, odds, board sizes, what a kingdom may buy), named here so the UI
//! never reaches into `rules` and no rule is computed twice. Add to this list rather
//! than importing a rule into `src/ui`.

pub use super::unit::{Character, Tag};
// Each rules module's part of the view, beside its rules.
pub use super::plugged::TileMark;
pub use super::rules::battle::forces::{dice_counts, side_forces, Forces};
pub use super::rules::battle::odds::{odds, Odds};
pub use super::rules::battle::simple::{army_defence, defence_held, hits};
pub use super::rules::battle::tabletop::{board_size, capped_strength, defended_benefit, fighting_armies, MAX_ROUTS};
pub use super::rules::pairing::options as pairings;
pub use super::rules::roster::{base_strength_of, MAX_NAME, MAX_UNITS};
pub use super::rules::switchable_kinds;
pub use super::rules::winter::deploy::staged;
pub use super::rules::winter::economy::{hungry_after, purchases};
pub use super::rules::{domain::view as domain, loyalty::view as loyalty, narrative::view as narrative};

/// The marks every registered module draws on the map now (`Module::marks`).
pub fn module_marks(state: &super::state::State) -> Vec<TileMark> {
    super::rules::MODULES.iter().flat_map(|m| m.marks(state)).collect()
}

/// The one move there is to make: exactly one command is legal now (no other answer, no
/// optional action such as pairing or a resolver switch), and it is not a roll (the table
/// makes its rolls itself). What "resolve the forced steps" plays, one command at a time,
/// so the log is the same as clicking each (`APP-1`: nothing a player may choose is
/// chosen for them).
pub fn forced_move(game: &super::Game) -> Option<super::Command> {
    match game.legal_commands().as_slice() {
        [only] if !matches!(only, super::Command::Roll { .. }) => Some(only.clone()),
        _ => None,
    }
}
pub use super::tile_click::{tile_click, Picked, TileClick};

/// The armies on the map at `hex`: those staged for placement in winter are off the map
/// until placed (`WIN-6`), so neither the map nor the tile panel shows them there.
pub fn armies_on_map(
    state: &super::State,
    hex: super::Hex,
) -> impl Iterator<Item = (super::state::TokenId, &super::state::Army)> {
    let staged = |id: &super::state::TokenId| state.winter.as_ref().is_some_and(|w| w.staged.contains(id));
    state.armies_at(hex).filter(move |(id, _)| !staged(id))
}
