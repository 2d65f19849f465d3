import { useTranslation } from 'react-i18next';
import { PasswordField } from './PasswordField';
import type { TextInputProps } from './TextInput';

type BoundField = Omit<TextInputProps, 'type' | 'endAdornment' | 'label'>;

/** A new password with its hint, and the same again to confirm it (account, reset, settings). */
export function NewPasswordFields(props: {
  password: BoundField;
  confirm: BoundField;
  label: string;
  confirmLabel: string;
}) {
  const { t } = useTranslation();
  return (
    <>
      <PasswordField
        {...props.password}
        label={props.label}
        autoComplete="new-password"
        required
        helperText={props.password.helperText ?? t('authPages.passwordHint')}
      />
      <PasswordField {...props.confirm} label={props.confirmLabel} autoComplete="new-password" required />
    </>
  );
}
