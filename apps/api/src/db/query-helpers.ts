import { sql, type RawBuilder } from 'kysely';
import { makePagination, type Pagination } from '@sinfxona/domain/schemas/common';

/** `%text%` for a case-insensitive LIKE, with the user's own % and _ taken literally. */
export function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** lower(column) LIKE pattern ESCAPE '\' — the same on SQLite and PostgreSQL. */
export function ilike(column: string, pattern: string): RawBuilder<boolean> {
  return sql<boolean>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`;
}

export const offsetOf = (page: number, limit: number) => (page - 1) * limit;

export function pageOf(page: number, limit: number, total: number | string | bigint | undefined): Pagination {
  return makePagination(page, limit, Number(total ?? 0));
}

/** Numbers from aggregates arrive as strings or numbers depending on the driver. */
export const toNumber = (value: unknown): number => (value === null || value === undefined ? 0 : Number(value));
