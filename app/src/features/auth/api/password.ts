import type {
  ConfirmEmailRequest,
  ForgotPasswordRequest,
  ResetPasswordRequest,
} from '@koers/contract';
import { apiFetch } from '@/lib/api/client';

/** `POST /api/password/forgot`: always the same answer, whether or not the email is known. */
export function requestPasswordReset(body: ForgotPasswordRequest): Promise<{ message: string }> {
  return apiFetch('/api/password/forgot', { method: 'POST', json: body });
}

/** `POST /api/password/reset` with the token and email of the mailed link. */
export function resetPassword(body: ResetPasswordRequest): Promise<{ message: string }> {
  return apiFetch('/api/password/reset', { method: 'POST', json: body });
}

/** `POST /api/users/current/email/confirm` with the token of the link mailed to a new address. */
export function confirmEmail(body: ConfirmEmailRequest): Promise<{ message: string }> {
  return apiFetch('/api/users/current/email/confirm', { method: 'POST', json: body });
}
