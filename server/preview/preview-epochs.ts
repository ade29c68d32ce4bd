// Each campaign's preview epoch: how many times its supplier links were revoked. A grant holds only while the
// epoch it carries (preview-grant.ts) is the campaign's, so «Отозвать ссылки» voids every link of one campaign.
// Kept in a Redis hash (REDIS_URL) or a JSON file (PREVIEW_EPOCHS_FILE), read into memory every EPOCH_POLL_MS;
// an epoch only rises, and what an instance has read it writes back into a store that lost it
// (docs/decisions/022-preview-grants.md). Until the store is read once the supplier links are refused
// (docs/decisions/022-preview-grants.md). With preview off (no PREVIEW_TOKEN) no store is read.
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Redis } from 'ioredis';
import type { Logger } from '../observability/log.js';

export const EPOCH_POLL_MS = 2000;
/** The Redis hash: campaign id → epoch. */
export const EPOCHS_KEY = 'promo:preview-epochs';

export interface PreviewEpochs {
  /** The campaign's epoch as last read (0: never revoked). Synchronous: asked by every preview check. */
  of(campaignId: string): number;
  /** The store has been read at least once: `of` tells every revocation made before this process started. */
  known(): boolean;
  /** Voids every link of the campaign made so far; resolves with the new epoch once it is stored (rejects if it cannot be). */
  revoke(campaignId: string): Promise<number>;
  /** Reads the store now (also done every EPOCH_POLL_MS). */
  refresh(): Promise<void>;
  close(): Promise<void>;
}

type Epochs = Record<string, number>;

/** Only well-formed entries: a store edited by hand never makes a check throw. */
function epochsOf(data: unknown): Epochs {
  if (typeof data !== 'object' || data === null) return {};
  return Object.fromEntries(Object.entries(data).flatMap(([id, value]) => {
    const epoch = Number(value);
    return Number.isSafeInteger(epoch) && epoch > 0 ? [[id, epoch]] : [];
  }));
}

interface Store {
  read(): Promise<Epochs>;
  /** Sets the campaign's epoch to one above the higher of the stored one and `known`; resolves with it. */
  increment(campaignId: string, known: number): Promise<number>;
  /** Raises every stored epoch below the given one to it (never lowers one). */
  restore(epochs: Epochs): Promise<void>;
  close(): Promise<void>;
}

/** The entries of `known` that `stored` lacks or holds lower. */
const missingFrom = (stored: Epochs, known: Epochs): Epochs =>
  Object.fromEntries(Object.entries(known).filter(([id, epoch]) => (stored[id] ?? 0) < epoch));

function polled(store: Store, log: Logger, pollMs: number): PreviewEpochs {
  let known: Epochs = {};
  let failing = false;
  let read = false;
  const refresh = async () => {
    try {
      const stored = await store.read();
      read = true;
      const lost = missingFrom(stored, known);
      known = { ...stored, ...lost };
      if (Object.keys(lost).length > 0) {
        await store.restore(lost);
        log.warn({ campaigns: Object.keys(lost) }, 'preview epochs: the store had lost revocations; written back from memory');
      }
      if (failing) log.info('preview epochs readable again');
      failing = false;
    } catch (error) {
      // The last epochs read stay in force: a link revoked before stays revoked.
      const words = read ? 'the last ones read stay in force' : 'supplier links are refused until they are read';
      if (!failing) log.warn({ err: error }, `preview epochs unreadable: ${words}`);
      failing = true;
    }
  };
  const timer = setInterval(() => void refresh(), pollMs);
  timer.unref();
  return {
    of: (campaignId) => known[campaignId] ?? 0,
    known: () => read,
    async revoke(campaignId) {
      const epoch = await store.increment(campaignId, known[campaignId] ?? 0);
      known = { ...known, [campaignId]: Math.max(epoch, known[campaignId] ?? 0) };
      return known[campaignId]!;
    },
    refresh,
    async close() {
      clearInterval(timer);
      await store.close();
    },
  };
}

