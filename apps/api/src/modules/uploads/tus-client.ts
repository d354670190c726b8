import type { FastifyInstance } from 'fastify';
import { bearer } from '../../test/http';

/** A tus client for the tests: each call is one request of the protocol, through `app.inject`. */
export function tusClient(app: FastifyInstance, user: { token: string }, language?: string) {
  const tus = { ...bearer(user), 'tus-resumable': '1.0.0', ...(language ? { 'accept-language': language } : {}) };
  const b64 = (text: string) => Buffer.from(text).toString('base64');
  return {
    create: (size: number, filename = 'javob.pdf', filetype = 'application/pdf') =>
      app.inject({
        method: 'POST',
        url: '/api/uploads',
        headers: {
          ...tus,
          'upload-length': String(size),
          'upload-metadata': `filename ${b64(filename)},filetype ${b64(filetype)}`,
        },
      }),
    patch: (id: string, offset: number, chunk: Buffer) =>
      app.inject({
        method: 'PATCH',
        url: `/api/uploads/${id}`,
        headers: { ...tus, 'upload-offset': String(offset), 'content-type': 'application/offset+octet-stream' },
        payload: chunk,
      }),
    head: (id: string) => app.inject({ method: 'HEAD', url: `/api/uploads/${id}`, headers: tus }),
    remove: (id: string) => app.inject({ method: 'DELETE', url: `/api/uploads/${id}`, headers: tus }),
    /** Creates an upload and sends `content` in `chunks` PATCHes; answers the upload's id. */
    async send(content: Buffer, chunks = 2, filename = 'javob.pdf') {
      const created = await this.create(content.length, filename);
      if (created.statusCode !== 201) throw new Error(`create failed: ${created.statusCode} ${created.body}`);
      const id = String(created.headers.location).split('/').pop()!;
      const step = Math.ceil(content.length / chunks);
      for (let offset = 0; offset < content.length; offset += step) {
        const sent = await this.patch(id, offset, content.subarray(offset, offset + step));
        if (sent.statusCode !== 204) throw new Error(`patch failed: ${sent.statusCode} ${sent.body}`);
      }
      return id;
    },
  };
}
