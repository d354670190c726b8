import type { offlineUz } from './offline-uz';

export const offlineEn: Record<keyof typeof offlineUz, string> = {
  banner: 'No internet — showing the last saved data',
  bannerHint: 'It will update by itself when the connection is back.',
  nothingKept: 'This screen has not been saved yet: open it once while online.',
  lastUpdated: 'Last updated: {{time}}',
  updateTitle: 'A new version is ready',
  updateMessage: 'A new version of Sinfxona has been downloaded.',
  reloadNow: 'Reload now',
};
