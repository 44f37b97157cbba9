import '@oslonac/web/screens/calendar/calendar.css';
import '@oslonac/web/screens/booking/ips.css';
import { ClientCalendarScreen, TherapistCalendarScreen } from '@oslonac/web/screens/calendar/CalendarScreens';
import { calendarMessages } from '@oslonac/web/screens/calendar/messages';
import {
  CALENDAR_PATH,
  clientSessions,
  feedState,
  paymentReturnOf,
  relationships,
  therapistWeek,
} from '@/src/api/loaders/calendar';
import { getLocale, getSession, requireUser } from '@/src/server/session';
import { param, type SearchParams, titleMetadata } from '../../_shell/page-helpers';

export const dynamic = 'force-dynamic';
export const generateMetadata = () => titleMetadata(calendarMessages, 'metaTitle');

/** A therapist sees their week; everyone else their sessions as a client. */
export default async function CalendarPage({ searchParams }: { searchParams: SearchParams }) {
  const params = await searchParams;
  const user = await requireUser(CALENDAR_PATH);
  const session = await getSession();
  if (!session) throw new Error('session vanished after requireUser');
  const locale = await getLocale();
  const token = session.actorToken;

  if (user.roles.includes('therapist')) {
    const [week, clients, feed] = await Promise.all([
      therapistWeek(token, param(params, 'week', 10), new Date()),
      relationships(token),
      feedState(token),
    ]);
    return (
      <TherapistCalendarScreen locale={locale} userId={user.id} week={week} clients={clients} feed={feed} />
    );
  }
  // Staff and referral partners without the client role have no sessions of their own to list.
  const client = user.roles.includes('client');
  const [sessions, ties, feed] = await Promise.all([
    client ? clientSessions(token, new Date()) : { upcoming: [], past: [], joinable: [] },
    client ? relationships(token) : [],
    feedState(token),
  ]);
  return (
    <ClientCalendarScreen
      locale={locale}
      userId={user.id}
      sessions={sessions}
      relationships={ties}
      feed={feed}
      paymentReturn={paymentReturnOf(sessions, param(params, 'placanje', 36))}
    />
  );
}
