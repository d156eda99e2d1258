// The benchmarks of issue 16 as `run-all.mjs` runs them: arguments (full and quick sizes), the
// target, and how a benchmark's JSON result becomes a row of the summary table.

const ms = (value) => `${Math.round(value)} ms`;
const times = (value) => `${value}×`;

/** @type {Array<{id: string, title: string, script: string, full: string[], quick: string[], target: string, summarise: (r: any) => {figure: string, baseline: string, result: string, met: boolean}}>} */
export const BENCHES = [
  {
    id: 'P1',
    title:
      '100k-file folder: whole listing (changed folder); first 200 (changed folder); whole listing again (unchanged)',
    script: 'listing-bench.mjs',
    full: ['--files', '100000', '--runs', '5'],
    quick: ['--files', '5000', '--runs', '3'],
    target: 'whole ≤ 2.0× bare; first page ≤ 1.5× bare page; again ≤ 0.5× bare',
    summarise: (r) => ({
      figure: `${ms(r.apiMedianMs)} (${r.apiItems} items); ${r.pageMedianMs} ms; ${ms(r.repeatMedianMs)} (first page again ${r.repeatPageMedianMs} ms)`,
      baseline: `readdir + lstat of all ${ms(r.bareMedianMs)}; readdir + lstat of ${r.pageSize} ${r.barePageMedianMs} ms`,
      result: `${times(r.ratio)} (floor ${times(r.floorRatio)}); ${times(r.pageRatio)}; ${times(r.repeatRatio)} (page again ${times(r.repeatPageRatio)})`,
      met: r.met.full && r.met.page && r.met.repeat,
    }),
  },
  {
    id: 'P2',
    title: 'search on a 1M-entry tree',
    script: 'search-bench.mjs',
    full: ['--entries', '1000000', '--runs', '7'],
    quick: ['--entries', '50000', '--runs', '3'],
    target: 'full ≤ 0.02× find, first < 50 ms, index ≤ 120 s and ≤ 300 MB',
    summarise: (r) => {
      const worst = Math.max(...r.rows.map((row) => row.ratio));
      // The bare server on the same index (search-sink.mjs): what is left without our layers.
      const bare = Math.max(...r.rows.map((row) => row.bareRatio));
      const first = Math.max(...r.rows.map((row) => row.firstMs));
      const full = Math.max(...r.rows.map((row) => row.fullMs));
      const find = Math.min(...r.rows.map((row) => row.findMs));
      return {
        figure: `full ≤ ${ms(full)}, first ≤ ${ms(first)}; index ${r.buildSeconds} s, ${r.peakRssMb} MB`,
        baseline: `find -iname ≥ ${ms(find)}`,
        result: `worst ${times(worst)} (bare server on the index ${times(bare)})`,
        met: worst <= 0.02 && first < 50 && r.buildSeconds <= 120 && r.peakRssMb <= 300,
      };
    },
  },
  {
    id: 'P3',
    title: '1 GiB upload: tus-js-client; plain POST',
    script: 'upload-bench.mjs',
    full: ['--mib', '1024', '--runs', '3'],
    quick: ['--mib', '128', '--runs', '2'],
    target: '≥ 0.6× / ≥ 0.7× cp; memory growth < 100 MB',
    summarise: (r) => ({
      figure: `tus ${r.seconds.tus.toFixed(2)} s, POST ${r.seconds.post.toFixed(2)} s; +${r.rssGrowthMiB} MiB`,
      baseline: `cp + sync ${r.seconds.cp.toFixed(2)} s`,
      result: `${times(r.tusVsCp)} / ${times(r.postVsCp)}`,
      met: r.tusVsCp >= 0.6 && r.postVsCp >= 0.7 && r.rssGrowthMiB < 100,
    }),
  },
  {
    id: 'P4',
    title: '1 GiB /api/raw download',
    script: 'raw-bench.mjs',
    full: ['--mib', '1024', '--runs', '5'],
    quick: ['--mib', '128', '--runs', '3'],
    target: '≥ 0.8× nginx',
    summarise: (r) => ({
      figure: `${ms(r.apiMedianMs)} (${r.apiMibPerSecond} MiB/s)`,
      baseline: `nginx ${ms(r.nginxMedianMs)} (${r.nginxMibPerSecond} MiB/s)`,
      result: times(r.ratio),
      met: r.ratio >= 0.8,
    }),
  },
  {
    id: 'P5',
    title: 'tar.gz and zip of a 1 GiB tree',
    script: 'archive-bench.mjs',
    full: ['--mib', '1024', '--runs', '3'],
    quick: ['--mib', '64', '--runs', '2'],
    target: '≥ 0.9× tar/zip, constant memory',
    summarise: (r) => ({
      figure: r.results
        .map((x) => `${x.algo} ${ms(x.apiMedianMs)}, RSS ${x.idleRssMiB}→${x.peakRssMiB} MiB`)
        .join('; '),
      baseline: r.results.map((x) => `${x.tool} ${ms(x.toolMedianMs)}`).join('; '),
      result: r.results.map((x) => times(x.ratio)).join(' / '),
      // "Constant memory": the archive is streamed, so the peak stays near the idle size.
      met: r.results.every((x) => x.ratio >= 0.9 && x.peakRssMiB - x.idleRssMiB < 100),
    }),
  },
  {
    id: 'P6',
    title: 'web first-load JS + CSS, gzip',
    script: 'bundle-bench.mjs',
    full: [],
    quick: [],
    target: '≤ 160 kB',
    summarise: (r) => ({
      figure: `${r.firstLoadKb} kB (${r.initialFiles.length} files; ${r.lazyChunks} lazy chunks ${r.lazyKb} kB)`,
      baseline: 'budget 160 kB (upstream ≈ 460 kB)',
      result: `${(r.firstLoadKb / r.budgetKb).toFixed(2)}× budget`,
      met: r.met,
    }),
  },
  {
    id: 'P7',
    title: '100k-entry folder in Chromium: navigation to first row, scroll frames',
    script: 'browser-bench.mjs',
    full: ['--files', '100000', '--runs', '3'],
    quick: ['--files', '5000', '--runs', '2'],
    target: 'first row ≤ 0.15× the fetch and < 300 ms; no frame > 50 ms',
    summarise: (r) => {
      const frames = (f) =>
        `median ${ms(f.medianFrameMs)}, worst ${ms(f.worstFrameMs)}, ${f.framesOver50} of ${f.scrollFrames} over 50 ms`;
      return {
        figure: `first row ${ms(r.firstRowMedianMs)} warm, ${ms(r.cold.firstRowMedianMs)} cold (the app's own ${ms(r.appRowMedianMs)}, ${ms(r.cold.appRowMedianMs)}); from a click ${ms(r.click.firstRowMedianMs)}; frames ${frames(r)}`,
        // The scroll's floors, same runs: a plain-DOM virtual list of the same rows; static rows.
        baseline: `fetch + json of the whole listing ${ms(r.fetchMedianMs)} warm, ${ms(r.cold.fetchMedianMs)} cold; bare list: ${frames(r.floors.bare)}; static: ${frames(r.floors.static)}`,
        result: `${times(r.firstRowRatio)} warm, ${times(r.cold.firstRowRatio)} cold, ${times(r.click.firstRowRatio)} click; ${r.reachedEnd ? 'last row reached' : '**last row not reached**'}`,
        met: r.met.firstRow && r.met.firstRowCold && r.met.scroll && r.reachedEnd,
      };
    },
  },
  {
    id: 'P8',
    title: '200 clients listing a 1k folder for 30 s',
    script: 'concurrency-bench.mjs',
    full: ['--clients', '200', '--seconds', '30', '--rounds', '2'],
    quick: ['--clients', '20', '--seconds', '5'],
    target: '≥ 1.0× bare requests/s; 0 errors; p99 ≤ 10× p50',
    summarise: (r) => ({
      figure: `${r.requests} requests (${r.perSecond}/s), p50 ${ms(r.p50Ms)}, p99 ${ms(r.p99Ms)}; RSS ${r.rssMiB.idle}→${r.rssMiB.peak} MiB`,
      baseline: `bare readdir + lstat + JSON server ${r.bare.perSecond}/s, p50 ${ms(r.bare.p50Ms)}, p99 ${ms(r.bare.p99Ms)}`,
      result: `${times(r.throughputRatio)} bare/s; ${r.errors} errors, ${r.non2xx} non-2xx, p99/p50 ${times(r.tailRatio)}`,
      met: r.met,
    }),
  },
  {
    id: 'P9',
    title: '4 concurrent whole listings of a 200k folder: memory, /health',
    script: 'memory-bench.mjs',
    full: ['--files', '200000'],
    quick: ['--files', '20000'],
    target: 'RSS growth < 300 MB; /health < 100 ms',
    summarise: (r) => ({
      figure: `+${r.first.growthMB} MB first, +${r.repeat.growthMB} MB again; /health max ${r.first.healthMaxMs} / ${r.repeat.healthMaxMs} ms`,
      baseline: `bare whole-JSON server +${r.bare.growthMB} MB, /health max ${r.bare.healthMaxMs} ms`,
      result: `${times(r.growthRatio)} bare growth`,
      met: r.met,
    }),
  },
  {
    id: 'P10',
    title:
      '4 Mbit/s, 80 ms RTT link (Chromium): first load (cold); 5,000-entry folder (app cached), compressed and not',
    script: 'throttled-bench.mjs',
    full: ['--files', '5000', '--runs', '3'],
    quick: ['--files', '5000', '--runs', '1', '--throttled-only'],
    target: 'compressed: first row and listing sooner than uncompressed, same link and run',
    summarise: (r) => {
      const kB = (bytes) => `${Math.round(bytes / 1000)} kB`;
      const loads = (side) => {
        const { firstLoad, folder } = r.throttled;
        return (
          `first row ${ms(firstLoad[side].firstRowMs)}, ${kB(firstLoad[side].bytes)}; ` +
          `folder first row ${ms(folder[side].firstRowMs)}, listing ${ms(folder[side].listingMs)}, ${kB(folder[side].bytes)}`
        );
      };
      const ratio = (load, key) =>
        times((r.throttled[load].after[key] / r.throttled[load].before[key]).toFixed(2));
      return {
        figure: `${loads('after')} (brotli)`,
        baseline: `Accept-Encoding: identity: ${loads('before')}`,
        result: `first load ${ratio('firstLoad', 'firstRowMs')} time, ${ratio('firstLoad', 'bytes')} bytes; folder listing ${ratio('folder', 'listingMs')} time, ${ratio('folder', 'bytes')} bytes`,
        met: r.met,
      };
    },
  },
  {
    id: 'P11',
    title: 'one node against three behind nginx, on PostgreSQL and Redis',
    script: 'cluster-bench.mjs',
    full: ['--seconds', '15', '--clients', '50'],
    quick: ['--seconds', '3', '--clients', '10'],
    target: 'none: the scale-out figures of docs/scale-out.md',
    summarise: (r) => ({
      figure: `three nodes: listing ${r.threeNodesBehindNginx.listing}/s, 1 MiB download ${r.threeNodesBehindNginx.download}/s`,
      baseline: `one node: listing ${r.oneNode.listing}/s, download ${r.oneNode.download}/s`,
      result: `listing ${times(r.ratio.listing)}, download ${times(r.ratio.download)}`,
      met: true,
    }),
  },
];
