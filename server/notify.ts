/*
 * The team's notification of a lead: a JSON POST to the configured webhook (a chat's incoming
 * webhook, an email API's, an automation's). A non-2xx answer or no answer within 10 s is a
 * failure, and the outbox tries again later (server/leads.ts).
 */
import type { ReceiverConfig } from './config';
import type { Notify, StoredLead } from './leads';

const TIMEOUT_MS = 10_000;

export function webhookNotifier(config: ReceiverConfig): Notify | null {
  if (!config.webhookUrl) return null;
  return async (lead: StoredLead) => {
    const response = await fetch(config.webhookUrl, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        ...(config.webhookToken ? { Authorization: `Bearer ${config.webhookToken}` } : {}),
      },
      body: JSON.stringify({
        text: `New enquiry from ${lead.name} <${lead.email}> about ${lead.service}`,
        lead: {
          id: lead.id,
          receivedAt: lead.receivedAt,
          language: lead.language,
          name: lead.name,
          email: lead.email,
          phone: lead.phone,
          company: lead.company,
          service: lead.service,
          message: lead.message,
          suspect: lead.suspect,
        },
      }),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (!response.ok) throw new Error(`the webhook answered ${response.status}`);
  };
}
