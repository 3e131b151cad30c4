//! The narrative dice (RULES §9.2): ability d8, proficiency d12, difficulty d8 and
//! challenge d12 with exactly the faces of `DICE-1`, pools built by Leadership, upgrades
//! and difficulty, the net result of `DICE-2`, the automatic success of `DICE-3`, and the
//! exact chance that a test passes, by convolving the face tables.

use serde::{Deserialize, Serialize};

/// One narrative die.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Die {
    Ability,
    Proficiency,
    Difficulty,
    Challenge,
}

/// The symbols a face shows, counted. Saved by their letters on the dice (`DICE-1`), as
/// every campaign has been.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Symbols {
    #[serde(rename = "s")]
    pub success: u8,
    #[serde(rename = "a")]
    pub advantage: u8,
    #[serde(rename = "t")]
    pub triumph: u8,
    #[serde(rename = "f")]
    pub failure: u8,
    #[serde(rename = "h")]
    pub threat: u8,
    #[serde(rename = "d")]
    pub despair: u8,
}

/// A face's symbols, in `DICE-1`'s order: success, advantage, triumph, failure, threat,
/// despair.
const fn sym(success: u8, advantage: u8, triumph: u8, failure: u8, threat: u8, despair: u8) -> Symbols {
    Symbols { success, advantage, triumph, failure, threat, despair }
}

const BLANK: Symbols = sym(0, 0, 0, 0, 0, 0);

/// `DICE-1`: blank, s, s, ss, a, a, sa, aa.
const ABILITY: [Symbols; 8] = [
    BLANK,
    sym(1, 0, 0, 0, 0, 0),
    sym(1, 0, 0, 0, 0, 0),
    sym(2, 0, 0, 0, 0, 0),
    sym(0, 1, 0, 0, 0, 0),
    sym(0, 1, 0, 0, 0, 0),
    sym(1, 1, 0, 0, 0, 0),
    sym(0, 2, 0, 0, 0, 0),
];
/// `DICE-1`: blank, s, s, ss, ss, a, sa, sa, sa, aa, aa, t.
const PROFICIENCY: [Symbols; 12] = [
    BLANK,
    sym(1, 0, 0, 0, 0, 0),
    sym(1, 0, 0, 0, 0, 0),
    sym(2, 0, 0, 0, 0, 0),
    sym(2, 0, 0, 0, 0, 0),
    sym(0, 1, 0, 0, 0, 0),
    sym(1, 1, 0, 0, 0, 0),
    sym(1, 1, 0, 0, 0, 0),
    sym(1, 1, 0, 0, 0, 0),
    sym(0, 2, 0, 0, 0, 0),
    sym(0, 2, 0, 0, 0, 0),
    sym(0, 0, 1, 0, 0, 0),
];
/// `DICE-1`: blank, f, ff, h, h, h, hh, fh.
const DIFFICULTY: [Symbols; 8] = [
    BLANK,
    sym(0, 0, 0, 1, 0, 0),
    sym(0, 0, 0, 2, 0, 0),
    sym(0, 0, 0, 0, 1, 0),
    sym(0, 0, 0, 0, 1, 0),
    sym(0, 0, 0, 0, 1, 0),
    sym(0, 0, 0, 0, 2, 0),
    sym(0, 0, 0, 1, 1, 0),
];
/// `DICE-1`: blank, f, f, ff, ff, h, h, fh, fh, hh, hh, d.
const CHALLENGE: [Symbols; 12] = [
    BLANK,
    sym(0, 0, 0, 1, 0, 0),
    sym(0, 0, 0, 1, 0, 0),
    sym(0, 0, 0, 2, 0, 0),
    sym(0, 0, 0, 2, 0, 0),
    sym(0, 0, 0, 0, 1, 0),
    sym(0, 0, 0, 0, 1, 0),
    sym(0, 0, 0, 1, 1, 0),
    sym(0, 0, 0, 1, 1, 0),
    sym(0, 0, 0, 0, 2, 0),
    sym(0, 0, 0, 0, 2, 0),
    sym(0, 0, 0, 0, 0, 1),
];

impl Die {
    /// Its word in the page's language (`crate::words`).
    pub fn word(self) -> crate::words::message::Message {
        crate::words::message::Message::name("die", self.name())
    }

