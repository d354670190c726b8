// The service worker's entry, built to dist/sw.js (vite-plugin-pwa names the output after this file;
// the URL must stay /sw.js, which existing push subscriptions' registrations name).
import './service-worker';
