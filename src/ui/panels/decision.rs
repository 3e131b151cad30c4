//! The one place where the pending decision is shown with its legal answers (`APP-1`).

use super::rule_tags::RuleTag;
use crate::engine::battle::Side;
use crate::engine::chronicle::describe_command;
use crate::engine::decision::{PendingOrder, TokenOrders};
use crate::engine::state::{Order, TokenId};
use crate::engine::{history, view};
use crate::engine::{stand_in, Decider, Game};
use crate::engine::{Command, DecisionKind, DiceMode, Hex, Map, SettlementKind};
use crate::message;
use crate::ui::language::{use_language, Language};
use crate::ui::module_ui::{modules_ui, ModulesUi};
use crate::ui::nav::{Nav, Notice};
use crate::ui::panels::words::{capitalised, token_word};
use crate::ui::panels::{battle, battle_answers, plugged_answers, winter_answers};
use crate::ui::session::{pending, Session};
use crate::ui::stand_in::asked_of_the_app;
use crate::words::message::Message;
use leptos::prelude::*;

/// A campaign stuck on the rules it began with: the offer to go on under today's rules,
/// as a copy, the original kept as it is.
fn continue_under_current_rules(session: Session) -> impl IntoView {
    let (nav, lang) = (expect_context::<Nav>(), use_language());
    let stuck = session.game.with_untracked(history::stuck_on_old_rules);
    stuck.then(|| {
        view! {
            <button class="primary" data-testid="continue-current-rules" on:click=move |_| {
                match session.continue_under_current_rules() {
                    Ok((id, game, revision, taken, all)) => {
                        nav.show(&id, game, Some(revision));
                        let said = message!("p-decision-continued", name = id, taken = taken, all = all);
                        nav.notice.set(Some(Notice::Info(said)));
                    }
                    Err(why) => session.refusal.set(Some(why)),
                }
            }>{lang.text("p-decision-continue-current-rules")}</button>
        }
    })
}

fn tile_buttons(session: Session, tiles: Vec<Hex>) -> impl IntoView {
    let lang = use_language();
    let mut tiles = tiles;
    crate::sort::sort_by_key(&mut tiles, |h| Map::offset_of(*h));
    view! {
        <div class="answers" role="group" aria-label=lang.text("p-decision-legal-tiles")>
            {tiles.into_iter().map(|hex| {
                let label = Map::label(hex);
                view! {
                    <button class="answer" data-testid=format!("answer-{label}")
                        on:click=move |_| session.click_tile(hex)>{label.clone()}</button>
                }
            }).collect_view()}
        </div>
    }
}

/// An order's button text in the page's language, and its test id; a module's order
/// by its module (`ModuleUi::order_label`).
fn order_label(lang: Language, modules: ModulesUi, order: Order) -> (String, String) {
    let word = |o: Order| capitalised(lang.say(&o.word()));
    match order {
        Order::Move { to } => {
            (lang.say(&message!("p-decision-order-move", to = Map::label(to))), format!("move-{}", Map::label(to)))
        }
        Order::Defend => (word(order), "defend".into()),
        Order::Raze => (word(order), "raze".into()),
        Order::Regroup => (word(order), "regroup".into()),
        other => modules
            .iter()
            .find_map(|m| m.order_label(lang, other))
            .unwrap_or_else(|| (word(other), other.name().replace(' ', "-"))),
    }
}

/// `SUM-RES-4`: an order to raze a settlement of one's own is asked about first.
fn own_settlement_razed(session: Session, army: TokenId) -> Option<Hex> {
    session.game.with_untracked(|g| {
        let s = g.state();
        let a = s.armies.get(&army)?;
        s.tile(a.hex).and_then(|t| t.settlement.as_ref()).filter(|_| s.control(a.hex) == Some(a.kingdom)).map(|_| a.hex)
    })
}

/// "Army 3 at D4" in the page's language.
fn token_at(session: Session, id: TokenId, hex: Hex) -> Message {
    let token = session.game.with_untracked(|g| token_word(g.state(), id));
    message!("p-decision-token-at", token = token, at = Map::label(hex))
}

