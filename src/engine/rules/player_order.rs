//! Deciding a player order from a ranking and tie-break rolls, for setup (`SET-2`) and for
//! every Reform (`REF-6`): ranked groups, highest first; a group of several is tied and
//! rolls 1D6 each, higher first, again among those still tied.

use crate::engine::dice::RollPurpose;
use crate::engine::event::Event;
use crate::engine::rules::seam::{Ctx, Emitter};
use crate::engine::state::{KingdomId, State, TokenId};

/// Kingdoms grouped by `key`, highest first; equal keys share a group, in the order given.
pub fn rank(items: impl IntoIterator<Item = (u32, KingdomId)>) -> Vec<Vec<KingdomId>> {
    let mut ranked: Vec<(u32, KingdomId)> = items.into_iter().collect();
    crate::sort::sort_by_key(&mut ranked, |r| std::cmp::Reverse(r.0));
    let mut groups: Vec<(u32, Vec<KingdomId>)> = Vec::new();
    for (key, k) in ranked {
        match groups.last_mut() {
            Some((g, members)) if *g == key => members.push(k),
            _ => groups.push((key, vec![k])),
        }
    }
    groups.into_iter().map(|(_, g)| g).collect()
}

/// The first tied group, if any: the kingdoms that roll next.
pub fn first_tie(groups: &[Vec<KingdomId>]) -> Option<&Vec<KingdomId>> {
    groups.iter().find(|g| g.len() > 1)
}

/// The order, once no group is tied.
pub fn settled(groups: &[Vec<KingdomId>]) -> Option<Vec<KingdomId>> {
    groups.iter().all(|g| g.len() == 1).then(|| groups.iter().flatten().copied().collect())
}

/// Whose turn it is in a cycle where, round after round, every kingdom with something
/// left to do does one thing in player order (`SUM-ORD-1`, `SUM-RES-1`): the first kingdom
/// in player order, among those with something left, that has acted the fewest times.
pub fn next_in_cycle(
    order: &[KingdomId],
    has_left: impl Fn(KingdomId) -> bool,
    acted: impl Fn(KingdomId) -> usize,
) -> Option<KingdomId> {
    let waiting: Vec<KingdomId> = order.iter().copied().filter(|k| has_left(*k)).collect();
    let fewest = waiting.iter().map(|k| acted(*k)).min()?;
    waiting.into_iter().find(|k| acted(*k) == fewest)
}

/// How many of `tokens` (armies or ships) belong to `kingdom`.
pub fn tokens_of<'a>(state: &State, tokens: impl Iterator<Item = &'a TokenId>, kingdom: KingdomId) -> usize {
    tokens.filter(|t| state.token(**t).is_some_and(|(k, _, _)| k == kingdom)).count()
}

/// Rolls for the first tied group and splits it by the faces.
pub fn roll_first_tie(
    out: &mut Emitter,
    ctx: &Ctx,
    purpose: RollPurpose,
    groups: &[Vec<KingdomId>],
    given: &Option<Vec<u8>>,
) -> Vec<Vec<KingdomId>> {
    let Some(at) = groups.iter().position(|g| g.len() > 1) else { return groups.to_vec() };
    let tied = &groups[at];
    let faces = ctx.faces(given, tied.len(), 6);
    for (k, f) in tied.iter().zip(&faces) {
        out.emit(Event::DiceRolled { purpose, by: Some(*k), faces: vec![*f] });
    }
    let mut new_groups: Vec<Vec<KingdomId>> = groups[..at].to_vec();
    new_groups.extend(rank(faces.iter().map(|f| u32::from(*f)).zip(tied.iter().copied())));
    new_groups.extend_from_slice(&groups[at + 1..]);
    new_groups
}

#[cfg(test)]
mod tests {
    use super::*;

    // REF-6: most armies first; equal counts are tied, in the current order.
    #[test]
    fn ref_6_ranking_groups_ties() {
        let k = KingdomId;
        assert_eq!(rank([(2, k(0)), (3, k(1)), (2, k(2)), (1, k(3))]), vec![vec![k(1)], vec![k(0), k(2)], vec![k(3)]]);
        assert_eq!(settled(&[vec![k(1)], vec![k(0)]]), Some(vec![k(1), k(0)]));
        assert_eq!(settled(&[vec![k(1), k(0)]]), None);
    }
}
