/**
 * The journeys' identity provider: a real OpenID Connect provider (`server/test/oidc-provider.ts`)
 * at `E2E_IDP.issuer`, with one client for the app. Beside it, at `E2E_IDP.controlUrl`, the
 * journeys read that client (GET /client) and add the people who may sign in (POST /people, their
 * claims as JSON; answers their login), as a company's IT would.
 */
import { createServer, type IncomingMessage } from 'node:http';
import { startOidcProvider, type PersonAtProvider } from '../../server/test/oidc-provider';
import { E2E_IDP } from '../playwright.config';

const provider = await startOidcProvider({ redirectUri: E2E_IDP.redirectUri, port: E2E_IDP.port });
const [client] = provider.clients;

async function bodyOf(request: IncomingMessage) {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString('utf8')) as PersonAtProvider;
}

const { port: controlPort } = new URL(E2E_IDP.controlUrl);
createServer((request, response) => {
  const answer = (body: unknown) =>
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  if (request.method === 'GET' && request.url === '/client') {
    answer({ issuer: provider.issuer, clientId: client!.id, clientSecret: client!.secret });
  } else if (request.method === 'POST' && request.url === '/people') {
    bodyOf(request).then(
      (claims) => answer({ login: provider.addPerson(claims) }),
      () => response.writeHead(400).end(),
    );
  } else {
    response.writeHead(404).end();
  }
}).listen(Number(controlPort), '127.0.0.1');
