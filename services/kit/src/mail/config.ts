import { z } from 'zod';
import { ConfigError } from '../errors';

/** Where the development mail catcher (scripts/dev/mail-catcher.ts) listens: the default outside production. */
export const DEVELOPMENT_SMTP_URL = 'smtp://127.0.0.1:1025';

const smtpUrl = z.string().refine(
  (v) => {
    if (!URL.canParse(v)) return false;
    const u = new URL(v);
    return (u.protocol === 'smtp:' || u.protocol === 'smtps:') && u.hostname !== '';
  },
  { error: 'must be smtp://[user:pass@]host[:port] (STARTTLS) or smtps://[user:pass@]host[:port] (TLS)' },
);

/** The variables of a service that sends mail, added to its config shape. */
export const mailConfigShape = {
  // No default: production must name its relay (see mailSettings); development falls back to the catcher.
  SMTP_URL: smtpUrl.optional(),
  MAIL_FROM: z.string().min(3).default('Oslonac <no-reply@oslonac.rs>'),
};

/** What nodemailer's SMTP transport is built from. */
export interface SmtpSettings {
  host: string;
  port: number;
  /** smtps: TLS from the first byte (usually port 465). */
  secure: boolean;
  /** smtp: in production, STARTTLS or no mail at all (never credentials or links in clear). */
  requireTLS: boolean;
  auth?: { user: string; pass: string };
}

export interface MailSettings {
  smtp: SmtpSettings;
  from: string;
}

/**
 * Rules across variables, checked before the service starts: production sends through a relay it names, and
 * only over TLS (smtps) or STARTTLS that must succeed (smtp with requireTLS). Plain SMTP exists only outside
 * production, where it reaches the local catcher.
 */
export function mailSettings(config: {
  NODE_ENV: string;
  SMTP_URL?: string | undefined;
  MAIL_FROM: string;
}): MailSettings {
  const production = config.NODE_ENV === 'production';
  if (production && !config.SMTP_URL)
    throw new ConfigError(['SMTP_URL is required when NODE_ENV=production']);
  const url = new URL(config.SMTP_URL ?? DEVELOPMENT_SMTP_URL);
  const secure = url.protocol === 'smtps:';
  const smtp: SmtpSettings = {
    host: url.hostname,
    port: url.port ? Number(url.port) : secure ? 465 : 587,
    secure,
    requireTLS: production && !secure,
  };
  if (url.username) {
    smtp.auth = { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) };
  }
  return { smtp, from: config.MAIL_FROM };
}
