/**
 * The transport under the app's HTTP client: one XMLHttpRequest per call, because uploads and
 * downloads report progress (fetch cannot report an upload's). JSON in and out, FormData as is,
 * a Blob when asked; a non-2xx answer rejects with an HttpError carrying the status and body.
 */

export interface Progress {
  loaded: number;
  total?: number;
}

export interface RequestConfig {
  /** Query parameters; undefined and null ones are left out. */
  params?: Record<string, string | number | boolean | null | undefined>;
  headers?: Record<string, string>;
  responseType?: 'json' | 'blob';
  /** Milliseconds; 0 waits as long as it takes. */
  timeout?: number;
  onUploadProgress?: (progress: Progress) => void;
  onDownloadProgress?: (progress: Progress) => void;
}

export interface HttpResponse<T> {
  data: T;
  status: number;
  /** Header names in lower case. */
  headers: Record<string, string>;
}

/** A request that got no 2xx answer: `response` is missing when none came (network, timeout). */
export class HttpError extends Error {
  constructor(
    message: string,
    readonly url: string,
    readonly response?: { status: number; data: unknown },
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export function withParams(url: string, params: RequestConfig['params']): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params ?? {})) if (value != null) query.append(key, String(value));
  const search = query.toString();
  return search ? `${url}${url.includes('?') ? '&' : '?'}${search}` : url;
}

function headersOf(request: XMLHttpRequest): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const line of request
    .getAllResponseHeaders()
    .trim()
    .split(/[\r\n]+/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return headers;
}

function bodyOf(request: XMLHttpRequest): unknown {
  if (request.responseType === 'blob') return request.response;
  if (!request.responseText) return null;
  try {
    return JSON.parse(request.responseText);
  } catch {
    return request.responseText;
  }
}

const succeeded = (status: number) => status >= 200 && status < 300;

/** An answer as the client hands it on: the response for a 2xx status, else an HttpError with the status and body. */
export function settle<T>(
  target: string,
  status: number,
  headers: Record<string, string>,
  data: unknown,
): HttpResponse<T> {
  if (succeeded(status)) return { data: data as T, status, headers };
  throw new HttpError(`Request failed with status ${status}`, target, { status, data });
}

export function send<T>(
  method: string,
  url: string,
  body: unknown,
  config: RequestConfig = {},
): Promise<HttpResponse<T>> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    const target = withParams(url, config.params);
    request.open(method, target);
    request.timeout = config.timeout ?? 0;
    // A blob only on success: an error body is still JSON to read the message from.
    request.responseType = config.responseType === 'blob' ? 'blob' : 'text';
    const isForm = body instanceof FormData;
    for (const [name, value] of Object.entries(config.headers ?? {})) {
      // The browser writes a form's content type itself, with its boundary.
      if (isForm && name.toLowerCase() === 'content-type') continue;
      request.setRequestHeader(name, value);
    }
    if (body !== undefined && !isForm) request.setRequestHeader('Content-Type', 'application/json');
    const progress = (listener?: (progress: Progress) => void) => (event: ProgressEvent) =>
      listener?.({ loaded: event.loaded, total: event.lengthComputable ? event.total : undefined });
    if (config.onUploadProgress) request.upload.addEventListener('progress', progress(config.onUploadProgress));
    if (config.onDownloadProgress) request.addEventListener('progress', progress(config.onDownloadProgress));
    request.onload = async () => {
      const status = request.status;
      let data = bodyOf(request);
      if (data instanceof Blob && !succeeded(status))
        data = await data
          .text()
          .then((text) => JSON.parse(text) as unknown)
          .catch(() => null);
      try {
        resolve(settle<T>(target, status, headersOf(request), data));
      } catch (error) {
        reject(error as HttpError);
      }
    };
    request.onerror = () => reject(new HttpError('Network Error', target));
    request.ontimeout = () => reject(new HttpError('Timeout', target));
    request.onabort = () => reject(new HttpError('Aborted', target));
    request.send(body === undefined ? null : isForm ? body : JSON.stringify(body));
  });
}
