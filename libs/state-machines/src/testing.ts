/**
 * Test helpers for other projects' tests, kept out of the main entry
 * (`@file-browser/state-machines/testing`).
 */

/** A hand-driven upload engine for the upload queue: progress, failures, drain and aborts. */
export { fakeUploadEngine } from './testing/fake-upload-engine';
/** A file of an upload batch, uploading, `percent` done (for the engine's `active` list). */
export { activeItem } from './testing/fake-upload-engine';
