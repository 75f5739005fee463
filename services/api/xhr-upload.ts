// fetch cannot report upload progress over HTTP/1.1, and the spec's document upload reports it:
// uploads in the browser go through XMLHttpRequest. The API client adds headers, refresh and errors.

export interface XhrUploadRequest {
  method: string;
  url: string;
  form: FormData;
  headers: Record<string, string>;
  onProgress?: (fraction: number) => void;
}

export interface XhrUploadResult {
  status: number;
  text: string;
  headers: Headers;
}

/** Resolves with any HTTP answer (errors included); rejects only when no answer came. */
export function uploadWithXhr(request: XhrUploadRequest): Promise<XhrUploadResult> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(request.method, request.url);
    for (const [name, value] of Object.entries(request.headers)) xhr.setRequestHeader(name, value);
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) request.onProgress?.(Math.min(1, event.loaded / event.total));
    });
    xhr.addEventListener('load', () => {
      request.onProgress?.(1);
      resolve({ status: xhr.status, text: xhr.responseText, headers: parseResponseHeaders(xhr.getAllResponseHeaders()) });
    });
    xhr.addEventListener('error', () => reject(new TypeError('Upload failed: no answer from the server')));
    xhr.addEventListener('abort', () => reject(new DOMException('Upload aborted', 'AbortError')));
    request.onProgress?.(0);
    xhr.send(request.form);
  });
}

function parseResponseHeaders(raw: string): Headers {
  const headers = new Headers();
  for (const line of raw.trim().split(/[\r\n]+/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
  }
  return headers;
}
