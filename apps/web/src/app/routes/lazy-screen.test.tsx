import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { lazyScreen } from './lazy-screen';

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

function show(Screen: ReturnType<typeof lazyScreen<{ name: string }>>['Screen']) {
  render(
    <Suspense fallback={<p>Loading</p>}>
      <Screen name="Ana" />
    </Suspense>,
  );
}

describe('lazyScreen', () => {
  it('renders a preloaded screen in the first render, without suspending', async () => {
    const { Screen, preload } = lazyScreen(() => Promise.resolve(Greeting));
    await preload();
    show(Screen);
    expect(screen.getByText('Hello Ana')).toBeInTheDocument();
    expect(screen.queryByText('Loading')).not.toBeInTheDocument();
  });

  it('suspends until the chunk arrives when it was not preloaded', async () => {
    const { Screen } = lazyScreen(() => Promise.resolve(Greeting));
    show(Screen);
    expect(screen.getByText('Loading')).toBeInTheDocument();
    expect(await screen.findByText('Hello Ana')).toBeInTheDocument();
  });

  it('loads again after a failed load', async () => {
    let attempts = 0;
    const { preload } = lazyScreen(() =>
      ++attempts === 1 ? Promise.reject(new Error('offline')) : Promise.resolve(Greeting),
    );
    await expect(preload()).rejects.toThrow('offline');
    await expect(preload()).resolves.toBe(Greeting);
    expect(attempts).toBe(2);
  });
});
