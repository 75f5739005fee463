import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

// Every text file of the build gets a brotli (.br) and a gzip (.gz) copy beside it, at the highest
// levels: compressed once at build time, served as files (@fastify/static `preCompressed`), never
// compressed again per request.

const TEXT = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;
/** Below this, the headers weigh more than what compression saves. */
const MIN_BYTES = 256;
/**
 * Brotli's best quality costs seconds per megabyte; above this size (the flow map's layout engine,
 * 1.4 MB) quality 9 keeps the build fast for a few percent more bytes on a staff-only page.
 */
const HUGE_BYTES = 512 * 1024;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}

export async function compressFile(file: string): Promise<void> {
  const content = await readFile(file);
  const [br, gz] = await Promise.all([
    brotli(content, { params: { [constants.BROTLI_PARAM_QUALITY]: content.length > HUGE_BYTES ? 9 : constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: content.length } }),
    gzipAsync(content, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  // A copy that is not smaller would only cost a lookup.
  if (br.length < content.length) await writeFile(`${file}.br`, br);
  if (gz.length < content.length) await writeFile(`${file}.gz`, gz);
}

/** Compresses the text files of `dir` (dot folders such as Vite's `.vite` are not served: skipped). */
export async function precompress(dir: string): Promise<number> {
  const files = (await filesUnder(dir)).filter((file) => TEXT.test(file) && !file.slice(dir.length).includes('/.'));
  const sized = await Promise.all(files.map(async (file) => ({ file, size: (await stat(file)).size })));
  const worth = sized.filter(({ size }) => size >= MIN_BYTES);
  await Promise.all(worth.map(({ file }) => compressFile(file)));
  return worth.length;
}
