import { useEffect, useState } from "react";
import "./section.css";

export interface SectionLink {
  id: string;
  title: string;
}

/**
 * Which section is in view: the last whose top has come up to where following its link puts it (its scroll margin),
 * give or take an eighth of the window.
 */
function useSectionInView(sections: readonly SectionLink[]) {
  const [current, setCurrent] = useState(
    () => sections.find(({ id }) => `#${id}` === window.location.hash)?.id ?? sections[0]?.id,
  );
  useEffect(() => {
    const onScroll = () => {
      const root = document.documentElement;
      // At the end of the page the last, short sections cannot reach that line: the one a link led to stays marked.
      if (window.scrollY > 0 && window.scrollY + window.innerHeight >= root.scrollHeight - 1) return;
      const slack = window.innerHeight / 8;
      const passed = sections.filter(({ id }) => {
        const section = document.getElementById(id);
        if (!section) return false;
        const landing = Number.parseFloat(getComputedStyle(section).scrollMarginTop) || 0;
        return section.getBoundingClientRect().top <= landing + slack;
      });
      setCurrent(passed.at(-1)?.id ?? sections[0]?.id);
    };
    onScroll();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => window.removeEventListener("scroll", onScroll);
  }, [sections]);
  return [current, setCurrent] as const;
}

/** A page's own table of contents: a link to each of its sections, the one in view marked. */
export function SectionNav({ label, sections }: { label: string; sections: readonly SectionLink[] }) {
  const [current, setCurrent] = useSectionInView(sections);
  return (
    <nav aria-label={label} className="section-nav">
      <ul>
        {sections.map(({ id, title }) => (
          <li key={id}>
            <a href={`#${id}`} aria-current={id === current ? "true" : undefined} onClick={() => setCurrent(id)}>
              {title}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
