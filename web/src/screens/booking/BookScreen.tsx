import { Notice, PageHeader } from '@oslonac/web';
import { getT, type Locale } from '@oslonac/web/i18n';
import { serbian } from '../catalog/labels';
import { Page } from '../shared/Page';
import type { BookActions } from './actions';
import { BookingState } from './BookingState';
import { KindStep, TimeStep } from './BookSteps';
import type { BookStep, BookTherapist } from './book-types';
import { bookingMessages } from './messages';
import { ReviewStep } from './ReviewStep';
import type { BookingKind } from './types';
import { bookHref } from './urls';
import { ZoneSync } from './ZoneSync';

export type { BookStep, BookTherapist, WeekOfSlots } from './book-types';

export interface BookScreenProps {
  locale: Locale;
  therapist: BookTherapist;
  /** Plain Serbian (Latin) sentences of the therapist's policy. */
  policySentences: string[];
  holdMinutes: number;
  viewerZone: string;
  step: BookStep;
  viewer: { signedIn: boolean; client: boolean };
  /** What went wrong in the last step, already in the visitor's language. */
  problem: string | null;
  notices: { released: boolean; waitlisted: boolean };
  actions: BookActions;
  /** Back from signing in with a time chosen: reserve it at once (JavaScript). */
  autoHold: boolean;
}

const STEP_INDEX = { kind: 0, time: 1, review: 2, booking: 2 } as const;

function Steps({
  locale,
  current,
  links,
}: {
  locale: Locale;
  current: number;
  links: [string | null, string | null];
}) {
  const t = getT(bookingMessages, locale);
  const names = [t('stepKind'), t('stepTime'), t('stepReview')];
  return (
    <nav aria-label={t('stepsLabel')} className="s-section">
      <ol className="b-steps">
        {names.map((name, i) => {
          const href = i < current ? links[i as 0 | 1] : null;
          return (
            <li key={name} className={i === current ? 'b-steps__current' : undefined}>
              {href ? (
                <a href={href}>{name}</a>
              ) : (
                <span aria-current={i === current ? 'step' : undefined}>
                  {name}
                  {i === current ? <span className="o-visually-hidden"> {t('stepCurrent')}</span> : null}
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

function kindOf(step: BookStep): BookingKind | undefined {
  if (step.step === 'time' || step.step === 'review') return step.offer.kind;
  if (step.step === 'booking') return step.booking.kind;
  return undefined;
}

/** /terapeuti/{slug}/book: session type → day and time → check and reserve → the booking's state. */
export function BookScreen(props: BookScreenProps) {
  const { locale, therapist, step, viewerZone, problem } = props;
  const t = getT(bookingMessages, locale);
  const zona = viewerZone;
  const kind = kindOf(step);
  const links: [string | null, string | null] = [
    therapist.sessionTypes.length > 1 ? bookHref(therapist.slug, { zona }) : null,
    kind ? bookHref(therapist.slug, { vrsta: kind, zona }) : null,
  ];
  return (
    <Page width="normal">
      <ZoneSync current={viewerZone} />
      <p className="b-back">
        <a href={`/terapeuti/${therapist.slug}`}>{t('backToProfile')}</a>
      </p>
      <PageHeader
        title={t('bookTitle', { name: serbian(therapist.displayName, locale) })}
        lead={t('bookLead')}
      />
      <Steps locale={locale} current={STEP_INDEX[step.step]} links={links} />
      {problem ? (
        <Notice tone="error" title={t('problemTitle')} locale={locale} className="s-section">
          <p>{problem}</p>
        </Notice>
      ) : null}
      {props.notices.released ? (
        <Notice tone="success" locale={locale} className="s-section">
          <p>{t('released')}</p>
        </Notice>
      ) : null}
      {step.step === 'kind' ? <KindStep locale={locale} therapist={therapist} zone={zona} /> : null}
      {step.step === 'time' ? (
        <TimeStep
          locale={locale}
          therapist={therapist}
          offer={step.offer}
          week={step.week}
          zone={zona}
          viewer={props.viewer}
          waitlisted={props.notices.waitlisted}
          joinWaitlist={props.actions.joinWaitlist}
        />
      ) : null}
      {step.step === 'review' ? (
        <ReviewStep
          locale={locale}
          therapist={therapist}
          offer={step.offer}
          slot={step.slot}
          zone={zona}
          policySentences={props.policySentences}
          holdMinutes={props.holdMinutes}
          signedIn={props.viewer.signedIn}
          hold={props.actions.hold}
          autoHold={props.autoHold}
        />
      ) : null}
      {step.step === 'booking' ? (
        <BookingState
          locale={locale}
          booking={step.booking}
          payment={step.payment ?? null}
          returnedUnpaid={step.returnedUnpaid ?? false}
          zone={zona}
          policySentences={props.policySentences}
          actions={props.actions}
        />
      ) : null}
    </Page>
  );
}

/** The booking page when booking does not answer: a calm note and the way back. */
export function BookUnavailableScreen({ locale, slug }: { locale: Locale; slug: string }) {
  const t = getT(bookingMessages, locale);
  return (
    <Page width="normal">
      <p className="b-back">
        <a href={`/terapeuti/${slug}`}>{t('backToProfile')}</a>
      </p>
      <PageHeader title={t('bookMetaTitle')} />
      <Notice tone="error" title={t('unavailableTitle')} locale={locale} live="off">
        <p>{t('unavailableText')}</p>
      </Notice>
    </Page>
  );
}
