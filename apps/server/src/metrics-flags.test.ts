import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { CliOptions } from './cli-options';
import { parseCliOptions } from './cli-options';
import { serve } from './serve';
import { testServeOptions } from './testing/serve-options';

function metricsOf(argv: string[], env: Record<string, string> = {}): CliOptions['metrics'] {
  const parsed = parseCliOptions(argv, env);
  if (parsed.kind !== 'run') throw new Error(`not run: ${JSON.stringify(parsed)}`);
  return parsed.options.metrics;
}

describe('--metrics and --metrics-address', () => {
  it('are off by default; --metrics turns them on at the main port', () => {
    expect(metricsOf([])).toBeUndefined();
    expect(metricsOf(['--metrics'])).toEqual({});
    expect(metricsOf([], { FB_METRICS: '1' })).toEqual({});
  });

  it('take a separate host:port, which turns metrics on', () => {
    expect(metricsOf(['--metrics-address', '127.0.0.1:9100'])).toEqual({
      address: { host: '127.0.0.1', port: 9100 },
    });
    expect(metricsOf(['--metrics-address', '[::1]:9100'])).toEqual({
      address: { host: '::1', port: 9100 },
    });
    expect(metricsOf([], { FB_METRICS_ADDRESS: '0.0.0.0:9100' })).toEqual({
      address: { host: '0.0.0.0', port: 9100 },
    });
  });

  it('are read from a config file under their long names', () => {
    const dir = mkdtempSync(join(tmpdir(), 'fb-metrics-config-'));
    try {
      const file = join(dir, 'config.json');
      writeFileSync(file, JSON.stringify({ metrics: true, 'metrics-address': '127.0.0.1:9100' }));
      expect(metricsOf(['-c', file])).toEqual({ address: { host: '127.0.0.1', port: 9100 } });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('refuse an address without a usable port, naming the flag', () => {
    for (const bad of ['9100', 'localhost', 'host:99999', ':9100']) {
      const parsed = parseCliOptions(['--metrics-address', bad], {});
      expect(parsed.kind).toBe('error');
      expect(parsed.kind === 'error' && parsed.message).toContain('--metrics-address');
    }
  });
});

describe('serve with --metrics-address', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'fb-metrics-'));
  });
  afterEach(() => {
    rmSync(dir, { recursive: true, force: true });
  });

  it('says where metrics are, serves them there and not on the main port, and stops both', async () => {
    let signal: ((name: string) => void) | undefined;
    const lines: string[] = [];
    const options = testServeOptions(dir, {
      metrics: { address: { host: '127.0.0.1', port: 0 } },
    });
    const exit = serve(options, {
      onSignal: (handler) => (signal = handler),
      out: (text) => lines.push(text),
      version: 'test',
    });
    await expect.poll(() => lines.find((line) => line.startsWith('Metrics at'))).toBeDefined();
    const serving = lines.find((line) => line.startsWith('File Browser is serving')) ?? '';
    const main = / at (http:\/\/\S+?)\/$/.exec(serving)?.[1] ?? '';
    const metrics = /^Metrics at (\S+)$/.exec(
      lines.find((line) => line.startsWith('Metrics at')) ?? '',
    )?.[1];
    expect(metrics).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/metrics$/);

    expect((await fetch(`${main}/health`)).status).toBe(200);
    const scraped = await fetch(metrics ?? '');
    expect(scraped.status).toBe(200);
    expect(await scraped.text()).toMatch(
      /^filebrowser_http_request_duration_seconds_count\{route="\/health",method="GET",status="2xx"\} 1$/m,
    );
    expect((await fetch(`${main}/metrics`)).status).toBe(404);

    signal?.('SIGTERM');
    expect(await exit).toBe(0);
    await expect(fetch(metrics ?? '')).rejects.toThrow();
  });
});
