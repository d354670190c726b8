import { taskSchema } from '@sinfxona/domain/schemas/tasks';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { compiledSerializer, withPlainNullables } from './serializer';

const serializerOf = (schema: z.ZodType) =>
  compiledSerializer({ schema, method: 'GET', url: '/x', httpStatus: '200' }) as (value: unknown) => string;

describe('answer serializers', () => {
  it('say "X or null" as a nullable X, and keep a choice between two shapes', () => {
    const schema = z.object({
      file: z.object({ name: z.string() }).nullable(),
      tags: z.array(z.string()).nullable(),
      status: z.enum(['open', 'closed']).nullable(),
      either: z.union([z.object({ a: z.string() }), z.object({ b: z.number() })]),
    });
    const plain = withPlainNullables(z.toJSONSchema(schema, { target: 'draft-7', io: 'output' })) as {
      properties: Record<string, Record<string, unknown>>;
    };
    expect(plain.properties.file).toMatchObject({ type: 'object', nullable: true, required: ['name'] });
    expect(plain.properties.tags).toMatchObject({ type: 'array', nullable: true });
    expect(plain.properties.status).toMatchObject({ type: 'string', enum: ['open', 'closed'], nullable: true });
    expect(plain.properties.either?.anyOf).toHaveLength(2);
  });

  it("write a task as the contract says, with or without its file and the student's work, and nothing undeclared", () => {
    const serialize = serializerOf(taskSchema);
    const task = {
      _id: 't1',
      classId: 'c1',
      className: '7-A',
      title: 'Kasrlar',
      description: 'Uy vazifasi',
      deadline: '2026-12-01T10:00:00.000Z',
      createdAt: '2026-11-20T10:00:00.000Z',
      updatedAt: '2026-11-20T10:00:00.000Z',
      file: null,
      createdBy: { _id: 'u1', fullName: 'Aziza Karimova' },
      topic: null,
      publishAt: null,
      mySubmission: null,
    };
    expect(JSON.parse(serialize(task))).toEqual(task);
    const withFile = {
      ...task,
      file: { fileName: 'a.pdf', fileSize: 10, fileUrl: '/f/a', mimeType: 'application/pdf', secret: 'x' },
      internal: 'not in the contract',
    };
    const written = JSON.parse(serialize(withFile)) as Record<string, unknown>;
    expect(written.file).toEqual({ fileName: 'a.pdf', fileSize: 10, fileUrl: '/f/a', mimeType: 'application/pdf' });
    expect(written).not.toHaveProperty('internal');
    expect(written).toEqual(JSON.parse(JSON.stringify(taskSchema.parse(withFile))));
  });

  it('need no schema validator at run time for the task answer (no branch left to choose)', () => {
    const plain = JSON.stringify(withPlainNullables(z.toJSONSchema(taskSchema, { target: 'draft-7', io: 'output' })));
    expect(plain).not.toMatch(/"(anyOf|oneOf)"/);
  });
});
