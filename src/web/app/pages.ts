/**
 * The addresses the server answers with an HTML page of their own; any other gets index.html, whose router shows
 * the page (or its not-found page). Each page's HTML asks at once for its route's chunks (`modules`, as named in
 * the build's manifest), so they load beside the entry instead of after it. The public ones are prerendered: the
 * page is there before any script has run.
 */
export interface Page {
  path: string;
  /** The page's files in the build: `pages/<name>.html` (and `pages/<name>.shell.html` when prerendered). */
  name: string;
  modules: string[];
  prerender: boolean;
}

const SIGNED_IN_LAYOUT = "app/protected-layout.tsx";

export const PAGES: Page[] = [
  { path: "/", name: "welcome", modules: ["routes/welcome.tsx"], prerender: true },
  { path: "/sign-in", name: "sign-in", modules: ["routes/sign-in.tsx"], prerender: true },
  { path: "/sign-up", name: "sign-up", modules: ["routes/sign-up.tsx"], prerender: true },
  { path: "/password-reset", name: "password-reset", modules: ["routes/password-reset.tsx"], prerender: true },
  { path: "/assistant", name: "assistant", modules: [SIGNED_IN_LAYOUT, "routes/assistant.tsx"], prerender: false },
  { path: "/tasks", name: "tasks", modules: [SIGNED_IN_LAYOUT, "routes/tasks.tsx"], prerender: false },
  { path: "/calendar", name: "calendar", modules: [SIGNED_IN_LAYOUT, "routes/calendar.tsx"], prerender: false },
  { path: "/add-task", name: "add-task", modules: [SIGNED_IN_LAYOUT, "routes/add-task.tsx"], prerender: false },
  { path: "/settings", name: "settings", modules: [SIGNED_IN_LAYOUT, "routes/settings.tsx"], prerender: false },
  { path: "/admin", name: "admin", modules: [SIGNED_IN_LAYOUT, "routes/admin.tsx"], prerender: false },
];
