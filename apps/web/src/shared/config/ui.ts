/** Settings of the web app alone (SPEC §2, §3, §9): layout sizes, timings, storage keys, the HTTP client. */

/** Below this width the sidebar becomes an overlay (SPEC §2). */
export const MOBILE_BREAKPOINT_PX = 1024;
export const SIDEBAR_OPEN_PX = 240;
export const SIDEBAR_COLLAPSED_PX = 60;
/** The phone overlay's width, in % of the viewport. */
export const SIDEBAR_MOBILE_VW = 70;

export const HTTP_TIMEOUT_MS = 30_000;
/** Where the token and the language choice are kept in localStorage (SPEC §9). */
export const TOKEN_STORAGE_KEY = 'token';
/** The signed-in user as last seen, kept beside the token so the app draws its frame at once. */
export const USER_STORAGE_KEY = 'user';
export const LANGUAGE_STORAGE_KEY = 'lang';
/** Whether the desktop sidebar is collapsed ('1'), kept across visits. */
export const SIDEBAR_COLLAPSED_STORAGE_KEY = 'sidebarCollapsed';

export const TOAST_DEFAULT_DURATION_MS = 5_000;
export const TOAST_DEFAULT_TYPE = 'info';
/** How long tasks and videos stay fresh in the cache (SPEC §4 "Lists"). */
export const LIST_CACHE_MS = 5 * 60 * 1000;
/** Figures fetched this recently are shown without asking again (the first screen asks for them while it loads). */
export const RECENT_ANSWER_MS = 10_000;
/** A dialog that reports success closes itself after this long. */
export const SUCCESS_DIALOG_CLOSE_MS = 1_500;
/** How long a Copy button says 'Copied' (SPEC §4, §9). */
export const COPY_CONFIRMATION_MS = 3_000;
