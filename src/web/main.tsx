import { StrictMode, useEffect } from "react";
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

/** Runs once the page is hydrated: its effects run after every field's. */
function Hydrated() {
  useEffect(giveBackTypedText, []);
  return null;
}

const app = (
  <StrictMode>
    <Providers signedOut={prerendered}>
      <RouterProvider router={createBrowserRouter(routes)} />
    </Providers>
    <Hydrated />
  </StrictMode>
);
if (prerendered) hydrateRoot(root, app);
else createRoot(root).render(app);
