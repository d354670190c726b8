import { z } from 'zod';
import { msg } from './common';

/**
 * A finished resumable upload (tus, at /api/uploads) used in place of the file part: the last path
 * segment of the upload's `Location`. An empty value means none.
 */
export const uploadIdField = z.preprocess(
  (value) => (value === '' || value === null ? undefined : value),
  z
    .string(msg('uploadNotUsable'))
    .regex(/^[A-Za-z0-9_-]{1,64}$/, msg('uploadNotUsable'))
    .optional()
    .meta({ description: 'a finished upload of /api/uploads (the last segment of its Location), instead of `file`' }),
);
