import type { ImportFormat, ImportReport } from "../../../../shared/schemas/transfer";
import { api } from "../../../lib/api-client";

/** Checks a file (`preview`) or imports it; a file with problems throws an ApiError whose body has the report. */
export async function importTasks(format: ImportFormat, text: string, preview: boolean): Promise<ImportReport> {
  const query = new URLSearchParams({ format, ...(preview ? { preview: "true" } : {}) });
  return (await api.postText<{ report: ImportReport }>(`/api/import?${query}`, text)).report;
}
