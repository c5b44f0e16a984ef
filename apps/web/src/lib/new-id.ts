/**
 * A random UUID (version 4) for something the browser names before the server stores it, so a
 * retry sends the same one. `crypto.randomUUID` exists only on secure pages (HTTPS or localhost):
 * a company serving the app over plain HTTP on its own network gets one built from random bytes.
 */
export function newId(source: Pick<Crypto, 'getRandomValues'> & { randomUUID?: () => string } = crypto) {
  if (typeof source.randomUUID === 'function') return source.randomUUID();
  const bytes = source.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
