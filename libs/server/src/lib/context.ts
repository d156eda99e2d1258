import type { Bootstrap } from './bootstrap';
import type { Store } from './store/types';

/** What every route needs: the store, the keys and the resolved options. */
export interface ServerContext extends Bootstrap {
  store: Store;
  /** Real path of the served folder. */
  root: string;
  /** Mount prefix without a trailing slash, `''` at the host root. */
  baseURL: string;
  tokenLifetimeSeconds: number;
  version: string;
}
