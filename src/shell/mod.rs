//! The app's frame: header, side navigation, main area, and the header's controls.

mod app_layout;
mod command_palette;
mod header;
mod side_nav;
mod user_menu;
mod workspace_layout;
mod workspace_not_found;

pub use app_layout::AppLayout;
pub use command_palette::CommandPalette;
pub use header::Header;
pub use side_nav::SideNav;
pub use user_menu::UserMenu;
pub use workspace_layout::WorkspaceLayout;
