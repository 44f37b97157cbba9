import { HOME_TIME_ZONE } from '@oslonac/lang';
import { PageHeader, SelectField } from '@oslonac/web';
import { formatDate, getT, type Locale } from '@oslonac/web/i18n';
import { AdminNav } from '../admin-therapists/AdminNav';
import { DataTable, FilterForm, listHref, optionsWithAny, PageLinks } from '../shared/ListControls';
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

      <FilterForm
        action="/admin"
        label={t('searchLabel')}
        query={{ id: 'admin-q', label: t('query'), value: filter.q }}
        showLabel={t('show')}
        clearLabel={t('clear')}
        filtered={filtered}
      >
        <SelectField
          name="role"
          id="admin-role"
          label={t('role')}
          defaultValue={filter.role ?? ''}
          options={optionsWithAny(t('allRoles'), ALL_ROLES, (r) => t(ROLE_LABEL[r]))}
        />
      </FilterForm>

      <DataTable
        caption={filtered ? t('usersCaptionFiltered') : t('usersCaption')}
        columns={[t('colName'), t('colEmail'), t('colRoles'), t('colCreated'), t('colGrant')]}
        empty={t('empty')}
      >
        {users.map((u) => {
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
        })}
      </DataTable>

      <PageLinks
        label={t('pagesLabel')}
        pageToken={pageToken}
        nextPageToken={nextPageToken}
        hrefOf={(token) => listHref('/admin', { role: filter.role, q: filter.q }, token)}
        firstLabel={t('firstPage')}
        nextLabel={t('nextPage')}
      />
    </Page>
  );
}
