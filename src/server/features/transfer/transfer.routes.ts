import { Hono } from "hono";
import { stream } from "hono/streaming";
import { exportQuerySchema, importQuerySchema } from "../../../shared/schemas/transfer";
import type { AppEnv } from "../../http/app-env";
import { parseQuery } from "../../http/validate";
import type { TransferService } from "./transfer.service";

/** `GET /api/export?format=json|csv|ics`: streamed as it is read, so any size fits in memory. */
export function exportRoutes(transfer: TransferService) {
  return new Hono<AppEnv>().get("/", async (c) => {
    const { format } = parseQuery(c, exportQuerySchema);
    const { contentType, filename, chunks } = await transfer.export(c.var.userId, format);
    c.header("content-type", contentType);
    c.header("content-disposition", `attachment; filename="${filename}"`);
    return stream(c, async (body) => {
      for await (const chunk of chunks) await body.write(chunk);
    });
  });
}

/** `POST /api/import?format=json|csv[&preview=true]` with the file as the body (bytes: decoded a piece at a time). */
export function importRoutes(transfer: TransferService) {
  return new Hono<AppEnv>().post("/", async (c) => {
    const { format, preview } = parseQuery(c, importQuerySchema);
    const body = new Uint8Array(await c.req.arrayBuffer());
    const report = await transfer.import(c.var.userId, format, body, preview === "true");
    return c.json({ report });
  });
}
