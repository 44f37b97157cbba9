// The person's own data (GDPR Art. 15/17/20): a copy of everything, and deleting the account. Part of the one
// registry in endpoints.ts (spread into it), so route files bind to them and the OpenAPI document lists them.
import { endpoint } from './endpoint';
import * as s from './privacy-schemas';
import { EmptyQuery } from './schemas';

export const privacyEndpoints = {
  exportMyData: endpoint({
    method: 'GET',
    path: '/api/v1/me/export',
    summary: 'Download a copy of your data (a ZIP with one JSON file per service and a README)',
    tag: 'me',
    auth: 'user',
    query: EmptyQuery,
    download: true,
    success: { status: 200, description: 'oslonac-moji-podaci-YYYY-MM-DD.zip, as an attachment' },
  }),
  deleteMyAccount: endpoint({
    method: 'POST',
    path: '/api/v1/me/delete',
    summary: 'Delete your account (current password, or a recent sign-in for accounts without one)',
    tag: 'me',
    auth: 'user',
    setsSession: true,
    body: s.DeleteAccountBody,
    success: {
      status: 200,
      description: 'Deleted; session cookie cleared, the erasure id set for the status page',
      schema: s.ErasureResponse,
    },
  }),
};
