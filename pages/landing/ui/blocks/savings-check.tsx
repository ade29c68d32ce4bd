// The campaign pages' savings check on the landing's apiSlug (shared/features/promotion/savings-check.tsx), with and
// without JavaScript, while the landing runs; once it has ended its call answers 410.
import { z } from 'zod';
import { SavingsCheck } from '#shared/features/promotion/savings-check.js';
import { blockType } from '#pages/landing/ui/block-type.js';
import { heading } from '#pages/landing/ui/fields.js';

export const savingsCheck = blockType({
  title: 'Проверка покупок',
  fields: z.strictObject({ heading: heading(80) }),
  Block({ block, landing }) {
    if (landing.phase !== 'running' || !landing.apiSlug) return null;
    return <SavingsCheck apiSlug={landing.apiSlug} texts={{ ...landing.texts.savings, heading: block.heading }} />;
  },
});
