import { z } from 'zod';
import { parseMasterKey } from './crypto/envelope';
import { ConfigError } from './errors';
import type { NatsAuth } from './events/bus';

/** A TCP port variable; services pass their own defaults for GRPC_PORT and HTTP_PORT. */
export const portSetting = (fallback: number) =>
  z.coerce
    .number({ error: 'must be a number' })
    .int({ error: 'must be a whole number' })
    .min(0, { error: 'must be a port number (0-65535)' })
    .max(65535, { error: 'must be a port number (0-65535)' })
    .default(fallback);

const jsonObject = z.string().transform((raw, ctx) => {
  try {
    const parsed: unknown = JSON.parse(raw);
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed))
      return parsed as Record<string, unknown>;
  } catch {
    // reported below
  }
  ctx.addIssue({ code: 'custom', message: 'must be a JSON object' });
  return z.NEVER;
});

/** DATA_MASTER_KEY for services that store encrypted data: required, since without it nothing can be stored safely. */
export const masterKeySetting = z.string({ error: 'is required' }).refine(
  (v) => {
    try {
      parseMasterKey(v);
      return true;
    } catch {
      return false;
    }
  },
  { error: 'must be base64 of exactly 32 bytes' },
);

const url = z.string().refine((v) => URL.canParse(v), { error: 'must be a URL' });

/** Variables every service reads. Services override defaults (e.g. GRPC_PORT) by passing the same key in `extra`. */
export const baseConfigShape = {
  SERVICE_NAME: z.string().min(1).default('oslonac'),
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  GRPC_PORT: portSetting(50051),
  HTTP_PORT: portSetting(9464),
  DATABASE_URL: url,
  NATS_URL: z.string().min(1).default('nats://127.0.0.1:4222'),
  // The service's own NATS credentials (from its Secret); none at all means a server without authorization.
  NATS_USER: z.string().optional(),
  NATS_PASSWORD: z.string().optional(),
  NATS_NKEY_SEED: z
    .string()
    .regex(/^SU[A-Z2-7]+$/, { error: 'must be an nkey user seed (starts with SU)' })
    .optional(),
  EVENT_SUBJECT_PREFIX: z.string().default(''),
  STREAM_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9_-]+$/, { error: 'must contain only letters, digits, _ and -' })
    .default('OSLONAC'),
  ACTOR_JWKS_URL: url.optional(),
  ACTOR_PUBLIC_JWK: jsonObject.optional(),
  SENTRY_DSN: z.string().optional(),
  OTEL_EXPORTER_OTLP_ENDPOINT: url.optional(),
  SHUTDOWN_GRACE_MS: z.coerce.number({ error: 'must be a number' }).int().min(0).default(10_000),
  MIGRATE_ON_START: z
    .enum(['true', 'false'], { error: 'must be true or false' })
    .default('true')
    .transform((v) => v === 'true'),
};

export type BaseConfigShape = typeof baseConfigShape;
export type BaseConfig = z.infer<z.ZodObject<BaseConfigShape>>;
/** The base variables (minus any the service redefines) plus the service's own. */
export type Config<S extends z.ZodRawShape = Record<never, never>> = Omit<BaseConfig, keyof S> &
  z.infer<z.ZodObject<S>>;

/**
 * Parses the environment. Empty strings count as unset, so `FOO=` in a .env file falls back to the default.
 * Throws ConfigError naming every bad or missing variable at once.
 */
export function loadConfig<S extends z.ZodRawShape>(
  extra: S,
  env: NodeJS.ProcessEnv = process.env,
): Config<S> {
  const schema = z.object({ ...baseConfigShape, ...extra });
  const input: Record<string, string> = {};
  for (const [k, v] of Object.entries(env)) if (v !== undefined && v !== '') input[k] = v;
  const result = schema
    .superRefine((c, ctx) => natsCredentialsRule(c as Record<string, unknown>, ctx))
    .safeParse(input);
  if (!result.success) {
    // Schema order, not validation order: the message reads like the variable list.
    const order = Object.keys(schema.shape);
    const rank = (i: z.core.$ZodIssue) => order.indexOf(String(i.path[0]));
    const sorted = [...result.error.issues].sort((a, b) => rank(a) - rank(b));
    const issues = sorted.map((issue) => describeIssue(issue, input));
    throw new ConfigError([...new Set(issues)]);
  }
  return result.data as unknown as Config<S>;
}

/** One way to sign in to NATS, given whole: a user without a password (or both kinds) is a mistake. */
function natsCredentialsRule(c: Record<string, unknown>, ctx: z.RefinementCtx): void {
  if (c.NATS_NKEY_SEED && (c.NATS_USER || c.NATS_PASSWORD)) {
    ctx.addIssue({
      code: 'custom',
      path: ['NATS_NKEY_SEED'],
      message: 'cannot be combined with NATS_USER/NATS_PASSWORD: pick one way to sign in',
    });
  } else if (c.NATS_USER && !c.NATS_PASSWORD) {
    ctx.addIssue({ code: 'custom', path: ['NATS_PASSWORD'], message: 'is required with NATS_USER' });
  } else if (c.NATS_PASSWORD && !c.NATS_USER) {
    ctx.addIssue({ code: 'custom', path: ['NATS_USER'], message: 'is required with NATS_PASSWORD' });
  }
}

/** The bus credentials the NATS_* variables describe; undefined when none are set. */
export function natsAuthOf(c: {
  NATS_USER?: string;
  NATS_PASSWORD?: string;
  NATS_NKEY_SEED?: string;
}): NatsAuth | undefined {
  if (c.NATS_NKEY_SEED) return { nkeySeed: c.NATS_NKEY_SEED };
  if (c.NATS_USER && c.NATS_PASSWORD) return { user: c.NATS_USER, password: c.NATS_PASSWORD };
  return undefined;
}

function describeIssue(issue: z.core.$ZodIssue, input: Record<string, string>): string {
  const key = issue.path.map(String).join('.') || '(config)';
  if (issue.code === 'custom') return `${key} ${issue.message}`;
  if (issue.path.length > 0 && input[String(issue.path[0])] === undefined) return `${key} is required`;
  if (issue.code === 'invalid_value') return `${key} must be one of ${issue.values.map(String).join(', ')}`;
  if (issue.code === 'invalid_type') {
    return issue.expected === 'number' ? `${key} must be a number` : `${key} must be a ${issue.expected}`;
  }
  return `${key} ${issue.message}`;
}
