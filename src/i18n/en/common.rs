//! English texts of shared words.

use crate::i18n::CommonKey;

/// The English text of `key`. The match is exhaustive on purpose: a new key without a
/// text here does not build.
pub fn text(key: CommonKey) -> &'static str {
    match key {
        CommonKey::Cancel => "Cancel",
        CommonKey::CharacterCount => "{count}/{max} characters",
        CommonKey::Dismiss => "Dismiss",
        CommonKey::GoToStart => "Go to the start page",
        CommonKey::InvalidEmail => "Enter a valid email address, like name@example.com.",
        CommonKey::Loading => "Loading…",
        CommonKey::No => "No",
        CommonKey::NoItems => "None",
        CommonKey::NotFoundBody => "The address may be mistyped, or the page may have moved.",
        CommonKey::NotFoundTitle => "Page not found",
        CommonKey::NotSet => "Not set",
        CommonKey::ProductName => "Portal",
        CommonKey::SkipToContent => "Skip to main content",
        CommonKey::TimeZone => "Time zone",
        CommonKey::TimeZoneChosen => "Chosen: {zone}",
        CommonKey::TimeZoneMatches => "Matches: {count}. Choose one below.",
        CommonKey::TimeZoneNoMatch => "No time zone matches this search.",
        CommonKey::TimeZoneRequired => "Choose a time zone.",
        CommonKey::TimeZoneSearchHint => {
            "Type a city, region or offset such as UTC+8, then choose a zone."
        }
        CommonKey::TimeZoneSuggestions => "Matching time zones",
        CommonKey::TimeZonesUnavailable => "Time zones could not be loaded.",
        CommonKey::TooLong => "Too long: {count} characters. Use at most {max}.",
        CommonKey::TryAgain => "Try again",
        CommonKey::Yes => "Yes",
        CommonKey::PageOf => "Page {page} of {pages}",
        CommonKey::PreviousPage => "Previous page",
        CommonKey::NextPage => "Next page",
        CommonKey::Pagination => "Pages",
        CommonKey::PastLastPage => "Nothing on this page",
        CommonKey::PastLastPageBody => "The list has fewer pages than this address asks for.",
        CommonKey::FirstPage => "Go to the first page",
        CommonKey::ExportCsv => "Export to CSV",
        CommonKey::Country => "Country",
        CommonKey::CountryChosen => "Chosen: {country}",
        CommonKey::CountryMatches => "Matches: {count}. Choose one below.",
        CommonKey::CountryNoMatch => "No country matches this search.",
        CommonKey::CountrySearchHint => {
            "Search by name, code or dialling code, e.g. Singapore, SG or +65."
        }
        CommonKey::CountrySuggestions => "Matching countries",
        CommonKey::CountriesUnavailable => "Countries could not be loaded.",
        CommonKey::RetryingIn => "Trying again in {seconds} s…",
    }
}
