import { type ReactNode, useId } from "react";
import "./section.css";

/** A titled part of a page (a region named by its heading), e.g. the sections of Settings. */
export function Section({ title, danger, children }: { title: string; danger?: boolean; children: ReactNode }) {
  const id = useId();
  return (
    <section className={danger ? "page-section page-section-danger" : "page-section"} aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}
