/**
 * @file-browser/feature-files: the files screen: breadcrumbs, the virtualised listing with
 * its selection rules, keyboard shortcuts, header actions and prompts.
 */
export { errorKeyFor } from './lib/listing/error-key';
export { isComplete, resourceQuery, useResource } from './lib/listing/use-resource';
export { FilesScreen } from './lib/screen/files-screen';
export type { FilesScreenProps } from './lib/screen/files-screen';
export type { FilesPrompt } from './lib/shared/files-context';
export { FILES_KEYS, actionForKey } from './lib/keyboard/key-map';
export type { FilesAction, KeyBinding } from './lib/keyboard/key-map';
export type { LeaveRequest } from './lib/viewer/viewer-props';
