//! What a click on a tile means: read from the answers the pending decision has, never
//! from a second reading of the decision. The page gives the tile and what the table has
//! picked (a token, a settlement kind); this says which answer the click gives, or which
//! token it picks, or that it only shows the tile.

use super::command::Command;
use super::game::Game;
use super::hex::Hex;
use super::ids::TokenId;
use super::module_parts::Unpicked;
use super::rules::decision_answers;
use super::state::{Order, SettlementKind, State};

/// What the table has picked before clicking a tile.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Picked {
    /// The settlement kind chosen for `SET-4`.
    pub kind: Option<SettlementKind>,
    /// The token chosen: to order, retreat, push or deploy.
    pub token: Option<TokenId>,
}

/// What a click on a tile does.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TileClick {
    /// It gives this answer.
    Answer(Command),
    /// It picks this token, to order it next (`SUM-ORD-1`).
    Pick(TokenId),
    /// It only shows the tile.
    Show,
}

/// The tile an answer acts on, if it acts on one.
fn tile_of(state: &State, command: &Command) -> Option<Hex> {
    match command {
        Command::PlaceCapital { hex }
        | Command::PlaceSettlement { hex, .. }
        | Command::PlaceArmy { hex }
        | Command::ChooseBattle { hex, .. }
        | Command::RecallTo { hex }
        | Command::Deploy { hex, .. } => Some(*hex),
        Command::GiveOrder { order: Order::Move { to }, .. }
        | Command::Retreat { to, .. }
        | Command::WinnerMove { to, .. } => Some(*to),
        Command::ResolveOrder { token } => state.token(*token).map(|(_, hex, _)| hex),
        other => other.module_part().and_then(|m| m.tile()),
    }
}

/// The token an answer moves or places, if it names one.
fn token_of(command: &Command) -> Option<TokenId> {
    match command {
        Command::GiveOrder { token, .. }
        | Command::Retreat { token, .. }
        | Command::WinnerMove { token, .. }
        | Command::ResolveOrder { token } => Some(*token),
        Command::Deploy { army, .. } => Some(*army),
        other => other.module_part().and_then(|m| m.token()),
    }
}

/// Whether the answer takes what the table picked: its token, or its settlement kind.
fn takes_pick(command: &Command, picked: Picked) -> bool {
    match command {
        Command::PlaceSettlement { kind, .. } => picked.kind == Some(*kind),
        _ => picked.token.is_some() && token_of(command) == picked.token,
    }
}

fn unpicked(command: &Command) -> Unpicked {
    match command {
        Command::ChooseBattle { .. } | Command::Retreat { .. } | Command::WinnerMove { .. } => Unpicked::Only,
        Command::GiveOrder { .. } => Unpicked::Never,
        other => other.module_part().map_or(Unpicked::First, |m| m.unpicked()),
    }
}

