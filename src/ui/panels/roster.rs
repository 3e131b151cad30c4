//! An army's tabletop roster (`SET-7`): its units with base and current Unit Strength,
//! true and capped (`UST-3`), and a form to add or remove units.

use crate::engine::state::{TokenId, Unit};
use crate::engine::view::MAX_UNITS;
use crate::engine::view::{base_strength_of, capped_strength, Character, Tag};
use crate::engine::Command;
use crate::message;
use crate::ui::handover::HandOver;
use crate::ui::language::{use_language, Language};
use crate::ui::roster_text;
use crate::ui::session::Session;
use crate::words::message::Message;
use leptos::prelude::*;

const SIZES: [&str; 5] = ["Troop", "Regiment", "Horde", "Legion", "Other"];

/// A unit size in the page's language; the roster keeps the English size, the rulebook's.
/// Each size and unit type it is made of is said in turn ("Infantry · Regiment"); a size
/// with any other word stays as written.
pub fn size_word(lang: Language, size: &str) -> String {
    roster_text::size_parts(size).map_or_else(
        || size.to_string(),
        |parts| parts.iter().map(|p| lang.say(&Message::name("p-roster-size", p))).collect::<Vec<_>>().join(" · "),
    )
}

/// `NAR-1`: a unit's tags and character, under its name.
fn unit_tags(lang: Language, u: &Unit) -> Option<impl IntoView> {
    let mut parts: Vec<String> = u.tags.iter().map(|tag| lang.say(&tag.word())).collect();
    if let Some(c) = u.character {
        parts.insert(0, lang.say(&message!("p-roster-character", leadership = c.leadership, strategy = c.strategy)));
    }
    if u.resting {
        parts.push(lang.t("p-roster-resting"));
    }
    (!parts.is_empty()).then(|| view! { <small class="tags-line">{parts.join(" · ")}</small> })
}

/// An army's roster, or, at hot-seat play, a line saying another kingdom keeps it until a
/// battle shows it (nothing of it is drawn).
///
/// `open`: the editor starts unfolded (asked for a roster before a battle).
#[component]
pub fn Roster(session: Session, army: TokenId, #[prop(optional)] open: bool) -> impl IntoView {
    let lang = use_language();
    let secret =
        Memo::new(move |_| use_context::<HandOver>().is_some_and(|h| session.game.with(|g| h.keeps_secret(g, army))));
    move || {
        if secret.get() {
            let n = session.game.with(|g| g.state().armies.get(&army).map_or(0, |a| a.units.len()));
            view! {
                <p class="muted" data-testid=format!("roster-secret-{army}")>
                    {lang.say(&message!("p-roster-secret", army = army, n = n))}
                </p>
            }
            .into_any()
        } else {
            view! { <RosterEditor session army open /> }.into_any()
        }
    }
}

