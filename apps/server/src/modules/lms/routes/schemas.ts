import {
  LmsContentSchema,
  LmsCourseSchema,
  LmsEnrolmentSchema,
  LmsLearnerContentSchema,
  successEnvelope,
} from '@pustaka/contract';
import { z } from 'zod';

export const courseEnvelope = successEnvelope(LmsCourseSchema);
export const coursesEnvelope = successEnvelope(z.array(LmsCourseSchema));
export const contentEnvelope = successEnvelope(LmsContentSchema);
export const contentsEnvelope = successEnvelope(z.array(LmsContentSchema));
export const learnerContentsEnvelope = successEnvelope(z.array(LmsLearnerContentSchema));
export const enrolmentEnvelope = successEnvelope(LmsEnrolmentSchema);

export const SlugParams = z.object({ slug: z.string().regex(/^[a-z0-9-]{1,80}$/) });
export const InviteQuery = z.object({ invite: z.string().regex(/^[A-Za-z0-9_-]{10,64}$/) });
export const CertificateCodeParams = z.object({
  code: z.string().regex(/^LMS-[A-Za-z0-9]{5}-[A-Za-z0-9]{5}$/),
});
