/**
 * A stand-in XMLHttpRequest the test drives by hand: it records what was sent, then reports
 * progress and answers when told to, so a test waits on nothing but its own steps.
 */
export class FakeXhr {
  static sent: FakeXhr[] = [];
  /** Resolves with the next request once its send() has been called. */
  static next(): Promise<FakeXhr> {
    return new Promise((resolve) => FakeXhr.waiting.push(resolve));
  }
  private static waiting: ((x: FakeXhr) => void)[] = [];

  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown;
  status = 0;
  responseText = '';
  /** Headers of the answer, by lower-case name. */
  responseHeaders: Record<string, string> = {};
  upload: { onprogress: ((e: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;
  onloadend: (() => void) | null = null;

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  getResponseHeader(name: string): string | null {
    return this.responseHeaders[name.toLowerCase()] ?? null;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
    FakeXhr.sent.push(this);
    FakeXhr.waiting.shift()?.(this);
  }
  abort() {
    this.onabort?.();
    this.onloadend?.();
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent);
  }
  answer(status: number, text: string) {
    this.status = status;
    this.responseText = text;
    this.onload?.();
    this.onloadend?.();
  }
  failNetwork() {
    this.onerror?.();
    this.onloadend?.();
  }
}
