import { defineMessages } from '@oslonac/web/i18n';

/** Copy of paying by bank transfer (IPS QR): the booking's payment step, /app/calendar and /mobile/payment. */
export const ipsMessages = defineMessages(
  {
    ipsChoice: 'Uplata preko banke (IPS QR)',
    ipsChoiceAmount: 'Uplata preko banke (IPS QR), {amount}',
    ipsPending: 'Pripremamo nalog za uplatu…',
    ipsFailed: 'Nalog za uplatu se nije otvorio. Pokušajte ponovo za nekoliko trenutaka.',
    ipsHeading: 'Uplata preko banke',
    ipsScan:
      'Otvorite aplikaciju svoje banke, izaberite plaćanje skeniranjem IPS QR koda i usmerite kameru na kod. Nalog se popuni sam; proverite ga i potvrdite.',
    ipsQrAlt: 'IPS QR kod za uplatu {amount} na račun {account}, poziv na broj {reference}',
    ipsByHand: 'Ili unesite nalog ručno:',
    ipsPayee: 'Primalac',
    ipsAccount: 'Račun primaoca',
    ipsAmount: 'Iznos',
    ipsCode: 'Šifra plaćanja',
    ipsPurpose: 'Svrha uplate',
    ipsReference: 'Model i poziv na broj',
    ipsCopy: 'Kopiraj',
    ipsCopied: 'Kopirano: {field}.',
    ipsCopyFailed: 'Kopiranje nije uspelo. Označite tekst i kopirajte ga ručno.',
    ipsConfirmNote:
      'Seansa je potvrđena kada uplata stigne na naš račun. Izvode banke proveravamo radnim danima, pa potvrda može da potraje dan-dva.',
    ipsDeadline: 'Termin čuvamo za vas do {time}. Uplatite do tada, sa tačnim pozivom na broj.',
    ipsNoDeadline: 'Termin čuvamo za vas dok uplata ne stigne. Uplatite sa tačnim pozivom na broj.',
    ipsRsdOnly: 'Uplata preko banke moguća je samo za cene u dinarima.',
    // --- /mobile/payment/{therapyRelationshipId} ---
    mobileMetaTitle: 'Plaćanje seanse',
    mobileTitle: 'Plaćanje seanse',
    mobileSession: 'Seansa',
    mobileWith: 'Terapeut',
    mobileWhen: 'Vreme',
    mobilePrice: 'Iznos',
    mobileChoose: 'Izaberite kako plaćate',
    mobileCardHeading: 'Karticom',
    mobileCardText: 'Plaćate na Stripe-ovoj sigurnoj stranici. Oslonac nikada ne vidi broj vaše kartice.',
    mobileNothingTitle: 'Ovde nema ničega za plaćanje',
    mobileNothingText:
      'Nijedna seansa sa ovim terapeutom ne čeka uplatu, ili ova adresa ne pripada vašem nalogu. Vaše seanse su u kalendaru.',
    mobileUnavailable: 'Podaci o seansama trenutno nisu dostupni. Pokušajte ponovo za nekoliko minuta.',
    mobileToCalendar: 'Kalendar',
  },
  {
    en: {
      ipsChoice: 'Bank transfer (IPS QR)',
      ipsChoiceAmount: 'Bank transfer (IPS QR), {amount}',
      ipsPending: 'Preparing the payment order…',
      ipsFailed: 'The payment order did not open. Please try again in a moment.',
      ipsHeading: 'Bank transfer',
      ipsScan:
        'Open your bank’s app, choose paying by scanning an IPS QR code and point the camera at the code. The order fills itself in; check it and confirm.',
      ipsQrAlt: 'IPS QR code to pay {amount} to account {account}, reference {reference}',
      ipsByHand: 'Or enter the order by hand:',
      ipsPayee: 'Payee',
      ipsAccount: 'Payee’s account',
      ipsAmount: 'Amount',
      ipsCode: 'Payment code',
      ipsPurpose: 'Purpose',
      ipsReference: 'Model and reference',
      ipsCopy: 'Copy',
      ipsCopied: 'Copied: {field}.',
      ipsCopyFailed: 'Copying did not work. Select the text and copy it by hand.',
      ipsConfirmNote:
        'The session is confirmed when the transfer reaches our account. We check bank statements on working days, so confirming can take a day or two.',
      ipsDeadline: 'We keep the time for you until {time}. Please pay by then, with the exact reference.',
      ipsNoDeadline:
        'We keep the time for you until the transfer arrives. Please pay with the exact reference.',
      ipsRsdOnly: 'Bank transfer is possible only for prices in dinars.',
      mobileMetaTitle: 'Paying for a session',
      mobileTitle: 'Paying for a session',
      mobileSession: 'Session',
      mobileWith: 'Therapist',
      mobileWhen: 'Time',
      mobilePrice: 'Amount',
      mobileChoose: 'Choose how to pay',
      mobileCardHeading: 'By card',
      mobileCardText: 'You pay on Stripe’s secure page. Oslonac never sees your card number.',
      mobileNothingTitle: 'There is nothing to pay here',
      mobileNothingText:
        'No session with this therapist is waiting for payment, or this address does not belong to your account. Your sessions are in the calendar.',
      mobileUnavailable: 'Session details are not available right now. Please try again in a few minutes.',
      mobileToCalendar: 'Calendar',
    },
    // NBS writes the code's name in Latin in Cyrillic text too ("NBS IPS QR кôд"): only these are hand-set.
    cyrl: {
      ipsChoice: 'Уплата преко банке (IPS QR)',
      ipsChoiceAmount: 'Уплата преко банке (IPS QR), {amount}',
      ipsQrAlt: 'IPS QR код за уплату {amount} на рачун {account}, позив на број {reference}',
      ipsScan:
        'Отворите апликацију своје банке, изаберите плаћање скенирањем IPS QR кода и усмерите камеру на код. Налог се попуни сам; проверите га и потврдите.',
    },
  },
);
