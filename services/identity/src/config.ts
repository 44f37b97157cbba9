import { type Config, ConfigError, masterKeySetting, portSetting } from '@oslonac/kit';
import { type MailSettings, mailConfigShape, mailSettings } from '@oslonac/kit/mail';
import { z } from 'zod';
import { DEFAULT_ERASURE_SERVICES, parseErasureServices } from './domain/erasure';

const positiveInt = (fallback: number) =>
  z.coerce
    .number({ error: 'must be a number' })
    .int()
    .min(1, { error: 'must be at least 1' })
    .default(fallback);

const privateJwk = z.string().transform((raw, ctx) => {
  try {
    const jwk: unknown = JSON.parse(raw);
    if (jwk && typeof jwk === 'object' && (jwk as { kty?: unknown }).kty === 'OKP' && 'd' in jwk) {
      return jwk as { kty: 'OKP'; crv: string; x: string; d: string; kid?: string };
    }
  } catch {
    // reported below
  }
  ctx.addIssue({ code: 'custom', message: 'must be the JSON of an Ed25519 private JWK (kty OKP, with "d")' });
  return z.NEVER;
});

/** Identity's variables on top of the kit's base config (DATABASE_URL, NATS_URL, ... come from there). */
export const identityConfig = {
  GRPC_PORT: portSetting(50051),
  HTTP_PORT: portSetting(8081),
  ACTOR_PRIVATE_JWK: privateJwk,
  // Wraps each account's data key (the sealed TOTP secrets of the second factor).
  DATA_MASTER_KEY: masterKeySetting,
  // No default: production must say where people reach the site (see identitySettings).
  PUBLIC_URL: z.url({ error: 'must be a URL' }).optional(),
  // SMTP_URL and MAIL_FROM: where mail leaves (the kit's mail module; the local catcher in development).
  ...mailConfigShape,
  // Per 15-minute window; successful sign-ins are not counted.
  SIGNIN_LIMIT_PER_IP: positiveInt(20),
  SIGNIN_LIMIT_PER_ACCOUNT: positiveInt(5),
  // Services that must report an erasure (<service>.user.erased.v1) before it counts as complete.
  ERASURE_SERVICES: z
    .string()
    .default(DEFAULT_ERASURE_SERVICES.join(','))
    .transform((raw, ctx) => {
      try {
        return parseErasureServices(raw);
      } catch (err) {
        ctx.addIssue({ code: 'custom', message: (err as Error).message });
        return z.NEVER;
      }
    }),
};

export type IdentityConfig = Config<typeof identityConfig>;

const DEVELOPMENT_PUBLIC_URL = 'http://localhost:3000';

/**
 * Rules across variables, checked before the service starts: links in production mail must point at the real
 * site, never at a localhost default, and production mail leaves only through a named relay over TLS or
 * STARTTLS (the kit's mailSettings).
 */
export function identitySettings(
  config: Pick<IdentityConfig, 'NODE_ENV' | 'PUBLIC_URL' | 'SMTP_URL' | 'MAIL_FROM'>,
): { publicUrl: string; mail: MailSettings } {
  const production = config.NODE_ENV === 'production';
  const issues: string[] = [];
  if (production && !config.PUBLIC_URL) issues.push('PUBLIC_URL is required when NODE_ENV=production');
  if (production && !config.SMTP_URL) issues.push('SMTP_URL is required when NODE_ENV=production');
  if (issues.length > 0) throw new ConfigError(issues);
  return { publicUrl: config.PUBLIC_URL ?? DEVELOPMENT_PUBLIC_URL, mail: mailSettings(config) };
}
