//! The loyalty module's slice of the campaign (RULES §7): what each land tile feels for
//! each kingdom, devastation and rebellion, the month's changes waiting for `LOY-9`, the
//! losers waiting to retreat (`LOY-13`) and the counters of `LOY-5`, `LOY-6` and `LOY-8`.
//! Its events, commands and decisions are here too; the rules that use them are in
//! `rules/loyalty/`.

use super::hex::Hex;
use super::ids::MAX_KINGDOMS;
use super::ids::{KingdomId, TokenId};
use super::map::Map;
use super::module_parts::{ModuleCommand, ModuleOrder, Unpicked};
use crate::message;
use crate::words::message::{InWords, Message};
use serde::{Deserialize, Serialize};
use std::collections::{BTreeMap, BTreeSet};

/// The highest loyalty: a loyal tile (`LOY-7`).
pub const LOYAL: u8 = 6;
/// `LOY-2`: the explorer's loyalty to a newly explored tile.
pub const EXPLORER: u8 = 3;
/// `LOY-5`: months a devastated tile needs to recover (then it rebels).
pub const RECOVERY_MONTHS: u8 = 6;
/// `LOY-6`: month-ends an army survives in a rebel tile (one season).
pub const REBEL_MONTHS: u8 = 3;
/// `LOY-8`: month-ends in a row an army survives out of supply.
pub const UNSUPPLIED_MONTHS: u8 = 3;

/// `LOY-3`: how many of a kingdom's armies a land tile supports at this loyalty.
pub fn supply_limit(loyalty: u8) -> usize {
    match loyalty {
        6.. => 3,
        4 | 5 => 2,
        _ => 1,
    }
}

/// Loyalty 0–6 to each kingdom, by kingdom id. A fixed array, so tile data copies without
/// allocating (the state is copied once a command); written as a list without its
/// trailing zeros.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(into = "Vec<u8>", try_from = "Vec<u8>")]
pub struct Values([u8; MAX_KINGDOMS]);

impl Values {
    pub fn is_empty(&self) -> bool {
        self.0.iter().all(|v| *v == 0)
    }

    pub fn iter(&self) -> impl Iterator<Item = &u8> {
        self.0.iter()
    }
}

impl From<Values> for Vec<u8> {
    fn from(v: Values) -> Vec<u8> {
        let len = v.0.iter().rposition(|x| *x != 0).map_or(0, |i| i + 1);
        v.0[..len].to_vec()
    }
}

impl TryFrom<Vec<u8>> for Values {
    type Error = String;

    fn try_from(list: Vec<u8>) -> Result<Values, String> {
        if list.len() > MAX_KINGDOMS || list.iter().any(|v| *v > LOYAL) {
            return Err(format!("LOY-2: loyalty is 0 to {LOYAL} for at most {MAX_KINGDOMS} kingdoms, not {list:?}"));
        }
        let mut values = [0; MAX_KINGDOMS];
        values[..list.len()].copy_from_slice(&list);
        Ok(Values(values))
    }
}

/// A land tile's module data (`MAP-6`): absent while it is 0 to all and at peace.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct TileLoyalty {
    /// Loyalty 0–6 to each kingdom, by kingdom id.
    #[serde(default, skip_serializing_if = "Values::is_empty")]
    pub values: Values,
    /// `LOY-5`: month-ends counted since the tile was devastated.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub devastated: Option<u8>,
    /// `LOY-6`
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub rebel: bool,
}

impl TileLoyalty {
    pub fn of(&self, kingdom: KingdomId) -> u8 {
        self.values.0.get(usize::from(kingdom.0)).copied().unwrap_or(0)
    }

    pub fn set(&mut self, kingdom: KingdomId, value: u8) {
        if let Some(v) = self.values.0.get_mut(usize::from(kingdom.0)) {
            *v = value.min(LOYAL);
        }
    }

    pub fn is_quiet(&self) -> bool {
        self.values.is_empty() && self.devastated.is_none() && !self.rebel
    }
}

