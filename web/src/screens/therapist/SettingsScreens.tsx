import { HOME_TIME_ZONE } from '@oslonac/lang';
import { Card, PageHeader } from '@oslonac/web';
import { formatDateTime, getT, type Locale } from '@oslonac/web/i18n';
import { Page } from '../shared/Page';
import { DocumentsManager } from './DocumentsManager';
import { therapistMessages } from './messages';
import { THERAPIST_PAGES } from './OnboardingScreens';
import { PriceForm, PricesList } from './PriceForms';
import type { IndividualPrice, OwnDocument, W8BenData } from './types';
import { W8Form } from './W8Form';

const back = (label: string) => <a href="/app/settings">{label}</a>;

export function DocumentsScreen({
  locale,
  documents,
}: {
  locale: Locale;
  documents: readonly OwnDocument[];
}) {
  const t = getT(therapistMessages, locale);
  return (
    <Page width="normal">
      <PageHeader
        back={back(t('backToSettings'))}
        eyebrow={t('settingsEyebrow')}
        title={t('documentsTitle')}
        lead={t('documentsLead')}
      />
      <Card title={t('privacyTitle')} tone="muted" className="s-section">
        <p>{t('privacyText')}</p>
      </Card>
      <div className="s-section">
        <DocumentsManager documents={documents} />
      </div>
      <p className="s-section">
        <a href={THERAPIST_PAGES.w8}>{t('documentsLinkW8')}</a>
      </p>
    </Page>
  );
}

export function W8Screen({ locale, form }: { locale: Locale; form: W8BenData | null }) {
  const t = getT(therapistMessages, locale);
  return (
    <Page width="narrow">
      <PageHeader
        back={<a href={THERAPIST_PAGES.documents}>{t('documentsTitle')}</a>}
        eyebrow={t('settingsEyebrow')}
        title={t('w8Title')}
        lead={t('w8Lead')}
      />
      <Card title={t('w8WhyTitle')} tone="muted" className="s-section">
        <p>{t('w8WhyText1')}</p>
        <p>{t('w8WhyText2')}</p>
        <p>{t('w8WhyText3')}</p>
      </Card>
      {form?.signedAt ? (
        <p className="s-section">
          {t('w8SignedAt', {
            date: formatDateTime(form.signedAt, HOME_TIME_ZONE, locale, {
              dateStyle: 'long',
              timeStyle: 'short',
            }),
          })}
        </p>
      ) : null}
      <div className="s-section">
        <W8Form form={form} />
      </div>
    </Page>
  );
}

export function PricesScreen({ locale, prices }: { locale: Locale; prices: readonly IndividualPrice[] }) {
  const t = getT(therapistMessages, locale);
  return (
    <Page width="normal">
      <PageHeader
        back={back(t('backToSettings'))}
        eyebrow={t('settingsEyebrow')}
        title={t('pricesTitle')}
        lead={t('pricesLead')}
      />
      <Card title={t('pricesPrivacyTitle')} tone="muted" className="s-section">
        <p>{t('pricesPrivacyText')}</p>
        <h3>{t('pricesHowTitle')}</h3>
        <p>{t('pricesHowText')}</p>
      </Card>
      <Card title={t('setPrice')} className="s-section">
        <PriceForm />
      </Card>
      <Card title={t('pricesListTitle')} className="s-section">
        <PricesList prices={prices} />
      </Card>
    </Page>
  );
}
