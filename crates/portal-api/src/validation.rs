//! Request checks shared by the sandbox (its 400 answers) and the portal's forms (inline messages).

use std::fmt;

/// The longest business id a request may carry (the contract's field lengths).
pub const BIZ_ID_MAX: usize = 64;

/// What a field's value breaks.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Rule {
    /// Missing or blank.
    Required,
    /// Longer than this many characters.
    TooLong(usize),
    /// Holds characters the field does not allow.
    BadCharacters,
    /// Below zero.
    Negative,
    /// Not one of the values the field takes.
    Unknown,
    /// A rate above 1 (rates are fractions of the amount).
    AboveOne,
    /// Fee bands that are empty, not rising, or not open-ended.
    BandsInvalid,
    /// The fee model needs bands and none were given.
    BandsRequired,
    /// The bands fee model where the request has no bands (tariff templates).
    BandsUnsupported,
    /// A currency value the portal does not know.
    UnknownCurrency,
    /// The target currency is the source currency.
    SameCurrency,
    /// A minimum above its maximum.
    MinAboveMax,
    /// Zero where only a value above zero makes sense (an exchange rate).
    NotPositive,
    /// Not a string holding a JSON object (`connectionConfig`).
    NotJsonObject,
    /// An external rate source without a provider to quote it.
    ProviderRequired,
    /// Already used by another record.
    Taken,
    /// A partial update that names nothing to change.
    NothingToChange,
    /// A number outside `min..=max` (a port).
    OutOfRange {
        /// The smallest value taken.
        min: i64,
        /// The largest value taken.
        max: i64,
    },
    /// Not an email address.
    NotEmail,
}

impl fmt::Display for Rule {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::Required => f.write_str("is required"),
            Self::TooLong(max) => write!(f, "must be at most {max} characters"),
            Self::BadCharacters => f.write_str("may hold only letters, digits, '_' and '-'"),
            Self::Negative => f.write_str("must not be negative"),
            Self::Unknown => f.write_str("is not a known value"),
            Self::AboveOne => f.write_str("must be at most 1"),
            Self::BandsInvalid => {
                f.write_str("must list rising upper bounds and end with an open band")
            }
            Self::BandsRequired => f.write_str("is required by the fee model"),
            Self::BandsUnsupported => f.write_str("cannot be bands here: there are no bands"),
            Self::UnknownCurrency => f.write_str("is not a supported currency"),
            Self::SameCurrency => f.write_str("must differ from the source currency"),
            Self::MinAboveMax => f.write_str("must not be above the maximum"),
            Self::NotPositive => f.write_str("must be greater than zero"),
            Self::NotJsonObject => f.write_str("must be a string holding a JSON object"),
            Self::ProviderRequired => f.write_str("is required when the rate source is external"),
            Self::Taken => f.write_str("is already used"),
            Self::NothingToChange => f.write_str("must name at least one field to change"),
            Self::OutOfRange { min, max } => write!(f, "must be between {min} and {max}"),
            Self::NotEmail => f.write_str("must be an email address"),
        }
    }
}

/// A refused request field: its wire name and the rule it breaks.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
#[error("{field} {rule}")]
pub struct FieldError {
    /// The field's wire name, such as `templateName`.
    pub field: &'static str,
    /// The rule it breaks.
    pub rule: Rule,
}

/// Every refused field of one request, in the order checked; never empty.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ValidationErrors(pub Vec<FieldError>);

impl ValidationErrors {
    /// The first refused field (a form shows it beside that field).
    pub fn first(&self) -> Option<&FieldError> {
        self.0.first()
    }

    /// The rule `field` breaks, if it was refused.
    pub fn rule_of(&self, field: &str) -> Option<Rule> {
        self.0.iter().find(|e| e.field == field).map(|e| e.rule)
    }

    /// The fields and rules of a 400 message written by this type's `Display`
    /// (`roleName is already used`), so a form can show each beside its field; `None` when a
    /// part is not such a refusal or names a rule with a number (the forms check those first).
    pub fn parse(message: &str) -> Option<Vec<(&str, Rule)>> {
        message
            .split("; ")
            .map(|part| {
                let (field, text) = part.split_once(' ')?;
                let rule = PLAIN_RULES.iter().find(|r| r.to_string() == text)?;
                Some((field, *rule))
            })
            .collect()
    }
}

/// The rules without a number, which [`ValidationErrors::parse`] reads back.
const PLAIN_RULES: [Rule; 17] = [
    Rule::Required,
    Rule::BadCharacters,
    Rule::Negative,
    Rule::Unknown,
    Rule::AboveOne,
    Rule::BandsInvalid,
    Rule::BandsRequired,
    Rule::BandsUnsupported,
    Rule::UnknownCurrency,
    Rule::SameCurrency,
    Rule::MinAboveMax,
    Rule::NotPositive,
    Rule::NotJsonObject,
    Rule::ProviderRequired,
    Rule::Taken,
    Rule::NothingToChange,
    Rule::NotEmail,
];

impl fmt::Display for ValidationErrors {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, error) in self.0.iter().enumerate() {
            if i > 0 {
                f.write_str("; ")?;
            }
            write!(f, "{error}")?;
        }
        Ok(())
    }
}

impl std::error::Error for ValidationErrors {}

/// Collects the refused fields of one request.
#[derive(Debug, Clone, Default)]
pub struct Checks {
    errors: Vec<FieldError>,
}

