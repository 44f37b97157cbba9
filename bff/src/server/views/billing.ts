// JSON shapes of the billing service as the BFF serves them, declared beside the screens that render them and
// re-exported here for server code and route schemas.

export * from '@oslonac/web/screens/admin-billing/types';
export * from '@oslonac/web/screens/booking/ips-types';
export * from '@oslonac/web/screens/booking/payment-types';
export * from '@oslonac/web/screens/payouts/types';
export * from '@oslonac/web/screens/settings/billing-types';
export * from '@oslonac/web/screens/settings/invoice-types';
