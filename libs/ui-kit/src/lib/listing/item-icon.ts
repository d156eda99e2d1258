import {
  mdiFile,
  mdiFileCode,
  mdiFileDocumentOutline,
  mdiFileImage,
  mdiFileMusic,
  mdiFilePdfBox,
  mdiFileTable,
  mdiFileVideo,
  mdiFolder,
  mdiFolderZip,
  mdiLinkOff,
} from '@mdi/js';

/** What an entry's icon shows; also its row's `data-kind`, for tests and custom CSS. */
export type ItemKind =
  | 'folder'
  | 'invalid_link'
  | 'image'
  | 'video'
  | 'audio'
  | 'pdf'
  | 'archive'
  | 'spreadsheet'
  | 'code'
  | 'text'
  | 'file';

const ICONS: Record<ItemKind, string> = {
  folder: mdiFolder,
  invalid_link: mdiLinkOff,
  image: mdiFileImage,
  video: mdiFileVideo,
  audio: mdiFileMusic,
  pdf: mdiFilePdfBox,
  archive: mdiFolderZip,
  spreadsheet: mdiFileTable,
  code: mdiFileCode,
  text: mdiFileDocumentOutline,
  file: mdiFile,
};

/** Kinds the server's type settles on its own: it looked at the bytes (`.ts` video or code). */
const MEDIA_TYPES = new Set(['image', 'video', 'audio', 'pdf', 'invalid_link']);

/** `[".ext", kind]` pairs for a space-separated list of extensions. */
const extensions = (kind: ItemKind, list: string) =>
  list.split(' ').map((ext) => [`.${ext}`, kind] as const);

/** Kinds the server has no type for, told by the extension (lower case, with its dot). */
const BY_EXTENSION = new Map<string, ItemKind>([
  ...extensions('archive', 'zip tar gz tgz bz2 tbz2 xz txz zst lz4 lzma br sz 7z rar cab iso'),
  ...extensions('archive', 'jar war deb rpm apk'),
  ...extensions('spreadsheet', 'xlsx xls xlsm ods csv tsv numbers'),
  ...extensions('audio', 'mp3 flac wav ogg oga m4a aac wma aiff mid midi'),
  ...extensions('code', 'ts tsx mts cts js jsx mjs cjs py go rs c h cc cpp hpp cs java kt'),
  ...extensions('code', 'kts scala swift rb php pl lua r dart zig hs ex exs erl clj ml fs'),
  ...extensions('code', 'vue svelte html htm css scss less sql graphql proto tf nix'),
  ...extensions('code', 'json jsonc json5 yaml yml toml ini xml sh bash zsh fish ps1 bat'),
  ...extensions('code', 'cmd gradle diff patch'),
]);

/** Files known by their whole name (lower case), not an extension. */
const BY_NAME = new Map<string, ItemKind>([
  ['makefile', 'code'],
  ['dockerfile', 'code'],
  ['cmakelists.txt', 'code'],
]);

/**
 * What an entry is, for its icon: the server's type for folders, broken links and media (it
 * read the bytes when the name could mislead), else archives, spreadsheets, audio and code by
 * name, else a text document or a plain file.
 */
export function itemKind(isDir: boolean, type: string | undefined, name: string): ItemKind {
  if (isDir) return 'folder';
  if (type !== undefined && MEDIA_TYPES.has(type)) return type as ItemKind;
  const lower = name.toLowerCase();
  const byName = BY_NAME.get(lower) ?? BY_EXTENSION.get(extensionOf(lower));
  if (byName) return byName;
  return type === 'text' || type === 'textImmutable' ? 'text' : 'file';
}

/** The icon path for an entry's {@link ItemKind}. */
export function itemIcon(kind: ItemKind): string {
  return ICONS[kind];
}

/** Lower-cased extension with its dot, or the whole name when there is none (upstream's data-ext). */
export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return (dot === -1 ? name : name.slice(dot)).toLowerCase();
}
