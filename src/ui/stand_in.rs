//! The kingdoms the app plays (`engine::stand_in`) at the table: their turns pass on their
//! own, a moment apart so the table sees each move, at once, or step by step on Next;
//! after an undo they wait for a person, or for Next; the table's part of their turn (dice
//! rolled at the table, a tabletop battle's result) is the table's, and a tabletop battle
//! may be fought as a simple one instead (`SET-6`); the table hands any kingdom to the
//! app, or takes it back, at any moment. The app's dice that nobody chooses are rolled
//! at once when the table lets it (by default, with one person at the table).

use crate::engine::battle::BattleKind;
use crate::engine::decision::Decider;
use crate::engine::reason::Level;
use crate::engine::stand_in;
use crate::engine::{Command, Game, KingdomId};
use crate::message;
use crate::storage::browser;
use crate::ui::language::{use_language, Language};
use crate::ui::session::Session;
use crate::ui::timing;
use crate::words::message::{Arg, Message};
use leptos::prelude::*;
use std::time::Duration;

/// The pause before a stand-in's move, so the table sees each one land; "at once", the
/// shortest the page can give (a move a frame).
const PACE_MS: u64 = 450;
const AT_ONCE_MS: u64 = 0;

/// How the stand-ins' moves pass, as the table chose in this browser.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Pace {
    /// On their own, a moment apart.
    MomentApart,
    AtOnce,
    /// Each move shown, the next one on Next.
    StepByStep,
}

impl Pace {
    const ALL: [Pace; 3] = [Pace::MomentApart, Pace::AtOnce, Pace::StepByStep];

    fn kept() -> Pace {
        let kept = browser::stand_in_pace();
        Pace::ALL.into_iter().find(|p| Some(p.key()) == kept.as_deref()).unwrap_or(Pace::MomentApart)
    }

    fn key(self) -> &'static str {
        match self {
            Pace::MomentApart => "a-moment-apart",
            Pace::AtOnce => "at-once",
            Pace::StepByStep => "step-by-step",
        }
    }
}

/// The kingdom the app plays whose decision is pending, if any.
fn due(g: &Game) -> Option<KingdomId> {
    match g.decision().who {
        Decider::Kingdom(k) if g.stand_ins().plays(k) => Some(k),
        _ => None,
    }
}

/// Whether the app rolls the dice nobody chooses: as the table chose in this browser, else
/// when at most one kingdom is a person's.
fn rolls_at_once(g: &Game, chosen: Option<bool>) -> bool {
    chosen.unwrap_or_else(|| g.state().kingdom_ids().filter(|k| !g.stand_ins().plays(*k)).count() <= 1)
}

/// Whether the app moves next: a kingdom it plays musters or is asked, or dice nobody
/// chooses are.
fn app_moves(g: &Game, chosen: Option<bool>) -> bool {
    due(g).is_some()
        || stand_in::muster(g).is_some()
        || (rolls_at_once(g, chosen) && stand_in::unchosen_roll(g).is_some())
}

/// Plays the kingdoms the app stands in for, one move a `PACE_MS` apart (or each on Next),
/// and rolls the dice nobody chooses, while the live campaign is shown and the app is not
/// waiting after an undo.
pub fn play_stand_ins(session: Session) {
    if session.is_past {
        return;
    }
    Effect::new(move |_| {
        let chosen = session.roll_at_once.get();
        let at = session.game.with(|g| app_moves(g, chosen).then(|| g.log().len()));
        let (Some(at), false, false) = (at, session.stand_ins_wait.get(), session.timeline_open.get()) else { return };
        // Read as each move is due: the switch below may change it at any moment.
        let pace = Pace::kept();
        set_timeout(
            move || {
                let chosen = session.roll_at_once.try_get_untracked().flatten();
                let choice = session
                    .game
                    .try_with_untracked(|g| {
                        let asked = g.log().len() == at && app_moves(g, chosen);
                        let kingdoms = due(g).is_some();
                        // A cunning kingdom looks ahead over frames before it answers.
                        let cunning = due(g).is_some_and(|k| g.stand_ins().level(k) == Level::Cunning);
                        let ahead = || cunning.then(|| stand_in::ahead::LookAhead::new(g)).flatten();
                        if let Some(ahead) = asked.then(ahead).flatten() {
                            return Some(Err(ahead));
                        }
                        let choice = || {
                            stand_in::muster(g).or_else(|| {
                                if kingdoms {
                                    stand_in::choose(g)
                                } else {
                                    stand_in::unchosen_roll(g)
                                }
                            })
                        };
                        asked.then(|| timing::measured("mw:stand-in", choice).map(|c| (c, kingdoms))).flatten().map(Ok)
                    })
                    .flatten();
                match choice {
                    Some(Ok((choice, kingdoms))) => answer(session, choice, pace == Pace::StepByStep && kingdoms),
                    Some(Err(ahead)) => {
                        timing::measure_from("mw:look-ahead");
                        look_ahead(session, at, ahead, pace);
                    }
                    None => {}
                }
            },
            Duration::from_millis(if pace == Pace::AtOnce { AT_ONCE_MS } else { PACE_MS }),
        );
    });
}

