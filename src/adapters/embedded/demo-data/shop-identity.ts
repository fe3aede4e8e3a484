// The demo shop's own name and addresses, shared by the catalogue and the content export.
export const SHOP_NAME = 'Backline Music';
export const SHOP_DOMAIN = 'backlinemusic.com.au';
export const SHOP_URL = `https://www.${SHOP_DOMAIN}`;
export const RENTAL_SERVICE_URL = `https://rent.${SHOP_DOMAIN}`;
