// A progress bar while client requests are in flight, shown only once a request has
// lasted the 200 ms minimum delay, so quick answers never flash it. Its name for screen
// readers is content (site.json's labels.loading), handed in by the islands at start.
export const PROGRESS_MIN_DELAY_MS = 200;

let inFlight = 0;
let name: string | undefined;
let timer: ReturnType<typeof setTimeout> | undefined;
let bar: HTMLElement | undefined;

function element(): HTMLElement {
  if (!bar) {
    bar = document.createElement('div');
    bar.className = 'progress-bar';
    bar.setAttribute('role', 'progressbar');
    if (name) bar.setAttribute('aria-label', name);
    bar.hidden = true;
    document.body.append(bar);
  }
  return bar;
}

/** The bar's accessible name, from the page's texts; set before any call (the islands start first). */
export function nameProgressBar(label: string): void {
  name = label;
}

export function requestStarted(): void {
  inFlight += 1;
  if (inFlight === 1) timer = setTimeout(() => (element().hidden = false), PROGRESS_MIN_DELAY_MS);
}

export function requestEnded(): void {
  inFlight = Math.max(0, inFlight - 1);
  if (inFlight > 0) return;
  clearTimeout(timer);
  if (bar) bar.hidden = true;
}
