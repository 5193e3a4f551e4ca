import { ArrowLeft } from "lucide-react";
import { Link } from "react-router";

export function BackLink({ to }: { to: string }) {
  return (
    <Link to={to} className="icon-button back-link" aria-label="Back">
      <ArrowLeft size={20} aria-hidden="true" />
    </Link>
  );
}
