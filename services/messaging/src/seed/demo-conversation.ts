// The demo client's conversation with the demo therapist, so `klijent@oslonac.rs` and `terapeut@oslonac.rs` open an
// inbox with something in it. The user ids are the ones identity's seed gives these accounts (the same as booking's
// demo practice, services/booking/seed/demo-practice.ts); the conversation itself comes from booking's
// relationship event. Calm, everyday messages between sessions; the last one is still unread for the client.

export interface DemoMessage {
  /** The sender's client message id: a second seed run finds it and adds nothing. */
  key: string;
  from: 'client' | 'therapist';
  /** How long before the seed's now it was sent. */
  minutesAgo: number;
  text: string;
}

export interface DemoConversation {
  clientUserId: string;
  therapistUserId: string;
  messages: DemoMessage[];
}

const DAY = 24 * 60;

export const DEMO_CONVERSATION: DemoConversation = {
  clientUserId: '01900000-0000-7000-8000-000000000003',
  therapistUserId: '01900000-0000-7000-8000-000000000002',
  messages: [
    {
      key: 'demo-message-1',
      from: 'therapist',
      minutesAgo: 6 * DAY + 5 * 60,
      text: 'Dobar dan, Ana. Hvala na današnjem razgovoru. Kao što smo se dogovorili, ove nedelje pokušajte da svako veče zapišete jednu stvar koja je prošla dobro.',
    },
    {
      key: 'demo-message-2',
      from: 'client',
      minutesAgo: 5 * DAY + 2 * 60,
      text: 'Dobro veče. Probala sam juče i danas. Nije bilo lako da se setim nečeg, ali na kraju sam zapisala šetnju sa sestrom.',
    },
    {
      key: 'demo-message-3',
      from: 'therapist',
      minutesAgo: 4 * DAY + 7 * 60,
      text: 'To je sasvim dovoljno za početak. Ne mora da bude nešto veliko, važno je da primetite trenutak. Ponesite beleške na sledeći termin.',
    },
    {
      key: 'demo-message-4',
      from: 'client',
      minutesAgo: DAY + 3 * 60,
      text: 'Hoću, hvala. Primećujem da su mi večeri mirnije otkad pišem.',
    },
    {
      key: 'demo-message-5',
      from: 'therapist',
      minutesAgo: 3 * 60,
      text: 'Drago mi je to da čujem. Vidimo se na sledećem terminu, pa ćemo zajedno pogledati šta vam najviše pomaže.',
    },
  ],
};
