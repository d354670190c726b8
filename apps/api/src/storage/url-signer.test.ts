import { describe, expect, it } from 'vitest';
import { UrlSigner } from './url-signer';

const parse = (link: string) => {
  const url = new URL(link, 'http://x');
  return { expires: Number(url.searchParams.get('expires')), signature: url.searchParams.get('signature')! };
};

describe('signed file links', () => {
  it('gives one link per file within a minute, and a new one that verifies when the minute turns', () => {
    const signer = new UrlSigner('secret', 3600);
    const start = Date.parse('2026-01-01T10:00:05Z');
    const first = signer.sign('file-1', start);
    expect(signer.sign('file-1', start + 30_000)).toBe(first);
    expect(signer.sign('file-2', start)).not.toBe(first);

    const later = signer.sign('file-1', start + 60_000);
    expect(later).not.toBe(first);
    for (const link of [first, later]) {
      const { expires, signature } = parse(link);
      expect(signer.verify('file-1', expires, signature, start + 60_000)).toBe(true);
      expect(signer.verify('file-2', expires, signature, start + 60_000)).toBe(false);
    }
  });
});
