import { describe, expect, it } from 'vitest';
import { COMMENT_THREAD_MAX, LIMIT_MAX } from '@sinfxona/domain/constants';
import { commentsRead } from './get-comments';

describe('the comment thread read', () => {
  it('asks for the whole thread in one page (the server answers 10 comments unless told)', () => {
    expect(commentsRead('s1')).toEqual({
      url: '/api/submissions/s1/comments',
      params: { limit: COMMENT_THREAD_MAX },
    });
    // The server refuses a page larger than LIMIT_MAX: a full thread must still fit one page.
    expect(COMMENT_THREAD_MAX).toBeLessThanOrEqual(LIMIT_MAX);
  });
});
