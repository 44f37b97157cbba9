// Field schemas that more than one group of /api/v1 routes validates the same way.

import { isTimeZone } from '@oslonac/lang';
import { z } from 'zod';

export const timeZone = z
  .string()
  .refine(isTimeZone)
  .meta({ description: 'IANA time zone, e.g. Europe/Belgrade' });

/** An opaque token from a link (e-mail sign-in, partner invitation). */
export const secretToken = z
  .string()
  .min(20)
  .max(256)
  .regex(/^[A-Za-z0-9_-]+$/);
