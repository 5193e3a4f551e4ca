import { StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { createBrowserRouter, RouterProvider } from "react-router";
import { Providers } from "./app/providers";
import { loadRoutesOf, routes } from "./app/routes";
import "./styles/global.css";

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root element");

// A page prerendered at build time (the public pages, to a browser without a session) arrives with its markup.
const prerendered = root.hasChildNodes();
await loadRoutesOf(window.location);
const app = (
  <StrictMode>
    <Providers signedOut={prerendered}>
      <RouterProvider router={createBrowserRouter(routes)} />
    </Providers>
  </StrictMode>
);
if (prerendered) hydrateRoot(root, app);
else createRoot(root).render(app);
