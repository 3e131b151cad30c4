//! `NAR-SYM-1`: what a test's net advantages (or threats), triumphs and despairs do after
//! the battle, spent on the largest effect first, each victim chosen by the player the
//! rule names.

use crate::engine::battle::Side;
use crate::engine::narrative::dice::Outcome;
use crate::engine::narrative::symbols::Effect;

/// The effects of `tester`'s outcome: net advantages hurt the other side, net threats the
/// tester; aaa (or hhh) is a character chosen by the sufferer, aa (hh) a unit chosen by
/// the side that gains, a (h) a unit chosen by the sufferer; each triumph (despair) a
/// character chosen by the side that gains. `spent` advantages already went on an
/// exclusion or a disabled development and are not spent again.
pub fn effects(tester: Side, outcome: Outcome, spent: u8) -> Vec<Effect> {
    let mut out = Vec::new();
    let (gainer, net) = if outcome.advantages >= 0 {
        (tester, outcome.advantages.saturating_sub(i16::from(spent)).max(0))
    } else {
        (tester.other(), -outcome.advantages)
    };
    let sufferer = gainer.other();
    let mut left = net;
    while left >= 3 {
        out.push(Effect::Character { victim: sufferer, chooser: sufferer });
        left -= 3;
    }
    if left == 2 {
        out.push(Effect::Unit { victim: sufferer, chooser: gainer });
    } else if left == 1 {
        out.push(Effect::Unit { victim: sufferer, chooser: sufferer });
    }
    for _ in 0..outcome.triumphs {
        out.push(Effect::Character { victim: tester.other(), chooser: tester });
    }
    for _ in 0..outcome.despairs {
        out.push(Effect::Character { victim: tester, chooser: tester.other() });
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use Side::{Attacker as A, Defender as D};

    fn outcome(advantages: i16, triumphs: u8) -> Outcome {
        Outcome { successes: 1, advantages, triumphs, despairs: 0 }
    }

    // NAR-SYM-1: a, aa, aaa and t by the tester's roll, largest first; threats hurt the
    // tester, by the same table seen from the other side; spent advantages are not spent
    // again.
    #[test]
    fn nar_sym_1_symbols_after_the_battle() {
        assert_eq!(effects(A, outcome(1, 0), 0), [Effect::Unit { victim: D, chooser: D }]);
        assert_eq!(effects(A, outcome(2, 0), 0), [Effect::Unit { victim: D, chooser: A }]);
        assert_eq!(effects(A, outcome(3, 0), 0), [Effect::Character { victim: D, chooser: D }]);
        assert_eq!(
            effects(A, outcome(5, 1), 0),
            [
                Effect::Character { victim: D, chooser: D },
                Effect::Unit { victim: D, chooser: A },
                Effect::Character { victim: D, chooser: A }
            ],
            "aaaaa: aaa then aa; the triumph: a character chosen by the roller"
        );
        assert_eq!(effects(D, outcome(-2, 0), 0), [Effect::Unit { victim: D, chooser: A }], "hh");
        assert_eq!(effects(D, outcome(-1, 0), 0), [Effect::Unit { victim: D, chooser: D }], "h");
        assert_eq!(effects(A, outcome(3, 0), 2), [Effect::Unit { victim: D, chooser: D }], "aa spent on scouting");
        assert!(effects(A, outcome(0, 0), 0).is_empty());
        let despair = Outcome { successes: -1, advantages: 0, triumphs: 0, despairs: 1 };
        assert_eq!(effects(A, despair, 0), [Effect::Character { victim: A, chooser: D }]);
    }
}
