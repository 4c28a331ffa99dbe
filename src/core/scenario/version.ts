/**
 * MySQL server versions as the model needs them: `major.minor.patch` compared numerically, and the
 * version-dependent behaviours the startup and QPS models switch on (each with its source).
 */

export interface MysqlVersion {
  major: number;
  minor: number;
  patch: number;
}

const VERSION_RE = /^(\d{1,2})\.(\d{1,2})\.(\d{1,3})$/;

/** Parses `8.0.39`; null when the text is not `major.minor.patch`. */
export function parseMysqlVersion(text: string): MysqlVersion | null {
  const m = VERSION_RE.exec(text.trim());
  if (!m) return null;
  return { major: Number(m[1]), minor: Number(m[2]), patch: Number(m[3]) };
}

/**
 * The release series the model knows, newest last: 5.6, 5.7, 8.0, the 8.1-8.3 innovation releases,
 * 8.4 LTS and the 9.x innovation releases to 9.5 (MySQL release notes,
 * https://dev.mysql.com/doc/relnotes/mysql/en/). Each version-dependent rule below is written
 * against these; a version outside them (a typo such as 99.0.0, or a release newer than the model)
 * is predicted as the nearest series behaves, with a warning.
 */
export const KNOWN_MYSQL_SERIES: readonly string[] = [
  '5.6',
  '5.7',
  '8.0',
  '8.1',
  '8.2',
  '8.3',
  '8.4',
  '9.0',
  '9.1',
  '9.2',
  '9.3',
  '9.4',
  '9.5',
];

/** Whether `ver` belongs to a release series the model knows (KNOWN_MYSQL_SERIES). */
export function isKnownMysqlSeries(ver: MysqlVersion): boolean {
  return KNOWN_MYSQL_SERIES.includes(`${ver.major}.${ver.minor}`);
}

/** The known series for a message: "5.6, 5.7, 8.0–8.4, 9.0–9.5" (runs of minors joined). */
export function knownMysqlSeriesText(): string {
  const byMajor = new Map<string, string[]>();
  for (const series of KNOWN_MYSQL_SERIES) {
    const major = series.split('.')[0] ?? series;
    byMajor.set(major, [...(byMajor.get(major) ?? []), series]);
  }
  const runs = [...byMajor.values()].map((list) =>
    list.length > 2 ? `${list[0] ?? ''}–${list[list.length - 1] ?? ''}` : list.join(', '),
  );
  return runs.join(', ');
}

/** Negative, zero or positive like a comparator. */
export function compareVersions(a: MysqlVersion, b: MysqlVersion): number {
  return a.major - b.major || a.minor - b.minor || a.patch - b.patch;
}

function v(text: string): MysqlVersion {
  const parsed = parseMysqlVersion(text);
  if (!parsed) throw new Error(`bad version literal ${text}`);
  return parsed;
}

const V5_7_5 = v('5.7.5');
const V8_0_0 = v('8.0.0');
const V8_0_19 = v('8.0.19');
const V8_0_21 = v('8.0.21');
const V8_0_35 = v('8.0.35');
const V8_1_0 = v('8.1.0');
const V8_2_99 = v('8.2.999');

/** 8.0 and later keep the data dictionary in InnoDB and scan every `.ibd` file at startup. */
export function hasDataDictionaryScan(ver: MysqlVersion): boolean {
  return compareVersions(ver, V8_0_0) >= 0;
}

/**
 * Files per duplicate-check thread in `fil_get_scan_threads` (fil0fil.h): 8,000 from 8.0.19,
 * 50,000 before (brief section 3).
 */
export function filesPerScanThread(ver: MysqlVersion): number {
  return compareVersions(ver, V8_0_19) >= 0 ? 8000 : 50000;
}

/** `innodb_validate_tablespace_paths` exists from 8.0.21 (MySQL reference manual). */
export function hasValidatePathsOption(ver: MysqlVersion): boolean {
  return compareVersions(ver, V8_0_21) >= 0;
}

/**
 * Versions where `innodb_validate_tablespace_paths=OFF` can corrupt data (brief section 3:
 * 8.0.21-8.0.35 and 8.1-8.2).
 */
export function hasValidatePathsOffBug(ver: MysqlVersion): boolean {
  const in80 = compareVersions(ver, V8_0_21) >= 0 && compareVersions(ver, V8_0_35) <= 0;
  const in8x = compareVersions(ver, V8_1_0) >= 0 && compareVersions(ver, V8_2_99) <= 0;
  return in80 || in8x;
}

/**
 * Crash recovery opens every `.ibd` and reads its first page to map space ids to files, on one
 * thread, before MySQL 5.7.5; from 5.7.5 the redo log's MLOG_FILE_NAME records name the files it
 * needs (WL#7142, https://dev.mysql.com/worklog/task/?id=7142: "Do not read the first page of all
 * .ibd files" of the data directory).
 */
export function discoversTablespacesAtCrash(ver: MysqlVersion): boolean {
  return compareVersions(ver, V5_7_5) < 0;
}

/** 5.6 and 5.7 serialise page IO through the fil_system mutex (brief section 5). */
export function hasFilSystemMutex(ver: MysqlVersion): boolean {
  return compareVersions(ver, V8_0_0) < 0;
}

/**
 * Pages in the smallest `.ibd` file of a file-per-table table: 7 from 8.0
 * (`FIL_IBD_FILE_INITIAL_SIZE = 7` in storage/innobase/include/fil0fil.h, the extra page holding
 * the serialized dictionary information), 6 in 5.6 and 5.7 (fil0fil.h of 8.0, next to
 * `FIL_IBD_FILE_INITIAL_SIZE_5_7`: "an empty CREATE TABLE (file_per_table) has 6 pages").
 */
export function minIbdPages(ver: MysqlVersion): number {
  return hasDataDictionaryScan(ver) ? 7 : 6;
}

/**
 * Smallest space, GiB, that `tables` `.ibd` files take on disk: tables × pages × page size.
 * A volume (or data size) below this cannot hold the tables even empty.
 */
export function minTablesGiB(tables: number, ver: MysqlVersion, pageSizeKiB: number): number {
  return (Math.max(0, tables) * minIbdPages(ver) * pageSizeKiB) / 2 ** 20;
}
