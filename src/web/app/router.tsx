import { createBrowserRouter } from "react-router";
import { AddTaskPage } from "../routes/add-task";
import { AdminPage } from "../routes/admin";
import { AssistantPage } from "../routes/assistant";
import { NotFoundPage } from "../routes/not-found";
import { PasswordResetPage } from "../routes/password-reset";
import { SettingsPage } from "../routes/settings";
import { SignInPage } from "../routes/sign-in";
import { SignUpPage } from "../routes/sign-up";
import { TasksPage } from "../routes/tasks";
import { WelcomePage } from "../routes/welcome";
import { ProtectedLayout } from "./protected-layout";
import { PublicLayout } from "./public-layout";

export const router = createBrowserRouter([
  {
    element: <PublicLayout />,
    children: [
      { path: "/", element: <WelcomePage /> },
      { path: "/sign-in", element: <SignInPage /> },
      { path: "/sign-up", element: <SignUpPage /> },
      { path: "/password-reset", element: <PasswordResetPage /> },
    ],
  },
  {
    element: <ProtectedLayout />,
    children: [
      { path: "/assistant", element: <AssistantPage /> },
      { path: "/tasks", element: <TasksPage /> },
      { path: "/add-task", element: <AddTaskPage /> },
      { path: "/settings", element: <SettingsPage /> },
      { path: "/admin", element: <AdminPage /> },
    ],
  },
  { path: "*", element: <NotFoundPage /> },
]);
