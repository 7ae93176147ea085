//! The macro behind the integer enumerations whose values the contract leaves open.

/// Declares an enumeration that travels as an integer. Each variant has its numeric `value`, a
/// symbolic `code` and an English `name`; `ALL` lists every variant in order. Serde writes the
/// integer and refuses one that is not listed ("unknown `<what>` 9"), so a request body with
/// an unknown value fails to decode.
macro_rules! numeric_enum {
    (
        $(#[$meta:meta])*
        $vis:vis enum $name:ident ($what:literal) {
            $( $(#[$vmeta:meta])* $variant:ident = $value:literal, $code:literal, $label:literal; )+
        }
    ) => {
        $(#[$meta])*
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
        #[serde(into = "i64", try_from = "i64")]
        $vis enum $name {
            $( $(#[$vmeta])* $variant, )+
        }

        impl $name {
            /// Every value, in order.
            pub const ALL: &'static [Self] = &[$(Self::$variant),+];

            /// The integer on the wire.
            pub const fn value(self) -> i64 {
                match self {
                    $(Self::$variant => $value,)+
                }
            }

            /// The symbolic code.
            pub const fn code(self) -> &'static str {
                match self {
                    $(Self::$variant => $code,)+
                }
            }

            /// The English name.
            pub const fn name(self) -> &'static str {
                match self {
                    $(Self::$variant => $label,)+
                }
            }

            /// The variant with this value, if listed.
            pub fn from_value(value: i64) -> Option<Self> {
                Self::ALL.iter().copied().find(|v| v.value() == value)
            }

            /// The variant with this symbolic code, if listed.
            pub fn from_code(code: &str) -> Option<Self> {
                Self::ALL.iter().copied().find(|v| v.code() == code)
            }

            /// As an enumeration object, labelled with the English name.
            pub fn to_enum(self) -> $crate::EnumObject {
                $crate::EnumObject {
                    code: self.code().to_owned(),
                    value: self.value(),
                    label: self.name().to_owned(),
                    description: None,
                }
            }
        }

        impl From<$name> for i64 {
            fn from(v: $name) -> i64 {
                v.value()
            }
        }

        impl TryFrom<i64> for $name {
            type Error = String;

            fn try_from(value: i64) -> Result<Self, String> {
                Self::from_value(value).ok_or_else(|| format!("unknown {} {value}", $what))
            }
        }
    };
}

pub(crate) use numeric_enum;

#[cfg(test)]
mod tests {
    numeric_enum! {
        /// A test enumeration.
        enum Colour ("colour") {
            /// Red.
            Red = 1, "RED", "Red";
            /// Blue.
            Blue = 7, "BLUE", "Blue";
        }
    }

    #[test]
    fn values_codes_and_names() {
        assert_eq!(Colour::ALL, [Colour::Red, Colour::Blue]);
        assert_eq!(Colour::from_value(7), Some(Colour::Blue));
        assert_eq!(Colour::from_value(2), None);
        assert_eq!(Colour::from_code("RED"), Some(Colour::Red));
        assert_eq!(Colour::from_code("red"), None);
        assert_eq!((Colour::Red.code(), Colour::Red.name()), ("RED", "Red"));
        assert_eq!(Colour::Blue.to_enum().value, 7);
    }

    #[test]
    fn travels_as_its_integer() {
        assert_eq!(serde_json::to_string(&Colour::Blue).unwrap(), "7");
        assert_eq!(serde_json::from_str::<Colour>("1").unwrap(), Colour::Red);
        let error = serde_json::from_str::<Colour>("9").unwrap_err().to_string();
        assert!(error.contains("unknown colour 9"), "{error}");
        assert!(serde_json::from_str::<Colour>("\"RED\"").is_err());
    }
}
