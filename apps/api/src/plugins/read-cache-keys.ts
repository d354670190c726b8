/**
 * The keys of kept answers (plugins/read-cache.ts): who asked, in which language, which path and
 * which query parameters, in one order whatever order the URL wrote them in.
 *
 * Only the parameters a route declares (its zod querystring) can make a key: a URL with any other
 * parameter is answered afresh and never kept, so `?x=1`, `?x=2`… cannot fill the memory, and an
 * answer is never served for a query its route would have refused. The fast lane, which runs before
 * routing and so knows no route, builds its key from every parameter: a key it builds with an
 * undeclared parameter matches nothing kept, and such a read goes on to Fastify.
 */

/** The names a route's querystring schema declares (a zod object's shape); none when it has no such schema. */
export function declaredQueryNames(schema: unknown): ReadonlySet<string> {
  const shape = (schema as { shape?: unknown } | null | undefined)?.shape;
  return new Set(shape !== null && typeof shape === 'object' ? Object.keys(shape) : []);
}

/**
 * The query string's parameters sorted by name (the values of one name in their order, as written),
 * or null when the read must not be kept: a name the route does not declare, or a name written
 * encoded (`%`, `+`), which the querystring parser would decode into another name.
 */
export function canonicalQuery(query: string, declared?: ReadonlySet<string>): string | null {
  const pairs: [string, string][] = [];
  for (const part of query.split('&')) {
    if (part === '') continue;
    const equals = part.indexOf('=');
    const name = equals < 0 ? part : part.slice(0, equals);
    if (name.includes('%') || name.includes('+') || (declared && !declared.has(name))) return null;
    pairs.push([name, equals < 0 ? '' : part.slice(equals + 1)]);
  }
  // A stable sort: the values of one name keep their order (it makes an array's order).
  pairs.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return pairs.map(([name, value]) => `${name}=${value}`).join('&');
}

/** A kept answer's key, or null when this URL's answer is not kept (see canonicalQuery). */
export function keyOfRead(
  userId: string,
  language: string,
  url: string,
  declared?: ReadonlySet<string>,
): string | null {
  const mark = url.indexOf('?');
  const query = canonicalQuery(mark < 0 ? '' : url.slice(mark + 1), declared);
  if (query === null) return null;
  return `${userId}\u0000${language}\u0000${mark < 0 ? url : url.slice(0, mark)}?${query}`;
}
