/**
 * The bytes of an InnoDB page that hold no rows, and what they do to the data's size at another
 * page size (issue 36 item 5). Every index page carries a fixed frame: the FIL header (38 bytes),
 * the index page header (56), the infimum and supremum records (26 in the compact format) and the
 * FIL trailer (8), 128 bytes in all (MySQL Internals Manual, "InnoDB Page Structure";
 * storage/innobase/include/fil0types.h: FIL_PAGE_DATA = 38, FIL_PAGE_DATA_END = 8). The page
 * directory grows with the records, so it takes the same share of a page at every size.
 *
 * `dataGiB` is the data's size at 16 KiB pages, InnoDB's default. The same rows at page size P
 * take
 *
 *     pageData(P) = dataGiB × f(P),   f(P) = (16,384 − 128) / 16 / ((P · 1,024 − 128) / P)
 *
 * (f = 1.0242 at 4 KiB, 1.0079 at 8 KiB, 1 at 16 KiB, 0.9961 at 32 KiB, 0.9941 at 64 KiB): a smaller
 * page spends a larger share of itself on its frame, so the data takes more pages and the buffer
 * pool, which holds whole pages, holds fewer of its rows. docs/model.md section 3 states it.
 */
import type { MysqlChoice } from './types.ts';

/** Bytes of every index page outside its records: FIL header, page header, infimum/supremum, FIL trailer. */
export const PAGE_FRAME_BYTES = 38 + 56 + 26 + 8;

/** The page size `dataGiB` is given at (InnoDB's default). */
export const DATA_REFERENCE_PAGE_KIB = 16;

/** Record bytes per KiB of page at `pageKiB`. */
function recordBytesPerKiB(pageKiB: number): number {
  return (pageKiB * 1024 - PAGE_FRAME_BYTES) / pageKiB;
}

/** Page bytes the same rows take at `pageKiB`, relative to 16 KiB pages (1 at 16 KiB). */
export function pageFrameFactor(pageKiB: number): number {
  if (!(pageKiB > 0) || pageKiB === DATA_REFERENCE_PAGE_KIB) return 1;
  return recordBytesPerKiB(DATA_REFERENCE_PAGE_KIB) / recordBytesPerKiB(pageKiB);
}

/** GiB of (uncompressed) pages the data takes at the scenario's page size. */
export function pageDataGiB(m: Pick<MysqlChoice, 'dataGiB' | 'pageSizeKiB'>): number {
  return m.dataGiB * pageFrameFactor(m.pageSizeKiB);
}
