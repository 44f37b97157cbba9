// JSON shapes of the booking service as the BFF serves them. They are declared once, beside the screens that
// render them (web imports nothing from the BFF), and re-exported here for server code and route schemas.
export * from '@oslonac/web/screens/booking/types';