    pub const ALL: [Die; 4] = [Die::Ability, Die::Proficiency, Die::Difficulty, Die::Challenge];

    /// Every face of the die, in the order of `DICE-1`: a rolled number n (1-based) shows
    /// `faces()[n - 1]`.
    pub fn faces(self) -> &'static [Symbols] {
        match self {
            Die::Ability => &ABILITY,
            Die::Proficiency => &PROFICIENCY,
            Die::Difficulty => &DIFFICULTY,
            Die::Challenge => &CHALLENGE,
        }
    }

    pub fn sides(self) -> u8 {
        self.faces().len() as u8
    }

    pub fn name(self) -> &'static str {
        match self {
            Die::Ability => "ability d8",
            Die::Proficiency => "proficiency d12",
            Die::Difficulty => "difficulty d8",
            Die::Challenge => "challenge d12",
        }
    }
}

impl Symbols {
    /// `DICE-2`: a triumph is also a success, a despair also a failure.
    pub fn plus(self, o: Symbols) -> Symbols {
        sym(
            self.success + o.success,
            self.advantage + o.advantage,
            self.triumph + o.triumph,
            self.failure + o.failure,
            self.threat + o.threat,
            self.despair + o.despair,
        )
    }

    /// Net successes (negative: net failures), triumphs and despairs counted (`DICE-2`).
    pub fn net_successes(self) -> i16 {
        i16::from(self.success) + i16::from(self.triumph) - i16::from(self.failure) - i16::from(self.despair)
    }

    /// Net advantages (negative: net threats).
    pub fn net_advantages(self) -> i16 {
        i16::from(self.advantage) - i16::from(self.threat)
    }

    /// Each symbol shown, in `DICE-1`'s order: how many, its letter on the dice, its word.
    fn shown(self) -> impl Iterator<Item = (u8, &'static str, &'static str)> {
        [
            (self.success, "s", "symbol-success"),
            (self.advantage, "a", "symbol-advantage"),
            (self.triumph, "t", "symbol-triumph"),
            (self.failure, "f", "symbol-failure"),
            (self.threat, "h", "symbol-threat"),
            (self.despair, "d", "symbol-despair"),
        ]
        .into_iter()
        .filter(|(n, _, _)| *n > 0)
    }

    /// In words, as the table reads the dice: "2 successes, a threat", or "blank".
    pub fn words(self) -> crate::words::message::Message {
        use crate::message;
        use crate::words::message::Message;
        let parts: Vec<Message> = self.shown().map(|(n, _, id)| message!(id, n = i64::from(n))).collect();
        if parts.is_empty() {
            message!("symbol-blank")
        } else {
            Message::list(parts, "chron-comma")
        }
    }

    /// Short text, by the letters on the dice: "ss a t" or "blank".
    #[cfg(test)]
    pub fn text(self) -> String {
        let parts: Vec<String> = self.shown().map(|(n, c, _)| c.repeat(usize::from(n))).collect();
        if parts.is_empty() {
            "blank".into()
        } else {
            parts.join(" ")
        }
    }
}

/// A test's dice.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Pool {
    pub ability: u8,
    pub proficiency: u8,
    pub difficulty: u8,
    pub challenge: u8,
}

impl Pool {
    /// `DICE-1`: `leadership` ability dice against `difficulty` difficulty dice, each
    /// upgrade turning an ability die into a proficiency die, or adding an ability die
    /// when none is left.
    pub fn test(leadership: u8, upgrades: u8, difficulty: u8) -> Pool {
        let mut pool = Pool { ability: leadership, proficiency: 0, difficulty, challenge: 0 };
        for _ in 0..upgrades {
            if pool.ability > 0 {
                pool.ability -= 1;
                pool.proficiency += 1;
            } else {
                pool.ability += 1;
            }
        }
        pool
    }

    /// The dice in rolling order: proficiency, ability, challenge, difficulty.
    pub fn dice(self) -> Vec<Die> {
        [
            (Die::Proficiency, self.proficiency),
            (Die::Ability, self.ability),
            (Die::Challenge, self.challenge),
            (Die::Difficulty, self.difficulty),
        ]
        .iter()
        .flat_map(|(die, n)| std::iter::repeat_n(*die, usize::from(*n)))
        .collect()
    }

