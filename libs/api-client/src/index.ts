/**
 * @file-browser/api-client: a typed client for the File Browser v2 HTTP API, for browsers and
 * Node 20+. ESM, no React, no globals: the base URL, token storage, fetch and WebSocket are
 * passed in (or the platform's are used).
 */
export { createApiClient, createClient } from './lib/api-client';
export type { ApiClient } from './lib/api-client';
export type {
  CallOptions,
  ClientOptions,
  TokenStorage,
  WebSocketConstructor,
  WebSocketLike,
} from './lib/options';
export { memoryStorage } from './lib/options';
/** @deprecated Use {@link ClientOptions}. */
export type { ClientOptions as ApiClientOptions } from './lib/options';
export { ApiError, isCancelled, NO_CONNECTION } from './lib/api-error';
export { encodePath } from './lib/encode-path';
export { encodeDestination, encodeFiles, sortOrderOf, wireSorting } from './lib/quirks';
export type { SortOrder } from './lib/quirks';
export type { UploadBody } from './lib/upload-body';
export type {
  PageOptions,
  PagesOptions,
  TransferOptions,
  UploadOptions,
} from './lib/calls/resources';
export type { ReauthOptions } from './lib/calls/users';
export type { PublicShareOptions, ShareOptions, SharePageOptions } from './lib/calls/shares';
export type { CommandResult, CommandSession } from './lib/calls/command';
export type { SearchOptions } from './lib/calls/search';
export type { TusOffset } from './lib/calls/tus';
export type { DownloadOptions, PublicDownloadOptions } from './lib/calls/urls';
export { isListing, minimumPasswordLength } from '@file-browser/api-contract';
export type {
  FileInfo,
  Listing,
  ListingPage,
  PublicShare,
  PublicSettings,
  PublicSharePage,
  Resource,
  SearchResult,
  Settings,
  Share,
  User,
  UserData,
} from '@file-browser/api-contract';
