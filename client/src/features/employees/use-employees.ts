// The organization's people, as the employees tab lists them.
import { useQuery } from '@tanstack/react-query';
import { employeesQuery } from '@/lib/employees-query';
import { useLocationFilter } from '@/lib/location-choice';

export const useEmployees = () => useQuery(employeesQuery(useLocationFilter()));
