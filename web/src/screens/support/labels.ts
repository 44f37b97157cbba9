import { defineMessages } from '@oslonac/web/i18n';

/** Topic and status names, shared by the contact form on /podrska and the back office on /admin/complaints. */
export const supportLabels = defineMessages(
  {
    topic_account: 'Nalog i prijava',
    topic_booking: 'Zakazivanje i termini',
    topic_payment: 'Plaćanje',
    topic_therapist: 'Terapeut',
    topic_privacy: 'Privatnost i podaci',
    topic_other: 'Nešto drugo',
    status_open: 'Otvorena',
    status_answered: 'Odgovorena',
    status_closed: 'Zatvorena',
  },
  {
    en: {
      topic_account: 'Account and sign-in',
      topic_booking: 'Booking and sessions',
      topic_payment: 'Payment',
      topic_therapist: 'A therapist',
      topic_privacy: 'Privacy and data',
      topic_other: 'Something else',
      status_open: 'Open',
      status_answered: 'Answered',
      status_closed: 'Closed',
    },
  },
);
