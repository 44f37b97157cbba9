import { v7 as uuidv7 } from 'uuid';
import { Bus } from '../events/bus';
import type { Logger } from '../log';
import { testNatsUrl, testStreamPrefix, uniqueTestPrefix } from './nats';
import { eventually } from './wait';

export interface TestBus {
  bus: Bus;
  /** The subject prefix ('t8f3a2.'): subjects of this test are `${prefix}<service>.<entity>.<fact>.v1`. */
  prefix: string;
  /** The stream prefix ('T8F3A2'), as the service's STREAM_PREFIX. */
  streamPrefix: string;
  /** Deletes every stream made under this test's prefix (the dead-letter stream too) and closes the bus. */
  close(): Promise<void>;
}

/** A bus on the shared test NATS with prefixes of its own, so parallel tests never see each other's events. */
export async function startTestBus(name: string, log: Logger): Promise<TestBus> {
  const prefix = uniqueTestPrefix();
  const streamPrefix = testStreamPrefix(prefix);
  const bus = await Bus.connect({ url: testNatsUrl(), name, log, subjectPrefix: prefix, streamPrefix });
  return {
    bus,
    prefix,
    streamPrefix,
    async close() {
      const names: string[] = [];
      for await (const s of bus.jsm.streams.names()) if (s.startsWith(`${streamPrefix}_`)) names.push(s);
      for (const s of names) await bus.jsm.streams.delete(s).catch(() => {});
      await bus.close();
    },
  };
}

/**
 * Another service's stream, fed by a test as that service's relay would: `publish` takes the subject without the
 * test's prefix and answers the message id the consuming service's inbox will record.
 */
export interface UpstreamFeed {
  bus: Bus;
  /** The upstream's stream name, e.g. 'T8F3A2_BOOKING'. */
  stream: string;
  publish(subject: string, payload: Uint8Array, msgID?: string): Promise<string>;
}

export async function feedOf(events: TestBus, of: string): Promise<UpstreamFeed> {
  const { bus } = events;
  const stream = await bus.ensureStreamOf(of);
  return {
    bus,
    stream,
    async publish(subject, payload, msgID = uuidv7()) {
      await bus.js.publish(`${bus.subjectPrefix}${subject}`, payload, {
        msgID,
        expect: { streamName: stream },
      });
      return msgID;
    },
  };
}

/** Resolves once a consumer's inbox holds the message, i.e. its handler committed. */
export function inboxHandled(
  inbox: { count(args: { where: { messageId: string } }): Promise<number> },
  msgID: string,
): Promise<true> {
  return eventually(`event ${msgID} handled`, async () =>
    (await inbox.count({ where: { messageId: msgID } })) === 1 ? true : null,
  );
}
