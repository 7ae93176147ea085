//! The app's frame: header, side navigation, main area, and the header's controls.

mod app_layout;
mod brand;
mod command_palette;
mod header;
mod locale_switcher;
mod logo;
mod menu_button;
mod menu_focus;
mod side_nav;
mod theme;
mod theme_toggle;
mod user_menu;
mod workspace_layout;
mod workspace_not_found;

pub use app_layout::AppLayout;
pub use brand::Brand;
pub use command_palette::CommandPalette;
pub use header::Header;
pub use locale_switcher::LocaleSwitcher;
pub use logo::Logo;
pub use menu_button::{MenuButton, MenuParts};
pub use side_nav::SideNav;
pub use theme::{apply_stored_theme, Theme};
pub use theme_toggle::ThemeToggle;
pub use user_menu::UserMenu;
pub use workspace_layout::WorkspaceLayout;
