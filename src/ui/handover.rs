//! Hot-seat play at one screen: when the turn passes to another kingdom, the screen is
//! covered until that kingdom's player takes the device, so nobody sees what another
//! typed in secret (`SET-1`'s races) or what they were about to decide; and the other
//! kingdoms' rosters (`SET-7`) stay hidden until a battle reveals them. Switched on per
//! campaign in this browser (`browser::hand_over`).

use super::language::use_language;
use super::session::Session;
use crate::engine::report::roster_shown;
use crate::engine::state::{Phase, TokenId};
use crate::engine::{Decider, Game, KingdomId};
use crate::message;
use crate::storage::browser;
use leptos::prelude::*;

/// Whether the screens are on, and the kingdom whose player last took the device.
#[derive(Clone, Copy)]
pub struct HandOver {
    pub on: RwSignal<bool>,
    holder: RwSignal<Option<KingdomId>>,
    session: Session,
}

impl HandOver {
    pub fn new(session: Session) -> HandOver {
        let on = browser::hand_over(&session.id.get_value());
        HandOver { on: RwSignal::new(on), holder: RwSignal::new(None), session }
    }

    pub fn toggle(&self) {
        let on = !self.on.get_untracked();
        if let Err(e) = browser::set_hand_over(&self.session.id.get_value(), on) {
            self.session.save_error.set(Some(e));
        }
        self.on.set(on);
        // Switched on now: the player at the screen holds it.
        self.holder.set(self.waiting_for());
    }

    /// Whether `army`'s roster is hidden here: another kingdom's than the player holding
    /// the device, a kingdom played on a device of its own, or on a joined device any
    /// kingdom's but its own; and no battle has shown it yet (`report::roster_shown`).
    pub fn keeps_secret(&self, game: &Game, army: TokenId) -> bool {
        let Some(a) = game.state().armies.get(&army) else { return false };
        let on_a_device = self.session.on_devices.with(|on| on.contains(&a.kingdom));
        let not_ours = self.session.plays_as.get().is_some_and(|own| own != a.kingdom);
        let hidden = on_a_device || not_ours || (self.on.get() && self.holder.get() != Some(a.kingdom));
        hidden && !roster_shown(game, army)
    }

    /// Whether the screen is covered now: the turn passed to a kingdom whose player has not
    /// taken the device. Nothing beneath the cover takes a key, a click or a screen reader then.
    pub fn covering(&self) -> bool {
        self.waiting_for().is_some_and(|k| self.on.get() && self.holder.get() != Some(k))
    }

    /// The kingdom that must decide now, while the campaign goes on; never one the app
    /// plays, nor one played on a device of its own (its move passes with no hand-over).
    fn waiting_for(&self) -> Option<KingdomId> {
        let on_a_device = self.session.on_a_device(None);
        self.session
            .game
            .with(|g| match self.session.decision.with(|d| d.who) {
                Decider::Kingdom(k) if g.state().phase != Phase::Ended && !g.stand_ins().plays(k) => Some(k),
                _ => None,
            })
            .filter(|k| on_a_device != Some(*k))
    }
}

#[component]
pub fn HandOverScreen(hand_over: HandOver) -> impl IntoView {
    let session = hand_over.session;
    let lang = use_language();
    move || {
        let next = hand_over.waiting_for().filter(|_| hand_over.covering())?;
        // The cover holds the focus (what lies beneath is inert): on its one button.
        let take = NodeRef::<leptos::html::Button>::new();
        Effect::new(move |_| take.get().map(|b| b.focus()));
        let (name, colour) = session.game.with_untracked(|g| {
            let k = g.state().kingdom(next);
            (k.map(|k| k.name.clone()).unwrap_or_default(), k.map(|k| k.colour.clone()).unwrap_or_default())
        });
        Some(view! {
            <div class="hand-over" role="dialog" aria-modal="true" aria-label=lang.say(&message!("handover-pass", name = name.as_str()))
                data-testid="hand-over" style=format!("--owner:{colour}")>
                <div class="hand-over-card">
                    <p class="muted">{lang.t("handover-title")}</p>
                    <h2>{lang.say(&message!("handover-pass", name = name.as_str()))}</h2>
                    <p>{lang.t("handover-look-away")}</p>
                    <button class="primary big" data-testid="take-device" node_ref=take on:click=move |_| hand_over.holder.set(Some(next))>
                        {lang.say(&message!("handover-take", name = name.as_str()))}
                    </button>
                </div>
            </div>
        })
    }
}
