import { FeedbackFieldsSchema } from '@app/contracts';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/connect.js';
import type { ImageForm } from '../../platform/http/image-form.js';
import { createRateLimiter, type RateLimit } from '../../platform/rate-limit/rate-limiter.js';
import { insertFeedback, insertFeedbackImages } from './feedback.repository.js';

/** Five feedback messages per IP per ten minutes: plenty for a person, a wall for a script. */
export const FEEDBACK_RATE_LIMIT: RateLimit = { limit: 5, windowMs: 10 * 60_000 };

/** Player feedback: rate-limited per IP, validated, stored with its images in one transaction. */
export function createFeedbackService({ db, clock }: { db: Db; clock: Clock }) {
  const limiter = createRateLimiter(db, clock);

  /** Counts an attempt from this IP; throws 429 past the limit. Called before the upload is read. */
  const admit = (ip: string) => limiter.consume('feedback:ip', ip, FEEDBACK_RATE_LIMIT);

  async function submit(form: ImageForm, who: { ip: string; memberId: number | null }): Promise<{ id: number }> {
    // Throws ZodError → 400 invalid_input with the failing field in details.
    const fields = FeedbackFieldsSchema.parse(form.fields);
    const id = await db.begin(async (tx) => {
      const feedbackId = await insertFeedback(tx, { ...fields, memberId: who.memberId, ip: who.ip, at: clock.now() });
      await insertFeedbackImages(tx, feedbackId, form.images);
      return feedbackId;
    });
    return { id };
  }

  return { admit, submit };
}
export type FeedbackService = ReturnType<typeof createFeedbackService>;
