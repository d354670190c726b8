import type { BackendModule } from 'i18next';

/** An i18next backend that fetches a language's texts with `load` (a dynamic import) when it is chosen. */
export function lazyCatalogue(load: (language: string) => Promise<object>): BackendModule {
  return {
    type: 'backend',
    init: () => undefined,
    read: (language, _namespace, callback) => {
      load(language).then(
        (texts) => callback(null, texts),
        (error: Error) => callback(error, null),
      );
    },
  };
}
