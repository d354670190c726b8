import type { QueryClient } from '@tanstack/react-query';
import type { SchoolClass } from '@sinfxona/domain/schemas/classes';
import { classKeys } from '@/shared/api/query-keys';

/** A class as the server now answers it: its page shows it at once, every class list reloads. */
export function storeClass(client: QueryClient, schoolClass: SchoolClass) {
  client.setQueryData(classKeys.detail(schoolClass._id), schoolClass);
  void client.invalidateQueries({ queryKey: classKeys.lists() });
}
