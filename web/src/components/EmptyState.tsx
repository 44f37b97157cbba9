import type { ReactNode } from 'react';
import { cx } from './cx';
import { Heading, type HeadingLevel } from './Heading';

export interface EmptyStateProps {
  title: ReactNode;
  /** What this place will hold, and why it is empty now; plain and kind. */
  text?: ReactNode;
  /** The next step, usually a LinkButton. */
  action?: ReactNode;
  /** Decorative picture or icon. */
  illustration?: ReactNode;
  headingLevel?: HeadingLevel;
  className?: string;
}

/** "Nothing here yet", said with the next step to take. */
export function EmptyState({
  title,
  text,
  action,
  illustration,
  headingLevel = 2,
  className,
}: EmptyStateProps) {
  return (
    <div className={cx('o-empty', className)}>
      {illustration ? (
        <div className="o-empty__illustration" aria-hidden="true">
          {illustration}
        </div>
      ) : null}
      <Heading level={headingLevel} className="o-empty__title">
        {title}
      </Heading>
      {text ? <div className="o-empty__text">{text}</div> : null}
      {action ? <div className="o-empty__action">{action}</div> : null}
    </div>
  );
}
