import { Button } from '@oslonac/web';
import { getT, type Locale } from '@oslonac/web/i18n';
import { serbian } from '../catalog/labels';
import { AutoSubmitForm } from './AutoSubmit';
import type { FormAction } from './actions';
import type { BookTherapist } from './book-types';
import { InlineSignIn } from './InlineSignIn';
import { offerPrice } from './labels';
import { bookingMessages } from './messages';
import { PolicySentences, Summary } from './Summary';
import type { SessionOffer, Slot } from './types';
import { bookHref } from './urls';

export interface ReviewStepProps {
  locale: Locale;
  therapist: BookTherapist;
  offer: SessionOffer;
  slot: Slot;
  zone: string;
  policySentences: string[];
  holdMinutes: number;
  signedIn: boolean;
  hold: FormAction;
  autoHold: boolean;
}

/** Step 3: what is being booked and the policy, then "reserve" (signed in) or sign in / sign up in place. */
export function ReviewStep(p: ReviewStepProps) {
  const t = getT(bookingMessages, p.locale);
  const slug = p.therapist.slug;
  const params = { vrsta: p.offer.kind, termin: p.slot.startsAt, zona: p.zone };
  const next = bookHref(slug, { ...params, rezervisi: '1' });
  const duration = Math.round((Date.parse(p.slot.endsAt) - Date.parse(p.slot.startsAt)) / 60_000);
  return (
    <section aria-labelledby="b-review-heading" className="s-section">
      <h2 id="b-review-heading" className="b-subtitle">
        {t('chosenHeading')}
      </h2>
      <Summary
        locale={p.locale}
        therapistName={serbian(p.therapist.displayName, p.locale)}
        kind={p.offer.kind}
        startsAt={p.slot.startsAt}
        durationMinutes={duration > 0 ? duration : p.offer.durationMinutes}
        price={offerPrice(p.offer, p.locale)}
        viewerZone={p.zone}
        therapistZone={p.therapist.timeZone}
      />
      <p>
        <a href={bookHref(slug, { vrsta: p.offer.kind, zona: p.zone })}>{t('changeTime')}</a>
      </p>
      <PolicySentences locale={p.locale} sentences={p.policySentences} headingLevel={3} />
      <p className="s-section">{t('holdNote', { count: p.holdMinutes })}</p>
      {p.signedIn ? (
        <AutoSubmitForm action={p.hold} auto={p.autoHold} className="s-section">
          <input type="hidden" name="therapistSlug" value={slug} />
          <input type="hidden" name="kind" value={p.offer.kind} />
          <input type="hidden" name="startsAt" value={p.slot.startsAt} />
          <input type="hidden" name="zona" value={p.zone} />
          <Button type="submit">{t('holdButton')}</Button>
        </AutoSubmitForm>
      ) : (
        <section aria-labelledby="b-signin-heading" className="s-section">
          <h3 id="b-signin-heading" className="b-subtitle">
            {t('signInHeading')}
          </h3>
          <p>{t('signInText')}</p>
          <InlineSignIn next={next} />
          <p className="s-aside">
            <a href={`/app/login?next=${encodeURIComponent(next)}`}>{t('signInPage')}</a>
          </p>
        </section>
      )}
    </section>
  );
}
