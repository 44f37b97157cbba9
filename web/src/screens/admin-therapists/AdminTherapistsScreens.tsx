import { HOME_TIME_ZONE } from '@oslonac/lang';
import { Button, Card, PageHeader, SelectField } from '@oslonac/web';
import { formatDate, formatDateTime, getT, type Locale } from '@oslonac/web/i18n';
import { serbian } from '../catalog/labels';
import type { CatalogTaxonomy } from '../catalog/types';
import { Page } from '../shared/Page';
import { fileSize } from '../therapist/labels';
import { VerificationList } from '../therapist/OnboardingScreens';
import { ProfileSummary } from '../therapist/ProfileSummary';
import type { DocumentKind, OwnDocument, OwnProfile, ProfileStatus } from '../therapist/types';
import { AdminNav, Pager } from './AdminNav';
import { adminTherapistMessages } from './messages';
import { VerificationForms } from './VerificationForms';
import { W8Reveal } from './W8Reveal';

type Key = keyof typeof adminTherapistMessages.latin;

export const PROFILE_STATUS_LABEL: Record<ProfileStatus, Key> = {
  draft: 'statusDraft',
  submitted: 'statusSubmitted',
  approved: 'statusApproved',
  rejected: 'statusRejected',
};
const DOC_LABEL: Record<DocumentKind, Key> = {
  diploma: 'docDiploma',
  licence: 'docLicence',
  certificate: 'docCertificate',
  other: 'docOther',
};
const STATUS_ORDER: readonly ProfileStatus[] = ['submitted', 'approved', 'rejected', 'draft'];

export interface AdminTherapistsScreenProps {
  locale: Locale;
  profiles: readonly OwnProfile[];
  total: number;
  page: number;
  pageSize: number;
  status: ProfileStatus;
}

function listHref(status: ProfileStatus, page: number): string {
  const q = new URLSearchParams();
  q.set('status', status);
  if (page > 1) q.set('page', String(page));
  return `/admin/users-therapists?${q.toString()}`;
}

