//! A message to show: a key, or a key with arguments.

use super::Key;

/// Something to show the person at the screen, resolved to text by [`super::I18n::message`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Message {
    /// A fixed text.
    Key(Key),
    /// A text with `{name}` placeholders and their values.
    With(Key, Vec<(&'static str, String)>),
}

impl Message {
    /// A text with placeholder values.
    pub fn with(key: impl Into<Key>, args: &[(&'static str, String)]) -> Self {
        Self::With(key.into(), args.to_vec())
    }
}

impl From<Key> for Message {
    fn from(key: Key) -> Self {
        Self::Key(key)
    }
}
