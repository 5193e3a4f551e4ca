import { type DestinationStream, pino } from "pino";
import type { LogLevel } from "./env";

export type Logger = pino.Logger;

export function createLogger(level: LogLevel, destination?: DestinationStream): Logger {
  return pino(
    {
      level,
      // Belt and braces: even if a future log call passes a whole request or user, secrets stay out.
      redact: ["password", "newPassword", "*.password", "*.newPassword", "headers.cookie", "token", "*.token"],
    },
    destination,
  );
}
