// The API smoke tests run against the built server on each Node of the matrix: what a user does
// first (log in, list, upload, download, share, search), as real HTTP requests. Every step that
// touches the database (users, shares, the search index in its worker thread) goes through
// better-sqlite3, the native part built per Node version; a thumbnail goes through sharp, whose
// binary is Node-API and meant to load in every version.
import sharp from 'sharp';

/** Throws when `actual` is not `expected`, naming the step. */
function expectEqual(step, actual, expected) {
  if (actual !== expected) {
    throw new Error(`${step}: expected ${JSON.stringify(expected)}, got ${JSON.stringify(actual)}`);
  }
}

/** Runs the smoke tests against `url`, logging in as `admin` with `password`; throws on the first failure. */
export async function smoke(url, password, label) {
  const wrong = await fetch(`${url}/api/login`, {
    method: 'POST',
    body: JSON.stringify({ username: 'admin', password: `${password}-wrong` }),
  });
  expectEqual('login with a wrong password', wrong.status, 403);

  const login = await fetch(`${url}/api/login`, {
    method: 'POST',
    body: JSON.stringify({ username: 'admin', password }),
  });
  expectEqual('login', login.status, 200);
  const token = await login.text();
  expectEqual('login answers a JWT (three dot-separated parts)', token.split('.').length, 3);
  const call = (method, path, body) =>
    fetch(`${url}${path}`, { method, body, headers: { 'X-Auth': token } });

  const anonymous = await fetch(`${url}/api/resources/`);
  expectEqual('listing without a token', anonymous.status, 401);

  const content = `hello from the Node ${label} check\n`;
  expectEqual('create a folder', (await call('POST', '/api/resources/docs/')).status, 200);
  const upload = await call('POST', '/api/resources/docs/greeting.txt', content);
  expectEqual('upload', upload.status, 200);
  expectEqual(
    'upload answers an ETag',
    /^"[0-9a-f]+"$/.test(upload.headers.get('etag') ?? ''),
    true,
  );
  const again = await call('POST', '/api/resources/docs/greeting.txt', 'other');
  expectEqual('upload onto an existing file without override', again.status, 409);

  const listing = await call('GET', '/api/resources/docs/');
  expectEqual('list', listing.status, 200);
  const { items, numFiles } = await listing.json();
  expectEqual('list counts the file', numFiles, 1);
  const item = items.find((entry) => entry.name === 'greeting.txt');
  expectEqual('list shows the upload with its size', item?.size, Buffer.byteLength(content));

  const download = await call('GET', '/api/raw/docs/greeting.txt');
  expectEqual('download', download.status, 200);
  expectEqual('download gives what was uploaded', await download.text(), content);

  // Made here (this process runs the workspace's Node), shrunk there by the server's sharp.
  const picture = await sharp({
    create: { width: 512, height: 384, channels: 3, background: '#3366cc' },
  })
    .png()
    .toBuffer();
  expectEqual(
    'upload a picture',
    (await call('POST', '/api/resources/docs/picture.png', picture)).status,
    200,
  );
  const thumb = await call('GET', '/api/preview/thumb/docs/picture.png');
  expectEqual('thumbnail', thumb.status, 200);
  const { format, width, height } = await sharp(Buffer.from(await thumb.arrayBuffer())).metadata();
  expectEqual(
    'the thumbnail is a 256×256 JPEG',
    `${format} ${String(width)}×${String(height)}`,
    'jpeg 256×256',
  );

  const share = await call('POST', '/api/share/docs/greeting.txt', '{}');
  expectEqual('share', share.status, 200);
  const { hash, path } = await share.json();
  expectEqual('share answers its path', path, '/docs/greeting.txt');
  const shared = await fetch(`${url}/api/public/dl/${hash}`);
  expectEqual('download through the share link, without a login', shared.status, 200);
  expectEqual('the share link gives the file', await shared.text(), content);
  const shares = await (await call('GET', '/api/shares')).json();
  expectEqual('the share is stored', shares.filter((entry) => entry.hash === hash).length, 1);

  // The index catches up with a new file in the background; until it has, the answer is allowed
  // to lack it, so the search is repeated for a while.
  const expected = JSON.stringify({ dir: false, path: 'docs/greeting.txt' });
  let lines = [];
  for (const deadline = Date.now() + 20_000; Date.now() < deadline;) {
    const search = await call('GET', '/api/search/?query=greeting');
    expectEqual('search', search.status, 200);
    lines = (await search.text()).split('\n').filter((line) => line !== '');
    if (lines.includes(expected)) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`search: expected a line ${expected}, got ${JSON.stringify(lines)}`);
}
