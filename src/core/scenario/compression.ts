/**
 * What-if InnoDB table compression (issue 36 item 6; `mysql.compressionRatio`). A compressed table
 * (`ROW_FORMAT=COMPRESSED`, `KEY_BLOCK_SIZE` = page size / r) stores and reads each page as a
 * KEY_BLOCK_SIZE block, so a miss reads r times fewer bytes (the same one IO), and the data takes
 * 1/r of the disk. The buffer pool gains nothing: a page is used uncompressed, and InnoDB keeps
 * the compressed copy beside it ("the buffer pool still holds 16 KiB pages": the 1M IO-bound QPS
 * post, brief section 5; MySQL Reference Manual, "How Compression Works for InnoDB Tables":
 * "both the compressed and uncompressed page" in the buffer pool), so it holds fewer pages:
 *
 *     on-disk data       = pageData / r             (pageData: dataGiB at the page size, pages.ts)
 *     read, write bytes  = page size / r per IO (IOs unchanged)
 *     buffer pool pages  = bufferPool / (P + P / r) = the uncompressed capacity × r / (r + 1)
 *
 * r = 1 is no compression and changes nothing. Compressed tables need a page size of at most
 * 16 KiB and a KEY_BLOCK_SIZE of at least 1 KiB (MySQL Reference Manual, "InnoDB Table
 * Compression": "compressed tables are not supported" with 32 KiB or 64 KiB pages;
 * KEY_BLOCK_SIZE 1, 2, 4, 8 or 16).
 */
import { pageDataGiB } from './pages.ts';
import type { MysqlChoice } from './types.ts';

/** The compression ratio in effect (1 for a file written before the field existed). */
export function compressionRatioOf(m: Pick<MysqlChoice, 'compressionRatio'>): number {
  const r = (m as Partial<MysqlChoice>).compressionRatio;
  return typeof r === 'number' && r >= 1 ? r : 1;
}

/**
 * GiB the data takes on disk: its pages at the scenario's page size (scenario/pages.ts; `dataGiB`
 * is given at 16 KiB) over the compression ratio.
 */
export function onDiskDataGiB(
  m: Pick<MysqlChoice, 'dataGiB' | 'pageSizeKiB' | 'compressionRatio'>,
): number {
  return pageDataGiB(m) / compressionRatioOf(m);
}

/**
 * The buffer pool as the model's miss ratio sees it, GiB of uncompressed pages: all of it without
 * compression; with ratio r each cached page also keeps its compressed copy (r / (r + 1)).
 */
export function effectiveBufferPoolGiB(
  m: Pick<MysqlChoice, 'bufferPoolGiB' | 'compressionRatio'>,
): number {
  const r = compressionRatioOf(m);
  return r > 1 ? (m.bufferPoolGiB * r) / (r + 1) : m.bufferPoolGiB;
}

/** KEY_BLOCK_SIZE in KiB: the bytes one compressed page takes on disk and in one IO. */
export function keyBlockSizeKiB(m: Pick<MysqlChoice, 'pageSizeKiB' | 'compressionRatio'>): number {
  return m.pageSizeKiB / compressionRatioOf(m);
}
