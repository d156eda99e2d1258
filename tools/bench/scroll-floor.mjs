// The floor pages of P7 (browser-bench.mjs): what the same Chromium does for the same scroll
// with the least work, to tell how much of the app's long frames is the browser's own.
//   bare:   a hand-written virtual list (plain DOM, no React, no library) of the app's rows:
//           the app's stylesheets and one real row's markup, only the rows in view (+ OVERSCAN)
//           in the DOM, absolutely positioned in a container as tall as all rows, the same
//           row elements reused and only their text changed on scroll.
//   static: the same row markup already laid out in flow, as many rows as the scroll passes
//           over, and no script on scroll: raster, compositing and paint alone (of a long
//           page: measured slower than the bare list, whose DOM stays a few rows).
// Both are served on the app's origin (so the stylesheets' relative URLs resolve) through
// Playwright's request interception; the server never sees the floor page's URL.

/** Rows drawn above and below the window: small, as a hand-written list would have. */
const OVERSCAN = 2;

/**
 * What a floor page needs from the app's rendered listing page (runs in that page): its
 * stylesheets, the <html> attributes (theme), the listing element's own tag and where it sits,
 * and one drawn row's markup and height.
 */
export function captureTemplate() {
  const row = document.querySelector('[data-index] > .fb-listing-item')?.parentElement;
  const listing = row?.closest('.fb-listing');
  if (!row || !listing) throw new Error('no drawn row to copy');
  const box = listing.getBoundingClientRect();
  return {
    links: [...document.styleSheets].flatMap((sheet) => (sheet.href ? [sheet.href] : [])),
    // <style> elements (the startup splash's, any added at run time) have no URL to link.
    inlineCss: [...document.styleSheets]
      .filter((sheet) => !sheet.href)
      .map((sheet) => [...sheet.cssRules].map((rule) => rule.cssText).join('\n')),
    htmlAttributes: [...document.documentElement.attributes].map((a) => [a.name, a.value]),
    // The listing without its children: its classes select the list layout of the rows.
    listingTag: listing.cloneNode(false).outerHTML,
    listingBox: { left: box.left, top: box.top + window.scrollY, width: box.width },
    rowHtml: row.outerHTML,
    rowHeight: row.getBoundingClientRect().height,
  };
}

/** The floor page's HTML: the app's styles and an empty listing where the app's sits. */
export function floorPage(kind, template, options) {
  const { links, inlineCss, htmlAttributes, listingTag, listingBox } = template;
  const escape = (text) => text.replaceAll('&', '&amp;').replaceAll('"', '&quot;');
  const attributes = htmlAttributes.map(([name, value]) => `${name}="${escape(value)}"`);
  // The app's shell (header, sidebar) is left out: the listing alone, at the app's x and width.
  const place =
    `position:relative;margin:${listingBox.top}px 0 0 ${listingBox.left}px;` +
    `width:${listingBox.width}px`;
  const listing = listingTag.replace(/^<div /, `<div style="${place}" `);
  const script = kind === 'bare' ? bareList : staticList;
  return `<!doctype html>
<html ${attributes.join(' ')}>
<head>
<meta charset="utf-8">
${links.map((href) => `<link rel="stylesheet" href="${escape(href)}">`).join('\n')}
${inlineCss.map((css) => `<style>${css}</style>`).join('\n')}
</head>
<body>
${listing}
<script>(${script.toString()})(${JSON.stringify({ ...options, rowHtml: template.rowHtml, rowHeight: template.rowHeight, overscan: OVERSCAN })});</script>
</body>
</html>`;
}

// The two page scripts below run in the floor page (serialised with toString), so they may
// use only their argument. Names are generate-folder.mjs's; sizes its files' byte counts.

/** The bare list: a pool of row elements moved and retexted on every scroll event. */
function bareList({ count, extensions, rowHtml, rowHeight, overscan }) {
  const listing = document.querySelector('.fb-listing');
  listing.style.height = `${count * rowHeight}px`;
  const holder = document.createElement('div');
  holder.innerHTML = rowHtml;
  const template = holder.firstElementChild;
  // Distinct slots for every row of the widest range the window can show.
  const poolSize = Math.ceil(innerHeight / rowHeight) + 1 + 2 * overscan;
  const slots = [];
  for (let slot = 0; slot < poolSize; slot++) {
    const row = template.cloneNode(true);
    row.style.cssText = 'position:absolute;left:0;right:0;top:0';
    listing.append(row);
    slots.push({
      row,
      name: row.querySelector('.fb-listing-item__name').firstChild,
      size: row.querySelector('.fb-listing__size').firstChild,
      index: -1,
    });
  }
  // Read once: reading layout in the scroll handler would force a layout every frame.
  const listingTop = listing.getBoundingClientRect().top + scrollY;
  const update = () => {
    const first = Math.max(0, Math.floor((scrollY - listingTop) / rowHeight) - overscan);
    const last = Math.min(
      count - 1,
      Math.floor((scrollY + innerHeight - listingTop) / rowHeight) + overscan,
    );
    for (let index = first; index <= last; index++) {
      const slot = slots[index % poolSize];
      if (slot.index === index) continue;
      slot.index = index;
      slot.row.style.top = `${index * rowHeight}px`;
      slot.row.dataset.index = String(index);
      slot.name.data = `file-${String(index).padStart(6, '0')}${extensions[index % extensions.length]}`;
      slot.size.data = `${`content of file ${index}\n`.length} B`;
    }
  };
  update();
  addEventListener('scroll', update, { passive: true });
}

/** The static page: `rows` copies of the row in flow, built once at load. */
function staticList({ rows, extensions, rowHtml }) {
  const listing = document.querySelector('.fb-listing');
  const holder = document.createElement('div');
  holder.innerHTML = rowHtml;
  const template = holder.firstElementChild;
  const all = document.createDocumentFragment();
  for (let index = 0; index < rows; index++) {
    const row = template.cloneNode(true);
    row.dataset.index = String(index);
    row.querySelector('.fb-listing-item__name').firstChild.data =
      `file-${String(index).padStart(6, '0')}${extensions[index % extensions.length]}`;
    all.append(row);
  }
  listing.append(all);
}
