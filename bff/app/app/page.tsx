import { redirect } from 'next/navigation';

// /app on its own has nothing to show: the dashboard is the start of the signed-in area.
export default function AppIndex(): never {
  redirect('/app/dashboard');
}
