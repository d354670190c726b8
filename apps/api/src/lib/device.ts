/** The longest device description kept (a User-Agent can be anything a client sends). */
export const DEVICE_MAX = 120;

const BROWSERS: [RegExp, string][] = [
  [/YaBrowser\//, 'Yandex Browser'],
  [/Edg(e|A|iOS)?\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|CriOS\/|Chromium\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];
const SYSTEMS: [RegExp, string][] = [
  [/Android/, 'Android'],
  [/iPhone|iPad|iPod/, 'iOS'],
  [/CrOS/, 'ChromeOS'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/Linux/, 'Linux'],
];

/**
 * What a person recognises their sign-in by: "Chrome · Android". A User-Agent naming neither a
 * known browser nor system is kept as sent, without control characters and cut to DEVICE_MAX.
 */
export function summariseDevice(userAgent: string | undefined): string {
  const agent = (userAgent ?? '').replace(/[\p{Cc}\p{Cf}]/gu, '').trim();
  const browser = BROWSERS.find(([pattern]) => pattern.test(agent))?.[1];
  const system = SYSTEMS.find(([pattern]) => pattern.test(agent))?.[1];
  if (browser || system) return [browser, system].filter(Boolean).join(' · ');
  return agent.slice(0, DEVICE_MAX);
}