/// `SUM-ORD-1`, `SUM-ORD-7`: each waiting token with the orders it may take.
fn order_list(session: Session, tokens: Vec<TokenOrders>) -> impl IntoView {
    let (lang, modules) = (use_language(), modules_ui());
    let ask = crate::ui::ask::use_ask();
    view! {
        <ul class="token-orders">
            {tokens.into_iter().map(|o| {
                let (id, hex) = (o.token, o.hex);
                view! {
                    <li class:chosen=move || session.picks.token.get() == Some(id)>
                        <button class="token-pick" data-testid=format!("token-{id}")
                            on:click=move |_| { session.picks.token.set(Some(id)); session.picks.selected.set(Some(hex)); }>
                            {move || lang.say(&token_at(session, id, hex))}
                        </button>
                        {modules.iter().filter_map(|m| m.order_extras(session, &o)).collect_view()}
                        <div class="answers" role="group" aria-label=move || lang.say(&message!("p-decision-orders-for", army = id))>
                            {o.orders.into_iter().map(|order| {
                                let slug = order_label(lang, modules, order).1;
                                view! {
                                    <button class="answer" data-testid=format!("order-{id}-{slug}")
                                        on:click=move |_| {
                                            let give = move || session.apply(Command::GiveOrder { token: id, order });
                                            match own_settlement_razed(session, id).filter(|_| order == Order::Raze) {
                                                Some(hex) => ask.ask(message!("p-decision-raze-own", at = Map::label(hex)), "ask-raze", give),
                                                None => give(),
                                            }
                                        }>{move || order_label(lang, modules, order).0}</button>
                                }
                            }).collect_view()}
                        </div>
                    </li>
                }
            }).collect_view()}
        </ul>
    }
}

/// `SUM-ORD-2`: before its first order, the kingdom may pair armies with ships or split
/// pairs.
fn pairing_buttons(session: Session, who: Decider) -> Option<impl IntoView> {
    let Decider::Kingdom(k) = who else { return None };
    let lang = use_language();
    let options = session.game.with_untracked(|g| view::pairings(g.state(), k));
    (!options.is_empty()).then(|| {
        let buttons = options
            .into_iter()
            .filter_map(|c| {
                let text = match &c {
                    Command::Pair { army, ship } => message!("p-decision-embark", army = *army, ship = *ship),
                    Command::Unpair { ship } => message!("p-decision-ashore", ship = *ship),
                    _ => return None,
                };
                Some(view! { <button class="answer wide" on:click=move |_| session.apply(c.clone())>{move || lang.say(&text)}</button> })
            })
            .collect_view();
        view! { <div class="answers" role="group" aria-label=lang.text("p-decision-pairs")>{buttons}</div> }
    })
}

/// `SUM-RES-1`: the kingdom's orders still to resolve, one button each.
fn resolve_list(session: Session, orders: Vec<PendingOrder>) -> impl IntoView {
    let (lang, modules) = (use_language(), modules_ui());
    view! {
        <div class="answers" role="group" aria-label=lang.text("p-decision-to-resolve")>
            {orders.into_iter().map(|o| {
                let id = o.token;
                let text = move || {
                    let what = order_label(lang, modules, o.order).0;
                    lang.say(&message!("p-decision-resolve", token = token_at(session, id, o.hex), what = what))
                };
                view! {
                    <button class="answer" data-testid=format!("resolve-{id}")
                        on:click=move |_| session.apply(Command::ResolveOrder { token: id })>{text}</button>
                }
            }).collect_view()}
        </div>
    }
}

fn kind_buttons(session: Session, kinds: Vec<SettlementKind>) -> impl IntoView {
    let lang = use_language();
    let mut distinct = kinds.clone();
    distinct.dedup();
    let first = distinct.first().copied();
    view! {
        <div class="kinds" role="radiogroup" aria-label=lang.text("p-decision-what-to-place")>
            {distinct.into_iter().map(|k| {
                let count = kinds.iter().filter(|x| **x == k).count();
                let chosen = move || session.picks.kind.get().or(first) == Some(k);
                view! {
                    <button class="kind" class:chosen=chosen role="radio" aria-checked=move || chosen().to_string()
                        data-testid=format!("kind-{}", k.name())
                        on:click=move |_| session.picks.kind.set(Some(k))>
                        <svg viewBox="-16 -16 32 32" width="28" height="28" aria-hidden="true">
                            <path d=crate::ui::map::settlement_path(k) fill="currentColor" />
                        </svg>
                        {move || lang.say(&message!("p-decision-kind-count", kind = k.word(), count = count))}
                    </button>
                }
            }).collect_view()}
        </div>
    }
}