#[component]
fn RosterEditor(session: Session, army: TokenId, open: bool) -> impl IntoView {
    let lang = use_language();
    let units = move || session.game.with(|g| g.state().armies.get(&army).map(|a| a.units.clone()).unwrap_or_default());
    let name = RwSignal::new(String::new());
    let size = RwSignal::new("Regiment".to_string());
    let base = RwSignal::new(2i8);
    // NAR-1: tags and a character's Leadership and Strategy, with narrative battles.
    let tagged = session.game.with_untracked(|g| g.options().unit_tags());
    let tags = RwSignal::new(Vec::<Tag>::new());
    let character = RwSignal::new(false);
    let leadership = RwSignal::new(2u8);
    let strategy = RwSignal::new(2u8);
    let add = move |ev: leptos::ev::SubmitEvent| {
        ev.prevent_default();
        let is_character = character.get_untracked();
        session.apply(Command::AddUnit {
            army,
            name: name.get_untracked(),
            size: size.get_untracked(),
            base_strength: base.get_untracked(),
            tags: tags.get_untracked(),
            character: is_character
                .then(|| Character { leadership: leadership.get_untracked(), strategy: strategy.get_untracked() }),
        });
        if session.refusal.get_untracked().is_none() {
            name.set(String::new());
        }
    };
    view! {
        <details class="roster-editor" data-testid=format!("roster-{army}") open=open>
            <summary>{move || lang.say(&message!("p-roster-summary", army = army, n = units().len()))}</summary>
            <table class="roster">
                <thead><tr><th>{lang.text("p-roster-unit")}</th><th>{lang.text("p-roster-size")}</th>
                    <th>{lang.text("p-roster-base")}</th><th>{lang.text("p-roster-modifier")}</th>
                    <th>{lang.text("p-roster-plays-as")}</th><th></th></tr></thead>
                <tbody>
                    {move || units().into_iter().enumerate().map(|(i, u)| {
                        let total = i16::from(u.base_strength) + i16::from(u.strength_modifier);
                        let plays = capped_strength(u.base_strength, u.strength_modifier);
                        view! {
                            <tr>
                                <td>{u.name.clone()}{unit_tags(lang, &u)}</td><td>{size_word(lang, &u.size)}</td><td>{u.base_strength}</td>
                                <td>{format!("{:+}", u.strength_modifier)}</td>
                                <td title=lang.say(&message!("p-roster-true-total", total = total))>
                                    {lang.say(&message!("p-roster-plays", plays = plays, total = total))}</td>
                                <td><button class="ghost danger" aria-label=lang.say(&message!("p-roster-remove", name = u.name.clone()))
                                    on:click=move |_| session.apply(Command::RemoveUnit { army, unit: i as u8 })>"✕"</button></td>
                            </tr>
                        }
                    }).collect_view()}
                </tbody>
            </table>
            <form class="row" on:submit=add>
                <input type="text" placeholder=lang.text("p-roster-unit-name") aria-label=lang.text("p-roster-unit-name") data-testid=format!("unit-name-{army}")
                    prop:value=move || name.get() on:input=move |ev| name.set(event_target_value(&ev)) />
                <select aria-label=lang.text("p-roster-unit-size") on:change=move |ev| {
                    let s = event_target_value(&ev);
                    base.set(base_strength_of(&s));
                    size.set(s);
                }>
                    {SIZES.map(|s| view! { <option value=s selected=move || size.get() == s>{move || size_word(lang, s)}</option> })}
                </select>
                <input type="number" min="0" max="4" class="face" aria-label=lang.text("p-roster-base-strength")
                    prop:value=move || base.get().to_string()
                    on:input=move |ev| base.set(event_target_value(&ev).trim().parse().unwrap_or(0)) />
                {tagged.then(|| view! {
                    <fieldset class="tags">
                        <legend>{lang.text("p-roster-tags")}</legend>
                        {Tag::ALL.map(|tag| view! {
                            <label class="inline"><input type="checkbox" prop:checked=move || tags.get().contains(&tag)
                                on:change=move |ev| tags.update(|v| if event_target_checked(&ev) { v.push(tag) } else { v.retain(|x| *x != tag) }) />
                                {move || lang.say(&tag.word())}</label>
                        })}
                        <label class="inline"><input type="checkbox" data-testid=format!("character-{army}")
                            on:change=move |ev| character.set(event_target_checked(&ev)) />{lang.text("p-roster-character-box")}</label>
                        <label>{lang.text("p-roster-leadership")}<input type="number" min="1" max="5" class="face" prop:value=move || leadership.get().to_string()
                            on:input=move |ev| leadership.set(event_target_value(&ev).trim().parse().unwrap_or(1)) /></label>
                        <label>{lang.text("p-roster-strategy")}<input type="number" min="1" max="5" class="face" prop:value=move || strategy.get().to_string()
                            on:input=move |ev| strategy.set(event_target_value(&ev).trim().parse().unwrap_or(1)) /></label>
                    </fieldset>
                })}
                <button type="submit" data-testid=format!("add-unit-{army}")>{lang.text("p-roster-add-unit")}</button>
            </form>
            <PastedList session army tagged />
        </details>
    }
}

/// `SET-7`: a whole army list pasted as text, one unit a line (`roster_text`); the lines
/// that cannot be read stay in the box, each with its reason, until the player deletes
/// them: kept by the session, as a card that shows the box is drawn anew when a unit is added.
#[component]
fn PastedList(session: Session, army: TokenId, tagged: bool) -> impl IntoView {
    let lang = use_language();
    let kept = session.pasted.with_value(|p| p.get(&army).cloned()).unwrap_or_default();
    let open = !kept.is_empty();
    let text = RwSignal::new(kept);
    let keep = move |typed: String| {
        session.pasted.update_value(|p| drop(p.insert(army, typed.clone())));
        text.set(typed);
    };
    let room = move || session.game.with(|g| MAX_UNITS - g.state().armies.get(&army).map_or(0, |a| a.units.len()));
    let list = Memo::new(move |_| text.with(|typed| roster_text::read(typed, tagged, room())));
    let add = move |_| {
        let read = list.get_untracked();
        for u in read.units {
            session.apply(Command::AddUnit {
                army,
                name: u.name,
                size: u.size,
                base_strength: u.base_strength,
                tags: u.tags,
                character: None,
            });
            if session.refusal.get_untracked().is_some() {
                return;
            }
        }
        keep(read.unreadable.iter().map(|u| u.text.as_str()).collect::<Vec<_>>().join("\n"));
    };
    view! {
        <details class="pasted-list" open=open>
            <summary>{lang.text("p-roster-paste")}</summary>
            <p class="muted">{move || lang.t(if tagged { "p-roster-paste-help-tags" } else { "p-roster-paste-help" })}</p>
            <textarea rows="5" aria-label=lang.text("p-roster-army-list") data-testid=format!("army-list-{army}")
                placeholder=lang.text("p-roster-paste-example")
                prop:value=move || text.get() on:input=move |ev| keep(event_target_value(&ev)) />
            {move || list.with(|l| (!l.unreadable.is_empty()).then(|| view! {
                <ul class="unreadable" data-testid=format!("unreadable-{army}")>
                    {l.unreadable.iter().map(|u| view! {
                        <li>{lang.say(&message!("p-roster-line", line = u.line, text = u.text.clone(), why = u.why.clone()))}</li>
                    }).collect_view()}
                </ul>
            }))}
            <button data-testid=format!("add-list-{army}") disabled=move || list.with(|l| l.units.is_empty()) on:click=add>
                {move || list.with(|l| lang.say(&message!("p-roster-add-list", n = l.units.len(), points = l.points)))}
            </button>
        </details>
    }
}
