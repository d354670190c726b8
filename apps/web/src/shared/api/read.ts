import type { RequestConfig } from './http';

/**
 * A GET of the API: its path and query parameters (undefined ones are left out). Every GET the web
 * app makes is built as one, by a function in its feature's `api/` file, and fetched with
 * `api.read`; a query that fetches one names it in `meta.read`, so the app's start can ask for a
 * screen's first data by the very URL the screen's query will fetch (app/first-screen.ts).
 */
export interface Read {
  url: string;
  params?: RequestConfig['params'];
}

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: { read?: Read };
  }
}