/// `SET-1`: the race is typed into a hidden field, so the others cannot read it.
fn race_form(session: Session) -> AnyView {
    let lang = use_language();
    let race = RwSignal::new(String::new());
    let submit = move |ev: leptos::ev::SubmitEvent| {
        ev.prevent_default();
        session.apply(Command::ChooseRace { race: race.get_untracked() });
    };
    view! {
        <form class="race-form" on:submit=submit>
            <p>{lang.text("p-decision-race-hint")}</p>
            <input type="password" autocomplete="off" data-testid="race" aria-label=lang.text("p-decision-race")
                prop:value=move || race.get() on:input=move |ev| race.set(event_target_value(&ev)) />
            <button type="submit" class="primary big" data-testid="choose-race">{lang.text("p-decision-choose-race")}</button>
        </form>
    }
    .into_any()
}

/// Whose die each face of a battle roll is: the attacker's dice come first.
fn battle_dice_owners(game: &Game) -> Vec<String> {
    let state = game.state();
    let Some((b, kind)) = state.battle.as_ref().and_then(|b| Some((b, b.kind?))) else { return Vec::new() };
    let counts = view::dice_counts(state, b, kind);
    Side::BOTH
        .into_iter()
        .flat_map(|side| std::iter::repeat_n(state.kingdom_name(b.kingdom(side)).to_string(), counts[side.index()]))
        .collect()
}

/// Empties the table-dice boxes.
fn clear_faces(faces: &[RwSignal<String>]) {
    faces.iter().for_each(|f| f.set(String::new()));
}

/// A roll: one button with app dice; with table dice, a box per die (named by its owner in
/// a battle).
fn roll_form(session: Session, count: usize, sides: u8, table: bool, owners: Vec<String>) -> AnyView {
    let lang = use_language();
    if !table {
        return view! {
            <button class="primary big" data-testid="roll" on:click=move |_| session.apply(Command::Roll { faces: None })>
                {move || lang.say(&message!("p-decision-roll", count = count, sides = sides))}
            </button>
        }
        .into_any();
    }
    let faces: Vec<RwSignal<String>> = (0..count).map(|_| RwSignal::new(String::new())).collect();
    let inputs = faces.clone();
    let pad = faces.clone();
    let inputs_clear = faces.clone();
    let submit = move |_| {
        let parsed: Vec<u8> = faces.iter().map(|f| f.get_untracked().trim().parse().unwrap_or(0)).collect();
        session.apply(Command::Roll { faces: Some(parsed) });
    };
    view! {
        <p>{lang.text("p-decision-table-roll")}</p>
        <div class="faces">
            {inputs.into_iter().enumerate().map(|(i, f)| {
                let owner = owners.get(i).cloned();
                let label = match &owner {
                    Some(o) => message!("p-decision-die-of", n = i + 1, owner = o.as_str()),
                    None => message!("p-decision-die", n = i + 1),
                };
                view! {
                    <label class="face-box">
                        {owner.map(|o| view! { <span class="face-owner">{o}</span> })}
                        <input type="number" min="1" max=sides.to_string() inputmode="numeric" class="face"
                            data-testid=format!("face-{i}") aria-label=move || lang.say(&label)
                            prop:value=move || f.get() on:input=move |ev| f.set(event_target_value(&ev)) />
                    </label>
                }
            }).collect_view()}
        </div>
        // On a touch screen: a button a face, filling the next empty box.
        <div class="face-pad" role="group" aria-label=lang.text("p-decision-face-pad")>
            {(1..=sides).map(|n| {
                let pad = pad.clone();
                view! {
                    <button class="face-key" data-testid=format!("pad-{n}") on:click=move |_| {
                        if let Some(f) = pad.iter().find(|f| f.get_untracked().trim().is_empty()) {
                            f.set(n.to_string());
                        }
                    }>{n}</button>
                }
            }).collect_view()}
            <button class="ghost" data-testid="pad-clear" on:click=move |_| clear_faces(&inputs_clear)>{lang.text("p-decision-clear")}</button>
        </div>
        <button class="primary big" data-testid="enter-roll" on:click=submit>{lang.text("p-decision-enter-roll")}</button>
    }
    .into_any()
}

