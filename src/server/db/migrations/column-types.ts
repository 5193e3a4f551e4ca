import type { ColumnDataType } from "kysely";
import type { Engine } from "../connection";

/** The two column types the engines spell differently; everything else is written once. */
export function columnTypes(engine: Engine): { timestamp: ColumnDataType; flag: ColumnDataType } {
  return engine === "postgres" ? { timestamp: "timestamptz", flag: "boolean" } : { timestamp: "text", flag: "integer" };
}
