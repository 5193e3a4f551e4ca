/** The one place tests read the environment: set TEST_DATABASE_URL to run the API suite on PostgreSQL. */
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL || undefined;
/** CI=true (as `.ci/run` sets it): long-running tests take their CI-sized variant. */
export const IN_CI = process.env.CI === "true";
