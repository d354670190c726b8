/** Query parameters that make a link a credential: a signed file link's signature and expiry, a token. */
const SECRET_PARAMS = /([?&](?:signature|expires|token)=)[^&#]*/gi;

/** The URL as the request log keeps it: a signed link's secrets replaced, so a log line grants nothing. */
export function redactUrl(url: string): string {
  return url.replace(SECRET_PARAMS, '$1[redacted]');
}