/// Why a tile's loyalty changes at the end of the turn (`LOY-9`, `LOY-2`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Cause {
    /// The invader was defeated in the tile: −1.
    InvaderDefeated,
    /// The defender won in its own tile: +2.
    DefenderWon,
    /// The defender lost where the tile favours the opponent: −1.
    DefenderLost,
    /// An army retreated onto the tile: −1 (none at 6).
    RetreatedOnto { army: TokenId },
    /// The tile was taken from a kingdom it favours: −1.
    Captured { from: KingdomId },
    /// An army wintered on the tile: −1 (none at 6, none after Economic works).
    Wintered { army: TokenId },
    /// Economic works: +2.
    Works { army: TokenId },
    /// Agitation by a rival: −2.
    Agitated { by: KingdomId },
    /// `LOY-2`: a kingdom that took the tile has at least 1 there.
    Floor,
    /// `DOM-10`: pillaged this domain turn: −1 to its controller.
    Pillaged { by: KingdomId },
}

impl Cause {
    pub fn rule(self) -> &'static str {
        match self {
            Cause::Floor => "LOY-2",
            Cause::Pillaged { .. } => "DOM-10",
            _ => "LOY-9",
        }
    }

    /// The change this cause makes, before clamping and its own exceptions.
    pub fn delta(self) -> i8 {
        match self {
            Cause::InvaderDefeated
            | Cause::DefenderLost
            | Cause::RetreatedOnto { .. }
            | Cause::Captured { .. }
            | Cause::Wintered { .. }
            | Cause::Pillaged { .. } => -1,
            Cause::DefenderWon | Cause::Works { .. } => 2,
            Cause::Agitated { .. } => -2,
            Cause::Floor => 1,
        }
    }
}

/// A change noted during the month, applied at its end (`LOY-9`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Noted {
    pub hex: Hex,
    pub kingdom: KingdomId,
    pub cause: Cause,
}

/// A tile that came under a kingdom's control this month.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Taken {
    pub hex: Hex,
    pub by: KingdomId,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub from: Option<KingdomId>,
    /// The tile was rebel: entering it gives no floor (`LOY-2`).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub rebel: bool,
    /// `LOY-9` (rules 3 on): the old holder's loyalty was higher than the captor's when it
    /// was taken, so the captor owes −1 at the month's end (judged before an occupation
    /// levels them, `DOM-9`).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub owes: bool,
}

/// `LOY-4`: the clause that lets a retreating token land where it does.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Clause {
    /// Ships and pairs keep `RES-1`.
    ShipRetreat,
    /// 2: a friendly tile below its limit next to the battle.
    Stop,
    /// 3: through a devastated or full tile to a friendly tile below its limit.
    Through,
    /// 5: into a full tile with nowhere beyond: the tile is devastated.
    Overfill,
    /// 6: into a full tile, pushing one of its armies on.
    Push,
}

impl Clause {
    pub fn rule(self) -> &'static str {
        match self {
            Clause::ShipRetreat => "RES-1",
            Clause::Stop => "LOY-4.2",
            Clause::Through => "LOY-4.3",
            Clause::Overfill => "LOY-4.5",
            Clause::Push => "LOY-4.6",
        }
    }
}

/// One place a retreating token may land, and the clause that allows it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Spot {
    pub to: Hex,
    /// The devastated or full tile passed through (`LOY-4.3`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub via: Option<Hex>,
    pub clause: Clause,
}

/// A retreating token of the kingdom deciding, and where it may land.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RetreatChoice {
    pub token: TokenId,
    pub from: Hex,
    pub spots: Vec<Spot>,
}

/// `LOY-4.6`: a displacement chain under way: one army of `hex` must move on.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Push {
    pub kingdom: KingdomId,
    pub hex: Hex,
    /// The tiles entered so far in this chain (none is entered twice).
    pub visited: Vec<Hex>,
    /// The army that just came in, which does not move on.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub arrived: Option<TokenId>,
}

/// Why a tile is devastated (`LOY-5`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Ruin {
    /// `LOY-3`: the controller's armies exceed its limit at the month's end.
    OverLimit,
    /// `LOY-4.5`, `LOY-4.6`: a retreat or push left the tile over its limit.
    Retreat,
    /// `LOY-10`: forced mobilisation.
    Mobilisation,
}

impl Ruin {
    pub fn rule(self) -> &'static str {
        match self {
            Ruin::OverLimit => "LOY-3",
            Ruin::Retreat => "LOY-4",
            Ruin::Mobilisation => "LOY-10",
        }
    }
}

/// The special orders of `LOY-10`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
pub enum LoyaltyOrder {
    /// Stay; +2 loyalty at the end of the turn.
    Works,
    /// −2 to the rival that controls `at` (the army's tile or one next to it).
    Agitate { at: Hex },
}

