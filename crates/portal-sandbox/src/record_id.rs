//! The business id a path names, extracted for one kind of record, with that kind's answer
//! when the path does not decode.

use std::marker::PhantomData;

use axum::extract::{FromRequestParts, Path};
use axum::http::request::Parts;
use serde::de::DeserializeOwned;

use crate::envelope::ApiError;

/// A kind of record a path names by id.
pub trait Record {
    /// The answer to an id that names no such record; a path that does not decode gets it
    /// too, since it names none.
    fn unknown() -> ApiError;
}

/// The id (or, with `T`, the ids) in the path of a record of kind `R`.
#[derive(Debug)]
pub struct RecordId<R, T = String>(pub T, pub PhantomData<R>);

impl<S: Send + Sync, R: Record, T: DeserializeOwned + Send> FromRequestParts<S> for RecordId<R, T> {
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut Parts, state: &S) -> Result<Self, ApiError> {
        let Path(id) = Path::<T>::from_request_parts(parts, state)
            .await
            .map_err(|_| R::unknown())?;
        Ok(Self(id, PhantomData))
    }
}

/// Declares `$kind`, a [`Record`] whose unknown id answers 404 `RESOURCE.NOT_FOUND`
/// "`$what` not found".
macro_rules! not_found_record {
    ($(#[$doc:meta])* $kind:ident, $what:expr) => {
        $(#[$doc])*
        #[derive(Debug)]
        pub enum $kind {}

        impl $crate::record_id::Record for $kind {
            fn unknown() -> $crate::envelope::ApiError {
                $crate::not_found::not_found($what)
            }
        }
    };
}
pub(crate) use not_found_record;

#[cfg(test)]
mod tests {
    use axum::body::{to_bytes, Body};
    use axum::http::{Request, StatusCode};
    use axum::routing::get;
    use axum::Router;
    use tower::ServiceExt;

    use super::*;

    not_found_record!(
        /// Things, by id.
        Things,
        "Thing"
    );

    async fn answer(uri: &str) -> (StatusCode, String) {
        let app = Router::new().route(
            "/things/{id}",
            get(|RecordId(id, ..): RecordId<Things>| async move { id }),
        );
        let response = app
            .oneshot(Request::get(uri).body(Body::empty()).unwrap())
            .await
            .unwrap();
        let status = response.status();
        let body = to_bytes(response.into_body(), usize::MAX).await.unwrap();
        (status, String::from_utf8_lossy(&body).into_owned())
    }

    #[tokio::test]
    async fn a_decoded_id_is_passed_on() {
        assert_eq!(
            answer("/things/th%201").await,
            (StatusCode::OK, "th 1".to_owned())
        );
    }

    #[tokio::test]
    async fn a_path_that_does_not_decode_answers_as_an_unknown_record() {
        let (status, body) = answer("/things/%FF").await;
        assert_eq!(status, StatusCode::NOT_FOUND);
        assert!(body.contains("RESOURCE.NOT_FOUND"), "{body}");
        assert!(body.contains("Thing not found"), "{body}");
    }
}
