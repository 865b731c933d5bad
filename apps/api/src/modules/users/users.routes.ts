import { usersEndpoints } from '@samplebank/contracts/users';
import { currentUser } from '../../platform/auth.js';
import { routesFor } from '../../platform/routes.js';
import type { ZodApp } from '../../platform/zod-app.js';
import { getMyAccount, updateMyEmailPreferences, updateMyLocale } from './account.service.js';
import {
  addUserAsAdmin,
  deleteUserAccount,
  getUser,
  getUserByEmail,
  listUserDocuments,
  listUsers,
  updateUserAccount,
} from './users.service.js';

/** Users: the account page's own calls, a user's record and documents (self or ADMIN), ADMIN's list and additions. */
export async function userRoutes(app: ZodApp) {
  const context = app.context;
  const route = routesFor(app, { tags: ['users'] });
  route(usersEndpoints.list, (request) => listUsers(context, request.query));
  route(usersEndpoints.add, (request) => addUserAsAdmin(context, currentUser(request), request.body));
  route(usersEndpoints.me, (request) => getMyAccount(context, currentUser(request)));
  route(usersEndpoints.updateEmailPreferences, (request) =>
    updateMyEmailPreferences(context, currentUser(request), request.body),
  );
  route(usersEndpoints.updateLocale, (request) => updateMyLocale(context, currentUser(request), request.body));
  route(usersEndpoints.byEmail, (request) => getUserByEmail(context, currentUser(request), request.params));
  route(usersEndpoints.get, (request) => getUser(context, currentUser(request), { userId: request.params.id }));
  route(usersEndpoints.documents, (request) =>
    listUserDocuments(context, currentUser(request), { userId: request.params.id }),
  );
  route(usersEndpoints.update, (request) =>
    updateUserAccount(context, currentUser(request), { userId: request.params.id, changes: request.body }),
  );
  route(usersEndpoints.delete, (request) =>
    deleteUserAccount(context, currentUser(request), { userId: request.params.id }),
  );
}
