// The cancellation policy in plain sentences, for the preview while the therapist edits it. The service says
// the same words (services/booking/src/domain/policy.ts, describePolicy) once the policy is saved; the
// screen shows the service's sentences whenever the form matches what is saved.
import type { TFunction } from '@oslonac/web/i18n';
import type { BookingPolicy } from '../booking/types';
import type { availabilityMessages } from './availability-messages';

type Key = keyof typeof availabilityMessages.latin;

export function policySentences(p: BookingPolicy, t: TFunction<Key>): string[] {
  const hours = (count: number) => t('hours', { count });
  const out: string[] = [];
  if (p.cancelWindowHours > 0) {
    out.push(t('pCancelWindow', { hours: hours(p.cancelWindowHours) }));
    out.push(
      t(
        p.lateCancel === 'not_allowed'
          ? 'pLateNotAllowed'
          : p.lateCancel === 'no_refund'
            ? 'pLateNoRefund'
            : 'pLateHalf',
      ),
    );
  } else {
    out.push(t('pCancelAnyTime'));
  }
  out.push(
    p.rescheduleWindowHours > 0
      ? t('pRescheduleWindow', { hours: hours(p.rescheduleWindowHours) })
      : t('pRescheduleAnyTime'),
  );
  out.push(t('pTherapistCancels'));
  return out;
}

export function samePolicy(a: BookingPolicy, b: BookingPolicy): boolean {
  return (
    a.cancelWindowHours === b.cancelWindowHours &&
    a.rescheduleWindowHours === b.rescheduleWindowHours &&
    a.lateCancel === b.lateCancel
  );
}
