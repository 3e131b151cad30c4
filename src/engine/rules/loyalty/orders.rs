//! The loyalty module's special orders (`LOY-11`, `LOY-12`): which a token may give, and
//! what each does when resolved.

use super::tiles::{emit, land, rebel};
use crate::engine::hex::Hex;
use crate::engine::loyalty::{Cause, LoyaltyEvent, LoyaltyOrder, Noted};
use crate::engine::rules::seam::Emitter;
use crate::engine::state::{KingdomId, Order, State, TokenId};

/// The special orders `token` may take (none without the module, for ships and pairs).
pub fn special_orders(state: &State, token: TokenId) -> Vec<Order> {
    let Some(army) = state.armies.get(&token).filter(|a| a.paired_with.is_none() && state.loyalty.is_some()) else {
        return Vec::new();
    };
    let mut orders = Vec::new();
    if works_possible(state, army.hex) {
        orders.push(Order::Loyalty(LoyaltyOrder::Works));
    }
    let around = std::iter::once(army.hex).chain(state.map.neighbors(army.hex).map(|(_, h)| h));
    orders.extend(
        around
            .filter(|at| agitation_target(state, *at, army.kingdom).is_some())
            .map(|at| Order::Loyalty(LoyaltyOrder::Agitate { at })),
    );
    orders
}

/// Whether Economic works may be done in `hex`: land, not devastated, and not being
/// pillaged (`DOM-10`: no rule actions there).
fn works_possible(state: &State, hex: Hex) -> bool {
    land(state, hex) && !state.devastated(hex) && !state.pillaged(hex)
}

/// The rival `kingdom` may agitate against in `at`: its controller, if it is another
/// kingdom and the tile is neither rebel, devastated nor being pillaged (`DOM-10`).
fn agitation_target(state: &State, at: Hex, kingdom: KingdomId) -> Option<KingdomId> {
    let rival = state.control(at).filter(|r| *r != kingdom)?;
    let quiet = !rebel(state, at) && !state.devastated(at) && !state.pillaged(at);
    (land(state, at) && quiet).then_some(rival)
}

/// Resolves a special order; the tile's state now decides it (`SUM-RES-1`).
pub fn resolve_special(out: &mut Emitter, token: TokenId, order: LoyaltyOrder) {
    let state = out.state();
    let Some(army) = state.armies.get(&token) else { return };
    let (kingdom, hex) = (army.kingdom, army.hex);
    let effect = match order {
        LoyaltyOrder::Works => {
            works_possible(state, hex).then_some(Noted { hex, kingdom, cause: Cause::Works { army: token } })
        }
        LoyaltyOrder::Agitate { at } => agitation_target(state, at, kingdom).map(|rival| Noted {
            hex: at,
            kingdom: rival,
            cause: Cause::Agitated { by: kingdom },
        }),
    };
    emit(out, LoyaltyEvent::SpecialResolved { token, order, effect });
}
