/** Where `/metrics` is served: the main port (`{}`) or an address of its own. */
export interface MetricsSetting {
  address?: { host: string; port: number };
}

/** `HOST:PORT`, `[IPv6]:PORT`; undefined when it is not one. */
function hostAndPort(text: string): { host: string; port: number } | undefined {
  const match = /^(?:\[([^\]]+)\]|([^:[\]]+)):(\d{1,5})$/.exec(text);
  const host = match?.[1] ?? match?.[2];
  const port = Number(match?.[3]);
  return host && port <= 65535 ? { host, port } : undefined;
}

/**
 * The metrics setting from `--metrics` and `--metrics-address` (which turns them on by itself):
 * undefined when off, a message naming the flag when the address is not `HOST:PORT`.
 */
export function metricsSetting(
  enabled: boolean,
  address: string | undefined,
): MetricsSetting | undefined | string {
  if (address === undefined) return enabled ? {} : undefined;
  const parsed = hostAndPort(address);
  if (!parsed) {
    return `invalid --metrics-address "${address}": use HOST:PORT, e.g. 127.0.0.1:9100 or [::1]:9100`;
  }
  return { address: parsed };
}
