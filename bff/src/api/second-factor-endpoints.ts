// The second factor's /api/v1 endpoints (TOTP enrolment, sign-in's second step): part of the one registry in
// endpoints.ts (spread into it), so route files bind to them and the OpenAPI document lists them.
import { z } from 'zod';
import { endpoint } from './endpoint';

/** Six digits from the app, or a recovery code (`xxxxx-xxxxx`); identity decides which and whether it is right. */
const code = z.string().trim().min(6).max(20);
const anyPassword = z.string().min(1).max(256);

export const SecondFactorCodeBody = z.strictObject({ code, next: z.string().max(2048).optional() });
export const TotpBeginBody = z.strictObject({ currentPassword: anyPassword.optional() });
export const TotpConfirmBody = z.strictObject({ code });
export const TotpDisableBody = z.strictObject({ currentPassword: anyPassword.optional(), code });

export const SecondFactorPassedResponse = z.object({ next: z.string(), recoveryCodesLeft: z.number().int() });
export const TotpEnrolmentResponse = z.object({
  secret: z.string(),
  otpauthUri: z.string(),
  /** The otpauth URI as a QR code, an SVG document rendered here (no third-party service sees the secret). */
  qrSvg: z.string(),
});
export const RecoveryCodesResponse = z.object({ recoveryCodes: z.array(z.string()) });

export const secondFactorEndpoints = {
  verifySecondFactor: endpoint({
    method: 'POST',
    path: '/api/v1/auth/second-factor',
    summary: 'Pass the second factor for this session with a code from the authenticator or a recovery code',
    tag: 'auth',
    auth: 'user',
    secondFactorStep: true,
    rateLimited: true,
    body: SecondFactorCodeBody,
    success: { status: 200, description: 'Passed; where to go next', schema: SecondFactorPassedResponse },
  }),
  beginTotp: endpoint({
    method: 'POST',
    path: '/api/v1/me/totp',
    summary: 'Start turning on two-step sign-in (needs the password or a recent sign-in)',
    tag: 'me',
    auth: 'user',
    body: TotpBeginBody,
    success: { status: 200, description: 'A new secret to scan', schema: TotpEnrolmentResponse },
  }),
  confirmTotp: endpoint({
    method: 'POST',
    path: '/api/v1/me/totp/confirm',
    summary: 'Turn on two-step sign-in with the first code; answers the recovery codes, once',
    tag: 'me',
    auth: 'user',
    body: TotpConfirmBody,
    success: { status: 200, description: 'On; the recovery codes', schema: RecoveryCodesResponse },
  }),
  disableTotp: endpoint({
    method: 'POST',
    path: '/api/v1/me/totp/disable',
    summary: 'Turn off two-step sign-in (the password or a recent sign-in, and a code)',
    tag: 'me',
    auth: 'user',
    body: TotpDisableBody,
    success: { status: 204, description: 'Off' },
  }),
};
