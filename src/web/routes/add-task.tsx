import { AddTaskForm } from "../features/tasks/components/add-task-form";

export function AddTaskPage() {
  return (
    <>
      <title>Add New Task · Taskmind</title>
      <h1>Add New Task</h1>
      <AddTaskForm />
    </>
  );
}
