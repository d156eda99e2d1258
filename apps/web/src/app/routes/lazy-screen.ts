import { lazy, type ComponentType } from 'react';

type Module<Props> = { default: ComponentType<Props> };

/**
 * A screen in a chunk of its own that can be asked for early (`preload`, as a page load at a
 * `/files/…` URL does at boot). React's `lazy` suspends on any promise, even one that has
 * settled, and the files screen's first render, suspended so, was thrown away and done again
 * once resumed: ~100 ms before the first row of a 100,000-entry folder (P7). Once the chunk is
 * here, `lazy` gets a thenable that calls back at once, so the first render takes the screen
 * without suspending. A failed load is tried again by the next `preload` or render.
 */
export function lazyScreen<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  let loaded: ComponentType<Props> | undefined;
  let loading: Promise<ComponentType<Props>> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (screen) => (loaded = screen),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  const Screen = lazy((): Promise<Module<Props>> => {
    if (loaded === undefined) return preload().then((screen) => ({ default: screen }));
    const module = { default: loaded };
    const settled: PromiseLike<Module<Props>> = { then: (resolve) => resolve?.(module) as never };
    // `lazy` only calls `then`; its type asks for a whole Promise.
    return settled as Promise<Module<Props>>;
  });
  return { Screen, preload };
}
