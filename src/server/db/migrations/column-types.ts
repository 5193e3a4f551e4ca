import { type ColumnDataType, type Expression, type RawBuilder, sql } from "kysely";
import type { Engine } from "../connection";

/** What the engines spell differently; everything else in a migration is written once. */
export function columnTypes(engine: Engine): {
  timestamp: ColumnDataType;
  flag: ColumnDataType;
  flagFalse: RawBuilder<unknown>;
  flagTrue: RawBuilder<unknown>;
  /** Text compared byte by byte (code point order), so a prefix is a plain range on an index. */
  binaryText: ColumnDataType | Expression<unknown>;
  /** As a primary key: a number the database gives each new row, larger than any before it (in SQLite, the rowid). */
  autoId: ColumnDataType;
} {
  return engine === "postgres"
    ? {
        timestamp: "timestamptz",
        flag: "boolean",
        flagFalse: sql`false`,
        flagTrue: sql`true`,
        binaryText: sql`text collate "C"`,
        autoId: "serial",
      }
    : {
        timestamp: "text",
        flag: "integer",
        flagFalse: sql`0`,
        flagTrue: sql`1`,
        binaryText: "text",
        autoId: "integer",
      };
}