/// How long a frame works on a look-ahead, so that with the page's own work it is drawn
/// within 50 ms (at 30 ms, one in three took longer): a few more commands are played in
/// it only when a step as long as the longest yet still ends within it; the rest go on in
/// the next frame.
const SLICE_MS: f64 = 20.0;

/// Plays a cunning kingdom's look-ahead a few steps a frame, then gives its answer, if
/// the campaign still stands where it was asked (`at`) and nobody has taken it back.
fn look_ahead(session: Session, at: usize, mut ahead: stand_in::ahead::LookAhead, pace: Pace) {
    let (from, mut longest) = (timing::now(), 0.0_f64);
    loop {
        let still = |g: &Game| g.log().len() == at && due(g).is_some();
        let started = timing::now();
        let more = session.game.try_with_untracked(|g| still(g).then(|| ahead.step(g))).flatten();
        longest = longest.max(timing::now() - started);
        match more {
            None => return,
            Some(true) if timing::now() - from + longest < SLICE_MS => {}
            Some(true) => return request_animation_frame(move || look_ahead(session, at, ahead, pace)),
            Some(false) => break,
        }
    }
    timing::measure_to("mw:look-ahead");
    answer(session, ahead.choice(), pace == Pace::StepByStep);
}

/// Gives a stand-in's answer, unless the table has asked the app to wait; step by step, a
/// kingdom's move is then shown until a person presses Next (`then_wait`).
fn answer(session: Session, choice: stand_in::Choice, then_wait: bool) {
    if session.stand_ins_wait.try_get_untracked().unwrap_or(true) {
        return;
    }
    session.apply_reasoned(choice.command, choice.reason);
    if then_wait {
        session.stand_ins_wait.set(true);
    }
}

/// What the question's card says of the kingdoms the app plays.
enum Note {
    /// Its move comes on its own.
    Plays(String),
    /// It waits after an undo, for a person or Next; what the undo took back, if the app's
    /// moves went with it.
    Waits(String, Option<Message>),
    /// A person is asked after an undo that took back the app's moves: what it took back.
    Undone(Message),
    /// The app's last move, with Next when, step by step, it waits to make the next.
    Moved(Message, bool),
    /// The table's part: its dice rolled at the table.
    TableDice(String),
    /// `SET-6`: the tabletop battle's result is the table's, or, agreed, a simple battle;
    /// the sides the app plays, and their names in one phrase.
    Tabletop(usize, Arg),
}

fn note(g: &Game, waiting: bool, undone: Option<Message>) -> Option<Note> {
    let name = |k| g.state().kingdom_name(k).to_string();
    let sides = stand_in::tabletop_sides(g);
    if !sides.is_empty() {
        let names =
            sides.iter().map(|k| Arg::from(name(*k))).reduce(|a, b| message!("p-standings-and", a = a, b = b).into());
        return names.map(|names| Note::Tabletop(sides.len(), names));
    }
    let last = g.log().len().checked_sub(1).and_then(|at| g.stand_ins().reason(at)).filter(|r| r.why.is_told());
    let moved = |next| last.map(|r| Note::Moved(r.message(g.state()), next));
    let Some(k) = due(g) else { return if waiting { undone.map(Note::Undone) } else { moved(false) } };
    if stand_in::leaves_to_table(g) {
        return Some(Note::TableDice(name(k)));
    }
    match (waiting, last) {
        (false, _) => Some(Note::Plays(name(k))),
        (true, Some(_)) if Pace::kept() == Pace::StepByStep => moved(true),
        (true, _) => Some(Note::Waits(name(k), undone)),
    }
}

/// On the question's card: the app's last move; the kingdom asked is played by the app;
/// after an undo, or step by step, it waits for Next; the table's part of its turn is the
/// table's to give.
pub fn asked_of_the_app(session: Session, lang: Language) -> impl IntoView {
    move || {
        let waiting = session.stand_ins_wait.get();
        let note = session.game.with(|g| note(g, waiting, session.undone.get_value()))?;
        let next = move || {
            view! {
                <button class="primary" data-testid="stand-in-next" on:click=move |_| session.stand_ins_wait.set(false)>
                    {lang.t("p-stand-in-next")}</button>
            }
            .into_any()
        };
        let (said, button) = match note {
            Note::Plays(kingdom) => (message!("p-stand-in-plays", kingdom = kingdom), None),
            Note::Undone(undone) => (message!("p-stand-in-undone", undone = undone), None),
            Note::Waits(kingdom, undone) => {
                let undone = undone.map_or(Arg::from(""), Arg::from);
                (message!("p-stand-in-waits", kingdom = kingdom, undone = undone), Some(next()))
            }
            Note::Moved(reason, waits) => (reason, waits.then(next)),
            Note::TableDice(kingdom) => (message!("p-stand-in-table-dice", kingdom = kingdom), None),
            Note::Tabletop(sides, kingdoms) => {
                let simple = view! {
                    <button data-testid="stand-in-simple"
                        on:click=move |_| session.apply(Command::SwitchResolver { kind: BattleKind::Simple })>
                        {lang.t("p-stand-in-simple")}</button>
                };
                (message!("p-stand-in-tabletop", kingdoms = kingdoms, sides = sides as i64), Some(simple.into_any()))
            }
        };
        Some(view! {
            <p class="stand-in-note" data-testid="stand-in-note">{lang.say(&said)}{button}</p>
        })
    }
}

