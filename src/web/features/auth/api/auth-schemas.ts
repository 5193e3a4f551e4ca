// The auth forms' schemas, loaded apart from the public pages: zod would otherwise be most of their first script.
// Each is a function the form calls as it mounts (see `useForm`).
const schemas = () => import("../../../../shared/schemas/auth");

export const loadSignInSchema = () => schemas().then((module) => module.signInSchema);
export const loadSignUpSchema = () => schemas().then((module) => module.signUpSchema);
export const loadRequestPasswordResetSchema = () => schemas().then((module) => module.requestPasswordResetSchema);
export const loadResetPasswordSchema = () => schemas().then((module) => module.resetPasswordSchema);
