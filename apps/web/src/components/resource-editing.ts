import { useTranslation } from 'react-i18next';
import type { resourceMutations } from '../lib/queries';
import type { EntityForm } from './EntityFormDialog';
import { editingTexts, type ListEditing } from './row-editing';

/** A plain resource's save and delete (`resourceMutations` in lib/queries.ts). */
export type ResourceMutations = ReturnType<typeof resourceMutations>;

/** A plain record's form (its fields, titles and schemas), saved through its resource: created without an id, updated with one. */
export function useResourceForm(resource: ResourceMutations, form: Omit<EntityForm, 'save'>): EntityForm {
  const save = resource.useSave();
  return { ...form, save: (body, id) => save.mutateAsync({ id, body }) };
}

/**
 * Add, edit and delete for a list of a plain resource, or nothing for those who may not (no
 * `form`): the texts from the list's catalogue section (see `editingTexts`), deleting through the resource.
 */
export function useResourceEditing<T extends { id: string }>(
  resource: ResourceMutations,
  editing: {
    section: string;
    /** The row's values the texts mention. */
    names: (row: T | null) => Record<string, string>;
    form: ListEditing<T>['form'] | false | undefined;
  },
): ListEditing<T> | undefined {
  const { t } = useTranslation();
  const remove = resource.useDelete();
  if (!editing.form) return undefined;
  return {
    ...editingTexts<T>(t, editing.section, editing.names),
    remove: (row) => remove.mutateAsync(row.id),
    form: editing.form,
  };
}
