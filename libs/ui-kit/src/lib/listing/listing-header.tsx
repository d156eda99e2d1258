import { mdiArrowDown, mdiArrowUp } from '@mdi/js';
import { Icon } from '../icon/icon';

/** A column the server can sort by. */
export type SortField = 'name' | 'size' | 'modified';

/** The current sort order. */
export interface SortOrder {
  by: SortField;
  asc: boolean;
}

/** Props of {@link ListingHeader}. */
export interface ListingHeaderProps {
  sort: SortOrder;
  labels: Record<SortField, string>;
  /** Called with the order the clicked column asks for. */
  onSort: (sort: SortOrder) => void;
}

/**
 * Which arrow a column shows, reproducing upstream: name shows "up" only while sorted by name
 * descending; size and modified show "down" only while sorted by them ascending.
 */
export function sortArrow(field: SortField, sort: SortOrder): 'up' | 'down' {
  const active = sort.by === field;
  if (field === 'name') return active && !sort.asc ? 'up' : 'down';
  return active && sort.asc ? 'down' : 'up';
}

/** The order a click on `field` asks for: ascending exactly when its arrow points up. */
export function nextSort(field: SortField, sort: SortOrder): SortOrder {
  return { by: field, asc: sortArrow(field, sort) === 'up' };
}

const fields: readonly SortField[] = ['name', 'size', 'modified'];

/** The list view's header row: three sort buttons with a direction arrow and `aria-sort`. */
export function ListingHeader({ sort, labels, onSort }: ListingHeaderProps) {
  return (
    <div className="fb-listing-header" role="row">
      {fields.map((field) => {
        const active = sort.by === field;
        return (
          <div
            key={field}
            className={`fb-listing-header__cell fb-listing__${field}`}
            role="columnheader"
            aria-sort={active ? (sort.asc ? 'ascending' : 'descending') : 'none'}
          >
            <button
              type="button"
              className={active ? 'fb-listing-header__sort fb-active' : 'fb-listing-header__sort'}
              onClick={() => {
                onSort(nextSort(field, sort));
              }}
            >
              {labels[field]}
              <Icon
                path={sortArrow(field, sort) === 'up' ? mdiArrowUp : mdiArrowDown}
                size="1.125rem"
              />
            </button>
          </div>
        );
      })}
    </div>
  );
}
