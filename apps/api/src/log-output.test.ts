import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { PRETTY_LOG, logOutput } from './log-output';

describe('the log output', () => {
  it('is pino-pretty on a terminal, JSON when piped or in production', () => {
    expect(logOutput({ isTTY: true }, false)).toEqual({ transport: PRETTY_LOG });
    expect(PRETTY_LOG.target).toBe('pino-pretty');
    // A pipe or a file: Node leaves isTTY undefined.
    expect(logOutput({}, false)).toEqual({});
    expect(logOutput({ isTTY: false }, false)).toEqual({});
    expect(logOutput({ isTTY: true }, true)).toEqual({});
  });

  it('counts as production only with NODE_ENV=production', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'sinfxona-log-'));
    try {
      expect(loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'production' }).production).toBe(true);
      expect(loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'development' }).production).toBe(false);
      expect(loadConfig({ DATA_DIR: dataDir }).production).toBe(false);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
