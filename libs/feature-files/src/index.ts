/**
 * @file-browser/feature-files: the files screen: breadcrumbs, the virtualised listing with
 * its selection rules, keyboard shortcuts, header actions and prompts.
 */

/** The query that loads a folder or file (`resourceQuery` for prefetching), cancelled on a new path. */
export { resourceQuery, useResource } from './lib/listing/use-resource';
/** The whole files screen for a path: listing, prompts, viewer, editor and shell. */
export { FilesScreen } from './lib/screen/files-screen';
/** Props of {@link FilesScreen}. */
export type { FilesScreenProps } from './lib/screen/files-screen';
/** A prompt the screen can open on arrival (e.g. `newDir` from the sidebar). */
export type { FilesPrompt } from './lib/shared/files-context';
/** A navigation the app holds back while the editor has unsaved changes. */
export type { LeaveRequest } from './lib/viewer/viewer-props';
