/**
 * A token bucket per connection: a page sends bursts while it sets up (join, capabilities, two transports, a few
 * produces) and then little; a script flooding the socket is cut off without touching mediasoup.
 */
export class TokenBucket {
  private tokens: number;
  private last: number;

  constructor(
    private readonly ratePerSecond: number,
    private readonly burst: number,
    private readonly nowMs: () => number = () => performance.now(),
  ) {
    this.tokens = burst;
    this.last = nowMs();
  }

  /** Takes one token; false when the bucket is empty. */
  take(): boolean {
    const now = this.nowMs();
    this.tokens = Math.min(this.burst, this.tokens + ((now - this.last) / 1000) * this.ratePerSecond);
    this.last = now;
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }
}
