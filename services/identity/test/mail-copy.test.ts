import { describe, expect, it } from '@jest/globals';
import {
  emailChangedMail,
  emailInUseMail,
  emailLinkUrl,
  linkMail,
  noAccountMail,
} from '../src/domain/mail-copy';

const link = 'http://localhost:3000/verify-request?token=abc_DEF-123';

describe('sign-in mail', () => {
  it('is in Serbian Latin by default, with the link, its 15 minutes and single use', () => {
    const mail = linkMail('sr-Latn', 'sign_in', 'Ana Jovanović', link);
    expect(mail.subject).toBe('Vaš link za prijavu na Oslonac');
    expect(mail.text).toContain('Zdravo, Ana Jovanović,');
    expect(mail.text).toContain(link);
    expect(mail.text).toContain('15 minuta');
    expect(mail.text).toContain('samo jednom');
  });

  it('greets without a name when there is none', () => {
    expect(linkMail('sr-Latn', 'sign_in', null, link).text.startsWith('Zdravo,\n')).toBe(true);
  });

  it('has Cyrillic copy derived from the Latin, leaving the name and link untouched', () => {
    const mail = linkMail('sr-Cyrl', 'welcome', 'Ana Jovanović', link);
    expect(mail.subject).toBe('Добро дошли на Ослонац — ваш линк за пријаву');
    expect(mail.text).toContain('Здраво, Ana Jovanović,');
    expect(mail.text).toContain(link);
  });

  it('has English copy', () => {
    expect(linkMail('en', 'sign_in', null, link).subject).toBe('Your Oslonac sign-in link');
  });

  it('points at the page that consumes links by POST', () => {
    expect(emailLinkUrl('https://oslonac.rs/', 'a+b/c')).toBe(
      'https://oslonac.rs/verify-request?token=a%2Bb%2Fc',
    );
  });
});

describe('other mail', () => {
  it('tells an unknown address how to open an account', () => {
    const mail = noAccountMail('sr-Latn', 'https://oslonac.rs/app/login');
    expect(mail.text).toContain('ne postoji');
    expect(mail.text).toContain('https://oslonac.rs/app/login');
  });

  it('warns the old address about an address change', () => {
    expect(emailChangedMail('sr-Latn', 'Ana').subject).toBe(
      'Adresa e-pošte na vašem Oslonac nalogu je promenjena',
    );
  });
});

describe('address change mail', () => {
  it('tells a new address that is already taken that nothing changed, without naming the account', () => {
    const mail = emailInUseMail('sr-Latn');
    expect(mail.subject).toBe('Promena adrese e-pošte na Oslonac nalogu');
    expect(mail.text).toContain('već otvoren drugi nalog');
    expect(mail.text).toContain('ništa nije promenjeno');
    expect(emailInUseMail('sr-Cyrl').subject).toBe('Промена адресе е-поште на Ослонац налогу');
  });
});
