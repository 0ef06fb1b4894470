import type { Queryable } from '../../platform/db/connect.js';
import type { UploadedImage } from '../../platform/http/image-form.js';

export async function insertFeedback(
  db: Queryable,
  p: { questionType: string; content: string; memberId: number | null; ip: string; at: Date },
): Promise<number> {
  const [row] = await db<{ id: number }[]>`
    INSERT INTO feedback (question_type, content, member_id, ip, created_at)
    VALUES (${p.questionType}, ${p.content}, ${p.memberId}, ${p.ip}, ${p.at}) RETURNING id`;
  return row!.id;
}

export async function insertFeedbackImages(db: Queryable, feedbackId: number, images: UploadedImage[]) {
  for (const [position, img] of images.entries()) {
    await db`INSERT INTO feedback_images (feedback_id, position, mime, size_bytes, data)
      VALUES (${feedbackId}, ${position}, ${img.mime}, ${img.data.length}, ${img.data})`;
  }
}
