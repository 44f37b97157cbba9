import { HOME_TIME_ZONE } from '@oslonac/lang';
import { Card, LinkButton, Notice, PageHeader } from '@oslonac/web';
import { formatDate, getT, type Locale } from '@oslonac/web/i18n';
import type { CatalogTaxonomy } from '../catalog/types';
import { Page } from '../shared/Page';
import { DocumentsManager } from './DocumentsManager';
import { therapistMessages } from './messages';
import { ProfileForm } from './ProfileForm';
import { ProfileSummary } from './ProfileSummary';
import { SubmitProfile } from './SubmitProfile';
import type { OwnDocument, OwnProfile, OwnVerification } from './types';

export const THERAPIST_PAGES = {
  profile: '/app/onboarding/terapeut/profil',
  complete: '/app/onboarding/terapeut/complete',
  verifying: '/app/onboarding/verifying',
  documents: '/app/settings/documents',
  w8: '/app/settings/documents/w-8',
  prices: '/app/settings/individualne-cene',
} as const;

export function ProfileEditScreen({
  locale,
  profile,
  defaultName,
  taxonomy,
}: {
  locale: Locale;
  profile: OwnProfile | null;
  defaultName: string;
  taxonomy: CatalogTaxonomy;
}) {
  const t = getT(therapistMessages, locale);
  return (
    <Page width="normal">
      <PageHeader eyebrow={t('onboardingEyebrow')} title={t('profileTitle')} lead={t('profileLead')} />
      {profile?.status === 'rejected' && profile.rejectionReason ? (
        <Notice tone="warning" locale={locale} className="s-section">
          <p>{t('rejectedNotice', { reason: profile.rejectionReason })}</p>
        </Notice>
      ) : null}
      <ProfileForm
        profile={profile}
        defaultName={defaultName}
        taxonomy={taxonomy}
        next={THERAPIST_PAGES.complete}
      />
    </Page>
  );
}

export function ProfileCompleteScreen({
  locale,
  profile,
  taxonomy,
  documents,
}: {
  locale: Locale;
  profile: OwnProfile | null;
  taxonomy: CatalogTaxonomy;
  documents: readonly OwnDocument[];
}) {
  const t = getT(therapistMessages, locale);
  if (!profile) {
    return (
      <Page width="narrow">
        <PageHeader eyebrow={t('onboardingEyebrow')} title={t('completeTitle')} lead={t('noProfileText')} />
        <LinkButton href={THERAPIST_PAGES.profile}>{t('fillProfile')}</LinkButton>
      </Page>
    );
  }
  const canSubmit = profile.status === 'draft' || profile.status === 'rejected';
  return (
    <Page width="normal">
      <PageHeader eyebrow={t('onboardingEyebrow')} title={t('completeTitle')} lead={t('completeLead')} />
      <Card
        title={t('previewTitle')}
        className="s-section"
        footer={
          canSubmit ? (
            <LinkButton href={THERAPIST_PAGES.profile} variant="secondary">
              {t('editProfile')}
            </LinkButton>
          ) : null
        }
      >
        <ProfileSummary profile={profile} taxonomy={taxonomy} locale={locale} />
        <p className="s-muted">{t('previewNote')}</p>
      </Card>
      <Card title={t('documentsSection')} className="s-section">
        <p>{t('documentsSectionText')}</p>
        <DocumentsManager documents={documents} headingLevel={3} />
      </Card>
      <Card title={t('submitSection')} tone="accent" className="s-section">
        {canSubmit ? (
          <>
            <p>{t('submitText')}</p>
            {documents.length === 0 ? (
              <Notice tone="warning" locale={locale}>
                <p>{t('submitNoDocuments')}</p>
              </Notice>
            ) : null}
            <SubmitProfile next={THERAPIST_PAGES.verifying} profilePath={THERAPIST_PAGES.profile} />
          </>
        ) : (
          <>
            <p>{t('alreadySubmitted')}</p>
            <LinkButton href={THERAPIST_PAGES.verifying} variant="secondary">
              {t('seeStatus')}
            </LinkButton>
          </>
        )}
      </Card>
    </Page>
  );
}