impl ModuleOrder for LoyaltyOrder {
    fn letter(&self) -> &'static str {
        match self {
            LoyaltyOrder::Works => "map-letter-works",
            LoyaltyOrder::Agitate { .. } => "map-letter-agitate",
        }
    }
}

impl InWords for LoyaltyOrder {
    fn in_words(&self) -> Message {
        match *self {
            LoyaltyOrder::Agitate { at } => message!("cmd-order-agitate", tile = Map::label(at)),
            other => other.word(),
        }
    }
}

impl ModuleCommand for LoyaltyCommand {
    fn tile(&self) -> Option<Hex> {
        match self {
            LoyaltyCommand::Push { to, .. } => Some(*to),
            LoyaltyCommand::Mobilise { .. } => None,
        }
    }

    fn token(&self) -> Option<TokenId> {
        match self {
            LoyaltyCommand::Push { army, .. } => Some(*army),
            LoyaltyCommand::Mobilise { .. } => None,
        }
    }

    /// `LOY-4.6`: a push by a click only when one army may be pushed there.
    fn unpicked(&self) -> Unpicked {
        match self {
            LoyaltyCommand::Push { .. } => Unpicked::Only,
            LoyaltyCommand::Mobilise { .. } => Unpicked::First,
        }
    }
}

impl InWords for LoyaltyCommand {
    fn in_words(&self) -> Message {
        match self {
            LoyaltyCommand::Mobilise { hex } => message!("cmd-mobilise", tile = Map::label(*hex)),
            LoyaltyCommand::Push { army, to } => message!("cmd-push", army = *army, tile = Map::label(*to)),
        }
    }
}

impl LoyaltyOrder {
    /// Its word in the page's language (`crate::words`).
    pub fn word(self) -> crate::words::message::Message {
        crate::words::message::Message::name("order", self.name())
    }

    pub fn name(self) -> &'static str {
        match self {
            LoyaltyOrder::Works => "economic works",
            LoyaltyOrder::Agitate { .. } => "agitate",
        }
    }
}

/// The module's steps after the battles (`LOY-13`) and at the month's end (`LOY-11`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum LoyaltyStep {
    /// Marked losers retreat, earlier in player order first (`LOY-4`).
    Retreats,
    /// `LOY-4.6`: a displacement chain waits for its owner's choice.
    Pushing(Push),
    /// Winners make their `RES-3` moves: each kingdom and the tile it won, in turn.
    WinnerMoves(Vec<(KingdomId, Hex)>),
    /// `LOY-11`: the tiles to roll for, in order, with the kingdom that holds each.
    Rolls(Vec<(Hex, KingdomId)>),
}

/// The module's state outside the tiles.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Loyalty {
    /// Changes noted this month, applied at its end (`LOY-9`).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub noted: Vec<Noted>,
    /// Tiles that changed hands this month, for the `LOY-2` floor and the capture penalty.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub taken: Vec<Taken>,
    /// `LOY-13`: losers marked to retreat, and whether they are laid on their side.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub retreating: BTreeMap<TokenId, bool>,
    /// `LOY-13`: winners owed a `RES-3` move from the tile they won, in battle order.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub winners: Vec<(KingdomId, Hex)>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub step: Option<LoyaltyStep>,
    /// `LOY-8`: month-ends in a row each army has ended out of supply.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub unsupplied: BTreeMap<TokenId, u8>,
    /// `LOY-6`: month-ends each army has ended in a rebel tile.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub in_rebel: BTreeMap<TokenId, u8>,
    /// `LOY-10`: kingdoms that forcibly mobilised this month.
    #[serde(default, skip_serializing_if = "BTreeSet::is_empty")]
    pub mobilised: BTreeSet<KingdomId>,
    /// Armies that took Economic works this month (spared wintering, `LOY-9`).
    #[serde(default, skip_serializing_if = "BTreeSet::is_empty")]
    pub worked: BTreeSet<TokenId>,
    /// `LOY-1`: the regional winter holds the winter zones (the year's last 3 months).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub frozen: bool,
    /// `LOY-5`: tiles devastated at this month's end, whose count starts at the next.
    #[serde(default, skip_serializing_if = "BTreeSet::is_empty")]
    pub counting_from_next: BTreeSet<Hex>,
}

