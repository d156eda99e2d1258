import { ApiError } from '@file-browser/api-client';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { alice, renderApp } from '../../testing/render-app';
import { Layout } from '../shell/layout';
import { RouteError } from './error-route';

function Throws({ error }: { error: Error }): never {
  throw error;
}

/** The app's frame with one page that throws `error`, and the root folder to go home to. */
const routes = (error: Error) => [
  {
    element: <Layout />,
    children: [
      { path: '/broken', element: <Throws error={error} />, errorElement: <RouteError /> },
      { path: '/files/*', element: <p>the root folder</p> },
    ],
  },
];

describe('RouteError: a page that throws', () => {
  it('shows the no-connection page in the frame when a screen could not be loaded', async () => {
    const failed = new TypeError('Failed to fetch dynamically imported module');
    const app = await renderApp({ path: '/broken', user: alice, routes: routes(failed) });
    expect(await screen.findByRole('alert')).toHaveTextContent('The server cannot be reached.');
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Home' }));
    await waitFor(() => {
      expect(app.location()).toBe('/files/');
    });
    expect(screen.getByText('the root folder')).toBeVisible();
  });

  it("shows an answered call's status", async () => {
    const refused = new ApiError('403 Forbidden', 403);
    await renderApp({ path: '/broken', user: alice, routes: routes(refused) });
    expect(await screen.findByRole('alert')).toHaveTextContent('You are not allowed to open this.');
  });
});
