/**
 * @file-browser/ui-kit: presentational React components (props in, callbacks out, labels as
 * props) and the CSS design tokens. Importing this module loads the tokens: light on `:root`,
 * dark with `data-theme="dark"` on `<html>` (or `system` + a dark OS, or the class `dark`).
 */
import './lib/theme/tokens.css';

/** True while the page shows the dark theme (settings or the OS), updated as it changes. */
export { useDarkTheme } from './lib/theme/use-dark-theme';

/** A button with `primary`/`flat` looks and a busy state (spinner + `aria-busy`). */
export { Button } from './lib/button/button';
/** Props of {@link Button}. */
export type { ButtonProps } from './lib/button/button';
/** A progress spinner, announced as a status when labelled. */
export { Spinner } from './lib/spinner/spinner';
/** Props of {@link Spinner}. */
export type { SpinnerProps } from './lib/spinner/spinner';
/** A labelled text input reporting its value through `onChange(value)`, with an error state. */
export { TextField } from './lib/text-field/text-field';
/** Props of {@link TextField}. */
export type { TextFieldProps } from './lib/text-field/text-field';
/** An inline SVG icon from an `@mdi/js` path constant; decorative unless labelled. */
export { Icon } from './lib/icon/icon';
export type { IconProps } from './lib/icon/icon';
/** A round icon button (header action) with an optional count badge. */
export { IconButton } from './lib/icon-button/icon-button';
export type { IconButtonProps } from './lib/icon-button/icon-button';
/** A raised surface with optional title and footer actions. */
export { Card } from './lib/card/card';
export type { CardProps } from './lib/card/card';
/** A labelled checkbox reporting a boolean. */
export { Checkbox } from './lib/checkbox/checkbox';
export type { CheckboxProps } from './lib/checkbox/checkbox';
/** A labelled native select over typed string values. */
export { Select } from './lib/select/select';
export type { SelectOption, SelectProps } from './lib/select/select';
/** A labelled number field reporting numbers or `null`. */
export { NumberInput } from './lib/number-input/number-input';
export type { NumberInputProps } from './lib/number-input/number-input';
/** A password input with valid/invalid colouring. */
export { PasswordField } from './lib/password-field/password-field';
export type { PasswordFieldProps } from './lib/password-field/password-field';
/** The modal dialog frame: focus trap, Escape, initial focus, labelled by its title. */
export { Modal } from './lib/modal/modal';
export type { ModalProps } from './lib/modal/modal';
/** A modal form with cancel and confirm buttons. */
export { Prompt } from './lib/modal/prompt';
export type { PromptProps } from './lib/modal/prompt';
/** The bottom-centre notification stack (newest on top, at most ten) and its list helper. */
export { Toaster, pushToast } from './lib/toast/toaster';
/** One notification of a {@link Toaster}, and the clock its success toasts close by. */
export type { ToastMessage, ToastTimers } from './lib/toast/toast';
export type { ToasterProps } from './lib/toast/toaster';
/** The error page for connection, 403, 404 and internal failures. */
export { ErrorPanel } from './lib/error-panel/error-panel';
export type { ErrorPanelProps } from './lib/error-panel/error-panel';
/** A determinate progress bar: global top bar or per file. */
export { ProgressBar } from './lib/progress-bar/progress-bar';
export type { ProgressBarProps } from './lib/progress-bar/progress-bar';
/** The empty-folder ("lonely") message. */
export { EmptyState } from './lib/empty-state/empty-state';
export type { EmptyStateProps } from './lib/empty-state/empty-state';
/** The path bar: home + at most the last four levels. */
export { IsolatedText } from './lib/isolated-text/isolated-text';
export type { IsolatedTextProps, IsolatedValue } from './lib/isolated-text/isolated-text';
export { Breadcrumbs } from './lib/breadcrumbs/breadcrumbs';
export type { BreadcrumbsProps, Crumb } from './lib/breadcrumbs/breadcrumbs';
/** The listing grid frame (list, mosaic, gallery). */
export { Listing } from './lib/listing/listing';
export type { ListingProps, ListingVariant } from './lib/listing/listing';
/** The sortable header row of the list view (upstream's arrow rules). */
export { ListingHeader } from './lib/listing/listing-header';
export type { ListingHeaderProps, SortField, SortOrder } from './lib/listing/listing-header';
/** One selectable listing entry. */
export { ListingItem } from './lib/listing/listing-item';
export type { ListingItemProps } from './lib/listing/listing-item';
/** The bottom selection bar of narrow screens. */
export { SelectionBar } from './lib/selection-bar/selection-bar';
export type { SelectionBarProps } from './lib/selection-bar/selection-bar';
/** The top bar with menu button, logo, title and actions. */
export { HeaderBar } from './lib/header-bar/header-bar';
export type { HeaderBarProps } from './lib/header-bar/header-bar';
/** The side navigation column, its entries and the disk usage bar. */
export { Sidebar } from './lib/sidebar/sidebar';
export type { SidebarProps } from './lib/sidebar/sidebar';
export { SidebarItem } from './lib/sidebar/sidebar-item';
export type { SidebarItemProps } from './lib/sidebar/sidebar-item';
export { UsageBar } from './lib/sidebar/usage-bar';
export type { UsageBarProps } from './lib/sidebar/usage-bar';
/** The settings pages' navigation. */
export { SideNav } from './lib/side-nav/side-nav';
export type { SideNavItem, SideNavProps } from './lib/side-nav/side-nav';
/** The ⋮ dropdown and the right-click context menu, and one entry of their menus. */
export type { MenuItem } from './lib/dropdown/menu';
export { Dropdown } from './lib/dropdown/dropdown';
export type { DropdownProps } from './lib/dropdown/dropdown';
export { ContextMenu } from './lib/dropdown/context-menu';
export type { ContextMenuProps } from './lib/dropdown/context-menu';
/** The floating upload progress panel. */
export { UploadProgressPanel } from './lib/upload-progress-panel/upload-progress-panel';
export type {
  UploadProgressFile,
  UploadProgressPanelProps,
} from './lib/upload-progress-panel/upload-progress-panel';
/** A QR code (level M) of a link. */
export { QRCode } from './lib/qr-code/qr-code';
export type { QRCodeProps } from './lib/qr-code/qr-code';
/** The password form of a protected share. */
export { PasswordCard } from './lib/password-card/password-card';
export type { PasswordCardProps } from './lib/password-card/password-card';
/** The folder browser of the copy and move prompts. */
export { FolderPicker } from './lib/folder-picker/folder-picker';
export type { FolderPickerProps, PickerFolder } from './lib/folder-picker/folder-picker';
/** The resizable bottom shell frame. */
export { ShellPanel } from './lib/shell-panel/shell-panel';
export type { ShellPanelProps } from './lib/shell-panel/shell-panel';
/** The files screen's keyboard and mouse shortcuts for one view, with OK. */
export { HelpPrompt } from './lib/help-prompt/help-prompt';
export type { HelpPromptProps, HelpView } from './lib/help-prompt/help-prompt';
/** The selection after a click on a listing item (Ctrl/Meta, Shift range, multiple mode). */
export { clickSelection } from './lib/selection/click-selection';
export type { ClickModifiers } from './lib/selection/click-selection';
/** A byte count in binary units with three significant digits (`1.50 KiB`). */
export { formatSize } from './lib/format/format-size';
/**
 * A modified time as "3 days ago" or, with the `dateFormat` preference, the localised date and
 * time; `modifiedFormatter` is the same for one preference, remembering within a minute.
 */
export { formatModified, modifiedFormatter } from './lib/format/format-modified';
/** The question before a share link is deleted, naming its path. */
export { DeleteSharePrompt } from './lib/delete-share-prompt/delete-share-prompt';
export type { DeleteSharePromptProps } from './lib/delete-share-prompt/delete-share-prompt';
/** A ref holding the newest value of a prop, for effects and listeners set up once. */
export { useLatest } from './lib/hooks/use-latest';
