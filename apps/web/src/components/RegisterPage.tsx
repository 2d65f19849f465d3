import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { EntityForm, FieldSpec } from './EntityFormDialog';
import { ListPage, type ListPageProps } from './ListPage';
import { type ResourceMutations, useResourceEditing, useResourceForm } from './resource-editing';
import type { ListEditing } from './row-editing';

/**
 * A plain resource's register: the catalogue section of its texts, its page's title, its paged
 * list, its save and delete, and the schemas of a new and an edited record.
 */
export interface Register<T extends { id: string }> {
  /** The page's texts: the list's (see `ListPage`) and the add, edit and delete texts (see `editingTexts`). */
  section: string;
  /** The catalogue key of the page's title (often the menu's word for it). */
  title: string;
  list: ListPageProps<T, string>['list'];
  resource: ResourceMutations;
  schemas: { create: z.ZodType; edit: z.ZodType };
}

/** The props of a register's own add and edit dialog (a form with more than plain fields). */
export interface RecordFormProps<T> {
  open: boolean;
  onClose: () => void;
  /** The record to edit; none for a new one. */
  row?: T;
}

/**
 * A register's plain record form: its fields, checked by the register's schemas of a new and an
 * edited record, titled `createTitle` and `editTitle` in the register's section.
 */
export function useRegisterForm<T extends { id: string }>(
  register: Register<T>,
  fields: FieldSpec[],
): EntityForm {
  const { t } = useTranslation();
  return useResourceForm(register.resource, {
    fields,
    create: { title: t(`${register.section}.createTitle`), schema: register.schemas.create },
    edit: { title: t(`${register.section}.editTitle`), schema: register.schemas.edit },
  });
}

export interface RegisterPageProps<T extends { id: string }, F extends string>
  extends Omit<ListPageProps<T, F>, 'title' | 'section' | 'list' | 'editing'> {
  register: Register<T>;
  /** The row's values the add, edit and delete texts mention. */
  names: (row: T | null) => Record<string, string>;
  /**
   * The add and edit form, for those who may change the register (and delete from it); none for
   * the rest. The register's own dialog, or the fields of a plain record form (see useRegisterForm).
   */
  form?: ListEditing<T>['form'] | FieldSpec[] | false;
}

/** The list page of a plain resource, its title and texts from the register, its rows changed through the resource. */
export function RegisterPage<T extends { id: string }, F extends string>({
  register,
  names,
  form,
  ...page
}: RegisterPageProps<T, F>) {
  const { t } = useTranslation();
  const plainForm = useRegisterForm(register, Array.isArray(form) ? form : []);
  const editing = useResourceEditing<T>(register.resource, {
    section: register.section,
    names,
    form: Array.isArray(form) ? plainForm : form,
  });
  return (
    <ListPage
      {...page}
      title={t(register.title)}
      section={register.section}
      list={register.list}
      editing={editing}
    />
  );
}
