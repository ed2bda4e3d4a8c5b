// Uploads go through XMLHttpRequest, the only browser API that reports how much of a request body
// has been sent. Wrapped in a fetch-compatible function so Apollo's upload link can use it.
import { API_TIMEOUT_MS, NETWORK_MESSAGE, TIMEOUT_MESSAGE, timeoutFetch } from "./http.ts";

export interface UploadProgress {
  loaded: number;
  total: number;
}
export type UploadProgressHandler = (progress: UploadProgress) => void;
/** What a mutation puts in its context's fetchOptions to follow its upload. */
export interface UploadFetchOptions extends RequestInit {
  onUploadProgress?: UploadProgressHandler;
}

/** Percentage of a body sent, 0-100, never above 100 nor NaN for an unknown total. */
export function uploadPercent({ loaded, total }: UploadProgress): number {
  if (!total || total <= 0) return 0;
  return Math.min(100, Math.max(0, Math.round((loaded / total) * 100)));
}

function responseHeaders(raw: string): Headers {
  const headers = new Headers();
  for (const line of raw.trim().split(/[\r\n]+/)) {
    const colon = line.indexOf(":");
    if (colon > 0) headers.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
  }
  return headers;
}

/** Once the body is sent the server decodes and re-encodes each photo (a 12 MP photo takes a few
 * seconds on a small server): the answer gets the usual limit once per photo. */
export function processingLimit(body: FormData): number {
  let files = 0;
  body.forEach((value) => {
    if (typeof value !== "string") files++;
  });
  return API_TIMEOUT_MS * Math.max(1, files);
}

/** Sends a multipart body with XHR. The 10 s limit counts inactivity: every progress event
 * restarts it, so a slow connection that keeps sending is not cut off. */
function xhrFetch(url: string, init: UploadFetchOptions & { body: FormData }): Promise<Response> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const settle = () => {
      clearTimeout(timer);
      init.signal?.removeEventListener("abort", onAbort);
    };
    const fail = (error: unknown) => {
      settle();
      reject(error);
    };
    const restartTimer = (limit = API_TIMEOUT_MS) => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        xhr.abort();
        fail(new Error(TIMEOUT_MESSAGE));
      }, limit);
    };
    const onAbort = () => {
      xhr.abort();
      fail(init.signal?.reason ?? new DOMException("Aborted", "AbortError"));
    };
    if (init.signal?.aborted) return onAbort();
    init.signal?.addEventListener("abort", onAbort);
    xhr.open(init.method ?? "POST", url);
    new Headers(init.headers).forEach((value, name) => xhr.setRequestHeader(name, value));
    xhr.upload.onprogress = (e) => {
      restartTimer();
      init.onUploadProgress?.({ loaded: e.loaded, total: e.lengthComputable ? e.total : 0 });
    };
    xhr.upload.onload = () => restartTimer(processingLimit(init.body));
    xhr.onprogress = () => restartTimer();
    xhr.onload = () => {
      settle();
      resolve(
        new Response(xhr.responseText, {
          status: xhr.status,
          statusText: xhr.statusText,
          headers: responseHeaders(xhr.getAllResponseHeaders()),
        }),
      );
    };
    xhr.onerror = () => fail(new Error(NETWORK_MESSAGE));
    restartTimer();
    xhr.send(init.body);
  });
}

/** fetch for the back-office: multipart bodies (file uploads) report progress; everything else
 * goes through the usual 10 s timeoutFetch. */
export function uploadFetch(input: RequestInfo | URL, init: UploadFetchOptions = {}): Promise<Response> {
  if (!(init.body instanceof FormData)) {
    const { onUploadProgress: _ignored, ...rest } = init;
    return timeoutFetch(input, rest);
  }
  return xhrFetch(input instanceof Request ? input.url : String(input), { ...init, body: init.body });
}
