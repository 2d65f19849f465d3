import { ChangeEmailBody, Password } from '@app/contract';
import { z } from 'zod';

export const EmailForm = ChangeEmailBody;

export const PasswordForm = z
  .object({ currentPassword: z.string().min(1), newPassword: Password, confirmPassword: z.string() })
  .refine((v) => v.newPassword === v.confirmPassword, {
    path: ['confirmPassword'],
    message: 'authPages.passwordsDiffer',
  });
