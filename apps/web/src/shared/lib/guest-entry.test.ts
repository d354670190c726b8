import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LANGUAGE_STORAGE_KEY, TOKEN_STORAGE_KEY } from '@/shared/config/ui';
import { startGuestEntry } from './guest-entry';

describe('startGuestEntry', () => {
  let frames: FrameRequestCallback[];
  beforeEach(() => {
    vi.useFakeTimers();
    frames = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
    localStorage.clear();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });
  /** The browser draws its next frame: the rAF callbacks run, then the task after it. */
  const paint = async () => {
    for (const callback of frames.splice(0)) callback(performance.now());
    await vi.runAllTimersAsync();
  };

  it('starts the landing page only after the built page has painted, however long that takes', async () => {
    const page = vi.fn(async () => undefined);
    const app = vi.fn(async () => undefined);
    startGuestEntry(page, app, { afterPaint: true });
    await vi.advanceTimersByTimeAsync(5_000);
    expect(page).not.toHaveBeenCalled();
    await paint();
    expect(page).toHaveBeenCalledOnce();
    expect(app).not.toHaveBeenCalled();
  });

  it('starts at once a page that asks not to wait, and for a reader of another language', async () => {
    const page = vi.fn(async () => undefined);
    startGuestEntry(page, vi.fn(), { afterPaint: false });
    expect(page).toHaveBeenCalledOnce();
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'en');
    const english = vi.fn(async () => undefined);
    startGuestEntry(english, vi.fn(), { afterPaint: true });
    expect(english).toHaveBeenCalledOnce();
  });

  it('starts the app instead of the page for someone signed in', () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, 'a-token');
    const page = vi.fn();
    const app = vi.fn(async () => undefined);
    startGuestEntry(page, app, { afterPaint: true });
    expect(app).toHaveBeenCalledOnce();
    expect(page).not.toHaveBeenCalled();
  });

  it('does not wait for a paint in a tab in the background', async () => {
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    const page = vi.fn(async () => undefined);
    startGuestEntry(page, vi.fn(), { afterPaint: true });
    await vi.advanceTimersByTimeAsync(0);
    expect(page).toHaveBeenCalledOnce();
  });
});
