import { crc32 } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { arrangeFiles, openAsAdmin } from './journey-helpers';

/** A zip of `entries` stored uncompressed, in order (an EPUB's `mimetype` must come first). */
function storedZip(entries: Record<string, string>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of Object.entries(entries)) {
    const data = Buffer.from(text);
    const fileName = Buffer.from(name);
    const common = Buffer.alloc(26);
    common.writeUInt16LE(20, 0); // version needed
    common.writeUInt32LE(crc32(data), 10);
    common.writeUInt32LE(data.length, 14);
    common.writeUInt32LE(data.length, 18);
    common.writeUInt16LE(fileName.length, 22);
    const local = Buffer.concat([Buffer.from([0x50, 0x4b, 3, 4]), common, fileName, data]);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4); // version made by
    common.copy(central, 6);
    central.writeUInt32LE(offset, 42);
    centrals.push(central, fileName);
    locals.push(local);
    offset += local.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(entries).length, 8);
  end.writeUInt16LE(Object.keys(entries).length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const chapter = (title: string, body: string) => `<?xml version="1.0" encoding="utf-8"?>
<html xmlns="http://www.w3.org/1999/xhtml"><head><title>${title}</title><link rel="stylesheet" href="book.css"/></head>
<body><h1>${title}</h1><p>${body}</p>
<script>window.parent.document.title = 'book script ran';</script></body></html>`;

/** A two-chapter EPUB 3 book with a stylesheet, whose pages try to run a script. */
const BOOK = storedZip({
  mimetype: 'application/epub+zip',
  'META-INF/container.xml': `<?xml version="1.0"?>
<container version="1.0" xmlns="urn:oasis:names:tc:opendocument:xmlns:container">
  <rootfiles><rootfile full-path="OEBPS/content.opf" media-type="application/oebps-package+xml"/></rootfiles>
</container>`,
  'OEBPS/content.opf': `<?xml version="1.0" encoding="utf-8"?>
<package xmlns="http://www.idpf.org/2007/opf" version="3.0" unique-identifier="id">
  <metadata xmlns:dc="http://purl.org/dc/elements/1.1/">
    <dc:identifier id="id">urn:uuid:5f1c2c9e-0000-4000-8000-000000000029</dc:identifier>
    <dc:title>A Small Book</dc:title><dc:language>en</dc:language>
  </metadata>
  <manifest>
    <item id="nav" href="nav.xhtml" media-type="application/xhtml+xml" properties="nav"/>
    <item id="one" href="one.xhtml" media-type="application/xhtml+xml"/>
    <item id="two" href="two.xhtml" media-type="application/xhtml+xml"/>
    <item id="css" href="book.css" media-type="text/css"/>
  </manifest>
  <spine><itemref idref="one"/><itemref idref="two"/></spine>
</package>`,
  'OEBPS/nav.xhtml': `<?xml version="1.0" encoding="utf-8"?>
<html xmlns="http://www.w3.org/1999/xhtml" xmlns:epub="http://www.idpf.org/2007/ops">
<head><title>Contents</title></head><body><nav epub:type="toc"><ol>
<li><a href="one.xhtml">The Beginning</a></li><li><a href="two.xhtml">The End</a></li>
</ol></nav></body></html>`,
  'OEBPS/one.xhtml': chapter('The Beginning', 'It was a quiet morning in the file browser.'),
  'OEBPS/book.css': 'h1 { color: rgb(150, 30, 30); }',
  'OEBPS/two.xhtml': chapter('The End', 'And the book closed softly.'),
});

test('an EPUB opens in the reader: its chapter, the next page, the contents, no scripts', async ({
  page,
}) => {
  // The reader's chunk (epub.js) loads on first use: slow on a busy machine.
  test.setTimeout(60_000);
  await arrangeFiles(page.request, { 'epub-reader/': null, 'epub-reader/book.epub': BOOK });
  await openAsAdmin(page, '/files/epub-reader/book.epub');

  const pageFrame = page.locator('.fb-epub__book iframe');
  const book = page.frameLocator('.fb-epub__book iframe');
  await expect(book.getByText('It was a quiet morning in the file browser.')).toBeVisible({
    timeout: 20_000,
  });
  // The book's own stylesheet applies (a blob: URL under the app's CSP).
  await expect(book.getByRole('heading', { name: 'The Beginning' })).toHaveCSS(
    'color',
    'rgb(150, 30, 30)',
  );
  const sandbox = (await pageFrame.getAttribute('sandbox')) ?? '';
  expect(sandbox).not.toContain('allow-scripts');

  await page.getByRole('button', { name: 'Next page' }).click();
  await expect(book.getByText('And the book closed softly.')).toBeVisible();
  await page.keyboard.press('ArrowLeft');
  await expect(book.getByText('It was a quiet morning in the file browser.')).toBeVisible();

  await page.getByRole('combobox', { name: 'Contents' }).selectOption({ label: 'The End' });
  await expect(book.getByText('And the book closed softly.')).toBeVisible();
  expect(await page.title()).not.toBe('book script ran');
});

test('a zip named .epub that is no book says so instead of loading for ever', async ({ page }) => {
  await arrangeFiles(page.request, {
    'epub-reader/': null,
    // A zip, but without the container and package of a book.
    'epub-reader/broken.epub': storedZip({ 'readme.txt': 'no book here' }),
  });
  await openAsAdmin(page, '/files/epub-reader/broken.epub');
  await expect(page.getByRole('alert')).toHaveText('This book could not be opened.', {
    timeout: 20_000,
  });
});
