//! Keys of shared words texts.

/// Shared words: buttons, states, validation, time zones.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum CommonKey {
    /// Cancel
    Cancel,
    /// {count}/{max} characters
    CharacterCount,
    /// Dismiss
    Dismiss,
    /// Go to the start page
    GoToStart,
    /// Enter a valid email address, like name@example.com.
    InvalidEmail,
    /// Loading…
    Loading,
    /// No
    No,
    /// None
    NoItems,
    /// The address may be mistyped, or the page may have moved.
    NotFoundBody,
    /// Page not found
    NotFoundTitle,
    /// Not set
    NotSet,
    /// Portal
    ProductName,
    /// Skip to main content
    SkipToContent,
    /// Time zone
    TimeZone,
    /// Chosen: {zone}
    TimeZoneChosen,
    /// Matches: {count}. Choose one below.
    TimeZoneMatches,
    /// No time zone matches this search.
    TimeZoneNoMatch,
    /// Choose a time zone.
    TimeZoneRequired,
    /// Type a city, region or offset such as UTC+8, then choose a zone.
    TimeZoneSearchHint,
    /// Matching time zones
    TimeZoneSuggestions,
    /// Time zones could not be loaded.
    TimeZonesUnavailable,
    /// Too long: {count} characters. Use at most {max}.
    TooLong,
    /// Try again
    TryAgain,
    /// Yes
    Yes,
    /// Page {page} of {pages}
    PageOf,
    /// Previous page
    PreviousPage,
    /// Next page
    NextPage,
    /// Pages
    Pagination,
    /// Nothing on this page
    PastLastPage,
    /// The list has fewer pages than this address asks for.
    PastLastPageBody,
    /// Go to the first page
    FirstPage,
    /// This address's filters can't be used
    BadFilters,
    /// The server refused the filters or sort in this address, perhaps from an old or edited link.
    BadFiltersBody,
    /// Show the whole list
    ShowWholeList,
    /// Export page to CSV
    ExportCsv,
    /// Export all matching rows to CSV
    ExportAllCsv,
    /// Reading rows for the CSV: {read} of {total}…
    ExportReading,
    /// Some rows could not be read, so no CSV was made. Try again.
    ExportFailed,
    /// The CSV holds the first {read} of {total} matching rows.
    ExportCapped,
    /// {column} currency
    CsvCurrency,
    /// Country
    Country,
    /// Chosen: {country}
    CountryChosen,
    /// Matches: {count}. Choose one below.
    CountryMatches,
    /// No country matches this search.
    CountryNoMatch,
    /// Search by name, code or dialling code, e.g. Singapore, SG or +65.
    CountrySearchHint,
    /// Matching countries
    CountrySuggestions,
    /// Countries could not be loaded.
    CountriesUnavailable,
    /// Choose a time zone from the matches shown as you type.
    TimeZoneNotChosen,
    /// Choose a country from the matches shown as you type.
    CountryNotChosen,
    /// Leave without saving?
    UnsavedTitle,
    /// Your changes on this page are not saved. Leave and lose them?
    UnsavedIntro,
    /// Leave
    UnsavedLeave,
    /// Stay
    UnsavedStay,
    /// Saved filters
    SavedFilters,
    /// No saved filters yet.
    SavedFiltersNone,
    /// Name for the current filters
    SavedFilterName,
    /// Save filters
    SaveFilters,
    /// Delete
    SavedFilterDelete,
    /// Delete saved filters “{name}”
    SavedFilterDeleteOf,
    /// Delete saved filters
    SavedFilterDeleteTitle,
    /// Delete the saved filters “{name}”? The list itself does not change.
    SavedFilterDeleteIntro,
    /// Filters saved as “{name}”.
    SavedFilterSaved,
    /// Saved filters “{name}” deleted.
    SavedFilterDeleted,
    /// Enter a name for these filters.
    SavedFilterNameRequired,
    /// Saved filters named “{name}” already exist. Choose another name, or delete those first.
    SavedFilterNameTaken,
    /// This list keeps at most {max} saved filter sets. Delete one first.
    SavedFiltersFull,
    /// Nothing to save: set a filter or a sort first.
    SavedFiltersNothing,
    /// Trying again in {seconds} s…
    RetryingIn,
    /// What you had typed here is back in the form.
    FormBack,
    /// This had already been deleted elsewhere.
    AlreadyDeleted,
    /// Added elsewhere ({count})
    AddedElsewhere,
    /// Removed elsewhere ({count})
    RemovedElsewhere,
    /// Matches: {count}. The first {shown} are listed below: type more to narrow them.
    ManyMatches,
    /// Finish the date (day, month and year) or clear it.
    DateUnfinished,
    /// First page
    PagerFirst,
    /// Last page
    PagerLast,
    /// Go to page
    PagerJump,
    /// Go
    PagerGo,
    /// Type a page from 1 to {pages}.
    PagerOutOfRange,
}
