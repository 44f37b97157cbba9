import { LinkButton, PageHeader } from '@oslonac/web';
import { getT, type Locale } from '@oslonac/web/i18n';
import { Page } from '../shared/Page';
import { MobileHandoff } from './MobileHandoff';
import { authMessages } from './messages';

export function MobileAuthScreen({ locale, signedIn }: { locale: Locale; signedIn: boolean }) {
  const t = getT(authMessages, locale);
  if (!signedIn) {
    return (
      <Page width="narrow">
        <PageHeader title={t('mobileTitle')} lead={t('mobileSignedOut')} />
        <LinkButton href={`/app/login?next=${encodeURIComponent('/mobile-auth')}`}>
          {t('mobileSignIn')}
        </LinkButton>
      </Page>
    );
  }
  return (
    <Page width="narrow">
      <PageHeader title={t('mobileTitle')} lead={t('mobileLead')} />
      <MobileHandoff />
    </Page>
  );
}
