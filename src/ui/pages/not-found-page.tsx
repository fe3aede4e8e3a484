import { NotFoundScreen } from '../error-screens';

export default function NotFoundPage() {
  return <NotFoundScreen />;
}
