import { useLayoutEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { LISTING_ID } from './use-listing-cursor';
import './skip-link.css';

/**
 * "Skip to files": the first stop of the Tab order (before the sidebar and the header), shown
 * only while focused, that puts the focus on the listing's Tab stop. The app's frame comes
 * before the screen in the page, so the link lives in a host at the start of `<body>`, there
 * only while the screen is.
 */
export function SkipToListing({ label }: { label: string }) {
  const [host] = useState(() => document.createElement('div'));
  useLayoutEffect(() => {
    document.body.prepend(host);
    return () => {
      host.remove();
    };
  }, [host]);
  return createPortal(
    <a
      className="fb-skip-link"
      href={`#${LISTING_ID}`}
      onClick={(event) => {
        event.preventDefault();
        document.querySelector<HTMLElement>(`#${LISTING_ID} [tabindex="0"]`)?.focus();
      }}
    >
      {label}
    </a>,
    host,
  );
}
