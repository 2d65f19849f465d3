import { CreateAccountBody, Email, LoginBody, OpaqueToken, Password } from '@app/contract';
import { z } from 'zod';

/** The contract's bodies plus the confirmation fields only the forms have. */
const PASSWORDS_DIFFER = 'authPages.passwordsDiffer';

export const LoginForm = LoginBody;

export const ForgotForm = z.object({ email: Email });

export const CreateAccountForm = z
  .object({
    token: CreateAccountBody.shape.token,
    name: z.string().trim().max(200),
    password: Password,
    confirmPassword: z.string(),
  })
  .refine((v) => v.password === v.confirmPassword, { path: ['confirmPassword'], message: PASSWORDS_DIFFER });

export const ResetForm = z
  .object({ token: OpaqueToken, newPassword: Password, confirmPassword: z.string() })
  .refine((v) => v.newPassword === v.confirmPassword, {
    path: ['confirmPassword'],
    message: PASSWORDS_DIFFER,
  });
