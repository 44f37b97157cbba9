// JSON shapes of the inbox as the BFF serves them. Declared once, beside the screens that render them (web imports
// nothing from the BFF), and re-exported here for server code and route schemas.
export * from '@oslonac/web/screens/inbox/types';
