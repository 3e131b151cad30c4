//! Results that land as moments: the card of the latest battle (who won, each die with its
//! hit or miss, the points lost, where the loser went) until the table dismisses it; the
//! latest exploration's roll and find; a tied roll told as a tie; at a month's start, what
//! happened in the month before.

use super::dice::{die_face, rolled, Cast};
use crate::engine::battle::BattleKind;
use crate::engine::game::When;
use crate::engine::report::{last_battle, last_explorations, last_roll_tied, BattleReport, Recap};
use crate::engine::state::State;
use crate::engine::{Game, KingdomId, Map};
use crate::message;
use crate::ui::language::{use_language, Language};
use crate::ui::module_ui::modules_ui;
use crate::ui::panels::words::token_word;
use crate::ui::session::{recap_shown, Session};
use crate::words::message::Message;
use leptos::prelude::*;

fn colour(state: &State, k: KingdomId) -> String {
    state.kingdom(k).map_or_else(|| "#777".to_string(), |k| k.colour.clone())
}

fn battle_card(
    lang: Language,
    game: &Game,
    r: &BattleReport,
    when: When,
    decided_now: bool,
    dismiss: impl Fn() + 'static,
) -> impl IntoView {
    let state = game.state();
    let name = |k| state.kingdom_name(k).to_string();
    let headline = lang.say(&match r.winner {
        Some(Some(k)) => message!("p-moment-wins", winner = name(k), at = Map::label(r.hex)),
        _ => message!("p-moment-draw", at = Map::label(r.hex)),
    });
    let kind = r.kind.map_or_else(|| Message::new("p-moment-battle"), BattleKind::word);
    let score = r.score.map(|[a, d]| format!("{} {a} – {d} {}", name(r.attacker), name(r.defender)));
    let dice = (!r.dice.is_empty()).then(|| {
        view! {
            <div class="dice-row" data-testid="result-dice">
                {r.dice.iter().enumerate().map(|(i, d)| view! {
                    <span class="die-cast">
                        {die_face(d.face, &colour(state, d.by), !d.hit, if decided_now { Cast::Rolled(i) } else { Cast::Still })}
                        <span class="die-note">{lang.say(&message!(if d.hit { "p-moment-hit" } else { "p-moment-miss" }, army = d.army))}</span>
                    </span>
                }).collect_view()}
            </div>
        }
    });
    let mut armies: Vec<_> = r.dice.iter().map(|d| d.army).collect();
    crate::sort::sort(&mut armies);
    armies.dedup();
    let token = |id| token_word(state, id);
    let losses: Vec<String> = armies
        .iter()
        .filter(|a| r.hits_on(**a) > 0)
        .map(|a| message!("p-moment-loses", army = *a, points = r.hits_on(*a) * 100))
        .chain(r.destroyed.iter().map(|(id, _)| message!("p-moment-destroyed", token = token(*id))))
        .chain(r.retreats.iter().map(|(id, to, laid)| {
            message!("p-moment-retreats", token = token(*id), to = Map::label(*to), laid = u8::from(*laid))
        }))
        .chain(
            r.winner_moves
                .iter()
                .map(|(id, to)| message!("p-moment-moves-on", token = token(*id), to = Map::label(*to))),
        )
        .map(|m| lang.say(&m))
        .collect();
    let modules = modules_ui().iter().filter_map(|m| m.battle_result(lang, game, r)).collect_view();
    let border = match r.winner {
        Some(Some(k)) => colour(state, k),
        _ => "#777".to_string(),
    };
    view! {
        <section class="card moment battle-result" data-testid="battle-result" role="status" style=format!("border-color:{border}")>
            <p class="moment-kind">{lang.say(&message!("p-moment-kind", when = when.label(), kind = kind, attacker = name(r.attacker), defender = name(r.defender)))}</p>
            <h2 class="moment-headline">{headline}</h2>
            {score.map(|s| view! { <p class="moment-score">{s}</p> })}
            {dice}
            {modules}
            <ul class="moment-losses">{losses.into_iter().map(|l| view! { <li>{l}</li> }).collect_view()}</ul>
            <button data-testid="dismiss-battle" on:click=move |_| dismiss()>{lang.t("p-moment-got-it")}</button>
        </section>
    }
}

