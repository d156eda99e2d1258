/**
 * @file-browser/ui-kit: presentational React components (props in, callbacks out, labels as
 * props) and the CSS design tokens. Importing this module loads the tokens: light on `:root`,
 * dark when `<html>` has the class `dark`.
 */
import './lib/theme/tokens.css';

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
/** The login form: logo, title, error, username, password, submit. */
export { LoginCard } from './lib/login-card/login-card';
/** Props of {@link LoginCard} and the credentials it submits. */
export type { LoginCardProps, LoginCredentialsInput } from './lib/login-card/login-card';
/** A folder listing table (name, size, modified) with an empty-folder message. */
export { FileList } from './lib/file-list/file-list';
/** Props of {@link FileList} and its row model. */
export type { FileListItem, FileListProps } from './lib/file-list/file-list';
