//! Offline play: the service worker (public/sw.js) keeps the app's files after one visit,
//! so the app opens and plays with the network off. A new version installs beside the old
//! one and waits; the page offers it and the table takes it when it likes, never in the
//! middle of a turn.

use super::language::use_language;
use leptos::prelude::*;
use wasm_bindgen::closure::Closure;
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_futures::JsFuture;
use web_sys::{ServiceWorkerContainer, ServiceWorkerRegistration, ServiceWorkerState};

/// The browser's service workers, where it has them (a secure page: https or localhost).
fn container() -> Option<ServiceWorkerContainer> {
    let navigator = web_sys::window()?.navigator();
    let here = js_sys::Reflect::get(&navigator, &JsValue::from_str("serviceWorker")).ok()?;
    (!here.is_undefined()).then(|| navigator.service_worker())
}

/// Whether a worker runs behind this page: a first visit has none, and so nothing to
/// update from.
fn behind() -> bool {
    container().and_then(|c| c.controller()).is_some()
}

/// Turns `waiting` true once `worker`, a new version, has installed behind the page.
fn watch(worker: web_sys::ServiceWorker, waiting: RwSignal<bool>) {
    let installed = worker.clone();
    let on_state = Closure::<dyn FnMut()>::new(move || {
        if installed.state() == ServiceWorkerState::Installed && behind() {
            waiting.set(true);
        }
    });
    worker.set_onstatechange(Some(on_state.as_ref().unchecked_ref()));
    on_state.forget();
}

/// Registers the worker; `waiting` turns true once a new version has installed behind the
/// one this page runs.
fn register(waiting: RwSignal<bool>) {
    let Some(container) = container() else { return };
    leptos::task::spawn_local(async move {
        // A browser that keeps no workers (blocked, or a private window) gives none.
        let Ok(registration) = JsFuture::from(container.register("sw.js")).await else { return };
        let Ok(registration) = registration.dyn_into::<ServiceWorkerRegistration>() else { return };
        if registration.waiting().is_some() && behind() {
            waiting.set(true);
        }
        // One may be installing already: the page's load itself checks for a new version.
        if let Some(worker) = registration.installing() {
            watch(worker, waiting);
        }
        let found = registration.clone();
        let on_found = Closure::<dyn FnMut()>::new(move || {
            if let Some(worker) = found.installing() {
                watch(worker, waiting);
            }
        });
        registration.set_onupdatefound(Some(on_found.as_ref().unchecked_ref()));
        // Lives as long as the page.
        on_found.forget();
    });
}

/// Take the waiting version: it takes over and the page reloads into it (every move is
/// already stored). Taken already (its reload stopped at the leave prompt), the page only
/// reloads.
fn take_update() {
    let Some(container) = container() else { return };
    let reload = Closure::<dyn FnMut()>::new(|| {
        if let Some(w) = web_sys::window() {
            let _ = w.location().reload();
        }
    });
    container.set_oncontrollerchange(Some(reload.as_ref().unchecked_ref()));
    reload.forget();
    leptos::task::spawn_local(async move {
        let Ok(registration) = JsFuture::from(container.get_registration()).await else { return };
        let waiting = registration.dyn_into::<ServiceWorkerRegistration>().ok().and_then(|r| r.waiting());
        match waiting {
            Some(worker) => {
                let _ = worker.post_message(&JsValue::from_str("update"));
            }
            None => {
                if let Some(w) = web_sys::window() {
                    let _ = w.location().reload();
                }
            }
        }
    });
}

/// Registers the worker and offers a new version when one waits.
#[component]
pub fn UpdateOffer() -> impl IntoView {
    let waiting = RwSignal::new(false);
    register(waiting);
    let later = RwSignal::new(false);
    let lang = use_language();
    move || {
        (waiting.get() && !later.get()).then(|| {
            view! {
                <div class="update-offer" role="status" data-testid="update-offer">
                    <span>{lang.t("update-ready")}</span>
                    <button class="primary" data-testid="take-update" on:click=move |_| take_update()>{lang.t("update-now")}</button>
                    <button class="ghost" on:click=move |_| later.set(true)>{lang.t("update-later")}</button>
                </div>
            }
        })
    }
}