    /// What rolled numbers (1-based, one per die of `dice()`) show, added up.
    pub fn read(self, faces: &[u8]) -> Symbols {
        self.dice()
            .iter()
            .zip(faces)
            .filter_map(|(die, n)| die.faces().get(usize::from(*n).checked_sub(1)?).copied())
            .fold(BLANK, Symbols::plus)
    }

    /// The exact chance that the test passes (one or more net successes, `DICE-2`), as
    /// passing outcomes out of all outcomes, by convolving the faces' net successes.
    pub fn pass_chance(self) -> (u128, u128) {
        let dice = self.dice();
        // Net successes run from −2 per negative die to +2 per positive die.
        let span = 2 * dice.len();
        let mut counts = vec![0u128; 2 * span + 1];
        counts[span] = 1;
        for die in &dice {
            let mut next = vec![0u128; counts.len()];
            for (i, c) in counts.iter().enumerate().filter(|(_, c)| **c > 0) {
                for face in die.faces() {
                    let j = i as i64 + i64::from(face.net_successes());
                    if let Some(slot) = usize::try_from(j).ok().and_then(|j| next.get_mut(j)) {
                        *slot += c;
                    }
                }
            }
            counts = next;
        }
        let total: u128 = dice.iter().map(|d| u128::from(d.sides())).product();
        (counts[span + 1..].iter().sum(), total)
    }
}

/// The result of a test (`DICE-2`, `DICE-3`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Outcome {
    /// Net successes; negative for net failures.
    pub successes: i16,
    /// Net advantages; negative for net threats.
    pub advantages: i16,
    pub triumphs: u8,
    pub despairs: u8,
}

impl Outcome {
    pub fn of(symbols: Symbols) -> Outcome {
        Outcome {
            successes: symbols.net_successes(),
            advantages: symbols.net_advantages(),
            triumphs: symbols.triumph,
            despairs: symbols.despair,
        }
    }

    /// `DICE-3`: the test passes with exactly one net success and no other symbols.
    pub const AUTOMATIC: Outcome = Outcome { successes: 1, advantages: 0, triumphs: 0, despairs: 0 };

    /// `DICE-2`: one or more net successes.
    pub fn passes(self) -> bool {
        self.successes >= 1
    }

