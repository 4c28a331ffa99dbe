/**
 * Engine major versions past (or with a published date for the end of) standard support, and the
 * dates of their Extended Support year bands. Rates per band are regional (RdsRegionPrices).
 *
 * - RDS for MySQL 5.7: standard support ended 2024-02-29, charged from 2024-03-01; years 1-2 to
 *   2026-02-28, year 3 from 2026-03-01 to the end of Extended Support 2027-02-28 (RDS user guide,
 *   "Using Amazon RDS Extended Support"; year-3 start also in the cited rate write-up).
 * - Aurora MySQL version 2 (MySQL 5.7-compatible): standard support ended 2024-10-31, charged from
 *   2024-12-01, Extended Support for 3 years and 4 months after the end of standard support
 *   (Aurora user guide). The year-3 band from 2027-03-01 is an assumption, see the entry's note.
 * - RDS for MySQL 8.0: standard support ended 2026-07-31 (quoted by a public project's upgrade
 *   issue; the RDS release calendar itself was not in a stored copy): bands assumed as for 5.7,
 *   shifted to that date; see the entry's note.
 */
import type { ExtendedSupportVersion } from './types.ts';
import {
  AURORA_EXTENDED_SUPPORT_URL,
  EXTENDED_SUPPORT_RATES_URL,
  MYSQL80_END_URL,
  RDS_EXTENDED_SUPPORT_URL,
} from './sources.ts';

export const EXTENDED_SUPPORT_VERSIONS: readonly ExtendedSupportVersion[] = [
  {
    engine: 'mysql',
    majorVersion: '5.7',
    standardSupportEnd: '2024-02-29',
    bands: [
      { label: 'Year 1-2', from: '2024-03-01', to: '2026-02-28' },
      { label: 'Year 3', from: '2026-03-01', to: '2027-02-28' },
    ],
    source: `${RDS_EXTENDED_SUPPORT_URL}; year 3 from 2026-03-01: ${EXTENDED_SUPPORT_RATES_URL}`,
    asOf: '2026-11-27',
  },
  {
    engine: 'aurora-mysql',
    majorVersion: '5.7',
    standardSupportEnd: '2024-10-31',
    bands: [
      { label: 'Year 1-2', from: '2024-12-01', to: '2027-02-28' },
      { label: 'Year 3', from: '2027-03-01', to: '2028-02-29' },
    ],
    source: AURORA_EXTENDED_SUPPORT_URL,
    asOf: '2026-11-27',
    note: 'Charged from 2024-12-01 and available 3 years and 4 months after 2024-10-31, to 2028-02-29 (Aurora user guide); the year-3 band from 2027-03-01 is an assumption (a dated write-up lists no year-3 rate in force for Aurora MySQL 2 in May 2026), not read from AWS.',
  },
  {
    engine: 'mysql',
    majorVersion: '8.0',
    standardSupportEnd: '2026-07-31',
    bands: [
      { label: 'Year 1-2', from: '2026-08-01', to: '2028-07-31' },
      { label: 'Year 3', from: '2028-08-01', to: '2029-07-31' },
    ],
    source: `${RDS_EXTENDED_SUPPORT_URL}; end of standard support 2026-07-31: ${MYSQL80_END_URL}`,
    asOf: '2026-11-27',
    note: 'End of standard support 2026-07-31 is quoted by a public project tracking it (not read from a stored copy of the RDS release calendar); the bands are assumed to follow RDS for MySQL 5.7 (two years, then year 3, three years in all).',
  },
];
