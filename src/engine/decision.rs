//! The pending decision (`APP-1`): who must decide what, with the legal answers. The UI
//! renders whatever is pending; `Game::legal_commands` is derived from it.

use super::battle::BattleKind;
use super::chronicle::isolated_name;
use super::command::Command;
use super::dice::RollPurpose;
use super::domain::Answer;
use super::domain::HalfMp;
use super::hex::Hex;
use super::loyalty::LoyaltyDecision;
use super::map::Map;
use super::narrative::NarrativeDecision;
use super::state::{KingdomId, Order, SettlementKind, State, TokenId};

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
    /// `DOM-5`…`DOM-8`: an answer in joining the battle at `hex`.
    Engage {
        hex: Hex,
        answers: Vec<Answer>,
    },
    /// The rules of this step are not in this version (narrative battles of rules
    /// version 1 campaigns wait at `NAR-1`).
    Waiting {
        rule: &'static str,
        phase: &'static str,
    },
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Decision {
    pub who: Decider,
    pub kind: DecisionKind,
}

/// Each tile once, in a stable order.
fn distinct(hexes: impl Iterator<Item = Hex>) -> Vec<Hex> {
    let mut at: Vec<Hex> = hexes.collect();
    at.sort();
    at.dedup();
    at
}

impl Decision {
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
            | DecisionKind::Engage { .. }
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
            DecisionKind::Engage { answers, .. } => match answers.first() {
                Some(Answer::Stay) => "DOM-8",
                Some(Answer::Attack) if answers.contains(&Answer::Pillage) => "DOM-8",
                Some(Answer::Attack) => "DOM-5",
                _ => "DOM-6",
            },
            DecisionKind::Loyalty(LoyaltyDecision::Retreat { .. }) => "LOY-4",
            DecisionKind::Loyalty(LoyaltyDecision::Push { .. }) => "LOY-4.6",
            DecisionKind::Narrative(NarrativeDecision::Roster { .. }) => "NAR-1",
            DecisionKind::Narrative(NarrativeDecision::Test { plan, .. }) => plan.rule.id(),
            DecisionKind::Narrative(NarrativeDecision::Sortie | NarrativeDecision::Pick { .. }) => "NAR-SA-1",
            DecisionKind::Narrative(NarrativeDecision::Victim { .. }) => "NAR-SYM-1",
            DecisionKind::Narrative(NarrativeDecision::LeaveOut { .. }) => "DOM-3",
            DecisionKind::Narrative(NarrativeDecision::Retreat { field: false }) => "NAR-SA-4",
            DecisionKind::Narrative(NarrativeDecision::Retreat { field: true }) => "NAR-FA-4",
            DecisionKind::Waiting { rule, .. } => rule,
        }
    }

    /// One sentence for the phase bar: who decides what.
    pub fn prompt(&self, state: &State) -> String {
        let who = match self.who {
            Decider::Table => "The table".to_string(),
            Decider::Kingdom(k) => isolated_name(state, k),
            Decider::Nobody => String::new(),
        };
        match &self.kind {
            DecisionKind::Roll { purpose, count, sides } => {
                format!("{who}: roll {count}D{sides} for {}", purpose.describe())
            }
            DecisionKind::ChooseRace => format!("{who}: choose your main race while the others look away"),
            DecisionKind::PlaceCapital { .. } => {
                format!("{who}: choose a starting tile for your capital")
            }
            DecisionKind::PlaceSettlement { kinds, .. } => {
                let names: Vec<&str> = kinds.iter().map(|k| k.name()).collect();
                format!("{who}: place around your capital: {}", names.join(", "))
            }
            DecisionKind::PlaceArmy { .. } => {
                format!("{who}: place your first army on one of your settlements")
            }
            DecisionKind::GiveOrder { tokens } => {
                let n = tokens.len();
                let s = if n == 1 { "" } else { "s" };
                format!("{who}: give one order ({n} token{s} waiting)")
            }
            DecisionKind::ResolveOrder { orders } => {
                let n = orders.len();
                let s = if n == 1 { "" } else { "s" };
                format!("{who}: resolve one order ({n} order{s} left)")
            }
            DecisionKind::ChooseBattle { battles } => {
                let n = battles.len();
                let s = if n == 1 { "" } else { "s" };
                format!("{who}: choose a battle to fight ({n} possible battle{s})")
            }
            DecisionKind::ChooseBattleKind { hex, .. } => {
                format!("{who}: choose the kind of battle at {}", Map::label(*hex))
            }
            DecisionKind::RemoveToken { count, rule, .. } => {
                let what = if *rule == "NAV-1" { "ship or pair" } else { "fallen token" };
                let s = if *count == 1 { "" } else { "s" };
                format!("{who}: remove {count} {what}{s} of yours")
            }
            DecisionKind::AllocateDie { dice, .. } => {
                let left = if dice.len() == 1 { "1 die".to_string() } else { format!("{} dice", dice.len()) };
                format!("{who}: put a die on an enemy army ({left} left)")
            }
            DecisionKind::DeclareLoser { .. } => format!("{who}: fight on, or declare yourself the loser?"),
            DecisionKind::Concede { hex } => format!("{who}: fight at {}, or concede the field?", Map::label(*hex)),
            DecisionKind::ReportTabletop { hex } => {
                format!("{who}: play the battle at {} on the table and enter the result", Map::label(*hex))
            }
            DecisionKind::Retreat { moves, .. } => {
                let n = moves.len();
                let s = if n == 1 { "" } else { "s" };
                format!("{who}: retreat out of the battle ({n} token{s} to move)")
            }
            DecisionKind::WinnerMove { .. } => format!("{who}: move one token out of the won tile, or stay"),
            DecisionKind::ChooseHome { ship: Some(ship), .. } => {
                format!("{who}: choose the city where ship {ship} winters")
            }
            DecisionKind::ChooseHome { ship: None, .. } => {
                format!("{who}: your capital is lost; choose where your armies winter")
            }
            DecisionKind::Tithe { .. } => format!("{who}: give a tithe to another kingdom, or pass"),
            DecisionKind::Build { .. } => format!("{who}: buy one thing, or pass"),
            DecisionKind::Starve { left, .. } => {
                format!("{who}: not enough food; choose {left} army(ies) to disband")
            }
            DecisionKind::Deploy { armies, .. } => {
                format!("{who}: place an army in one of your settlements ({} waiting)", armies.len())
            }
            DecisionKind::CampaignOver => "The campaign is over: see the final standings".into(),
            DecisionKind::Loyalty(LoyaltyDecision::Retreat { choices }) => {
                let n = choices.len();
                let s = if n == 1 { "" } else { "s" };
                format!("{who}: choose where to retreat ({n} token{s} to move)")
            }
            DecisionKind::Loyalty(LoyaltyDecision::Push { hex, .. }) => {
                format!("{who}: push one of your armies out of {}", Map::label(*hex))
            }
            DecisionKind::Engage { hex, answers } => {
                let at = Map::label(*hex);
                match answers.first() {
                    Some(Answer::Stay) => format!("{who}: stay inside the fortification at {at}, or take the field?"),
                    Some(Answer::Attack) if answers.contains(&Answer::Pillage) => {
                        format!("{who}: the enemy keeps to its walls at {at}: attack it, or pillage instead?")
                    }
                    Some(Answer::Attack) => {
                        format!("{who}: only some of your armies can catch the skirmishers at {at}: attack with them?")
                    }
                    Some(Answer::Escort { .. }) => format!("{who}: choose the army that meets the attack at {at}"),
                    _ => format!("{who}: your skirmishers evade the enemy at {at}: how do you use it?"),
                }
            }
            DecisionKind::Narrative(d) => match d {
                NarrativeDecision::Roster { army } => {
                    format!("{who}: army {army} fights without a roster: take the suggested one (NAR-1)")
                }
                NarrativeDecision::Test { plan, .. } => {
                    let side = state.battle.as_ref().map_or(String::new(), |b| {
                        let nb = b.narrative.as_deref();
                        let k = nb.map_or(b.kingdom(plan.tester), |nb| {
                            crate::engine::rules::narrative::battle::kingdom(b, nb, plan.tester)
                        });
                        isolated_name(state, k)
                    });
                    format!("{side} tests its Leadership in {} ({})", plan.rule.name(), plan.rule.id())
                }
                NarrativeDecision::Sortie => {
                    format!("{who}: meet the attacker in the field, or stay behind the walls?")
                }
                NarrativeDecision::Pick { left, .. } => format!("{who}: your scouts found {left} opening(s): choose"),
                NarrativeDecision::Victim { .. } => format!("{who}: choose who falls"),
                NarrativeDecision::LeaveOut { army, left, .. } => {
                    format!("{who}: army {army} force-marched: leave {left} of its units out of the battle (DOM-3)")
                }
                NarrativeDecision::Retreat { .. } => format!("{who}: regroup, or pursue the beaten enemy?"),
            },
            DecisionKind::Waiting { phase, .. } => {
                format!("{phase}: these rules arrive in a later version of Marchwarden")
            }
        }
    }
}
