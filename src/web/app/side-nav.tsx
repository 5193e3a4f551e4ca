import { useQueryClient } from "@tanstack/react-query";
import { Bot, ListTodo, LogOut, Plus, Settings } from "lucide-react";
import { useState } from "react";
import { NavLink, useNavigate } from "react-router";
import { useToast } from "../components/toast";
import { signOut } from "../features/auth/api/auth-api";
import { announceAuthChange } from "../features/auth/hooks/auth-sync";
import { SESSION_QUERY_KEY } from "../features/auth/hooks/use-session";

const LINKS = [
  { to: "/assistant", label: "Assistant", icon: Bot },
  { to: "/tasks", label: "Tasks", icon: ListTodo },
  { to: "/settings", label: "Settings", icon: Settings },
] as const;

export function SideNav({ email, onNavigate }: { email: string; onNavigate: () => void }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const showToast = useToast();
  const [signingOut, setSigningOut] = useState(false);

  const logOut = async () => {
    setSigningOut(true);
    try {
      await signOut();
      queryClient.setQueryData(SESSION_QUERY_KEY, null);
      await navigate("/", { replace: true });
      await announceAuthChange(queryClient);
    } catch (error) {
      showToast(`Could not log out: ${(error as Error).message}`);
      setSigningOut(false);
    }
  };

  return (
    <>
      <p className="side-nav-brand">Taskmind</p>
      <NavLink to="/add-task" className="button button-primary side-nav-add" onClick={onNavigate}>
        <Plus size={18} aria-hidden="true" />
        Add Task
      </NavLink>
      <ul className="side-nav-links">
        {LINKS.map(({ to, label, icon: Icon }) => (
          <li key={to}>
            <NavLink to={to} className="side-nav-link" onClick={onNavigate}>
              <Icon size={18} aria-hidden="true" />
              {label}
            </NavLink>
          </li>
        ))}
      </ul>
      <div className="side-nav-footer">
        <span className="side-nav-email" title={email}>
          {email}
        </span>
        <button
          type="button"
          className="icon-button"
          aria-label="Log out"
          title="Log out"
          aria-disabled={signingOut}
          onClick={() => {
            if (!signingOut) void logOut();
          }}
        >
          <LogOut size={18} aria-hidden="true" />
        </button>
      </div>
    </>
  );
}
