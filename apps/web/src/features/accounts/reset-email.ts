/*
 * The address this browser last asked a reset link for: offered again, filled in, when a link
 * opened here has expired. It stays on this device and is only ever what the person typed, so
 * it tells nobody whether an account uses it.
 */
const KEY = 'topgear:password-reset-email';

/** Storage may be unavailable (a private window, a policy): the address is then simply not offered. */
function withStorage<T>(act: (storage: Storage) => T): T | undefined {
  try {
    return act(window.localStorage);
  } catch {
    return undefined;
  }
}

export const rememberResetEmail = (email: string) => withStorage((storage) => storage.setItem(KEY, email));

export const rememberedResetEmail = () => withStorage((storage) => storage.getItem(KEY) ?? undefined);

export const forgetResetEmail = () => withStorage((storage) => storage.removeItem(KEY));
