import { UNSAFE_ErrorResponseImpl as ErrorResponse } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routeErrorStatus } from '../../../src/ui/analytics/route-error-status';

describe('routeErrorStatus: the status a page view is typed by', () => {
  it.each([
    { name: 'no router errors', errors: null, status: undefined },
    { name: 'no failed route', errors: {}, status: undefined },
    { name: 'a missing product', errors: { pages: new ErrorResponse(404, 'Not Found', 'Not Found') }, status: 404 },
    { name: 'a forbidden page', errors: { pages: new ErrorResponse(403, 'Forbidden', null) }, status: 403 },
    { name: 'a failed upstream', errors: { pages: new ErrorResponse(503, 'Service Unavailable', null) }, status: 503 },
    { name: 'an unexpected exception (no status)', errors: { pages: new Error('boom') }, status: undefined },
    { name: 'an exception beside a status', errors: { root: new Error('boom'), pages: new ErrorResponse(404, 'Not Found', null) }, status: 404 },
  ])('$name → $status', ({ errors, status }) => {
    expect(routeErrorStatus(errors)).toBe(status);
  });
});
