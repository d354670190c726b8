import type { z } from 'zod';
import { translateMessage } from '@/shared/i18n/i18n';

/** Validates a Mantine form with a shared zod schema; messages are keys translated here. */
export function zodValidate<T>(schema: z.ZodType, transform?: (values: T) => unknown) {
  return (values: T): Record<string, string> => {
    const result = schema.safeParse(transform ? transform(values) : values);
    if (result.success) return {};
    const errors: Record<string, string> = {};
    for (const issue of result.error.issues) {
      const path = issue.path.join('.');
      errors[path] ??= translateMessage(issue.message);
    }
    return errors;
  };
}
