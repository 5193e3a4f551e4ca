import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { expect, test } from "./fixtures";
import { removeDataDir, startServerProcess } from "./support/server-process";
import { freshSchema } from "./support/test-database";
import { signUpViaApi } from "./support/users";

const modelSetting = "Language model (this server has one configured for the assistant)";

test("Settings offers the language model only when the server has one", async ({ page }) => {
  await signUpViaApi(page);
  await page.goto("/settings");
  // The preferences are there (a positive signal), the model's setting is not.
  await expect(page.getByLabel("Tasks a day (plan my day)")).toBeVisible();
  await expect(page.getByLabel(modelSetting)).toHaveCount(0);
});

test("with a model configured, it answers a request; turned off in Settings, it is never asked", async ({
  newContext,
}) => {
  test.setTimeout(60_000);
  // A stand-in for an OpenAI-compatible server: a tool call that adds a task, then its answer in words.
  const requests: unknown[] = [];
  const script = [
    { choices: [{ message: { role: "assistant", content: null, tool_calls: [addOatMilk()] } }] },
    { choices: [{ message: { role: "assistant", content: "I added buy oat milk for you." } }] },
  ];
  const standIn = createServer((request, response) => {
    request.resume();
    request.on("end", () => {
      requests.push(request.url);
      response.writeHead(200, { "content-type": "application/json" });
      response.end(JSON.stringify(script.shift()));
    });
  });
  await new Promise<void>((resolve) => standIn.listen(0, "127.0.0.1", resolve));
  const { port } = standIn.address() as AddressInfo;
  const schema = await freshSchema(`e2e_model_${process.pid}_${Date.now()}`);
  const server = await startServerProcess({
    databaseUrl: schema?.databaseUrl,
    env: { ASSISTANT_LLM_URL: `http://127.0.0.1:${port}/v1`, ASSISTANT_LLM_MODEL: "stand-in" },
  });
  try {
    const page = await (await newContext({ baseURL: server.baseURL })).newPage();
    await signUpViaApi(page);
    await page.goto("/settings");
    await expect(page.getByLabel(modelSetting)).toHaveValue("true");

    await page.goto("/assistant");
    const input = page.getByRole("textbox", { name: "Message to the assistant" });
    const log = page.getByRole("log", { name: "Conversation" });
    await input.fill("Can you add buy oat milk?");
    await input.press("Enter");
    await expect(log).toContainText("I added buy oat milk for you.");
    await expect(log.getByRole("listitem").filter({ hasText: "Buy oat milk" })).toBeVisible();
    expect(requests).toEqual(["/v1/chat/completions", "/v1/chat/completions"]);

    await page.goto("/settings");
    await page.getByLabel(modelSetting).selectOption("false");
    await expect(page.getByRole("status").filter({ hasText: "Preferences saved." })).toBeVisible();
    await page.goto("/assistant");
    // The same kind of request, now answered by the rules alone: never saved as a task.
    await input.fill("could you sort out my week somehow?");
    await input.press("Enter");
    await expect(log).toContainText("I'm not sure what you're asking.");
    expect(requests).toHaveLength(2);
    await page.goto("about:blank");
  } finally {
    await server.stop();
    await removeDataDir(server.dataDir);
    await schema?.drop();
    standIn.closeAllConnections();
    await new Promise((resolve) => standIn.close(resolve));
  }
});

function addOatMilk() {
  return { id: "call-1", type: "function", function: { name: "add_task", arguments: '{"title":"Buy oat milk"}' } };
}
