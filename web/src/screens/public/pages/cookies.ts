import type { PageContent } from '../copy';

/** The cookie names, handed in by the BFF page from the modules that set them, so the list cannot drift. */
export interface CookieNames {
  secureSession: string;
  devSession: string;
  csrf: string;
  locale: string;
}

export function cookiesPage(names: CookieNames): PageContent {
  return {
    latin: {
      metaTitle: 'Kolačići',
      description:
        'Oslonac koristi samo tri neophodna kolačića: za prijavu, za zaštitu formulara i za izabrano pismo. Nema reklamnih ni analitičkih kolačića.',
      eyebrow: 'Kolačići',
      title: 'Samo kolačići bez kojih sajt ne radi',
      lead: 'Kolačić je mala datoteka koju sajt ostavlja u vašem pregledaču. Oslonac koristi samo one bez kojih prijava, zaštita i izbor pisma ne bi radili. Zato vas ne pitamo za pristanak i nemamo traku sa kolačićima.',
      sections: [
        {
          title: 'Koje kolačiće koristimo',
          table: {
            caption: 'Svi kolačići koje Oslonac postavlja',
            head: ['Naziv', 'Čemu služi', 'Koliko traje', 'Ko ga postavlja'],
            rows: [
              [
                names.secureSession,
                `Drži vas prijavljenim. Sadrži samo nasumičan identifikator sesije, ne i vaše podatke. Nedostupan je skriptama (HttpOnly) i šalje se samo preko šifrovane veze. Pri radu na lokalnom računaru bez šifrovane veze isti kolačić se zove ${names.devSession}.`,
                'Dok traje prijava; briše se odjavom',
                'Oslonac',
              ],
              [
                names.csrf,
                'Štiti formulare od zloupotrebe sa drugih sajtova (zaštita od CSRF napada). Sadrži nasumičan niz znakova.',
                'Dok ne zatvorite pregledač',
                'Oslonac',
              ],
              [
                names.locale,
                'Pamti da li čitate sajt na latinici, ćirilici ili engleskom.',
                'Godinu dana',
                'Oslonac',
              ],
            ],
          },
        },
        {
          title: 'Šta ne koristimo',
          items: [
            'Reklamne kolačiće i kolačiće za praćenje sa drugih sajtova.',
            'Analitičke kolačiće (ne merimo vaše kretanje po sajtu alatima drugih kompanija).',
            'Piksele i dugmad društvenih mreža.',
          ],
        },
        {
          title: 'Kako da obrišete kolačiće',
          paragraphs: [
            'Kolačiće možete da obrišete u podešavanjima pregledača. Posle brisanja bićete odjavljeni, a sajt će se prikazati na latinici dok ponovo ne izaberete pismo.',
          ],
        },
        {
          title: 'Više o privatnosti',
          links: [
            { href: '/legal/kolacici', label: 'Pravila o kolačićima' },
            { href: '/legal/privatnost', label: 'Politika privatnosti' },
          ],
        },
      ],
    },
  };
}
