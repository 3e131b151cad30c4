//! The domain war's slice of the campaign (RULES §8): the marches ordered this month, the
//! forced-march hits still owed, each tile's province level, holdings, occupation and
//! pillage, and the end of the domain turn. Its events, commands and orders are here too;
//! the rules that use them are in `rules/domain/`.

use super::hex::Hex;
use super::ids::{KingdomId, TokenId};
use super::map::{Holding, HoldingKind, Map};
use super::module_parts::{ModuleCommand, ModuleOrder, Unpicked};
use crate::message;
use crate::words::message::{InWords, Message};
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// A month is one action round; a domain turn is three (§8).
pub const TURN_MONTHS: u8 = 3;
/// `DOM-4`: the points an army loses per MP marched out of supply (a step).
pub const STEP_POINTS: u32 = 100;
/// `DOM-4` without the loyalty module: an army farther than this from every tile its
/// kingdom controls is out of supply.
pub const SUPPLY_REACH: i32 = 2;

/// Movement points counted in halves, so a road halves every cost exactly (`DOM-1`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(transparent)]
pub struct HalfMp(pub u16);

impl HalfMp {
    pub const fn whole(mp: u8) -> HalfMp {
        HalfMp(mp as u16 * 2)
    }

    /// Whole MP, a half rounded up: a started MP is spent.
    pub fn ceil(self) -> u8 {
        u8::try_from(self.0.div_ceil(2)).unwrap_or(u8::MAX)
    }
}

impl std::fmt::Display for HalfMp {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match (self.0 / 2, self.0 % 2) {
            (whole, 0) => write!(f, "{whole}"),
            (0, _) => f.write_str("½"),
            (whole, _) => write!(f, "{whole}½"),
        }
    }
}

/// `DOM-11`: a march as ordered: the tiles it passes, start excluded (none for a token
/// that stays and skirmishes), the MP it will spend pillaging where it stops (`DOM-10`),
/// and whether it skirmishes there (`DOM-5`, 1 MP).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct March {
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub path: Vec<Hex>,
    #[serde(default, skip_serializing_if = "is_zero")]
    pub pillage: u8,
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub skirmish: bool,
    /// What it will cost in all as ordered (path, pillage and skirmish): past the
    /// allowance, its forced-march MP (`DOM-3`, `DOM-5`); short of it, MP left free.
    pub spent: HalfMp,
}

fn is_zero(n: &u8) -> bool {
    *n == 0
}

/// The module's campaign-wide data: this month's marches and the forced-march hits owed.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Domain {
    /// `DOM-11`: the marches ordered this month, by token.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub marches: BTreeMap<TokenId, March>,
    /// `DOM-11`: the tokens that marched this month (`REF-1` passes them by).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub marched: Vec<TokenId>,
    /// `DOM-3`: hits each token takes at the start of its first battle this month.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub fatigue: BTreeMap<TokenId, u8>,
    /// `DOM-10`: the end of the domain turn waits for its level checks.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub checks: Vec<Hex>,
    /// `DOM-7`: a second battle follows this one when its late arrivals come: the tile and
    /// the sides (attacker, defender).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub second: Option<(Hex, KingdomId, KingdomId)>,
    /// `DOM-6` 1, `DOM-8`: battles called off this month (tile and the two kingdoms).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub called_off: Vec<(Hex, KingdomId, KingdomId)>,
}

/// `DOM-5`…`DOM-8`: how a battle of the domain war was joined, kept on the battle.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Engagement {
    /// The decision the joining waits for.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub step: Option<Engage>,
    /// Tokens that neither fight this battle nor share its result: the slow armies of
    /// `DOM-5` (late, `DOM-7`) and those the evader does not attack (`DOM-6` 2).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub sitting_out: Vec<TokenId>,
    /// `DOM-7`: late armies and the MP each is short.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub late: Vec<(TokenId, u8)>,
    /// `DOM-7` on the tabletop: the battle round in which each late army arrives.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub arrivals: Vec<(TokenId, u8)>,
    /// `DOM-6` 3: the attacker walked into an ambush.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub ambush: bool,
    /// `DOM-6` 2 on the tabletop: how many units the evader attacks (2D3).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub units: Option<u8>,
    /// `DOM-7`: the second battle, fought without the domain war's special rules.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub second: bool,
}

