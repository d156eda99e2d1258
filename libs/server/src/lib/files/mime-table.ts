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
  '.xcf': 'image/x-xcf',
  '.hdr': 'image/vnd.radiance',
  '.pjpeg': 'image/jpeg',
};
