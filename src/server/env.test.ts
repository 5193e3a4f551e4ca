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
