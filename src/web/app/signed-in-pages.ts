/**
 * The pages of the signed-in area, each a chunk of its own. Kept apart so a visitor who is signed out (the welcome,
 * sign-in and sign-up pages) never downloads any of them, and in a module of their own so that the signed-in layout
 * can preload them without importing the route table that loads the layout.
 */
export const signedInPages = {
  assistant: () => import("../routes/assistant").then((module) => module.AssistantPage),
  tasks: () => import("../routes/tasks").then((module) => module.TasksPage),
  calendar: () => import("../routes/calendar").then((module) => module.CalendarPage),
  list: () => import("../routes/list").then((module) => module.ListPage),
  addTask: () => import("../routes/add-task").then((module) => module.AddTaskPage),
  settings: () => import("../routes/settings").then((module) => module.SettingsPage),
  admin: () => import("../routes/admin").then((module) => module.AdminPage),
};

/**
 * Fetches the rest of the signed-in area in the background, once the page in hand has painted: moving to another
 * signed-in page then waits for nothing. (A chunk already loaded is not fetched again.)
 */
export function preloadSignedInArea({ admin }: { admin: boolean }): void {
  const { admin: adminPage, ...everyonesPages } = signedInPages;
  // A chunk that cannot be fetched now (gone after an upgrade) fails again when its page is opened, which says so.
  const ignoreFailure = () => undefined;
  for (const load of Object.values(everyonesPages)) load().catch(ignoreFailure);
  if (admin) adminPage().catch(ignoreFailure);
}