/// What a click on `hex` means in `game`, given what is `picked`: the answer the click
/// gives (the picked token's or kind's first, then the one the tile leaves no doubt
/// about), else a token of the tile to order, else nothing but showing the tile.
pub fn tile_click(game: &Game, hex: Hex, mut picked: Picked) -> TileClick {
    let state = game.state();
    let answers = decision_answers(&game.decision(), game.options());
    let mut orderable: Vec<TokenId> =
        answers.iter().filter(|c| matches!(unpicked(c), Unpicked::Never)).filter_map(token_of).collect();
    crate::sort::sort(&mut orderable);
    orderable.dedup();
    // A token alone in waiting for its order needs no picking first (`SUM-ORD-1`); a
    // module's answer may still want it picked first (`ModuleCommand::picked_first`).
    let orders_only = !answers.iter().any(|c| c.module_part().is_some_and(|m| m.picked_first()));
    if let ([lone], None, true) = (orderable.as_slice(), picked.token, orders_only) {
        picked.token = Some(*lone);
    }
    let here: Vec<&Command> = answers.iter().filter(|c| tile_of(state, c) == Some(hex)).collect();
    if let Some(c) = here.iter().find(|c| takes_pick(c, picked)) {
        return TileClick::Answer((*c).clone());
    }
    if let Some(first) = here.iter().find(|c| !matches!(unpicked(c), Unpicked::Never)) {
        let alike = here.iter().filter(|c| std::mem::discriminant(**c) == std::mem::discriminant(*first)).count();
        match unpicked(first) {
            Unpicked::First => return TileClick::Answer((*first).clone()),
            Unpicked::Only if alike == 1 => return TileClick::Answer((*first).clone()),
            _ => {}
        }
    }
    match orderable.into_iter().find(|t| state.token(*t).is_some_and(|(_, at, _)| at == hex)) {
        Some(token) => TileClick::Pick(token),
        None => TileClick::Show,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::testing::{after_setup, sample_setup};
    use crate::engine::{Options, Setup};

    fn game_at(setup: Setup, steps: usize) -> Game {
        let mut game = Game::new(setup, Options::default(), 3).unwrap();
        for _ in 0..steps {
            let Some(c) = game.legal_commands().into_iter().next() else { break };
            game.apply(c).unwrap();
        }
        game
    }

    // SET-4: a click on a free starting tile places the capital; elsewhere it only shows.
    #[test]
    fn a_click_places_on_a_legal_tile_and_only_shows_elsewhere() {
        let mut game = Game::new(sample_setup(), Options::default(), 3).unwrap();
        while !matches!(game.decision().kind, crate::engine::DecisionKind::PlaceCapital { .. }) {
            let c = game.legal_commands().into_iter().next().unwrap();
            game.apply(c).unwrap();
        }
        let legal = game.decision().tiles();
        let hex = legal[0];
        assert_eq!(tile_click(&game, hex, Picked::default()), TileClick::Answer(Command::PlaceCapital { hex }));
        let elsewhere = game.map().hexes().find(|h| !legal.contains(h)).unwrap();
        assert_eq!(tile_click(&game, elsewhere, Picked::default()), TileClick::Show);
    }

    // SET-4: the kind picked is placed; with none picked (or one not left), the first kind left.
    #[test]
    fn a_settlement_click_takes_the_kind_picked_else_the_first_left() {
        let mut game = game_at(sample_setup(), 0);
        while !matches!(game.decision().kind, crate::engine::DecisionKind::PlaceSettlement { .. }) {
            let c = game.legal_commands().into_iter().next().unwrap();
            game.apply(c).unwrap();
        }
        let crate::engine::DecisionKind::PlaceSettlement { kinds, tiles } = game.decision().kind else {
            unreachable!()
        };
        let hex = tiles[0];
        let last = *kinds.last().unwrap();
        let picked = Picked { kind: Some(last), token: None };
        assert_eq!(tile_click(&game, hex, picked), TileClick::Answer(Command::PlaceSettlement { hex, kind: last }));
        assert_eq!(
            tile_click(&game, hex, Picked::default()),
            TileClick::Answer(Command::PlaceSettlement { hex, kind: kinds[0] })
        );
    }

    /// The sample campaign of two kingdoms as its first orders are due: one army each.
    fn at_first_orders() -> Game {
        let state = after_setup();
        let mut game = Game::new(sample_setup(), Options::default(), 3).unwrap();
        while game.state().phase != state.phase {
            let c = game.legal_commands().into_iter().next().unwrap();
            game.apply(c).unwrap();
        }
        game
    }

    // SUM-ORD-1, SUM-ORD-4: a click on a waiting token picks it; then a click on a tile it
    // may enter orders the move there; a click on a tile it may not enter only shows it.
    #[test]
    fn an_order_picks_its_token_first_then_moves_it() {
        let mut game = at_first_orders();
        // Two tokens wait: nothing is ordered until one is picked.
        let mut rng = 7u64;
        let tokens = loop {
            if let crate::engine::DecisionKind::GiveOrder { tokens } = game.decision().kind {
                if tokens.len() > 1 {
                    break tokens;
                }
            }
            let answers = game.answers();
            rng = rng.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
            game.apply(answers[(rng >> 33) as usize % answers.len()].clone()).expect("a legal answer");
        };
        let t = &tokens[0];
        assert_eq!(tile_click(&game, t.hex, Picked::default()), TileClick::Pick(t.token));
        let to = t.move_targets().find(|h| tokens.iter().all(|o| o.hex != *h)).expect("a tile to move to");
        assert_eq!(tile_click(&game, to, Picked::default()), TileClick::Show, "no token picked: nothing ordered");
        let picked = Picked { token: Some(t.token), kind: None };
        assert_eq!(
            tile_click(&game, to, picked),
            TileClick::Answer(Command::GiveOrder { token: t.token, order: Order::Move { to } })
        );
        let far = game.map().hexes().find(|h| h.distance(t.hex) > 3).unwrap();
        assert_eq!(tile_click(&game, far, picked), TileClick::Show);
    }

    // SUM-ORD-1: with one token alone waiting for its order, a click on a tile it may
    // enter orders it there at once; on its own tile, it is picked.
    #[test]
    fn a_lone_waiting_token_is_ordered_by_a_tile_click() {
        let game = at_first_orders();
        let crate::engine::DecisionKind::GiveOrder { tokens } = game.decision().kind else { panic!("orders are due") };
        let [t] = tokens.as_slice() else { panic!("one army each after setup") };
        let to = t.move_targets().next().expect("a tile to move to");
        assert_eq!(
            tile_click(&game, to, Picked::default()),
            TileClick::Answer(Command::GiveOrder { token: t.token, order: Order::Move { to } })
        );
        assert_eq!(tile_click(&game, t.hex, Picked::default()), TileClick::Pick(t.token));
    }
}
