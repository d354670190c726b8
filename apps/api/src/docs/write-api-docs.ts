import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createTestContext } from '../test/context';
import { renderApiMarkdown, type OpenApiDocument } from './api-markdown';

/** `npm run docs:api`: regenerates docs/api.md from the running app's OpenAPI document. */
export const API_DOCS_FILE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../docs/api.md');

export async function currentApiMarkdown(): Promise<string> {
  const ctx = await createTestContext('sqlite');
  try {
    return renderApiMarkdown(ctx.app.swagger() as unknown as OpenApiDocument);
  } finally {
    await ctx.close();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await writeFile(API_DOCS_FILE, await currentApiMarkdown());
  console.log(`wrote ${API_DOCS_FILE}`);
}
