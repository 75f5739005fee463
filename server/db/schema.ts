import type { CoreTables } from './core-tables.ts';
import type { InsuranceTables } from './insurance-tables.ts';
import type { AnalyticsTables } from './analytics-tables.ts';

/** The whole database as Kysely sees it: each part of the server declares its own tables. */
export interface Database extends CoreTables, InsuranceTables, AnalyticsTables {}
