// The check of a web-vitals beacon (docs/product.md §10): a JSON object naming a known page
// and up to one finite, in-range value per known metric. Anything else is refused whole,
// so a bad beacon is counted nowhere.
import { z } from 'zod';
import { VITALS, VITAL_NAMES, type RumBeacon } from '#shared/rum/vitals.js';

const metric = z
  .object({ name: z.enum(VITAL_NAMES), value: z.number().finite() })
  .strict()
  .refine(({ name, value }) => value >= 0 && value <= VITALS[name].max, 'value out of range');

/**
 * The beacon parser for the pages `isPublicPage` accepts (the route table's, without the
 * campaigns hidden at the moment): a beacon names one of them, so the label set cannot
 * grow with traffic. It answers the beacon, or undefined when the bytes are not one (not
 * JSON, or not the shape).
 */
export function rumBeaconParser(isPublicPage: (id: string) => boolean): (bytes: Buffer) => RumBeacon | undefined {
  const beaconSchema = z
    .object({
      page: z.string().refine(isPublicPage, 'unknown page'),
      metrics: z.array(metric).min(1).max(VITAL_NAMES.length),
    })
    .strict()
    .refine(({ metrics }) => new Set(metrics.map((m) => m.name)).size === metrics.length, 'a metric named twice');
  return (bytes) => parseBeacon(bytes, beaconSchema);
}

function parseBeacon(bytes: Buffer, beaconSchema: z.ZodType<RumBeacon>): RumBeacon | undefined {
  let json: unknown;
  try {
    json = JSON.parse(bytes.toString('utf8'));
  } catch {
    return undefined;
  }
  const parsed = beaconSchema.safeParse(json);
  return parsed.success ? parsed.data : undefined;
}
