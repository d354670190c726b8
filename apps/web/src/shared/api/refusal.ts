/** What a refused request's answer says (SPEC §8's envelope): its message and its field errors by path. */
export interface Refusal {
  message: string | null;
  fields: Record<string, string>;
}

/** Reads a refusal out of any answer body; what isn't there comes back empty. */
export function refusalOf(body: unknown): Refusal {
  const { message, errors } = (body ?? {}) as { message?: unknown; errors?: unknown };
  const list = Array.isArray(errors) ? (errors as { path?: unknown; message?: unknown }[]) : [];
  const fields = Object.fromEntries(
    list
      .filter((e) => typeof e.path === 'string' && e.path && typeof e.message === 'string')
      .map((e) => [e.path as string, e.message as string]),
  );
  return { message: typeof message === 'string' && message ? message : null, fields };
}
