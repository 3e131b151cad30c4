//! The pending decision (`APP-1`): who must decide what, with the legal answers. The UI
//! renders whatever is pending; `Game::legal_commands` is derived from it.

use super::battle::BattleKind;
use super::command::Command;
use super::dice::RollPurpose;
use super::domain::DomainDecision;
use super::domain::HalfMp;
use super::hex::Hex;
use super::loyalty::LoyaltyDecision;
use super::map::Map;
use super::narrative::NarrativeDecision;
use super::state::{KingdomId, Order, SettlementKind, State, TokenId};
use crate::message;
use crate::words::message::{Arg, Message};

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Decider {
    /// Everyone at the table (a roll nobody owns).
    Table,
    Kingdom(KingdomId),
    /// Nothing can be decided: the campaign is over or waits for rules not yet built.
    Nobody,
}

/// One token that still needs an order, where it stands, and the orders it may take;
/// with the domain war, an army's marches: one entry per tile it can reach (`DOM-11`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TokenOrders {
    pub token: TokenId,
    pub hex: Hex,
    pub orders: Vec<Order>,
    pub marches: Vec<Reach>,
}

/// `DOM-11`: a tile a march can end in, the cheapest path there (start excluded), and its
/// cost; past `allowance` the rest is forced march (`DOM-3`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Reach {
    pub to: Hex,
    pub path: Vec<Hex>,
    pub cost: HalfMp,
    pub allowance: HalfMp,
}

impl TokenOrders {
    /// The tiles this token may be ordered to move into.
    pub fn move_targets(&self) -> impl Iterator<Item = Hex> + '_ {
        self.orders.iter().filter_map(|o| match o {
            Order::Move { to } => Some(*to),
            _ => None,
        })
    }
}

/// An order waiting to be resolved, and where its token stands.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PendingOrder {
    pub token: TokenId,
    pub hex: Hex,
    pub order: Order,
}

/// `SUM-BAT-1`: a tile and the enemy to fight there.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BattleChoice {
    pub hex: Hex,
    pub enemy: KingdomId,
}

/// `SIM-3`: an enemy army a die may go on, and the face it takes to hit it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Target {
    pub army: TokenId,
    pub defence: u32,
}

/// A token that must or may move, and the tiles it may move into (`RES-4`, `RES-3`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TokenMoves {
    pub token: TokenId,
    pub to: Vec<Hex>,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DecisionKind {
    Roll {
        purpose: RollPurpose,
        count: usize,
        sides: u8,
    },
    /// `SET-1`: name your main race; the others look away.
    ChooseRace,
    /// `SET-3`
    PlaceCapital {
        tiles: Vec<Hex>,
    },
    /// `SET-4`: the kinds still to place and the tiles they may go on.
    PlaceSettlement {
        kinds: Vec<SettlementKind>,
        tiles: Vec<Hex>,
    },
    /// `SET-5`
    PlaceArmy {
        tiles: Vec<Hex>,
    },
    /// `SUM-ORD-1`: give one of these tokens its order.
    GiveOrder {
        tokens: Vec<TokenOrders>,
    },
    /// `SUM-RES-1`: resolve one of these orders.
    ResolveOrder {
        orders: Vec<PendingOrder>,
    },
    /// `SUM-BAT-1`: fight one of these battles.
    ChooseBattle {
        battles: Vec<BattleChoice>,
    },
    /// `SUM-BAT-3`: the attacker chooses the kind of battle.
    ChooseBattleKind {
        hex: Hex,
        kinds: Vec<BattleKind>,
    },
    /// `SUM-BAT-3` case 1, `NAV-1`: remove `count` of these tokens of your own.
    RemoveToken {
        hex: Hex,
        tokens: Vec<TokenId>,
        count: u8,
        rule: &'static str,
    },
    /// `SIM-3`: put one of your unused dice on an enemy army. `suggested` is the
    /// "allocate for me" answer (`SIM-6`).
    AllocateDie {
        hex: Hex,
        dice: Vec<u8>,
        targets: Vec<Target>,
        suggested: (u8, TokenId),
    },
    /// `NAV-2`: fight on, or declare yourself the loser.
    DeclareLoser {
        hex: Hex,
    },
    /// `OPT-CONCEDE`: fight, or concede the field (a loss).
    Concede {
        hex: Hex,
    },
    /// `TAB-3`: enter the tabletop result.
    ReportTabletop {
        hex: Hex,
    },
    /// `RES-4`: move one of these tokens out of the battle tile.
    Retreat {
        hex: Hex,
        moves: Vec<TokenMoves>,
    },
    /// `RES-3`: move one of these tokens out, or stay.
    WinnerMove {
        hex: Hex,
        moves: Vec<TokenMoves>,
    },
    /// `WIN-1`: where the armies (or `ship`) go home for the winter.
    ChooseHome {
        ship: Option<TokenId>,
        tiles: Vec<Hex>,
    },
    /// `WIN-3`: give, or pass; `answers` lists every legal command, `Pass` last.
    Tithe {
        answers: Vec<Command>,
    },
    /// `WIN-4`: buy, disband at the cap, or pass; `answers` lists every legal command.
    Build {
        answers: Vec<Command>,
    },
    /// `WIN-5`: choose `left` more of these armies to go hungry.
    Starve {
        armies: Vec<TokenId>,
        left: u32,
    },
    /// `WIN-6`: place one of these staged armies on one of these tiles.
    Deploy {
        armies: Vec<TokenId>,
        tiles: Vec<Hex>,
    },
    /// `WIN-7`: the campaign is over; the final standings stand.
    CampaignOver,
    /// The loyalty module's decisions (RULES §7).
    Loyalty(LoyaltyDecision),
    /// The narrative resolver's decisions (RULES §9).
    Narrative(NarrativeDecision),
    /// The domain war's decisions (RULES §8).
    Domain(DomainDecision),
    /// A decision of a module the enums do not name (`plugged`).
    Module(PluggedDecision),
    /// The rules of this step are not in this version (narrative battles of rules
    /// version 1 campaigns wait at `NAR-1`).
    Waiting {
        rule: &'static str,
        phase: &'static str,
    },
}

