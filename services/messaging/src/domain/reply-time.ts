// The measured side of the promise: how long a therapist really takes to answer. For each stretch of messages
// from the client side (client or partner), the time from its first message to the therapist's next one.

export const REPLY_WINDOW_DAYS = 90;
/** Fewer replies than this and a median says nothing: 0 ("not enough to say"). */
export const MIN_REPLIES = 3;

export interface TimedMessage {
  conversationId: string;
  fromTherapist: boolean;
  sentAt: Date;
}

/** The reply times in seconds, over messages of any number of conversations (in any order). */
export function replyTimes(messages: TimedMessage[]): number[] {
  const byConversation = new Map<string, TimedMessage[]>();
  for (const m of messages) {
    const list = byConversation.get(m.conversationId) ?? [];
    list.push(m);
    byConversation.set(m.conversationId, list);
  }
  const times: number[] = [];
  for (const list of byConversation.values()) {
    list.sort((a, b) => a.sentAt.getTime() - b.sentAt.getTime());
    let waitingSince: Date | null = null;
    for (const m of list) {
      if (!m.fromTherapist) {
        waitingSince ??= m.sentAt;
      } else if (waitingSince) {
        times.push(Math.round((m.sentAt.getTime() - waitingSince.getTime()) / 1000));
        waitingSince = null;
      }
    }
  }
  return times;
}

/** Median reply time in whole seconds; 0 with fewer than MIN_REPLIES replies. */
export function medianReplySeconds(messages: TimedMessage[]): number {
  const times = replyTimes(messages).sort((a, b) => a - b);
  if (times.length < MIN_REPLIES) return 0;
  const mid = Math.floor(times.length / 2);
  const median =
    times.length % 2 === 1
      ? (times[mid] as number)
      : ((times[mid - 1] as number) + (times[mid] as number)) / 2;
  return Math.round(median);
}

/** The start of the window the median looks at. */
export function replyWindowStart(now: Date): Date {
  return new Date(now.getTime() - REPLY_WINDOW_DAYS * 24 * 60 * 60_000);
}
