// Bodies and answers of the privacy endpoints (GDPR Art. 15/17/20: export and erase).
import { z } from 'zod';

/** The current password, when the account has one (link-only accounts prove themselves by a recent sign-in). */
export const DeleteAccountBody = z.strictObject({ currentPassword: z.string().min(1).max(256).optional() });

export const ErasureResponse = z.object({
  erasureId: z
    .string()
    .describe('Opaque id of the erasure; also set in a short-lived cookie for /nalog-obrisan'),
});
