//! Rule tags that open the rule's statement (`ui::rule_sheet`) in a side sheet, over the
//! game and without leaving it.

use crate::ui::language::{fetch_rules, use_language};
use crate::ui::rule_sheet;
use crate::words::{self, message::Message};
use leptos::prelude::*;

/// The rule the sheet shows, if open; provided by the campaign screen.
#[derive(Clone, Copy)]
pub struct OpenRule(pub RwSignal<Option<&'static str>>);

/// A rule id that opens its statement; plain text where no sheet is at hand or the id is
/// not a rule.
#[component]
pub fn RuleTag(#[prop(into)] id: String) -> impl IntoView {
    let open = use_context::<OpenRule>();
    let lang = use_language();
    match (open, rule_sheet::find(&id)) {
        (Some(OpenRule(open)), Some(rule)) => view! {
            <button class="rule" title=lang.text("p-rules-what") data-testid=format!("rule-{}", rule.id)
                on:click=move |_| open.set(Some(rule.id))>{rule.id}</button>
        }
        .into_any(),
        _ => view! { <span class="rule">{id}</span> }.into_any(),
    }
}

/// `text` with each bracketed rule id ("… (WIN-5)") a tag that opens it.
pub fn with_rule_tags(text: &str) -> impl IntoView {
    rule_sheet::split_ids(text)
        .into_iter()
        .map(|(part, id)| if id { view! { <RuleTag id=part /> }.into_any() } else { part.to_string().into_any() })
        .collect_view()
}

/// The sheet: the chosen rule's section, the rule itself marked and brought into view.
#[component]
pub fn RuleSheet() -> impl IntoView {
    let OpenRule(open) = expect_context::<OpenRule>();
    let lang = use_language();
    // The statements of the language shown, fetched when the sheet first opens in it; the
    // sheet says so while they come, or why they did not.
    let arrived = RwSignal::new(0u32);
    let unfetched = RwSignal::new(None::<Message>);
    Effect::new(move |_| {
        let code = lang.code();
        if open.get().is_some() && !words::with(|w| w.has_rules(code)) {
            leptos::task::spawn_local(async move {
                match fetch_rules(code).await {
                    Ok(()) => arrived.update(|n| *n += 1),
                    Err(why) => unfetched.set(Some(why)),
                }
            });
        }
    });
    let keys = window_event_listener(leptos::ev::keydown, move |ev| {
        if ev.key() == "Escape" && open.get_untracked().is_some() {
            open.set(None);
        }
    });
    on_cleanup(move || keys.remove());
    move || {
        let id = open.get()?;
        arrived.track();
        if !words::with(|w| w.has_rules(lang.code())) {
            let said = move || unfetched.get().map_or_else(|| lang.t("p-rules-fetching"), |why| lang.say(&why));
            return Some(
                view! {
                    <aside class="rule-sheet" role="dialog" aria-label=move || lang.t_with("p-rules-dialog", &[("id", id.into())]) data-testid="rule-sheet">
                        <header>
                            <h2>{id}</h2>
                            <button data-testid="close-rule" aria-label=lang.text("p-rules-close") on:click=move |_| open.set(None)>"✕"</button>
                        </header>
                        <p role="status" data-testid="rules-fetching">{said}</p>
                    </aside>
                }
                .into_any(),
            );
        }
        let section = rule_sheet::section_of(id);
        let heading = section.first().map_or(String::new(), |r| lang.t(r.section));
        Some(view! {
            <aside class="rule-sheet" role="dialog" aria-label=move || lang.t_with("p-rules-dialog", &[("id", id.into())]) data-testid="rule-sheet">
                <header>
                    <h2>{format!("§{heading}")}</h2>
                    <button data-testid="close-rule" aria-label=lang.text("p-rules-close") on:click=move |_| open.set(None)>"✕"</button>
                </header>
                <dl>
                    {section.into_iter().map(|r| {
                        let chosen = r.id == id;
                        let node = NodeRef::<leptos::html::Dt>::new();
                        if chosen {
                            // Brought into view once drawn; by then the sheet may be
                            // closed or show another rule, its node gone.
                            request_animation_frame(move || {
                                if let Some(el) = node.try_get_untracked().flatten() {
                                    el.scroll_into_view();
                                }
                            });
                        }
                        view! {
                            <dt node_ref=node class:chosen=chosen>
                                <button class="rule" on:click=move |_| open.set(Some(r.id))>{r.id}</button>
                            </dt>
                            <dd class:chosen=chosen data-testid=chosen.then_some("rule-text")>{move || lang.t(&r.message())}</dd>
                        }
                    }).collect_view()}
                </dl>
            </aside>
        }
        .into_any())
    }
}
