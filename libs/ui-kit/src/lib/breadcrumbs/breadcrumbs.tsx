import { mdiChevronRight, mdiHome } from '@mdi/js';
import type { ReactNode } from 'react';
import { Icon } from '../icon/icon';
import { isPlainClick } from './plain-click';
import './breadcrumbs.css';

/** One level of the path. */
export interface Crumb {
  /** Decoded folder name. */
  name: string;
  url: string;
}

/** Props of {@link Breadcrumbs}. */
export interface BreadcrumbsProps {
  /** Folders from the root down to the current one (the root itself excluded). */
  items: readonly Crumb[];
  home: { label: string; url: string };
  /** Accessible name of the navigation landmark (e.g. "Breadcrumbs"). */
  label: string;
  /** Called on a plain click; modified clicks open the link as usual. */
  onNavigate: (url: string) => void;
}

/** A crumb as shown: `cut` when it stands for the hidden levels and is drawn as "…". */
export interface VisibleCrumb extends Crumb {
  cut: boolean;
}

/** With more than 3 levels, keeps the last 4 and shows the first of them as "…". */
export function visibleCrumbs(items: readonly Crumb[]): VisibleCrumb[] {
  if (items.length <= 3) return items.map((item) => ({ ...item, cut: false }));
  return items.slice(-4).map((item, index) => ({ ...item, cut: index === 0 }));
}

/** The path bar: a home link, then each folder level, the last one marked as the current page. */
export function Breadcrumbs({ items, home, label, onNavigate }: BreadcrumbsProps) {
  const crumbs = visibleCrumbs(items);
  const link = (url: string, current: boolean, content: ReactNode, fullName?: string) => (
    <a
      href={url}
      title={fullName}
      aria-label={fullName}
      aria-current={current ? 'page' : undefined}
      onClick={(event) => {
        if (!isPlainClick(event)) return;
        event.preventDefault();
        onNavigate(url);
      }}
    >
      {content}
    </a>
  );
  return (
    <nav className="fb-breadcrumbs" aria-label={label}>
      <ol>
        <li>{link(home.url, crumbs.length === 0, <Icon path={mdiHome} label={home.label} />)}</li>
        {crumbs.map((crumb, index) => (
          <li key={crumb.url}>
            <Icon path={mdiChevronRight} className="fb-breadcrumbs__separator" />
            {link(
              crumb.url,
              index === crumbs.length - 1,
              // A name keeps its own direction (an Arabic name in an English path, and back).
              crumb.cut ? '…' : <bdi>{crumb.name}</bdi>,
              crumb.cut ? crumb.name : undefined,
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
