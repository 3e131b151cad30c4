//! Final standings by `OPT-SCORE` "might" (`WIN-7`): 1 per tabletop or simple battle won,
//! village 1, city 2, fortress 2, own capital 3 (a captured capital is a plain city for its
//! captor), army 5; ties broken by most armies, then cities, fortresses, villages. A
//! fallen kingdom keeps its place by the year it fell (`WIN-8`, rules `LETTER` on).

use super::ruleset::LETTER;
use super::state::{KingdomId, SettlementKind, State};
use crate::message;
use crate::words::message::Message;

pub const VILLAGE: u32 = 1;
pub const CITY: u32 = 2;
pub const FORTRESS: u32 = 2;
pub const CAPITAL: u32 = 3;
pub const ARMY: u32 = 5;
pub const VICTORY: u32 = 1;

/// One kingdom's might, by source.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Might {
    pub kingdom: KingdomId,
    pub victories: u32,
    pub villages: u32,
    /// Cities, counting a captured capital but not the kingdom's own.
    pub cities: u32,
    /// 1 while the kingdom holds its own capital.
    pub capital: u32,
    pub fortresses: u32,
    pub armies: u32,
    /// `WIN-8`: the year the kingdom fell, if it did.
    pub fell: Option<u8>,
}

impl Might {
    /// "battles 1 · towns 9 (capital, 1 city, 1 fortress, 2 villages) · armies 5": where
    /// the might comes from, as the standings show it.
    pub fn by_source(&self) -> Message {
        let towns = self.villages * VILLAGE + self.cities * CITY + self.capital * CAPITAL + self.fortresses * FORTRESS;
        let capital = (self.capital > 0).then(|| message!("score-capital"));
        let counted =
            [("score-cities", self.cities), ("score-fortresses", self.fortresses), ("score-villages", self.villages)]
                .into_iter()
                .filter(|(_, n)| *n > 0)
                .map(|(id, n)| message!(id, n = n));
        let parts: Vec<Message> = capital.into_iter().chain(counted).collect();
        let sources = message!(
            "score-by-source",
            battles = self.victories * VICTORY,
            towns = towns,
            parts = if parts.is_empty() { message!("chron-none") } else { Message::list(parts, "chron-comma") },
            armies = self.armies * ARMY
        );
        match self.fell {
            Some(year) => message!("score-fell", year = year, sources = sources),
            None => sources,
        }
    }

    pub fn total(&self) -> u32 {
        self.victories * VICTORY
            + self.villages * VILLAGE
            + self.cities * CITY
            + self.capital * CAPITAL
            + self.fortresses * FORTRESS
            + self.armies * ARMY
    }

    /// What decides the order, highest first: with rules `LETTER` on, standing before
    /// fallen and a later fall before an earlier one (`WIN-8`); then the total and the
    /// tie-breaks of `OPT-SCORE`.
    fn rank_key(&self, rules: u32) -> (u8, u32, u32, u32, u32, u32) {
        let standing = match self.fell {
            Some(year) if rules >= LETTER => year,
            _ => u8::MAX,
        };
        (standing, self.total(), self.armies, self.cities + self.capital, self.fortresses, self.villages)
    }
}

pub fn might(state: &State, kingdom: KingdomId) -> Might {
    let mut m = Might {
        kingdom,
        victories: state.kingdom(kingdom).map_or(0, |k| k.victories),
        villages: 0,
        cities: 0,
        capital: 0,
        fortresses: 0,
        armies: state.armies.values().filter(|a| a.kingdom == kingdom).count() as u32,
        fell: state.kingdom(kingdom).and_then(|k| k.eliminated),
    };
    for tile in state.tiles.iter().filter(|t| t.control == Some(kingdom)) {
        match tile.settlement.as_ref() {
            Some(s) if s.kind == SettlementKind::City && s.capital_of == Some(kingdom) => m.capital += 1,
            Some(s) if s.kind == SettlementKind::City => m.cities += 1,
            Some(s) if s.kind == SettlementKind::Fortress => m.fortresses += 1,
            Some(_) => m.villages += 1,
            None => {}
        }
    }
    m
}