    /// `DICE-2`: "additional s", the net successes beyond the first.
    pub fn additional(self) -> u8 {
        u8::try_from(self.successes - 1).unwrap_or(0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn count(die: Die, pick: impl Fn(&Symbols) -> bool) -> usize {
        die.faces().iter().filter(|f| pick(f)).count()
    }

    // DICE-1: exactly the faces of the rules, and their sides.
    #[test]
    fn dice_1_faces() {
        assert_eq!((Die::Ability.sides(), Die::Proficiency.sides()), (8, 12));
        assert_eq!((Die::Difficulty.sides(), Die::Challenge.sides()), (8, 12));
        let text = |die: Die| die.faces().iter().map(|f| f.text()).collect::<Vec<_>>().join(", ");
        assert_eq!(text(Die::Ability), "blank, s, s, ss, a, a, s a, aa");
        assert_eq!(text(Die::Proficiency), "blank, s, s, ss, ss, a, s a, s a, s a, aa, aa, t");
        assert_eq!(text(Die::Difficulty), "blank, f, ff, h, h, h, hh, f h");
        assert_eq!(text(Die::Challenge), "blank, f, f, ff, ff, h, h, f h, f h, hh, hh, d");
        // A triumph counts as a success; a despair as a failure (DICE-2).
        assert_eq!(count(Die::Proficiency, |f| f.net_successes() > 0), 8);
        assert_eq!(count(Die::Challenge, |f| f.net_successes() < 0), 7);
    }

    // DICE-1: a face is told in words, never by the letters on the dice.
    #[test]
    fn dice_1_faces_in_words() {
        let said = |code: &str, f: Symbols| {
            crate::words::with(|w| w.say(code, &f.words())).replace(['\u{2068}', '\u{2069}'], "")
        };
        assert_eq!(said("en", ABILITY[6]), "a success, an advantage");
        assert_eq!(said("en", ABILITY[7]), "2 advantages");
        assert_eq!(said("en", DIFFICULTY[7]), "a failure, a threat");
        assert_eq!(said("en", CHALLENGE[11]), "a despair");
        assert_eq!(said("en", PROFICIENCY[11]), "a triumph");
        assert_eq!(said("en", BLANK), "blank");
        assert_eq!(said("ru", PROFICIENCY[3]), "2 успеха");
        assert_eq!(said("ru", DIFFICULTY[6]), "2 угрозы");
    }

    // DICE-1: upgrades turn ability dice into proficiency dice, then add ability dice.
    #[test]
    fn dice_1_upgrades() {
        assert_eq!(Pool::test(3, 0, 2), Pool { ability: 3, proficiency: 0, difficulty: 2, challenge: 0 });
        assert_eq!(Pool::test(3, 2, 2), Pool { ability: 1, proficiency: 2, difficulty: 2, challenge: 0 });
        assert_eq!(Pool::test(2, 3, 1), Pool { ability: 1, proficiency: 2, difficulty: 1, challenge: 0 });
        assert_eq!(Pool::test(2, 4, 1), Pool { ability: 0, proficiency: 3, difficulty: 1, challenge: 0 });
        assert_eq!(Pool::test(0, 1, 1).dice(), [Die::Ability, Die::Difficulty]);
    }

    // DICE-2: successes and failures cancel, advantages and threats cancel; a triumph is
    // also a success; passing needs one net success; "additional s" are those beyond it.
    #[test]
    fn dice_2_net_results() {
        let pool = Pool::test(1, 1, 2); // proficiency, difficulty, difficulty
                                        // t; fh; h → net 1 - 1 = 0 successes, a − hh = −2, one triumph: fails.
        let o = Outcome::of(pool.read(&[12, 8, 4]));
        assert_eq!((o.successes, o.advantages, o.triumphs, o.passes()), (0, -2, 1, false));
        // ss; blank; blank → passes with one additional success.
        let o = Outcome::of(pool.read(&[4, 1, 1]));
        assert_eq!((o.successes, o.additional(), o.passes()), (2, 1, true));
        // sa; f; blank → 0 net: fails.
        assert!(!Outcome::of(pool.read(&[7, 2, 1])).passes());
    }

    // DICE-3: an automatic success passes with one net success and nothing else.
    #[test]
    fn dice_3_automatic_success() {
        let o = Outcome::AUTOMATIC;
        assert!(o.passes());
        assert_eq!((o.additional(), o.advantages, o.triumphs, o.despairs), (0, 0, 0, 0));
    }

    // DICE-1, DICE-2: the exact chance that a test passes, against hand-counted cases.
    #[test]
    fn dice_2_exact_pass_chances() {
        // One ability die alone: s, s, ss, sa pass: 4 of 8.
        assert_eq!(Pool::test(1, 0, 0).pass_chance(), (4, 8));
        // One proficiency die: 8 of its 12 faces carry a success or a triumph.
        assert_eq!(Pool::test(1, 1, 0).pass_chance(), (8, 12));
        // Ability against difficulty: net per face, ability {0,1,1,2,0,0,1,0},
        // difficulty {0,-1,-2,0,0,0,0,-1}. Pass when the sum is at least 1:
        // ability 1 (3 faces) with difficulty 0 (5 faces) = 15; ability 2 (1 face) with
        // difficulty 0 or −1 (7 faces) = 7: 22 of 64.
        assert_eq!(Pool::test(1, 0, 1).pass_chance(), (22, 64));
        // No dice at all: nothing passes.
        assert_eq!(Pool::default().pass_chance(), (0, 1));
        // Against brute force over every roll of a mixed pool.
        let pool = Pool::test(2, 1, 2);
        let dice = pool.dice();
        let mut passing = 0u128;
        let mut total = 0u128;
        let mut faces = vec![1u8; dice.len()];
        loop {
            total += 1;
            if Outcome::of(pool.read(&faces)).passes() {
                passing += 1;
            }
            let mut i = 0;
            while i < faces.len() && faces[i] == dice[i].sides() {
                faces[i] = 1;
                i += 1;
            }
            if i == faces.len() {
                break;
            }
            faces[i] += 1;
        }
        assert_eq!(pool.pass_chance(), (passing, total));
    }
}