/** What was checked, line by line: the same facts the public badge shows. */
export function VerificationList({
  verification,
  locale,
}: {
  verification: OwnVerification;
  locale: Locale;
}) {
  const t = getT(therapistMessages, locale);
  return (
    <ul className="t-checklist">
      {verification.degreeChecked ? <li>{t('checkedDegree')}</li> : null}
      {verification.licenceNumber ? (
        <li>{t('checkedLicence', { number: verification.licenceNumber })}</li>
      ) : null}
      {verification.association ? (
        <li>{t('checkedAssociation', { association: verification.association })}</li>
      ) : null}
      {verification.supervisionChecked ? <li>{t('checkedSupervision')}</li> : null}
      {verification.checkedAt ? (
        <li>{t('checkedAt', { date: formatDate(verification.checkedAt, HOME_TIME_ZONE, locale) })}</li>
      ) : null}
    </ul>
  );
}

function NextSteps({ locale }: { locale: Locale }) {
  const t = getT(therapistMessages, locale);
  return (
    <Card title={t('nextSteps')} tone="muted" className="s-section">
      <ul className="s-link-list">
        <li>
          <a href={THERAPIST_PAGES.documents} className="s-link-list__link">
            {t('linkDocuments')}
          </a>
        </li>
        <li>
          <a href={THERAPIST_PAGES.w8} className="s-link-list__link">
            {t('linkW8')}
          </a>
        </li>
        <li>
          <a href={THERAPIST_PAGES.prices} className="s-link-list__link">
            {t('linkPrices')}
          </a>
        </li>
      </ul>
    </Card>
  );
}

export function VerifyingScreen({ locale, profile }: { locale: Locale; profile: OwnProfile | null }) {
  const t = getT(therapistMessages, locale);
  const status = profile?.status ?? 'draft';
  return (
    <Page width="narrow">
      <PageHeader
        eyebrow={t('onboardingEyebrow')}
        title={t('verifyingTitle')}
        lead={
          status === 'submitted'
            ? t('verifyingSubmittedLead')
            : status === 'approved'
              ? t('verifyingApprovedLead')
              : status === 'rejected'
                ? t('verifyingRejectedLead')
                : t('verifyingDraftLead')
        }
      />
      {status === 'draft' ? (
        <LinkButton href={profile ? THERAPIST_PAGES.complete : THERAPIST_PAGES.profile}>
          {t('verifyingDraftAction')}
        </LinkButton>
      ) : null}
      {status === 'submitted' ? (
        <Card className="s-section">
          <p>{t('verifyingSubmittedText')}</p>
        </Card>
      ) : null}
      {status === 'approved' && profile ? (
        <Card className="s-section">
          <p>{t('verifyingApprovedText')}</p>
          {profile.verification ? (
            <VerificationList verification={profile.verification} locale={locale} />
          ) : null}
          <p>
            <a href={`/terapeuti/${encodeURIComponent(profile.slug)}`}>{t('viewPublic')}</a>
          </p>
        </Card>
      ) : null}
      {status === 'rejected' && profile ? (
        <Card className="s-section">
          <p>{t('verifyingRejectedReason')}</p>
          <blockquote className="t-bio">{profile.rejectionReason}</blockquote>
          <p>{t('verifyingRejectedText')}</p>
          <div className="t-actions">
            <LinkButton href={THERAPIST_PAGES.profile}>{t('fixProfile')}</LinkButton>
            <LinkButton href={THERAPIST_PAGES.complete} variant="secondary">
              {t('resubmit')}
            </LinkButton>
          </div>
        </Card>
      ) : null}
      <NextSteps locale={locale} />
    </Page>
  );
}