/// A decision in joining a battle.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Engage {
    /// `DOM-8`: the defender, unmoved in a fortress or city, may stay in it.
    Fortification,
    /// `DOM-8`: the defender stays inside: the invader attacks it or pillages instead.
    Invader,
    /// `DOM-5`: only `fast` of the attacker's armies can catch the skirmishers: attack
    /// with them, or decline.
    Catch { fast: Vec<TokenId> },
    /// `DOM-6`: the defender evades and chooses how to use it.
    Evade,
    /// `DOM-6` 2, with the simple or narrative resolver: the attacker picks the one army
    /// the evader attacks.
    Escort,
    /// `DOM-6` 2 on the tabletop: 2D3 for the units attacked.
    UnitsRoll,
    /// `DOM-7` on the tabletop: 1D3+1 rounds per MP short, for each late army in order.
    ArrivalRoll,
    /// `DOM-6` 1, `DOM-8` (rules `LETTER` on): the battle is called off and `kingdom`'s
    /// armies pillage in turn, the first of `queue` now, with as many of its free MP that
    /// can yield GB (`most`) as its owner chooses.
    Pillage { kingdom: KingdomId, queue: Vec<TokenId>, most: u8 },
}

/// The answers to `Engage` decisions.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Answer {
    /// `DOM-8`: stay in the fortification.
    Stay,
    /// `DOM-8`: take the field (the skirmish rules apply as usual).
    TakeField,
    /// `DOM-8`, `DOM-5`: attack (the fortification, or with the fast armies).
    Attack,
    /// `DOM-5`: do not engage: the skirmishers evade.
    Decline,
    /// `DOM-8`, `DOM-6` 1: pillage instead of fighting.
    Pillage,
    /// `DOM-6` 2: attack only some enemy units.
    PickUnits,
    /// `DOM-6` 3: force the enemy to attack into an ambush.
    Ambush,
    /// `DOM-6` 2: this army is the one attacked.
    Escort { army: TokenId },
    /// `DOM-6` 1: `army` pillages with `mp` of its free MP.
    Spend { army: TokenId, mp: u8 },
}

/// The domain war's decisions (RULES §8).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DomainDecision {
    /// `DOM-5`…`DOM-8`: an answer in joining the battle at `hex`.
    Engage { hex: Hex, answers: Vec<Answer> },
}

impl DomainDecision {
    /// What joining a battle asks, read from its answers: its rule and the phase bar's
    /// prompt.
    fn question(&self) -> (&'static str, &'static str) {
        let DomainDecision::Engage { answers, .. } = self;
        match answers.first() {
            Some(Answer::Stay) => ("DOM-8", "prompt-engage-stay"),
            Some(Answer::Attack) if answers.contains(&Answer::Pillage) => ("DOM-8", "prompt-engage-pillage"),
            Some(Answer::Attack) => ("DOM-5", "prompt-engage-catch"),
            Some(Answer::Escort { .. }) => ("DOM-6", "prompt-engage-escort"),
            Some(Answer::Spend { .. }) => ("DOM-6", "prompt-engage-spend"),
            _ => ("DOM-6", "prompt-engage-evade"),
        }
    }

    /// The rule that asks it.
    pub fn rule(&self) -> &'static str {
        self.question().0
    }

    /// Its sentence for the phase bar, `said` wording a prompt with who decides.
    pub fn prompt(&self, said: impl Fn(&str) -> Message) -> Message {
        let DomainDecision::Engage { hex, answers } = self;
        let prompt = said(self.question().1).with("hex", Map::label(*hex));
        match answers.first() {
            Some(Answer::Spend { army, .. }) => prompt.with("army", *army),
            _ => prompt,
        }
    }
}

/// `MAP-6`, §8: what play has changed in a tile's province. Absent while nothing has.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct TileDomain {
    /// The level once pillage has lowered it (`DOM-10`); absent, the map's or the default.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub level: Option<u8>,
    /// The holdings once plunder has changed them (`DOM-9`); absent, the map's.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub holdings: Option<Vec<Holding>>,
    /// `DOM-9`: the kingdom this tile was taken from, while it is occupied.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub occupied_from: Option<KingdomId>,
    /// `DOM-10`: GB pillaged here this month.
    #[serde(default, skip_serializing_if = "is_zero")]
    pub month_gb: u8,
    /// `DOM-10`: GB pillaged here this domain turn.
    #[serde(default, skip_serializing_if = "is_zero")]
    pub turn_gb: u8,
}

