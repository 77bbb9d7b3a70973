import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TEXT_LIMITS } from '@shared/validators/text-limits';
import { renderWithProviders } from '@/test/utils';
import { ResetPasswordForm } from './reset-password-form';

describe('ResetPasswordForm', () => {
  it('stops typing both passwords where the server stops taking them', () => {
    renderWithProviders(<ResetPasswordForm token="t" onLinkRefused={() => {}} />);
    for (const label of ['New Password', 'Confirm New Password']) {
      expect(screen.getByLabelText(label)).toHaveAttribute(
        'maxLength',
        String(TEXT_LIMITS.password),
      );
    }
  });
});
