import { expect, test } from '../fixtures.js';
import { useOwnIp } from './helpers/account-db.js';
import { operatorApi } from './helpers/cashier.js';
import { FAKE_PNG, TINY_PNG } from './helpers/images.js';
import { text } from './helpers/locales.js';
import { createMember, signInAs } from './helpers/login-helpers.js';

const k = (key: string, values?: Record<string, string | number>) => text('vi', `memberCentre:kyc.${key}`, values);

test('identity verification: upload documents, see the request pending, operator approves, the level shows (vi)', async ({
  page,
  request,
}) => {
  await useOwnIp(page);
  const member = await createMember('kyc');
  await signInAs(page, 'vi', member.account, '/?mc=securityCenter');
  const section = page.getByTestId('kyc-section');
  await expect(section.getByTestId('kyc-level')).toHaveText(k('levels.none'));

  await section.getByTestId('kyc-fullName').fill('Nguyễn Văn An');
  await section.getByTestId('kyc-dateOfBirth').fill('1995-06-15');
  await section.getByTestId('kyc-idNumber').fill('079095001234');
  // A GIF named .png is refused before upload (checked by content, as the server does).
  await section.getByTestId('kyc-file-input').setInputFiles(FAKE_PNG);
  await expect(section.getByTestId('kyc-image-error')).toHaveText(k('imageErrors.badType', { name: FAKE_PNG.name }));
  await section.getByTestId('kyc-file-input').setInputFiles([
    { name: 'front.png', mimeType: 'image/png', buffer: TINY_PNG },
    { name: 'back.png', mimeType: 'image/png', buffer: TINY_PNG },
  ]);
  await expect(section.getByTestId('kyc-document-preview')).toHaveCount(2);
  await section.getByTestId('kyc-submit').click();

  await expect(section.getByTestId('kyc-pending')).toContainText(k('levels.basic'));
  await expect(section.getByTestId('kyc-form')).toHaveCount(0);
  await expect(section.getByTestId('kyc-history-status')).toHaveText([k('status.pending')]);

  // The operator's review (back-office API): the request is in the queue with both documents; approve it.
  const operator = await operatorApi(request);
  const queue = await operator.call<{ items: { id: number; documents: unknown[] }[] }>(
    'GET',
    `/wps/operator/kyc/requests?account=${encodeURIComponent(member.account)}`,
  );
  expect(queue.items).toHaveLength(1);
  expect(queue.items[0]!.documents).toHaveLength(2);
  await operator.call('POST', `/wps/operator/kyc/requests/${queue.items[0]!.id}/approve`);

  await page.reload();
  await expect(section.getByTestId('kyc-level')).toHaveText(k('levels.basic'));
  await expect(section.getByTestId('kyc-pending')).toHaveCount(0);
  await expect(section.getByTestId('kyc-history-status')).toHaveText([k('status.approved')]);
  // The full level is still open to request.
  await expect(section.getByTestId('kyc-level-select')).toHaveValue('full');
});
