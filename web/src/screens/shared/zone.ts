/** Where times are shown before the browser says otherwise: the product's home zone. */
export const HOME_TIME_ZONE = 'Europe/Belgrade';
