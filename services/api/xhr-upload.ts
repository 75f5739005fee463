// fetch cannot report upload progress over HTTP/1.1, and the spec's document upload reports it:
// uploads in the browser go through XMLHttpRequest. The API client adds headers, refresh and errors.
// A call through fetch has a time limit for the whole request; an upload of a large scan over a slow
// phone connection may rightly take minutes, so its limit is on silence instead: it fails when no
// byte went up and no answer came for `stallTimeoutMs`: the file's row then says it failed and the
// file can be added again, instead of a progress bar that never moves (decision 0057).

export interface XhrUploadRequest {
  method: string;
  url: string;
  form: FormData;
  headers: Record<string, string>;
  /** How long the upload may make no progress (nothing sent, no answer) before it fails. */
  stallTimeoutMs: number;
  onProgress?: (fraction: number) => void;
}

export interface XhrUploadResult {
  status: number;
  text: string;
  headers: Headers;
}

/** Resolves with any HTTP answer (errors included); rejects when no answer came, or none moved for too long. */
export function uploadWithXhr(request: XhrUploadRequest): Promise<XhrUploadResult> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    let stall: ReturnType<typeof setTimeout> | undefined;
    const fail = (error: Error) => {
      clearTimeout(stall);
      reject(error);
    };
    /** Something moved: the silence is counted again from now. */
    const moved = () => {
      clearTimeout(stall);
      stall = setTimeout(() => {
        fail(new DOMException(`Upload stalled: nothing moved for ${request.stallTimeoutMs} ms`, 'TimeoutError'));
        xhr.abort();
      }, request.stallTimeoutMs);
    };
    xhr.open(request.method, request.url);
    for (const [name, value] of Object.entries(request.headers)) xhr.setRequestHeader(name, value);
    xhr.upload.addEventListener('progress', (event) => {
      moved();
      if (event.lengthComputable && event.total > 0) request.onProgress?.(Math.min(1, event.loaded / event.total));
    });
    // The answer coming in counts as movement too.
    xhr.addEventListener('progress', moved);
    xhr.addEventListener('load', () => {
      clearTimeout(stall);
      request.onProgress?.(1);
      resolve({ status: xhr.status, text: xhr.responseText, headers: parseResponseHeaders(xhr.getAllResponseHeaders()) });
    });
    xhr.addEventListener('error', () => fail(new TypeError('Upload failed: no answer from the server')));
    xhr.addEventListener('abort', () => fail(new DOMException('Upload aborted', 'AbortError')));
    request.onProgress?.(0);
    moved();
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
