/** Fleet sizing: an inventory of servers → each server's cheapest configuration and the totals. */
export type { FleetColumn, FleetField } from './columns.ts';
export { FLEET_COLUMNS } from './columns.ts';
export type {
  FleetRowError,
  FleetServer,
  Inventory,
  ServerTargets,
  TargetsFile,
} from './inventory.ts';
export { parseInventory, parseTargets, withTargets } from './inventory.ts';
export type {
  FleetFigures,
  FleetOptions,
  FleetTotals,
  ServerSizing,
  ServerTargetsUsed,
} from './size.ts';
export { DEFAULT_HEADROOM_PERCENT, fleetTotals, sizeServer } from './size.ts';
export {
  describeBottleneck,
  describeConfiguration,
  fleetStartupText,
  STARTUP_NOT_MODELLED_TEXT,
  fleetPricing,
  serverPricing,
} from './describe.ts';
export { FLEET_CSV_HEADER, FLEET_EXCEL_HEADER, csvCell, fleetCsv } from './csv.ts';
export type {
  FleetReportInput,
  FleetReportModel,
  FleetReportRow,
  FleetServerPage,
} from './report.ts';
export { buildFleetReport } from './report.ts';
