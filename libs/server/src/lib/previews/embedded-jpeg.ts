import type { FileHandle, Storage } from '../ports/storage';

/**
 * Camera raw extensions whose preview is the JPEG the camera embedded: TIFF containers (DNG,
 * CR2, NEF, ARW and the rest; ORF and RW2 with their own magic numbers) and Fujifilm's RAF.
 */
export const RAW_EXTENSIONS: ReadonlySet<string> = new Set([
  '.dng',
  '.cr2',
  '.nef',
  '.nrw',
  '.arw',
  '.srf',
  '.sr2',
  '.orf',
  '.rw2',
  '.pef',
  '.srw',
  '.raf',
  '.rwl',
  '.3fr',
  '.erf',
  '.iiq',
  '.mef',
]);

/** IFDs walked at most: a loop of offsets or a hostile file stops here. */
const MAX_IFDS = 64;
/** Entries read per IFD at most (real ones hold tens). */
const MAX_ENTRIES = 512;
/** Bytes read to find a JPEG's frame header (SOFn follows EXIF and tables, well within this). */
const HEADER_PROBE = 256 * 1024;

const TAG = {
  compression: 0x0103,
  orientation: 0x0112,
  stripOffsets: 0x0111,
  stripByteCounts: 0x0117,
  subIFDs: 0x014a,
  jpegOffset: 0x0201,
  jpegLength: 0x0202,
} as const;

type Span = { offset: number; length: number };

/** A little- or big-endian reader over positional reads of an open file. */
class Reader {
  constructor(
    private readonly file: FileHandle,
    readonly size: number,
    private little = true,
  ) {}

  async bytes(offset: number, length: number): Promise<Buffer> {
    const buffer = Buffer.alloc(Math.max(0, Math.min(length, this.size - offset)));
    if (buffer.length > 0) await this.file.read(buffer, 0, buffer.length, offset);
    return buffer;
  }

  setOrder(little: boolean) {
    this.little = little;
  }

  u16(buffer: Buffer, at: number): number {
    return this.little ? buffer.readUInt16LE(at) : buffer.readUInt16BE(at);
  }

  u32(buffer: Buffer, at: number): number {
    return this.little ? buffer.readUInt32LE(at) : buffer.readUInt32BE(at);
  }
}

/** One IFD's values for the tags above (first value of SHORT/LONG entries; all SubIFDs). */
async function readIfd(reader: Reader, offset: number) {
  const head = await reader.bytes(offset, 2);
  if (head.length < 2) return undefined;
  const count = Math.min(reader.u16(head, 0), MAX_ENTRIES);
  const body = await reader.bytes(offset + 2, count * 12 + 4);
  if (body.length < count * 12 + 4) return undefined;
  const values = new Map<number, number>();
  let subIFDs: number[] = [];
  for (let index = 0; index < count; index++) {
    const at = index * 12;
    const tag = reader.u16(body, at);
    const type = reader.u16(body, at + 2);
    const items = reader.u32(body, at + 4);
    // SHORT (3) values sit in the entry's first two bytes; LONG (4) and IFD (13) in four.
    const value = type === 3 ? reader.u16(body, at + 8) : reader.u32(body, at + 8);
    if (tag === TAG.subIFDs && (type === 4 || type === 13)) {
      subIFDs = items === 1 ? [value] : await readLongs(reader, value, Math.min(items, 16));
    } else if (type === 3 || type === 4) values.set(tag, value);
  }
  return { values, subIFDs, next: reader.u32(body, count * 12) };
}

async function readLongs(reader: Reader, offset: number, count: number): Promise<number[]> {
  const buffer = await reader.bytes(offset, count * 4);
  const longs: number[] = [];
  for (let at = 0; at + 4 <= buffer.length; at += 4) longs.push(reader.u32(buffer, at));
  return longs;
}

