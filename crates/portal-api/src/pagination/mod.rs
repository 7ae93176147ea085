//! The five pagination shapes (PG-A … PG-E), one normalised [`Page`], and the request rules.

mod page;
mod request;
mod shape;
mod shapes;

pub use page::Page;
pub use request::{PageRequest, DEFAULT_SIZE, MAX_SIZE};
pub use shape::PageShape;
pub use shapes::{PgA, PgB, PgBPagination, PgC, PgD, PgDPage, PgE};
