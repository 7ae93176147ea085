//! A message to show: a key, or a key with arguments.

use super::Key;

/// Something to show the person at the screen, resolved to text by [`super::I18n::message`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Message {
    /// A fixed text.
    Key(Key),
    /// A text with `{name}` placeholders and their values.
    With(Key, Vec<(&'static str, String)>),
    /// A text whose `{name}` placeholders are themselves texts, said in the same language
    /// ("viewing {area}").
    WithTexts(Key, Vec<(&'static str, Key)>),
}

impl Message {
    /// A text with placeholder values.
    pub fn with(key: impl Into<Key>, args: &[(&'static str, String)]) -> Self {
        Self::With(key.into(), args.to_vec())
    }
}

impl Message {
    /// A text with placeholders filled by other texts.
    pub fn with_texts(key: impl Into<Key>, args: &[(&'static str, Key)]) -> Self {
        Self::WithTexts(key.into(), args.to_vec())
    }
}

impl From<Key> for Message {
    fn from(key: Key) -> Self {
        Self::Key(key)
    }
}
