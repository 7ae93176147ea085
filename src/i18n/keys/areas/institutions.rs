//! Keys of the institution texts.

/// The institution list, the search and the own institution's page.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum InstitutionsKey {
    /// Institutions
    Title,
    /// The institutions you can see, oldest first.
    Intro,
    /// Institutions
    Caption,
    /// {count} institutions
    Count,
    /// No institutions
    EmptyTitle,
    /// There are no institutions you can see.
    EmptyBody,
    /// Name
    Name,
    /// Type
    Type,
    /// Status
    Status,
    /// Identifier
    Identifier,
    /// Created
    Created,
    /// Search institutions
    SearchLink,
    /// Your institution
    OwnLink,
    /// Search institutions
    SearchTitle,
    /// Filter the institutions visible from this workspace.
    SearchIntro,
    /// No institution matches these filters.
    SearchEmptyBody,
    /// Name contains
    NamePart,
    /// Any type
    AnyType,
    /// Any status
    AnyStatus,
    /// Apply filters
    Apply,
    /// Clear filters
    Clear,
    /// Your institution
    OwnTitle,
    /// Edit institution
    EditTitle,
    /// Description
    Description,
    /// Remark
    Remark,
    /// Save changes
    Save,
    /// Institution saved
    Saved,
    /// Back to institutions
    BackToInstitutions,
    /// This address asks for {size} institutions per page; a page holds 1 to 100.
    BadPaging,
    /// Show the default page size
    DefaultPaging,
}
