import { PageHeader } from '@oslonac/web';
import { getT, type Locale } from '@oslonac/web/i18n';
import { secondFactorMessages } from '../settings/second-factor-messages';
import { Page } from '../shared/Page';
import { SignOutButton } from '../shared/SignOutButton';
import { SecondFactorForm } from './SecondFactorForm';

export interface SecondFactorScreenProps {
  locale: Locale;
  /** Where to go once the code is accepted (already checked to be a safe path). */
  next: string | null;
}

/** /app/login/drugi-korak: the second step of signing in, before anything else opens. */
export function SecondFactorScreen({ locale, next }: SecondFactorScreenProps) {
  const t = getT(secondFactorMessages, locale);
  return (
    <Page width="narrow">
      <PageHeader title={t('stepTitle')} lead={t('stepLead')} />
      <SecondFactorForm next={next} />
      <p className="s-aside">{t('stepOther')}</p>
      <SignOutButton />
    </Page>
  );
}
