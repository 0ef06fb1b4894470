import { contentContract } from '@app/contracts';
import { readImageForm } from '../../platform/http/image-form.js';
import type { Route } from '../../platform/http/route.js';
import type { ContentService } from './content.service.js';
import type { FeedbackService } from './feedback.service.js';

/** Needs @fastify/multipart registered on the app (the composition root does it). */
export function registerContentRoutes(route: Route, content: ContentService, feedback: FeedbackService): void {
  route(contentContract.notices, ({ query }) => content.notices(query));
  // Same content for a logged-in member; the session check is done by route() (auth: 'token').
  route(contentContract.announcement, ({ query }) => content.notices(query));
  route(contentContract.footer, ({ query }) => content.footer(query.language));
  route(contentContract.customerService, ({ query }) => content.customerServiceConfig(query.language));
  route(contentContract.feedback, async ({ req, session }) => {
    await feedback.admit(req.ip);
    const form = await readImageForm(req);
    return feedback.submit(form, { ip: req.ip, memberId: session?.memberId ?? null });
  });
}
