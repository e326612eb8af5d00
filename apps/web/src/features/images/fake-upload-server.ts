import { vi } from 'vitest';

/**
 * Stands in for the browser's XMLHttpRequest in component tests (the network seam of uploads): each
 * request waits until the test reports progress and answers it, as the image service would.
 */
export class FakeUploadRequest {
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | null = null;
  status = 0;
  responseText = '';
  responseType = '';
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name.toLowerCase()] = value;
  }
  send(body: FormData) {
    this.body = body;
    fakeUploads.requests.push(this);
    fakeUploads.onSend?.(this);
  }
  abort() {
    this.onabort?.();
  }

  /** The share of the file the browser has sent so far. */
  progress(fraction: number) {
    this.upload.onprogress?.({
      lengthComputable: true,
      loaded: fraction * 1000,
      total: 1000,
    } as ProgressEvent);
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
  /** The image service stored the photo at `url`. */
  stored(url = '/images/0123456789abcdef0123456789abcdef-1600.webp') {
    this.answer(200, { success: true, data: { url, width: 1600, height: 1200 } });
  }
  file(): File | null {
    const value = this.body?.get('image');
    return value instanceof File ? value : null;
  }
}

export const fakeUploads = {
  requests: [] as FakeUploadRequest[],
  /** Answers each request as soon as it is sent (default: none, the test answers). */
  onSend: null as ((request: FakeUploadRequest) => void) | null,
  install() {
    fakeUploads.requests = [];
    fakeUploads.onSend = null;
    vi.stubGlobal('XMLHttpRequest', FakeUploadRequest);
  },
  last(): FakeUploadRequest {
    const request = fakeUploads.requests.at(-1);
    if (!request) throw new Error('No upload was sent');
    return request;
  },
};
