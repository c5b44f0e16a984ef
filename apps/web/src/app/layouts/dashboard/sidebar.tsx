import CalendarCheck from 'lucide-react/icons/calendar-check';
import Crosshair from 'lucide-react/icons/crosshair';
import House from 'lucide-react/icons/house';
import ListTodo from 'lucide-react/icons/list-todo';
import MessageCircle from 'lucide-react/icons/message-circle';
import Network from 'lucide-react/icons/network';
import Users from 'lucide-react/icons/users';
import { NavLink } from 'react-router';
import { paths } from '@/config/paths';

const entries = [
  { label: 'Home', to: paths.dashboard.home.getHref(), Icon: House },
  { label: 'Focus', to: paths.dashboard.focus.getHref(), Icon: Crosshair },
  { label: 'Task', to: paths.dashboard.task.getHref(), Icon: ListTodo },
  { label: '1:1s', to: paths.dashboard.meetings.getHref(), Icon: CalendarCheck },
  { label: 'Chat', to: paths.dashboard.chat.getHref(), Icon: MessageCircle },
  { label: 'People', to: paths.dashboard.people.getHref(), Icon: Users },
  { label: 'Org chart', to: paths.dashboard.orgChart.getHref(), Icon: Network },
] as const;

/** A rail on wide screens, a strip under the top bar on narrow ones. */
export function Sidebar() {
  return (
    <nav
      aria-label="Dashboard"
      className="border-b border-slate-200 bg-white md:w-28 md:shrink-0 md:border-b-0 md:border-r"
    >
      <ul className="flex justify-around md:flex-col md:gap-1 md:py-4">
        {entries.map(({ label, to, Icon }) => (
          <li key={to}>
            <NavLink
              to={to}
              className={({ isActive }) =>
                `flex flex-col items-center gap-1 px-1.5 py-2 text-xs font-medium min-[400px]:px-3 md:py-3 ${
                  isActive ? 'text-brand-700' : 'text-slate-500 hover:text-brand-700'
                }`
              }
            >
              <Icon aria-hidden="true" className="size-6" />
              {label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
