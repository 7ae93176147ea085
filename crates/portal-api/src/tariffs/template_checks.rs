//! The rules a tariff template's create, update and delete bodies must meet.

use super::{TariffTemplateCreate, TariffTemplateDelete, TariffTemplateUpdate};
use crate::decimal::DecimalString;
use crate::fees::FeeModel;
use crate::validation::{Checks, Rule, ValidationErrors, BIZ_ID_MAX};

/// The longest template code.
pub const TEMPLATE_CODE_MAX: usize = 32;
/// The longest template name.
pub const TEMPLATE_NAME_MAX: usize = 128;
/// The longest description.
pub const TEMPLATE_DESCRIPTION_MAX: usize = 500;

/// Code required (letters, digits, `_`, `-`, at most 32), name required (at most 128),
/// description at most 500, and a valid fee.
pub fn validate_tariff_template(request: &TariffTemplateCreate) -> Result<(), ValidationErrors> {
    let mut checks = Checks::default();
    checks.required("templateCode", &request.template_code, TEMPLATE_CODE_MAX);
    let bad_characters = request
        .template_code
        .chars()
        .any(|c| !(c.is_ascii_alphanumeric() || c == '_' || c == '-'));
    checks.check(
        !request.template_code.is_empty() && bad_characters,
        "templateCode",
        Rule::BadCharacters,
    );
    checks.required("templateName", &request.template_name, TEMPLATE_NAME_MAX);
    checks.max_len(
        "description",
        &request.description,
        TEMPLATE_DESCRIPTION_MAX,
    );
    fee(
        &mut checks,
        Some(request.fee_model),
        Some(request.fee_fixed_amount),
        Some(&request.fee_rate),
    );
    checks.finish()
}

/// `bizId` required, at least one field to change, and each given field as on creation.
pub fn validate_tariff_template_update(
    update: &TariffTemplateUpdate,
) -> Result<(), ValidationErrors> {
    let mut checks = Checks::default();
    checks.required("bizId", &update.biz_id, BIZ_ID_MAX);
    checks.check(update.changes_nothing(), "bizId", Rule::NothingToChange);
    if let Some(name) = &update.template_name {
        checks.required("templateName", name, TEMPLATE_NAME_MAX);
    }
    if let Some(description) = &update.description {
        checks.max_len("description", description, TEMPLATE_DESCRIPTION_MAX);
    }
    fee(
        &mut checks,
        update.fee_model,
        update.fee_fixed_amount,
        update.fee_rate.as_ref(),
    );
    checks.finish()
}

/// `bizId` required.
pub fn validate_tariff_template_delete(
    delete: &TariffTemplateDelete,
) -> Result<(), ValidationErrors> {
    let mut checks = Checks::default();
    checks.required("bizId", &delete.biz_id, BIZ_ID_MAX);
    checks.finish()
}

/// A template's fee: not the bands model (a template has no bands), a fixed amount not
/// negative and a rate at most 1. Absent parts (of an update) are not checked.
fn fee(
    checks: &mut Checks,
    model: Option<FeeModel>,
    fixed_amount: Option<i64>,
    rate: Option<&DecimalString>,
) {
    checks.check(
        model == Some(FeeModel::Bands),
        "feeModel",
        Rule::BandsUnsupported,
    );
    if let Some(amount) = fixed_amount {
        checks.non_negative("feeFixedAmount", amount);
    }
    checks.check(
        rate.is_some_and(|r| !r.at_most_one()),
        "feeRate",
        Rule::AboveOne,
    );
}

#[cfg(test)]
mod tests {
    use super::*;

    fn request() -> TariffTemplateCreate {
        TariffTemplateCreate {
            template_code: "GOLD_2026".to_owned(),
            template_name: "Gold".to_owned(),
            description: String::new(),
            is_default: false,
            fee_model: FeeModel::FixedPlusRate,
            fee_fixed_amount: 50,
            fee_rate: DecimalString::parse("0.0025").unwrap(),
        }
    }

    #[test]
    fn a_plain_template_passes() {
        assert_eq!(validate_tariff_template(&request()), Ok(()));
    }

    #[test]
    fn each_rule_names_its_field() {
        type Case = (fn(&mut TariffTemplateCreate), &'static str, Rule);
        let cases: [Case; 9] = [
            (|r| r.template_code.clear(), "templateCode", Rule::Required),
            (
                |r| r.template_code = "X".repeat(33),
                "templateCode",
                Rule::TooLong(32),
            ),
            (
                |r| r.template_code = "GOLD PLAN".to_owned(),
                "templateCode",
                Rule::BadCharacters,
            ),
            (
                |r| r.template_name = " ".to_owned(),
                "templateName",
                Rule::Required,
            ),
            (
                |r| r.template_name = "n".repeat(129),
                "templateName",
                Rule::TooLong(128),
            ),
            (
                |r| r.description = "d".repeat(501),
                "description",
                Rule::TooLong(500),
            ),
            (
                |r| r.fee_fixed_amount = -1,
                "feeFixedAmount",
                Rule::Negative,
            ),
            (
                |r| r.fee_rate = DecimalString::parse("1.01").unwrap(),
                "feeRate",
                Rule::AboveOne,
            ),
            (
                |r| r.fee_model = FeeModel::Bands,
                "feeModel",
                Rule::BandsUnsupported,
            ),
        ];
        for (change, field, rule) in cases {
            let mut r = request();
            change(&mut r);
            let errors = validate_tariff_template(&r).unwrap_err();
            assert_eq!(errors.rule_of(field), Some(rule), "{errors}");
        }
    }

    #[test]
    fn updates_check_only_what_they_change() {
        let rename = TariffTemplateUpdate::rename("tpl_1", "Silver");
        assert_eq!(validate_tariff_template_update(&rename), Ok(()));
        let mut nothing = rename.clone();
        nothing.template_name = None;
        let errors = validate_tariff_template_update(&nothing).unwrap_err();
        assert_eq!(errors.rule_of("bizId"), Some(Rule::NothingToChange));
        let mut bad = rename.clone();
        bad.template_name = Some(String::new());
        bad.fee_fixed_amount = Some(-5);
        let errors = validate_tariff_template_update(&bad).unwrap_err();
        assert_eq!(errors.rule_of("templateName"), Some(Rule::Required));
        assert_eq!(errors.rule_of("feeFixedAmount"), Some(Rule::Negative));
        let delete = TariffTemplateDelete {
            biz_id: String::new(),
        };
        assert!(validate_tariff_template_delete(&delete).is_err());
    }
}
