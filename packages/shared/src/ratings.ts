/** Reviews rate the product from 1 to 5 stars. Kept free of zod: public pages show stars without loading schemas. */
export const RATING_MIN = 1;
export const RATING_MAX = 5;