/// Each question, the first one too, is brought to the top of the panel unless it is in
/// view whole, its heading clear of the drawer's bar (a long purchase list, the winter's
/// table or the chronicle may stand above it).
fn bring_questions_into_view(session: Session, card: NodeRef<leptos::html::Section>) {
    Effect::new(move |before: Option<Message>| {
        let now = session.game.with(|g| session.decision.with(|d| d.prompt(g.state())));
        if before.is_none_or(|b| b != now) {
            // The question holds what answering it needs: a battle's odds beside its dice,
            // a narrative battle's pool and the test just rolled. Measured at the next
            // frame, once the cards above it have taken their new size.
            // The card may be gone by then (the campaign reopened): nothing to scroll.
            request_animation_frame(move || {
                if let Some(Some(el)) = card.try_get_untracked() {
                    to_panel_top(&el);
                }
            });
        }
        now
    });
}

/// Scrolls the side panel (the drawer, on a phone) so that `el` stands at its top, below
/// the drawer's bar, unless it is already in view whole (what stands above it, such as the
/// battle's card, then stays): the panel alone moves, never the page around it.
fn to_panel_top(el: &web_sys::Element) {
    let Ok(Some(side)) = el.closest(".side") else { return };
    let bar =
        side.query_selector(".drawer-handle").ok().flatten().map_or(0.0, |h| h.get_bounding_client_rect().height());
    let (card, panel) = (el.get_bounding_client_rect(), side.get_bounding_client_rect());
    let window = web_sys::window().and_then(|w| w.inner_height().ok()).and_then(|h| h.as_f64()).unwrap_or(f64::MAX);
    let top = card.top() - panel.top() - bar;
    if top >= 0.0 && card.bottom() <= panel.bottom().min(window) {
        return;
    }
    side.scroll_by_with_x_and_y(0.0, top - 6.0);
}

/// The most tiles out of view the card lists, nearest first in the question's order.
const UNSEEN_LISTED: usize = 8;

/// The tiles the question names that the map's view leaves out (a phone frames the
/// nearest group): each a button that brings it into view.
fn unseen(session: Session, lang: Language) -> impl IntoView {
    move || {
        let tiles = session.picks.unseen.get();
        (!tiles.is_empty()).then(|| {
            let more = tiles.len().saturating_sub(UNSEEN_LISTED);
            let buttons = tiles
                .into_iter()
                .take(UNSEEN_LISTED)
                .map(|hex| {
                    let label = Map::label(hex);
                    view! {
                        <button class="jump" data-testid=format!("jump-{label}")
                            aria-label=lang.say(&message!("p-decision-jump-to", tile = label.clone()))
                            on:click=move |_| session.picks.jump.set(Some(hex))>{label.clone()}" ↗"</button>
                    }
                })
                .collect_view();
            view! {
                <div class="unseen" data-testid="unseen">
                    <span class="muted">{lang.t("p-decision-out-of-view")}</span>
                    {buttons}
                    {(more > 0).then(|| view! { <span class="muted">{lang.say(&message!("p-decision-more-out-of-view", n = more))}</span> })}
                </div>
            }
        })
    }
}

/// The order a tile click would give, shown before it is given (`Session::click_tile`):
/// a second click on the tile, or Confirm here, gives it.
fn preview(session: Session, lang: Language) -> impl IntoView {
    move || {
        session.picks.preview.get().map(|p| {
            let command = p.command.clone();
            view! {
                <div class="preview" role="status" data-testid="preview">
                    <p>{lang.say(&message!("p-decision-preview", what = describe_command(&p.command), at = Map::label(p.hex)))}</p>
                    <div class="actions">
                        <button class="primary" data-testid="preview-confirm" on:click=move |_| session.give(command.clone())>
                            {lang.t("p-decision-preview-confirm")}
                        </button>
                        <button data-testid="preview-cancel" on:click=move |_| session.picks.preview.set(None)>
                            {lang.t("p-decision-preview-cancel")}
                        </button>
                    </div>
                </div>
            }
        })
    }
}