/// Which kingdoms the app plays: one switch each, at any moment; and their pace.
#[component]
pub fn StandInSwitches(session: Session) -> impl IntoView {
    let lang = use_language();
    let pace = RwSignal::new(Pace::kept());
    // The kingdom whose hand-over waits for a yes.
    let asking = RwSignal::new(None::<KingdomId>);
    // A choice this browser could not keep is said, not swallowed.
    let failed = RwSignal::new(None::<String>);
    let set_pace = move |chosen: Pace| {
        pace.set(chosen);
        let kept = browser::set_stand_in_pace(chosen.key());
        failed.set(kept.err().map(|e| lang.say(&e.message())));
    };
    let kingdoms = move || {
        session.game.with(|g| {
            g.state()
                .kingdom_ids()
                .map(|k| (k, g.state().kingdom_name(k).to_string(), g.stand_ins().plays(k)))
                .collect::<Vec<_>>()
        })
    };
    // How the app plays each kingdom, or would: steady, or cunning when ticked.
    let level = move |k: KingdomId| {
        let cunning = move || session.game.with(|g| g.stand_ins().level(k) == Level::Cunning);
        view! {
            <label class="inline"><input type="checkbox" data-testid=format!("stand-in-cunning-{}", k.0)
                prop:checked=cunning
                on:change=move |ev| {
                    let level = if event_target_checked(&ev) { Level::Cunning } else { Level::Steady };
                    session.set_stand_in_level(k, level);
                } />
                {lang.t("p-stand-in-cunning")}</label>
        }
    };
    view! {
        <details class="stand-ins" data-testid="stand-ins">
            <summary>{move || lang.say(&message!("p-stand-in-title", n = kingdoms().iter().filter(|(_, _, p)| *p).count()))}</summary>
            <ul>
                {move || kingdoms().into_iter().map(|(k, name, played)| {
                    let label = lang.say(&message!(if played { "p-stand-in-hand-back" } else { "p-stand-in-hand-over" }, kingdom = name.clone()));
                    let level = level(k);
                    // Handing a kingdom over asks first and says what follows; taking it back
                    // is at once.
                    let ask = move || (asking.get() == Some(k)).then(|| view! {
                        <p class="notice" data-testid="hand-over-ask">{lang.say(&message!("p-stand-in-ask", kingdom = name.clone()))}
                            <button class="primary" data-testid="hand-over-yes"
                                on:click=move |_| { asking.set(None); session.set_stand_in(k, true) }>{lang.t("p-stand-in-ask-yes")}</button>
                            <button data-testid="hand-over-no" on:click=move |_| asking.set(None)>{lang.t("p-stand-in-ask-no")}</button></p>
                    });
                    view! {
                        <li><button data-testid=format!("stand-in-{}", k.0) aria-pressed=played.to_string()
                            on:click=move |_| if played { session.set_stand_in(k, false) } else { asking.set(Some(k)) }>{label}</button>
                            {level}{ask}</li>
                    }
                }).collect_view()}
            </ul>
            <fieldset class="pace">
                <legend>{lang.t("p-stand-in-pace")}</legend>
                {Pace::ALL.into_iter().map(|p| view! {
                    <label class="inline"><input type="radio" name="stand-in-pace" data-testid=format!("stand-in-pace-{}", p.key())
                        prop:checked=move || pace.get() == p on:change=move |_| set_pace(p) />
                        {lang.t(&format!("p-stand-in-pace-{}", p.key()))}</label>
                }).collect_view()}
            </fieldset>
            <label class="inline">
                <input type="checkbox" data-testid="roll-at-once"
                    prop:checked=move || session.game.with(|g| rolls_at_once(g, session.roll_at_once.get()))
                    on:change=move |ev| {
                        let on = event_target_checked(&ev);
                        session.roll_at_once.set(Some(on));
                        failed.set(browser::set_roll_at_once(on).err().map(|e| lang.say(&e.message())));
                    } />
                {lang.t("p-roll-at-once")}</label>
            {move || failed.get().map(|e| view! { <p class="notice error" role="alert">{e}</p> })}
        </details>
    }
}
