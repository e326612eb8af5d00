/**
 * What jsdom lacks and the app uses, supplied once for every web test (from setup.ts): the modal
 * methods of `<dialog>`, and `matchMedia` (the toast area asks for prefers-reduced-motion).
 */
export function polyfillBrowser() {
  HTMLDialogElement.prototype.showModal = function showModal() {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close() {
    this.removeAttribute('open');
  };
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }) satisfies MediaQueryList;
  watchUploads();
}

const opened: XMLHttpRequest[] = [];
let uploadOf: (this: XMLHttpRequest) => XMLHttpRequestUpload;

/**
 * The fake API answers uploads (XMLHttpRequest) but, like a fast network, reports their progress
 * only at the end. Remembering each opened request lets a test report progress mid-way, as the
 * browser does while a large photo is being sent.
 */
function watchUploads() {
  uploadOf = Object.getOwnPropertyDescriptor(XMLHttpRequest.prototype, 'upload')!.get!;
  const open = XMLHttpRequest.prototype.open;
  XMLHttpRequest.prototype.open = function (this: XMLHttpRequest, ...args: unknown[]) {
    opened.push(this);
    return (open as (...a: unknown[]) => void).apply(this, args);
  } as typeof open;
}

/** The browser has sent `fraction` of the newest upload. */
export function reportUploadProgress(fraction: number) {
  const request = opened.at(-1);
  if (!request) throw new Error('No upload was opened');
  // msw puts a proxy on the request's own `upload` that swallows dispatchEvent: the browser's
  // own upload object, read through the prototype's getter, still dispatches.
  const upload = uploadOf.call(request);
  upload.dispatchEvent(
    new ProgressEvent('progress', { lengthComputable: true, loaded: fraction * 1000, total: 1000 }),
  );
}