/// A module's decision: the rule that asks it, the question in words, and every answer,
/// so the answers listed are the one truth of what is legal.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PluggedDecision {
    pub module: &'static str,
    pub rule: &'static str,
    pub prompt: Message,
    pub answers: Vec<Command>,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Decision {
    pub who: Decider,
    pub kind: DecisionKind,
}

/// Each tile once, in a stable order.
fn distinct(hexes: impl Iterator<Item = Hex>) -> Vec<Hex> {
    let mut at: Vec<Hex> = hexes.collect();
    crate::sort::sort(&mut at);
    at.dedup();
    at
}

impl Decision {
    /// Nobody can act: the rules of this step are not in the campaign's version.
    pub fn waiting(rule: &'static str, phase: &'static str) -> Decision {
        Decision { who: Decider::Nobody, kind: DecisionKind::Waiting { rule, phase } }
    }

    /// Tiles the map should highlight as legal answers: where a token may be placed or
    /// move, where the tokens awaiting orders stand, where a battle may be chosen.
    pub fn tiles(&self) -> Vec<Hex> {
        match &self.kind {
            DecisionKind::PlaceCapital { tiles }
            | DecisionKind::PlaceSettlement { tiles, .. }
            | DecisionKind::PlaceArmy { tiles } => tiles.clone(),
            DecisionKind::GiveOrder { tokens } => distinct(tokens.iter().map(|t| t.hex)),
            DecisionKind::ResolveOrder { orders } => distinct(orders.iter().map(|o| o.hex)),
            DecisionKind::ChooseBattle { battles } => distinct(battles.iter().map(|b| b.hex)),
            DecisionKind::ChooseHome { tiles, .. } | DecisionKind::Deploy { tiles, .. } => tiles.clone(),
            DecisionKind::Build { answers } => distinct(answers.iter().filter_map(|c| match c {
                Command::Buy { hex, .. } => Some(*hex),
                _ => None,
            })),
            DecisionKind::Retreat { moves, .. } | DecisionKind::WinnerMove { moves, .. } => {
                distinct(moves.iter().flat_map(|m| m.to.iter().copied()))
            }
            DecisionKind::Loyalty(LoyaltyDecision::Retreat { choices }) => {
                distinct(choices.iter().flat_map(|c| c.spots.iter().map(|s| s.to)))
            }
            DecisionKind::Loyalty(LoyaltyDecision::Push { to, .. }) => distinct(to.iter().map(|s| s.to)),
            // Answered in the decision card, not on the map (a battle's tile is marked).
            DecisionKind::Narrative(_)
            | DecisionKind::Domain(_)
            | DecisionKind::Module(_)
            | DecisionKind::ChooseRace
            | DecisionKind::Tithe { .. }
            | DecisionKind::Starve { .. }
            | DecisionKind::ChooseBattleKind { .. }
            | DecisionKind::RemoveToken { .. }
            | DecisionKind::AllocateDie { .. }
            | DecisionKind::DeclareLoser { .. }
            | DecisionKind::Concede { .. }
            | DecisionKind::ReportTabletop { .. }
            | DecisionKind::Roll { .. }
            | DecisionKind::CampaignOver
            | DecisionKind::Waiting { .. } => Vec::new(),
        }
    }

