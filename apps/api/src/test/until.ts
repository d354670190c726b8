/**
 * Polls `check` until it answers something truthy, and answers that; throws when `ms` pass first.
 * For what happens behind the request that caused it (a delivery worker, a second server).
 */
export async function until<T>(
  check: () => T | undefined | false | Promise<T | undefined | false>,
  ms = 5000,
  everyMs = 10,
): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}
