import type { BrowserContext, ConsoleMessage, Page } from "@playwright/test";

interface ExpectedFailure {
  /** An HTTP status, or "network" for a request that got no answer at all. */
  status: number | "network";
  path: string;
}

/**
 * Collects every `console.error`, uncaught exception and Content Security Policy violation of the pages it
 * watches: each is a bug the assertions missed (a violation the code catches, such as an eval probe, is
 * reported by Chromium as an issue only, so the pages log it themselves). HTTP errors a test provokes on purpose are declared with `expectHttpError`
 * and only those (status and path) are let through.
 */
export class ConsoleGuard {
  private readonly problems: string[] = [];
  private readonly expected: ExpectedFailure[] = [];
  private readonly expectedMessages: string[] = [];
  private readonly watched = new WeakSet<Page>();

  expectFailure(status: number | "network", path: string): void {
    this.expected.push({ status, path });
  }

  /** Lets through a console error the browser itself prints, whose text contains `text`. */
  expectMessage(text: string): void {
    this.expectedMessages.push(text);
  }

  async watchContext(context: BrowserContext): Promise<void> {
    await context.addInitScript(() =>
      document.addEventListener("securitypolicyviolation", (event) =>
        console.error(
          `CSP violation: ${event.violatedDirective} refused ${event.blockedURI} at ${event.sourceFile}:${event.lineNumber}`,
        ),
      ),
    );
    for (const page of context.pages()) this.watchPage(page);
    context.on("page", (page) => this.watchPage(page));
  }

  /** Throws (failing the test) if any page printed an unexpected error. */
  assertClean(): void {
    if (this.problems.length > 0) {
      throw new Error(`The page reported errors:\n${this.problems.join("\n")}`);
    }
  }

  private watchPage(page: Page): void {
    if (this.watched.has(page)) return;
    this.watched.add(page);
    page.on("console", (message) => {
      if (message.type() === "error" && !this.isExpected(message)) {
        this.problems.push(`console.error on ${page.url()}: ${message.text()} (${message.location().url})`);
      }
    });
    page.on("pageerror", (error) => this.problems.push(`Uncaught on ${page.url()}: ${error.stack ?? error.message}`));
  }

  private isExpected(message: ConsoleMessage): boolean {
    const text = message.text();
    if (this.expectedMessages.some((expected) => text.includes(expected))) return true;
    const status = text.match(/the server responded with a status of (\d{3})/)?.[1];
    const failure = status ? Number(status) : /Failed to load resource: net::ERR_/.test(text) ? "network" : undefined;
    if (failure === undefined || !message.location().url) return false;
    const { pathname } = new URL(message.location().url);
    return this.expected.some((expected) => expected.status === failure && pathname === expected.path);
  }
}
