import { HOME_TIME_ZONE } from '@oslonac/lang';
import { Button, Card, PageHeader, SelectField, TextField } from '@oslonac/web';
import { formatDateTime, formatMoney, getT, type Locale } from '@oslonac/web/i18n';
import { languageName, nameOf, serbian } from '../catalog/labels';
import type { CatalogTaxonomy, CatalogTherapist } from '../catalog/types';
import type { ConnectionRequest, ConnectionStatus } from '../matching/types';
import { Page } from '../shared/Page';
import { AdminNav, Pager } from './AdminNav';
import { AssignButton } from './AssignButton';
import { adminTherapistMessages } from './messages';

export type ConnectStatus = ConnectionStatus;
export type AdminConnectionRequest = ConnectionRequest;

function Wishes({
  request,
  taxonomy,
  locale,
}: {
  request: AdminConnectionRequest;
  taxonomy: CatalogTaxonomy;
  locale: Locale;
}) {
  const t = getT(adminTherapistMessages, locale);
  const a = request.answers;
  if (!a) return null;
  const items: string[] = [];
  if (a.concerns.length)
    items.push(
      t('wishesConcerns', {
        list: a.concerns.map((s) => nameOf(s, taxonomy.specialties, locale)).join(', '),
      }),
    );
  if (a.preferredGender !== 'unspecified')
    items.push(
      t('wishesGender', { gender: t(a.preferredGender === 'female' ? 'genderFemale' : 'genderMale') }),
    );
  if (a.maxPriceRsd > 0) items.push(t('wishesPrice', { price: formatMoney(a.maxPriceRsd, 'RSD', locale) }));
  if (a.languages.length)
    items.push(t('wishesLanguages', { list: a.languages.map((l) => languageName(l, locale)).join(', ') }));
  if (a.couples) items.push(t('wishesCouples'));
  if (!items.length) return null;
  return (
    <ul>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

const when = (iso: string | null, locale: Locale) =>
  iso ? formatDateTime(iso, HOME_TIME_ZONE, locale, { dateStyle: 'medium', timeStyle: 'short' }) : '';

export interface AdminNotAssignedScreenProps {
  locale: Locale;
  requests: readonly AdminConnectionRequest[];
  total: number;
  page: number;
  pageSize: number;
  status: ConnectStatus;
  taxonomy: CatalogTaxonomy;
  /** Assigned therapists' names by profile id, where known. */
  therapistNames: Readonly<Record<string, string>>;
}

export function AdminNotAssignedScreen({
  locale,
  requests,
  total,
  page,
  pageSize,
  status,
  taxonomy,
  therapistNames,
}: AdminNotAssignedScreenProps) {
  const t = getT(adminTherapistMessages, locale);
  const statusName = t(status === 'open' ? 'connectOpen' : 'connectAssigned');
  return (
    <Page width="wide">
      <PageHeader eyebrow={t('adminEyebrow')} title={t('notAssignedTitle')} lead={t('notAssignedLead')} />
      <AdminNav locale={locale} current="/admin/users-not-assigned" />
      <form method="get" action="/admin/users-not-assigned" className="s-filters s-section">
        <SelectField
          name="status"
          id="connect-status"
          label={t('connectStatusFilter')}
          defaultValue={status}
          options={[
            { value: 'open', label: t('connectOpen') },
            { value: 'assigned', label: t('connectAssigned') },
          ]}
        />
        <div className="o-cluster s-filters__actions">
          <Button type="submit">{t('show')}</Button>
        </div>
      </form>
      <div className="s-table-wrap s-section">
        <table className="s-table">
          <caption>{t('connectCaption', { status: statusName })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('colCreated')}</th>
              <th scope="col">{t('colClient')}</th>
              <th scope="col">{t('colMessage')}</th>
              <th scope="col">{t('colWishes')}</th>
              <th scope="col">{status === 'open' ? t('colStatus') : t('colAssigned')}</th>
            </tr>
          </thead>
          <tbody>
            {requests.length === 0 ? (
              <tr>
                <td colSpan={5}>{t('emptyRequests')}</td>
              </tr>
            ) : (
              requests.map((r) => (
                <tr key={r.id}>
                  <th scope="row">{when(r.createdAt, locale)}</th>
                  <td className="t-id">{r.clientUserId}</td>
                  <td className="t-bio">{r.message || <span className="s-muted">{t('noMessage')}</span>}</td>
                  <td>
                    <Wishes request={r} taxonomy={taxonomy} locale={locale} />
                  </td>
                  <td>
                    {r.status === 'open' ? (
                      <a
                        href={`/admin/users-not-assigned/${encodeURIComponent(r.clientUserId)}`}
                        aria-label={t('openRequest', { id: r.clientUserId })}
                      >
                        {t('open')}
                      </a>
                    ) : (
                      (therapistNames[r.assignedProfileId] ?? r.assignedProfileId)
                    )}
                  </td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      <Pager
        locale={locale}
        page={page}
        total={total}
        pageSize={pageSize}
        href={(n) => `/admin/users-not-assigned?status=${status}${n > 1 ? `&page=${n}` : ''}`}
      />
    </Page>
  );
}

export interface AdminAssignScreenProps {
  locale: Locale;
  clientUserId: string;
  /** This client's open requests, newest first. */
  requests: readonly AdminConnectionRequest[];
  q: string;
  results: readonly CatalogTherapist[];
  taxonomy: CatalogTaxonomy;
}

export function AdminAssignScreen({
  locale,
  clientUserId,
  requests,
  q,
  results,
  taxonomy,
}: AdminAssignScreenProps) {
  const t = getT(adminTherapistMessages, locale);
  const request = requests[0];
  const action = `/admin/users-not-assigned/${encodeURIComponent(clientUserId)}`;
  return (
    <Page width="wide">
      <PageHeader
        back={<a href="/admin/users-not-assigned">{t('backToRequests')}</a>}
        eyebrow={t('adminEyebrow')}
        title={t('assignTitle')}
        lead={t('assignLead')}
      />
      {!request ? (
        <p className="s-section">{t('noOpenRequest')}</p>
      ) : (
        <>
          <Card title={t('requestSection', { date: when(request.createdAt, locale) })} className="s-section">
            <p className="s-muted t-id">
              {t('colClient')}: {clientUserId}
            </p>
            <p className="t-bio">{request.message || t('noMessage')}</p>
            <Wishes request={request} taxonomy={taxonomy} locale={locale} />
          </Card>
          <section className="s-section" aria-labelledby="assign-search">
            <h2 id="assign-search">{t('searchTitle')}</h2>
            <search>
              <form method="get" action={action} className="s-filters">
                <TextField
                  name="q"
                  id="assign-q"
                  type="search"
                  label={t('searchLabel')}
                  defaultValue={q}
                  maxLength={100}
                  autoComplete="off"
                />
                <div className="o-cluster s-filters__actions">
                  <Button type="submit">{t('search')}</Button>
                </div>
              </form>
            </search>
            <div className="s-table-wrap s-section">
              <table className="s-table">
                <caption>{t('resultsCaption')}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('colName')}</th>
                    <th scope="col">{t('colTitle')}</th>
                    <th scope="col">{t('colSpecialties')}</th>
                    <th scope="col">{t('colCity')}</th>
                    <th scope="col">{t('assign')}</th>
                  </tr>
                </thead>
                <tbody>
                  {results.length === 0 ? (
                    <tr>
                      <td colSpan={5}>{t('noResults')}</td>
                    </tr>
                  ) : (
                    results.map((p) => (
                      <tr key={p.id}>
                        <th scope="row">
                          <a href={`/terapeuti/${encodeURIComponent(p.slug)}`}>{p.displayName}</a>
                        </th>
                        <td>{p.title ? serbian(p.title, locale) : ''}</td>
                        <td>
                          {p.specialties.map((s) => nameOf(s, taxonomy.specialties, locale)).join(', ')}
                        </td>
                        <td>{p.city ? serbian(p.city, locale) : ''}</td>
                        <td>
                          <AssignButton requestId={request.id} profileId={p.id} name={p.displayName} />
                        </td>
                      </tr>
                    ))
                  )}
                </tbody>
              </table>
            </div>
          </section>
        </>
      )}
    </Page>
  );
}
