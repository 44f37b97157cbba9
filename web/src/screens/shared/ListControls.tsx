// The pieces every back-office list repeats: a GET filter form (so a filtered list has its own address and works
// without JavaScript), a table with its caption and an empty row, and links to the first and the next page.
import { Button, LinkButton, TextField } from '@oslonac/web';
import { Children, type ReactNode } from 'react';

/** The list's address with its filters and page; empty values are left out, so the bare path is the first page. */
export function listHref(
  path: string,
  params: Record<string, string | null | undefined>,
  pageToken: string,
): string {
  const q = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value) q.set(key, value);
  if (pageToken) q.set('pageToken', pageToken);
  const s = q.toString();
  return s ? `${path}?${s}` : path;
}

/** A select's options: "any" first (no filter), then each value with its label. */
export function optionsWithAny<V extends string>(
  anyLabel: string,
  values: readonly V[],
  labelOf: (value: V) => string,
): { value: string; label: string }[] {
  return [{ value: '', label: anyLabel }, ...values.map((value) => ({ value, label: labelOf(value) }))];
}

export interface FilterFormProps {
  /** The list's path: the form GETs it, and "clear" links to it. */
  action: string;
  /** The search landmark's name. */
  label: string;
  /** The free-text search field. */
  query: { id: string; label: string; value: string };
  showLabel: string;
  clearLabel: string;
  /** Whether any filter is set: only then is there something to clear. */
  filtered: boolean;
  /** The select fields after the search field. */
  children?: ReactNode;
}

export function FilterForm({
  action,
  label,
  query,
  showLabel,
  clearLabel,
  filtered,
  children,
}: FilterFormProps) {
  return (
    <search className="s-section" aria-label={label}>
      <form method="get" action={action} className="s-filters">
        <TextField
          name="q"
          id={query.id}
          type="search"
          label={query.label}
          defaultValue={query.value}
          maxLength={100}
          autoComplete="off"
          spellCheck={false}
        />
        {children}
        <div className="o-cluster s-filters__actions">
          <Button type="submit">{showLabel}</Button>
          {filtered ? (
            <LinkButton href={action} variant="quiet">
              {clearLabel}
            </LinkButton>
          ) : null}
        </div>
      </form>
    </search>
  );
}

export interface DataTableProps {
  caption: string;
  /** The column headings, in order. */
  columns: readonly string[];
  className?: string;
  wrapClassName?: string;
  /** Shown in one row across the table when there are no rows; without it an empty body stays empty. */
  empty?: ReactNode;
  /** The rows. */
  children?: ReactNode;
}

export function DataTable({
  caption,
  columns,
  className,
  wrapClassName = 's-table-wrap s-section',
  empty,
  children,
}: DataTableProps) {
  const none = empty !== undefined && Children.count(children) === 0;
  return (
    <div className={wrapClassName}>
      <table className={className ? `s-table ${className}` : 's-table'}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c} scope="col">
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {none ? (
            <tr>
              <td colSpan={columns.length}>{empty}</td>
            </tr>
          ) : (
            children
          )}
        </tbody>
      </table>
    </div>
  );
}

export interface PageLinksProps {
  /** The navigation landmark's name. */
  label: string;
  /** The page being shown ('' for the first). */
  pageToken: string;
  nextPageToken: string | null;
  /** The list's address at a page ('' for the first). */
  hrefOf: (pageToken: string) => string;
  firstLabel: string;
  nextLabel: string;
}

/** "First page" once past it, "next page" while there is one; nothing when the list fits on one page. */
export function PageLinks({
  label,
  pageToken,
  nextPageToken,
  hrefOf,
  firstLabel,
  nextLabel,
}: PageLinksProps) {
  if (!pageToken && !nextPageToken) return null;
  return (
    <nav aria-label={label} className="o-cluster s-section">
      {pageToken ? (
        <LinkButton href={hrefOf('')} variant="secondary">
          {firstLabel}
        </LinkButton>
      ) : null}
      {nextPageToken ? (
        <LinkButton href={hrefOf(nextPageToken)} variant="secondary">
          {nextLabel}
        </LinkButton>
      ) : null}
    </nav>
  );
}
