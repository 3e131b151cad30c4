//! A chosen battle begins (`SUM-BAT-3`): its kind is chosen or fixed, a side may concede
//! (`OPT-CONCEDE`), and the fight opens with its first step.

use super::{forces, results};
use crate::engine::battle::{Battle, BattleKind, BattleStep, Side};
use crate::engine::event::Event;
use crate::engine::rules::seam::{Ctx, Emitter};
use forces::side_forces;

/// The chosen battle is joined: its kind is chosen or fixed (`SUM-BAT-3`) and it begins.
pub fn join(out: &mut Emitter, ctx: &Ctx) {
    let Some(b) = out.state().battle.clone() else { return };
    let [a, d] = Side::BOTH.map(|s| side_forces(out.state(), &b, s));
    match forces::kinds(&a, &d, ctx.options.resolver).as_slice() {
        [kind] => start(out, ctx, *kind),
        kinds => out.emit(Event::BattleStepped { step: BattleStep::ChooseKind { kinds: kinds.to_vec() } }),
    }
}

/// The first fighting step of a battle of `kind`.
pub fn first_step(kind: BattleKind) -> BattleStep {
    match kind {
        BattleKind::Slaughter => BattleStep::Slaughter,
        BattleKind::Tabletop => BattleStep::Tabletop,
        _ => BattleStep::Roll,
    }
}

/// `SUM-BAT-3`: the battle begins as `kind`. With `OPT-CONCEDE` a side outnumbered in
/// tokens that has a tile of its own to retreat to concedes at once; otherwise each side,
/// attacker first, may concede before a blow is struck.
pub fn start(out: &mut Emitter, ctx: &Ctx, kind: BattleKind) {
    out.emit(Event::BattleKindSet { kind });
    let Some(b) = out.state().battle.clone().filter(|_| ctx.options.concede && kind != BattleKind::Slaughter) else {
        fight(out, ctx, kind);
        return;
    };
    let counts = Side::BOTH.map(|s| out.state().movers(b.hex, b.kingdom(s)).len());
    let outnumbered = Side::BOTH.into_iter().find(|s| counts[s.index()] < counts[s.other().index()]);
    let can_leave = |side: Side| {
        let k = b.kingdom(side);
        let state = out.state();
        state
            .movers(b.hex, k)
            .iter()
            .any(|t| !crate::engine::rules::moves::retreat_tiles(state, *t, k, b.hex).is_empty())
    };
    if let Some(side) = outnumbered.filter(|s| can_leave(*s)) {
        out.emit(Event::Declared { kingdom: b.kingdom(side), concede: true });
        results::decide(out, ctx, Some(b.kingdom(side.other())), None);
    } else {
        out.emit(Event::BattleStepped { step: BattleStep::Concede { side: Side::Attacker } });
    }
}

/// The fight begins: its first step, with what the modules do before and after it
/// (`DOM-3`'s hits, a narrative battle's record).
pub fn fight(out: &mut Emitter, ctx: &Ctx, kind: BattleKind) {
    for m in ctx.modules {
        m.fight_begins(out, kind);
    }
    out.emit(Event::BattleStepped { step: first_step(kind) });
    for m in ctx.modules {
        m.fight_began(out, ctx, kind);
    }
}

/// `OPT-CONCEDE`: a side concedes the field (a loss) or fights; after both, the battle.
pub fn concede(out: &mut Emitter, ctx: &Ctx, battle: &Battle, side: Side, yes: bool) {
    out.emit(Event::Declared { kingdom: battle.kingdom(side), concede: yes });
    match (yes, side, battle.kind) {
        (true, _, _) => results::decide(out, ctx, Some(battle.kingdom(side.other())), None),
        (false, Side::Attacker, _) => {
            out.emit(Event::BattleStepped { step: BattleStep::Concede { side: Side::Defender } })
        }
        (false, Side::Defender, Some(kind)) => fight(out, ctx, kind),
        (false, Side::Defender, None) => {}
    }
}
