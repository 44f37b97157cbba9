// JSON shapes of identity's notice preferences, unsubscribe links and mail log, declared beside their screens.
export * from '@oslonac/web/screens/emails/types';
