import { Router } from 'express';
import { employeeUpdateSchema } from '@shared/validators/accounts';
import { currentUser, requireManager, requireUser } from '../../auth/access';
import type { FeatureDeps } from '../../feature-deps';
import { parse, parseId } from '../../http/validate';
import { deleteEmployee, listEmployees, updateEmployee } from './service';

export function employeeRoutes({ db }: FeatureDeps) {
  const router = Router();

  router.get('/api/employees', requireUser, async (req, res) => {
    res.json(await listEmployees(db, currentUser(req)));
  });

  router.put('/api/employees/:id', requireManager, async (req, res) => {
    const id = parseId(req.params.id);
    const update = parse(employeeUpdateSchema, req.body);
    res.json(await updateEmployee(db, currentUser(req).organizationId, id, update));
  });

  router.delete('/api/users/:id', requireManager, async (req, res) => {
    await deleteEmployee(db, currentUser(req), parseId(req.params.id));
    res.json({ message: 'Employee has been permanently removed from the system.' });
  });

  return router;
}
