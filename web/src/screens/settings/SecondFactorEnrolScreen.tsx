import { Card, Notice, PageHeader } from '@oslonac/web';
import { getT, type Locale } from '@oslonac/web/i18n';
import { Page } from '../shared/Page';
import { SecondFactorSection, type SecondFactorState } from './SecondFactorSection';
import { secondFactorMessages } from './second-factor-messages';

export interface SecondFactorEnrolScreenProps {
  locale: Locale;
  state: SecondFactorState;
  hasPassword: boolean;
  /** Where the person was going (e.g. /admin): reached once the recovery codes are saved. */
  next: string | null;
  /** Staff sent here from /admin: say plainly why. */
  staffRequired: boolean;
}

/** /app/settings/account/dvostepena: turning TOTP on, on its own page (staff land here before /admin). */
export function SecondFactorEnrolScreen({
  locale,
  state,
  hasPassword,
  next,
  staffRequired,
}: SecondFactorEnrolScreenProps) {
  const t = getT(secondFactorMessages, locale);
  return (
    <Page width="narrow">
      <PageHeader
        back={<a href="/app/settings/account">{t('back')}</a>}
        title={t('enrolTitle')}
        lead={t('enrolLead')}
      />
      {staffRequired ? (
        <Notice tone="info" locale={locale}>
          <p>{t('staffRequired')}</p>
        </Notice>
      ) : null}
      <Card title={t('sectionTitle')} className="s-section">
        <SecondFactorSection state={state} hasPassword={hasPassword} next={next} />
      </Card>
    </Page>
  );
}