    pub fn rule(&self) -> &'static str {
        match &self.kind {
            DecisionKind::Roll { purpose, .. } => purpose.rule(),
            DecisionKind::ChooseRace => "SET-1",
            DecisionKind::PlaceCapital { .. } => "SET-3",
            DecisionKind::PlaceSettlement { .. } => "SET-4",
            DecisionKind::PlaceArmy { .. } => "SET-5",
            DecisionKind::GiveOrder { .. } => "SUM-ORD-1",
            DecisionKind::ResolveOrder { .. } => "SUM-RES-1",
            DecisionKind::ChooseBattle { .. } => "SUM-BAT-1",
            DecisionKind::ChooseBattleKind { .. } => "SUM-BAT-3",
            DecisionKind::RemoveToken { rule, .. } => rule,
            DecisionKind::AllocateDie { .. } => "SIM-3",
            DecisionKind::DeclareLoser { .. } => "NAV-2",
            DecisionKind::Concede { .. } => "OPT-CONCEDE",
            DecisionKind::ReportTabletop { .. } => "TAB-3",
            DecisionKind::Retreat { .. } => "RES-4",
            DecisionKind::WinnerMove { .. } => "RES-3",
            DecisionKind::ChooseHome { .. } => "WIN-1",
            DecisionKind::Tithe { .. } => "WIN-3",
            DecisionKind::Build { .. } => "WIN-4",
            DecisionKind::Starve { .. } => "WIN-5",
            DecisionKind::Deploy { .. } => "WIN-6",
            DecisionKind::CampaignOver => "WIN-7",
            DecisionKind::Domain(d) => d.rule(),
            DecisionKind::Loyalty(d) => d.rule(),
            DecisionKind::Narrative(d) => d.rule(),
            DecisionKind::Module(d) => d.rule,
            DecisionKind::Waiting { rule, .. } => rule,
        }
    }

    /// One sentence for the phase bar: who decides what.
    pub fn prompt(&self, state: &State) -> Message {
        let who: Arg = match self.who {
            Decider::Table => message!("prompt-the-table").into(),
            Decider::Kingdom(k) => state.kingdom_name(k).into(),
            Decider::Nobody => "".into(),
        };
        let said = |id: &str| Message::new(id).with("who", who.clone());
        match &self.kind {
            // An order roll is one die for each kingdom in it, not one roll of them all.
            DecisionKind::Roll {
                purpose: purpose @ (RollPurpose::PlayerOrder | RollPurpose::ReformOrder | RollPurpose::WinterOrder),
                count,
                sides,
            } => said("prompt-roll-each").with("count", *count).with("sides", *sides).with("purpose", purpose.word()),
            DecisionKind::Roll { purpose, count, sides } => {
                said("prompt-roll").with("count", *count).with("sides", *sides).with("purpose", purpose.word())
            }
            DecisionKind::ChooseRace => said("prompt-choose-race"),
            DecisionKind::PlaceCapital { .. } => said("prompt-place-capital"),
            DecisionKind::PlaceSettlement { kinds, .. } => {
                // "village, city": each word, one list.
                let words = kinds.iter().rev().map(|k| k.word());
                let list = words.reduce(|rest, first| message!("prompt-list", first = first, rest = rest));
                said("prompt-place-settlement").with("kinds", list.map_or_else(|| Arg::from(""), Arg::from))
            }
            DecisionKind::PlaceArmy { .. } => said("prompt-place-army"),
            DecisionKind::GiveOrder { tokens } => said("prompt-give-order").with("n", tokens.len()),
            DecisionKind::ResolveOrder { orders } => said("prompt-resolve-order").with("n", orders.len()),
            DecisionKind::ChooseBattle { battles } => said("prompt-choose-battle").with("n", battles.len()),
            DecisionKind::ChooseBattleKind { hex, .. } => {
                said("prompt-choose-battle-kind").with("hex", Map::label(*hex))
            }
            DecisionKind::RemoveToken { count, rule, .. } => {
                let id = if *rule == "NAV-1" { "prompt-remove-ships" } else { "prompt-remove-fallen" };
                said(id).with("count", *count)
            }
            DecisionKind::AllocateDie { dice, .. } => said("prompt-allocate-die").with("n", dice.len()),
            DecisionKind::DeclareLoser { .. } => said("prompt-declare-loser"),
            DecisionKind::Concede { hex } => said("prompt-concede").with("hex", Map::label(*hex)),
            DecisionKind::ReportTabletop { hex } => said("prompt-report-tabletop").with("hex", Map::label(*hex)),
            DecisionKind::Retreat { moves, .. } => said("prompt-retreat").with("n", moves.len()),
            DecisionKind::WinnerMove { .. } => said("prompt-winner-move"),
            DecisionKind::ChooseHome { ship: Some(ship), .. } => said("prompt-ship-home").with("ship", *ship),
            DecisionKind::ChooseHome { ship: None, .. } => said("prompt-armies-home"),
            DecisionKind::Tithe { .. } => said("prompt-tithe"),
            DecisionKind::Build { .. } => said("prompt-build"),
            DecisionKind::Starve { left, .. } => said("prompt-starve").with("left", *left),
            DecisionKind::Deploy { armies, .. } => said("prompt-deploy").with("n", armies.len()),
            DecisionKind::CampaignOver => message!("prompt-campaign-over"),
            DecisionKind::Loyalty(d) => d.prompt(said),
            DecisionKind::Domain(d) => d.prompt(said),
            DecisionKind::Narrative(d) => d.prompt(said, |side| {
                let battle = state.battle.as_ref();
                let k =
                    battle.map(|b| b.narrative.as_deref().map_or(b.kingdom(side), |nb| b.narrative_kingdom(nb, side)));
                k.map_or(String::new(), |k| state.kingdom_name(k).to_string())
            }),
            DecisionKind::Module(d) => d.prompt.clone(),
            DecisionKind::Waiting { phase, .. } => {
                message!("prompt-waiting", phase = Message::name("prompt-phase", phase))
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::testing::after_setup;
    use crate::words::{english, with};

    // The phase bar's sentence reads in English as it always did, and in Russian counts as
    // Russian does; the things to place are each worded, the kingdom's name kept as typed.
    #[test]
    fn a_prompt_in_english_and_in_russian() {
        let state = after_setup();
        let russian = |m: &Message| with(|w| w.say("ru", m));
        // SET-2: an order roll is one die for each kingdom; any other roll is one roll.
        let roll = DecisionKind::Roll { purpose: RollPurpose::PlayerOrder, count: 3, sides: 6 };
        let roll = Decision { who: Decider::Table, kind: roll }.prompt(&state);
        assert_eq!(english(&roll), "The table: one D6 for each of 3 kingdoms, for player order");
        assert_eq!(russian(&roll), "Все за столом: по одному D6 за каждое из 3 королевств — порядок хода игроков");
        let explore = DecisionKind::Roll { purpose: RollPurpose::Exploration, count: 2, sides: 6 };
        let explore = Decision { who: Decider::Table, kind: explore }.prompt(&state);
        assert!(english(&explore).starts_with("The table: roll 2D6 for "), "{}", english(&explore));
        let ask = |kind| Decision { who: Decider::Kingdom(KingdomId(0)), kind }.prompt(&state);
        let kinds = vec![SettlementKind::Village, SettlementKind::City, SettlementKind::Fortress];
        let place = ask(DecisionKind::PlaceSettlement { kinds, tiles: vec![] });
        assert_eq!(english(&place), "\u{2068}Basilea\u{2069}: place around your capital: village, city, fortress");
        assert_eq!(russian(&place), "\u{2068}Basilea\u{2069}: расставьте вокруг столицы: деревня, город, крепость");
        let waiting = |n| {
            let token = TokenOrders { token: TokenId(1), hex: Hex::new(0, 0), orders: vec![], marches: vec![] };
            ask(DecisionKind::GiveOrder { tokens: vec![token; n] })
        };
        assert!(english(&waiting(1)).ends_with("give one order (1 token waiting)"));
        assert!(english(&waiting(3)).ends_with("give one order (3 tokens waiting)"));
        assert!(russian(&waiting(1)).ends_with("(ждёт 1 фишка)"));
        assert!(russian(&waiting(3)).ends_with("(ждут 3 фишки)"));
        assert!(russian(&waiting(5)).ends_with("(ждут 5 фишек)"));
    }
}
