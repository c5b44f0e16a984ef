import { accountSettingsChangeSchema, accountSettingsSchema, signUpModeSchema } from '@topgear/shared/account-settings';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AccountSettingsService } from './account-settings-service';

export const accountSettingsRoutes: FastifyPluginAsyncZod<{ settings: AccountSettingsService }> = async (
  app,
  { settings },
) => {
  app.get(
    '/account-settings',
    {
      preValidation: app.requireAdmin,
      schema: {
        tags: ['accounts'],
        summary:
          "Administrators: the company's account settings (who may sign up, whether admins and managers need two-factor sign-in)",
        response: { 200: accountSettingsSchema },
      },
    },
    async () => settings.read(),
  );

  app.patch(
    '/account-settings',
    {
      preValidation: app.requireAdmin,
      schema: {
        tags: ['accounts'],
        summary: 'Administrators: change the settings given (the others stay); each change is audited',
        body: accountSettingsChangeSchema,
        response: { 200: accountSettingsSchema },
      },
    },
    async (request) => settings.change(request.user, request.body),
  );

  app.get(
    '/sign-up-mode',
    {
      config: { access: 'public' },
      schema: {
        tags: ['accounts'],
        summary: "Who may sign up: 'open' (anyone) or 'invitation' (only with an invitation)",
        response: { 200: signUpModeSchema },
      },
    },
    async () => settings.signUpMode(),
  );
};
