import { getT, type Locale } from '@oslonac/web/i18n';
import { dashboardMessages } from './messages';

/** In place of a card's content when its service could not answer: said calmly, part of the page from the start. */
export function Unavailable({ locale }: { locale: Locale }) {
  return <p className="s-muted">{getT(dashboardMessages, locale)('unavailable')}</p>;
}
