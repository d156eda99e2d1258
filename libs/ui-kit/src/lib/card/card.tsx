import { useId, type ReactNode } from 'react';
import './card.css';

/** Props of {@link Card}. */
export interface CardProps {
  /** Heading of the card; also names the region. */
  title?: string;
  /** Heading level of the title. Default 2. */
  headingLevel?: 2 | 3 | 4;
  children: ReactNode;
  /** Buttons in the card's footer, end-aligned. */
  actions?: ReactNode;
  className?: string;
}

/** A raised surface with an optional title and footer actions (settings sections, share box). */
export function Card({ title, headingLevel = 2, children, actions, className }: CardProps) {
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <section
      className={className === undefined ? 'fb-card' : `fb-card ${className}`}
      aria-labelledby={title === undefined ? undefined : titleId}
    >
      {title !== undefined && (
        <Heading className="fb-card__title" id={titleId}>
          {/* Titles may be names (a shared file's): each keeps its own direction. */}
          <bdi>{title}</bdi>
        </Heading>
      )}
      <div className="fb-card__content">{children}</div>
      {actions !== undefined && <div className="fb-card__actions">{actions}</div>}
    </section>
  );
}
