import { HttpError } from '@/shared/api/client';
import { TOKEN_STORAGE_KEY } from '@/shared/config/ui';
import { currentLanguage } from '@/shared/i18n/language';

/** ~1 MB a request: progress moves, and a cut costs at most this much again. */
export const UPLOAD_CHUNK_BYTES = 1024 * 1024;
/** Waits (ms) between tries after a cut: at once, then 1, 3, 5 and 10 seconds. */
export const UPLOAD_RETRY_DELAYS = [0, 1000, 3000, 5000, 10000];

export interface ResumableProgress {
  /** Bytes the server has, of `total`. */
  sent: number;
  total: number;
  /** True while the connection is lost and the next try waits. */
  reconnecting: boolean;
}

/** What tus-js-client's error carries of the server's answer (DetailedError). */
interface TusFailure extends Error {
  originalResponse?: { getStatus(): number; getBody(): string } | null;
}

/**
 * A refusal the server answered (its status and its body: our JSON envelope with the message in
 * the user's language, e.g. 429 past the upload limit) as the app's HttpError, so the dialog shows
 * the server's words as for any other request; a failure with no answer stays as it is (queued).
 */
export function uploadRefusal(error: Error): Error {
  const response = (error as TusFailure).originalResponse;
  const status = response?.getStatus() ?? 0;
  if (!response || status === 0) return error;
  const body = response.getBody();
  let data: unknown = body;
  try {
    data = JSON.parse(body);
  } catch {
    // The server's refusals are its JSON envelope; a proxy's may be plain text.
  }
  return new HttpError(error.message, '/api/uploads', { status, data });
}

/**
 * Sends a file to /api/uploads with tus (ARCHITECTURE.md §4 "Resumable uploads") and answers the
 * upload's id, for a hand-in's `uploadId`. A cut connection is tried again from where the server
 * stands; the upload is remembered in localStorage, so choosing the same file after closing the
 * app continues it. tus-js-client loads only when a file is sent.
 */
export async function sendResumable(file: File, onProgress: (progress: ResumableProgress) => void): Promise<string> {
  const { Upload } = await import('tus-js-client');
  return new Promise<string>((resolve, reject) => {
    let reconnecting = false;
    let sent = 0;
    const tell = (bytes: number) => {
      sent = bytes;
      onProgress({ sent, total: file.size, reconnecting });
    };
    const upload = new Upload(file, {
      endpoint: new URL('/api/uploads', window.location.origin).href,
      chunkSize: UPLOAD_CHUNK_BYTES,
      retryDelays: UPLOAD_RETRY_DELAYS,
      metadata: { filename: file.name, filetype: file.type || 'application/octet-stream' },
      storeFingerprintForResuming: true,
      removeFingerprintOnSuccess: true,
      // The token of the moment (it may be renewed during a long upload), and the user's language.
      onBeforeRequest: (request) => {
        const token = localStorage.getItem(TOKEN_STORAGE_KEY);
        if (token) request.setHeader('Authorization', `Bearer ${token}`);
        request.setHeader('Accept-Language', currentLanguage());
      },
      onProgress: (bytes) => tell(bytes),
      // What the server confirmed: after a cut, the bar goes back to it, and the try succeeded.
      onChunkComplete: (_chunk, accepted) => {
        reconnecting = false;
        tell(accepted);
      },
      onShouldRetry: (error) => {
        const status = error.originalResponse?.getStatus() ?? 0;
        // A refusal (a 4xx other than a lost race or a lock) will not change by trying again.
        const retry = status === 0 || status >= 500 || status === 409 || status === 423;
        if (retry) {
          reconnecting = true;
          tell(sent);
        }
        return retry;
      },
      onError: (error) => reject(uploadRefusal(error)),
      onSuccess: () => resolve(upload.url!.split('/').pop()!),
    });
    void upload.findPreviousUploads().then((previous) => {
      const latest = previous.sort((a, b) => b.creationTime.localeCompare(a.creationTime))[0];
      if (latest) upload.resumeFromPreviousUpload(latest);
      upload.start();
    }, reject);
  });
}
