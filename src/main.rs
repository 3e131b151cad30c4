//! Mount only: the panic hook, then the app.

#[cfg(target_arch = "wasm32")]
fn main() {
    marchwarden::ui::panic::install();
    leptos::mount::mount_to_body(marchwarden::ui::App);
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!("Marchwarden runs in the browser: `./dev serve`, then open http://127.0.0.1:8080");
}
