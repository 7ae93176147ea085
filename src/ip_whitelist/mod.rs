//! Security settings of the workspace: the IP whitelist.

mod elsewhere_notice;
mod entry_messages;
mod ip_whitelist_page;
mod lockout;
mod saving;
mod whitelist_form;

pub use ip_whitelist_page::IpWhitelistPage;
