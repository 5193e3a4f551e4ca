import { describe, expect, it } from "vitest";
import { parseEnv } from "./env";
import { ASSISTANT_MODEL_TIMEOUT_MS_DEFAULT } from "./features/assistant/assistant-model";

describe("parseEnv: the assistant's language model", () => {
  it("is off unless configured", () => {
    expect(parseEnv({}).ASSISTANT_LLM_URL).toBeUndefined();
  });

  it("takes a URL and a model, with the default timeout", () => {
    const env = parseEnv({ ASSISTANT_LLM_URL: "http://127.0.0.1:11434/v1", ASSISTANT_LLM_MODEL: "llama3.1" });
    expect(env.ASSISTANT_LLM_TIMEOUT_MS).toBe(ASSISTANT_MODEL_TIMEOUT_MS_DEFAULT);
  });

  it.each([
    [{ ASSISTANT_LLM_URL: "http://127.0.0.1:11434/v1" }, "ASSISTANT_LLM_MODEL"],
    [{ ASSISTANT_LLM_MODEL: "llama3.1" }, "ASSISTANT_LLM_MODEL"],
    [{ ASSISTANT_LLM_URL: "ftp://example.com", ASSISTANT_LLM_MODEL: "m" }, "ASSISTANT_LLM_URL must be an http(s) URL"],
  ])("refuses %o", (source, problem) => {
    expect(() => parseEnv(source)).toThrow(problem);
  });
});

describe("parseEnv: Web Push", () => {
  const publicKey = `B${"A".repeat(86)}`;
  const privateKey = "A".repeat(43);

  it("sends to the browsers' push services by default, with keys the server makes", () => {
    const env = parseEnv({});
    expect(env.PUSH_SERVICES).toEqual({
      hostSuffixes: ["fcm.googleapis.com", "updates.push.services.mozilla.com", "push.apple.com", "notify.windows.com"],
      origins: [],
    });
    expect(env.VAPID_PUBLIC_KEY).toBeUndefined();
  });

  it("takes a key pair, host names and origins, or off", () => {
    const env = parseEnv({
      VAPID_PUBLIC_KEY: publicKey,
      VAPID_PRIVATE_KEY: privateKey,
      VAPID_SUBJECT: "https://tasks.example.com",
      PUSH_SERVICES: " push.example.com , HTTP://127.0.0.1:8080/",
    });
    expect(env.PUSH_SERVICES).toEqual({ hostSuffixes: ["push.example.com"], origins: ["http://127.0.0.1:8080"] });
    expect(parseEnv({ PUSH_SERVICES: "off" }).PUSH_SERVICES).toBeNull();
  });

  it.each([
    [{ VAPID_PUBLIC_KEY: publicKey }, "VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are set together"],
    [{ VAPID_PRIVATE_KEY: privateKey }, "VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are set together"],
    [{ VAPID_PUBLIC_KEY: "short", VAPID_PRIVATE_KEY: privateKey }, "VAPID_PUBLIC_KEY must be"],
    [{ VAPID_SUBJECT: "http://example.com" }, "VAPID_SUBJECT must be a mailto: or https: URL"],
    [{ PUSH_SERVICES: "push.example.com/path" }, "PUSH_SERVICES:"],
    [{ PUSH_SERVICES: "ftp://127.0.0.1:21" }, "PUSH_SERVICES:"],
    [{ PUSH_SERVICES: "http://127.0.0.1:8080/push" }, "PUSH_SERVICES:"],
    [{ PUSH_SERVICES: " , " }, "PUSH_SERVICES:"],
  ])("refuses %o", (source, problem) => {
    expect(() => parseEnv(source)).toThrow(problem);
  });
});
