import { SESSION_REFUSED_HEADER } from '@shop/shared/api/headers';
import { answerOf, requestHeaders, type HttpAnswer, type RequestOptions } from './api-client.ts';

/** Bytes of the body sent so far, of how many. */
export type OnUploadProgress = (sent: number, total: number) => void;

/** Sends a request whose body is bytes, telling how far the upload has got; answers as `sendJson` does. */
export type UploadFn = (path: string, o: RequestOptions, onProgress: OnUploadProgress) => Promise<HttpAnswer>;

/**
 * `sendJson` for bytes, over XMLHttpRequest: fetch reports no upload progress at all. The service
 * worker must not answer these requests (it matches only GETs), or `upload.onprogress` goes quiet.
 * Like `sendJson` it never rejects for an answer: a network failure is status 0, an abort rejects.
 */
export function uploadWithProgress(
  path: string,
  o: RequestOptions,
  onProgress: OnUploadProgress,
  Xhr: typeof XMLHttpRequest = XMLHttpRequest,
): Promise<HttpAnswer> {
  return new Promise((resolve, reject) => {
    const xhr = new Xhr();
    xhr.open(o.method ?? 'POST', path);
    for (const [name, value] of Object.entries(requestHeaders(o))) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(e.loaded, e.total);
    };
    xhr.onload = () => {
      const answer = answerOf(xhr.status, xhr.responseText, xhr.getResponseHeader('retry-after'));
      resolve(xhr.getResponseHeader(SESSION_REFUSED_HEADER) === null ? answer : { ...answer, sessionRefused: true });
    };
    xhr.onerror = () => resolve({ status: 0, body: null });
    xhr.ontimeout = () => resolve({ status: 0, body: null });
    const abort = () => xhr.abort();
    xhr.onabort = () => reject(new DOMException('The upload was aborted', 'AbortError'));
    if (o.signal?.aborted) return reject(new DOMException('The upload was aborted', 'AbortError'));
    o.signal?.addEventListener('abort', abort, { once: true });
    xhr.onloadend = () => o.signal?.removeEventListener('abort', abort);
    xhr.send(o.binary ? o.binary.bytes : o.body === undefined ? null : JSON.stringify(o.body));
  });
}
