import { z } from 'zod';
import { DESCRIPTION_MAX, TITLE_MAX } from '../constants';
import { parseYouTubeUrl } from '../rules/youtube';
import { classFilter, idSchema, msg, pageQuery, requiredString } from './common';
import { classIdField, classRefFields } from './classes';
import { scheduleFields, scheduleRefFields, topicFilter } from './scheduling';

const emptyToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

const videoFields = z.object({
  title: requiredString('titleRequired')
    .trim()
    .min(1, { error: 'titleRequired', abort: true })
    .max(TITLE_MAX, msg('tooLong')),
  description: requiredString('descriptionRequired')
    .trim()
    .min(1, { error: 'descriptionRequired', abort: true })
    .max(DESCRIPTION_MAX, msg('tooLong')),
  url: z
    .string({ error: (issue) => (issue.input === undefined || issue.input === null ? 'noVideoUrl' : 'invalidType') })
    .trim()
    .max(500, msg('tooLong'))
    .superRefine((value, ctx) => {
      const parsed = parseYouTubeUrl(value);
      if (!parsed.ok) ctx.addIssue({ code: 'custom', message: parsed.error });
    }),
  thumbnail: z.preprocess(
    emptyToUndefined,
    z
      .url({ protocol: /^https?$/, error: 'thumbnailInvalid' })
      .max(500, msg('tooLong'))
      .optional(),
  ),
  duration: z.preprocess(
    emptyToUndefined,
    z.coerce
      .number(msg('durationMin'))
      .int(msg('durationMin'))
      .min(1, msg('durationMin'))
      .max(24 * 3600, msg('durationMin'))
      .optional(),
  ),
  ...scheduleFields,
});
/** A new video names its class; an edit may move it to another class the caller teaches. */
export const videoInput = videoFields.extend({ classId: classIdField });
export type VideoInput = z.infer<typeof videoInput>;
export const videoUpdateInput = videoFields.extend({ classId: z.preprocess(emptyToUndefined, idSchema.optional()) });
export type VideoUpdateInput = z.infer<typeof videoUpdateInput>;

export const videoListQuery = pageQuery.extend({ classId: classFilter, topic: topicFilter });

export const videoSchema = z.object({
  _id: z.string(),
  ...classRefFields,
  title: z.string(),
  description: z.string(),
  url: z.string(),
  youtubeId: z.string(),
  thumbnail: z.string(),
  duration: z.number().int().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  ...scheduleRefFields,
});
export type Video = z.infer<typeof videoSchema>;
