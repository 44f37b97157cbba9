import { HOME_TIME_ZONE } from '@oslonac/lang';
import { Button, LinkButton, PageHeader, SelectField, TextField } from '@oslonac/web';
import { formatDate, getT, type Locale } from '@oslonac/web/i18n';
import { AdminNav } from '../admin-therapists/AdminNav';
import { Page } from '../shared/Page';
import type { ScreenRole, ScreenUser } from '../shared/types';
import { GrantRoleForm } from './GrantRoleForm';
import { adminMessages } from './messages';
import { ALL_ROLES, grantableRoles, ROLE_LABEL } from './roles';

export interface AdminUsersScreenProps {
  locale: Locale;
  viewerRoles: readonly ScreenRole[];
  users: readonly ScreenUser[];
  filter: { role: ScreenRole | null; q: string };
  /** The page being shown ('' for the first). */
  pageToken: string;
  nextPageToken: string;
}

function listHref(filter: AdminUsersScreenProps['filter'], pageToken: string): string {
  const q = new URLSearchParams();
  if (filter.role) q.set('role', filter.role);
  if (filter.q) q.set('q', filter.q);
  if (pageToken) q.set('pageToken', pageToken);
  const s = q.toString();
  return s ? `/admin?${s}` : '/admin';
}

/**
 * The back office's first screen: find people by name or address, filter by role, grant a role. The search
 * is a plain GET form, so results have their own address and work without JavaScript.
 */
export function AdminUsersScreen({
  locale,
  viewerRoles,
  users,
  filter,
  pageToken,
  nextPageToken,
}: AdminUsersScreenProps) {
  const t = getT(adminMessages, locale);
  const grantable = grantableRoles(viewerRoles);
  const filtered = Boolean(filter.role || filter.q);

  return (
    <Page width="wide">
      <PageHeader title={t('title')} lead={t('lead')} />
      <AdminNav locale={locale} current="/admin" />

      <search className="s-section" aria-label={t('searchLabel')}>
        <form method="get" action="/admin" className="s-filters">
          <TextField
            name="q"
            id="admin-q"
            type="search"
            label={t('query')}
            defaultValue={filter.q}
            maxLength={100}
            autoComplete="off"
            spellCheck={false}
          />
          <SelectField
            name="role"
            id="admin-role"
            label={t('role')}
            defaultValue={filter.role ?? ''}
            options={[
              { value: '', label: t('allRoles') },
              ...ALL_ROLES.map((r) => ({ value: r, label: t(ROLE_LABEL[r]) })),
            ]}
          />
          <div className="o-cluster s-filters__actions">
            <Button type="submit">{t('show')}</Button>
            {filtered ? (
              <LinkButton href="/admin" variant="quiet">
                {t('clear')}
              </LinkButton>
            ) : null}
          </div>
        </form>
      </search>

      <div className="s-table-wrap s-section">
        <table className="s-table">
          <caption>{filtered ? t('usersCaptionFiltered') : t('usersCaption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('colName')}</th>
              <th scope="col">{t('colEmail')}</th>
              <th scope="col">{t('colRoles')}</th>
              <th scope="col">{t('colCreated')}</th>
              <th scope="col">{t('colGrant')}</th>
            </tr>
          </thead>
          <tbody>
            {users.length === 0 ? (
              <tr>
                <td colSpan={5}>{t('empty')}</td>
              </tr>
            ) : (
              users.map((u) => {
                const name = u.displayName || u.email;
                return (
                  <tr key={u.id}>
                    <th scope="row">{u.displayName || <span className="s-muted">{t('noName')}</span>}</th>
                    <td>
                      {u.email}
                      {u.emailVerified ? null : <span className="s-muted"> ({t('unverified')})</span>}
                    </td>
                    <td>
                      {u.roles.length > 0 ? (
                        u.roles.map((r) => t(ROLE_LABEL[r])).join(', ')
                      ) : (
                        <span className="s-muted">{t('noRoles')}</span>
                      )}
                    </td>
                    <td>{formatDate(u.createdAt, HOME_TIME_ZONE, locale)}</td>
                    <td>
                      <GrantRoleForm
                        userId={u.id}
                        userName={name}
                        options={grantable.filter((r) => !u.roles.includes(r))}
                      />
                    </td>
                  </tr>
                );
              })
            )}
          </tbody>
        </table>
      </div>

      {pageToken || nextPageToken ? (
        <nav aria-label={t('pagesLabel')} className="o-cluster s-section">
          {pageToken ? (
            <LinkButton href={listHref(filter, '')} variant="secondary">
              {t('firstPage')}
            </LinkButton>
          ) : null}
          {nextPageToken ? (
            <LinkButton href={listHref(filter, nextPageToken)} variant="secondary">
              {t('nextPage')}
            </LinkButton>
          ) : null}
        </nav>
      ) : null}
    </Page>
  );
}
