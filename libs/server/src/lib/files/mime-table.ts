/**
 * Extension → MIME entries that win over the standard table (mime-db), as upstream's own table
 * does (api-contract §2.2). Only entries that change the detected `type` matter: media the
 * standard table lacks or files as something else. Keys are lower-case and keep their dot.
 * Data, not logic: add a row here to change how an extension is classified.
 */
export const MIME_OVERRIDES: Readonly<Record<string, string>> = {
  // Upstream's table, where clients expect its answer over the standard one.
  '.mkv': 'video/x-matroska',
  '.m4v': 'video/mp4',
  '.opus': 'video/ogg',
  '.m4a': 'audio/mp4',
  '.flac': 'audio/x-flac',
  '.m3u8': 'application/x-mpegURL',
  '.ts': 'video/mp2t',
  '.aac': 'audio/aac',
  '.amr': 'audio/amr',
  '.caf': 'audio/x-caf',
  '.webp': 'image/webp',
  '.epub': 'application/epub+zip',
  // Media the standard table does not know.
  '.ape': 'audio/x-ape',
  '.wv': 'audio/x-wavpack',
  '.dsf': 'audio/x-dsf',
  '.dff': 'audio/x-dff',
  '.ac3': 'audio/ac3',
  '.mp1': 'audio/mpeg',
  '.mka': 'audio/x-matroska',
  '.divx': 'video/x-msvideo',
  '.rm': 'video/vnd.rn-realvideo',
  '.rmvb': 'video/vnd.rn-realvideo',
  '.m2ts': 'video/mp2t',
  '.mts': 'video/mp2t',
  '.cr2': 'image/x-canon-cr2',
  '.cr3': 'image/x-canon-cr3',
  '.nef': 'image/x-nikon-nef',
  '.arw': 'image/x-sony-arw',
  '.orf': 'image/x-olympus-orf',
  '.raf': 'image/x-fuji-raf',
  '.rw2': 'image/x-panasonic-rw2',
  '.nrw': 'image/x-nikon-nrw',
  '.pef': 'image/x-pentax-pef',
  '.srw': 'image/x-samsung-srw',
  '.srf': 'image/x-sony-srf',
  '.sr2': 'image/x-sony-sr2',
  '.rwl': 'image/x-leica-rwl',
  '.3fr': 'image/x-hasselblad-3fr',
  '.erf': 'image/x-epson-erf',
  '.iiq': 'image/x-phaseone-iiq',
  '.mef': 'image/x-mamiya-mef',
  '.xcf': 'image/x-xcf',
  '.hdr': 'image/vnd.radiance',
  '.pjpeg': 'image/jpeg',
};

/**
 * Types a browser runs (scripts, WebAssembly) or renders as a document that can run or pull in
 * script (HTML, XHTML, XML with its stylesheets, XSLT): a user file of one of these is never
 * sent inline under it, but as `text/plain` (issue 27 item 5). The JavaScript entries are the
 * WHATWG "JavaScript MIME type essence matches", module scripts included; any other `+xml` type
 * but SVG counts too (`isActiveType` in `send-file.ts`). SVG keeps its type, for `<img>`, under a sandbox.
 */
export const ACTIVE_TYPES: ReadonlySet<string> = new Set([
  'application/ecmascript',
  'application/javascript',
  'application/x-ecmascript',
  'application/x-javascript',
  'text/ecmascript',
  'text/javascript',
  'text/javascript1.0',
  'text/javascript1.1',
  'text/javascript1.2',
  'text/javascript1.3',
  'text/javascript1.4',
  'text/javascript1.5',
  'text/jscript',
  'text/livescript',
  'text/x-ecmascript',
  'text/x-javascript',
  'application/wasm',
  'text/html',
  'application/xhtml+xml',
  'text/xml',
  'application/xml',
  'text/xsl',
]);
