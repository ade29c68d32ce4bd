// The one way a file of the content folder is read (docs/operations.md "Папка контента": untrusted input): opened
// without following a symlink (O_NOFOLLOW), a regular file, its size checked on the opened file against a bound per kind
// before a byte is read; a fault is one Russian line naming the file, never quoting it. The loader and the check read
// synchronously; the files a visitor asks for asynchronously (server/routes/content-files.ts).
import { closeSync, constants, fstatSync, openSync, readSync, type Stats } from 'node:fs';
import { open } from 'node:fs/promises';

export type ContentFileKind = 'json' | 'svg' | 'raster';

const KB = 1024;
const MB = 1024 * KB;

/**
 * The largest file of each kind: a campaign's JSON is a few KB, a hand-made banner SVG
 * tens of KB, a designer's art a few MB. Far above what the content needs, far below
 * what stalls a Pod (a 160 MB JSON held the event loop 4.5 s and doubled the memory).
 */
export const CONTENT_FILE_BOUNDS: Readonly<Record<ContentFileKind, number>> = {
  json: 256 * KB,
  svg: 256 * KB,
  raster: 8 * MB,
};

const KIND_NAMES: Readonly<Record<ContentFileKind, string>> = { json: 'JSON', svg: 'SVG', raster: 'картинки' };

/** 262144 → «256 КБ», 8388608 → «8 МБ». */
export function sizeText(bytes: number): string {
  return bytes >= MB ? `${+(bytes / MB).toFixed(1)} МБ` : bytes >= KB ? `${+(bytes / KB).toFixed(1)} КБ` : `${bytes} байт`;
}

const READ_NO_LINK = constants.O_RDONLY | constants.O_NOFOLLOW;

/** The fault of a name with nothing under it (not even a dangling symlink: that one is refused as a symlink). */
export const NO_FILE = 'нет файла';

/** The reason an opened file may not be read as `kind`, or undefined. */
function faultOf(regular: boolean, size: number, kind: ContentFileKind): string | undefined {
  if (!regular) return 'это не обычный файл: в папке контента допускаются только обычные файлы';
  const bound = CONTENT_FILE_BOUNDS[kind];
  if (size > bound) return `файл больше ${sizeText(bound)} — предела для ${KIND_NAMES[kind]} (в нём ${sizeText(size)})`;
  return undefined;
}

/** While the content check runs, the files it opens (check-content.ts: a file no kind reads is warned of). */
let opened: Set<string> | undefined;
export const noteOpened = (into: Set<string> | undefined) => void (opened = into);

/** The reason `open` failed, in Russian; a symlink is named as such. */
function openFault(error: NodeJS.ErrnoException): string {
  if (error.code === 'ELOOP') return 'это символьная ссылка: в папке контента допускаются только обычные файлы';
  if (error.code === 'ENOENT') return NO_FILE;
  return `файл не читается (${error.code ?? 'ошибка'})`;
}

/**
 * `file` opened without following a link and checked as `kind` before a byte is read: what `use` makes of the
 * open descriptor and its size (closed after it), or the fault.
 */
function whenReadable<T>(file: string, kind: ContentFileKind, use: (fd: number, size: number) => T): T | { fault: string } {
  let fd: number;
  try {
    fd = openSync(file, READ_NO_LINK);
  } catch (error) {
    return { fault: openFault(error as NodeJS.ErrnoException) };
  }
  opened?.add(file);
  try {
    const stats = fstatSync(fd);
    const fault = faultOf(stats.isFile(), stats.size, kind);
    return fault ? { fault } : use(fd, stats.size);
  } finally {
    closeSync(fd);
  }
}

/** Why a content file may not be read as `kind` (a symlink, not a regular file, past its bound), or undefined; reads none of it. */
export const contentFileFault = (file: string, kind: ContentFileKind): string | undefined =>
  whenReadable(file, kind, () => undefined)?.fault;

/** The bytes of a content file, or its fault: a symlink, a non-regular file or one past its bound. */
export function readContentFile(file: string, kind: ContentFileKind): { bytes: Buffer } | { fault: string } {
  return whenReadable(file, kind, (fd, size) => {
    // Never past the bound plus one byte: a file that grew since fstat is caught, not read whole.
    const bytes = Buffer.alloc(size + 1);
    let length = 0;
    while (length < bytes.length) {
      const read = readSync(fd, bytes, length, bytes.length - length, null);
      if (read === 0) break;
      length += read;
    }
    const grown = faultOf(true, length, kind);
    return grown ? { fault: grown } : { bytes: bytes.subarray(0, length) };
  });
}

/** A content file read off the event loop (a banner a visitor asked for, raster art): its bytes and times, or the fault. */
export async function readContentFileAsync(
  file: string, kind: ContentFileKind,
): Promise<{ bytes: Buffer; stats: Stats } | { fault: string }> {
  const handle = await open(file, READ_NO_LINK).catch((error: NodeJS.ErrnoException) => error);
  if (handle instanceof Error) return { fault: openFault(handle) };
  opened?.add(file);
  try {
    const stats = await handle.stat();
    const fault = faultOf(stats.isFile(), stats.size, kind);
    if (fault) return { fault };
    const bytes = Buffer.alloc(stats.size);
    const { bytesRead } = await handle.read(bytes, 0, stats.size, 0);
    return { bytes: bytes.subarray(0, bytesRead), stats };
  } finally {
    await handle.close();
  }
}
