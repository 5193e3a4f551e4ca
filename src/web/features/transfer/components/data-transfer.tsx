import { useQueryClient } from "@tanstack/react-query";
import { type ChangeEvent, useId, useState } from "react";
import { IMPORT_MAX_BYTES } from "../../../../shared/limits";
import { plural } from "../../../../shared/plural";
import type { ImportFormat, ImportReport } from "../../../../shared/schemas/transfer";
import { FormError } from "../../../components/form-controls";
import { useToast } from "../../../components/toast";
import { ApiError } from "../../../lib/api-client";
import { useSession } from "../../../lib/use-session";
import { refreshLists } from "../../lists/hooks/use-lists";
import { taskKeys } from "../../tasks/api/task-queries";
import { importTasks } from "../api/transfer-api";
import "./transfer.css";

const EXPORTS = [
  { format: "json", label: "Everything (JSON)", hint: "Complete, and can be imported again." },
  { format: "csv", label: "Tasks (CSV)", hint: "For spreadsheets." },
  { format: "ics", label: "Due dates (iCalendar)", hint: "Tasks with a due date, for calendar apps." },
] as const;

interface ChosenFile {
  name: string;
  format: ImportFormat;
  text: string;
  report: ImportReport;
}

/**
 * "A new list will be made: “Garden”." or "2 new lists will be made: “A”, “B”." (not "for them": a JSON export's
 * lists come along with no task in them too).
 */
const newListsLine = (names: string[]) =>
  `${names.length === 1 ? "A new list" : plural(names.length, "new list")} will be made: ${names
    .map((name) => `“${name}”`)
    .join(", ")}.`;

/** Our JSON starts with an object; anything else is read as CSV (title, description, due, …). */
const formatOf = (name: string, text: string): ImportFormat =>
  name.toLowerCase().endsWith(".json") || text.trimStart().startsWith("{") ? "json" : "csv";

/** Downloads of all the user's data, and an import that shows what it will add before it adds anything. */
export function DataTransfer() {
  const inputId = useId();
  const [fileName, setFileName] = useState<string>();
  const [chosen, setChosen] = useState<ChosenFile>();
  const [problems, setProblems] = useState<ImportReport>();
  const [error, setError] = useState<string>();
  const [pending, setPending] = useState(false);
  const showToast = useToast();
  const queryClient = useQueryClient();
  const userId = useSession().data?.user.id ?? "";

  const reset = () => {
    setFileName(undefined);
    setChosen(undefined);
    setProblems(undefined);
    setError(undefined);
  };

  const failed = (failure: unknown) => {
    const report =
      failure instanceof ApiError ? (failure.body as { report?: ImportReport } | undefined)?.report : undefined;
    setProblems(report);
    setError((failure as Error).message);
  };

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = "";
    reset();
    if (!file) return;
    setFileName(file.name);
    if (file.size > IMPORT_MAX_BYTES)
      return setError(`Import files are limited to ${IMPORT_MAX_BYTES / 1024 / 1024} MB.`);
    setPending(true);
    try {
      const text = await file.text();
      const format = formatOf(file.name, text);
      setChosen({ name: file.name, format, text, report: await importTasks(format, text, true) });
    } catch (failure) {
      failed(failure);
    } finally {
      setPending(false);
    }
  };

  const onImport = async () => {
    if (!chosen || pending) return;
    setPending(true);
    try {
      const report = await importTasks(chosen.format, chosen.text, false);
      reset();
      showToast(`Imported ${plural(report.count, "task")}.`);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: taskKeys.root }),
        // The lists it made show in the navigation.
        refreshLists(queryClient, userId),
      ]);
    } catch (failure) {
      failed(failure);
    } finally {
      setPending(false);
    }
  };

  return (
    <div className="form">
      <h3>Export</h3>
      <ul className="export-list">
        {EXPORTS.map(({ format, label, hint }) => (
          <li key={format}>
            <a className="button button-secondary" href={`/api/export?format=${format}`} download>
              {label}
            </a>
            <span className="muted">{hint}</span>
          </li>
        ))}
      </ul>

      <h3>Import</h3>
      <div className="field file-picker">
        {/* The native input stays the control (label, focus, keyboard); what shows is a button and the file's name. */}
        <label htmlFor={inputId}>
          Choose a Taskmind JSON export or a CSV file
          <span className="file-picker-face" aria-hidden="true">
            <span className="button button-secondary">Choose file</span>
            <span id={`${inputId}-name`} className="file-picker-name">
              {fileName ?? "No file chosen"}
            </span>
          </span>
        </label>
        <input
          id={inputId}
          className="visually-hidden"
          type="file"
          accept=".json,.csv,application/json,text/csv"
          aria-describedby={`${inputId}-name ${inputId}-hint`}
          onChange={onFile}
        />
        <p id={`${inputId}-hint`} className="field-hint">
          CSV columns: title, description, due (2026-11-30 or 2026-11-30 17:00), priority, tags, completed, recurrence,
          list (a list's name; empty for the Inbox).
        </p>
      </div>
      {pending && <p role="status">Reading the file…</p>}
      {error && (
        <FormError>
          <p>{error}</p>
          {problems && problems.errors.length > 0 && <ImportProblems report={problems} />}
        </FormError>
      )}
      {chosen && (
        <div className="import-preview" role="status">
          <p>
            <strong>{chosen.name}</strong>: {plural(chosen.report.count, "task")} ready to import.
          </p>
          {chosen.report.newLists.length > 0 && <p>{newListsLine(chosen.report.newLists)}</p>}
          {chosen.report.preview.length > 0 && (
            <ul>
              {chosen.report.preview.map((task, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: rows of a file have no identity of their own.
                <li key={index}>{task.title}</li>
              ))}
            </ul>
          )}
          <div className="dialog-actions">
            <button type="button" className="button button-ghost" onClick={reset}>
              Cancel
            </button>
            <button type="button" className="button button-primary" aria-disabled={pending} onClick={onImport}>
              Import {plural(chosen.report.count, "task")}
            </button>
          </div>
        </div>
      )}
    </div>
  );
}

function ImportProblems({ report }: { report: ImportReport }) {
  return (
    <table className="import-errors">
      <caption className="visually-hidden">Problems in the file</caption>
      <thead>
        <tr>
          <th scope="col">Row</th>
          <th scope="col">Field</th>
          <th scope="col">Problem</th>
        </tr>
      </thead>
      <tbody>
        {report.errors.map((problem) => (
          <tr key={`${problem.row}-${problem.field}`}>
            <td>{problem.row}</td>
            <td>{problem.field}</td>
            <td>{problem.message}</td>
          </tr>
        ))}
      </tbody>
      {report.moreErrors > 0 && (
        <tfoot>
          <tr>
            <td colSpan={3}>…and {plural(report.moreErrors, "more problem")}.</td>
          </tr>
        </tfoot>
      )}
    </table>
  );
}
