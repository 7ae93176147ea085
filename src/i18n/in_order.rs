//! Reads a catalogue's texts in file order; the build has checked that order against the keys.

use std::fmt;

use serde::de::{DeserializeSeed, Deserializer, IgnoredAny, MapAccess, Visitor};

/// The texts of a catalogue (`{"Area": {"Key": "text", …}, …}`) in the order they are written.
pub fn texts_in_order(json: &str) -> Result<Vec<String>, serde_json::Error> {
    let mut texts = Vec::new();
    let mut reader = serde_json::Deserializer::from_str(json);
    Areas(&mut texts).deserialize(&mut reader)?;
    reader.end()?;
    Ok(texts)
}

struct Areas<'a>(&'a mut Vec<String>);

impl<'de> DeserializeSeed<'de> for Areas<'_> {
    type Value = ();

    fn deserialize<D: Deserializer<'de>>(self, reader: D) -> Result<(), D::Error> {
        reader.deserialize_map(self)
    }
}

impl<'de> Visitor<'de> for Areas<'_> {
    type Value = ();

    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str("an object of areas")
    }

    fn visit_map<A: MapAccess<'de>>(self, mut areas: A) -> Result<(), A::Error> {
        let texts = self.0;
        while areas.next_key::<IgnoredAny>()?.is_some() {
            areas.next_value_seed(Texts(&mut *texts))?;
        }
        Ok(())
    }
}

struct Texts<'a>(&'a mut Vec<String>);

impl<'de> DeserializeSeed<'de> for Texts<'_> {
    type Value = ();

    fn deserialize<D: Deserializer<'de>>(self, reader: D) -> Result<(), D::Error> {
        reader.deserialize_map(self)
    }
}

impl<'de> Visitor<'de> for Texts<'_> {
    type Value = ();

    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str("an object of texts")
    }

    fn visit_map<A: MapAccess<'de>>(self, mut keys: A) -> Result<(), A::Error> {
        while let Some((_, text)) = keys.next_entry::<IgnoredAny, String>()? {
            self.0.push(text);
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::texts_in_order;

    #[test]
    fn keeps_the_written_order_across_areas() {
        let json = r#"{"B": {"z": "1", "a": "2"}, "A": {"m": "3 \"q\""}}"#;
        assert_eq!(texts_in_order(json).unwrap(), ["1", "2", "3 \"q\""]);
    }

    #[test]
    fn refuses_what_is_not_a_catalogue() {
        assert!(texts_in_order(r#"["a"]"#).is_err());
        assert!(texts_in_order(r#"{"A": {"k": 1}}"#).is_err());
        assert!(texts_in_order(r#"{"A": {"k": "v"}} trailing"#).is_err());
    }
}