impl Checks {
    /// No field refused yet.
    pub fn new() -> Self {
        Self::default()
    }

    /// Refuses `field` for `rule` when `broken`.
    pub fn check(&mut self, broken: bool, field: &'static str, rule: Rule) {
        if broken {
            self.errors.push(FieldError { field, rule });
        }
    }

    /// Refuses a value longer than `max` characters.
    pub fn max_len(&mut self, field: &'static str, value: &str, max: usize) {
        self.check(value.chars().count() > max, field, Rule::TooLong(max));
    }

    /// Refuses a blank value or one longer than `max` characters.
    pub fn required(&mut self, field: &'static str, value: &str, max: usize) {
        if value.trim().is_empty() {
            self.check(true, field, Rule::Required);
        } else {
            self.max_len(field, value, max);
        }
    }

    /// Refuses a negative amount.
    pub fn non_negative(&mut self, field: &'static str, value: i64) {
        self.check(value < 0, field, Rule::Negative);
    }

    /// Refuses a number outside `min..=max`.
    pub fn range(&mut self, field: &'static str, value: i64, min: i64, max: i64) {
        self.check(
            !(min..=max).contains(&value),
            field,
            Rule::OutOfRange { min, max },
        );
    }

    /// Refuses text that is not shaped like an email address (`local@domain.tld`, no spaces).
    pub fn email(&mut self, field: &'static str, value: &str) {
        let shaped = value.split_once('@').is_some_and(|(local, domain)| {
            !local.is_empty()
                && domain.contains('.')
                && !domain.starts_with('.')
                && !domain.ends_with('.')
                && !domain.contains('@')
        });
        self.check(
            !shaped || value.chars().any(char::is_whitespace),
            field,
            Rule::NotEmail,
        );
    }

    /// Refuses a currency value that is not in [`crate::currency::CURRENCIES`].
    pub fn currency(&mut self, field: &'static str, value: i64) {
        let unknown = crate::currency::by_value(value).is_none();
        self.check(unknown, field, Rule::UnknownCurrency);
    }

    /// Refuses an unknown `sourceCurrency` or `targetCurrency`, and a target equal to the
    /// source.
    pub fn currency_pair(&mut self, source: i64, target: i64) {
        self.currency("sourceCurrency", source);
        self.currency("targetCurrency", target);
        self.check(source == target, "targetCurrency", Rule::SameCurrency);
    }

    /// `Ok` when nothing was refused.
    pub fn finish(self) -> Result<(), ValidationErrors> {
        if self.errors.is_empty() {
            Ok(())
        } else {
            Err(ValidationErrors(self.errors))
        }
    }
}

/// `targetWorkspaceBizId` of a query about one workspace: required, at most 64 characters.
pub fn validate_target_workspace(workspace: &str) -> Result<(), ValidationErrors> {
    let mut checks = Checks::default();
    checks.required("targetWorkspaceBizId", workspace, BIZ_ID_MAX);
    checks.finish()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_back_what_it_wrote() {
        let errors = ValidationErrors(vec![
            FieldError {
                field: "roleName",
                rule: Rule::Taken,
            },
            FieldError {
                field: "description",
                rule: Rule::Required,
            },
        ]);
        let text = errors.to_string();
        let read = ValidationErrors::parse(&text);
        assert_eq!(
            read,
            Some(vec![
                ("roleName", Rule::Taken),
                ("description", Rule::Required)
            ])
        );
        for rule in PLAIN_RULES {
            let text = format!("x {rule}");
            assert_eq!(ValidationErrors::parse(&text), Some(vec![("x", rule)]));
        }
        assert_eq!(
            ValidationErrors::parse("roleName must be at most 64 characters"),
            None
        );
        assert_eq!(ValidationErrors::parse("Invalid request parameters"), None);
        assert_eq!(
            ValidationErrors::parse("roleName is already used; oops"),
            None
        );
    }

    #[test]
    fn collects_every_refused_field_in_order() {
        let mut checks = Checks::new();
        checks.required("templateName", "  ", 5);
        checks.required("templateCode", "abcdef", 5);
        checks.required("description", "ébcde", 5);
        checks.non_negative("feeFixedAmount", -1);
        checks.non_negative("other", 0);
        checks.max_len("remark", "", 5);
        let invalid = checks.finish().unwrap_err();
        assert_eq!(invalid.0.len(), 3, "characters, not bytes: {invalid}");
        assert_eq!(
            invalid.to_string(),
            "templateName is required; templateCode must be at most 5 characters; \
             feeFixedAmount must not be negative"
        );
        assert_eq!(invalid.first().map(|e| e.field), Some("templateName"));
        assert_eq!(invalid.rule_of("templateCode"), Some(Rule::TooLong(5)));
        assert!(Checks::new().finish().is_ok());
    }

    #[test]
    fn currency_pairs_are_known_and_distinct() {
        let rules = |source, target| {
            let mut checks = Checks::default();
            checks.currency_pair(source, target);
            checks.finish().err().map(|e| e.0)
        };
        assert_eq!(rules(840, 978), None);
        let same = rules(840, 840).unwrap();
        assert_eq!(
            (same[0].field, same[0].rule),
            ("targetCurrency", Rule::SameCurrency)
        );
        let unknown = rules(999, 978).unwrap();
        assert_eq!(
            (unknown[0].field, unknown[0].rule),
            ("sourceCurrency", Rule::UnknownCurrency)
        );
    }
}
