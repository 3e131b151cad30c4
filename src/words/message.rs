//! A sentence as data: a message id of the language files (`locales/*.ftl`) and its
//! arguments. The engine says what happened; `super` (the words) says it in a language, so the
//! engine itself speaks none and a new language touches no rule.

/// One message: its id and named arguments (`$name` in the language files).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Message {
    pub id: String,
    pub args: Vec<(&'static str, Arg)>,
}

/// A message's argument: text placed as it is (a name, a tile label), a number (which a
/// language may count by), or another message worded in the same language.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Arg {
    Text(String),
    Number(i64),
    Message(Message),
}

/// A value that tells itself in words: a rules module's commands and orders, so that the
/// core's sentences need not know them (`Command::module_part`, `Order::module_part`).
pub trait InWords {
    fn in_words(&self) -> Message;
}

impl Message {
    pub fn new(id: &str) -> Message {
        Message { id: id.to_string(), args: Vec::new() }
    }

    pub fn with(mut self, name: &'static str, value: impl Into<Arg>) -> Message {
        self.args.push((name, value.into()));
        self
    }

    /// No words at all (`chron-nothing`), for a part a sentence may leave out.
    pub fn nothing() -> Message {
        Message::new("chron-nothing")
    }

    /// `items` one after another, joined by `joint` (`chron-comma`, `chron-semicolon`,
    /// `chron-arrow`: "{ $first }, { $rest }"): each item worded, and a name isolated, alone.
    pub fn list(items: impl IntoIterator<Item = Message>, joint: &str) -> Message {
        let items: Vec<Message> = items.into_iter().collect();
        items
            .into_iter()
            .rev()
            .reduce(|rest, first| Message::new(joint).with("first", first).with("rest", rest))
            .unwrap_or_else(Message::nothing)
    }

    /// The word for an enum's stable English name: `group-name`, its letters and digits
    /// in lower case, anything else one hyphen ("battle" and "land/water battle" give
    /// `battle-land-water-battle`).
    pub fn name(group: &str, name: &str) -> Message {
        let mut id = group.to_string();
        for word in name.split(|c: char| !c.is_ascii_alphanumeric()).filter(|w| !w.is_empty()) {
            id.push('-');
            id.push_str(&word.to_ascii_lowercase());
        }
        Message::new(&id)
    }
}

/// `message!("id", name = value, …)`: a `Message` with its arguments.
#[macro_export]
macro_rules! message {
    ($id:expr $(, $name:ident = $value:expr)* $(,)?) => {
        $crate::words::message::Message::new($id)$(.with(stringify!($name), $value))*
    };
}

impl From<String> for Arg {
    fn from(s: String) -> Arg {
        Arg::Text(s)
    }
}

impl From<&str> for Arg {
    fn from(s: &str) -> Arg {
        Arg::Text(s.to_string())
    }
}

impl From<Message> for Arg {
    fn from(m: Message) -> Arg {
        Arg::Message(m)
    }
}

macro_rules! numbers {
    ($($t:ty),*) => {$(
        impl From<$t> for Arg {
            fn from(n: $t) -> Arg {
                Arg::Number(i64::try_from(n).unwrap_or(i64::MAX))
            }
        }
    )*};
}
numbers!(u8, u16, u32, u64, usize, i8, i16, i32, i64);
