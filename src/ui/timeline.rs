//! The timeline: the campaign as it stood at any past moment, read-only, stepped command
//! by command or month by month, and back to now. The past is rebuilt by the engine from
//! its checkpoints (`Game::at`) into a session of its own that refuses every move.

use super::language::use_language;
use super::session::Session;
use super::timing;
use leptos::prelude::*;

/// Where the table is looking: the live campaign, or a moment of its past.
#[derive(Clone, Copy)]
pub struct Timeline {
    /// The position looked at (commands played), or None for now.
    pub at: RwSignal<Option<usize>>,
    /// The campaign at that position.
    pub past: Session,
    live: Session,
}

impl Timeline {
    pub fn new(live: Session) -> Timeline {
        let past = live.game.with_untracked(|g| Session::of_the_past(live.id.get_value(), g.at(0)));
        Timeline { at: RwSignal::new(None), past, live }
    }

    fn len(&self) -> usize {
        self.live.game.with_untracked(|g| g.log().len())
    }

    /// Look at the campaign after its first `position` commands.
    pub fn go(&self, position: usize) {
        let position = position.min(self.len());
        let game = timing::measured("mw:scrub", || self.live.game.with_untracked(|g| g.at(position)));
        self.past.game.set(game);
        self.live.timeline_open.set(true);
        self.at.set(Some(position));
    }

    pub fn open(&self) {
        self.go(self.len());
    }

    pub fn close(&self) {
        self.live.timeline_open.set(false);
        self.at.set(None);
    }

    /// Look at the start of the season before (`back`) or after the one looked at.
    fn go_season(&self, back: bool) {
        let Some(at) = self.at.get_untracked() else { return };
        let marks = self.live.game.with_untracked(|g| g.seasons());
        let mut positions = marks.into_iter().map(|(p, _)| p).chain([self.len()]);
        let to = if back { positions.rev().find(|p| *p < at) } else { positions.find(|p| *p > at) };
        if let Some(p) = to {
            self.go(p);
        }
    }
}

#[component]
pub fn TimelineBar(timeline: Timeline) -> impl IntoView {
    let at = move || timeline.at.get().unwrap_or(0);
    let len = move || timeline.live.game.with(|g| g.log().len());
    let step = move |by: isize| timeline.go(at().saturating_add_signed(by));
    let lang = use_language();
    let keys = window_event_listener(leptos::ev::keydown, move |ev| {
        let typing = crate::ui::dom::typing(&ev);
        if timeline.at.get_untracked().is_none() || typing {
            return;
        }
        match ev.key().as_str() {
            "ArrowLeft" => step(-1),
            "ArrowRight" => step(1),
            "PageUp" => timeline.go_season(true),
            "PageDown" => timeline.go_season(false),
            "Home" => timeline.go(0),
            "End" => timeline.go(len()),
            "Escape" => timeline.close(),
            _ => return,
        }
        ev.prevent_default();
    });
    on_cleanup(move || keys.remove());
    view! {
        <div class="timeline" role="group" aria-label=lang.text("timeline-label") data-testid="timeline-bar">
            <button data-testid="timeline-month-back" title=lang.text("timeline-month-back")
                on:click=move |_| timeline.go_season(true)>"◀◀"<span class="label">" "{lang.text("timeline-month")}</span></button>
            <button data-testid="timeline-back" aria-label=lang.text("timeline-step-back") on:click=move |_| step(-1)>"◀"</button>
            <input type="range" min="0" max=len prop:value=move || at().to_string() aria-label=lang.text("timeline-moment")
                data-testid="timeline-slider"
                on:input=move |ev| timeline.go(event_target_value(&ev).parse().unwrap_or(0)) />
            <button data-testid="timeline-forward" aria-label=lang.text("timeline-step-on") on:click=move |_| step(1)>"▶"</button>
            <button data-testid="timeline-month-forward" title=lang.text("timeline-month-on")
                on:click=move |_| timeline.go_season(false)><span class="label">{lang.text("timeline-month")}" "</span>"▶▶"</button>
            <span class="timeline-step" data-testid="timeline-step">{move || lang.t_with("timeline-step", &[("at", at().into()), ("of", len().into())])}</span>
            <button class="primary" data-testid="timeline-now" on:click=move |_| timeline.close()><span class="label">{lang.text("timeline-back-to")}" "</span>{lang.text("timeline-now")}</button>
        </div>
    }
}
