import { Bus } from '../events/bus';
import type { Logger } from '../log';
import { testNatsUrl, testStreamPrefix, uniqueTestPrefix } from './nats';

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
