//! A heading and a button that counts: what any Leptos page downloads, compiles and draws
//! before it shows anything.
use leptos::prelude::*;

fn main() {
    mount_to_body(|| {
        let clicks = RwSignal::new(0);
        view! {
            <main data-testid="bare-start">
                <h1>"Marchwarden"</h1>
                <button on:click=move |_| clicks.update(|n| *n += 1)>{clicks}</button>
            </main>
        }
    })
}
