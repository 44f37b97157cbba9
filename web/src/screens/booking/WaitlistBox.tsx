import { Button, Notice } from '@oslonac/web';
import { getT, type Locale } from '@oslonac/web/i18n';
import type { FormAction } from './actions';
import { bookingMessages } from './messages';
import type { BookingKind } from './types';

export interface WaitlistBoxProps {
  locale: Locale;
  therapistName: string;
  slug: string;
  kind: BookingKind;
  action: FormAction;
  /** Signed in as a client: the button; otherwise a way to sign in. */
  signedIn: boolean;
  signInHref: string;
  /** Where the action returns to (this page). */
  back: string;
  joined: boolean;
  headingLevel?: 2 | 3;
}

/** "Javi mi kad se oslobodi termin": a plain form, so it works without JavaScript. */
export function WaitlistBox({
  locale,
  therapistName,
  slug,
  kind,
  action,
  signedIn,
  signInHref,
  back,
  joined,
  headingLevel = 2,
}: WaitlistBoxProps) {
  const t = getT(bookingMessages, locale);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section className="b-waitlist s-section" aria-labelledby={`b-waitlist-${slug}`}>
      <Heading id={`b-waitlist-${slug}`} className="b-subtitle">
        {t('waitlistHeading')}
      </Heading>
      <p>{t('waitlistText', { name: therapistName })}</p>
      {joined ? (
        <Notice tone="success" locale={locale}>
          <p>{t('waitlistJoined')}</p>
        </Notice>
      ) : signedIn ? (
        <form action={action}>
          <input type="hidden" name="therapistSlug" value={slug} />
          <input type="hidden" name="kind" value={kind} />
          <input type="hidden" name="back" value={back} />
          <Button type="submit" variant="secondary">
            {t('waitlistButton')}
          </Button>
        </form>
      ) : (
        <p>
          <a href={signInHref}>{t('waitlistSignIn')}</a>
        </p>
      )}
    </section>
  );
}
