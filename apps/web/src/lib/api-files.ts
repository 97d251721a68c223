import {
  type ApiEnvelope,
  apiFetch,
  buildHeaders,
  buildUrl,
  errorFromBody,
  networkError,
  parseEnvelope,
  type RequestOptions,
  reactToFailure,
  readBody,
} from './api-client';

export interface UploadOptions {
  method?: 'POST' | 'PUT';
  /** Called with a number from 0 to 1 while the body is sent. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/** Multipart upload through XMLHttpRequest, the one browser API that reports upload progress. */
export function apiUpload<T>(
  path: string,
  form: FormData,
  options: UploadOptions = {},
): Promise<ApiEnvelope<T>> {
  const method = options.method ?? 'POST';
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, buildUrl(path));
    xhr.withCredentials = true;
    buildHeaders(method).forEach((value, key) => {
      xhr.setRequestHeader(key, value);
    });
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      let body: unknown = null;
      try {
        body = xhr.responseText ? JSON.parse(xhr.responseText) : null;
      } catch {
        body = { error: xhr.statusText };
      }
      try {
        options.onProgress?.(1);
        resolve(parseEnvelope<T>(path, xhr.status, body));
      } catch (error) {
        reject(error);
      }
    };
    xhr.onerror = () => reject(networkError(undefined));
    xhr.onabort = () => reject(networkError(new DOMException('aborted', 'AbortError')));
    options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}

/** Downloads a file with the session's credentials; the error envelope of a failed download still throws. */
export async function apiDownload(
  path: string,
  options: RequestOptions = {},
): Promise<{ blob: Blob; filename: string | null }> {
  const response = await apiFetch(path, { ...options, headers: { Accept: '*/*', ...options.headers } });
  if (!response.ok) {
    const error = errorFromBody(response.status, await readBody(response));
    reactToFailure(path, error);
    throw error;
  }
  const disposition = response.headers.get('Content-Disposition') ?? '';
  const match = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition);
  return { blob: await response.blob(), filename: match?.[1] ? decodeURIComponent(match[1]) : null };
}

/** Hands a downloaded blob to the browser as a file. */
export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
