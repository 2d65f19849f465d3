import { useTranslation } from 'react-i18next';
import { PasswordField } from './PasswordField';
import type { TextInputProps } from './TextInput';

type BoundField = Omit<TextInputProps, 'type' | 'endAdornment' | 'label'>;

/**
 * A new password with its hint, and the same again to confirm it (account, reset, settings): the
 * form's field `name` and its `confirmPassword`, the field every such form's schema checks it against.
 */
export function NewPasswordFields<N extends string>(props: {
  form: { field: (name: N | 'confirmPassword') => BoundField };
  name: N;
  label: string;
  /** "Confirm password" unless the form says more (e.g. "Confirm new password"). */
  confirmLabel?: string;
}) {
  const { t } = useTranslation();
  const password = props.form.field(props.name);
  return (
    <>
      <PasswordField
        {...password}
        label={props.label}
        autoComplete="new-password"
        required
        helperText={password.helperText ?? t('authPages.passwordHint')}
      />
      <PasswordField
        {...props.form.field('confirmPassword')}
        label={props.confirmLabel ?? t('authPages.confirmPassword')}
        autoComplete="new-password"
        required
      />
    </>
  );
}
