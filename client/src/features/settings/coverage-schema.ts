// The Coverage Policies card's part of the organization settings, and its form's types.
import type { UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { organizationSettingsSchema } from '@shared/validators/settings';

export const coverageSchema = organizationSettingsSchema.pick({
  coveragePolicyMode: true,
  coverageHourlyLimit: true,
  coverageSalariedLimit: true,
  coverageHourlyToSalariedLimit: true,
  coverageSalariedToHourlyLimit: true,
  coverageRequestsPerInterval: true,
  coverageResetPeriod: true,
  coverageInterval: true,
});

export type CoverageForm = UseFormReturn<
  z.input<typeof coverageSchema>,
  unknown,
  z.output<typeof coverageSchema>
>;
