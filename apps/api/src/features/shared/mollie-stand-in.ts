/**
 * For tests: a local server on 127.0.0.1 that answers like Mollie's payments API v2 (create, get; JSON with
 * `resource: 'payment'`, `_links.checkout`, Mollie's error shape for unknown ids), so the Mollie provider is tested
 * through the real `@mollie/api-client` without network access. `setStatus()` plays the customer paying at Mollie.
 *
 * The client only speaks HTTPS and trusts only its own CA bundle, so the stand-in serves HTTPS with a throwaway
 * self-signed certificate made by openssl, and a test process using it must turn certificate checks off
 * (`NODE_TLS_REJECT_UNAUTHORIZED=0`, see `trustStandIn`). Nothing outside tests uses this file.
 */
import { MINUTE_MS } from '@toonbank/domain';
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** A self-signed certificate for 127.0.0.1, valid one day. */
function selfSignedCertificate(): { key: Buffer; cert: Buffer } {
  const dir = mkdtempSync(path.join(tmpdir(), 'mollie-stand-in-'));
  try {
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-keyout',
        path.join(dir, 'key.pem'),
        '-out',
        path.join(dir, 'cert.pem'),
        '-days',
        '1',
        '-subj',
        '/CN=127.0.0.1',
        '-addext',
        'subjectAltName=IP:127.0.0.1',
      ],
      { stdio: 'ignore' },
    );
    return { key: readFileSync(path.join(dir, 'key.pem')), cert: readFileSync(path.join(dir, 'cert.pem')) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Lets this test process talk to the stand-in's self-signed HTTPS (tests only). */
export function trustStandIn(): void {
  process.env.NODE_TLS_REJECT_UNAUTHORIZED = '0';
}

export interface StandInPayment {
  id: string;
  status: 'open' | 'paid' | 'failed' | 'canceled' | 'expired';
  amount: { currency: string; value: string };
  description: string;
  method: string | null;
  redirectUrl: string;
  webhookUrl: string;
  metadata: unknown;
  createdAt: string;
}

export interface MollieStandIn {
  /** Base address to give the client as apiEndpoint (…/v2/). */
  url: string;
  payments: Map<string, StandInPayment>;
  /** Authorization headers seen, to check the API key is sent. */
  authorizations: string[];
  setStatus(id: string, status: StandInPayment['status']): void;
  close(): Promise<void>;
}

async function readJson(request: IncomingMessage): Promise<Record<string, unknown>> {
  let body = '';
  for await (const chunk of request) body += String(chunk);
  return body ? (JSON.parse(body) as Record<string, unknown>) : {};
}

function toResource(payment: StandInPayment, base: string) {
  return {
    resource: 'payment',
    id: payment.id,
    mode: 'test',
    createdAt: payment.createdAt,
    amount: payment.amount,
    description: payment.description,
    method: payment.method,
    metadata: payment.metadata,
    status: payment.status,
    isCancelable: payment.status === 'open',
    expiresAt: new Date(Date.parse(payment.createdAt) + 15 * MINUTE_MS).toISOString(),
    profileId: 'pfl_standin',
    sequenceType: 'oneoff',
    redirectUrl: payment.redirectUrl,
    webhookUrl: payment.webhookUrl,
    ...(payment.status === 'paid' ? { paidAt: new Date().toISOString() } : {}),
    _links: {
      self: { href: `${base}payments/${payment.id}`, type: 'application/hal+json' },
      ...(payment.status === 'open' ? { checkout: { href: `${base.replace('/v2/', '')}/checkout/${payment.id}`, type: 'text/html' } } : {}),
    },
  };
}

export async function startMollieStandIn(): Promise<MollieStandIn> {
  const payments = new Map<string, StandInPayment>();
  const authorizations: string[] = [];
  let base = '';
  const server: Server = createServer(selfSignedCertificate(), (request, response) => {
    void (async () => {
      authorizations.push(request.headers.authorization ?? '');
      const send = (status: number, body: unknown) => {
        response.writeHead(status, { 'content-type': status < 300 ? 'application/hal+json' : 'application/problem+json' });
        response.end(JSON.stringify(body));
      };
      const url = new URL(request.url ?? '/', 'http://127.0.0.1');
      if (!request.headers.authorization?.startsWith('Bearer test_')) {
        return send(401, {
          status: 401,
          title: 'Unauthorized Request',
          detail: 'Missing authentication, or failed to authenticate',
          _links: {},
        });
      }
      if (request.method === 'POST' && url.pathname === '/v2/payments') {
        const body = await readJson(request);
        const payment: StandInPayment = {
          id: `tr_${randomBytes(5).toString('hex')}`,
          status: 'open',
          amount: body.amount as StandInPayment['amount'],
          description: String(body.description ?? ''),
          method: (body.method as string | undefined) ?? null,
          redirectUrl: String(body.redirectUrl ?? ''),
          webhookUrl: String(body.webhookUrl ?? ''),
          metadata: body.metadata ?? null,
          createdAt: new Date().toISOString(),
        };
        if (!/^\d+\.\d{2}$/.test(payment.amount?.value ?? ''))
          return send(422, {
            status: 422,
            title: 'Unprocessable Entity',
            detail: 'The amount is invalid',
            field: 'amount.value',
            _links: {},
          });
        payments.set(payment.id, payment);
        return send(201, toResource(payment, base));
      }
      const match = /^\/v2\/payments\/([\w]+)$/.exec(url.pathname);
      if (request.method === 'GET' && match) {
        const payment = payments.get(match[1]!);
        if (!payment) return send(404, { status: 404, title: 'Not Found', detail: 'No payment exists with token ' + match[1], _links: {} });
        return send(200, toResource(payment, base));
      }
      return send(404, { status: 404, title: 'Not Found', detail: 'Unknown path', _links: {} });
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `https://127.0.0.1:${(server.address() as AddressInfo).port}/v2/`;
  return {
    url: base,
    payments,
    authorizations,
    setStatus(id, status) {
      const payment = payments.get(id);
      if (!payment) throw new Error(`stand-in: no payment ${id}`);
      payment.status = status;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
