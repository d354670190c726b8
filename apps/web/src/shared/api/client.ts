import axios, { AxiosError } from 'axios';
import { paths } from '@/shared/config/paths';
import { HTTP_TIMEOUT_MS, TOKEN_STORAGE_KEY } from '@/shared/config/ui';
import { currentLanguage } from '@/shared/i18n/i18n';

/** What the app does when the server says the session is gone; set by the router. */
let onUnauthorized: () => void = () => {
  window.location.assign(paths.login.getHref());
};
export function setUnauthorizedHandler(handler: () => void) {
  onUnauthorized = handler;
}

/** The one HTTP client: JSON, 30 s timeout, bearer token, the user's language. */
export const api = axios.create({
  baseURL: '/',
  timeout: HTTP_TIMEOUT_MS,
  headers: { 'Content-Type': 'application/json' },
});

api.interceptors.request.use((config) => {
  const token = localStorage.getItem(TOKEN_STORAGE_KEY);
  if (token) config.headers.set('Authorization', `Bearer ${token}`);
  config.headers.set('Accept-Language', currentLanguage());
  return config;
});

api.interceptors.response.use(
  (response) => response,
  (error: AxiosError) => {
    // A wrong password is a 401 too, but it is the login form's to show.
    const isSignIn =
      error.config?.url?.includes('/api/auth/login') || error.config?.url?.includes('/api/auth/register');
    if (error.response?.status === 401 && !isSignIn) {
      localStorage.removeItem(TOKEN_STORAGE_KEY);
      onUnauthorized();
    }
    return Promise.reject(error);
  },
);

/** The server's own message when it sent one (SPEC §8), otherwise the given default. */
export function errorMessage(error: unknown, fallback: string): string {
  if (axios.isAxiosError(error)) {
    const message = (error.response?.data as { message?: unknown } | undefined)?.message;
    if (typeof message === 'string' && message) return message;
  }
  return fallback;
}

/** Field errors of a 400 answer, by field path. */
export function fieldErrors(error: unknown): Record<string, string> {
  if (!axios.isAxiosError(error)) return {};
  const errors = (error.response?.data as { errors?: { path: string; message: string }[] } | undefined)?.errors ?? [];
  return Object.fromEntries(errors.filter((e) => e.path).map((e) => [e.path, e.message]));
}
