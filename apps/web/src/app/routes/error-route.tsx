import { ApiError } from '@file-browser/api-client';
import { useLocation, useNavigate, useRouteError } from 'react-router-dom';
import { ErrorPage } from './error-page';

/** The error pages of the route table. */
export type ErrorStatus = 403 | 404 | 500;

/** What a redirect to an error page carries: the page that could not be shown. */
export interface ErrorRouteState {
  from: string;
}

function fromOf(state: unknown): string | undefined {
  const from = (state as Partial<ErrorRouteState> | null)?.from;
  return typeof from === 'string' ? from : undefined;
}

/**
 * `/403`, `/404`, `/500`: the error page for the status. Retry opens the page that failed again
 * (the one that redirected here; else this address is reloaded).
 */
export function ErrorRoute({ status }: { status: ErrorStatus }) {
  const navigate = useNavigate();
  const from = fromOf(useLocation().state);
  return (
    <ErrorPage
      status={status}
      onRetry={() => {
        if (from === undefined) window.location.reload();
        else void navigate(from, { replace: true });
      }}
    />
  );
}

/** An error's page status: an answered call's own, 0 for no connection, else 500. */
export function errorStatusOf(error: unknown): number {
  if (error instanceof ApiError) return error.status;
  // `fetch` and a lazily loaded screen whose chunk did not arrive fail with a TypeError.
  if (error instanceof TypeError) return 0;
  return 500;
}

/**
 * What a page that threw shows instead of React Router's bare default: the error page, where
 * Retry loads the app again (a screen's chunk that did not arrive is only fetched again so).
 */
export function RouteError() {
  return (
    <ErrorPage
      status={errorStatusOf(useRouteError())}
      onRetry={() => {
        window.location.reload();
      }}
    />
  );
}