impl TileDomain {
    pub(crate) fn is_quiet(&self) -> bool {
        *self == TileDomain::default()
    }
}

/// `DOM-9`, `DOM-10`: the orders an army may take besides a march.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
pub enum DomainOrder {
    /// `DOM-10`: stay and spend `mp` pillaging the tile.
    Pillage { mp: u8 },
    /// `DOM-5`: stay and skirmish (1 MP).
    Skirmish,
    /// `DOM-9`: destroy these law, guild and temple holdings (bits by `HoldingKind`).
    Plunder { kinds: u8 },
    /// `DOM-9`: lower one source holding by 1 instead.
    LowerSource,
}

impl ModuleOrder for DomainOrder {
    fn letter(&self) -> &'static str {
        match self {
            DomainOrder::Pillage { .. } => "map-letter-pillage",
            DomainOrder::Skirmish => "map-letter-skirmish",
            DomainOrder::Plunder { .. } => "map-letter-plunder",
            DomainOrder::LowerSource => "map-letter-lower-source",
        }
    }
}

impl InWords for DomainOrder {
    fn in_words(&self) -> Message {
        match *self {
            DomainOrder::Pillage { mp } => message!("cmd-order-pillage", mp = mp),
            DomainOrder::Plunder { kinds } => {
                let named = HoldingKind::ALL.into_iter().filter(|k| kinds & kind_bit(*k) != 0).map(HoldingKind::word);
                message!("cmd-order-plunder", kinds = Message::list(named, "chron-comma"))
            }
            DomainOrder::LowerSource => message!("cmd-order-lower-source"),
            DomainOrder::Skirmish => message!("cmd-order-skirmish"),
        }
    }
}

impl ModuleCommand for DomainCommand {
    fn tile(&self) -> Option<Hex> {
        match self {
            DomainCommand::March { path, .. } => path.last().copied(),
            _ => None,
        }
    }

    fn token(&self) -> Option<TokenId> {
        match self {
            DomainCommand::March { token, .. } => Some(*token),
            _ => None,
        }
    }

    /// `DOM-11`: a march goes to the army picked first, its path and cost drawn.
    fn unpicked(&self) -> Unpicked {
        match self {
            DomainCommand::March { .. } => Unpicked::Never,
            _ => Unpicked::First,
        }
    }

    fn shown_first(&self) -> bool {
        matches!(self, DomainCommand::March { .. })
    }

    fn picked_first(&self) -> bool {
        matches!(self, DomainCommand::March { .. })
    }
}

impl InWords for DomainCommand {
    fn in_words(&self) -> Message {
        match self {
            DomainCommand::March { token, path, .. } => {
                let to = path.last().map_or_else(String::new, |h| Map::label(*h));
                message!("cmd-march", army = *token, tile = to)
            }
            DomainCommand::SetMounted { army, mounted } => {
                message!(if *mounted { "cmd-mounted" } else { "cmd-on-foot" }, army = *army)
            }
            DomainCommand::Engage(answer) => message!("cmd-engage", answer = answer.in_words()),
        }
    }
}

impl InWords for Answer {
    fn in_words(&self) -> Message {
        match *self {
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
}

impl DomainOrder {
    /// Its word in the page's language (`crate::words`).
    pub fn word(self) -> crate::words::message::Message {
        crate::words::message::Message::name("order", self.name())
    }

    pub fn name(self) -> &'static str {
        match self {
            DomainOrder::Pillage { .. } => "pillage",
            DomainOrder::Skirmish => "skirmish",
            DomainOrder::Plunder { .. } => "plunder",
            DomainOrder::LowerSource => "lower the source",
        }
    }
}

/// The bit of a holding kind in `DomainOrder::Plunder`.
pub fn kind_bit(kind: HoldingKind) -> u8 {
    1 << (kind as u8)
}

/// The module's commands.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum DomainCommand {
    /// `DOM-11`: march `token` along `path` (start excluded), then pillage `pillage` MP.
    March {
        token: TokenId,
        path: Vec<Hex>,
        #[serde(default, skip_serializing_if = "is_zero")]
        pillage: u8,
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        skirmish: bool,
    },
    /// §8: the army's roster says whether it is mounted (`DOM-1`).
    SetMounted { army: TokenId, mounted: bool },
    /// `DOM-5`…`DOM-8`: an answer in joining a battle.
    Engage(Answer),
}

