//! The fields of a form as a type of its own (`form_fields!`), so a draft is asked only for fields its form has.

/// The fields of one form, as a type of its own: a field the form does not have does not
/// compile.
pub trait FormFields: Copy + Eq + Send + Sync + 'static {
    /// Every field, in the form's order (a refusal of a field the form does not show goes on
    /// the first).
    const ALL: &'static [Self];

    /// The wire name (`templateName`): the control id is `{form}-{name}`, and a refusal naming
    /// it goes beside it.
    fn name(self) -> &'static str;

    /// Its place in [`Self::ALL`].
    fn index(self) -> usize {
        Self::ALL
            .iter()
            .position(|&field| field == self)
            .unwrap_or(usize::MAX)
    }
}

/// Declares a form's fields: an enum whose variants are the fields, in the form's order, each
/// with its wire name, and its [`FormFields`].
///
/// ```ignore
/// form_fields! {
///     /// The profile form's fields.
///     pub(super) enum ProfileField { DisplayName = "displayName", Timezone = "timezone" }
/// }
/// ```
macro_rules! form_fields {
    (
        $(#[$meta:meta])*
        $vis:vis enum $name:ident {
            $($(#[$field_meta:meta])* $field:ident = $wire:literal),+ $(,)?
        }
    ) => {
        $(#[$meta])*
        #[derive(Clone, Copy, Debug, PartialEq, Eq)]
        $vis enum $name {
            $(
                $(#[$field_meta])*
                #[doc = concat!("`", $wire, "`")]
                $field,
            )+
        }

        impl $crate::forms::FormFields for $name {
            const ALL: &'static [Self] = &[$(Self::$field),+];

            fn name(self) -> &'static str {
                match self {
                    $(Self::$field => $wire,)+
                }
            }

            fn index(self) -> usize {
                self as usize
            }
        }
    };
}
pub(crate) use form_fields;
