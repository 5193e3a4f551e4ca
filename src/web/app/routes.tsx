import type { ComponentType } from "react";
import { matchRoutes, type RouteObject } from "react-router";
import { NotFoundPage } from "../routes/not-found";
import { PublicLayout } from "./public-layout";
import { AppError, PageError } from "./route-error";
import { signedInPages } from "./signed-in-pages";

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
        ...lazyRoute(() => import("./protected-layout").then((module) => module.ProtectedLayout)),
        children: [
          { path: "/assistant", ...page(signedInPages.assistant) },
          { path: "/tasks", ...page(signedInPages.tasks) },
          { path: "/calendar", ...page(signedInPages.calendar) },
          { path: "/lists/:listId", ...page(signedInPages.list) },
          { path: "/add-task", ...page(signedInPages.addTask) },
          { path: "/settings", ...page(signedInPages.settings) },
          { path: "/admin", ...page(signedInPages.admin) },
        ],
      },
      { path: "*", Component: NotFoundPage },
    ],
  },
];

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