/// Every kingdom with its place (1 first; kingdoms tied on every count share a place),
/// best first.
pub fn standings(state: &State) -> Vec<(usize, Might)> {
    let mut all: Vec<Might> = state.kingdom_ids().map(|k| might(state, k)).collect();
    let key = |m: &Might| m.rank_key(state.rules);
    crate::sort::sort_by(&mut all, |a, b| key(b).cmp(&key(a)).then(a.kingdom.cmp(&b.kingdom)));
    let mut out: Vec<(usize, Might)> = Vec::with_capacity(all.len());
    for (i, m) in all.into_iter().enumerate() {
        let place = match out.last() {
            Some((p, prev)) if key(prev) == key(&m) => *p,
            _ => i + 1,
        };
        out.push((place, m));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::state::{Army, Settlement, TokenId};
    use crate::engine::testing::after_setup;

    fn put(
        state: &mut State,
        i: usize,
        kingdom: KingdomId,
        kind: Option<SettlementKind>,
        capital_of: Option<KingdomId>,
    ) {
        state.tiles[i].control = Some(kingdom);
        state.tiles[i].settlement = kind.map(|kind| Settlement::new(kind, capital_of));
    }

    // OPT-SCORE, WIN-7: might by source; the own capital counts 3, a captured one 2; ties
    // go to more armies, then cities, fortresses, villages; a full tie shares the place.
    #[test]
    fn win_7_opt_score_might_and_ties() {
        let mut s = after_setup();
        for t in s.tiles.iter_mut() {
            *t = Default::default();
        }
        s.armies.clear();
        let (a, b) = (KingdomId(0), KingdomId(1));
        put(&mut s, 0, a, Some(SettlementKind::City), Some(a));
        put(&mut s, 1, a, Some(SettlementKind::Village), None);
        put(&mut s, 2, b, Some(SettlementKind::City), Some(a));
        put(&mut s, 3, b, Some(SettlementKind::Fortress), None);
        put(&mut s, 4, b, None, None);
        s.kingdoms[0].victories = 2;
        let m = might(&s, a);
        assert_eq!((m.capital, m.cities, m.villages, m.victories, m.total()), (1, 0, 1, 2, 3 + 1 + 2));
        let m = might(&s, b);
        assert_eq!((m.capital, m.cities, m.fortresses, m.total()), (0, 1, 1, 2 + 2), "a captured capital is a city");
        let army = |k| Army::new(k, s.map.hex_of_index(0), 500);
        s.armies.insert(TokenId(1), army(b));
        assert_eq!(might(&s, b).total(), 4 + ARMY);
        let table = standings(&s);
        assert_eq!((table[0].0, table[0].1.kingdom), (1, b));
        assert_eq!((table[1].0, table[1].1.kingdom), (2, a));
        // Equal totals (5): the army beats a fortress, a city and a village.
        let mut even = s.clone();
        even.kingdoms[0].victories = 0;
        even.armies.clear();
        for t in even.tiles.iter_mut() {
            *t = Default::default();
        }
        even.armies.insert(TokenId(2), army(a));
        put(&mut even, 1, b, Some(SettlementKind::Fortress), None);
        put(&mut even, 2, b, Some(SettlementKind::City), None);
        put(&mut even, 3, b, Some(SettlementKind::Village), None);
        assert_eq!(might(&even, a).total(), might(&even, b).total());
        assert_eq!(standings(&even)[0].1.kingdom, a, "more armies first");
        // Equal might (3) and armies: the city beats the fortress.
        even.armies.clear();
        put(&mut even, 2, b, None, None);
        put(&mut even, 4, a, Some(SettlementKind::City), None);
        put(&mut even, 5, a, Some(SettlementKind::Village), None);
        assert_eq!(standings(&even)[0].1.kingdom, a, "more cities first");
        // Tied on everything: a shared first place.
        put(&mut even, 1, b, Some(SettlementKind::City), None);
        put(&mut even, 4, a, Some(SettlementKind::City), None);
        let table = standings(&even);
        assert_eq!((table[0].0, table[1].0), (1, 1));
    }

    // WIN-8 [design], rules 5 on: a fallen kingdom ranks below every standing one whatever
    // its might, two fallen ones by the year they fell (the later higher), and a fall in
    // the same year by might. Rules 4 ranked by might alone.
    #[test]
    fn win_8_fallen_kingdoms_rank_by_the_year_they_fell() {
        let mut s = after_setup();
        for t in s.tiles.iter_mut() {
            *t = Default::default();
        }
        s.armies.clear();
        let ids = [KingdomId(0), KingdomId(1)];
        put(&mut s, 0, ids[1], Some(SettlementKind::Village), None);
        s.kingdoms[0].victories = 7;
        s.kingdoms[0].eliminated = Some(2);
        let order = |s: &State| standings(s).iter().map(|(p, m)| (*p, m.kingdom)).collect::<Vec<_>>();
        assert_eq!(order(&s), [(1, ids[1]), (2, ids[0])], "might 7 fallen below might 1 standing");
        let mut old = s.clone();
        old.rules = LETTER - 1;
        assert_eq!(order(&old), [(1, ids[0]), (2, ids[1])], "rules 4: might alone");
        // Both fallen: the later fall ranks higher, whatever the might.
        s.kingdoms[1].eliminated = Some(3);
        assert_eq!(order(&s), [(1, ids[1]), (2, ids[0])]);
        s.kingdoms[1].eliminated = Some(1);
        assert_eq!(order(&s), [(1, ids[0]), (2, ids[1])]);
        // The same year: by might, and equal on everything shares the place.
        s.kingdoms[1].eliminated = Some(2);
        assert_eq!(order(&s), [(1, ids[0]), (2, ids[1])]);
        s.kingdoms[1].victories = 8;
        assert_eq!(order(&s), [(1, ids[1]), (2, ids[0])]);
        s.kingdoms[1].victories = 7;
        put(&mut s, 0, ids[1], None, None);
        assert_eq!(order(&s), [(1, ids[0]), (1, ids[1])]);
        assert_eq!(standings(&s)[0].1.fell, Some(2));
    }
}
