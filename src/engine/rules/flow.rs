//! The campaign's flow in one place: the summer month's phases in order, what follows the
//! last month and the winter, and what happens when a phase has nothing to decide. A
//! phase's rules end by calling `finished`; no phase names the one after it, so a rules
//! module that adds steps to the month (`LOY-13`) changes this file and no other phase.

use super::{battle, orders, reform, resolution, winter};
use crate::engine::event::Event;
use crate::engine::rules::seam::{Ctx, Emitter};
use crate::engine::state::Phase;

/// The summer month (`SUM-1`): its phases in order.
pub const MONTH: [Phase; 4] = [Phase::Orders, Phase::Resolution, Phase::Battle, Phase::Reform];

/// `phase` is over: begin what follows it. After Reform the next month begins, or winter
/// after the last (`REF-7`); after winter the next year, or the end (`WIN-7`).
pub fn finished(out: &mut Emitter, ctx: &Ctx, phase: Phase) {
    match phase {
        Phase::Orders => out.emit(Event::PhaseChanged { phase: Phase::Resolution }),
        Phase::Resolution => battle::begin(out, ctx),
        Phase::Battle => {
            if !ctx.modules.iter().any(|m| m.after_battles(out, ctx)) {
                reform::begin(out, ctx);
            }
        }
        Phase::Reform => {
            out.emit(Event::MonthEnded);
            let c = out.state().calendar.clone();
            if c.month < ctx.options.months {
                out.emit(Event::MonthBegan { year: c.year, month: c.month + 1 });
                for m in ctx.modules {
                    m.month_began(out, ctx);
                }
                out.emit(Event::PhaseChanged { phase: Phase::Orders });
            } else {
                winter::begin(out, ctx);
            }
        }
        Phase::Winter => {
            out.emit(Event::WinterEnded);
            let year = out.state().calendar.year;
            if year >= ctx.options.years {
                out.emit(Event::PhaseChanged { phase: Phase::Ended });
            } else {
                out.emit(Event::MonthBegan { year: year + 1, month: 1 });
                out.emit(Event::PhaseChanged { phase: Phase::Orders });
            }
        }
        Phase::Setup(_) | Phase::Ended => {}
    }
}

/// From rules version 2: a summer phase in which nobody has anything to decide (a month in
/// which no kingdom has a token, say) is over at once, so a campaign never waits where no
/// one can act. Version 1 campaigns stopped there, and replay as they were.
pub fn move_on(out: &mut Emitter, ctx: &Ctx) {
    if ctx.rules < 2 {
        return;
    }
    // Each pass ends the phase it found; the months run out into winter, which always
    // asks. The bound, a year of the longest summer, is for safety only.
    for _ in 0..MONTH.len() * 12 {
        let s = out.state();
        if ctx.modules.iter().any(|m| m.pending(s)) {
            return;
        }
        let idle = match s.phase {
            // Whether a kingdom has a token to order, not the orders themselves: working out
            // every march's reach here would be thrown away.
            Phase::Orders => orders::next_to_order(s, ctx.options).is_none(),
            Phase::Resolution => resolution::decision(s).is_none(),
            Phase::Battle => battle::decision(s, ctx.modules).is_none(),
            _ => false,
        };
        if !idle {
            return;
        }
        let phase = s.phase.clone();
        finished(out, ctx, phase);
    }
}
