// Preloaded into a spawned server (`node --import`): the moment the server starts to answer its KILL_AT_FIRST_VIEW-th
// first view of a page under test (a response that sets the visitor cookie `promo_ab`), the process is killed with
// SIGKILL, before that response's headers are written: a kill -9 that falls exactly between pages, wherever the
// pages of one turn of the event loop stand, however busy the machine.
import http from 'node:http';

const killAt = Number(process.env.KILL_AT_FIRST_VIEW);
let firstViews = 0;
const writeHead = http.ServerResponse.prototype.writeHead;
http.ServerResponse.prototype.writeHead = function writeHeadOrDie(status, ...rest) {
  const headers = rest.at(-1);
  const drawn = Array.isArray(headers) && headers.flat().some((value) => typeof value === 'string' && value.startsWith('promo_ab='));
  if (drawn && ++firstViews === killAt) process.kill(process.pid, 'SIGKILL');
  return writeHead.call(this, status, ...rest);
};
