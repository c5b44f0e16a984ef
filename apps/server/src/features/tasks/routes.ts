import {
  newTaskSchema,
  taskBoardSchema,
  taskChangesSchema,
  taskMoveSchema,
  taskQuerySchema,
  taskSchema,
} from '@topgear/shared/tasks';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema } from '../../http-params';
import type { TaskService } from './service';

const tags = ['tasks'];

/** The signed-in user's task board. */
export const tasksRoutes: FastifyPluginAsyncZod<{ tasks: TaskService }> = async (app, { tasks }) => {
  app.get(
    '/tasks',
    {
      preValidation: app.requireUser,
      schema: {
        tags,
        summary: 'My board: every task by column (Not Started, Scheduled, In Progress, Completed), then in order',
        querystring: taskQuerySchema,
        response: { 200: taskBoardSchema },
      },
    },
    async (request) => tasks.board(request.user.id, request.query.goalId),
  );

  app.post(
    '/tasks',
    {
      preValidation: app.requireUser,
      schema: {
        tags,
        summary: 'Add a task at the bottom of its column; 400 when the goal is not one of mine',
        body: newTaskSchema,
        response: { 201: taskSchema },
      },
    },
    async (request, reply) => reply.code(201).send(await tasks.add(request.user.id, request.body)),
  );

  app.patch(
    '/tasks/:id',
    {
      preValidation: app.requireUser,
      schema: {
        tags,
        summary: "Edit a task's text, date or goal (null unlinks it) in place",
        params: idParamsSchema,
        body: taskChangesSchema,
        response: { 200: taskSchema },
      },
    },
    async (request) => tasks.edit(request.user.id, request.params.id, request.body),
  );

  app.post(
    '/tasks/:id/move',
    {
      preValidation: app.requireUser,
      schema: {
        tags,
        summary: 'Move a task to a column and a place in it; answers the whole board afterwards',
        params: idParamsSchema,
        body: taskMoveSchema,
        response: { 200: taskBoardSchema },
      },
    },
    async (request) => tasks.move(request.user.id, request.params.id, request.body),
  );

  app.delete(
    '/tasks/:id',
    {
      preValidation: app.requireUser,
      schema: {
        tags,
        summary: 'Delete a task for good',
        params: idParamsSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await tasks.remove(request.user.id, request.params.id);
      return reply.code(204).send(null);
    },
  );
};
