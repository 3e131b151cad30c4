//! Small words the panels share: a token, a side of a battle, a decimal fraction, each
//! in the page's language.

use crate::engine::ids::{Side, TokenId};
use crate::engine::state::State;
use crate::message;
use crate::ui::language::Language;
use crate::words::message::Message;

/// "Attacker" or "Defender" in the page's language.
pub fn side_word(side: Side) -> Message {
    Message::new(if side == Side::Attacker { "p-battle-attacker" } else { "p-battle-defender" })
}

/// A decimal fraction ("27.8") as the page's language writes it (27,8 in Russian).
pub fn decimal(lang: Language, number: &str) -> String {
    number.replace('.', &lang.t("p-battle-decimal-sign"))
}

/// "Army 3" or "Ship 7" in the page's language (`State::token_label` is the engine's).
pub fn token_word(state: &State, id: TokenId) -> Message {
    let kind = if state.ships.contains_key(&id) { "p-decision-ship" } else { "p-decision-army" };
    message!(kind, id = id)
}

/// `text` with its first letter in capitals: a thing's word opening a button.
pub fn capitalised(text: String) -> String {
    let mut letters = text.chars();
    letters.next().map_or_else(String::new, |first| first.to_uppercase().chain(letters).collect())
}
