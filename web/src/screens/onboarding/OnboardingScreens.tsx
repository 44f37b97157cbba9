import { Card, PageHeader } from '@oslonac/web';
import { getT, type Locale } from '@oslonac/web/i18n';
import { Page } from '../shared/Page';
import { ChoosePathForm } from './ChoosePathForm';
import { DetailsForm } from './DetailsForm';
import { onboardingMessages } from './messages';

export function ChoosePathScreen({ locale }: { locale: Locale }) {
  const t = getT(onboardingMessages, locale);
  return (
    <Page width="narrow">
      <PageHeader title={t('chooseTitle')} lead={t('chooseLead')} />
      <ChoosePathForm />
    </Page>
  );
}

export function ClientDetailsScreen({ locale, displayName }: { locale: Locale; displayName: string }) {
  const t = getT(onboardingMessages, locale);
  return (
    <Page width="narrow">
      <PageHeader title={t('clientTitle')} lead={t('clientLead')} />
      <DetailsForm
        initialName={displayName}
        label={t('clientName')}
        autoComplete="nickname"
        done="/app/dashboard"
      />
      <Card title={t('privacyTitle')} tone="muted" className="s-section">
        <p>{t('privacyText')}</p>
      </Card>
    </Page>
  );
}

export function TherapistDetailsScreen({ locale, displayName }: { locale: Locale; displayName: string }) {
  const t = getT(onboardingMessages, locale);
  return (
    <Page width="narrow">
      <PageHeader title={t('therapistTitle')} lead={t('therapistLead')} />
      <DetailsForm
        initialName={displayName}
        label={t('therapistName')}
        hint={t('therapistNameHint')}
        autoComplete="name"
        done="/app/onboarding/terapeut/profil"
      />
      <Card title={t('verifyTitle')} tone="muted" className="s-section">
        <p>{t('verifyText')}</p>
      </Card>
    </Page>
  );
}
