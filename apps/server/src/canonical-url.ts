/**
 * Percent-encoded unreserved characters (letters, digits, `-`, `.`, `_`, `~`): RFC 3986 §2.3 makes
 * `/%61pi` and `/api` the same address, and the router matches them alike.
 */
const ENCODED_UNRESERVED = /%(?:3[0-9]|4[1-9A-F]|5[0-9AF]|6[1-9A-F]|7[0-9AE]|2[DE])/gi;

/**
 * The request's URL with its path spelled one way (RFC 3986 §6.2.2.2), set before routing: every
 * decision taken on the URL — is it the API, which limit applies, which cached page it is — sees
 * the address the router sees, however the client escaped it. The query is left as sent.
 */
export function canonicalUrl(url: string) {
  const queryStart = url.indexOf('?');
  const path = queryStart === -1 ? url : url.slice(0, queryStart);
  const canonicalPath = path.replace(ENCODED_UNRESERVED, (escape) =>
    String.fromCharCode(Number.parseInt(escape.slice(1), 16)),
  );
  return queryStart === -1 ? canonicalPath : canonicalPath + url.slice(queryStart);
}
