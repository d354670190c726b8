import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalFileStore } from './local-file-store';

describe('the local file store', () => {
  let root: string;
  let store: LocalFileStore;
  beforeAll(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'sinfxona-local-store-'));
    store = new LocalFileStore(path.join(root, 'files'));
  });
  afterAll(async () => rm(root, { recursive: true, force: true }));

  it('copies a file into a second, independent one that outlives the original', async () => {
    const temp = path.join(root, 'upload.part');
    await writeFile(temp, 'shart matni');
    await store.put('aaOriginal', temp);
    await store.copy('aaOriginal', 'bbCopy');
    await store.remove('aaOriginal');
    expect((await buffer(await store.read('bbCopy'))).toString()).toBe('shart matni');
    const keys = [];
    for await (const key of store.list()) keys.push(key);
    // Nothing of the copy's way there stays behind.
    expect(keys).toEqual(['bbCopy']);
    await expect(store.copy('noSuchKey', 'ccCopy')).rejects.toThrow();
    expect(await readdir(path.join(root, 'files', 'cc'))).toEqual([]);
  });
});