/** The epochs in a JSON file `{ "<campaign id>": <epoch> }`, written whole by rename. */
export function fileEpochs(file: string, log: Logger, pollMs = EPOCH_POLL_MS): PreviewEpochs {
  const read = async (): Promise<Epochs> => {
    const text = await readFile(file, 'utf8').catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return '{}';
      throw error;
    });
    return epochsOf(JSON.parse(text));
  };
  /** One write at a time in this process: two revocations never lose one. */
  let writing: Promise<unknown> = Promise.resolve();
  const update = <T>(change: (epochs: Epochs) => { epochs: Epochs; result: T }) => {
    const next = writing.then(async () => {
      const { epochs, result } = change(await read());
      await mkdir(path.dirname(file), { recursive: true });
      const partial = `${file}.${process.pid}.tmp`;
      await writeFile(partial, `${JSON.stringify(epochs, null, 2)}\n`);
      await rename(partial, file);
      return result;
    });
    writing = next.catch(() => undefined);
    return next;
  };
  return polled({
    read,
    increment: (campaignId, known) => update((epochs) => {
      const epoch = Math.max(epochs[campaignId] ?? 0, known) + 1;
      return { epochs: { ...epochs, [campaignId]: epoch }, result: epoch };
    }),
    restore: (lost) => update((epochs) => ({ epochs: { ...epochs, ...missingFrom(epochs, lost) }, result: undefined })),
    close: async () => {},
  }, log, pollMs);
}

/**
 * One field of the hash set to the higher of its value and ARGV[2], plus ARGV[3] (1 for a
 * revocation, 0 for a write-back), in one step: two instances never lose each other's rise.
 */
const RAISE_EPOCH = `local stored = tonumber(redis.call('HGET', KEYS[1], ARGV[1]) or '0') or 0
local epoch = math.max(stored, tonumber(ARGV[2])) + tonumber(ARGV[3])
if epoch > stored then redis.call('HSET', KEYS[1], ARGV[1], epoch) end
return epoch`;

/** The epochs in a Redis hash every instance shares. */
export function redisEpochs(url: string, log: Logger, pollMs = EPOCH_POLL_MS): PreviewEpochs {
  const redis = new Redis(url, {
    maxRetriesPerRequest: 1, commandTimeout: 1000, connectTimeout: 2000,
    retryStrategy: (attempt) => Math.min(attempt * 200, 2000),
  });
  // Told by the poll's own warning; without a listener ioredis would print every attempt.
  redis.on('error', () => undefined);
  return polled({
    read: async () => epochsOf(await redis.hgetall(EPOCHS_KEY)),
    increment: async (campaignId, known) => Number(await redis.eval(RAISE_EPOCH, 1, EPOCHS_KEY, campaignId, known, 1)),
    restore: async (lost) => {
      for (const [campaignId, epoch] of Object.entries(lost)) await redis.eval(RAISE_EPOCH, 1, EPOCHS_KEY, campaignId, epoch, 0);
    },
    close: async () => void redis.disconnect(),
  }, log, pollMs);
}

/** Every campaign at epoch 0, read from nowhere: preview off, or the preview's own tests. */
export const NEVER_REVOKED: PreviewEpochs = {
  of: () => 0,
  known: () => true,
  revoke: () => Promise.reject(new Error('preview is off: no revocation store')),
  refresh: async () => {},
  close: async () => {},
};

/** None with preview off (nothing would ask), else Redis when the configuration has it, else the file. */
export function previewEpochsFor(
  config: { previewToken: string | undefined; redisUrl: string | undefined; previewEpochsFile: string }, log: Logger,
): PreviewEpochs {
  if (config.previewToken === undefined) return NEVER_REVOKED;
  return config.redisUrl ? redisEpochs(config.redisUrl, log) : fileEpochs(config.previewEpochsFile, log);
}
