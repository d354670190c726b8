import { paths } from '@/shared/config/paths';
import { clearSession } from '@/shared/auth/session-storage';
import { needsRenewal, renewTokenSoon } from '@/shared/auth/token-renewal';
import { HTTP_TIMEOUT_MS, TOKEN_STORAGE_KEY } from '@/shared/config/ui';
import { currentLanguage } from '@/shared/i18n/language';
import { takeEarlyRead } from './early-reads';
import type { Read } from './read';
import { HttpError, send, settle, withParams, type HttpResponse, type RequestConfig } from './http';
import { refusalOf } from './refusal';

export { HttpError, type HttpResponse, type Progress, type RequestConfig } from './http';

/** What the app does when the server says the session is gone; set by the router. */
let onUnauthorized: () => void = () => {
  window.location.assign(paths.login.getHref());
};
export function setUnauthorizedHandler(handler: () => void) {
  onUnauthorized = handler;
}

const SIGN_IN_URLS = ['/api/auth/login', '/api/auth/register'];

/**
 * A refusal that sends the user to the sign-in page: the session is gone (401), or a one-time
 * password is still in use (403 PASSWORD_CHANGE_REQUIRED: signing in with it again offers to set one's own).
 */
const endsSession = (error: HttpError) =>
  error.response?.status === 401 ||
  (error.response?.status === 403 &&
    (error.response.data as { code?: unknown } | undefined)?.code === 'PASSWORD_CHANGE_REQUIRED');

/** Every call: the bearer token, the user's language, a 30 s timeout unless the caller says otherwise. */
async function call<T>(method: string, url: string, body: unknown, config: RequestConfig = {}) {
  const token = localStorage.getItem(TOKEN_STORAGE_KEY);
  const headers = {
    ...config.headers,
    'Accept-Language': currentLanguage(),
    ...(token ? { Authorization: `Bearer ${token}` } : {}),
  };
  if (token && needsRenewal(token)) void renewTokenSoon(token);
  try {
    const early = await earlyAnswer<T>(method, url, config, token);
    return (
      early ?? (await send<T>(method, url, body, { ...config, headers, timeout: config.timeout ?? HTTP_TIMEOUT_MS }))
    );
  } catch (error) {
    // A wrong password is a 401 too, but it is the sign-in form's to show.
    if (error instanceof HttpError && endsSession(error) && !SIGN_IN_URLS.some((u) => url.includes(u))) {
      clearSession();
      onUnauthorized();
    }
    throw error;
  }
}

/**
 * The answer the app's start already asked for (first-screen data, shared/api/early-reads.ts),
 * when this is that same plain JSON read; null when the request must go to the server.
 */
async function earlyAnswer<T>(method: string, url: string, config: RequestConfig, token: string | null) {
  if (method !== 'GET' || config.responseType === 'blob' || config.onDownloadProgress) return null;
  const target = withParams(url, config.params);
  const answer = await takeEarlyRead(target, token, currentLanguage());
  return answer ? settle<T>(target, answer.status, answer.headers, answer.data) : null;
}

/** The one HTTP client of the app: JSON answers as `{ data, status, headers }`. */
export const api = {
  /** The one way to GET: a Read built in the feature's api/ file (./read.ts); `config` for blobs, timeouts, progress. */
  read: <T = unknown>({ url, params }: Read, config: Omit<RequestConfig, 'params'> = {}): Promise<HttpResponse<T>> =>
    call<T>('GET', url, undefined, { ...config, params }),
  delete: <T = unknown>(url: string, config?: RequestConfig): Promise<HttpResponse<T>> =>
    call<T>('DELETE', url, undefined, config),
  post: <T = unknown>(url: string, body?: unknown, config?: RequestConfig): Promise<HttpResponse<T>> =>
    call<T>('POST', url, body, config),
  put: <T = unknown>(url: string, body?: unknown, config?: RequestConfig): Promise<HttpResponse<T>> =>
    call<T>('PUT', url, body, config),
  patch: <T = unknown>(url: string, body?: unknown, config?: RequestConfig): Promise<HttpResponse<T>> =>
    call<T>('PATCH', url, body, config),
};

/** The server's own message when it sent one (SPEC §8), otherwise the given default. */
export function errorMessage(error: unknown, fallback: string): string {
  return (error instanceof HttpError && refusalOf(error.response?.data).message) || fallback;
}

/** Field errors of a 400 answer, by field path. */
export function fieldErrors(error: unknown): Record<string, string> {
  return error instanceof HttpError ? refusalOf(error.response?.data).fields : {};
}
