//! Commands and orders in words: what a player did, for the chronicle, an undo and a
//! refusal. They read nothing but the command, so an error can name the answer it
//! refused without the chronicle.

use crate::engine::command::Command;
use crate::engine::hex::Hex;
use crate::engine::map::Map;
use crate::engine::state::Order;
use crate::message;
use crate::words::message::Message;

/// A short description of a command, for undo lines and the redo button.
pub fn describe_command(command: &Command) -> Message {
    let tile = |h: &Hex| Map::label(*h);
    match command {
        Command::Roll { faces: Some(f) } => message!("cmd-roll", faces = faces(f)),
        Command::Roll { faces: None } => message!("cmd-roll-any"),
        Command::ChooseRace { .. } => message!("cmd-choose-race"),
        Command::PlaceCapital { hex } => message!("cmd-place-capital", tile = tile(hex)),
        Command::PlaceSettlement { hex, kind } => {
            message!("cmd-place-settlement", kind = kind.word(), tile = tile(hex))
        }
        Command::PlaceArmy { hex } => message!("cmd-place-army", tile = tile(hex)),
        Command::ResolveOrder { token } => message!("cmd-resolve-order", army = *token),
        Command::GiveOrder { token, order } => {
            message!("cmd-give-order", army = *token, order = describe_order(*order))
        }
        Command::ChooseBattle { hex, .. } => message!("cmd-choose-battle", tile = tile(hex)),
        Command::ChooseBattleKind { kind } => message!("cmd-choose-battle-kind", kind = kind.word()),
        Command::RemoveToken { token } => message!("cmd-remove-token", token = *token),
        Command::AllocateDie { face, army } => message!("cmd-allocate-die", face = *face, army = *army),
        Command::DeclareLoser { concede: true } => message!("cmd-concede"),
        Command::DeclareLoser { concede: false } => message!("cmd-fight-on"),
        Command::ReportTabletop { .. } => message!("cmd-report-tabletop"),
        Command::Retreat { token, to } => message!("cmd-retreat", token = *token, tile = tile(to)),
        Command::WinnerMove { token, to } => message!("cmd-winner-move", token = *token, tile = tile(to)),
        Command::WinnerStays => message!("cmd-winner-stays"),
        Command::RecallTo { hex } => message!("cmd-recall-to", tile = tile(hex)),
        Command::Tithe { to, gold, food } => {
            message!("cmd-tithe", gold = *gold, food = *food, kingdom = u32::from(to.0) + 1)
        }
        Command::Pass => message!("cmd-pass"),
        Command::Buy { hex, what } => message!("cmd-buy", what = what.word(), tile = tile(hex)),
        Command::Disband { army } => message!("cmd-disband", army = *army),
        Command::Starve { army } => message!("cmd-starve", army = *army),
        Command::Deploy { army, hex } => message!("cmd-deploy", army = *army, tile = tile(hex)),
        Command::SwitchResolver { kind } => message!("cmd-switch-resolver", kind = kind.word()),
        Command::Pair { army, ship } => message!("cmd-pair", army = *army, ship = *ship),
        Command::Unpair { ship } => message!("cmd-unpair", ship = *ship),
        Command::AddUnit { army, name, .. } => message!("cmd-add-unit", name = name.as_str(), army = *army),
        Command::RemoveUnit { army, unit } => message!("cmd-remove-unit", unit = u32::from(*unit) + 1, army = *army),
        Command::Module(t) => message!("chron-module", module = t.module.clone()),
        // A built-in module's command tells itself (`Command::module_part`).
        other => other.module_part().map_or_else(|| message!("chron-module", module = ""), |m| m.in_words()),
    }
}

/// An order in words, for sentences and buttons.
pub fn describe_order(order: Order) -> Message {
    match order {
        Order::Move { to } => message!("cmd-order-move", tile = Map::label(to)),
        // A module's order tells itself, with what it names (`Order::module_part`).
        other => other.module_part().map_or_else(|| other.word(), |m| m.in_words()),
    }
}

pub fn faces(f: &[u8]) -> Message {
    Message::list(f.iter().map(|n| message!("chron-number", n = *n)), "chron-comma")
}
