import { TOTP, URI } from 'otpauth';

/**
 * An authenticator app for tests: reads the otpauth:// address a QR code holds, as a phone would,
 * and gives its current code. Its own implementation of RFC 6238, not the server's, so a test
 * proves that a real app's codes are accepted.
 */
export function authenticatorFor(totpUri: string) {
  const totp = URI.parse(totpUri);
  if (!(totp instanceof TOTP)) throw new Error(`not a time-based address: ${totpUri}`);
  return {
    /** The code shown now. */
    code: () => totp.generate(),
    /** A code that is not valid now or in the window around it. */
    wrongCode: () => String((Number(totp.generate()) + 500_000) % 1_000_000).padStart(6, '0'),
  };
}
