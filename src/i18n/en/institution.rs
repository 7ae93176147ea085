//! English texts of the institutions.

use crate::i18n::InstitutionKey;

/// The English text of `key`. The match is exhaustive on purpose: a new key without a
/// text here does not build.
pub fn text(key: InstitutionKey) -> &'static str {
    match key {
        InstitutionKey::Title => "Institutions",
        InstitutionKey::Intro => "The institutions you can see, oldest first.",
        InstitutionKey::Caption => "Institutions",
        InstitutionKey::Count => "{count} institutions",
        InstitutionKey::EmptyTitle => "No institutions",
        InstitutionKey::EmptyBody => "There are no institutions you can see.",
        InstitutionKey::Name => "Name",
        InstitutionKey::Type => "Type",
        InstitutionKey::Status => "Status",
        InstitutionKey::Identifier => "Identifier",
        InstitutionKey::Created => "Created",
        InstitutionKey::SearchLink => "Search institutions",
        InstitutionKey::OwnLink => "Your institution",
        InstitutionKey::SearchTitle => "Search institutions",
        InstitutionKey::SearchIntro => "Filter the institutions visible from this workspace.",
        InstitutionKey::SearchEmptyBody => "No institution matches these filters.",
        InstitutionKey::NamePart => "Name contains",
        InstitutionKey::AnyType => "Any type",
        InstitutionKey::AnyStatus => "Any status",
        InstitutionKey::Apply => "Apply filters",
        InstitutionKey::Clear => "Clear filters",
        InstitutionKey::TypeService => "Service",
        InstitutionKey::TypeTenant => "Tenant",
        InstitutionKey::TypePartner => "Partner",
        InstitutionKey::TypeConsumer => "Consumer",
        InstitutionKey::StatusPending => "Pending",
        InstitutionKey::StatusReviewing => "Reviewing",
        InstitutionKey::StatusActive => "Active",
        InstitutionKey::StatusRejected => "Rejected",
        InstitutionKey::StatusSuspended => "Suspended",
        InstitutionKey::StatusClosed => "Closed",
        InstitutionKey::OwnTitle => "Your institution",
        InstitutionKey::EditTitle => "Edit institution",
        InstitutionKey::Description => "Description",
        InstitutionKey::Remark => "Remark",
        InstitutionKey::Save => "Save changes",
        InstitutionKey::Saved => "Institution saved",
        InstitutionKey::BackToInstitutions => "Back to institutions",
        InstitutionKey::BadPaging => {
            "This address asks for {size} institutions per page; a page holds 1 to 100."
        }
        InstitutionKey::DefaultPaging => "Show the default page size",
    }
}
