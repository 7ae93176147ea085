//! Records found by what they are called: accounts by email or name, institutions by name,
//! among what the person can read, through the API's own queries.

use portal_api::institutions::WorkspaceInstitutionQuery;
use portal_api::pagination::{PageRequest, MAX_SIZE};
use portal_api::profile::Account;

use crate::api;
use crate::registry::RecordKind;
use crate::web::letter_case::folded;

/// Pages of accounts read at most (the contract's account query takes no search).
const ACCOUNT_PAGES: i64 = 10;
/// Records of one kind offered at most.
const SHOWN: usize = 6;
/// Characters typed before names are looked for.
pub const MIN_TYPED: usize = 2;

/// A record found by its name.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Named {
    /// What it is.
    pub kind: RecordKind,
    /// Its identifier.
    pub id: String,
    /// Its name.
    pub name: String,
    /// What tells it apart (an account's email).
    pub detail: Option<String>,
}

/// The accounts the person can read, up to [`ACCOUNT_PAGES`] pages; none when their role may
/// not read accounts.
pub async fn readable_accounts() -> Vec<Account> {
    let mut accounts = Vec::new();
    for page in 0..ACCOUNT_PAGES {
        let request = PageRequest {
            page,
            size: MAX_SIZE,
        };
        match api::accounts::accounts(request).await {
            Ok(p) => {
                let last = u64::try_from(page + 1).unwrap_or(u64::MAX) >= p.total_pages;
                accounts.extend(p.items);
                if last {
                    break;
                }
            }
            Err(_) => break,
        }
    }
    accounts
}

/// The accounts `typed` names: every word of it in the name (case and accents aside), or the
/// email starting with it or its part before `@` holding it.
pub fn matching_accounts(accounts: &[Account], typed: &str) -> Vec<Named> {
    let words: Vec<String> = typed.split_whitespace().map(folded).collect();
    let whole = folded(typed.trim());
    if whole.chars().count() < MIN_TYPED {
        return Vec::new();
    }
    accounts
        .iter()
        .filter(|a| {
            let name = folded(&a.account_name);
            let email = folded(&a.account_email);
            let local = email.split('@').next().unwrap_or_default();
            words.iter().all(|w| name.contains(w.as_str()))
                || email.starts_with(&whole)
                || local.contains(&whole)
        })
        .take(SHOWN)
        .map(|a| Named {
            kind: RecordKind::Account,
            id: a.biz_id.clone(),
            name: a.account_name.clone(),
            detail: Some(a.account_email.clone()),
        })
        .collect()
}

/// The institutions whose name holds `typed`, as the workspace's institution query finds them
/// (none when the person may not read institutions).
pub async fn institutions_named(workspace: &str, typed: &str) -> Vec<Named> {
    let query = WorkspaceInstitutionQuery {
        institution_name: Some(typed.trim().to_owned()),
        page: Some(0),
        size: Some(SHOWN as i64),
        ..WorkspaceInstitutionQuery::default()
    };
    match api::institutions::search(workspace, &query).await {
        Ok(page) => page
            .items
            .into_iter()
            .map(|i| Named {
                kind: RecordKind::Institution,
                id: i.biz_id,
                name: i.institution_name,
                detail: None,
            })
            .collect(),
        Err(_) => Vec::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn account(id: &str, name: &str, email: &str) -> Account {
        serde_json::from_value(serde_json::json!({
            "bizId": id, "accountEmail": email, "accountName": name,
            "accountPortal": {"code": "TENANT", "value": 1, "label": "Tenant"}
        }))
        .unwrap()
    }

    #[test]
    fn accounts_are_found_by_name_words_or_email() {
        let all = [
            account("a1", "Amelia Tan", "amelia.tan@portal.test"),
            account("a2", "Élif Yılmaz", "elif.yilmaz@portal.test"),
        ];
        let ids = |typed: &str| -> Vec<String> {
            matching_accounts(&all, typed)
                .into_iter()
                .map(|n| n.id)
                .collect()
        };
        assert_eq!(ids("amelia.tan@portal.test"), ["a1"]);
        assert_eq!(ids("tan amel"), ["a1"]);
        assert_eq!(ids("elif"), ["a2"]);
        assert!(ids("portal").is_empty(), "the shared domain finds no one");
        assert!(ids("a").is_empty(), "one letter is too little");
    }
}
