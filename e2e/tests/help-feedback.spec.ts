import { expect, gotoWithLanguage, test } from '../fixtures.js';
import { freshUsername, useOwnIp, withDb } from './helpers/account-db.js';
import { FAKE_PNG, TINY_PNG } from './helpers/images.js';
import { text } from './helpers/locales.js';

const f = (key: string, values?: Record<string, string | number>) => text('vi', `help:feedback.${key}`, values);

test('a visitor sends feedback with a screenshot from the help centre; a file that is not an image is refused first (vi)', async ({
  page,
}) => {
  await useOwnIp(page);
  const content = `Góp ý ${freshUsername('fb')}`;
  await gotoWithLanguage(page, '/help?view=feedback', 'vi');
  const form = page.getByTestId('feedback-form');
  await form.getByTestId('feedback-type').selectOption('suggestion');
  await form.getByTestId('feedback-content').fill(content);
  await expect(form.getByTestId('feedback-counter')).toHaveText(`${content.length}/140`);

  // Checked by content before upload, as the server checks it.
  await form.getByTestId('feedback-file-input').setInputFiles(FAKE_PNG);
  await expect(form.getByTestId('feedback-image-error')).toHaveText(f('imageErrors.badType', { name: FAKE_PNG.name }));
  const screenshot = { name: 'screen.png', mimeType: 'image/png', buffer: TINY_PNG };
  await form.getByTestId('feedback-file-input').setInputFiles(screenshot);
  await expect(form.getByTestId('feedback-image-error')).toHaveCount(0);
  // The previews are a group named by the form's heading for the images.
  const previews = form.getByRole('group', { name: f('images') }).getByRole('img');
  await expect(previews).toHaveCount(1);
  // Taken away and chosen again (the same file can be picked twice in a row).
  await form.getByRole('button', { name: f('removeImage', { name: 'screen.png' }) }).click();
  await expect(previews).toHaveCount(0);
  await form.getByTestId('feedback-file-input').setInputFiles(screenshot);
  await expect(previews).toHaveCount(1);

  await form.getByTestId('feedback-submit').click();
  await expect(page.getByTestId('feedback-sent')).toBeVisible();
  await expect(form.getByTestId('feedback-content')).toHaveValue('');
  await expect(previews).toHaveCount(0);
  const stored = await withDb(
    (sql) => sql<{ question_type: string; images: number }[]>`
      SELECT f.question_type, count(i.id)::int AS images
        FROM feedback f LEFT JOIN feedback_images i ON i.feedback_id = f.id
       WHERE f.content = ${content} GROUP BY f.id`,
  );
  expect([...stored]).toEqual([{ question_type: 'suggestion', images: 1 }]);
});
