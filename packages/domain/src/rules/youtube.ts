/** YouTube links the player accepts (docs/spec.md §5): watch URLs with `v`, embed URLs and youtu.be short links. */

export type YouTubeParseResult =
  { ok: true; id: string } | { ok: false; error: 'noVideoUrl' | 'invalidUrl' | 'invalidYouTubeUrl' };

const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;
const WATCH_HOSTS = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com', 'music.youtube.com']);
const EMBED_HOSTS = new Set([...WATCH_HOSTS, 'youtube-nocookie.com', 'www.youtube-nocookie.com']);
const SHORT_HOSTS = new Set(['youtu.be', 'www.youtu.be']);

export function parseYouTubeUrl(input: string | null | undefined): YouTubeParseResult {
  const text = (input ?? '').trim();
  if (!text) return { ok: false, error: 'noVideoUrl' };
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return { ok: false, error: 'invalidUrl' };
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return { ok: false, error: 'invalidUrl' };
  const host = url.hostname.toLowerCase();
  const segments = url.pathname.split('/').filter(Boolean);
  let id: string | null = null;
  if (SHORT_HOSTS.has(host)) {
    id = segments[0] ?? null;
  } else if (WATCH_HOSTS.has(host) && segments[0] === 'watch') {
    id = url.searchParams.get('v');
  } else if (EMBED_HOSTS.has(host) && segments[0] === 'embed') {
    id = segments[1] ?? null;
  }
  if (id && VIDEO_ID.test(id)) return { ok: true, id };
  return { ok: false, error: 'invalidYouTubeUrl' };
}

/** The canonical watch URL we store and link to. */
export const youTubeWatchUrl = (id: string) => `https://www.youtube.com/watch?v=${id}`;
/** Privacy-enhanced embed, never autoplaying (docs/spec.md §9). */
export const youTubeEmbedUrl = (id: string) => `https://www.youtube-nocookie.com/embed/${id}?autoplay=0&rel=0`;
/** The thumbnail YouTube publishes for every video. */
export const youTubeThumbnailUrl = (id: string) => `https://i.ytimg.com/vi/${id}/hqdefault.jpg`;