/** The verification queue (submitted first) and every other profile, filtered by state. */
export function AdminTherapistsScreen({
  locale,
  profiles,
  total,
  page,
  pageSize,
  status,
}: AdminTherapistsScreenProps) {
  const t = getT(adminTherapistMessages, locale);
  const statusName = t(PROFILE_STATUS_LABEL[status]);
  return (
    <Page width="wide">
      <PageHeader eyebrow={t('adminEyebrow')} title={t('therapistsTitle')} lead={t('therapistsLead')} />
      <AdminNav locale={locale} current="/admin/users-therapists" />
      <form method="get" action="/admin/users-therapists" className="s-filters s-section">
        <SelectField
          name="status"
          id="therapists-status"
          label={t('statusFilter')}
          defaultValue={status}
          options={STATUS_ORDER.map((s) => ({ value: s, label: t(PROFILE_STATUS_LABEL[s]) }))}
        />
        <div className="o-cluster s-filters__actions">
          <Button type="submit">{t('show')}</Button>
        </div>
      </form>
      <div className="s-table-wrap s-section">
        <table className="s-table">
          <caption>{t('therapistsCaption', { status: statusName })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('colName')}</th>
              <th scope="col">{t('colTitle')}</th>
              <th scope="col">{t('colCity')}</th>
              <th scope="col">{t('colStatus')}</th>
              <th scope="col">{t('colUpdated')}</th>
              <th scope="col">{t('colFeatured')}</th>
            </tr>
          </thead>
          <tbody>
            {profiles.length === 0 ? (
              <tr>
                <td colSpan={6}>{t('emptyTherapists')}</td>
              </tr>
            ) : (
              profiles.map((p) => (
                <tr key={p.id}>
                  <th scope="row">
                    <a href={`/admin/users-therapists/${encodeURIComponent(p.id)}`}>
                      {p.displayName || p.id}
                    </a>
                  </th>
                  <td>{p.title ? serbian(p.title, locale) : ''}</td>
                  <td>{p.city ? serbian(p.city, locale) : ''}</td>
                  <td>{t(PROFILE_STATUS_LABEL[p.status])}</td>
                  <td>{p.updatedAt ? formatDate(p.updatedAt, HOME_TIME_ZONE, locale) : ''}</td>
                  <td>{p.featured ? t('yes') : t('no')}</td>
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
        href={(n) => listHref(status, n)}
      />
    </Page>
  );
}

export interface AdminTherapistScreenProps {
  locale: Locale;
  profile: OwnProfile | null;
  documents: readonly OwnDocument[];
  taxonomy: CatalogTaxonomy;
}

/** One therapist: what they wrote, their documents (audited downloads), W-8BEN on request, the decision. */
export function AdminTherapistScreen({ locale, profile, documents, taxonomy }: AdminTherapistScreenProps) {
  const t = getT(adminTherapistMessages, locale);
  const back = <a href="/admin/users-therapists">{t('backToTherapists')}</a>;
  if (!profile) {
    return (
      <Page width="normal">
        <PageHeader
          back={back}
          eyebrow={t('adminEyebrow')}
          title={t('metaTherapist')}
          lead={t('profileMissing')}
        />
      </Page>
    );
  }
  return (
    <Page width="normal">
      <PageHeader
        back={back}
        eyebrow={t('adminEyebrow')}
        title={profile.displayName || t('metaTherapist')}
        lead={t('statusLabel', { status: t(PROFILE_STATUS_LABEL[profile.status]) })}
      />
      <Card title={t('profileSection')} className="s-section">
        <p className="s-muted t-id">{t('userIdLabel', { id: profile.userId })}</p>
        {profile.status === 'rejected' && profile.rejectionReason ? (
          <p>{t('rejectionLabel', { reason: profile.rejectionReason })}</p>
        ) : null}
        <ProfileSummary profile={profile} taxonomy={taxonomy} locale={locale} />
      </Card>

      <Card title={t('documentsSection')} className="s-section">
        <p>{t('documentsAudit')}</p>
        {documents.length === 0 ? (
          <p>{t('noDocuments')}</p>
        ) : (
          <div className="s-table-wrap">
            <table className="s-table">
              <caption className="o-visually-hidden">{t('documentsSection')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('colDocument')}</th>
                  <th scope="col">{t('colKind')}</th>
                  <th scope="col">{t('colSize')}</th>
                  <th scope="col">{t('colUploaded')}</th>
                </tr>
              </thead>
              <tbody>
                {documents.map((d) => (
                  <tr key={d.id}>
                    <th scope="row">
                      <a
                        href={`/api/v1/admin/therapists/documents/${encodeURIComponent(d.id)}`}
                        download={d.fileName}
                        aria-label={t('downloadLabel', { name: d.fileName })}
                      >
                        {d.fileName}
                      </a>
                    </th>
                    <td>{t(DOC_LABEL[d.kind])}</td>
                    <td>{fileSize(d.sizeBytes, locale)}</td>
                    <td>
                      {d.uploadedAt
                        ? formatDateTime(d.uploadedAt, HOME_TIME_ZONE, locale, {
                            dateStyle: 'medium',
                            timeStyle: 'short',
                          })
                        : ''}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </Card>

      <Card title={t('w8Section')} className="s-section">
        <p>{t('w8Audit')}</p>
        <W8Reveal profileId={profile.id} />
      </Card>

      <Card title={t('verificationSection')} className="s-section">
        <VerificationForms profileId={profile.id} open={profile.status === 'submitted'}>
          {profile.status === 'approved' && profile.verification ? (
            <>
              <p>
                <strong>{t('verifiedBadge')}</strong>
              </p>
              <VerificationList verification={profile.verification} locale={locale} />
            </>
          ) : (
            <p>{t('notSubmitted')}</p>
          )}
        </VerificationForms>
      </Card>
    </Page>
  );
}
