import { Bot, CalendarDays, ListTodo, LogOut, Plus, Settings, Shield } from "lucide-react";
import { NavLink } from "react-router";
import { useToast } from "../components/toast";
import { useLogOut } from "../features/auth/hooks/use-log-out";
import { NavLists } from "../features/lists/components/nav-lists";
import { useLists } from "../features/lists/hooks/use-lists";
import { unsubscribeDevice } from "../features/push/lib/push-device";
import { useMoveTaskToList } from "../features/tasks/hooks/use-move-task-to-list";

const LINKS = [
  { to: "/assistant", label: "Assistant", icon: Bot },
  { to: "/tasks", label: "Tasks", icon: ListTodo },
  { to: "/calendar", label: "Calendar", icon: CalendarDays },
  { to: "/settings", label: "Settings", icon: Settings },
] as const;
const ADMIN_LINK = { to: "/admin", label: "Admin", icon: Shield } as const;

/** Whoever uses this browser after a log-out must not get the user's reminders by Web Push. */
const stopPushOnThisDevice = () => unsubscribeDevice({ force: true });

interface SideNavProps {
  /** Who is signed in: their display name, or their e-mail without one; undefined until their account is known. */
  name: string | undefined;
  /** Admins also get a link to the admin area. */
  isAdmin: boolean;
  /** Called when a link is followed, so a drawer can shut. */
  onNavigate: () => void;
}

export function SideNav({ name, isAdmin, onNavigate }: SideNavProps) {
  const logOut = useLogOut(stopPushOnThisDevice);
  const showToast = useToast();
  const moveToList = useMoveTaskToList();
  // The name and the lists appear together, in place of placeholders of their size: never the e-mail where the
  // name belongs, nor the Inbox alone before the lists.
  const lists = useLists();
  const known = name !== undefined && !lists.isPending;

  const onLogOut = () => {
    if (logOut.isPending) return;
    logOut.mutate(undefined, { onError: (error) => showToast(`Could not log out: ${error.message}`) });
  };

  return (
    <>
      <p className="side-nav-brand">Taskmind</p>
      <NavLink to="/add-task" className="button button-primary side-nav-add" onClick={onNavigate}>
        <Plus size={18} aria-hidden="true" />
        Add Task
      </NavLink>
      <ul className="side-nav-links">
        {[...LINKS, ...(isAdmin ? [ADMIN_LINK] : [])].map(({ to, label, icon: Icon }) => (
          <li key={to}>
            <NavLink to={to} className="side-nav-link" onClick={onNavigate}>
              <Icon size={18} aria-hidden="true" />
              {label}
            </NavLink>
          </li>
        ))}
      </ul>
      <NavLists placeholder={!known} onNavigate={onNavigate} onDropTask={moveToList} />
      <div className="side-nav-footer">
        {known ? (
          <span className="side-nav-email" title={name}>
            {name}
          </span>
        ) : (
          <span className="skeleton-line side-nav-name-placeholder" />
        )}
        <button
          type="button"
          className="icon-button"
          aria-label="Sign out"
          title="Sign out"
          aria-disabled={logOut.isPending}
          onClick={onLogOut}
        >
          <LogOut size={18} aria-hidden="true" />
        </button>
      </div>
    </>
  );
}
