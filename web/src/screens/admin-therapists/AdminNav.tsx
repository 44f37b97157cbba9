import { getT, type Locale } from '@oslonac/web/i18n';
import { adminTherapistMessages } from './messages';

export const ADMIN_LINKS = [
  { href: '/admin', key: 'navUsers' },
  { href: '/admin/users-therapists', key: 'navTherapists' },
  { href: '/admin/users-not-assigned', key: 'navNotAssigned' },
  { href: '/admin/reviews', key: 'navReviews' },
  { href: '/admin/featured-therapists', key: 'navFeatured' },
  { href: '/admin/sessions', key: 'navSessions' },
  { href: '/admin/payments', key: 'navPayments' },
  { href: '/admin/payments/isplate', key: 'navPayouts' },
  { href: '/admin/invoices', key: 'navInvoices' },
  { href: '/admin/complaints', key: 'navComplaints' },
  { href: '/admin/emails', key: 'navEmails' },
] as const;

/** The back office's sections; the one being viewed is marked aria-current="page". */
export function AdminNav({
  locale,
  current,
}: {
  locale: Locale;
  current: (typeof ADMIN_LINKS)[number]['href'];
}) {
  const t = getT(adminTherapistMessages, locale);
  return (
    <nav aria-label={t('navLabel')} className="s-section">
      <ul className="o-cluster t-admin-nav">
        {ADMIN_LINKS.map((link) => (
          <li key={link.href}>
            <a href={link.href} aria-current={link.href === current ? 'page' : undefined}>
              {t(link.key)}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** Previous / next links for a numbered list; nothing when everything fits on one page. */
export function Pager({
  locale,
  page,
  total,
  pageSize,
  href,
}: {
  locale: Locale;
  page: number;
  total: number;
  pageSize: number;
  href: (page: number) => string;
}) {
  const t = getT(adminTherapistMessages, locale);
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1 && page <= 1) return null;
  return (
    <nav aria-label={t('pagesLabel')} className="o-cluster s-section">
      {page > 1 ? <a href={href(page - 1)}>{t('previousPage')}</a> : null}
      <span>{t('pageOf', { page, pages: Math.max(pages, page) })}</span>
      {page < pages ? <a href={href(page + 1)}>{t('nextPage')}</a> : null}
    </nav>
  );
}
