import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, killOnExit } from './private-engine';

/** A private nginx in front of several File Browser nodes. */
export interface LoadBalancer {
  /** `http://127.0.0.1:<port>`: what clients talk to. */
  url: string;
  stop(): Promise<void>;
}

/**
 * The proxy as an operator would set it up for File Browser: plain round robin (no sticky
 * sessions, so every request may land on another node), bodies and answers streamed rather than
 * buffered (tus chunks, downloads), no size cap (the server enforces its own), and a node that
 * refuses connections skipped for a few seconds. nginx retries a request on the next node only
 * when the first could not be reached and the method is idempotent, as it does by default.
 */
function config(prefix: string, port: number, upstreams: readonly string[]): string {
  const servers = upstreams.map((address) => `server ${address} max_fails=1 fail_timeout=5s;`);
  return `daemon off;
worker_processes 1;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${prefix}/tmp;
  proxy_temp_path ${prefix}/tmp;
  fastcgi_temp_path ${prefix}/tmp;
  uwsgi_temp_path ${prefix}/tmp;
  scgi_temp_path ${prefix}/tmp;
  upstream file_browser {
    ${servers.join('\n    ')}
    keepalive 32;
  }
  server {
    listen 127.0.0.1:${String(port)};
    client_max_body_size 0;
    location / {
      proxy_pass http://file_browser;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_request_buffering off;
      proxy_buffering off;
      proxy_read_timeout 300s;
    }
  }
}
`;
}

/**
 * Starts nginx from Debian (`/usr/sbin/nginx`, installed by tools/scripts/ensure-system-deps.sh)
 * with a configuration of its own in a temp folder, on a free loopback port: never the
 * machine's nginx service. Resolves once it answers.
 */
export async function startNginx(upstreams: readonly string[]): Promise<LoadBalancer> {
  const prefix = mkdtempSync(join(tmpdir(), 'fb-nginx-'));
  mkdirSync(join(prefix, 'tmp'), { mode: 0o777 });
  const port = await freePort();
  const file = join(prefix, 'nginx.conf');
  writeFileSync(file, config(prefix, port, upstreams));
  const child = spawn('nginx', ['-p', prefix, '-c', file], { stdio: ['ignore', 'ignore', 'pipe'] });
  let errors = '';
  child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const exited = once(child, 'exit');
  const url = `http://127.0.0.1:${String(port)}`;
  // However the test process ends, nginx goes with it (killOnExit's watchdog): TERM, so the
  // master takes its workers along.
  const cancelKill = killOnExit('kill "$1"; sleep 1; rm -rf "$2"', [String(child.pid), prefix]);
  const stop = async () => {
    cancelKill();
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(prefix, { recursive: true, force: true });
  };
  for (let attempt = 0; attempt < 100; attempt++) {
    if (child.exitCode !== null) break;
    const answered = await fetch(`${url}/health`).then(
      () => true,
      () => false,
    );
    if (answered) return { url, stop };
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  await stop();
  throw new Error(`nginx did not start: ${errors}`);
}