#[component]
pub fn DecisionPanel(session: Session) -> impl IntoView {
    let lang = use_language();
    let body = move || {
        let (decision, table, owners) =
            session.game.with(|g| (session.decision.get(), g.options().dice == DiceMode::Table, battle_dice_owners(g)));
        if let Some(view) = battle_answers::answers(session, decision.kind.clone())
            .or_else(|| winter_answers::answers(session, decision.kind.clone()))
            .or_else(|| modules_ui().iter().find_map(|m| m.answers(session, &decision.kind)))
            .or_else(|| plugged_answers::answers(session, decision.kind.clone()))
        {
            return view;
        }
        match decision.kind {
            DecisionKind::Roll { count, sides, .. } => view! {
                {session.game.with_untracked(|g| battle::roll_odds(lang, g.state()))}
                {roll_form(session, count, sides, table, owners)}
            }
            .into_any(),
            DecisionKind::ChooseRace => race_form(session),
            DecisionKind::PlaceCapital { tiles } | DecisionKind::PlaceArmy { tiles } => view! {
                <p>{lang.text("p-decision-place-tile")}</p>
                {tile_buttons(session, tiles)}
            }
            .into_any(),
            DecisionKind::PlaceSettlement { kinds, tiles } => view! {
                <p>{lang.text("p-decision-place-kind")}</p>
                {kind_buttons(session, kinds)}
                {tile_buttons(session, tiles)}
            }
            .into_any(),
            DecisionKind::GiveOrder { tokens } => view! {
                <p>{lang.text("p-decision-give-orders")}</p>
                {pairing_buttons(session, decision.who)}
                {modules_ui().iter().filter_map(|m| m.before_orders(session)).collect_view()}
                {order_list(session, tokens)}
            }
            .into_any(),
            DecisionKind::ResolveOrder { orders } => view! {
                <p>{lang.text("p-decision-resolve-hint")}</p>
                {resolve_list(session, orders)}
            }
            .into_any(),
            DecisionKind::CampaignOver => view! {
                <p class="waiting">{lang.text("p-decision-over")}</p>
            }
            .into_any(),
            DecisionKind::Waiting { rule, .. } => {
                let why = modules_ui().iter().find_map(|m| m.waiting_note(rule)).unwrap_or("p-decision-waiting");
                view! {
                    <p class="waiting">{lang.text(why)}</p>
                    {continue_under_current_rules(session)}
                }
                .into_any()
            }
            // The battle and winter decisions were answered above.
            _ => ().into_any(),
        }
    };
    let heading = move || {
        session.game.with(|g| {
            let (d, colour) = pending(g);
            (d.prompt(g.state()), d.rule(), colour)
        })
    };
    let card = NodeRef::<leptos::html::Section>::new();
    bring_questions_into_view(session, card);
    view! {
        <section class="card decision" data-testid="decision" aria-live="polite" node_ref=card>
            {move || {
                let (prompt, rule, colour) = heading();
                view! {
                    <h2>
                        {colour.map(|c| view! { <span class="swatch" style=format!("background:{c}") /> })}
                        {lang.say(&prompt)}
                        <RuleTag id=rule />
                    </h2>
                }
            }}
            {asked_of_the_app(session, lang)}
            {preview(session, lang)}
            {unseen(session, lang)}
            // A kingdom the app plays is answered by the app alone, one on a device of its
            // own there alone: no answers to press here.
            {move || session.answered_elsewhere().map(|why| view! {
                <p class="waiting" data-testid="on-a-device">{lang.say(&why)}</p>
            })}
            <div class="answering" class:app=move || {
                session.game.with(|g| stand_in::answering(g).is_some()) || session.answered_elsewhere().is_some()
            }>{body}</div>
            {move || session.game.with(|g| view::forced_move(g).is_some()).then(|| view! {
                <button class="forced" data-testid="resolve-forced" title=lang.text("p-decision-forced-title")
                    on:click=move |_| session.play_forced()>{lang.text("p-decision-forced")}</button>
            })}
            {move || session.refusal.get().map(|r| view! { <p class="refusal" role="alert" data-testid="refusal">{lang.say(&r)}</p> })}
        </section>
    }
}
