import type { ComponentType } from "react";
import { matchRoutes, type RouteObject } from "react-router";
import { NotFoundPage } from "../routes/not-found";
import { PublicLayout } from "./public-layout";
import { AppError, PageError } from "./route-error";

/**
 * A route whose component lives in a chunk of its own, fetched when the route is first visited. A chunk that
 * cannot be fetched (gone after an upgrade) makes a component that throws why as it renders, for the nearest error
 * boundary to show: the router would otherwise keep the route lazy and render none of it, a blank page.
 */
const lazyRoute = (load: () => Promise<ComponentType>): Pick<RouteObject, "lazy"> => ({
  lazy: async () => {
    try {
      return { Component: await load() };
    } catch (error) {
      return {
        Component: () => {
          throw error;
        },
      };
    }
  },
});

/** A page: a lazy route whose failure (its chunk gone, or an error as it renders) shows in place of the page alone. */
const page = (load: () => Promise<ComponentType>): Pick<RouteObject, "lazy" | "ErrorBoundary"> => ({
  ...lazyRoute(load),
  ErrorBoundary: PageError,
});

/**
 * The signed-in area: its layout and each of its pages. Kept apart so a visitor who is signed out (the welcome,
 * sign-in and sign-up pages) never downloads any of it.
 */
const signedInArea = {
  layout: () => import("./protected-layout").then((module) => module.ProtectedLayout),
  assistant: () => import("../routes/assistant").then((module) => module.AssistantPage),
  tasks: () => import("../routes/tasks").then((module) => module.TasksPage),
  calendar: () => import("../routes/calendar").then((module) => module.CalendarPage),
  list: () => import("../routes/list").then((module) => module.ListPage),
  addTask: () => import("../routes/add-task").then((module) => module.AddTaskPage),
  settings: () => import("../routes/settings").then((module) => module.SettingsPage),
  admin: () => import("../routes/admin").then((module) => module.AdminPage),
};

/**
 * The whole app's routes, for the browser's router and for the build's prerendering alike. Every page is its own
 * chunk; the layouts of the public pages and the not-found page are small enough to come with the entry. A page
 * that fails shows so inside its layout; a layout that fails, on a screen of its own: never a blank page.
 */
export const routes: RouteObject[] = [
  {
    ErrorBoundary: AppError,
    children: [
      {
        Component: PublicLayout,
        children: [
          { path: "/", ...page(() => import("../routes/welcome").then((module) => module.WelcomePage)) },
          { path: "/sign-in", ...page(() => import("../routes/sign-in").then((module) => module.SignInPage)) },
          { path: "/sign-up", ...page(() => import("../routes/sign-up").then((module) => module.SignUpPage)) },
          {
            path: "/password-reset",
            ...page(() => import("../routes/password-reset").then((module) => module.PasswordResetPage)),
          },
          {
            path: "/verify-email",
            ...page(() => import("../routes/verify-email").then((module) => module.VerifyEmailPage)),
          },
        ],
      },
      {
        ...lazyRoute(signedInArea.layout),
        children: [
          { path: "/assistant", ...page(signedInArea.assistant) },
          { path: "/tasks", ...page(signedInArea.tasks) },
          { path: "/calendar", ...page(signedInArea.calendar) },
          { path: "/lists/:listId", ...page(signedInArea.list) },
          { path: "/add-task", ...page(signedInArea.addTask) },
          { path: "/settings", ...page(signedInArea.settings) },
          { path: "/admin", ...page(signedInArea.admin) },
        ],
      },
      { path: "*", Component: NotFoundPage },
    ],
  },
];

/**
 * Fetches the rest of the signed-in area in the background, once the page in hand has painted: moving to another
 * signed-in page then waits for nothing. (A chunk already loaded is not fetched again.)
 */
export function preloadSignedInArea({ admin }: { admin: boolean }): void {
  const { admin: adminPage, ...everyonesPages } = signedInArea;
  // A chunk that cannot be fetched now (gone after an upgrade) fails again when its page is opened, which says so.
  const ignoreFailure = () => undefined;
  for (const load of Object.values(everyonesPages)) load().catch(ignoreFailure);
  if (admin) adminPage().catch(ignoreFailure);
}

/**
 * Loads the chunks of the routes that match `location` and puts their components in place, so the first render
 * is the page itself: the same markup as prerendered (hydration needs it), and no empty frame before it.
 */
export async function loadRoutesOf(location: Location): Promise<void> {
  const pending = (matchRoutes(routes, location) ?? []).map(async ({ route }) => {
    if (typeof route.lazy !== "function") return;
    Object.assign(route, await route.lazy(), { lazy: undefined });
  });
  await Promise.all(pending);
}
