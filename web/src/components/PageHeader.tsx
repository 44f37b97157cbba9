import type { ReactNode } from 'react';
import { cx } from './cx';

export interface PageHeaderProps {
  /** The page's only h1. */
  title: ReactNode;
  /** One or two sentences under the title. */
  lead?: ReactNode;
  /** Small text above the title, e.g. the section ("Podešavanja"). */
  eyebrow?: ReactNode;
  /** Breadcrumbs or a back link, above everything. */
  back?: ReactNode;
  /** Primary actions for the page, beside the title on wide screens. */
  actions?: ReactNode;
  className?: string;
}

export function PageHeader({ title, lead, eyebrow, back, actions, className }: PageHeaderProps) {
  return (
    <div className={cx('o-page-header', className)}>
      {back ? <div className="o-page-header__back">{back}</div> : null}
      <div className="o-page-header__row">
        <div className="o-page-header__text">
          {eyebrow ? <p className="o-page-header__eyebrow">{eyebrow}</p> : null}
          <h1 className="o-page-header__title">{title}</h1>
          {lead ? <div className="o-page-header__lead">{lead}</div> : null}
        </div>
        {actions ? <div className="o-page-header__actions">{actions}</div> : null}
      </div>
    </div>
  );
}
