import { useEffect } from 'react';
import { useAppServices } from '../app-context';

/**
 * Sets the page title to `<parts…> - <instance name>` while the calling route is shown
 * (frontend-behaviour §3.2): e.g. `Settings - File Browser`, `Documents - Files - File Browser`.
 */
export function useDocumentTitle(...parts: string[]): void {
  const { config } = useAppServices();
  const title = [...parts.filter((part) => part !== ''), config.name].join(' - ');
  useEffect(() => {
    document.title = title;
  }, [title]);
}