/// Why a march stopped short of its last tile (`DOM-11`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Halt {
    Unexplored,
    Enemy,
}

/// Why a pillage or plunder took nothing.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Barred {
    /// The tile is the army's own and not occupied.
    OwnLand,
    /// An enemy army stands there (`DOM-6`: only an evading force pillages freely).
    EnemyArmy,
    /// `DOM-10`: the month's take here has reached the province level.
    Exhausted,
    /// `DOM-9`: the tile is not occupied by the army's kingdom.
    NotOccupied,
}

/// What the module adds to the campaign's events.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum DomainEvent {
    /// `DOM-11`: the march given with an order.
    Planned { token: TokenId, march: March },
    /// `DOM-11`: the march as walked: `path` the tiles entered, `spent` the MP paid
    /// (forced MP included), `hits` the `DOM-3` hits it owes.
    Marched {
        token: TokenId,
        path: Vec<Hex>,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        halt: Option<Halt>,
        spent: HalfMp,
        #[serde(default, skip_serializing_if = "is_zero")]
        hits: u8,
    },
    /// `DOM-4`: an army out of supply lost `points` on the march.
    Starved { army: TokenId, points: u32 },
    /// `DOM-3`, `DOM-10`: an army pillaging where it stands spent MP past its allowance:
    /// it owes `hits` at the start of its first battle this month.
    Overspent { army: TokenId, hits: u8 },
    /// `DOM-3`: the hits were taken at the start of the token's first battle this month.
    HitsTaken { token: TokenId, hits: u8 },
    /// `DOM-10`: `gb` gold bars pillaged in `hex`.
    Pillaged { army: TokenId, kingdom: KingdomId, hex: Hex, gb: u8 },
    /// A pillage or plunder that took nothing, and why.
    Barred { army: TokenId, hex: Hex, why: Barred },
    /// `DOM-9`: holdings destroyed for `gb` gold bars of plunder.
    Plundered { army: TokenId, kingdom: KingdomId, hex: Hex, destroyed: Vec<Holding>, gb: u8 },
    /// `DOM-9`: a source holding lowered by 1.
    SourceLowered { army: TokenId, hex: Hex },
    /// `DOM-9`: the occupation of `hex` ended (retaken, or its winter passed).
    Freed { hex: Hex },
    /// `DOM-10`: the level checks of the domain turn's end wait for the dice.
    ChecksDue { hexes: Vec<Hex> },
    /// `DOM-10`: a pillaged tile's 2D10 against the GB taken there this turn.
    Checked { hex: Hex, faces: Vec<u8>, taken: u8, level: u8, fell: bool },
    /// `DOM-10`: the domain turn is over; the turn's pillage is forgotten.
    TurnEnded,
    /// §8: an army's mounted flag.
    Mounted { army: TokenId, mounted: bool },
    /// `DOM-5`…`DOM-8`: the battle's engagement as it now stands.
    Engaged(Box<Engagement>),
    /// `DOM-5`…`DOM-8`: an answer given in joining a battle, for the chronicle.
    Answered { kingdom: KingdomId, answer: Answer },
    /// `DOM-6` 1, `DOM-8`: no battle between `kingdom` and `enemy` is fought here this
    /// month: `kingdom` pillages instead.
    CalledOff { hex: Hex, kingdom: KingdomId, enemy: KingdomId },
    /// `DOM-7`: a second battle will follow the first, when its late arrivals come.
    SecondDue { hex: Hex, attacker: KingdomId, defender: KingdomId },
    /// `DOM-7`: the second battle begins (or is not needed).
    SecondBegun,
    /// `DOM-5`: the army stays and skirmishes.
    Skirmishing { army: TokenId },
}
