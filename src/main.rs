//! Mount only: the panic hook, the words of the language wanted, then the app.

#[cfg(target_arch = "wasm32")]
fn main() {
    marchwarden::ui::panic::install();
    wasm_bindgen_futures::spawn_local(async {
        marchwarden::ui::language::fetch_wanted().await;
        leptos::mount::mount_to_body(marchwarden::ui::App);
    });
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!("Marchwarden runs in the browser: `./dev serve`, then open http://127.0.0.1:8080");
}
