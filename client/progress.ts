// A progress bar while client requests are in flight, shown only once a request has
// lasted the 200 ms minimum delay, so quick answers never flash it.
export const PROGRESS_MIN_DELAY_MS = 200;

let inFlight = 0;
let timer: ReturnType<typeof setTimeout> | undefined;
let bar: HTMLElement | undefined;

function element(): HTMLElement {
  if (!bar) {
    bar = document.createElement('div');
    bar.className = 'progress-bar';
    bar.setAttribute('role', 'progressbar');
    bar.setAttribute('aria-label', 'Загрузка');
    bar.hidden = true;
    document.body.append(bar);
  }
  return bar;
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
