import { type ComponentPropsWithoutRef, type ReactNode, useId } from 'react';
import { cx } from './cx';
import { Heading, type HeadingLevel } from './Heading';

export interface CardProps extends Omit<ComponentPropsWithoutRef<'section'>, 'title'> {
  /** section (default) for a labelled part of a page, article for a self-contained item (a therapist, a post). */
  as?: 'section' | 'article' | 'div' | 'li';
  title?: ReactNode;
  headingLevel?: HeadingLevel;
  /** Actions or meta under the content. */
  footer?: ReactNode;
  /** Softer background for secondary content. */
  tone?: 'default' | 'muted' | 'accent';
}

/** A surface that groups related content; when titled, the title names the region for screen readers. */
export function Card({
  as: Tag = 'section',
  title,
  headingLevel = 2,
  footer,
  tone = 'default',
  className,
  children,
  ...rest
}: CardProps) {
  const titleId = useId();
  const labelled = title && (Tag === 'section' || Tag === 'article');
  return (
    <Tag
      {...rest}
      className={cx('o-card', tone !== 'default' && `o-card--${tone}`, className)}
      aria-labelledby={labelled ? titleId : rest['aria-labelledby']}
    >
      {title ? (
        <Heading level={headingLevel} id={titleId} className="o-card__title">
          {title}
        </Heading>
      ) : null}
      <div className="o-card__body">{children}</div>
      {footer ? <div className="o-card__footer">{footer}</div> : null}
    </Tag>
  );
}
