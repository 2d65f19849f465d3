import { TextInput, type TextInputProps } from './TextInput';

/** A required email address field: the browser's email keyboard and checks, autofill by `autoComplete`. */
export function EmailField(props: Omit<TextInputProps, 'type' | 'required'>) {
  return <TextInput {...props} type="email" required />;
}