/// The module's events. Each is applied by `State::apply_loyalty`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum LoyaltyEvent {
    /// A change counted for the end of the turn (`LOY-9`).
    Noted(Noted),
    /// `LOY-9`, `LOY-2`: a tile's loyalty to a kingdom changed, and why (the journal).
    Changed { hex: Hex, kingdom: KingdomId, old: u8, new: u8, causes: Vec<Cause> },
    /// `LOY-13`: these losers retreat after the last battle.
    Marked { tokens: Vec<TokenId>, laid_down: bool },
    /// `LOY-13`: the winner may move one token out of `hex` after the retreats.
    WinnerOwed { kingdom: KingdomId, hex: Hex },
    /// The module's next step, or none.
    Stepped { step: Option<LoyaltyStep> },
    /// `LOY-4`: a marked token lands by `spot`.
    Retreated { token: TokenId, from: Hex, spot: Spot, laid_down: bool },
    /// `LOY-4.6`: an army pushed on from `from`.
    Pushed { army: TokenId, from: Hex, to: Hex },
    /// `LOY-10`: a special order is resolved; `effect` is the change it counts for the
    /// turn's end, if the tile still allowed it.
    SpecialResolved { token: TokenId, order: LoyaltyOrder, effect: Option<Noted> },
    /// `LOY-3`: a voluntary move would exceed the mover's limit: the army stays.
    MoveRefused { token: TokenId, to: Hex, limit: u8 },
    /// `LOY-5`: loyalty 0 to all; neutral while empty; six months to recover.
    Devastated { hex: Hex, ruin: Ruin },
    /// `LOY-5` (rules 3 on): devastated at the month's end, the tile counts its six months
    /// from the next month's end.
    CountsFromNext { hex: Hex },
    /// `LOY-5`: six months on, the devastated tile recovers and rebels.
    Recovered { hex: Hex },
    /// `LOY-6`: the controller's loyalty is 0.
    Rebelled { hex: Hex },
    /// `LOY-6`: economic works or a successful defence lifted loyalty above 0.
    Pacified { hex: Hex },
    /// `LOY-5`, `LOY-6`: the tile leaves its controller (no army of its stands there).
    Abandoned { hex: Hex, kingdom: KingdomId },
    /// `LOY-6`: a rebel tile goes over to a neighbour it favours.
    Defected { hex: Hex, to: KingdomId, loyalty: u8 },
    /// `LOY-11`: a loyalty roll: the face against the holder's loyalty, and the enemy
    /// that takes the tile if the face is higher.
    Swayed { hex: Hex, holder: KingdomId, loyalty: u8, face: u8, to: Option<KingdomId> },
    /// `LOY-10`: a kingdom raises an army by force; the tile is devastated.
    Mobilised { army: TokenId, kingdom: KingdomId, hex: Hex },
    /// `LOY-1`: the regional winter closes the winter zones until the year's end.
    WinterCame,
    /// `LOY-8`, `LOY-6`, `LOY-5`: the month-end counters: armies out of supply and in
    /// rebel tiles, with their counts; every devastated tile's count moves on.
    Counted { unsupplied: Vec<(TokenId, u8)>, in_rebel: Vec<(TokenId, u8)> },
}

/// The module's commands.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum LoyaltyCommand {
    /// `LOY-10`: forcibly mobilise in `hex`, before the kingdom's first order of the month.
    Mobilise { hex: Hex },
    /// `LOY-4.6`: push `army` on into `to`.
    Push { army: TokenId, to: Hex },
}

/// The module's decisions.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LoyaltyDecision {
    /// `LOY-4`: land one of these tokens on one of its spots.
    Retreat { choices: Vec<RetreatChoice> },
    /// `LOY-4.6`: push one of `armies` out of `hex` into one of `to`.
    Push { hex: Hex, armies: Vec<TokenId>, to: Vec<Spot> },
}

impl LoyaltyDecision {
    /// The rule that asks it.
    pub fn rule(&self) -> &'static str {
        match self {
            LoyaltyDecision::Retreat { .. } => "LOY-4",
            LoyaltyDecision::Push { .. } => "LOY-4.6",
        }
    }

    /// Its sentence for the phase bar, `said` wording a prompt with who decides.
    pub fn prompt(&self, said: impl Fn(&str) -> Message) -> Message {
        match self {
            LoyaltyDecision::Retreat { choices } => said("prompt-loyalty-retreat").with("n", choices.len()),
            LoyaltyDecision::Push { hex, .. } => said("prompt-push").with("hex", Map::label(*hex)),
        }
    }
}
