// First line against bursts on the sign-in routes, per IP and per process. Identity keeps the real,
// shared limits in its database; this only spares it obvious floods.
export interface Bucket {
  tokens: number;
  updatedAt: number;
}

export class TokenBuckets {
  private readonly buckets = new Map<string, Bucket>();

  constructor(
    private readonly capacity: number,
    private readonly refillPerSecond: number,
    private readonly maxKeys = 50_000,
  ) {}

  /** Takes one token; returns 0 when allowed, else the seconds until one is available. */
  take(key: string, now = Date.now()): number {
    let bucket = this.buckets.get(key);
    if (!bucket) {
      if (this.buckets.size >= this.maxKeys) this.sweep(now);
      bucket = { tokens: this.capacity, updatedAt: now };
      this.buckets.set(key, bucket);
    } else {
      const elapsed = Math.max(0, now - bucket.updatedAt) / 1000;
      bucket.tokens = Math.min(this.capacity, bucket.tokens + elapsed * this.refillPerSecond);
      bucket.updatedAt = now;
    }
    if (bucket.tokens >= 1) {
      bucket.tokens -= 1;
      return 0;
    }
    return Math.max(1, Math.ceil((1 - bucket.tokens) / this.refillPerSecond));
  }

  /** Full buckets carry no information; drop them, and the oldest ones if still crowded. */
  private sweep(now: number): void {
    for (const [key, b] of this.buckets) {
      if (b.tokens + ((now - b.updatedAt) / 1000) * this.refillPerSecond >= this.capacity)
        this.buckets.delete(key);
    }
    if (this.buckets.size >= this.maxKeys) {
      let drop = Math.ceil(this.maxKeys / 10);
      for (const key of this.buckets.keys()) {
        this.buckets.delete(key);
        if (--drop === 0) break;
      }
    }
  }

  get size(): number {
    return this.buckets.size;
  }
}
