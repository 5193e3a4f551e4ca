import { type ReactNode, StrictMode, useEffect } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { createBrowserRouter, RouterProvider } from "react-router";
import { Providers } from "./app/providers";
import { loadRoutesOf, routes } from "./app/routes";
import { keepTextTypedBeforeHydration } from "./lib/typed-before-hydration";
import "./styles/global.css";

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root element");

// A page prerendered at build time (the public pages, to a browser without a session) arrives with its markup.
const prerendered = root.hasChildNodes();
await loadRoutesOf(window.location);
const giveBackTypedText = prerendered ? keepTextTypedBeforeHydration(root) : () => {};

/**
 * Runs once the page is hydrated: a parent's effects run after every field's. Around the app rather than beside
 * it: a sibling would make every `useId` differ from the prerendered page's, and the ids the page arrived with
 * (a field's, its error's) would no longer match those the script gives.
 */
function Hydrated({ children }: { children: ReactNode }) {
  useEffect(giveBackTypedText, []);
  return children;
}

const app = (
  <StrictMode>
    <Hydrated>
      <Providers signedOut={prerendered}>
        <RouterProvider router={createBrowserRouter(routes)} />
      </Providers>
    </Hydrated>
  </StrictMode>
);
if (prerendered) hydrateRoot(root, app);
else createRoot(root).render(app);
