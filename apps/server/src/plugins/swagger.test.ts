import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app';

const testApp = useTestApp();

describe('API documentation', () => {
  it('serves an OpenAPI document at /api/docs/json listing the API', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/docs/json' });

    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toBe('3.1.0');
    expect(document.info.title).toBe('TopGear Perform API');
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(['/api/users', '/api/auth/sign-in/email', '/api/auth/sign-out', '/api/me', '/api/health']),
    );
    expect(Object.keys(document.paths['/api/users'])).toContain('post');
    expect(document.paths['/api/me'].get.security).toEqual([{ session: [] }]);
    expect(document.paths['/api/users'].post.security).toBeUndefined();
    expect(document.paths['/api/users'].post['x-access']).toBe('public');
    expect(document.paths['/api/me'].get['x-access']).toBe('signed-in');
    expect(document.paths['/api/users'].get['x-access']).toBe('admin');
    expect(document.paths['/api/users'].post.requestBody.content['application/json'].schema.properties).toHaveProperty(
      'email',
    );
  });

  it('serves the browsable documentation page at /api/docs', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/docs' });

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toMatch(/swagger/i);
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).not.toContain('upgrade-insecure-requests');
  });
});
