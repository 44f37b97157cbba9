// @oslonac/web: the UI kit the BFF renders. Components without state are plain functions (usable in server
// components); interactive ones are client components. i18n is also exported alone as '@oslonac/web/i18n',
// and the stylesheet as '@oslonac/web/styles.css'.
export { Avatar, type AvatarProps, avatarColour, initialsOf } from './components/Avatar';
export * from './components/index';
export * from './i18n/index';
