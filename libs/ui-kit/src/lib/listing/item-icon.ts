import {
  mdiFile,
  mdiFileDocumentOutline,
  mdiFileImage,
  mdiFileMusic,
  mdiFilePdfBox,
  mdiFileVideo,
  mdiFolder,
  mdiLinkOff,
} from '@mdi/js';

const byType: Record<string, string> = {
  image: mdiFileImage,
  video: mdiFileVideo,
  audio: mdiFileMusic,
  text: mdiFileDocumentOutline,
  textImmutable: mdiFileDocumentOutline,
  pdf: mdiFilePdfBox,
  invalid_link: mdiLinkOff,
};

/** The icon path for an entry of the given server `type` (`image`, `video`, `invalid_link`…). */
export function itemIcon(isDir: boolean, type: string | undefined): string {
  if (isDir) return mdiFolder;
  return (type === undefined ? undefined : byType[type]) ?? mdiFile;
}

/** Lower-cased extension with its dot, or the whole name when there is none (upstream's data-ext). */
export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return (dot === -1 ? name : name.slice(dot)).toLowerCase();
}