/** The JPEG spans an IFD points at: the JPEGInterchangeFormat pair, or one JPEG strip. */
function spansOf(values: Map<number, number>): Span[] {
  const spans: Span[] = [];
  const offset = values.get(TAG.jpegOffset);
  const length = values.get(TAG.jpegLength);
  if (offset !== undefined && length !== undefined) spans.push({ offset, length });
  const compression = values.get(TAG.compression);
  const strip = values.get(TAG.stripOffsets);
  const stripLength = values.get(TAG.stripByteCounts);
  if ((compression === 6 || compression === 7) && strip !== undefined && stripLength) {
    spans.push({ offset: strip, length: stripLength });
  }
  return spans;
}

/**
 * Every JPEG span of a TIFF-based raw, from IFD0's chain and the SubIFDs below it, and IFD0's
 * orientation (the camera's, which the embedded JPEGs usually lack).
 */
async function tiffSpans(reader: Reader, header: Buffer) {
  const none = { spans: [] as Span[], orientation: undefined };
  const order = header.toString('latin1', 0, 2);
  if (order !== 'II' && order !== 'MM') return none;
  reader.setOrder(order === 'II');
  // 42 is TIFF; ORF uses 0x4f52 or 0x5352, RW2 0x55.
  if (![42, 0x4f52, 0x5352, 0x55].includes(reader.u16(header, 2))) return none;
  const first = reader.u32(header, 4);
  const queue = [first];
  const seen = new Set<number>();
  const spans: Span[] = [];
  let orientation: number | undefined;
  while (queue.length > 0 && seen.size < MAX_IFDS) {
    const offset = queue.shift() ?? 0;
    if (offset < 8 || offset >= reader.size || seen.has(offset)) continue;
    seen.add(offset);
    const ifd = await readIfd(reader, offset);
    if (!ifd) continue;
    if (offset === first) orientation = ifd.values.get(TAG.orientation);
    spans.push(...spansOf(ifd.values));
    queue.push(...ifd.subIFDs, ifd.next);
  }
  return { spans, orientation };
}

/** Fujifilm's RAF names its JPEG in the header: offset and length, big-endian, at 84 and 88. */
function rafSpans(header: Buffer): Span[] {
  if (header.toString('latin1', 0, 16) !== 'FUJIFILMCCD-RAW ' || header.length < 92) return [];
  return [{ offset: header.readUInt32BE(84), length: header.readUInt32BE(88) }];
}

/**
 * True when the span is a JPEG a browser and sharp decode: it starts with SOI and its frame is
 * baseline, extended or progressive (SOF0–2), not the lossless JPEG of a DNG's sensor data.
 */
async function isViewableJpeg(reader: Reader, span: Span): Promise<boolean> {
  const probe = await reader.bytes(span.offset, Math.min(span.length, HEADER_PROBE));
  if (probe[0] !== 0xff || probe[1] !== 0xd8) return false;
  let at = 2;
  while (at + 4 <= probe.length && probe[at] === 0xff) {
    const marker = probe[at + 1] ?? 0;
    if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker)) {
      return marker <= 0xc2;
    }
    at += 2 + probe.readUInt16BE(at + 2);
  }
  return false;
}

/**
 * The largest viewable JPEG a camera raw file embeds, with the raw's EXIF orientation (1–8)
 * when it has one, or undefined when it has none (or the file is not a raw container it knows,
 * or is cut short). Reads only the IFDs and that JPEG.
 */
export async function embeddedJpeg(
  storage: Storage,
  path: string,
): Promise<{ jpeg: Buffer; orientation: number | undefined } | undefined> {
  const file = await storage.open(path, 'r');
  try {
    const reader = new Reader(file, (await file.stat()).size);
    const header = await reader.bytes(0, 92);
    if (header.length < 8) return undefined;
    const tiff = await tiffSpans(reader, header);
    const spans = [...rafSpans(header), ...tiff.spans]
      .filter((span) => span.length > 0 && span.offset + span.length <= reader.size)
      .sort((a, b) => b.length - a.length);
    for (const span of spans) {
      if (await isViewableJpeg(reader, span)) {
        return {
          jpeg: await reader.bytes(span.offset, span.length),
          orientation: tiff.orientation,
        };
      }
    }
    return undefined;
  } finally {
    await file.close();
  }
}
