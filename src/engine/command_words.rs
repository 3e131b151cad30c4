//! Commands and orders in words: what a player did, for the chronicle, an undo and a
//! refusal. They read nothing but the command, so an error can name the answer it
//! refused without the chronicle.

use crate::engine::command::Command;
use crate::engine::domain::{Answer, DomainCommand, DomainOrder};
use crate::engine::hex::Hex;
use crate::engine::loyalty::{LoyaltyCommand, LoyaltyOrder};
use crate::engine::map::{HoldingKind, Map};
use crate::engine::narrative::forces::Development;
use crate::engine::narrative::NarrativeCommand;
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
        Command::Loyalty(c) => loyalty_command(c),
        Command::Narrative(c) => narrative_command(c),
        Command::Domain(c) => domain_command(c),
        Command::Module(t) => message!("chron-module", module = t.module.clone()),
    }
}

/// An order in words, for sentences and buttons.
pub fn describe_order(order: Order) -> Message {
    match order {
        Order::Move { to } => message!("cmd-order-move", tile = Map::label(to)),
        Order::Loyalty(LoyaltyOrder::Agitate { at }) => message!("cmd-order-agitate", tile = Map::label(at)),
        Order::Domain(o) => domain_order(o),
        other => other.word(),
    }
}

pub fn faces(f: &[u8]) -> Message {
    Message::list(f.iter().map(|n| message!("chron-number", n = *n)), "chron-comma")
}

fn domain_order(order: DomainOrder) -> Message {
    match order {
        DomainOrder::Pillage { mp } => message!("cmd-order-pillage", mp = mp),
        DomainOrder::Plunder { kinds } => {
            let named = HoldingKind::ALL
                .into_iter()
                .filter(|k| kinds & crate::engine::domain::kind_bit(*k) != 0)
                .map(HoldingKind::word);
            message!("cmd-order-plunder", kinds = Message::list(named, "chron-comma"))
        }
        DomainOrder::LowerSource => message!("cmd-order-lower-source"),
        DomainOrder::Skirmish => message!("cmd-order-skirmish"),
    }
}

fn domain_command(command: &DomainCommand) -> Message {
    match command {
        DomainCommand::March { token, path, .. } => {
            let to = path.last().map_or_else(String::new, |h| Map::label(*h));
            message!("cmd-march", army = *token, tile = to)
        }
        DomainCommand::SetMounted { army, mounted } => {
            message!(if *mounted { "cmd-mounted" } else { "cmd-on-foot" }, army = *army)
        }
        DomainCommand::Engage(answer) => message!("cmd-engage", answer = answer_text(*answer)),
    }
}

pub fn answer_text(answer: Answer) -> Message {
    match answer {
        Answer::Stay => message!("chron-answer-stay"),
        Answer::TakeField => message!("chron-answer-take-field"),
        Answer::Attack => message!("chron-answer-attack"),
        Answer::Decline => message!("chron-answer-decline"),
        Answer::Pillage => message!("chron-answer-pillage"),
        Answer::PickUnits => message!("chron-answer-pick-units"),
        Answer::Ambush => message!("chron-answer-ambush"),
        Answer::Escort { army } => message!("chron-answer-escort", army = army),
        Answer::Spend { army, mp } => message!("chron-answer-spend", army = army, mp = mp),
    }
}

fn loyalty_command(command: &LoyaltyCommand) -> Message {
    match command {
        LoyaltyCommand::Mobilise { hex } => message!("cmd-mobilise", tile = Map::label(*hex)),
        LoyaltyCommand::Push { army, to } => message!("cmd-push", army = *army, tile = Map::label(*to)),
    }
}

fn narrative_command(command: &NarrativeCommand) -> Message {
    match command {
        NarrativeCommand::AcceptRoster { army } => message!("cmd-accept-roster", army = *army),
        NarrativeCommand::Sortie { meet: true } => message!("cmd-sortie"),
        NarrativeCommand::Sortie { meet: false } => message!("cmd-stay-behind"),
        NarrativeCommand::Unit { unit } => {
            message!("cmd-unit", unit = u32::from(unit.unit) + 1, army = unit.army)
        }
        NarrativeCommand::Disable { development: d } => message!("cmd-disable", development = development(*d)),
        NarrativeCommand::Done => message!("cmd-done"),
        NarrativeCommand::Regroup { regroup: true } => message!("cmd-regroup"),
        NarrativeCommand::Regroup { regroup: false } => message!("cmd-pursuit"),
        NarrativeCommand::SetDevelopments { hex, .. } => message!("cmd-set-developments", tile = Map::label(*hex)),
    }
}

pub fn development(d: Development) -> Message {
    Message::name("chron-development", &format!("{d:?}"))
}
