/**
 * @file-browser/feature-files: the files screen: listing, and (in later issues) selection,
 * prompts, search, editor, preview and the upload panel.
 */
export { formatSize } from './lib/format/format-size';
export { errorKeyFor } from './lib/listing/error-key';
export { ListingPage } from './lib/listing/listing-page';
export type { ListingPageProps } from './lib/listing/listing-page';
export { useResource } from './lib/listing/use-resource';
