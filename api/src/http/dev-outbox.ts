import type { Db } from "../db/client.ts";

// The development outbox (issue 3): mail and text messages that would have been sent, newest
// first. Served only outside production; the app does not even route here when NODE_ENV=production.

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export async function devOutboxResponse(db: Db, request: Request): Promise<Response> {
  const url = new URL(request.url);
  const to = url.searchParams.get("to")?.trim().toLowerCase().slice(0, 254);
  const rows = await db.outboxMessage.findMany({
    where: to ? { recipient: to } : {},
    orderBy: { id: "desc" },
    take: 100,
  });
  const messages = rows.map((m) => ({ id: m.id, channel: m.channel, to: m.recipient, subject: m.subject, body: m.body, locale: m.locale, created_at: m.createdAt.toISOString() }));
  const wantsHtml = (request.headers.get("accept") ?? "").includes("text/html");
  if (!wantsHtml) {
    return new Response(JSON.stringify({ messages }), { headers: { "content-type": "application/json; charset=utf-8", "cache-control": "no-store" } });
  }
  const items = messages
    .map((m) => `<article><h2>${escape(m.channel)} → ${escape(m.to)}</h2><p class="meta">${escape(m.created_at)} · ${escape(m.locale)}</p>${m.subject ? `<h3>${escape(m.subject)}</h3>` : ""}<pre>${escape(m.body)}</pre></article>`)
    .join("");
  const html = `<!doctype html><html lang="en"><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>Development outbox</title>
<style>body{font:15px system-ui,sans-serif;max-width:48rem;margin:2rem auto;padding:0 1rem;color:#1d2433}article{border:1px solid #d5dae3;border-radius:8px;padding:.75rem 1rem;margin:.75rem 0}h2{font-size:1rem;margin:0}h3{font-size:.95rem;margin:.5rem 0}.meta{color:#5b6475;margin:.25rem 0}pre{white-space:pre-wrap;font:inherit}</style>
<h1>Development outbox</h1><p>Mail and text messages written since the database was created (development only; JSON without <code>Accept: text/html</code>).</p>${items || "<p>No message yet.</p>"}</html>`;
  return new Response(html, { headers: { "content-type": "text/html; charset=utf-8", "cache-control": "no-store" } });
}
