import { Dialog } from "../../../components/dialog";
import { GLOBAL_SHORTCUTS } from "../../../lib/shortcuts";
import { TASK_SHORTCUTS } from "../hooks/use-task-shortcuts";
import "./shortcuts-dialog.css";

const GROUPS = [
  { title: "On every page", shortcuts: GLOBAL_SHORTCUTS },
  { title: "On a task list", shortcuts: TASK_SHORTCUTS },
];

export function ShortcutsDialog({ onClose }: { onClose: () => void }) {
  return (
    <Dialog title="Keyboard shortcuts" onClose={onClose}>
      {GROUPS.map(({ title, shortcuts }) => (
        <section key={title} className="shortcut-group" aria-label={title}>
          <h3>{title}</h3>
          <dl className="shortcut-list">
            {shortcuts.map(({ keys, action }) => (
              <div key={action} className="shortcut">
                <dt>
                  {keys.map((key) => (
                    <kbd key={key}>{key}</kbd>
                  ))}
                </dt>
                <dd>{action}</dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
      <div className="dialog-actions">
        <button type="button" className="button button-secondary" onClick={onClose}>
          Close
        </button>
      </div>
    </Dialog>
  );
}
