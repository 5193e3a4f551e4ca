import type {
  CreateListInput,
  List,
  ListDeleted,
  ListsOverview,
  UpdateListInput,
} from "../../../../shared/schemas/list";
import { api } from "../../../lib/api-client";

export const getLists = () => api.get<ListsOverview>("/api/lists");

export async function createList(input: CreateListInput): Promise<List> {
  return (await api.post<{ list: List }>("/api/lists", input)).list;
}

export async function updateList(id: string, changes: UpdateListInput): Promise<List> {
  return (await api.patch<{ list: List }>(`/api/lists/${encodeURIComponent(id)}`, changes)).list;
}

/** Deletes the list and every task in it; answers how many tasks went. `keepalive`: sent as the tab closes. */
export const deleteList = (id: string, { keepalive = false } = {}) =>
  api.delete<ListDeleted>(`/api/lists/${encodeURIComponent(id)}`, undefined, { keepalive });
