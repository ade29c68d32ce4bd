// The CPU of one transform per format and width (the image endpoint's encoder,
// server/images/encode.ts) on the demo upstream's square catalogue photo: each variant made
// BENCH_TRANSFORM_RUNS times in turn, one at a time, the process's CPU (its main thread
// and libuv's threads, where sharp works) read around each. Prints one JSON line.
import { IMAGE_FORMATS, encodeImage } from '../server/images/encode.js';
import { IMAGE_WIDTHS } from '../shared/images/image-url.js';

const RUNS = Number(process.env.BENCH_TRANSFORM_RUNS ?? 5);
const source = Buffer.from(await (await fetch(`${process.env.PHOTO_URL}`)).arrayBuffer());
const cpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

await encodeImage(source, { width: 160, format: 'jpeg', maxPixels: 25_000_000 }); // warm-up: libvips loads its codecs
const rows = [];
for (const format of IMAGE_FORMATS) {
  for (const width of IMAGE_WIDTHS) {
    const samples: number[] = [];
    let bytes = 0;
    for (let run = 0; run < RUNS; run++) {
      const before = cpuMs();
      bytes = (await encodeImage(source, { width, format, maxPixels: 25_000_000 })).length;
      samples.push(cpuMs() - before);
    }
    rows.push({ format, width, cpuMs: Math.min(...samples), bytes });
  }
}
process.stdout.write(`${JSON.stringify({ sourceBytes: source.length, rows })}\n`);
