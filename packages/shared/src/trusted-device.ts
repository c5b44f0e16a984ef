/**
 * How long "Trust this device" spares a browser the code step. Free of zod: the login page renders
 * the code step, whose rules (`./two-factor`) load only when someone types a code.
 */
export const TRUSTED_DEVICE_DAYS = 30;
