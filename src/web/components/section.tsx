import { type ReactNode, useId } from "react";
import "./section.css";

/**
 * A titled part of a page (a region named by its heading), e.g. the sections of Settings; an `id` lets an in-page
 * link (see SectionNav) lead to it.
 */
export function Section({
  id,
  title,
  danger,
  children,
}: {
  id?: string;
  title: string;
  danger?: boolean;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section
      id={id}
      className={danger ? "page-section page-section-danger" : "page-section"}
      aria-labelledby={headingId}
    >
      <h2 id={headingId}>{title}</h2>
      {children}
    </section>
  );
}
