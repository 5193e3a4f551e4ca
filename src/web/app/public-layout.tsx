import { Outlet } from "react-router";
import "./public-layout.css";

export function PublicLayout() {
  return (
    <main className="public-page">
      <Outlet />
    </main>
  );
}