/// The month before, told in a few lines: battles, tiles taken (by kingdom), finds, losses.
fn recap_lines(state: &State, r: &Recap) -> Vec<Message> {
    let name = |k| state.kingdom_name(k).to_string();
    let mut lines: Vec<Message> = r
        .battles
        .iter()
        .map(|(hex, winner)| match winner {
            Some(k) => message!("p-moment-recap-won", at = Map::label(*hex), winner = name(*k)),
            None => message!("p-moment-recap-draw", at = Map::label(*hex)),
        })
        .collect();
    let of = |list: &[(crate::engine::Hex, KingdomId)], k| -> Vec<String> {
        list.iter().filter(|(_, by)| *by == k).map(|(h, _)| Map::label(*h)).collect()
    };
    for k in state.kingdom_ids() {
        for (list, key) in [(&r.explored, "p-moment-explored"), (&r.captures, "p-moment-took")] {
            let tiles = of(list, k);
            if !tiles.is_empty() {
                lines.push(message!(key, kingdom = name(k), n = tiles.len(), tiles = tiles.join(", ")));
            }
        }
    }
    lines
        .extend(r.finds.iter().map(|(h, kind)| message!("p-moment-found-at", at = Map::label(*h), kind = kind.word())));
    lines.extend(r.losses.iter().map(|(id, _)| message!("p-moment-lost", token = token_word(state, *id))));
    lines
}

#[component]
pub fn Moments(session: Session) -> impl IntoView {
    let lang = use_language();
    let recap = move || {
        session.game.with(|g| {
            let s = g.state();
            let (r, who) = recap_shown(&session, g)?;
            let from = r.from;
            let lines = recap_lines(s, &r);
            let (headline, colour) = match who.and_then(|k| s.kingdom(k)) {
                Some(k) => (message!("p-moment-since-orders", kingdom = k.name.as_str()), k.colour.clone()),
                None => (Message::new("p-moment-what-happened"), "#777".to_string()),
            };
            Some(view! {
                <section class="card moment recap" data-testid="recap" role="status" style=format!("border-color:{colour}")>
                    <p class="moment-kind">{lang.t("p-moment-since-last-month")}</p>
                    <h2 class="moment-headline">{lang.say(&headline)}</h2>
                    <ul class="moment-losses">{lines.into_iter().map(|l| view! { <li>{lang.say(&l)}</li> }).collect_view()}</ul>
                    <button data-testid="dismiss-recap" on:click=move |_| session.picks.recap_seen.update(|seen| { seen.insert((from, who)); })>{lang.t("p-moment-got-it")}</button>
                </section>
            })
        })
    };
    // The battle whose card was dismissed, by the log position that chose it.
    let dismissed = RwSignal::new(None::<usize>);
    // Drawn again only when the report changes, not at every move; its dice tumble only
    // when the battle was decided by the latest move.
    // A card belongs to its moment: the battle is shown in the month (or winter) it was
    // fought in, never over a later one after an import, an undo or the timeline.
    let report = Memo::new(move |_| {
        session.game.with(|g| {
            let decided_now =
                g.log().len().checked_sub(1).is_some_and(|last| {
                    g.events_of(last).any(|e| matches!(e, crate::engine::Event::BattleDecided { .. }))
                });
            let report = last_battle(g).and_then(|r| {
                let when = g.timed_events_of(r.from).map(|(w, _)| w).last()?;
                (decided_now || when == g.now()).then_some((r, when))
            });
            (report, decided_now)
        })
    });
    let battle = move || {
        let (report, decided_now) = report.get();
        let (report, when) = report.filter(|(r, _)| r.winner.is_some() && dismissed.get() != Some(r.from))?;
        let from = report.from;
        session.game.with_untracked(|g| {
            Some(battle_card(lang, g, &report, when, decided_now, move || dismissed.set(Some(from))))
        })
    };
    let found = Memo::new(move |_| session.game.with(last_explorations));
    let explorations = move || {
        let found = found.get();
        session.game.with_untracked(|g| {
            let s = g.state();
            found
                .into_iter()
                .map(|x| {
                    let found = match x.found {
                        Some(kind) => message!("p-moment-found", kind = kind.word()),
                        None => Message::new("p-moment-open-country"),
                    };
                    view! {
                        <section class="card moment exploration-result" data-testid="exploration-result" role="status"
                            style=format!("border-color:{}", colour(s, x.kingdom))>
                            <p class="moment-kind">{lang.say(&message!("p-moment-explores", kingdom = s.kingdom_name(x.kingdom)))}</p>
                            <h2 class="moment-headline">
                                {lang.say(&message!("p-moment-rolled", at = Map::label(x.hex), total = x.total, found = found))}
                            </h2>
                            {rolled(&x.faces, &colour(s, x.kingdom))}
                        </section>
                    }
                })
                .collect_view()
        })
    };
    let tie = move || {
        session.game.with(last_roll_tied).then(|| {
            view! {
                <section class="card moment tie-result" data-testid="tie-result" role="status">
                    <h2 class="moment-headline">{lang.text("p-moment-tied")}</h2>
                    <p class="moment-kind">{lang.text("p-moment-tied-again")}</p>
                </section>
            }
        })
    };
    // Over the map, beside what it happened to, not down the side panel.
    view! { <div class="moments" aria-live="polite">{battle} {recap} {explorations} {tie}</div> }
}
