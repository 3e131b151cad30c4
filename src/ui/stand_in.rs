//! The kingdoms the app plays (`engine::stand_in`) at the table: their turns pass on their
//! own, a moment apart so the table sees each move; after an undo they wait for a person,
//! or for Next; the table hands any kingdom to the app, or takes it back, at any moment.

use crate::engine::decision::Decider;
use crate::engine::stand_in;
use crate::engine::{Game, KingdomId};
use crate::message;
use crate::storage::browser;
use crate::ui::language::{use_language, Language};
use crate::ui::session::Session;
use leptos::prelude::*;
use std::time::Duration;

/// The pause before a stand-in's move, so the table sees each one land; "at once", the
/// shortest the page can give (a move a frame).
const PACE_MS: u64 = 450;
const AT_ONCE_MS: u64 = 0;

/// The pace the table chose in this browser: a moment apart, or at once.
fn at_once() -> bool {
    browser::stand_in_pace().as_deref() == Some("at-once")
}

/// The kingdom the app plays whose decision is pending, if any.
fn due(g: &Game) -> Option<KingdomId> {
    match g.decision().who {
        Decider::Kingdom(k) if g.stand_ins().plays(k) => Some(k),
        _ => None,
    }
}

/// Plays the kingdoms the app stands in for, one move a `PACE_MS` apart, while the live
/// campaign is shown and the stand-ins are not waiting after an undo.
pub fn play_stand_ins(session: Session) {
    if session.past {
        return;
    }
    Effect::new(move |_| {
        let at = session.game.with(|g| due(g).map(|_| g.log().len()));
        let (Some(at), false, false) = (at, session.stand_ins_wait.get(), session.looked_back.get()) else { return };
        set_timeout(
            move || {
                let waiting = session.stand_ins_wait.try_get_untracked().unwrap_or(true);
                let choice = session
                    .game
                    .try_with_untracked(|g| (g.log().len() == at && due(g).is_some()).then(|| stand_in::choose(g)))
                    .flatten()
                    .flatten();
                if let (Some(c), false) = (choice, waiting) {
                    session.apply_reasoned(c.command, c.reason);
                }
            },
            // Read as each move is due: the switch below may change it at any moment.
            Duration::from_millis(if at_once() { AT_ONCE_MS } else { PACE_MS }),
        );
    });
}

/// On the question's card: the kingdom asked is played by the app; after an undo it waits
/// for Next.
pub fn asked_of_the_app(session: Session, t: Language) -> impl IntoView {
    move || {
        let k = session.game.with(due)?;
        let name = session.game.with(|g| g.state().kingdom_name(k).to_string());
        let waiting = session.stand_ins_wait.get();
        Some(view! {
            <p class="stand-in-note" data-testid="stand-in-note">
                {t.say(&message!(if waiting { "p-stand-in-waits" } else { "p-stand-in-plays" }, kingdom = name))}
                {waiting.then(|| view! {
                    <button class="primary" data-testid="stand-in-next" on:click=move |_| session.stand_ins_wait.set(false)>
                        {t.t("p-stand-in-next")}</button>
                })}
            </p>
        })
    }
}

/// Which kingdoms the app plays: one switch each, at any moment; and their pace.
#[component]
pub fn StandInSwitches(session: Session) -> impl IntoView {
    let t = use_language();
    let pace = RwSignal::new(at_once());
    // A choice this browser could not keep is said, not swallowed.
    let failed = RwSignal::new(None::<String>);
    let set_pace = move |quick: bool| {
        pace.set(quick);
        let kept = browser::set_stand_in_pace(if quick { "at-once" } else { "a-moment-apart" });
        failed.set(kept.err().map(|e| t.say(&e.message())));
    };
    let kingdoms = move || {
        session.game.with(|g| {
            g.state()
                .kingdom_ids()
                .map(|k| (k, g.state().kingdom_name(k).to_string(), g.stand_ins().plays(k)))
                .collect::<Vec<_>>()
        })
    };
    view! {
        <details class="stand-ins" data-testid="stand-ins">
            <summary>{move || t.say(&message!("p-stand-in-title", n = kingdoms().iter().filter(|(_, _, p)| *p).count()))}</summary>
            <ul>
                {move || kingdoms().into_iter().map(|(k, name, played)| {
                    let label = t.say(&message!(if played { "p-stand-in-hand-back" } else { "p-stand-in-hand-over" }, kingdom = name));
                    view! {
                        <li><button data-testid=format!("stand-in-{}", k.0) aria-pressed=played.to_string()
                            on:click=move |_| session.set_stand_in(k, !played)>{label}</button></li>
                    }
                }).collect_view()}
            </ul>
            <label class="inline"><input type="checkbox" data-testid="stand-in-at-once" prop:checked=move || pace.get()
                on:change=move |ev| set_pace(event_target_checked(&ev)) />{move || t.t("p-stand-in-at-once")}</label>
            {move || failed.get().map(|e| view! { <p class="notice error" role="alert">{e}</p> })}
        </details>
    }
}
