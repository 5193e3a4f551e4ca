// The build's prerendering entry (see scripts/first-page-build.ts): renders a public page to HTML as a browser
// without a session would first render it, so hydrating it changes nothing.
import { StrictMode } from "react";
import { prerenderToNodeStream } from "react-dom/static";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router";
import { Providers } from "./app/providers";
import { routes } from "./app/routes";

export { PAGES } from "./app/pages";

export async function render(path: string): Promise<string> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(path, "http://localhost")));
  if (context instanceof Response) throw new Error(`Prerendering ${path} answered ${context.status}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  // No hydration data: it would be an inline script, which the CSP forbids; the routes load no data anyway.
  // A static prerender waits for every lazy part of the page (renderToString would leave it to the browser to
  // render afresh, and say so as an error when it hydrates).
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <Providers signedOut>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </Providers>
    </StrictMode>,
  );
  let html = "";
  for await (const chunk of prelude) html += chunk;
  return html;
}
