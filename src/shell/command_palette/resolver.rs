//! Which record a pasted identifier names: each kind's read asked, a few at a time, in this
//! workspace, then in the person's other workspaces when none here answers.

use futures::stream::{self, StreamExt};
use serde_json::{Map, Value};

use crate::api::records::find_in;
use crate::api::ApiError;
use crate::registry::RecordKind;

/// How many reads are in flight at once.
const AT_ONCE: usize = 4;
/// How many other workspaces are asked at most, in the order the person has them.
const OTHER_WORKSPACES: usize = 8;

/// A record the identifier names.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Found {
    /// What it is.
    pub kind: RecordKind,
    /// Where it lives.
    pub workspace: String,
}

/// What asking found: the records, and whether some reads failed otherwise than by saying
/// "no such record" (unreachable, timed out), so a miss is not certain.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Answer {
    /// The records found, in the order asked.
    pub found: Vec<Found>,
    /// Whether a read could not tell.
    pub unsure: bool,
}

/// One read's reply: the record's fields, none, or why it could not tell.
type Reply = Result<Option<Map<String, Value>>, ApiError>;

/// The reads of `id` to ask: every checked kind in `kinds_order` (positions into
/// [`RecordKind::CHECKED`]) in each workspace of `workspaces`.
fn reads(workspaces: &[String], kinds_order: &[usize]) -> Vec<(String, RecordKind)> {
    workspaces
        .iter()
        .flat_map(|w| {
            kinds_order
                .iter()
                .map(move |&k| (w.clone(), RecordKind::CHECKED[k]))
        })
        .collect()
}

/// Asks `reads` for `id`, [`AT_ONCE`] at a time, in order; once `wanted` turns false (new
/// typing) no further read starts and what came back is dropped.
async fn ask(id: &str, reads: Vec<(String, RecordKind)>, wanted: &impl Fn() -> bool) -> Answer {
    let answers: Vec<Option<(Found, Reply)>> = stream::iter(reads)
        .map(|(workspace, kind)| async move {
            if !wanted() {
                return None;
            }
            let result = find_in(&workspace, kind, id).await;
            Some((Found { kind, workspace }, result))
        })
        .buffered(AT_ONCE)
        .collect()
        .await;
    let mut answer = Answer::default();
    for (found, result) in answers.into_iter().flatten() {
        match result {
            Ok(Some(_)) => answer.found.push(found),
            Ok(None) => {}
            Err(_) => answer.unsure = true,
        }
    }
    answer
}

/// The records `id` names: asked in `here` first; only when none answers there, in up to
/// [`OTHER_WORKSPACES`] of `others`. `kinds_order` puts the kinds of the area shown first.
pub async fn resolve(
    id: String,
    here: String,
    others: Vec<String>,
    kinds_order: Vec<usize>,
    wanted: impl Fn() -> bool,
) -> Answer {
    let first = ask(&id, reads(&[here], &kinds_order), &wanted).await;
    if !first.found.is_empty() || !wanted() {
        return first;
    }
    let others: Vec<String> = others.into_iter().take(OTHER_WORKSPACES).collect();
    let mut rest = ask(&id, reads(&others, &kinds_order), &wanted).await;
    rest.unsure |= first.unsure;
    rest
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_kind_is_asked_in_each_workspace_in_the_order_given() {
        let asked = reads(&["a".into(), "b".into()], &[2, 0]);
        assert_eq!(
            asked,
            [
                ("a".to_owned(), RecordKind::CHECKED[2]),
                ("a".to_owned(), RecordKind::CHECKED[0]),
                ("b".to_owned(), RecordKind::CHECKED[2]),
                ("b".to_owned(), RecordKind::CHECKED[0]),
            ]
        );
    }
}
