import { type ColumnDataType, type RawBuilder, sql } from "kysely";
import type { Engine } from "../connection";

/** What the engines spell differently; everything else in a migration is written once. */
export function columnTypes(engine: Engine): {
  timestamp: ColumnDataType;
  flag: ColumnDataType;
  flagFalse: RawBuilder<unknown>;
} {
  return engine === "postgres"
    ? { timestamp: "timestamptz", flag: "boolean", flagFalse: sql`false` }
    : { timestamp: "text", flag: "integer", flagFalse: sql`0` };
}
