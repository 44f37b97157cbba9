import type { types } from 'mediasoup';
import { mediaCodecs } from './codecs';
import { type ListenConfig, MediaPeer, type ProducerData } from './media-peer';
import type { PeerLink } from './peer-link';

export const LOOPBACK_MAX_MS = 2 * 60_000;
export const LOOPBACK_MAX_ROOMS = 20;

/**
 * /device-test: a router of its own where the page's media comes straight back to it through the SFU, so the page
 * measures what a session would see (round trip, loss, whether UDP or only TCP gets through). No account, so it is
 * short and scarce: two minutes per connection, a fixed number at once.
 */
export class LoopbackRoom {
  readonly media: MediaPeer;
  readonly expiresAt: number;
  private closedFlag = false;

  private constructor(
    readonly worker: types.Worker,
    readonly router: types.Router,
    readonly link: PeerLink,
    listen: ListenConfig,
    now: number,
  ) {
    this.media = new MediaPeer('loopback', router, listen, (m) => link.send(m));
    this.expiresAt = now + LOOPBACK_MAX_MS;
  }

  static async create(
    worker: types.Worker,
    link: PeerLink,
    listen: ListenConfig,
    now: number,
  ): Promise<LoopbackRoom> {
    const router = await worker.createRouter({ mediaCodecs, appData: { loopback: true } });
    return new LoopbackRoom(worker, router, link, listen, now);
  }

  get closed(): boolean {
    return this.closedFlag;
  }

  async receiveOwn(producer?: types.Producer<ProducerData>): Promise<void> {
    const producers = producer ? [producer] : [...this.media.producers.values()];
    for (const p of producers) await this.media.consume(p);
  }

  close(reason: string): void {
    if (this.closedFlag) return;
    this.closedFlag = true;
    this.media.close();
    if (!this.router.closed) this.router.close();
    this.link.disconnect(reason);
  }
}
