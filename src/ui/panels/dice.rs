//! Dice as the table sees them: a face in its owner's colour. A die just rolled tumbles
//! onto the table, one after another (reduced motion: it simply appears); a die only
//! shown again stands still.

use leptos::prelude::*;

/// How a die is shown.
#[derive(Clone, Copy, PartialEq, Eq)]
pub enum Cast {
    /// Rolled just now, the `n`th of its roll: it tumbles in after the ones before it.
    Rolled(usize),
    /// Shown again (a die left to place, an answer): no tumble.
    Still,
}

/// One die: `face` in `colour`; a `missed` die is drawn hollow.
pub fn die_face(face: u8, colour: &str, missed: bool, cast: Cast) -> impl IntoView {
    let (class, style) = match cast {
        Cast::Rolled(n) => ("die-face rolled", format!("--owner:{colour};--i:{n}")),
        Cast::Still => ("die-face", format!("--owner:{colour}")),
    };
    view! { <span class=class class:missed=missed style=style aria-label=format!("{face}")>{face}</span> }
}

/// A roll's dice in a row, each tumbling in turn.
pub fn rolled(faces: &[u8], colour: &str) -> impl IntoView {
    let dice = faces.iter().enumerate().map(|(i, f)| die_face(*f, colour, false, Cast::Rolled(i))).collect_view();
    view! { <span class="dice-row">{dice}</span> }
}

/// Dice shown again, standing still.
pub fn still(faces: &[u8], colour: &str) -> impl IntoView {
    let dice = faces.iter().map(|f| die_face(*f, colour, false, Cast::Still)).collect_view();
    view! { <span class="dice-row small">{dice}</span> }
}
